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
        return f"{n} words; LP bound {lp:.3f}, so at least {self.lower_bound}: not proven optimal ({self.status})"

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
            "proof": self.proof(),
            "seconds": round(self.seconds, 3),
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


def _solve(cov: np.ndarray, fixed: list[int], relax: bool, solver) -> tuple[np.ndarray, float, str, bool]:
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
    prob.solve(solver)
    values = np.array([v.value() or 0.0 for v in x])
    status = pulp.LpStatus[prob.status]
    proven = prob.status == pulp.LpStatusOptimal and prob.sol_status == pulp.LpSolutionOptimal
    if prob.status != pulp.LpStatusOptimal and prob.sol_status != pulp.LpSolutionIntegerFeasible:
        raise WordleError(f"the solver found no cover ({status})")
    if prob.sol_status == pulp.LpSolutionIntegerFeasible:
        status = "time limit reached"
    return values, float(pulp.value(prob.objective)), status, proven


def solve_model(cov: np.ndarray, fixed: list[int], solver: str, time_limit: float) -> dict:
    """The LP bound and the integer optimum (run by cover_process in a child process)."""
    backend = _solver(solver, time_limit)
    _, lp_bound, _, _ = _solve(cov, fixed, relax=True, solver=backend)
    values, _, status, proven = _solve(cov, fixed, relax=False, solver=backend)
    return {"lp_bound": lp_bound, "values": values, "status": status, "proven": proven}


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
    lp_bound, values, status, proven = (
        solved["lp_bound"],
        solved["values"],
        solved["status"],
        solved["proven"],
    )
    chosen = [int(useful[j]) for j in np.flatnonzero(values > 0.5)]
    words = tuple(sorted(pool[j] for j in chosen))
    optimal = proven or len(words) <= math.ceil(lp_bound - _EPS)
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
    )
