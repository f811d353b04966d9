"""Positions where no guess is known to finish within the rows left: how the coach still ranks.

The coach's rules are the game's (core/coach/costs.py): a guess that can lose (some answer could
not be found within the rows left) costs infinity while another guess is known to finish. Where
none is, every figure would be infinite and every move would score 99, which tells the player
nothing: hard mode on today's game after SALET bbbby (2025-11-22, 323 candidates) is such a
position for the coach, every guess it checks can lose on rare words (CUTIN leaves BOTCH GOTCH
HOTCH KOTCH POTCH ROTCH with four rows left, which no hard-mode play finds in time).

There the moves are compared by expected guesses with the row limit lifted: the deep search's
exact figure without the limit (as its 6-safe rule falls back to in normal mode), else the
estimate one guess ahead, which never counts rows. Not on the last row, where lifting the limit
would prefer a word that splits the candidates to one that can still win: there a guess is worth
its chance (core/solve/last_row.py, as in the suggestions).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import numpy as np

from ..deep import INF, DeepSearch
from ..game.patterns import Patterns
from ..game.state import GameState
from ..solve.last_row import on_last_row
from ..solve.stats import CancelFlag, Cancelled

if TYPE_CHECKING:
    from .review import StepReview


class LiftedLimit:
    """The deep search without a row limit over one game, made at its first question and
    bounded by positions examined (``budget`` wraps the caller's effort): totals, or None
    where it did not prove one within the bound."""

    def __init__(
        self,
        patterns: Patterns,
        hard: bool,
        weights: np.ndarray | None,
        budget: Callable[[DeepSearch, threading.Event | None], CancelFlag],
    ) -> None:
        self.patterns, self.hard, self.weights, self.budget = patterns, hard, weights, budget
        self._search: DeepSearch | None = None

    @property
    def search(self) -> DeepSearch:
        if self._search is None:
            self._search = DeepSearch(self.patterns, hard=self.hard, weights=self.weights)
        return self._search

    def best(self, state: GameState, cancel: threading.Event | None = None) -> tuple[str, float] | None:
        search = self.search
        try:
            result = search.best(state, cancel=self.budget(search, cancel))
        except Cancelled:
            if cancel is not None and cancel.is_set():
                raise
            return None
        if result.guess is None or result.cost >= INF:
            return None
        return result.guess, float(result.cost)

    def cost_of(self, state: GameState, guess: str, cancel: threading.Event | None = None) -> float | None:
        search = self.search
        try:
            total = search.cost_of(state, guess, cancel=self.budget(search, cancel))
        except Cancelled:
            if cancel is not None and cancel.is_set():
                raise
            return None
        return None if total >= INF else float(total)


def lost_note(steps: Sequence[StepReview]) -> list[str]:
    """The verdict's words for the steps where no guess was known to finish in time: said once
    for all of them, not on every row (the figures there are this module's measure)."""
    last = [s for s in steps if s.lost and on_last_row(s.state)]
    on_last = {s.number for s in last}
    kinds = (
        ("proven", "every guess can lose (some answers cannot be found in the rows left)"),
        ("found", "no guess the coach checked always finishes in the rows left"),
    )
    found: list[tuple[int, str]] = []  # (first step, words)
    for kind, words in kinds:
        these = [s.number for s in steps if s.lost == kind and s.number not in on_last]
        if these:
            said = ", ".join(map(str, these))
            found.append(
                (
                    these[0],
                    f"at step{'s' if len(these) > 1 else ''} {said} {words}, so the moves "
                    "there are compared by expected guesses with the row limit lifted",
                )
            )
    parts = [text for _, text in sorted(found)]  # in the game's order, whichever kind comes first
    for s in last:
        parts.append(
            f"step {s.number} was the last row, with {s.before} candidates: only the answer wins, so "
            "the likeliest is best (each guess counts 2 less its chance: a loss counts one guess more)"
        )
    return parts


def losing_note(steps: Sequence[StepReview]) -> list[str]:
    """The verdict's words for a guess that can lose where the best cannot: its score of 0 and
    its expected "loses" need a reason, even when it happened to be the answer."""
    parts = []
    for s in steps:
        if not s.mine.loses or s.best.loses or s.lost or s.suggested is not None:
            continue
        rows = s.state.rows_left - 1
        answer = s.pattern == s.state.patterns.solved
        luck = " (it was the answer: luck, not a safe move)" if answer else ""
        parts.append(
            f"step {s.number}: {s.guess.upper()} can lose (not every answer it leaves can be found in "
            f"the {rows} row{'s' if rows != 1 else ''} after it), so it scores 0 beside "
            f"{s.best.guess.upper()}, which always finishes{luck}"
        )
    return parts
