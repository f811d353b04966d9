"""The last row: only the answer can still win, so a guess is worth its chance.

With one row left and several candidates every guess can lose, and a measure that lifts the
row limit (the deep search's 6-safe fallback) or never counts rows (the estimate one guess
ahead) prefers a word that splits the candidates, which cannot win at all. There the expected
guesses from here are 1 for the answer, and a loss otherwise, counted as one guess more (as the
statistics count a loss as 7): 1 + (1 - chance), the likeliest candidate first. The suggestions
(measure.py) and the coach (core/coach/lost.py) share this figure.
"""

from __future__ import annotations

import numpy as np

from ..game.state import GameState


def on_last_row(state: GameState) -> bool:
    """The last row with more than one candidate: no guess can be sure to win."""
    return state.rows_left == 1 and state.count > 1


def chance(state: GameState, weights: np.ndarray | None, guess: str) -> float:
    """The chance that ``guess`` is the answer (``weights``: a prior over every answer; None:
    the game's own)."""
    if weights is None:
        return state.probability(guess)
    index = state.patterns.words.answer_index.get(guess)
    if index is None or not np.isin(index, state.candidates):
        return 0.0
    return float(weights[index] / weights[state.candidates].sum())


def last_row_cost(state: GameState, guess: str, weights: np.ndarray | None = None) -> float:
    """Expected guesses on the last row: one if ``guess`` is the answer, else a loss (two)."""
    return 2.0 - chance(state, weights, guess)


def likeliest(state: GameState, weights: np.ndarray | None = None) -> str:
    """The likeliest candidate (the first in the list on a tie): the last row's best guess."""
    if weights is None:
        return max(state.candidate_words(), key=state.probability)  # max keeps the first on a tie
    return state.patterns.words.answers[int(state.candidates[np.argmax(weights[state.candidates])])]
