"""Deep search: the guess that minimises the total number of guesses over every candidate,
by branch and bound over candidate sets.

The cost of a candidate set S of n words is the total number of guesses needed to solve every
word of S from here, this guess included. Playing g costs n (every word sees it) plus the cost
of each feedback group other than the all-green one. Facts that prune:

- a group of m words costs at least 2m - 1 (one may be found by the next guess, the rest need
  two more), so g costs at least 3n - [g in S] - parts(g): guesses are tried in order of that
  bound, and the search stops once the bound reaches the best cost found;
- a word of S that splits S into singletons gives 2n - 1, which nothing beats; a word outside S
  that does gives 2n, which only such a candidate beats;
- a guess that does not split S splits no subset of S: children inherit the parent's list of
  splitting guesses;
- results are memoised per (candidate set, guesses left): exact costs apart from lower bounds
  (a search that found nothing under a cutoff proves the cost is at least that cutoff).

With breadth K (guesses tried per node) the result is an upper bound; with K = None every
guess is considered and the result is proven optimal.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from .patterns import Patterns
from .state import GameState, Step, hard_mode_mask, revealed
from .stats import check_cancel

INF = 1 << 40
UNLIMITED = 1 << 20  # "guesses left" when there is no limit: never decremented


@dataclass
class DeepStats:
    """Progress of one search: nodes expanded, and at the top the guesses tried so far and
    the best found (its total is an upper bound until the search ends)."""

    nodes: int = 0
    tried: int = 0
    to_try: int = 0
    best_guess: str | None = None
    best_cost: int = INF
    started: float = field(default_factory=time.perf_counter)

    @property
    def seconds(self) -> float:
        return time.perf_counter() - self.started


@dataclass(frozen=True)
class DeepResult:
    guess: str | None
    cost: int  # total guesses over the candidates, this guess included (INF: impossible)
    n: int
    proven: bool  # searched with every guess: cost is the optimum
    nodes: int
    seconds: float

    @property
    def average(self) -> float:
        return self.cost / self.n if self.n else 0.0


_POPCOUNT = np.array([bin(i).count("1") for i in range(256)], dtype=np.int64)


def _parts(block: np.ndarray) -> np.ndarray:
    """Distinct patterns in each column of ``block`` (candidates x guesses).

    Five-letter patterns (< 256) are collected as a 256-bit set per guess, four uint64 words
    OR-reduced over the candidates, then counted: several times faster than sorting.
    """
    if block.dtype == np.uint8:
        low = (block & 63).astype(np.uint64)
        high = block >> 6
        total = np.zeros(block.shape[1], dtype=np.int64)
        for word in range(4):
            bits = np.bitwise_or.reduce((high == word).astype(np.uint64) << low, axis=0)
            total += _POPCOUNT[bits.view(np.uint8)].reshape(-1, 8).sum(axis=1)
        return total
    s = np.sort(block, axis=0)
    return 1 + np.count_nonzero(s[1:] != s[:-1], axis=0)


class DeepSearch:
    """Exact (or breadth-limited) minimum-total-guesses search over one Patterns."""

    def __init__(
        self,
        patterns: Patterns,
        *,
        breadth: int | None = None,
        max_guesses: int | None = None,
        hard: bool = False,
        candidates_only: bool = False,
    ) -> None:
        self.patterns = patterns
        self.matrix = patterns.matrix
        self.by_answer = patterns.by_answer
        self.answer_rows = patterns.words.answer_rows
        self.breadth = breadth
        self.max_guesses = max_guesses
        self.hard = hard
        self.candidates_only = candidates_only
        self.cancel: threading.Event | None = None
        self.on_progress: Callable[[DeepStats], None] | None = None
        self._lock = threading.Lock()  # one search at a time: the memo is shared
        self.exact: dict[tuple, tuple[int, int]] = {}  # key -> (cost, row of best guess)
        self.lower: dict[tuple, int] = {}  # key -> proven lower bound
        self.stats = DeepStats()
        self.solved_colour = patterns.solved

    # -- public --------------------------------------------------------------------------
    def best(
        self,
        state: GameState,
        cancel: threading.Event | None = None,
        on_progress: Callable[[DeepStats], None] | None = None,
    ) -> DeepResult:
        """The best next guess for ``state`` and the total it leads to."""
        with self._lock:
            self.cancel, self.on_progress, self.stats = cancel, on_progress, DeepStats()
            S = np.asarray(state.candidates, dtype=np.int32)
            depth = self._depth_left(state)
            cost, row = self._solve(S, depth, INF, self._rows_for(state, S), self._steps(state), top=True)
            guess = self.patterns.words.allowed[row] if row is not None else None
            return DeepResult(guess, cost, len(S), self.breadth is None, self.stats.nodes, self.stats.seconds)

    def cost_of(self, state: GameState, guess: str, cancel: threading.Event | None = None) -> int:
        """Total guesses over the candidates when ``guess`` is played now, then the search's play."""
        with self._lock:
            self.cancel, self.on_progress, self.stats = cancel, None, DeepStats()
            S = np.asarray(state.candidates, dtype=np.int32)
            row = self.patterns.words.allowed_index[guess]
            return self._cost_of_guess(S, row, self._depth_left(state), INF, self._rows_for(state, S),
                                       self._steps(state))

    def _steps(self, state: GameState) -> tuple:
        return state.steps if self.hard else ()

    # -- the search ----------------------------------------------------------------------
    def _depth_left(self, state: GameState) -> int:
        if self.max_guesses is None:
            return UNLIMITED
        return self.max_guesses - len(state.steps)

    def _rows_for(self, state: GameState, S: np.ndarray) -> np.ndarray:
        rows = np.sort(self.answer_rows[S]) if self.candidates_only else np.arange(self.matrix.shape[0])
        if self.hard and state.steps:
            rows = rows[hard_mode_mask(state.steps, self.patterns.words.allowed_codes[rows])]
        return rows

    def _key(self, S: np.ndarray, depth: int, steps) -> tuple:
        if self.hard:
            greens, needed = revealed(steps, self.patterns.length)
            return (S.tobytes(), depth, tuple(sorted(greens.items())), tuple(sorted(needed.items())))
        return (S.tobytes(), depth)

    def _solve(
        self, S: np.ndarray, depth: int, beta: int, rows: np.ndarray, steps, top: bool = False
    ) -> tuple[int, int | None]:
        """(cost, best row) when the cost is below ``beta``; else (a lower bound >= beta, None)."""
        n = len(S)
        if n == 1:
            return 1, int(self.answer_rows[S[0]])
        if depth <= 1:
            return INF, None
        if n == 2:  # guess one of them (always allowed, even in hard mode)
            return 3, int(self.answer_rows[S[0]])
        key = self._key(S, depth, steps)
        hit = self.exact.get(key)
        if hit is not None:
            return hit
        floor = max(2 * n - 1, self.lower.get(key, 0))
        if floor >= beta:
            return floor, None

        self.stats.nodes += 1
        if self.stats.nodes % 256 == 0:
            check_cancel(self.cancel)
            if self.on_progress is not None:
                self.on_progress(self.stats)

        if self.candidates_only:  # only words that could still be the answer
            rows = np.intersect1d(rows, self.answer_rows[S])
        parts = _parts(self.by_answer[S][:, rows])
        splitting = parts > 1
        rows, parts = rows[splitting], parts[splitting]
        member = np.zeros(self.matrix.shape[0], dtype=bool)
        member[self.answer_rows[S]] = True
        in_set = member[rows]
        # A word of S, or failing that any word, that splits S into singletons is optimal.
        for want, extra in ((in_set, 0), (~in_set, 1)):
            perfect = np.flatnonzero((parts == n) & want)
            if perfect.size:
                result = (2 * n - 1 + extra, int(rows[perfect[0]]))
                self.exact[key] = result
                return result
        if depth == 2:  # nothing splits into singletons: one more guess cannot finish
            self.lower[key] = INF
            return INF, None

        bound = 3 * n - in_set - parts
        order = np.lexsort((rows, ~in_set, bound))
        if self.breadth is not None:
            order = order[: self.breadth]
        best, best_row = beta, None
        if top:
            self.stats.to_try = len(order)
        for i in order:
            if bound[i] >= best:
                break
            cost = self._cost_of_guess(S, int(rows[i]), depth, best, rows, steps)
            if cost < best:
                best, best_row = cost, int(rows[i])
            if top:
                self.stats.tried += 1
                if best_row is not None:
                    self.stats.best_guess, self.stats.best_cost = self.patterns.words.allowed[best_row], best
                check_cancel(self.cancel)
                if self.on_progress is not None:
                    self.on_progress(self.stats)
        if best_row is None:
            self.lower[key] = max(self.lower.get(key, 0), beta)
            return beta, None
        self.exact[key] = (best, best_row)
        return best, best_row

    def _cost_of_guess(self, S, row, depth, beta, rows, steps) -> int:
        """Cost of playing allowed row ``row`` on S (at least ``beta`` if it cannot beat it)."""
        n = len(S)
        colours = self.matrix[row, S]
        order = np.argsort(colours, kind="stable")
        sorted_colours = colours[order]
        cuts = np.flatnonzero(sorted_colours[1:] != sorted_colours[:-1]) + 1
        groups = [
            (S[order[a:b]], int(sorted_colours[a]))
            for a, b in zip(np.r_[0, cuts], np.r_[cuts, n])
            if sorted_colours[a] != self.solved_colour
        ]
        groups.sort(key=lambda g: -len(g[0]))
        remaining = sum(2 * len(g) - 1 for g, _ in groups)
        total = n
        guess = self.patterns.words.allowed[row] if self.hard else None
        for group, pattern in groups:
            remaining -= 2 * len(group) - 1
            budget = beta - total - remaining
            if budget <= 0:
                return beta
            child_steps = steps
            child_rows = rows
            if self.hard:
                child_steps = steps + (Step(guess, pattern, n, len(group), 0.0),)
                child_rows = rows[hard_mode_mask(child_steps, self.patterns.words.allowed_codes[rows])]
            cost, _ = self._solve(group, depth if depth == UNLIMITED else depth - 1, budget, child_rows, child_steps)
            total += cost
            if total + remaining >= beta:
                return max(total + remaining, beta)
        return total


@dataclass(frozen=True)
class OpenerTotal:
    guess: str
    bound: int  # the cheap lower bound 3n - [g is an answer] - parts(g)
    total: int  # total guesses over every answer, opening with it and playing on optimally
    seconds: float


def opener_bounds(patterns: Patterns) -> tuple[np.ndarray, np.ndarray]:
    """The cheap lower bound of every allowed first guess, and the order that sorts by it."""
    n = len(patterns.words.answers)
    parts = _parts(patterns.by_answer)
    in_set = np.zeros(len(patterns.words.allowed), dtype=bool)
    in_set[patterns.words.answer_rows] = True
    bound = 3 * n - in_set - parts
    return bound, np.lexsort((np.arange(len(bound)), ~in_set, bound))


def rank_openers(
    search: DeepSearch,
    top: int,
    *,
    on_result: Callable[[OpenerTotal], None] | None = None,
    cancel: threading.Event | None = None,
) -> list[OpenerTotal]:
    """Exact totals of the ``top`` openers with the best cheap bound, best total first."""
    patterns = search.patterns
    root = GameState.start(patterns, hard=search.hard)
    bound, order = opener_bounds(patterns)
    results = []
    for row in order[:top]:
        started = time.perf_counter()
        guess = patterns.words.allowed[row]
        total = search.cost_of(root, guess, cancel=cancel)
        results.append(OpenerTotal(guess, int(bound[row]), int(total), time.perf_counter() - started))
        if on_result is not None:
            on_result(results[-1])
    return sorted(results, key=lambda r: (r.total, r.guess))
