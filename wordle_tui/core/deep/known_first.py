"""The winnability search's four-left positions in Python, hard mode, asked in the order the
compiled loop asks them (compiled_within._guesses), so that both count the same positions.

After a guess, each group of three or more is asked first what is known of it: the memo (a
lookup, not counted), then the three-left groups proven lost (``lost_three``; lost_groups.py
says why a group holding one, under hints that require as much, is lost too: a hit is a
position, as a search of it would be). Only then are the groups searched, largest first. One
lost group refutes the guess whichever it is, so the answer is the one the plain loop gives;
the searches of earlier groups, often won, that a group known lost made useless are saved.
"""

from __future__ import annotations

import numpy as np

from .kernels import partition
from .lost_groups import LostGroups

LEFT = 3  # guesses left for the groups a four-left guess leaves
FULL = 1 << 30  # the full pass's breadth (within_limit.EVERY): a failure at it is a proof
LOST_THREE = 5_000  # three-left groups proven lost kept (then the store starts again)


def after_four(search, S: np.ndarray, row: int, hints: bytes, rows: np.ndarray) -> bool:
    """Whether every group guess ``row`` leaves of S (four guesses left) is winnable with three
    (``search``: a WithinLimit in hard mode; ``rows``: the guesses legal under ``hints``)."""
    members, starts, patterns, _ = partition(search.matrix[row, S], S, search._ones[: len(S)], search.solved)
    groups = [
        (members[starts[k] : starts[k + 1]], search._child(hints, row, int(patterns[k])))
        for k in range(len(patterns))
        if starts[k + 1] - starts[k] > 2  # one or two words: found within two
    ]
    known = [search.memo.get((group.tobytes(), LEFT, child)) for group, child in groups]
    if any(k is not None and k is not True and k >= search.breadth for k in known):
        return False
    for (group, child), k in zip(groups, known, strict=True):
        if k is not True and search.lost_three.holding(group, child):
            search._count_position()
            search.memo[(group.tobytes(), LEFT, child)] = search.breadth
            return False
    for (group, child), k in zip(groups, known, strict=True):
        if k is not True and not search._wins(group, LEFT, child, rows, hints):
            if search.breadth >= FULL:  # every guess tried: a proof, kept
                if len(search.lost_three) >= LOST_THREE:
                    search.lost_three = LostGroups(search.matrix, search.lost_three.child, LOST_THREE)
                search.lost_three.add(group.copy(), child)  # not a view that keeps its whole array
            return False
    return True
