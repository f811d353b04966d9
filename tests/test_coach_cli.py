"""`wordle-tui review` and `wordle-tui stats`, driven as a user would."""

import datetime as dt
import io
import json

import pytest

from wordle_tui.cli import main
from wordle_tui.core.coach.record import GameRecord, Record, default_path
from wordle_tui.core.game.feedback import format_pattern, score
from wordle_tui.core.game.puzzle import puzzle_number, puzzle_today
from wordle_tui.core.game.share import share_text

GAME = ["salet", "crony", "humid", "abide"]


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_review_json_has_the_issue_schema_and_marks_the_estimates(capsys):
    moves = [f"{g}={format_pattern(score(g, 'abide'), 5)}" for g in GAME]
    code, out, err = run(capsys, "review", *moves, "--set", "original", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["guesses"] == 4 and data["solved"] is True
    steps = data["steps"]
    assert [s["guess"] for s in steps] == GAME
    assert [s["candidates_before"] for s in steps[:2]] == [2315, steps[0]["candidates_after"]]
    # The package ships the exact totals of the best openers: every step is exact.
    assert all(s["exact"] for s in steps)
    assert steps[-1]["skill"] == 99 and steps[-1]["expected_guesses"] == 1.0
    for s in steps:
        assert s["expected_guesses"] >= s["best_expected_guesses"]
        assert (s["skill"] == 99) == (s["expected_guesses"] == s["best_expected_guesses"])
    assert data["skill"] == round(sum(s["skill"] for s in steps) / 4)
    # the text gives each part of the verdict its own line; --json joins them
    code, out, _ = run(capsys, "review", "salet", "abide", "--answer", "abide", "--set", "original")
    assert "1 of 2 moves were optimal\nyou were lucky at step 2\n" in out


def test_review_with_the_answer_and_a_share_text_from_stdin(capsys, monkeypatch):
    hard_game = ("salet", "adieu", "abide")
    text = share_text([score(g, "abide") for g in hard_game], 5, "1,234", hard=True)
    monkeypatch.setattr("sys.stdin", io.StringIO(text))
    code, out, err = run(capsys, "review", "--share", "-", *hard_game, "--answer", "abide", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["hard"] is True and data["puzzle"] == 1234 and data["date"] == "2024-11-04"
    assert [s["feedback"] for s in data["steps"]] == [format_pattern(score(g, "abide"), 5) for g in hard_game]
    monkeypatch.setattr("sys.stdin", io.StringIO(text))
    code, _, err = run(
        capsys, "review", "--share", "-", *hard_game, "--answer", "abide", "--date", "2024-11-05"
    )
    assert code == 2 and "Wordle 1,234 of 2024-11-04, not of --date 2024-11-05" in err
    monkeypatch.setattr("sys.stdin", io.StringIO(text))
    code, out, _ = run(capsys, "review", "--share", "-", *hard_game, "--answer", "abide")
    # the share text's game, then the day and its history's age as every dated review says them
    first, second = out.splitlines()[:2]
    assert first == "Wordle 1,234 (2024-11-04), hard mode, from the share text"
    assert second.startswith("Wordle #1234 of 2024-11-04; answer history to ")


def test_review_reads_the_share_text_of_a_practice_game_the_app_copies(capsys, monkeypatch):
    """The app's practice share text carries no puzzle number: the review names no day for it."""
    game = ("salet", "adieu", "abide")
    text = share_text([score(g, "abide") for g in game], 5, "practice")
    monkeypatch.setattr("sys.stdin", io.StringIO(text))
    code, out, err = run(capsys, "review", "--share", "-", *game, "--set", "original")
    assert code == 0, err
    assert out.splitlines()[0] == "Wordle practice, from the share text"
    monkeypatch.setattr("sys.stdin", io.StringIO(text))
    code, out, err = run(capsys, "review", "--share", "-", *game, "--set", "original", "--json")
    data = json.loads(out)
    assert code == 0 and (data["puzzle"], data["date"]) == (None, None)


def test_review_defaults_to_todays_game_with_its_prior(capsys):
    code, out, err = run(
        capsys, "review", *GAME, "--answer", "abide", "--date", "2024-06-01", "--effort", "200000", "--json"
    )
    assert code == 0, err
    steps = json.loads(out)["steps"]
    assert (
        steps[0]["candidates_before"] == 14855 and steps[0]["exact"] is False
    )  # every word may be the answer
    assert all(s["exact"] for s in steps[1:])
    # Chances follow the prior: a candidate set's mass is not its share of the words.
    assert steps[1]["mass_before"] != pytest.approx(steps[1]["candidates_before"] / 14855, rel=0.05)
    # Six significant figures, not six decimals: a late step's mass kept one figure, or none.
    small = [m for s in steps for m in (s["mass_before"], s["mass_after"]) if 0 < m < 1e-3]
    assert all(len(f"{m:.6g}".split("e")[0].replace(".", "").lstrip("0")) > 1 for m in small), small
    code, out, err = run(capsys, "review", *GAME, "--answer", "abide", "--date", "2024-06-01")
    assert code == 0 and out.startswith("Wordle #1078 of 2024-06-01;")


@pytest.mark.parametrize(
    "argv, says",
    [
        (["review"], "give the guesses you played"),
        (["review", "salet"], "no colours for SALET"),
        (["review", "salet=ggggg", "--answer", "abide"], "the answer ABIDE says"),
        (["review", "salet=bbbbb", "--effort", "-1"], "--effort"),
        (["review", "salet=bybyb", "crony=bbbbb", "--hard"], "error: hard mode, guess 2 (CRONY): "),
        (["review", "--share", "/nonexistent/share.txt", "salet"], "cannot read the share text"),
    ],
)
def test_review_refuses_bad_input_with_one_line(capsys, argv, says):
    code, out, err = run(capsys, *argv)
    assert code == 2 and out == ""
    assert says in err and err.count("\n") == 1


@pytest.mark.parametrize("command", ["review", "suggest"])
def test_a_guess_after_an_all_green_row_is_refused_with_one_line(capsys, command):
    code, out, err = run(capsys, command, "salet=ggggg", "crony=bbbbb")
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "the game was already solved at guess 1 (SALET)" in err and "widen" not in err


def test_a_malformed_share_text_is_one_clear_message(capsys, monkeypatch):
    monkeypatch.setattr("sys.stdin", io.StringIO("Wordle 1,234 5/6\n\n\U0001f7e9\U0001f7e9\n"))
    code, _, err = run(capsys, "review", "--share", "-", "abide")
    assert code == 2 and "row 1 of the share text has 2 squares" in err


def test_a_review_names_a_hard_mode_break_once_and_counts_guesses_in_good_english(capsys, monkeypatch):
    """A play-tester's: "guess 2 (SLEPT): hard mode, guess 2 (SLEPT): guess must contain N", and
    "the share text has 4 rows but 1 guesses were given"."""
    code, _, err = run(capsys, "review", "crane=bbbyb", "slept=ybbbb", "--hard", "--set", "original")
    assert code == 2 and "error: hard mode, guess 2 (SLEPT): guess must contain N" in err
    assert err.count("guess 2 (SLEPT)") == 1
    rows = "\U0001f7e8" * 5 + "\n" + "\U0001f7e9" * 5
    monkeypatch.setattr("sys.stdin", io.StringIO(f"Wordle 1,234 2/6\n\n{rows}\n"))
    code, _, err = run(capsys, "review", "--share", "-", "abide")
    assert code == 2 and "the share text has 2 rows but 1 guess was given" in err


def test_stats_reads_the_record_in_the_data_dir(capsys):
    code, out, _ = run(capsys, "stats")
    assert code == 0 and "no daily games recorded yet" in out
    today = puzzle_today()
    with Record() as record:
        record.add(
            [
                GameRecord(
                    today - dt.timedelta(days=d),
                    puzzle_number(today - dt.timedelta(days=d)),
                    ("salet", "abide"),
                    ("bybyb", "ggggg"),
                    True,
                    skill=90.0,
                    luck=50.0,
                    solver_guesses=3,
                )
                for d in range(3)
            ]
        )
    code, out, _ = run(capsys, "stats", "--json")
    data = json.loads(out)
    assert (data["played"], data["current_streak"], data["distribution"]["2"]) == (3, 3, 3)
    assert data["recent"]["guesses"] == 2 and data["recent"]["solver_guesses"] == 3
    code, out, _ = run(capsys, "stats")
    assert "current streak 3" in out and "you 2.00, the solver 3.00" in out


def test_review_of_a_share_text_of_eight_rows_judges_its_eighth_as_the_last(capsys, monkeypatch):
    """A --rows 8 game's share text was reviewed with six rows: "step 6 was the last row"."""
    game = ["fuzzy"] * 8
    text = share_text([score(g, "abide") for g in game], 5, "1,234", rows=8)
    monkeypatch.setattr("sys.stdin", io.StringIO(text))
    code, out, err = run(capsys, "review", "--share", "-", *game, "--set", "original")
    assert code == 0, err
    assert "step 8 was the last row" in out and "step 6 was the last row" not in out


def test_review_of_a_past_day_colours_plain_guesses_by_its_known_answer(capsys):
    """A play-tester's `review crane rough --date 2025-06-01` said "no colours for CRANE", though
    the answer history knows ROUGH for that day."""
    code, out, err = run(capsys, "review", "crane", "rough", "--date", "2025-06-01")
    assert code == 0, err
    rows = [line.split() for line in out.splitlines() if line[:1] in "12"]
    assert [r[1:3] for r in rows[:2]] == [
        ["CRANE", format_pattern(score("crane", "rough"), 5)],
        ["ROUGH", "ggggg"],
    ]
    assert "solved in 2" in out


def test_review_with_no_guesses_reviews_the_game_the_record_keeps_of_the_day(capsys):
    """A play-tester ran `wordle-tui review` after today's game: it asked for the guesses the
    app had just recorded. With none given, the record's game of the day is reviewed, under its
    own hard mode."""
    day = dt.date(2025, 6, 1)  # ROUGH
    code, _, err = run(capsys, "review", "--date", day.isoformat())
    assert code == 2 and "your record has no game of Wordle #1443 (2025-06-01)" in err
    words = ("crane", "rough")
    with Record() as record:
        record.add(
            [
                GameRecord(
                    day,
                    1443,
                    words,
                    tuple(format_pattern(score(w, "rough"), 5) for w in words),
                    True,
                    hard=True,
                )
            ]
        )
    code, out, err = run(capsys, "review", "--date", day.isoformat(), "--json")
    assert code == 0, err
    data = json.loads(out)
    assert [s["guess"] for s in data["steps"]] == list(words) and data["hard"] is True
    assert (data["puzzle"], data["date"]) == (1443, "2025-06-01")
    code, out, _ = run(capsys, "review", "--date", day.isoformat())
    assert out.startswith("Your daily game of Wordle #1443 (2025-06-01), 2/6, hard mode, from your record\n")
    code, out, _ = run(capsys, "stats", "--daily")
    assert out.split()[:4] == ["daily", "#1443", "2025-06-01", "2/6*"]
    default_path().write_bytes(b"not a database" * 300)  # nor taken for an empty one
    code, out, err = run(capsys, "review", "--date", day.isoformat())
    assert code == 2 and out == "" and "cannot be used" in err and err.count("\n") == 1
