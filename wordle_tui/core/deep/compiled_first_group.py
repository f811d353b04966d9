"""The numba kernel behind first_group.py (imported only when numba is installed)."""

import numpy as np
from numba import njit


@njit(cache=True, nogil=True)
def largest_groups(by_guess, S, rows, solved):
    """For each guess of ``rows``: the pattern of its largest feedback group over S, the solved
    one left out (ties: the lowest pattern, as compiled.partition orders them), its size, and
    its members in S's order, every guess's one after the other (the memo's key for the group
    without a pass over S in Python). ``by_guess``: the pattern matrix, guesses x answers,
    patterns below 256."""
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
    return patterns, sizes, members
