"""The winnability search's positions with four or five guesses left in Python, hard mode: each
group a guess leaves is asked what is known of it before any group is searched, at four left in
the order the compiled loop asks (compiled_within._guesses), so that both count the same positions.

After a guess, each group of three or more is asked first what is known of it: the memo (a
lookup, not counted), then the groups proven lost with as many guesses left (``lost_three`` at
four left, ``lost_four`` at five; lost_groups.py says why a group holding one, under hints that
require as much, is lost too: a hit is a position, as a search of it would be). Only then are the
groups searched, largest first. One lost group refutes the guess whichever it is, so the answer
is the one the plain loop gives; the searches of earlier groups, often won, that a group known
lost made useless are saved (at five left, nyt2023's WUDUS: 486,000 positions to 364,000).
"""

from __future__ import annotations

import numpy as np

from .kernels import partition
from .lost_groups import LostGroups

FULL = 1 << 30  # the full pass's breadth (within_limit.EVERY): a failure at it is a proof
LOST_THREE = 5_000  # three-left groups proven lost kept (then the store starts again)


def after_known(search, S: np.ndarray, row: int, depth: int, hints: bytes, rows: np.ndarray) -> bool:
    """Whether every group guess ``row`` leaves of S (``depth`` guesses left: 4 or 5) is
    winnable with one fewer (``search``: a WithinLimit in hard mode; ``rows``: the guesses
    legal under ``hints``)."""
    left = depth - 1
    members, starts, patterns, _ = partition(search.matrix[row, S], S, search._ones[: len(S)], search.solved)
    groups = [
        (members[starts[k] : starts[k + 1]], search._child(hints, row, int(patterns[k])))
        for k in range(len(patterns))
        if starts[k + 1] - starts[k] > 2  # one or two words: found within two
    ]
    known = [search.memo.get((group.tobytes(), left, child)) for group, child in groups]
    if any(k is not None and k is not True and k >= search.breadth for k in known):
        return False
    store = search.lost_three if left == 3 else search.lost_four
    for (group, child), k in zip(groups, known, strict=True):
        if k is not True and store.holding(group, child):
            search._count_position()
            search.memo[(group.tobytes(), left, child)] = search.breadth
            return False
    for (group, child), k in zip(groups, known, strict=True):  # the store is as it was asked above
        if k is not True and not search._wins(group, left, child, rows, hints, asked=True):
            if left == 3 and search.breadth >= FULL:  # every guess tried: a proof, kept
                if len(search.lost_three) >= LOST_THREE:
                    search.lost_three = LostGroups(search.matrix, search.lost_three.child, LOST_THREE)
                search.lost_three.add(group.copy(), child)  # not a view that keeps its whole array
            return False  # (at five left, _wins keeps the lost four-left group itself)
    return True
