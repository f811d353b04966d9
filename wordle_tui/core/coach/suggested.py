"""The suggestions' #1 in the review (issue 19): the app's default strategy ranks by the
suggestions' ``guesses`` column, the lookahead estimate one guess ahead, while the coach uses
the deep search's exact figure wherever it proves one. Where the two disagree, the guess the
app put first is not called a mistake: it scores 99 on the suggestions' own figure, and the
verdict says which measure each uses (the exact figures are still shown). Where both use the
estimate, they can still disagree on safety: the coach checks its best alone, the suggestions
check the ten they show together (one memo), which decides more; where theirs mark the coach's
best can lose, their #1 scores 99 too. And where the suggestions found no guess that always
finishes in time, their #1 can lose: it scores 99 both where the coach's best can lose as well
(compared as lost.py says) and where the coach's search found a guess that always finishes.
"""

from __future__ import annotations

import math
import threading
from typing import TYPE_CHECKING, Protocol

import numpy as np

from ..game.state import GameState
from ..solve.solver import SHOWN, Solver
from .costs import ESTIMATE_ERROR, Cost

if TYPE_CHECKING:
    from .review import StepReview

STRATEGY = "guesses"  # the app's default strategy: its ranking is the suggestions' guesses column
TOP = SHOWN  # as many as the app's panel and `suggest` show: the safety checks look at these


class Estimates(Protocol):
    def estimate_words(self, state: GameState, guesses: list[str]) -> np.ndarray: ...


def first_suggestion(
    oracle: Estimates,
    state: GameState,
    guess: str,
    mine: Cost,
    best: Cost,
    cancel: threading.Event | None = None,
) -> float | None:
    """The suggestions' figure for ``guess`` when it is their #1 in ``state`` and the coach
    scores it below the best: by a figure of its own (exact), or by the same estimate where the
    suggestions' safety check marks the coach's best can lose (checked beside the others
    shown, it is decided where the coach's check of it alone was not), or where it can lose
    and the suggestions found no guess that does not; else None."""
    if guess == best.guess:
        return None
    if math.isinf(mine.expected):  # it can lose where the coach found a guess that finishes
        shown = Solver(STRATEGY).suggest(state, top=TOP, cancel=cancel)
        if not shown or shown[0].guess != guess or not shown[0].can_lose or shown[0].guesses is None:
            return None
        return float(shown[0].guesses)  # their #1 can lose: so can all they show
    exact = mine.exact or best.exact
    if exact:
        ours, theirs = oracle.estimate_words(state, [guess, best.guess])
        if ours > theirs + 1e-6:  # (float noise: the subgame renormalises the prior)
            return None  # the estimate prefers the coach's best too: not the suggestions' #1 (cheap test)
    # Ranked as the panel ranks (its safety checks too), on the game's own position.
    first = Solver(STRATEGY).suggest(state, top=TOP, cancel=cancel)
    if not first or first[0].guess != guess or first[0].guesses is None:
        return None
    if first[0].can_lose and not best.loses:
        return None  # the coach's best finishes in time, and theirs is not known to (not this rule)
    if not exact and best.guess not in {s.guess for s in first if s.can_lose}:
        return None  # two estimates, and nothing the suggestions know against the coach's best
    return float(first[0].guesses)


def note(step: StepReview) -> str:
    """The verdict's words for a step scored on the suggestions' figure: which measure each uses."""
    if math.isinf(step.mine.expected):
        return (
            f"step {step.number}: {step.guess.upper()} was the suggestions' #1, so it scores 99; every "
            f"guess they showed can lose, and the coach's search found {step.best.guess.upper()}, which "
            f"always finishes in the rows left ({step.best.expected:.2f})"
        )
    if not (step.best.exact or step.mine.exact):
        return (
            f"step {step.number}: {step.guess.upper()} was the suggestions' #1, so it scores 99; the "
            f"coach's best by the same estimate, {step.best.guess.upper()}, can lose (the suggestions' "
            "safety check proves it)"
        )
    # The exact figures are information, not a fault: the player did what the app suggested.
    said = (
        f"step {step.number}: {step.guess.upper()} was the suggestions' #1 ({step.suggested:.2f}~ by "
        "their estimate one guess ahead), so it scores 99; looking further ahead, the exact search "
        f"rates {step.best.guess.upper()} {step.best.expected:.2f} and {step.guess.upper()} "
        f"{step.mine.expected:.2f}"
    )
    missed = step.mine.expected - step.suggested if step.mine.exact and step.suggested is not None else 0.0
    # Rare, and said where it happens: the estimate does not see that the rows left after a
    # guess can rule out playing the likeliest word next (docs/coach.md).
    return said + (f" (the estimate missed by {missed:.2f})" if missed > ESTIMATE_ERROR else "")
