"""The numba kernel behind least_bound.py (imported only when numba is installed)."""

import numpy as np
from numba import njit

from ..kernel_cache import fresh
from .compiled import popcount

fresh(__file__)


@njit(cache=True, nogil=True)
def least_bound(by_answer, S, srows, rows, caps, member, w, heaviest, budget):
    """min over the guesses ``rows`` that split S of 3W - 2 w(g) [g in S] - heaviest[parts - [g in S]],
    or ``budget`` when none is below it. ``caps`` (parts in a superset of S) must not increase
    along ``rows``: a guess is counted only when its ceiling could beat the least found, and
    the scan stops once no ceiling left could. ``member`` is scratch, left zeroed."""
    n = S.shape[0]
    for i in range(n):
        member[srows[i]] = i + 1
    loose = (
        3 * w.sum() - 2 * w.max()
    )  # the least any guess with ceiling c could give: loose - heaviest[c - 1]
    top = 3 * w.sum()
    best = budget
    block = 64
    pending = np.empty(block, np.int64)
    bits = np.zeros((block, 4), np.uint64)
    size, j, count = 0, 0, rows.shape[0]
    while True:
        done = j == count or loose - heaviest[min(caps[j], n) - 1] >= best
        if not done:
            r, c = rows[j], min(caps[j], n)
            inside = 1 if member[r] > 0 else 0
            own = w[member[r] - 1] if inside else w[0] * 0
            if c > 1 and top - 2 * own - heaviest[c - inside] < best:
                pending[size] = r
                size += 1
            j += 1
        if size == block or (done and size > 0):
            bits[:size] = 0
            for s in S:
                line = by_answer[s]
                for k in range(size):
                    p = line[pending[k]]
                    bits[k, p >> 6] |= np.uint64(1) << np.uint64(p & 63)
            for k in range(size):
                parts = (
                    popcount(bits[k, 0]) + popcount(bits[k, 1]) + popcount(bits[k, 2]) + popcount(bits[k, 3])
                )
                position = member[pending[k]]
                inside = 1 if position > 0 else 0
                own = w[position - 1] if inside else w[0] * 0
                bound = top - 2 * own - heaviest[parts - inside]
                if parts > 1 and bound < best:
                    best = bound
            size = 0
        if done:
            break
    for i in range(n):
        member[srows[i]] = 0
    return best
