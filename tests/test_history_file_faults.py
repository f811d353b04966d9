"""`--history FILE` held to what the game can use (issue 22): only allowed words, no day before
puzzle 0, a BOM read, an empty file refused, and backtest never plays today or later."""

import datetime as dt

import pytest

from wordle_tui.core.game.puzzle import puzzle_number, puzzle_today

from .test_cli import run


def write(tmp_path, lines: str, prefix: bytes = b""):
    path = tmp_path / "h.tsv"
    path.write_bytes(prefix + lines.encode())
    return str(path)


def line(day: dt.date, word: str) -> str:
    return f"{day}\t{puzzle_number(day)}\t{word}\n"


@pytest.mark.parametrize(
    ("content", "said"),
    [
        (
            line(dt.date(2024, 1, 1), "raise") + line(dt.date(2024, 1, 2), "qzxvw"),
            "line 2: QZXVW is not an allowed",
        ),
        (line(dt.date(2021, 6, 18), "raise"), "line 1: 2021-06-18 is before puzzle 0 (2021-06-19)"),
        ("# only a comment\n", "holds no answers"),
        ("", "holds no answers"),
    ],
)
@pytest.mark.parametrize("command", [["history"], ["backtest", "--from", "2024-01-01", "--to", "2024-01-02"]])
def test_a_history_file_the_game_cannot_use_is_refused_in_one_line(capsys, tmp_path, content, said, command):
    code, out, err = run(capsys, *command, "--history", write(tmp_path, content))
    assert code == 2 and out == "" and said in err and len(err.strip().splitlines()) == 1


def test_a_byte_order_mark_is_read_not_refused(capsys, tmp_path):
    path = write(tmp_path, line(dt.date(2024, 1, 1), "raise"), prefix="\ufeff".encode())
    code, out, err = run(capsys, "history", "--history", path)
    assert code == 0 and "RAISE" in out and "line 1" not in err


def test_backtest_never_plays_today_or_later_from_a_file(capsys, tmp_path):
    today = puzzle_today()
    days = [today - dt.timedelta(days=1), today, today + dt.timedelta(days=1)]
    path = write(
        tmp_path, "".join(line(d, w) for d, w in zip(days, ["raise", "arise", "aisle"], strict=True))
    )
    code, out, err = run(
        capsys,
        "backtest",
        "--history",
        path,
        "--from",
        str(days[0]),
        "--to",
        str(days[-1]),
        "--opener",
        "raise",
    )
    assert code == 0 and out.startswith(f"1 days from {days[0]} to {days[0]}")
    assert f"days from {today} on are not played" in err
