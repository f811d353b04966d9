"""The winnability search's guesses at one position, most refuted before any is partitioned.

At a position with four or more guesses left, most guesses tried fail on their largest feedback
group, one the memo already holds as lost (the same group under the same hints, left by an
earlier guess or an earlier pass). Finding that group needs only its pattern and size, which
one compiled pass gives for many guesses at once; a guess refuted so is passed over without
partitioning S. The others go through the search's own `_after`, which meets the same memo
entries in the same order: the same answers, the same positions counted.
"""

from __future__ import annotations

import numpy as np

from ..lazy_import import compiled_module

_compiled = compiled_module(f"{__package__}.compiled_first_group")
FIRST = 16  # guesses measured at once, doubling: a win often comes among the first few


def largest_groups_numpy(by_guess, S, rows, solved, patterns):
    """For each guess of ``rows``: its largest group's pattern over S (solved left out; ties:
    the lowest pattern) and size (``patterns``: how many feedbacks there are)."""
    block = by_guess[np.ix_(rows, S)].astype(np.int64) + (np.arange(len(rows)) * patterns)[:, None]
    counts = np.bincount(block.ravel(), minlength=len(rows) * patterns).reshape(len(rows), patterns)
    counts[:, solved] = 0
    return counts.argmax(axis=1), counts.max(axis=1)


def largest_groups(by_guess, S, rows, solved, patterns):
    """largest_groups_numpy's result, compiled when numba is installed."""
    if _compiled is not None and by_guess.dtype == np.uint8:
        return _compiled.largest_groups(
            by_guess, S.astype(np.int64, copy=False), rows.astype(np.int64, copy=False), solved
        )
    return largest_groups_numpy(by_guess, S, rows, solved, patterns)


def any_after(search, S: np.ndarray, guesses: np.ndarray, depth: int, hints: bytes, rows: np.ndarray) -> bool:
    """``any(search._after(S, g, depth, hints, rows) for g in guesses)`` (``depth`` >= 3, so
    groups of two or fewer never decide), skipping the `_after` of a guess whose largest group
    the memo holds as lost at the breadth searched now."""
    start, size = 0, FIRST
    count = 3**search.patterns.length
    while start < len(guesses):
        part = guesses[start : start + size]
        patterns, sizes = largest_groups(search.matrix, S, part, search.solved, count)
        for g, pattern, largest in zip(part.tolist(), patterns.tolist(), sizes.tolist(), strict=True):
            if largest > 2 and _known_lost(search, S, g, pattern, depth, hints):
                continue
            if search._after(S, g, depth, hints, rows):
                return True
        start, size = start + size, 2 * size
    return False


def _known_lost(search, S: np.ndarray, g: int, pattern: int, depth: int, hints: bytes) -> bool:
    """Whether the memo holds guess ``g``'s group of ``pattern`` as lost at the current breadth
    (the lookup `_wins` makes first, under the same key)."""
    group = S[search.matrix[g, S] == pattern]
    child = search.rules.child(hints, g, pattern) if search.hard else b""  # as search._child
    known = search.memo.get((group.tobytes(), depth - 1, child))
    return known is not None and known is not True and known >= search.breadth
