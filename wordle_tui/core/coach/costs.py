"""Expected guesses to finish, for the coach: the same measure as the suggestions' ``guesses``
column (core/solve/measure.py), exact from the deep search when it proves it within an effort
bound, otherwise the one-step lookahead estimate the ``guesses`` strategy ranks by (marked).

The effort bound is a number of positions the search may examine (never seconds), so a game
gets the same review on any machine at any load. The search plays by the game's rules: hard
mode within its 6 guesses, normal mode 6-safe (a finish within 6 whenever one exists), as the
app's deep strategy plays. An estimate respects the rules too: a guess the safety check
(core/solve/safety.py) proves can lose costs infinity, and the estimated best is never one.
Where no guess is known to finish in time, every guess is ranked as lost.py says (the limit
lifted, or on the last row by its chance), and marked as one that can lose.

This is the one place the review talks to core/deep/: the deep search minimises the total
number of guesses, weighted by the prior when the candidates are not equally likely (then the
total is the expected number of guesses times the candidates' mass).

Today's game (core/nyt/today.py) has no stored matrix: see dated_costs.py.
"""

from __future__ import annotations

import math
import threading
from dataclasses import dataclass
from functools import partial

import numpy as np

from ..deep import INF, DeepSearch
from ..game.patterns import Patterns
from ..game.state import GameState, hard_mode_mask
from ..nyt.today import block_guesses
from ..solve.first_ranking import OPENER_TOP
from ..solve.last_row import last_row_cost, likeliest, on_last_row
from ..solve.safety import can_lose
from ..solve.solver import Solver
from ..solve.stats import Cancelled
from .lost import LiftedLimit

EFFORT = 20_000  # positions the exact search may examine per question before the estimate is used
SEARCH_MAX = 600  # above this many candidates the search is not tried (it would not finish)
SAFE_TRIES = 5  # estimated best: the likeliest guesses checked for "can lose", in order
# How far an estimate may be from the exact figure (expected guesses), measured by
# bench/coach_figures.py over the exact steps of 30 days of 2025 (see the README).
ESTIMATE_ERROR = 0.2


class NodeBudget:
    """Looks like a threading.Event to the deep search: 'set' once it has examined ``nodes``
    positions in the current call (or the caller cancels). Effort, not time: deterministic."""

    def __init__(self, search: DeepSearch, nodes: int, cancel: threading.Event | None = None) -> None:
        self.search, self.nodes, self.cancel = search, nodes, cancel

    def is_set(self) -> bool:
        return (self.cancel is not None and self.cancel.is_set()) or self.search.stats.nodes >= self.nodes


@dataclass(frozen=True)
class Cost:
    guess: str
    expected: float  # guesses from here to the win, this one included (inf: can lose)
    exact: bool  # the deep search's proven value for this guess (or proven to lose)
    proven: bool = False  # (for a best guess) proven best over every allowed guess
    # Proven: some answer cannot be found within the rows left after it. Then ``expected`` is
    # infinite, unless no guess is known to finish (lost.py: the figure it ranks by).
    loses: bool = False
    none_finish: bool = False  # (a best that loses) proven: no guess finishes in time


class CostOracle:
    """Costs of guesses in one game (word lists, mode, prior); the deep search's memo is shared
    with the rest of the program, so later questions about the same game come nearly free."""

    def __init__(
        self,
        patterns: Patterns,
        hard: bool = False,
        weights: np.ndarray | None = None,
        effort: int = EFFORT,
        limit: int = 6,
    ) -> None:
        self.patterns = patterns
        self.hard = hard
        n = len(patterns.words.answers)
        self.weights = np.ones(n) if weights is None else np.asarray(weights, dtype=np.float64)
        if self.weights.shape != (n,) or (self.weights < 0).any() or self.weights.sum() <= 0:
            raise ValueError(f"weights must be {n} non-negative numbers, not all zero")
        self.weights = self.weights / self.weights.sum()
        self.effort = effort
        self.limit = limit
        # Its own search, not one shared with the rest of the program: what it proves within the
        # effort bound then depends on this game alone.
        rules = partial(
            DeepSearch, hard=hard, max_guesses=limit if hard else None, six_safe=not hard, safe_limit=limit
        )
        self.search: DeepSearch | None
        if self._uniform:
            self.search = rules(patterns)
        elif (self.weights > 0).all():
            self.search = rules(patterns, weights=self.weights)
        else:
            self.search = None  # the search needs positive weights: the estimate only
        lifted = None if self._uniform else self.weights  # the same figures as self.search
        self.lifted = LiftedLimit(
            patterns, hard, lifted, lambda search, cancel: NodeBudget(search, effort, cancel)
        )

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
        if on_last_row(_limited(state, self.limit)):  # no guess can be sure to win: lost.py
            return self.lost_best(state, cancel, proven=True)
        if not state.steps:
            known = self._openers(state)
            if known:
                best = known[0]
                return Cost(best.guess, best.total / state.count, True, False)
        search = self.search
        if self._searchable(state) and search is not None:  # _searchable checks it too
            try:
                result = search.best(state, cancel=NodeBudget(search, self.effort, cancel))
                expected = self._expected(result.cost, state)
                if result.guess is not None and result.safe:
                    return Cost(result.guess, expected, True, result.proven)
                if result.guess is not None:  # 6-safe's own fallback: the limit lifted (lost.py)
                    return Cost(result.guess, expected, True, result.proven, loses=True, none_finish=True)
                return self.lost_best(state, cancel, proven=True)  # no play finishes in time
            except Cancelled:
                if cancel is not None and cancel.is_set():
                    raise
        if not state.steps:  # the default strategy's #1 by the same estimate (cached per lists)
            rows = opener_rows(state)
            estimates = self.estimate_all(state, rows)[0]
        else:
            estimates, rows = self.estimate_all(state)
        return self._safe_estimate(state, estimates, rows, cancel)

    def _safe_estimate(self, state: GameState, estimates, rows, cancel) -> Cost:
        """The lowest estimate among guesses not proven to lose (an estimate never calls a guess
        that can lose the best)."""
        words = self.patterns.words
        order = np.lexsort((rows, np.round(estimates, 9)))
        for i in order[:SAFE_TRIES]:
            guess = words.allowed[rows[i]]
            if not can_lose(_limited(state, self.limit), [guess], cancel).get(guess):
                return Cost(guess, float(estimates[i]), False)
        return self.lost_best(state, cancel, proven=False)  # every likely guess can lose

    # -- where no guess is known to finish in time (lost.py) ---------------------------------
    def lost_best(self, state: GameState, cancel: threading.Event | None, proven: bool) -> Cost:
        """The best guess by lost.py's measure; ``proven``: no guess finishes in time."""
        if on_last_row(_limited(state, self.limit)):
            guess = likeliest(state, self.weights)
            cost = last_row_cost(state, guess, self.weights)
            return Cost(guess, cost, exact=True, proven=True, loses=True, none_finish=True)
        found = self.lifted.best(state, cancel) if self._searchable(state) else None
        if found is not None:  # searched with every guess: the best proven
            cost = self._expected(found[1], state)
            return Cost(found[0], cost, exact=True, proven=True, loses=True, none_finish=proven)
        estimates, rows = self.estimate_all(state)
        i = int(np.lexsort((rows, np.round(estimates, 9)))[0])
        guess = self.patterns.words.allowed[rows[i]]
        return Cost(guess, float(estimates[i]), exact=False, loses=True, none_finish=proven)

    def lost_cost_of(self, state: GameState, guess: str, cancel: threading.Event | None = None) -> Cost:
        """``guess`` by lost.py's measure (a guess that can lose, where no guess is known not to)."""
        if on_last_row(_limited(state, self.limit)):
            return Cost(guess, last_row_cost(state, guess, self.weights), True, loses=True)
        total = self.lifted.cost_of(state, guess, cancel) if self._searchable(state) else None
        if total is not None:
            return Cost(guess, self._expected(total, state), True, loses=True)
        return Cost(guess, float(self.estimate_words(state, [guess])[0]), False, loses=True)

    def cost_of(self, state: GameState, guess: str, cancel: threading.Event | None = None) -> Cost:
        if not state.steps:
            known = {o.guess: o.total for o in self._openers(state) or ()}
            if guess in known:
                return Cost(guess, known[guess] / state.count, True)
        search = self.search
        if self._searchable(state) and search is not None:  # _searchable checks it too
            try:
                total = search.cost_of(state, guess, cancel=NodeBudget(search, self.effort, cancel))
                return Cost(guess, self._expected(total, state), True, loses=total >= INF)
            except Cancelled:
                if cancel is not None and cancel.is_set():
                    raise
        if can_lose(_limited(state, self.limit), [guess], cancel).get(guess):
            # proven: some answer needs more than the rows left
            return Cost(guess, math.inf, True, loses=True)
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


def _limited(state: GameState, limit: int) -> GameState:
    return (
        state
        if state.limit == limit
        else GameState(state.patterns, state.candidates, state.steps, state.hard, limit)
    )


def opener_rows(state: GameState) -> np.ndarray:
    """The openers the default strategy ranks best (cached on disk per lists and day)."""
    shortlist = Solver("guesses").suggest(state, top=OPENER_TOP)
    return np.array(sorted(state.patterns.words.allowed_index[s.guess] for s in shortlist))


def estimate(patterns, weights: np.ndarray, S: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """Estimated expected guesses of guesses ``rows`` on candidates ``S`` (prior ``weights``):
    the lookahead figure of the ``guesses`` strategy (core/solve/lookahead.py)."""
    return block_guesses(patterns, rows, S, weights=weights[S])
