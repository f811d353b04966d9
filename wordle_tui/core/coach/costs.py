"""Expected guesses to finish, for the coach: exact from the deep search when it proves the
answer within a time budget, otherwise an estimate (marked as such).

This is the one place the review talks to core/deep/: the deep search minimises the total
number of guesses, weighted by the prior when the candidates are not equally likely (then the
total is the expected number of guesses times the candidates' mass).

Today's game (core/nyt/today.py) has no stored matrix: DatedCostOracle reviews its first guess by
the estimate (over the solver's shortlist of openers) and every later position on the subgame
of the candidates after the first guess (a stored matrix, prior weights), searched exactly.

The estimate: playing g on candidates S (mass W) splits them into feedback groups; each group
of m words and mass w costs w/W * h(m) more guesses, where h(m) is the average number of guesses
optimal play needs to solve m candidates, fitted to the deep search's exact totals of the 2805
positions met in the first two steps after the openers SALET and CRANE (h(1) = 1 and h(2) = 1.5 exactly).
"""

from __future__ import annotations

import math
import threading
import time
from dataclasses import dataclass

import numpy as np

from ..deep import INF, DeepSearch
from ..game.patterns import Patterns
from ..game.state import GameState, hard_mode_mask
from ..solve.solver import OPENER_TOP, Solver, deep_search
from ..solve.stats import Cancelled
from ..storage import cache

# Above this many candidates the search is not tried: it would not finish within seconds.
SEARCH_MAX = 600
CHUNK = 512  # guesses estimated at a time: bounds the memory of the count tables
# h(m) = 1 + A * log2(m) ** P for m >= 3, fitted (mean error 0.09 guesses; h(2315) = 3.43,
# near the optimum 3.42 from SALET; see the module docstring).
FIT_A, FIT_P = 0.505, 0.65
ESTIMATE_VERSION = 1  # bump when the estimate changes, to retire the cached best opener


@dataclass(frozen=True)
class Cost:
    guess: str
    expected: float  # guesses from here to the win, this one included (inf: cannot finish in time)
    exact: bool  # the deep search's proven value for this guess
    proven: bool = False  # (for a best guess) proven best over every allowed guess


class Deadline:
    """Looks like a threading.Event to the search: 'set' once the budget is spent or the
    caller cancels."""

    def __init__(self, seconds: float, cancel: threading.Event | None) -> None:
        self.at = time.perf_counter() + seconds
        self.cancel = cancel

    def is_set(self) -> bool:
        return (self.cancel is not None and self.cancel.is_set()) or time.perf_counter() >= self.at


def solve_time(m: np.ndarray) -> np.ndarray:
    """h(m): estimated guesses to solve m equally likely candidates (0 for an empty group)."""
    m = np.asarray(m, dtype=np.float64)
    logm = np.log2(np.maximum(m, 1))
    h = 1 + FIT_A * logm**FIT_P
    h = np.where(m == 2, 1.5, h)
    return np.where(m == 0, 0.0, np.where(m == 1, 1.0, np.maximum(h, (2 * m - 1) / np.maximum(m, 1))))


class CostOracle:
    """Costs of guesses in one game (word lists, mode, prior); the deep search's memo is shared
    with the rest of the program, so later questions about the same game come nearly free."""

    def __init__(
        self, patterns: Patterns, hard: bool = False, weights: np.ndarray | None = None, budget: float = 1.5
    ) -> None:
        self.patterns = patterns
        self.hard = hard
        n = len(patterns.words.answers)
        self.weights = np.ones(n) if weights is None else np.asarray(weights, dtype=np.float64)
        if self.weights.shape != (n,) or (self.weights < 0).any() or self.weights.sum() <= 0:
            raise ValueError(f"weights must be {n} non-negative numbers, not all zero")
        self.weights = self.weights / self.weights.sum()
        self.budget = budget
        if self._uniform:
            self.search = deep_search(patterns, hard)  # shared with the rest of the program
        elif (self.weights > 0).all():
            self.search = DeepSearch(
                patterns, hard=hard, max_guesses=6 if hard else None, weights=self.weights
            )
        else:
            self.search = None  # the search needs positive weights: the estimate only

    # -- masses ----------------------------------------------------------------------------
    def mass(self, candidates: np.ndarray) -> float:
        return float(self.weights[candidates].sum())

    @property
    def _uniform(self) -> bool:
        return bool(np.all(self.weights == self.weights[0]))

    def _searchable(self, state: GameState) -> bool:
        return state.count <= SEARCH_MAX and self.search is not None

    def _expected(self, total: float, state: GameState) -> float:
        if total >= INF:
            return math.inf
        return total / state.count if self._uniform else total / self.mass(state.candidates)

    # -- the best guess and the cost of any guess -------------------------------------------
    def best(self, state: GameState, cancel: threading.Event | None = None) -> Cost:
        if not state.steps:
            known = self._openers(state)
            if known:
                best = known[0]
                return Cost(best.guess, best.total / state.count, True, False)
        if self._searchable(state):
            try:
                result = self.search.best(state, cancel=Deadline(self.budget, cancel))
                if result.guess is not None:
                    return Cost(result.guess, self._expected(result.cost, state), True, result.proven)
            except Cancelled:
                if cancel is not None and cancel.is_set():
                    raise
        if not state.steps and self._uniform:
            return self._estimated_opener(state)
        estimates, rows = self.estimate_all(state)
        i = int(np.argmin(estimates))
        return Cost(self.patterns.words.allowed[rows[i]], float(estimates[i]), False)

    def _estimated_opener(self, state: GameState) -> Cost:
        """The best first guess by the estimate: the same for every game, so kept on disk."""
        cache_dir = self.patterns.cache_dir
        path = (
            cache_dir / f"review-opener-v{ESTIMATE_VERSION}-{self.patterns.words.key}.json"
            if cache_dir
            else None
        )
        stored = cache.load_json(path) if path is not None else None
        if (
            isinstance(stored, dict)
            and isinstance(stored.get("guess"), str)
            and isinstance(stored.get("expected"), float)
        ):
            return Cost(stored["guess"], stored["expected"], False)
        estimates, rows = self.estimate_all(state)
        i = int(np.argmin(estimates))
        best = Cost(self.patterns.words.allowed[rows[i]], float(estimates[i]), False)
        if path is not None:
            try:
                cache.save_json(path, {"guess": best.guess, "expected": best.expected})
            except OSError:
                pass  # a cache that cannot be written only costs time
        return best

    def cost_of(self, state: GameState, guess: str, cancel: threading.Event | None = None) -> Cost:
        if not state.steps:
            known = {o.guess: o.total for o in self._openers(state) or ()}
            if guess in known:
                return Cost(guess, known[guess] / state.count, True)
        if self._searchable(state):
            try:
                total = self.search.cost_of(state, guess, cancel=Deadline(self.budget, cancel))
                return Cost(guess, self._expected(total, state), True)
            except Cancelled:
                if cancel is not None and cancel.is_set():
                    raise
        return Cost(guess, float(self.estimate_words(state, [guess])[0]), False)

    def estimate_words(self, state: GameState, guesses: list[str]) -> np.ndarray:
        rows = np.array([self.patterns.words.allowed_index[g] for g in guesses])
        return self.estimate_all(state, rows)[0]

    def _openers(self, state: GameState):
        """The solved openers' exact totals (uniform prior only: they are totals over every answer)."""
        if not self._uniform:
            return None
        return Solver("deep").known_openers(state)

    # -- the estimate ----------------------------------------------------------------------
    def estimate_all(self, state: GameState, rows: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
        """Estimated expected guesses of each of ``rows`` (default: every guess allowed here)."""
        words = self.patterns.words
        if rows is None:
            rows = np.arange(len(words.allowed))
            if self.hard and state.steps:
                rows = rows[hard_mode_mask(state.steps, words.allowed_codes)]
        return estimate(self.patterns, self.weights, state.candidates, rows), rows


def estimate(patterns, weights: np.ndarray, S: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """Estimated expected guesses of guesses ``rows`` on candidates ``S`` (prior ``weights``)."""
    w = weights[S] / weights[S].sum()
    solved = patterns.solved
    out = np.empty(len(rows))
    for start in range(0, len(rows), CHUNK):
        chunk = rows[start : start + CHUNK]
        block = np.concatenate(patterns.blocks(chunk, S))  # guesses x candidates
        if 3**patterns.length <= 3**7:
            width, codes = 3**patterns.length, block.astype(np.int64)
            solved_code = solved
        else:  # long words: number the patterns that occur instead
            kinds, inverse = np.unique(block, return_inverse=True)
            width, codes = len(kinds), inverse.reshape(block.shape).astype(np.int64)
            solved_code = int(np.searchsorted(kinds, solved)) if solved in kinds else -1
        k = codes.shape[0]
        flat = (codes + (np.arange(k, dtype=np.int64) * width)[:, None]).ravel()
        counts = np.bincount(flat, minlength=k * width).reshape(k, width)
        masses = np.bincount(
            flat, weights=np.broadcast_to(w, codes.shape).ravel(), minlength=k * width
        ).reshape(k, width)
        if solved_code >= 0:
            masses[:, solved_code] = 0.0  # the answer itself: nothing more to guess
        out[start : start + CHUNK] = 1 + (masses * solve_time(counts)).sum(axis=1)
    return out


class DatedCostOracle:
    """Costs in today's game (no stored matrix): the first guess by the estimate, over the
    solver's shortlist of openers and the player's guess; every later position on the subgame
    of the candidates the first guess left (built once, so the search's memo carries over)."""

    def __init__(self, patterns, hard: bool = False, budget: float = 1.5) -> None:
        self.patterns = patterns
        self.hard = hard
        self.budget = budget
        self.weights = patterns.weights / patterns.weights.sum()
        self._sub: tuple[tuple[str, int], GameState, CostOracle] | None = None  # (first steps, start, oracle)

    def mass(self, candidates: np.ndarray) -> float:
        return float(self.weights[candidates].sum())

    def _inner(self, state: GameState) -> tuple[CostOracle, GameState]:
        """The subgame's oracle and ``state`` replayed in it (the steps keep hard-mode rules)."""
        from ..nyt.today import subgame

        first = (state.steps[0].guess, state.steps[0].pattern)
        if self._sub is None or self._sub[0] != first:
            start = GameState.start(self.patterns, self.hard).play(*first)
            sub, weights = subgame(start)
            self._sub = (
                first,
                GameState.start(sub, self.hard),
                CostOracle(sub, self.hard, weights, self.budget),
            )
        _, inner, oracle = self._sub
        for step in state.steps:
            inner = inner.play(step.guess, step.pattern)
        return oracle, inner

    def _opener_rows(self, state: GameState) -> np.ndarray:
        """The openers the solver ranks best under the prior (cached per day): ranking all
        14855 by the estimate against 14855 candidates would take most of a minute."""
        shortlist = Solver("guesses").suggest(state, top=OPENER_TOP)
        return np.array(sorted(self.patterns.words.allowed_index[s.guess] for s in shortlist))

    def best(self, state: GameState, cancel: threading.Event | None = None) -> Cost:
        if state.steps:
            oracle, inner = self._inner(state)
            return oracle.best(inner, cancel)
        rows = self._opener_rows(state)
        estimates = estimate(self.patterns, self.weights, state.candidates, rows)
        i = int(np.argmin(estimates))
        return Cost(self.patterns.words.allowed[rows[i]], float(estimates[i]), False)

    def cost_of(self, state: GameState, guess: str, cancel: threading.Event | None = None) -> Cost:
        if state.steps:
            oracle, inner = self._inner(state)
            return oracle.cost_of(inner, guess, cancel)
        return Cost(guess, float(self.estimate_words(state, [guess])[0]), False)

    def estimate_words(self, state: GameState, guesses: list[str]) -> np.ndarray:
        if state.steps:
            oracle, inner = self._inner(state)
            return oracle.estimate_words(inner, guesses)
        rows = np.array([self.patterns.words.allowed_index[g] for g in guesses])
        return estimate(self.patterns, self.weights, state.candidates, rows)
