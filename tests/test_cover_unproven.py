"""A cover cut short by the time limit: the best cover known (the greedy one when the solver has
none) is reported as not proven minimal, with why, exit 0; the time figures say what the limit
bounds (a play-test: `--time-limit 0.01` said "no cover (Not Solved)", exit 2; 0.5 s took 1.41 s)."""

import json

import pulp
import pytest

from wordle_tui.core.cover import kilordle
from wordle_tui.core.cover.kilordle import solve_cover

from .test_cli import run

TARGETS = ["crane", "slate", "trace", "crate", "plant", "light", "night"]
# The greedy cover takes 4 of these where 3 do (BBC BCB DDA): only the solver could prove a cover minimal.
GAP_TARGETS, GAP_POOL = ["bbc", "bca", "bcb", "bdc"], ["bbc", "bca", "bcb", "bdc", "dab", "dda"]


class NoCoverInTime:
    """CBC stopped by its time limit before it held any cover, as PuLP reports it (seen at 0.01 s)."""

    def __init__(self, real):
        self.real = real

    def actualSolve(self, prob):
        if not prob.isMIP():
            return self.real.actualSolve(prob)
        prob.assignStatus(pulp.LpStatusNotSolved, pulp.LpSolutionNoSolutionFound)
        return prob.status


@pytest.fixture
def no_cover_in_time(monkeypatch):
    """The solver, in this process, finishes the LP bound and then runs out of time."""
    real = kilordle._solver
    monkeypatch.setattr(kilordle, "_solver", lambda name, limit: NoCoverInTime(real(name, limit)))
    monkeypatch.setattr(
        kilordle,
        "solve_in_child",
        lambda cov, fixed, solver, limit, cancel: kilordle.solve_model(cov, fixed, solver, limit),
    )


def no_infinity(name):
    raise AssertionError(f"{name} is not JSON")


def test_no_cover_from_the_solver_leaves_the_greedy_one_unproven(no_cover_in_time):
    result = solve_cover(GAP_TARGETS, GAP_POOL, time_limit=0.01)
    assert result.source == "greedy" and result.words == tuple(sorted(result.greedy))
    assert result.size == 4 and result.lower_bound == 3 and not result.optimal
    assert result.proof() == (
        f"{result.size} words, the greedy cover; LP bound {result.lp_bound:.3f}, so at least "
        f"{result.lower_bound}: not proven minimal, as CBC found no cover within its 0.01 s time limit"
    )


def test_the_command_reports_it_and_exits_0(no_cover_in_time, capsys, tmp_path):
    answers, words = tmp_path / "a.txt", tmp_path / "w.txt"
    answers.write_text("\n".join(GAP_TARGETS) + "\n")
    words.write_text("\n".join(GAP_POOL) + "\n")
    lists = ("--answers", str(answers), "--words", str(words))
    code, out, err = run(capsys, "cover", *lists, "--time-limit", "0.01")
    assert code == 0 and not err
    assert "not proven minimal, as CBC found no cover within its 0.01 s time limit" in out
    assert "Not Solved" not in out
    code, out, err = run(capsys, "cover", *lists, "--time-limit", "0.01", "--json")
    data = json.loads(out, parse_constant=no_infinity)
    assert code == 0 and data["optimal"] is False and data["source"] == "greedy"
    assert data["words"] == sorted(data["greedy_words"]) and data["time_limit"] == 0.01


def test_the_lp_bound_is_the_finished_lp_s_whatever_the_limit(original):
    """A limit of 0.01 s cut CBC's LP short (it said 5, not 29.047): the LP now always runs to its end."""
    result = solve_cover(list(original.answers), list(original.allowed), time_limit=0.01)
    assert result.lp_bound == pytest.approx(29.047, abs=1e-3) and result.lower_bound == 30
    assert result.size <= result.greedy_size and result.optimal == (result.size == 30)


@pytest.mark.parametrize("limit", ["5", "inf"])
def test_the_times_say_what_the_limit_bounds(capsys, tmp_path, limit):
    words = tmp_path / "w.txt"
    words.write_text("\n".join(TARGETS) + "\n")
    code, out, _ = run(capsys, "cover", "--words", str(words), "--time-limit", limit)
    last = out.splitlines()[-1]
    assert code == 0 and " s in all, " in last and " s of it in CBC" in last
    bounds = "the 5 s limit bounds only its search, not the LP bound, model or start-up"
    assert (bounds in last) == (limit == "5")
    code, out, _ = run(capsys, "cover", "--words", str(words), "--time-limit", limit, "--json")
    data = json.loads(out, parse_constant=no_infinity)
    assert 0 < data["solver_seconds"] <= data["seconds"]
    assert data["time_limit"] == (5.0 if limit == "5" else None) and data["source"] == "solver"
