"""Cheap proofs that a guess can lose: search a small trap inside the candidates, not all of them.

Finishing every candidate of a set S in time is harder than finishing those of any subset T of S
under the same hints: a play for S, followed only by the answers of T, is a play for T (hard mode's
rules depend on the feedback, which is the same for an answer of T in either game). So when the
exact search proves that T cannot always be finished in time after a guess (or at all), the same
holds for S: an exact verdict, found by a search over a few words instead of hundreds.

The subsets tried are the traps of hard mode: a family of candidates equal in every position but
one (BATCH CATCH HATCH ...). After a guess, first the family members each of its feedbacks keeps
together, where they outnumber the rows after it, then the position's largest families and their
union. They are tried within a fixed number of positions searched (effort, never seconds:
the same answer everywhere).
"""

from __future__ import annotations

import threading

import numpy as np

from ..deep.families import families as word_families
from ..deep.within_limit import WithinLimit
from ..game.feedback import GREY, decode
from ..game.state import GameState

FAMILIES = 3  # the largest families tried, one by one, then all of them together
TRAP_NODES = 2_000  # positions each search of a trap may examine


def families(state: GameState, smallest: int) -> list[np.ndarray]:
    """The candidates' families (equal but in one position) of at least ``smallest`` words,
    largest first (ties: the earlier in the word list), as sorted candidate indices."""
    return word_families(state.patterns.words.answer_codes, state.candidates, smallest)


def traps(found: list[np.ndarray]) -> list[np.ndarray]:
    """The subsets worth searching among the families ``found`` (largest first): the FAMILIES
    largest, then their union."""
    chosen = found[:FAMILIES]
    if len(chosen) > 1:
        chosen.append(np.unique(np.concatenate(chosen)))
    return chosen


def kept_together(here: GameState, guess: str, found: list[np.ndarray], smallest: int) -> list[np.ndarray]:
    """The traps ``guess`` leaves: for each feedback it gives, the members of the families
    ``found`` that get it (a family's part, or several families' parts together), where they are
    ``smallest`` or more: the most hinted first (each green or yellow tile is a letter every
    later hard-mode guess must spend a place on), then the largest. A group that can be finished
    is mostly shown so in a few positions, so all of them are tried.

    The position's own largest families need not be these. After SALET bbbbb in hard mode, with
    four rows left after the guess: CORNU keeps ?OUND's six together (O and N green, U yellow),
    and CURIO's ?U??? group holds 59 words of families, a loss the search shows in a few hundred
    positions. The position's three largest families (?OBBY, ?UDDY, ?IPPY) and their union
    showed neither."""
    if not found:
        return []
    members = np.unique(np.concatenate(found))
    values, inverse, counts = np.unique(
        here.patterns.row(guess)[members], return_inverse=True, return_counts=True
    )
    length, solved = here.patterns.length, here.patterns.solved
    groups = [
        (-sum(c != GREY for c in decode(int(values[k]), length)), -int(counts[k]), k)
        for k in np.flatnonzero((counts >= smallest) & (values != solved)).tolist()
    ]
    return [members[inverse.ravel() == k] for *_, k in sorted(groups)]


def only(here: GameState, members: np.ndarray) -> GameState:
    """``here`` with only ``members`` (indices of here's own game) left possible."""
    return GameState(here.patterns, members, here.steps, here.hard, here.limit)


def guess_loses(
    search: WithinLimit,
    here: GameState,
    guess: str,
    subsets: list[np.ndarray],
    cancel: threading.Event | None = None,
) -> bool:
    """True when some subset cannot always be finished in time after ``guess``: an exact proof
    that ``guess`` can lose (False: not shown this way; it may still lose)."""
    return any(search.after(only(here, s), guess, TRAP_NODES, cancel) is False for s in subsets)


def position_lost(
    search: WithinLimit, here: GameState, subsets: list[np.ndarray], cancel: threading.Event | None = None
) -> bool:
    """True when some family cannot be finished in time whatever is guessed: then neither can
    the candidates, and every guess can lose. The families alone: their union is a costly search
    on a large position, where it seldom proved a loss (after a guess it does: guess_loses)."""
    return any(search.wins(only(here, s), TRAP_NODES, cancel) is False for s in subsets[:FAMILIES])
