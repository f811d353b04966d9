"""`proof_six_run --status`: how far a progress file is, read without starting a run."""

import json
import re

import pytest

from wordle_tui.core.deep import proof_six_run
from wordle_tui.core.deep.six_progress import Progress, progress_key, status
from wordle_tui.core.game.words import named_set


def _write(path, key, lines):
    path.write_text("\n".join(json.dumps(x) for x in [{"key": key}, *lines]) + "\n")


def test_status_counts_what_is_decided_and_projects_the_rest_at_the_recent_pace(tmp_path):
    path = tmp_path / "six.jsonl"
    lines = [
        {"guess": "aaaaa", "wins": True, "seconds": 10.0},
        {"guess": "bbbbb", "wins": False, "seconds": 30.0},
    ]
    lines += [
        {"guess": "ccccc", "undecided": 100, "seconds": 5.0},
        {"guess": "ddddd", "wins": False, "seconds": 2.0},
    ]
    lines += [{"guess": "eeeee", "wins": False, "trap": ["x", "y", "z"], "seconds": 2.0}]
    _write(path, "k", lines)
    line = status(Progress(path, "k"), 14)
    assert line.startswith("4 of 14 openers decided (1 win, 3 cannot), 10 to go; 49 s of workers' CPU")
    assert "1 witnesses" in line and "took 11.0 s each on average" in line
    assert line.endswith("the rest at that pace, 0.0 hours of CPU")
    assert "to go" in status(Progress(path, "k"), 4) and "pace" not in status(Progress(path, "k"), 4)


def test_a_run_takes_openers_never_tried_first_then_the_cheapest_undecided(tmp_path):
    """A resumed run began with BEZZY and BUBBE, openers slow to spend a small budget, and both
    workers spent the session on them while the quick ones waited."""
    lines = [
        {"guess": "bezzy", "undecided": 30000, "seconds": 13.0},
        {"guess": "bubbe", "undecided": 30000, "seconds": 7.2},
        {"guess": "cacao", "undecided": 30000, "seconds": 2.9},
        {"guess": "dazed", "undecided": 3000000, "seconds": 900.0},
        {"guess": "eerie", "wins": True, "seconds": 1.0},
    ]
    path = tmp_path / "six.jsonl"
    _write(path, "k", lines)
    progress = Progress(path, "k")
    allowed = ["abbey", "bezzy", "bubbe", "cacao", "dazed", "eerie", "fuzzy"]
    assert progress.todo(allowed, 3000000) == ["abbey", "fuzzy", "cacao", "bubbe", "bezzy"]
    assert progress.todo(allowed, None) == ["abbey", "fuzzy", "cacao", "bubbe", "bezzy", "dazed"]


def test_status_from_the_command_line_names_a_missing_or_foreign_file(tmp_path, capsys):
    path = tmp_path / "six.jsonl"
    key = progress_key(named_set("nyt2022"))
    _write(path, key, [{"guess": "salet", "wins": True, "seconds": 1.5}])
    proof_six_run.main(["--set", "nyt2022", "--progress", str(path), "--status"])
    out = capsys.readouterr().out
    assert out.startswith("nyt2022 hard: 1 of 14855 openers decided (1 win, 0 cannot), 14854 to go")
    with pytest.raises(SystemExit, match="no progress file at"):
        proof_six_run.main(["--set", "nyt2022", "--progress", str(tmp_path / "none.jsonl"), "--status"])
    _write(path, "another-key", [])
    with pytest.raises(
        SystemExit, match=re.escape("is not this run's progress file (its key is another-key)")
    ):
        proof_six_run.main(["--set", "nyt2022", "--progress", str(path), "--status"])
    assert not list(tmp_path.glob("*.gz"))  # nothing run, nothing shipped
