"""What the command does with bad options, bad files and broken streams: one line, a non-zero exit."""

import datetime as dt
import os
import subprocess
import sys

import pytest

from wordle_tui.cli import main
from wordle_tui.core.game.feedback import format_pattern, score
from wordle_tui.core.game.puzzle import puzzle_today
from wordle_tui.core.solve.tree import format_tree

from . import stacks

OUND = ["bound", "found", "hound", "mound", "pound", "wound", "sound", "round"]


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def shell(tmp_path, command: str, stdin=subprocess.DEVNULL):
    """``wordle-tui`` (this interpreter's) under bash, for redirections pytest cannot fake."""
    env = {
        **os.environ,
        "WORDLE_TUI_CACHE_DIR": str(tmp_path / "cache"),
        "WT": f"{sys.executable} -m wordle_tui",
    }
    env.pop("TEXTUAL_DRIVER", None)
    return stacks.run(["bash", "-c", command], timeout=120, cwd=tmp_path, env=env, stdin=stdin, text=True)


@pytest.mark.parametrize(
    "argv,message",
    [
        (["suggest", "--top", "-1"], "--top must be at least 1 (got -1)"),
        (["suggest", "--length", "0", "--words", "x"], "--length must be at least 2"),
        (["suggest", "--length", "1", "--words", "x"], "--length must be at least 2"),
        (["suggest", "--length", "41", "--words", "x"], "--length must be at most 40"),
        (["suggest", "--length", "6"], "--length picks the words of one length from --words/--answers"),
        (["bench", "--sample", "0"], "--sample must be at least 1"),
        (["tree", "--breadth", "0"], "--breadth must be at least 1"),
        (["suggest", "--strategy", "deep", "--breadth", "-1"], "--breadth must be at least 1"),
        (["suggest", "--max-guesses", "0"], "--max-guesses must be at least 1"),
        (["cover", "--time-limit", "0"], "--time-limit must be a positive number of seconds"),
        (["cover", "--time-limit", "-1"], "--time-limit must be a positive number of seconds"),
        (["cover", "--time-limit", "nan"], "--time-limit must be a positive number of seconds (got nan)"),
        (["cover", "--include", "zzzzz"], "ZZZZZ is not in the allowed word list"),
        (["solve", "crane", "--strategy", "deep"], "deep on today's game starts after the first guess"),
        (
            ["suggest", "--set", "original", "--date", "2026-01-05"],
            "--date and --history are for the today set",
        ),
        (
            ["review", "salet", "dearn", "--answer", "zzzzz", "--set", "original"],
            "ZZZZZ is not in the allowed word list",
        ),
        (
            ["solve", "crane", "--strategy", "deep", "--set", "original", "--max-guesses", "5"],
            "a deep search over every first guess takes hours",
        ),  # no opener solved under that limit
    ],
)
def test_every_option_is_checked_with_one_line_naming_it(capsys, argv, message):
    code, out, err = run(capsys, *argv)
    assert code == 2 and not out
    assert message in err and len(err.strip().splitlines()) == 1


def test_options_may_stand_between_moves(capsys):
    code, out, err = run(
        capsys, "suggest", "salet=bbbbb", "--hard", "crony=bbbbb", "--set", "original", "--json"
    )
    assert code == 0, err
    assert "crony" in out and '"candidates": 4' in out


def test_a_huge_guess_is_not_echoed_in_full(capsys):
    code, _, err = run(capsys, "suggest", "a" * 100_000 + "=bbbbb")
    assert code == 2 and "100000 characters" in err and len(err) < 300


def test_a_bad_tree_file_is_shown_escaped_not_sent_to_the_terminal(capsys, tmp_path):
    path = tmp_path / "tree.txt"
    path.write_bytes(b"salet BBBBB1 \x1b[2J\x1b]0;pwned\x07 \xff\xfe\n")
    code, _, err = run(capsys, "verify-tree", str(path))
    assert code == 2 and "\\x1b" in err
    assert not any(ch in err for ch in "\x1b\x07")


def test_verify_tree_holds_lines_to_the_game_s_six_guesses(capsys, tmp_path):
    (tmp_path / "ound.txt").write_text("\n".join(OUND))
    paths = {w: OUND[: i + 1] for i, w in enumerate(OUND)}  # ROUND is found at the 8th guess
    (tmp_path / "tree.txt").write_text(format_tree(paths))
    code, _, err = run(
        capsys, "verify-tree", str(tmp_path / "tree.txt"), "--words", str(tmp_path / "ound.txt")
    )
    assert code == 2 and "line" in err
    code, out, _ = run(
        capsys,
        "verify-tree",
        str(tmp_path / "tree.txt"),
        "--words",
        str(tmp_path / "ound.txt"),
        "--max-guesses",
        "8",
    )
    assert code == 0 and "max 8" in out


def test_a_full_disk_is_one_line_and_a_failure(tmp_path):
    proc = shell(tmp_path, "$WT score crane slate > /dev/full")
    assert proc.returncode != 0 and "Traceback" not in proc.stderr
    assert proc.stderr.strip() == "wordle-tui: error: No space left on device (writing the output)"


def test_closed_stdout_is_said_and_fails(tmp_path):
    proc = shell(tmp_path, "$WT score crane slate >&-")
    assert proc.returncode != 0 and "standard output is closed" in proc.stderr


def test_closed_stderr_still_gives_the_output_and_the_status(tmp_path):
    proc = shell(tmp_path, "$WT score crane slate 2>&-")
    assert proc.returncode == 0 and proc.stdout.strip() == format_pattern(score("crane", "slate"), 5)
    proc = shell(tmp_path, "$WT suggest zzzzz=bbbbb 2>&-")
    assert proc.returncode == 2 and not proc.stdout


def test_no_terminal_is_refused_at_once(tmp_path):
    proc = shell(tmp_path, "$WT < /dev/null")
    assert proc.returncode == 2
    assert proc.stderr.strip().startswith("wordle-tui: error: the app needs a terminal")


def test_a_save_s_temporary_file_left_by_kill_9_is_removed_at_start(capsys, tmp_path, monkeypatch):
    data = tmp_path / "data"
    data.mkdir()
    monkeypatch.setenv("WORDLE_TUI_DATA_DIR", str(data))
    leftover = data / "game.jsonab12cd.tmp"
    leftover.write_text('{"half": ')
    os.utime(leftover, (1, 1))
    (data / "game.json").write_text("{}")
    assert run(capsys, "score", "crane", "slate")[0] == 0
    assert [p.name for p in data.iterdir()] == ["game.json"]


def test_a_share_text_of_a_day_still_to_come_is_refused(capsys, tmp_path):
    share = tmp_path / "share.txt"
    share.write_text("Wordle 9,999 2/6\n\n\U0001f7e8\u2b1b\u2b1b\u2b1b\u2b1b\n" + "\U0001f7e9" * 5 + "\n")
    code, _out, err = run(capsys, "review", "--share", str(share), "salet", "crane")
    assert code == 2 and "a day still to come" in err


@pytest.mark.parametrize(
    "argv",
    [
        ["suggest", "--date", "{day}"],
        ["solve", "--date", "{day}", "boule"],
        ["review", "--date", "{day}", "salet=bbbbb"],
        ["--date", "{day}"],  # the app: the tester's archive game of 2026-12-25 was recorded
        ["play", "--date", "{day}", "--practice"],
    ],
)
def test_a_game_date_after_today_is_refused_in_every_command(capsys, argv):
    """A later puzzle is not out yet where the player is; two days on, so that no midnight
    passing during the test makes it today's."""
    day = (puzzle_today() + dt.timedelta(days=2)).isoformat()
    with pytest.raises(SystemExit) as exit_:
        run(capsys, *[a.format(day=day) for a in argv])
    err = capsys.readouterr().err
    assert exit_.value.code == 2 and len(err.strip().splitlines()) == 1
    assert f"argument --date: {day} is still to come: the latest puzzle is today's" in err


def test_a_game_date_before_the_first_wordle_is_refused(capsys):
    with pytest.raises(SystemExit) as exit_:
        run(capsys, "suggest", "--date", "2020-01-01")
    assert exit_.value.code == 2 and "before the first Wordle (2021-06-19" in capsys.readouterr().err


@pytest.mark.parametrize(
    "argv,message",
    [
        (["suggest", "--date", "2025-02-30"], "argument --date: bad date '2025-02-30'"),
        (["suggest", "--date", "2020-01-01"], "argument --date: 2020-01-01 is before the first Wordle"),
        (["--date", "2025-02-30"], "argument --date: bad date '2025-02-30'"),  # the app
        (["backtest", "--from", "2025-13-01"], "argument --from: bad date '2025-13-01'"),
        (["suggest", "--top", "x"], "argument --top: invalid int value: 'x'"),
    ],
)
def test_a_bad_option_value_is_one_line_without_the_usage(capsys, argv, message):
    """command-line.md promises one line; these printed nine lines of usage first."""
    with pytest.raises(SystemExit) as exit_:
        run(capsys, *argv)
    err = capsys.readouterr().err
    assert exit_.value.code == 2 and message in err and len(err.strip().splitlines()) == 1


@pytest.mark.parametrize(
    "argv,named",
    [
        (["sassy=bbybb"], "is feedback the game never shows: a grey S before a yellow S"),
        (["--set", "original", "sassy=bbybb"], "a grey S before a yellow S"),
        (["--set", "original", "sassy=yyyyb"], "3 yellow S need 3 places"),
        (["--date", "2025-11-30", "jazzy=bgggg", "salet=bbbbb"], "rules out the one candidate left"),
    ],
)
def test_feedback_that_fits_no_word_offers_widen_only_where_it_can_help(capsys, argv, named):
    """Feedback the game never shows is named, and no list can fit it; on the today set every
    allowed word is a candidate already: --widen was advised for both."""
    code, out, err = run(capsys, "suggest", *argv)
    assert code == 2 and not out and named in err and "--widen" not in err
    assert len(err.strip().splitlines()) == 1


def test_widen_is_still_offered_where_the_answer_list_is_shorter(capsys):
    code, _, err = run(capsys, "suggest", "--set", "original", "jazzy=bgggg")
    assert code == 2 and "or add --widen: the answer may be outside the answer list" in err
