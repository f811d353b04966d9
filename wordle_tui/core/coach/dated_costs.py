"""Costs in today's game (core/nyt/today.py), which has no stored matrix: the first guess by the
estimate, over the solver's shortlist of openers (so its best is the default strategy's #1), and
every later position on the subgame of the candidates the first guess left (a stored matrix,
prior weights), searched exactly within the effort bound by a CostOracle (costs.py)."""

from __future__ import annotations

import threading

import numpy as np

from ..game.state import GameState
from .costs import EFFORT, Cost, CostOracle, estimate, opener_rows


class DatedCostOracle:
    """Costs in today's game (no stored matrix): the first guess by the estimate, over the
    solver's shortlist of openers and the player's guess; every later position on the subgame
    of the candidates the first guess left (built once, so the search's memo carries over)."""

    def __init__(self, patterns, hard: bool = False, effort: int = EFFORT, limit: int = 6) -> None:
        self.patterns = patterns
        self.hard = hard
        self.effort = effort
        self.limit = limit
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
                CostOracle(sub, self.hard, weights, self.effort, self.limit),
            )
        _, inner, oracle = self._sub
        for step in state.steps:
            inner = inner.play(step.guess, step.pattern)
        return oracle, inner

    def best(self, state: GameState, cancel: threading.Event | None = None) -> Cost:
        if state.steps:
            oracle, inner = self._inner(state)
            return oracle.best(inner, cancel)
        rows = opener_rows(state)  # ranking all 14855 against 14855 would take most of a minute
        estimates = estimate(self.patterns, self.weights, state.candidates, rows)
        i = int(np.lexsort((rows, np.round(estimates, 9)))[0])  # six rows: no opener can lose
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

    def lost_cost_of(self, state: GameState, guess: str, cancel: threading.Event | None = None) -> Cost:
        oracle, inner = self._inner(state)  # never the first guess: six rows, no guess can lose
        return oracle.lost_cost_of(inner, guess, cancel)
