"""The numba kernel that finishes a position with three guesses left (kernels.last_two), kept
apart from compiled.py's counting kernels; imported only when numba is installed."""

import numpy as np
from numba import njit


@njit(cache=True, nogil=True)
def _splits_apart(by_answer, S, idx, m, r, bits):
    """Does guess row ``r`` give each of the m candidates S[idx[:m]] its own feedback?"""
    bits[:] = 0
    for t in range(m):
        p = by_answer[S[idx[t]], r]
        word, bit = p >> 6, np.uint64(1) << np.uint64(p & 63)
        if bits[word] & bit:
            return False
        bits[word] |= bit
    return True


@njit(cache=True, nogil=True)
def _meets_step(codes, counts, r, guess, colours, length):
    """Hard mode: does row ``r`` keep the greens and reuse the letters ``guess`` revealed?"""
    for i in range(length):
        if colours[i] == 2 and codes[r, i] != codes[guess, i]:
            return False
    for i in range(length):
        if colours[i] != 0:
            letter = codes[guess, i]
            shown = 0
            for k in range(length):
                if codes[guess, k] == letter and colours[k] != 0:
                    shown += 1
            if counts[r, letter] < shown:
                return False
    return True


@njit(cache=True, nogil=True)
def last_two(by_answer, S, srows, w, rows, bounds, child_rows, child_caps, beta, hard, codes, counts, solved):
    """A position with three guesses left, searched to the end in one pass: the guesses
    ``rows`` are tried in order (``bounds`` ascending) and every feedback group of three or more
    must then be split into singletons by one guess its hints allow (hard mode), preferring the
    heaviest candidate. Returns (best total < beta, its row) or (beta, -1)."""
    n = S.shape[0]
    length = codes.shape[1]
    total_weight = w.sum()
    count = np.zeros(256, np.int64)
    start = np.zeros(257, np.int64)
    idx = np.empty(n, np.int64)
    bits = np.zeros(4, np.uint64)
    colours = np.zeros(length, np.int64)
    best, best_row = beta, -1
    for t in range(rows.shape[0]):
        if bounds[t] >= best:
            break
        g = rows[t]
        count[:] = 0
        for i in range(n):
            count[by_answer[S[i], g]] += 1
        for c in range(256):
            start[c + 1] = start[c] + count[c]
        fill = start[:256].copy()
        for i in range(n):
            c = by_answer[S[i], g]
            idx[fill[c]] = i
            fill[c] += 1
        total = total_weight
        for c in range(256):  # every group at its floor 2 W - max w first
            if count[c] == 0 or c == solved:
                continue
            weight, heaviest = w[idx[start[c]]] * 0, w[idx[start[c]]] * 0
            for k in range(start[c], start[c + 1]):
                weight += w[idx[k]]
                heaviest = max(heaviest, w[idx[k]])
            total += 2 * weight - heaviest
        for c in range(256):
            if total >= best:
                break
            m = count[c]
            if m < 3 or c == solved:
                continue
            group = idx[start[c] : start[c + 1]]
            heaviest, perfect = w[group[0]] * 0, w[group[0]] * 0 - 1
            for k in range(m):
                heaviest = max(heaviest, w[group[k]])
            for k in range(m):  # candidates are always legal, even in hard mode
                if w[group[k]] > perfect and _splits_apart(by_answer, S, group, m, srows[group[k]], bits):
                    perfect = w[group[k]]
            if perfect < 0 and hard:
                p = c
                for i in range(length):
                    colours[i] = p % 3
                    p //= 3
            if perfect < 0:
                for j in range(child_rows.shape[0]):
                    r = child_rows[j]
                    if child_caps[j] < m or (hard and not _meets_step(codes, counts, r, g, colours, length)):
                        continue
                    if _splits_apart(by_answer, S, group, m, r, bits):
                        perfect = w[group[0]] * 0
                        break
            if perfect < 0:
                total = best  # no guess finishes this group in one: refuted
                break
            total += heaviest - perfect  # from the floor 2 W - max w to 2 W - w(splitter)
        if total < best:
            best, best_row = total, g
    return best, best_row
