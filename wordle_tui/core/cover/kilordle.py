"""Kilordle cover: the fewest guesses that turn every letter-position of the targets green.

A board is solved once each of its letters has been green in some guess, so the question is
a set cover: choose guesses so that every letter-position (letter c at position i) occurring
in some target is provided by a chosen guess. As an integer program: a binary variable per
guess, minimise their sum, and for each needed letter-position the guesses that provide it
sum to at least 1. Its LP relaxation gives a lower bound; when the integer optimum equals
the bound rounded up, no smaller cover exists, whatever the solver reports.
"""

from __future__ import annotations

import math
import os
import threading
import time
import warnings
from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from ..errors import WordleError
from ..game.feedback import encode_words
from ..solve.stats import check_cancel
from .process import solve_in_child

SOLVERS = ("cbc", "highs")
NO_COVER = "time limit reached before the solver found a cover"
_EPS = 1e-6


@dataclass(frozen=True)
class CoverResult:
    words: tuple[str, ...]
    optimal: bool  # proven: the solver says so, or the size meets the LP bound
    lp_bound: float
    greedy: tuple[str, ...]
    seconds: float
    needed: tuple[tuple[int, str], ...]  # (position from 0, letter) occurring in the targets
    length: int
    solver: str
    status: str
    included: tuple[str, ...] = ()
    covered_by: dict[tuple[int, str], str] = field(default_factory=dict)
    source: str = "solver"  # or "greedy": the solver found no cover in time, or a larger one
    time_limit: float = math.inf
    solver_seconds: float = 0.0  # in the solver's runs (model files included); ``seconds`` is all

    @property
    def size(self) -> int:
        return len(self.words)

    @property
    def lower_bound(self) -> int:
        return math.ceil(self.lp_bound - _EPS)

    @property
    def greedy_size(self) -> int:
        return len(self.greedy)

    def proof(self) -> str:
        """One line saying what is proven about the cover's size."""
        n, lp = self.size, self.lp_bound
        if self.optimal and self.lower_bound == n:
            return f"{n} words; LP bound {lp:.3f} > {n - 1}, so no {n - 1}-word cover exists"
        if self.optimal:
            return f"{n} words, proven optimal by the solver (LP bound {lp:.3f})"
        name = self.solver.upper()
        limit = f"{self.time_limit:g} s time limit"
        if self.source == "solver":
            why = f"{name}'s {limit} ran out first"
        elif self.status == NO_COVER:
            why = f"{name} found no cover within its {limit}"
        else:
            why = f"{name}'s best cover at its {limit} was larger"
        found = f"{n} words, the greedy cover" if self.source == "greedy" else f"{n} words"
        return f"{found}; LP bound {lp:.3f}, so at least {self.lower_bound}: not proven minimal, as {why}"

    def timing(self) -> str:
        """Where the time went: the limit bounds the solver's search alone (CBC at 0.5 s took 1.4 s in all)."""
        name = self.solver.upper()
        said = f"{self.seconds:.2f} s in all, {self.solver_seconds:.2f} s of it in {name}"
        if math.isfinite(self.time_limit):
            said += f"; the {self.time_limit:g} s limit bounds only its search, not the LP bound, model or start-up"
        return said

    def to_json(self) -> dict:
        return {
            "words": list(self.words),
            "size": self.size,
            "optimal": self.optimal,
            "lp_bound": round(self.lp_bound, 6),
            "lower_bound": self.lower_bound,
            "greedy_size": self.greedy_size,
            "greedy_words": list(self.greedy),
            "needed": len(self.needed),
            "included": list(self.included),
            "solver": self.solver,
            "status": self.status,
            "source": self.source,
            "proof": self.proof(),
            "seconds": round(self.seconds, 3),
            "solver_seconds": round(self.solver_seconds, 3),
            "time_limit": self.time_limit if math.isfinite(self.time_limit) else None,  # JSON has no inf
        }


def needed_positions(targets: list[str]) -> list[tuple[int, str]]:
    """Every (position, letter) that occurs in some target, position-major."""
    codes = encode_words(targets)
    return [(i, chr(ord("a") + c)) for i in range(codes.shape[1]) for c in np.unique(codes[:, i]).tolist()]


def coverage(pool: list[str], needed: list[tuple[int, str]]) -> np.ndarray:
    """cov[g, k]: guess g provides needed letter-position k."""
    codes = encode_words(pool)
    return np.stack([codes[:, i] == ord(c) - ord("a") for i, c in needed], axis=1)


def greedy_cover(cov: np.ndarray, start: Sequence[int] = ()) -> list[int]:
    """Repeatedly take the guess whose uncovered letter-positions are rarest (weight 1/count)."""
    weight = 1.0 / np.maximum(cov.sum(axis=0), 1)
    uncovered = ~cov[list(start)].any(axis=0) if start else np.ones(cov.shape[1], dtype=bool)
    chosen = list(start)
    while uncovered.any():
        gain = cov[:, uncovered] @ weight[uncovered]
        best = int(np.argmax(gain))
        if gain[best] <= 0:
            raise AssertionError("greedy cover stuck: some letter-position is uncoverable")
        chosen.append(best)
        uncovered &= ~cov[best]
    return chosen


def _solver(name: str, time_limit: float):
    import pulp

    limit = time_limit if math.isfinite(time_limit) else None  # inf: the solvers' own "no limit"

    if name == "cbc":
        with warnings.catch_warnings():  # PuLP 3 warns that 4 will unbundle CBC; we pin < 4
            warnings.simplefilter("ignore", DeprecationWarning)
            solver = pulp.PULP_CBC_CMD(msg=False, timeLimit=limit, threads=os.cpu_count() or 1)
        hint = "install a PuLP that bundles CBC (pip install 'pulp<4'), or pip install highspy and use --solver highs"
    elif name == "highs":
        solver = pulp.HiGHS(msg=False, timeLimit=limit)
        hint = "pip install highspy"
    else:
        raise WordleError(f"unknown solver {name!r}; choose one of {', '.join(SOLVERS)}")
    if not solver.available():
        raise WordleError(f"the {name.upper()} solver is not available here: {hint}")
    return solver


def _solve(
    cov: np.ndarray, fixed: list[int], relax: bool, solver
) -> tuple[np.ndarray | None, float, str, bool, float]:
    """Values (None: the time limit ran out before any cover), objective, status, proven, seconds."""
    import pulp

    prob = pulp.LpProblem("kilordle_cover", pulp.LpMinimize)
    # Integer in [0, 1] rather than LpBinary, which would reset the bounds that fix included words.
    cat = pulp.LpContinuous if relax else pulp.LpInteger
    x = [
        prob.add_variable(f"g{j}", lowBound=1 if j in fixed else 0, upBound=1, cat=cat)
        for j in range(cov.shape[0])
    ]
    prob += pulp.lpSum(x)
    for k in range(cov.shape[1]):
        prob += pulp.LpAffineExpression([(x[j], 1) for j in np.flatnonzero(cov[:, k])]) >= 1, f"lp{k}"
    started = time.perf_counter()
    prob.solve(solver)
    seconds = time.perf_counter() - started
    status = pulp.LpStatus[prob.status]
    proven = prob.status == pulp.LpStatusOptimal and prob.sol_status == pulp.LpSolutionOptimal
    if prob.status != pulp.LpStatusOptimal and prob.sol_status != pulp.LpSolutionIntegerFeasible:
        if not relax and prob.status == pulp.LpStatusNotSolved:  # the time limit came first: greedy stands
            return None, math.inf, NO_COVER, False, seconds
        what = "the LP bound" if relax else "a cover"
        raise WordleError(f"the solver stopped without {what} (PuLP's status: {status})")
    if prob.sol_status == pulp.LpSolutionIntegerFeasible:
        status = "time limit reached"
    values = np.array([v.value() or 0.0 for v in x])
    return values, float(pulp.value(prob.objective)), status, proven, seconds


def solve_model(cov: np.ndarray, fixed: list[int], solver: str, time_limit: float) -> dict:
    """The LP bound and the integer optimum (run by cover_process in a child process)."""
    # The LP runs to its end, unlimited: one cut short gives no bound (CBC at 0.01 s said 5, not 29.047).
    _, lp_bound, _, lp_proven, lp_seconds = _solve(cov, fixed, relax=True, solver=_solver(solver, math.inf))
    if not lp_proven:
        raise WordleError("the solver stopped before it solved the LP relaxation, which gives the bound")
    values, _, status, proven, seconds = _solve(cov, fixed, relax=False, solver=_solver(solver, time_limit))
    return {
        "lp_bound": lp_bound,
        "values": values,
        "status": status,
        "proven": proven,
        "solver_seconds": lp_seconds + seconds,
    }


def solve_cover(
    targets: list[str],
    pool: list[str],
    *,
    include: Sequence[str] = (),
    exclude: Sequence[str] = (),
    time_limit: float = 30.0,
    solver: str = "cbc",
    cancel: threading.Event | None = None,
) -> CoverResult:
    """The smallest set of guesses from ``pool`` covering every letter-position of ``targets``."""
    started = time.perf_counter()
    if not targets:
        raise WordleError("no target words to cover")
    if not time_limit > 0:  # nan or 0 would report a false "no cover"; inf is no limit
        raise WordleError(
            f"the time limit must be a positive number of seconds (got {time_limit}); inf is no limit"
        )
    length = len(targets[0])
    include = list(dict.fromkeys(w.lower() for w in include))
    dropped = {w.lower() for w in exclude}
    clash = dropped.intersection(include)
    if clash:
        raise WordleError(f"{', '.join(sorted(clash)).upper()} both included and excluded")
    for w in include:
        if len(w) != length:
            raise WordleError(f"{w.upper()} has {len(w)} letters; the targets have {length}")
    pool = [w for w in dict.fromkeys([*include, *pool]) if w not in dropped]
    needed = needed_positions(targets)
    cov = coverage(pool, needed)
    missing = [needed[k] for k in np.flatnonzero(~cov.any(axis=0))]
    if missing:
        named = ", ".join(f"{c} at position {i + 1}" for i, c in missing)
        raise WordleError(f"no word in the guess pool provides {named}: no cover exists")
    fixed = list(range(len(include)))
    # Guesses that provide nothing still needed cannot help: leave them out of the model.
    useful = np.flatnonzero(cov.any(axis=1))
    useful = np.union1d(useful, np.array(fixed, dtype=np.intp))
    sub = cov[useful]
    sub_fixed = [int(np.searchsorted(useful, j)) for j in fixed]

    check_cancel(cancel)
    greedy = [useful[j] for j in greedy_cover(sub, sub_fixed)]
    _solver(solver, time_limit)  # says here, at once, when the solver is missing
    solved = solve_in_child(sub, sub_fixed, solver, time_limit, cancel)
    lp_bound, values, status = solved["lp_bound"], solved["values"], solved["status"]
    source = "solver"
    chosen = [int(useful[j]) for j in np.flatnonzero(values > 0.5)] if values is not None else []
    if values is None or len(chosen) > len(greedy):  # stopped in time: the best cover known is the greedy one
        chosen, source = [int(j) for j in greedy], "greedy"
        status = status if values is None else "time limit reached with a larger cover than the greedy one"
    words = tuple(sorted(pool[j] for j in chosen))
    optimal = (source == "solver" and solved["proven"]) or len(words) <= math.ceil(lp_bound - _EPS)
    covered_by = {lp: next(w for w in words if w[lp[0]] == lp[1]) for lp in needed}
    return CoverResult(
        words=words,
        optimal=optimal,
        lp_bound=lp_bound,
        greedy=tuple(pool[j] for j in greedy),
        seconds=time.perf_counter() - started,
        needed=tuple(needed),
        length=length,
        solver=solver,
        status="optimal" if optimal else status,
        included=tuple(include),
        covered_by=covered_by,
        source=source,
        time_limit=time_limit,
        solver_seconds=solved["solver_seconds"],
    )
