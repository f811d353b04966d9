"""The headless commands, driven as a user would: arguments in, text or JSON out."""

import json
import os
import sys

import pytest

from wordle_tui.cli import main
from wordle_tui.core.game.feedback import format_pattern, score

from . import stacks


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def run_json(capsys, *argv):
    code, out, err = run(capsys, *argv, "--json")
    assert code == 0, err
    return json.loads(out)


def test_score_prints_one_line_per_pair(capsys):
    code, out, _ = run(capsys, "score", "speed", "abide", "speed", "erase", "BLESS", "steak")
    assert code == 0 and out.split() == ["bbyby", "ybyyb", "bbgyb"]


def test_suggest_json_schema(capsys):
    data = run_json(
        capsys, "suggest", "salet=bbyby", "--top", "5", "--set", "original", "--strategy", "entropy"
    )
    assert data["candidates"] == 8 and data["bits_unknown"] == pytest.approx(3.0)
    assert data["steps"][0]["before"] == 2315 and data["steps"][0]["after"] == 8
    assert len(data["suggestions"]) == 5
    first = data["suggestions"][0]
    assert set(first) >= {"guess", "bits", "expected", "worst", "could_be_answer"}
    assert first["bits"] == pytest.approx(3.0) and first["worst"] == 1


def test_suggest_text_shows_steps_candidates_and_suggestions(capsys):
    code, out, _ = run(
        capsys, "suggest", "salet=🟩⬛⬛⬛⬛", "crony=-~---", "--strategy", "minimax", "--set", "original"
    )
    assert code == 0
    assert "1. SALET gbbbb  2315 ->" in out and "gained" in out
    assert "candidates left" in out and "bits unknown" in out and "best next guesses (minimax)" in out


def test_suggest_with_no_moves_gives_the_opener(capsys):
    data = run_json(capsys, "suggest", "--top", "1", "--set", "original", "--strategy", "entropy")
    assert data["candidates"] == 2315 and data["suggestions"][0]["guess"] == "soare"


@pytest.mark.parametrize(
    "argv,message",
    [
        (["suggest", "zzzzz=bbbbb"], "ZZZZZ is not in the allowed word list"),
        (["suggest", "salet=bbyb"], "4 colours for a 5-letter word"),
        (["suggest", "salet=bbqbb"], "'q' is not a colour"),
        (["suggest", "sale=bbbb"], "has 4 letters"),
        (["suggest", "salet"], "write GUESS=FEEDBACK"),
        (
            ["suggest", "salet=ggggy", "--set", "original"],
            "guess 1 (SALET ggggy) is feedback the game never shows: 1 yellow T",
        ),
        (
            ["suggest", "--hard", "salet=gbbbb", "crony=bbbbb", "--set", "original"],
            "hard mode, guess 2 (CRONY): 1st letter must be S",
        ),
        (["solve", "zzzzz"], "ZZZZZ is not in the answer list"),
        (["solve", "aahed", "--set", "original"], "AAHED is not in the answer list"),
        (["bench", "--opener", "qqqqq"], "QQQQQ is not in the allowed word list"),
        (["score", "speed"], "has no answer"),
        (["suggest", "--words", "/nonexistent/list.txt"], "word list not found"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(capsys, argv, message):
    code, _out, err = run(capsys, *argv)
    assert code == 2
    assert message in err and len(err.strip().splitlines()) == 1


def test_contradictions_offer_widening_and_widen_finds_outsiders(capsys):
    # AAHED is an allowed guess but not in the original answer list.
    code, _, err = run(capsys, "suggest", "salet=bgbgb", "aahed=ggggg", "--set", "original")
    assert code == 2 and "--widen" in err
    data = run_json(capsys, "suggest", "--widen", "salet=bgbgb", "aahed=ggggg", "--set", "original")
    assert data["candidates"] == 1 and data["candidate_words"] == ["aahed"]


def test_solve_prints_the_path(capsys):
    data = run_json(capsys, "solve", "hound", "--opener", "salet", "--set", "original")
    assert data["answer"] == "hound"
    assert data["guesses"][0] == {"guess": "salet", "feedback": "bbbbb"}
    assert data["guesses"][-1]["feedback"] == "ggggg"


def test_bench_sample_json(capsys):
    data = run_json(capsys, "bench", "--opener", "salet", "--sample", "40")
    assert set(data) >= {"average", "histogram", "max", "failures", "games", "seconds"}
    assert data["games"] == 40 and sum(data["histogram"].values()) == 40
    assert data["average"] == pytest.approx(sum(int(k) * v for k, v in data["histogram"].items()) / 40)


@pytest.mark.parametrize("length", [4, 6])
def test_other_word_lengths_work_end_to_end(capsys, tmp_path, original, length):
    # Build a plausible N-letter list from the shipped words: their prefixes and extensions.
    words = sorted(
        {w[:length] for w in original.allowed} if length < 5 else {w + "s" for w in original.answers}
    )
    path = tmp_path / f"words{length}.txt"
    path.write_text("\n".join(words[:400]) + "\nnot-a-word\n")
    feedback = format_pattern(score(words[0], words[50]), length)
    data = run_json(capsys, "suggest", "--words", str(path), f"{words[0]}={feedback}")
    assert data["candidates"] > 0 and len(data["suggestions"][0]["guess"]) == length
    solved = run_json(capsys, "solve", words[123], "--words", str(path))
    assert solved["guesses"][-1] == {"guess": words[123], "feedback": "g" * length}
    bench = run_json(capsys, "bench", "--words", str(path), "--strategy", "expected")
    assert bench["games"] == 400
    _, _, err = run(capsys, "suggest", "--words", str(path))
    assert "skipped 1 lines" in err


def test_the_installed_command_runs_without_a_traceback(tmp_path):
    env = {**os.environ, "WORDLE_TUI_CACHE_DIR": str(tmp_path)}
    proc = stacks.run(
        [sys.executable, "-m", "wordle_tui", "suggest", "crane=xxxxx"],
        timeout=120,
        text=True,
        env=env,
        cwd=tmp_path,  # never the checkout's source
    )
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    assert proc.stderr.startswith("wordle-tui: error: bad feedback")


def test_bench_compares_strategies_and_writes_csv(capsys, tmp_path):
    csv_path = tmp_path / "games.csv"
    data = run_json(
        capsys,
        "bench",
        "--strategy",
        "entropy,minimax",
        "--opener",
        "salet",
        "--sample",
        "30",
        "--csv",
        str(csv_path),
    )
    assert [r["strategy"] for r in data["runs"]] == ["entropy", "minimax"]
    assert all(r["games"] == 30 and r["opener"] == "salet" for r in data["runs"])
    rows = csv_path.read_text().splitlines()
    assert rows[0].startswith("strategy,opener,mode,pool,answer,guesses,path,feedback")
    assert len(rows) == 1 + 60
    code, out, _ = run(capsys, "bench", "--strategy", "entropy,parts", "--sample", "20")
    assert code == 0 and "entropy" in out and "parts" in out and "guesses" in out
    code, _, err = run(capsys, "bench", "--strategy", "entropy,bogus")
    assert code == 2 and "unknown strategy 'bogus'" in err


def test_deep_on_the_empty_board_needs_solved_openers_or_a_breadth(capsys):
    data = run_json(
        capsys, "suggest", "--strategy", "deep", "--top", "1", "--set", "original"
    )  # the shipped totals
    assert data["suggestions"][0]["guess"] == "salet" and data["suggestions"][0]["total"] == 7920
    code, _, err = run(
        capsys, "suggest", "--strategy", "deep", "--max-guesses", "5", "--set", "original"
    )  # none shipped
    assert code == 2 and "wordle-tui openers" in err
    data = run_json(capsys, "suggest", "--strategy", "deep", "salet=bbbyb", "--top", "2", "--set", "original")
    assert data["suggestions"][0]["total"] == 449 and data["suggestions"][0]["proven"]


@pytest.mark.parametrize(
    "argv, said",
    [
        (["suggest", "--bogus", "salet=bbbbb"], "wordle-tui suggest: error: unrecognized arguments: --bogus"),
        (["stats", "--bogus"], "wordle-tui stats: error: unrecognized arguments: --bogus"),
        (["bogus"], "wordle-tui: error: 'bogus' is not a command"),
    ],
)
def test_an_unknown_option_or_command_is_one_line_naming_the_command(capsys, argv, said):
    """They printed the top-level usage line above the error, not the command's."""
    with pytest.raises(SystemExit) as exited:
        main(argv)
    err = capsys.readouterr().err
    assert exited.value.code == 2 and err.startswith(said) and len(err.strip().splitlines()) == 1
