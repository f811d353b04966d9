"""The winnability search's guesses at one position, most refuted before any is partitioned.

At a position with four or more guesses left, most guesses tried fail on their largest feedback
group, one the memo already holds as lost (the same group under the same hints, left by an
earlier guess or an earlier pass). Finding that group needs only its pattern and size, which
one compiled pass gives for many guesses at once, with the group's members (the memo's key:
no pass over S in Python for each guess); a guess refuted so is passed over without
partitioning S. The others go through the search's own `_after`, which meets the same memo
entries in the same order: the same answers, the same positions counted.
"""

from __future__ import annotations

import numpy as np

from ..lazy_import import compiled_module
from .known_first import after_known

_compiled = compiled_module(f"{__package__}.compiled_first_group")
FIRST = 16  # guesses measured at once, doubling: a win often comes among the first few


def largest_groups_numpy(by_guess, S, rows, solved, patterns, codes, hints):
    """For each guess of ``rows``: its largest group's pattern over S (solved left out; ties:
    the lowest pattern), its size (``patterns``: how many feedbacks there are), its members in
    S's order, every guess's one after the other, and the hard-mode ``hints`` after it (see
    compiled_first_group.largest_groups)."""
    colours = by_guess[np.ix_(rows, S)]
    block = colours.astype(np.int64) + (np.arange(len(rows)) * patterns)[:, None]
    counts = np.bincount(block.ravel(), minlength=len(rows) * patterns).reshape(len(rows), patterns)
    counts[:, solved] = 0
    best, sizes = counts.argmax(axis=1), counts.max(axis=1)
    inside = (colours == best[:, None]) & (sizes > 0)[:, None]
    members = np.broadcast_to(S, colours.shape)[inside]  # row by row, S's order
    return best, sizes, members, _children_numpy(codes, rows, best, hints)


def _children_numpy(codes, rows, patterns, hints):
    """compiled_first_group._children's hints after each guess (numpy)."""
    length = codes.shape[1]
    shown = np.zeros((len(rows), len(hints)), dtype=np.uint8)
    if not len(hints):
        return shown
    colours = (patterns[:, None] // 3 ** np.arange(length)) % 3
    letters = codes[rows].astype(np.int64)
    shown[:, :length] = np.where(colours == 2, letters + 1, 0)
    guess = np.broadcast_to(np.arange(len(rows))[:, None], colours.shape)
    np.add.at(shown, (guess[colours > 0], length + letters[colours > 0]), 1)
    return np.maximum(shown, hints)


def largest_groups(by_guess, S, rows, solved, patterns, codes, hints):
    """largest_groups_numpy's result, compiled when numba is installed (the members in S's
    dtype: the memo's keys are their bytes)."""
    if _compiled is not None and by_guess.dtype == np.uint8:
        return _compiled.largest_groups(by_guess, S, rows.astype(np.int64, copy=False), solved, codes, hints)
    return largest_groups_numpy(by_guess, S, rows, solved, patterns, codes, hints)


def any_after(search, S: np.ndarray, guesses: np.ndarray, depth: int, hints: bytes, rows: np.ndarray) -> bool:
    """``any(search._after(S, g, depth, hints, rows) for g in guesses)`` (``depth`` >= 3, so
    groups of two or fewer never decide), skipping the `_after` of a guess whose largest group
    the memo holds as lost at the breadth searched now (the lookup `_wins` makes first, under
    the same key, read just before the guess as `_wins` would: earlier guesses add entries)."""
    start, size = 0, FIRST
    count = 3**search.patterns.length
    memo, breadth, codes = search.memo, search.breadth, search.rules.codes
    now = np.frombuffer(hints, dtype=np.uint8)  # empty in normal mode: the children's are too
    while start < len(guesses):
        part = guesses[start : start + size]
        _, sizes, members, children = largest_groups(search.matrix, S, part, search.solved, count, codes, now)
        end = 0
        for j, (g, largest) in enumerate(zip(part.tolist(), sizes.tolist(), strict=True)):
            end += largest
            if largest > 2:
                known = memo.get((members[end - largest : end].tobytes(), depth - 1, children[j].tobytes()))
                if known is not None and known is not True and known >= breadth:
                    continue
            if search.hard and depth in (4, 5):  # known groups first (at 4: the compiled loop's order)
                if after_known(search, S, g, depth, hints, rows):
                    return True
            elif search._after(S, g, depth, hints, rows):
                return True
        start, size = start + size, 2 * size
    return False
