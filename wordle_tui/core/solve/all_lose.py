"""What to say when every suggestion shown can lose: said once under them, by the command line
and the app alike (each guess's figure there lifts the row limit, or on the last row is its
chance: measure.py), in wordings from the longest down for a panel to fit."""

from __future__ import annotations

from collections.abc import Sequence

from ..game.state import GameState
from .last_row import on_last_row
from .strategies import Suggestion


def all_lose_note(state: GameState, suggestions: Sequence[Suggestion]) -> tuple[str, ...]:
    """The note's wordings, longest first; none while some suggestion shown does not lose."""
    if not suggestions or not all(s.can_lose for s in suggestions):
        return ()
    if on_last_row(state):
        return (
            "the last row: only the answer can still win, so the likeliest come first "
            "(guesses: 2 less the chance, a loss counting one guess more)",
            "the last row: only the answer can still win, so the likeliest come first",
            "the last row: only the answer wins; the likeliest first",
            "the last row: the likeliest first",
        )
    limit = state.limit
    return (
        f"every guess shown can lose: after it some answers could not be found within {limit} "
        "guesses, and no guess that always can was found; their guesses figures lift that limit",
        f"every guess shown can lose (none found always finishes within {limit}); guesses lift that limit",
        f"all can lose: none found always wins within {limit}; guesses lift the limit",
        "every guess can lose; guesses lift the row limit",
    )
