"""The review's verdict in words: how many moves were best, where luck was named, and each step
that needs a reason (no guess known to finish, a guess that can lose, the suggestions' #1),
in the game's order; one line each where there is room."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .costs import ESTIMATE_ERROR
from .lost import losing_note, lost_note
from .suggested import note

if TYPE_CHECKING:
    from .review import StepReview

LUCKY, UNLUCKY = 80, 20  # luck at or beyond these is named in the verdict


def verdict_parts(steps: Sequence[StepReview]) -> list[str]:
    """The verdict's parts, the moves' count first (a hard game's summary ran to 100 words in
    one sentence: the command line and the review screen give each its own line)."""
    if not steps:
        return ["no guesses to review"]
    optimal = sum(s.optimal for s in steps)
    first = sum(s.suggested is not None for s in steps)
    # The suggestions' #1 is counted with the best moves, and named as what it is (issue 19).
    also = " or the suggestions' #1" if first else ""
    parts = [f"{optimal + first} of {len(steps)} moves were optimal{also}"]
    lucky = [str(s.number) for s in steps if s.luck >= LUCKY and s.before > 1]
    unlucky = [str(s.number) for s in steps if s.luck <= UNLUCKY and s.before > 1]
    if lucky:
        parts.append(f"you were lucky at step{'s' if len(lucky) > 1 else ''} {', '.join(lucky)}")
    if unlucky:
        parts.append(f"unlucky at step{'s' if len(unlucky) > 1 else ''} {', '.join(unlucky)}")
    parts += lost_note(steps)
    parts += losing_note(steps)
    parts += [note(s) for s in steps if s.suggested is not None]
    if any(not s.exact for s in steps):
        parts.append(f"steps marked ~ are estimates (usually within {ESTIMATE_ERROR:.2f} guesses)")
    return parts
