"""What a guess could show, for the coach: the candidates split by feedback, and the luck of the
feedback that came.

luck = 100 * (share of S whose feedback would have left more candidates than the feedback that
came + half the share that would have left as many): the mid-rank percentile of the outcome among
the guess's possible outcomes, shares weighted by the prior (the answer itself leaves none).
Averaged over every answer of S it is exactly 50.
"""

from __future__ import annotations

import numpy as np

from ..game.feedback import format_pattern
from ..game.state import GameState


def outcomes(state: GameState, guess: str) -> np.ndarray:
    """The feedback ``guess`` would show for each candidate of ``state``."""
    return state.patterns.row(guess)[state.candidates]


def luck_score(state: GameState, guess: str, pattern: int, weights: np.ndarray | None = None) -> float:
    """Mid-rank percentile of the outcome that came: the share (by prior mass) of candidates
    whose feedback would have left more words, plus half the share leaving as many."""
    colours = outcomes(state, guess)
    w = np.ones(state.count) if weights is None else weights[state.candidates]
    _kinds, inverse, sizes = np.unique(colours, return_inverse=True, return_counts=True)
    left = sizes[inverse].astype(np.float64)
    left[colours == state.patterns.solved] = 0.0
    mine = 0.0 if pattern == state.patterns.solved else float(np.count_nonzero(colours == pattern))
    better = w[left > mine].sum() + 0.5 * w[left == mine].sum()
    return float(100 * better / w.sum())


def split(state: GameState, guess: str) -> list[tuple[str, list[str]]]:
    """The candidates grouped by the feedback ``guess`` would show, biggest group first; in a
    group the likeliest first under a prior (today's BIDDY before BHOOT), else alphabetically."""
    colours = outcomes(state, guess).tolist()
    words = state.candidate_words()
    chance = state.weights if state.weights is not None else np.zeros(len(words))  # one a candidate
    groups: dict[int, list[str]] = {}
    for i in sorted(range(len(words)), key=lambda i: (-chance[i], words[i])):
        groups.setdefault(colours[i], []).append(words[i])
    length = state.patterns.length
    return [
        (format_pattern(p, length), g) for p, g in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    ]
