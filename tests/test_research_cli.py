"""The research commands succeed end to end: tree, openers (exact), cover; and the installed
``wordle-tui`` console script runs."""

import itertools
import json
import os
import shutil
import sys
from pathlib import Path

import pytest

from wordle_tui.cli import main
from wordle_tui.core.game.feedback import format_pattern, score

from . import stacks


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert code == 0, err
    return out, err


@pytest.fixture
def words(tmp_path, original):
    """About 40 real answers: the exact search over them takes a moment."""
    path = tmp_path / "words.txt"
    chosen = original.answers[::60]
    path.write_text("\n".join(chosen) + "\n")
    return path, chosen


def test_tree_prints_a_tree_that_verifies_with_the_total_it_reports(capsys, tmp_path, words):
    path, chosen = words
    out, err = run(capsys, "tree", "--words", str(path), "--opener", chosen[0])
    lines = out.splitlines()
    assert len(lines) == len(chosen)  # one line per answer
    assert all(line.startswith(f"{chosen[0]} ") for line in lines)
    for line in lines:  # each line's last guess is its answer, scored all green
        *_, guess, last = line.split()
        assert last == "G" * len(guess) + str(len(line.split()) // 2)
    total = sum(len(line.split()) // 2 for line in lines)
    assert f"{chosen[0].upper()}: total {total}, " in err and "(proven optimal)" in err
    (tmp_path / "tree.txt").write_text(out)
    verified = json.loads(
        run(capsys, "verify-tree", str(tmp_path / "tree.txt"), "--words", str(path), "--json")[0]
    )
    assert verified == {
        "games": len(chosen),
        "total": total,
        "average": round(total / len(chosen), 5),
        "max": max(len(line.split()) // 2 for line in lines),
    }


def test_bench_and_tree_fail_where_deep_has_no_move_and_print_no_partial_tree(capsys, words, monkeypatch):
    """A run now stops where the strategy has no move, keeping its games (the lab's partial row):
    the command line still fails there, bench saying where, tree printing no partial tree."""
    from wordle_tui.core.errors import WordleError
    from wordle_tui.core.solve.solver import Solver

    def best(self, state, cancel=None):
        raise WordleError("no way to finish within 6 guesses from here")

    monkeypatch.setattr(Solver, "best", best)
    path, chosen = words
    assert main(["tree", "--words", str(path), "--opener", chosen[0]]) != 0
    out, err = capsys.readouterr()
    assert out == "" and "no way to finish within 6 guesses from here" in err
    assert main(["bench", "--words", str(path), "-s", "deep", "--opener", chosen[0]]) != 0
    out, err = capsys.readouterr()
    assert "deep found no move for " in err and f"after {chosen[0].upper()} " in err
    assert "no way to finish within 6 guesses from here" in err


def test_openers_are_exact_totals_in_order_and_agree_with_the_tree(capsys, words):
    path, chosen = words
    data = json.loads(run(capsys, "openers", "--words", str(path), "--top", "3", "--json")[0])
    assert data["exact"] is True and data["hard"] is False and len(data["openers"]) == 3
    totals = [o["total"] for o in data["openers"]]
    assert totals == sorted(totals)
    for opener in data["openers"]:
        assert opener["bound"] <= opener["total"]  # the cheap bound never exceeds the exact total
        out, _ = run(capsys, "tree", "--words", str(path), "--opener", opener["guess"])
        assert sum(len(line.split()) // 2 for line in out.splitlines()) == opener["total"]
    # Exact: no opener of the list does better than the best, by its own proven-optimal tree.
    best = totals[0]
    for guess in chosen[1:4]:
        out, _ = run(capsys, "tree", "--words", str(path), "--opener", guess)
        assert sum(len(line.split()) // 2 for line in out.splitlines()) >= best


def test_cover_finds_a_cover_it_proves_minimal(capsys, tmp_path):
    targets = ["crane", "slate", "pious", "dumpy", "fjord"]
    pool = [*targets, "crate", "plumb", "sound"]
    (tmp_path / "targets.txt").write_text("\n".join(targets) + "\n")
    (tmp_path / "pool.txt").write_text("\n".join(pool) + "\n")
    out, _ = run(
        capsys,
        "cover",
        "--words",
        str(tmp_path / "pool.txt"),
        "--targets",
        str(tmp_path / "targets.txt"),
        "--json",
    )
    data = json.loads(out)
    assert data["targets"] == 5 and data["pool"] == len(pool) and data["optimal"] is True
    needed = {(i, c) for w in targets for i, c in enumerate(w)}
    assert {(i, c) for w in data["words"] for i, c in enumerate(w)} >= needed  # every letter-position
    assert data["size"] == len(data["words"]) and set(data["words"]) <= set(pool)
    smaller = itertools.combinations(pool, data["size"] - 1)
    assert not any({(i, c) for w in ws for i, c in enumerate(w)} >= needed for ws in smaller)


def test_the_installed_console_script_runs(tmp_path):
    script = Path(sys.executable).parent / "wordle-tui"  # what pip wrote for [project.scripts]
    found = shutil.which("wordle-tui", path=str(script.parent))
    assert found, f"no wordle-tui script beside {sys.executable}"
    env = {**os.environ, "WORDLE_TUI_CACHE_DIR": str(tmp_path)}
    version = stacks.run([found, "--version"], timeout=120, text=True, env=env, cwd=tmp_path)
    assert version.returncode == 0 and version.stdout.startswith("wordle-tui ")
    scored = stacks.run([found, "score", "crane", "react"], timeout=120, text=True, env=env, cwd=tmp_path)
    assert scored.returncode == 0, scored.stderr
    assert scored.stdout.split() == [format_pattern(score("crane", "react"), 5)] == ["yygby"]
