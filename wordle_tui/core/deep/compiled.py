"""The numba version of kernels.parts (imported only when numba is installed); compiled once
and cached next to this file (or in numba's user cache when the package is read-only)."""

import numpy as np
from numba import njit


@njit(cache=True, nogil=True)
def popcount(x):
    x = x - ((x >> np.uint64(1)) & np.uint64(0x5555555555555555))
    x = (x & np.uint64(0x3333333333333333)) + ((x >> np.uint64(2)) & np.uint64(0x3333333333333333))
    x = (x + (x >> np.uint64(4))) & np.uint64(0x0F0F0F0F0F0F0F0F)
    return (x * np.uint64(0x0101010101010101)) >> np.uint64(56)


@njit(cache=True, nogil=True)
def parts(by_answer, S, rows):
    """Distinct patterns (< 256) per guess of ``rows`` over the candidates ``S``."""
    count = rows.shape[0]
    bits = np.zeros((count, 4), np.uint64)
    for s in S:  # whole rows of the transposed matrix: sequential reads
        line = by_answer[s]
        for j in range(count):
            p = line[rows[j]]
            bits[j, p >> 6] |= np.uint64(1) << np.uint64(p & 63)
    out = np.empty(count, np.int64)
    for j in range(count):
        out[j] = popcount(bits[j, 0]) + popcount(bits[j, 1]) + popcount(bits[j, 2]) + popcount(bits[j, 3])
    return out


@njit(cache=True, nogil=True)
def partition(colours, S, w, solved):
    """Feedback groups of S (colours[i] is S[i]'s pattern), the solved one left out, largest
    first: (members grouped, group starts + end, each group's pattern, each group's floor
    2 W(G) - max w(G))."""
    count = np.zeros(256, np.int64)
    total = np.zeros(256, w.dtype)
    heaviest = np.zeros(256, w.dtype)
    for i in range(S.shape[0]):
        c = colours[i]
        count[c] += 1
        total[c] += w[i]
        heaviest[c] = max(heaviest[c], w[i])
    count[solved] = 0
    present = np.flatnonzero(count)
    patterns = present[np.argsort(-count[present], kind="mergesort")]
    starts = np.zeros(patterns.shape[0] + 1, np.int64)
    slot = np.zeros(256, np.int64)
    for k in range(patterns.shape[0]):
        starts[k + 1] = starts[k] + count[patterns[k]]
        slot[patterns[k]] = starts[k]
    members = np.empty(starts[-1], S.dtype)
    for i in range(S.shape[0]):
        c = colours[i]
        if c != solved:
            members[slot[c]] = S[i]
            slot[c] += 1
    floors = 2 * total[patterns] - heaviest[patterns]
    return members, starts, patterns, floors


@njit(cache=True, nogil=True)
def expand(by_answer, S, srows, rows, caps, member, w, heaviest, beta):
    """One position's guesses in one pass (kernels.expand_numpy states the contract).
    ``member`` is scratch, one zero per allowed word, and is left zeroed."""
    n = S.shape[0]
    loose = 3 * w.sum() - 2 * w.max()
    count = rows.shape[0]
    live = np.empty(count, np.int64)
    found = 0
    for j in range(count):  # a guess with at most c parts costs at least 3W - 2 max w - (c heaviest)
        if loose - heaviest[min(caps[j], n)] < beta:
            live[found] = j
            found += 1
    bits = np.zeros((found, 4), np.uint64)
    for s in S:
        line = by_answer[s]
        for k in range(found):
            p = line[rows[live[k]]]
            bits[k, p >> 6] |= np.uint64(1) << np.uint64(p & 63)
    for i in range(n):
        member[srows[i]] = i + 1
    child_caps = np.minimum(caps, n)
    keep = np.zeros(found, np.bool_)
    cand_parts = np.empty(found, np.int64)
    cand_weight = np.zeros(found, w.dtype)
    cand_bound = np.empty(found, w.dtype)
    total = 3 * w.sum()
    for k in range(found):
        parts = popcount(bits[k, 0]) + popcount(bits[k, 1]) + popcount(bits[k, 2]) + popcount(bits[k, 3])
        child_caps[live[k]] = parts
        position = member[rows[live[k]]]
        inside = 1 if position > 0 else 0
        if position > 0:
            cand_weight[k] = w[position - 1]
        cand_parts[k] = parts
        cand_bound[k] = total - 2 * cand_weight[k] - heaviest[parts - inside]
        keep[k] = parts > 1 and cand_bound[k] < beta
    for i in range(n):
        member[srows[i]] = 0
    splits = child_caps > 1
    chosen = live[:found][keep]
    return (rows[splits], child_caps[splits], rows[chosen], cand_parts[keep], cand_weight[keep] > 0,
            cand_bound[keep])
