"""The numba kernel behind first_group.py (imported only when numba is installed)."""

import numpy as np
from numba import njit

from ..kernel_cache import fresh

fresh(__file__)


@njit(cache=True, nogil=True)
def largest_groups(by_guess, S, rows, solved, codes, hints):
    """For each guess of ``rows``: the pattern of its largest feedback group over S, the solved
    one left out (ties: the lowest pattern, as compiled.partition orders them), its size, its
    members in S's order, every guess's one after the other, and the hard-mode ``hints`` after
    the guess showed that pattern (one row each, none without hints): the memo's key for the
    group, without Python computing it guess by guess. ``by_guess``: the pattern matrix,
    guesses x answers, patterns below 256; ``codes``: the guesses' letter codes."""
    count = np.zeros(256, np.int64)
    patterns = np.empty(rows.shape[0], np.int64)
    sizes = np.empty(rows.shape[0], np.int64)
    for j in range(rows.shape[0]):
        line = by_guess[rows[j]]
        for i in range(S.shape[0]):
            count[line[S[i]]] += 1
        count[solved] = 0
        best, size = 0, 0
        for i in range(S.shape[0]):
            c = line[S[i]]
            if count[c] > size or (count[c] == size and c < best):
                best, size = c, count[c]
        for i in range(S.shape[0]):  # only the patterns seen are reset
            count[line[S[i]]] = 0
        patterns[j], sizes[j] = best, size
    members = np.empty(sizes.sum(), S.dtype)
    end = 0
    for j in range(rows.shape[0]):
        if sizes[j] == 0:
            continue  # every candidate solved by this guess: no group (best is no pattern seen)
        line = by_guess[rows[j]]
        for i in range(S.shape[0]):
            if line[S[i]] == patterns[j]:
                members[end] = S[i]
                end += 1
    return patterns, sizes, members, _children(codes, rows, patterns, hints)


@njit(cache=True, nogil=True)
def _children(codes, rows, patterns, hints):
    """``hints`` after each guess of ``rows`` showed its pattern, as hard.HardRules.child: greens
    in place (letter code + 1), then the copies of each letter not shown grey, each byte the
    larger of the two."""
    length = codes.shape[1]
    children = np.empty((rows.shape[0], hints.shape[0]), np.uint8)
    if hints.shape[0] == 0:
        return children  # normal mode: no hints
    for j in range(rows.shape[0]):
        children[j] = hints
        shown = np.zeros(hints.shape[0], np.uint8)
        pattern = patterns[j]
        for i in range(length):
            colour, letter = pattern % 3, codes[rows[j], i]
            pattern //= 3
            if colour == 2:
                shown[i] = letter + 1
            if colour != 0:
                shown[length + letter] += 1
        for k in range(hints.shape[0]):
            children[j, k] = max(children[j, k], shown[k])
    return children
