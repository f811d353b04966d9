"""The hard-mode probe in one compiled pass (imported only when numba is installed): most_parts
over the parent's guesses, each tested against the hints only when the scan reaches it. Filtering
every guess first (hard.HardRules.restrict) cost as much as the counting, and the scan stops long
before the end of the list."""

import numpy as np
from numba import njit

from .compiled import _most_in_block


@njit(cache=True, nogil=True)
def _meets(r, codes, counts, present, need, greens, g, multi, m, hints):
    """Whether word ``r`` meets the hints that grew (as compiled.legal tests them)."""
    if present[r] & need != need:
        return False
    for t in range(g):
        if codes[r, greens[t]] != hints[greens[t]] - 1:
            return False
    for t in range(m):
        if counts[r, multi[t] - codes.shape[1]] < hints[multi[t]]:
            return False
    return True


@njit(cache=True, nogil=True)
def most_parts_legal(by_answer, S, srows, rows, caps, member, least, codes, counts, present, grew, hints):
    """compiled.most_parts over the guesses of ``rows`` that meet ``hints`` at the indices
    ``grew`` (the rows meet the rest already): the same maximum as filtering first."""
    length = codes.shape[1]
    need = np.uint32(0)
    greens = np.empty(length, np.int64)
    multi = np.empty(grew.shape[0], np.int64)
    g = m = 0
    for i in grew:
        if i < length:
            greens[g] = i
            g += 1
        elif hints[i] == 1:
            need |= np.uint32(1) << np.uint32(i - length)
        else:
            multi[m] = i
            m += 1
    n = S.shape[0]
    count = rows.shape[0]
    for i in range(n):
        member[srows[i]] = 1
    block = 64
    pending = np.empty(block, np.int64)
    bits = np.zeros((block, 4), np.uint64)
    best, size, j = least, 0, 0
    while True:
        done = j == count or min(caps[j], n) + 1 <= best
        if not done:
            r = rows[j]
            if min(caps[j], n) + member[r] > best and _meets(
                r, codes, counts, present, need, greens, g, multi, m, hints
            ):
                pending[size] = r
                size += 1
            j += 1
        if size == block or (done and size > 0):
            best = max(best, _most_in_block(by_answer, S, pending, size, bits, member, best))
            size = 0
        if done:
            break
    for i in range(n):
        member[srows[i]] = 0
    return best
