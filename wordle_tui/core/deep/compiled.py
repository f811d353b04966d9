"""The numba versions of the kernels in kernels.py (imported only when numba is installed); compiled once
and cached next to this file (or in numba's user cache when the package is read-only)."""

import numpy as np
from numba import njit

from ..kernel_cache import fresh

fresh(__file__)


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
    ordered_rows, ordered_caps = by_ceiling(rows[splits], child_caps[splits], n)
    return (
        ordered_rows,
        ordered_caps,
        rows[chosen],
        cand_parts[keep],
        cand_weight[keep] > 0,
        cand_bound[keep],
    )


@njit(cache=True, nogil=True)
def legal(codes, counts, present, rows, grew, hints, length):
    """Which guesses of ``rows`` meet the hard-mode hints at ``grew`` (kernels.legal_numpy).
    ``present`` has bit k set when a word holds letter k: one test covers every letter needed
    once; greens and letters needed twice or more are checked one by one."""
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
    ok = np.ones(rows.shape[0], np.bool_)
    for j in range(rows.shape[0]):
        r = rows[j]
        if present[r] & need != need:
            ok[j] = False
            continue
        for t in range(g):
            if codes[r, greens[t]] != hints[greens[t]] - 1:
                ok[j] = False
                break
        for t in range(m):
            if counts[r, multi[t] - length] < hints[multi[t]]:
                ok[j] = False
                break
    return ok


@njit(cache=True, nogil=True)
def _most_in_block(by_answer, S, pending, size, bits, member, best):
    """The best parts + [in S] of the guesses pending[:size], or at most ``best``. S is read an
    eighth at a time, and a guess that could not beat ``best`` even if every candidate left
    gave it a new group is dropped (about 40% less counting, same maximum)."""
    n = S.shape[0]
    bits[:size] = 0
    step = max(8, n // 8)
    alive = size
    for first in range(0, n, step):
        last = min(n, first + step)
        for t in range(first, last):
            line = by_answer[S[t]]
            for k in range(alive):
                p = line[pending[k]]
                bits[k, p >> 6] |= np.uint64(1) << np.uint64(p & 63)
        k = 0
        while k < alive:
            found = popcount(bits[k, 0]) + popcount(bits[k, 1]) + popcount(bits[k, 2]) + popcount(bits[k, 3])
            if found + (n - last) + member[pending[k]] <= best:  # move the last alive guess here
                alive -= 1
                pending[k] = pending[alive]
                bits[k, :] = bits[alive, :]
            else:
                k += 1
        if alive == 0:
            break
    for k in range(alive):  # every candidate read: the counts are exact
        found = popcount(bits[k, 0]) + popcount(bits[k, 1]) + popcount(bits[k, 2]) + popcount(bits[k, 3])
        best = max(best, found + member[pending[k]])
    return best


@njit(cache=True, nogil=True)
def most_parts(by_answer, S, srows, rows, caps, member, least):
    """The most feedback groups any guess of ``rows`` gives S, counting a candidate's own
    all-green group as one more (max of parts + [guess in S]), or ``least`` when none beats it.
    ``caps`` (parts in a superset of S, so at least the parts here) must not increase along
    ``rows``: guesses are counted a block at a time in that order, and counting stops when no
    ceiling left could beat the best found. Same maximum as counting every guess, usually for
    far fewer. ``member`` is scratch, one zero per allowed word, and is left zeroed."""
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
            if min(caps[j], n) + member[rows[j]] > best:
                pending[size] = rows[j]
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


@njit(cache=True, nogil=True)
def by_ceiling(rows, caps, n):
    """``rows`` and ``caps`` reordered by ceiling (caps at most n), highest first, stably."""
    bucket = np.zeros(n + 2, np.int64)
    for j in range(caps.shape[0]):
        bucket[n - caps[j] + 1] += 1
    for c in range(1, n + 2):
        bucket[c] += bucket[c - 1]
    out_rows = np.empty_like(rows)
    out_caps = np.empty_like(caps)
    for j in range(caps.shape[0]):
        slot = bucket[n - caps[j]]
        bucket[n - caps[j]] += 1
        out_rows[slot] = rows[j]
        out_caps[slot] = caps[j]
    return out_rows, out_caps


@njit(cache=True, nogil=True)
def ranked(by_answer, S, rows, grew, hints, codes, counts, present, length):
    """A position's guesses in one call (kernels.ranked): ``rows`` kept to those legal under
    ``hints`` (checked at ``grew`` alone; none grew: all kept), then ordered by parts over S,
    most first and stably, with their parts."""
    if grew.shape[0] > 0:
        rows = rows[legal(codes, counts, present, rows, grew, hints, length)]
    found = parts(by_answer, S, rows)
    ordered, ordered_parts = by_ceiling(rows, found, S.shape[0])
    return rows, ordered, ordered_parts
