"""`openers --top N` says what it is (the N best by cheap bound, solved: no proof they are the
best N), and `openers --all --top N` proves the best N, agreeing with every opener solved."""

import json

import pytest

from wordle_tui.cli import main
from wordle_tui.core.deep import DeepSearch
from wordle_tui.core.game.patterns import Patterns
from wordle_tui.core.game.state import GameState
from wordle_tui.core.game.words import WordSet


@pytest.fixture
def lists(tmp_path, opener_lists):
    argv, answers, guesses = opener_lists
    patterns = Patterns.load(WordSet.build("these", answers, guesses), tmp_path / "own")
    search, root = DeepSearch(patterns), GameState.start(patterns)
    every = sorted((int(search.cost_of(root, g)), g) for g in guesses)  # every opener solved
    return argv, guesses, every


def test_the_quick_ranking_says_it_is_not_the_proven_best_n(capsys, lists):
    argv, guesses, _ = lists
    assert main(["openers", "--top", "3", *argv]) == 0
    said = capsys.readouterr().out.splitlines()
    assert f"not proven the best 3 of all {len(guesses)} openers" in said[0]
    assert "openers --all --top 3" in said[1]
    assert main(["openers", "--top", "3", "--json", *argv]) == 0
    assert json.loads(capsys.readouterr().out)["proven_best"] is False


def test_all_with_top_proves_the_best_n_of_every_opener(capsys, lists, tmp_path):
    argv, guesses, every = lists
    argv += ["--progress", str(tmp_path / "top3.jsonl"), "--workers", "2"]
    assert main(["openers", "--all", "--top", "3", *argv]) == 0
    out = capsys.readouterr().out.splitlines()
    header = next(i for i, line in enumerate(out) if line.startswith("opener"))
    rows = [line.split()[:2] for line in out[header + 1 : -1]]
    third = every[2][0]
    assert [(int(t), g.lower()) for g, t in rows] == [(t, g) for t, g in every if t <= third]  # ties too
    assert out[-1].startswith(f"the best 3 of all {len(guesses)} openers (normal);")  # proven
    assert main(["openers", "--all", "--top", "3", "--json", *argv]) == 0  # resumed: finished before
    data = json.loads(capsys.readouterr().out)
    assert data["proven"] is True and data["top"] == 3
    assert [(b["total"], b["guess"]) for b in data["best"]] == [(t, g) for t, g in every if t <= third]


def test_top_with_openers_named_is_refused_not_ignored(capsys, lists):
    argv, guesses, _ = lists
    assert main(["openers", guesses[0], "--top", "3", *argv]) == 2
    assert "--top ranks openers" in capsys.readouterr().err


def test_a_hard_opener_that_cannot_win_within_six_is_said_so_not_printed_as_a_huge_total(capsys, tmp_path):
    """Hard mode, ?ATCH answers: an opener from the family leaves six of them one letter apart,
    one guess each, so some answer needs a 7th guess (an infinite total); CLOMB does not."""
    atch = ["batch", "catch", "hatch", "latch", "match", "patch", "watch"]
    (tmp_path / "answers.txt").write_text("\n".join(atch) + "\n")
    (tmp_path / "words.txt").write_text("\n".join([*atch, "clomb"]) + "\n")
    argv = ["openers", "--hard", "--top", "8", "--words", str(tmp_path / "words.txt")]
    argv += ["--answers", str(tmp_path / "answers.txt")]
    assert main(argv) == 0
    rows = {line.split()[0]: line for line in capsys.readouterr().out.splitlines() if line[:5].isupper()}
    assert rows["BATCH"].endswith("cannot always win within 6") and "CLOMB" in rows
    assert not rows["CLOMB"].endswith("cannot always win within 6")
    assert all(len(word) < 12 for line in rows.values() for word in line.split())  # no runaway figure
    assert main([*argv, "--json"]) == 0
    totals = {o["guess"]: o["total"] for o in json.loads(capsys.readouterr().out)["openers"]}
    assert totals["batch"] is None and isinstance(totals["clomb"], int)
