"""The numba kernel that finishes a position with three guesses left (kernels.last_two), kept
apart from compiled.py's counting kernels; imported only when numba is installed."""

import numpy as np
from numba import njit, types
from numba.typed import Dict

NO_SPLITTER, OUTSIDER = -1, -2  # no guess splits a group apart; only a non-candidate does
MEMO_LIMIT = 4_000_000  # groups remembered per search (about 200 MB at most)


def splitter_memo():
    """An empty memo of groups: 128-bit key (a sum of random per-answer keys) -> the answer
    index of the heaviest candidate splitting the group apart, or NO_SPLITTER / OUTSIDER."""
    return Dict.empty(key_type=types.UniTuple(types.uint64, 2), value_type=types.int64)


@njit(cache=True, nogil=True)
def _splits_apart(by_guess, S, idx, m, r, bits):
    """Does guess row ``r`` give each of the m candidates S[idx[:m]] its own feedback?"""
    bits[:] = 0
    for t in range(m):
        p = by_guess[r, S[idx[t]]]
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
def _splitter(
    by_guess, S, srows, w, group, m, bits, child_rows, child_caps, g, c, hard, codes, counts, colours
):
    """Index in S of the heaviest candidate of ``group`` that gives each member its own
    feedback, else OUTSIDER when another guess does (allowed after ``g`` showed pattern ``c``,
    hard mode), else NO_SPLITTER."""
    found = NO_SPLITTER
    for k in range(m):  # candidates are always legal, even in hard mode
        i = group[k]
        if (found < 0 or w[i] > w[found]) and _splits_apart(by_guess, S, group, m, srows[i], bits):
            found = i
    if found >= 0:
        return found
    length = codes.shape[1]
    if hard:
        p = c
        for i in range(length):
            colours[i] = p % 3
            p //= 3
    for j in range(child_rows.shape[0]):
        r = child_rows[j]
        if child_caps[j] < m or (hard and not _meets_step(codes, counts, r, g, colours, length)):
            continue
        if _splits_apart(by_guess, S, group, m, r, bits):
            return OUTSIDER
    return NO_SPLITTER


@njit(cache=True, nogil=True)
def last_two(
    by_guess,
    S,
    srows,
    w,
    rows,
    bounds,
    child_rows,
    child_caps,
    beta,
    hard,
    codes,
    counts,
    solved,
    keys,
    weights,
    memo,
    remember,
):
    """A position with three guesses left, searched to the end in one pass: the guesses
    ``rows`` are tried in order (``bounds`` ascending) and every feedback group of three or more
    must then be split into singletons by one guess its hints allow (hard mode), preferring the
    heaviest candidate. Returns (best total < beta, its row) or (beta, -1). ``by_guess``:
    the pattern matrix, guesses x answers.

    With ``remember`` (normal mode, every word a guess) whether a group can be split apart, and
    by which candidate, depends on the group alone (every guess that could is in
    ``child_rows``), so the answer is kept in ``memo`` for the whole search under the group's key
    (sums of ``keys``, random 64-bit pairs per answer; ``weights``: every answer's weight). Groups are checked largest first: those are the
    ones no guess splits apart, which refute the guess soonest."""
    n = S.shape[0]
    length = codes.shape[1]
    total_weight = w.sum()
    count = np.zeros(256, np.int64)
    start = np.zeros(256, np.int64)
    fill = np.zeros(256, np.int64)
    seen = np.zeros(256, np.int64)
    present = 0
    idx = np.empty(n, np.int64)
    bits = np.zeros(4, np.uint64)
    colours = np.zeros(length, np.int64)
    big = np.empty(256, np.int64)
    best, best_row = beta, -1
    for t in range(rows.shape[0]):
        if bounds[t] >= best:
            break
        g = rows[t]
        line = by_guess[g]  # one guess's patterns, contiguous (the transposed matrix's column is not)
        for k in range(present):  # only the patterns the last guess counted are reset
            count[seen[k]] = 0
        present = 0
        for i in range(n):
            c = line[S[i]]
            if count[c] == 0:
                seen[present] = c
                present += 1
            count[c] += 1
        end = 0
        for k in range(present):
            c = seen[k]
            start[c] = fill[c] = end
            end += count[c]
        for i in range(n):
            c = line[S[i]]
            idx[fill[c]] = i
            fill[c] += 1
        total = total_weight
        groups = 0
        for k in range(present):  # every group at its floor 2 W - max w first
            c = seen[k]
            if c == solved:
                continue
            weight, heaviest = w[idx[start[c]]] * 0, w[idx[start[c]]] * 0
            for j in range(start[c], start[c] + count[c]):
                weight += w[idx[j]]
                heaviest = max(heaviest, w[idx[j]])
            total += 2 * weight - heaviest
            if count[c] >= 3:
                big[groups] = c
                groups += 1
        order = np.argsort(-count[big[:groups]], kind="mergesort")
        for o in range(groups):
            if total >= best:
                break
            c = big[order[o]]
            m = count[c]
            group = idx[start[c] : start[c] + m]
            heaviest = w[group[0]] * 0
            for k in range(m):
                heaviest = max(heaviest, w[group[k]])
            known = False
            key = (np.uint64(0), np.uint64(0))
            if remember:
                key_a, key_b = np.uint64(0), np.uint64(0)
                for k in range(m):
                    key_a += keys[S[group[k]], 0]
                    key_b += keys[S[group[k]], 1]
                key = (key_a, key_b)
                if key in memo:
                    answer, known = memo[key], True
            if known:  # remembered: an answer's index (or NO_SPLITTER), so its weight is global
                perfect = weights[answer] if answer >= 0 else heaviest * 0
            else:
                found = _splitter(
                    by_guess,
                    S,
                    srows,
                    w,
                    group,
                    m,
                    bits,
                    child_rows,
                    child_caps,
                    g,
                    c,
                    hard,
                    codes,
                    counts,
                    colours,
                )
                perfect = w[found] if found >= 0 else heaviest * 0
                answer = S[found] if found >= 0 else found
                if remember and len(memo) < MEMO_LIMIT:
                    memo[key] = answer
            if answer == NO_SPLITTER:
                total = best  # no guess finishes this group in one: refuted
                break
            total += heaviest - perfect  # from the floor 2 W - max w to 2 W - w(splitter)
        if total < best:
            best, best_row = total, g
    return best, best_row
