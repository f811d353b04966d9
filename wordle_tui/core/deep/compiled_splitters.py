"""What splits a group of candidates apart (gives each its own feedback), for the finish of
compiled_last_two.py: a candidate of the group, else another guess its hints allow; and, for
one call of the finish, what was learnt of each group (the guess before it did not matter).
Imported only when numba is installed."""

import numpy as np
from numba import njit

NO_SPLITTER, OUTSIDER = -1, -2  # no guess splits a group apart; only a non-candidate does
MANY = -3  # one call's memo: more than FEW non-candidates split the group apart (not kept)
FEW = 16  # non-candidate splitters kept per group, each checked against a guess's hints


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
def splitter(
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
    return outsider(by_guess, S, group, m, bits, child_rows, child_caps, g, c, hard, codes, counts, colours)


@njit(cache=True, nogil=True)
def outsider(by_guess, S, group, m, bits, child_rows, child_caps, g, c, hard, codes, counts, colours):
    """OUTSIDER when a guess of ``child_rows`` allowed after ``g`` showed ``c`` (hard mode)
    gives each member of ``group`` its own feedback, else NO_SPLITTER."""
    length = codes.shape[1]
    if hard:
        _decode(c, colours)
    for j in range(child_rows.shape[0]):
        r = child_rows[j]
        if child_caps[j] < m:
            break  # ceilings descend: no later guess has parts enough to split the group apart
        if hard and not _meets_step(codes, counts, r, g, colours, length):
            continue
        if _splits_apart(by_guess, S, group, m, r, bits):
            return OUTSIDER
    return NO_SPLITTER


@njit(cache=True, nogil=True)
def _decode(c, colours):
    for i in range(colours.shape[0]):
        colours[i] = c % 3
        c //= 3


@njit(cache=True, nogil=True)
def learn(by_guess, S, srows, w, group, m, bits, child_rows, child_caps, outs, used):
    """What a group's splitters are, whatever guess left it (one call: ``child_rows`` fixed):
    the heaviest candidate splitting it apart (its index in S: candidates are always legal),
    else NO_SPLITTER, MANY, or the start in ``outs`` of the non-candidates that split it
    (stored as a count, then the rows; they are checked against each guess's hints). Returns
    (that value, encoded as -4 - start for a list, outs, used)."""
    found = NO_SPLITTER
    for k in range(m):
        i = group[k]
        if (found < 0 or w[i] > w[found]) and _splits_apart(by_guess, S, group, m, srows[i], bits):
            found = i
    if found >= 0:
        return found, outs, used
    start, n = used, 0
    for j in range(child_rows.shape[0]):
        if child_caps[j] < m:
            break  # as in outsider
        if _splits_apart(by_guess, S, group, m, child_rows[j], bits):
            if n == FEW:
                return MANY, outs, start
            if start + n + 2 > outs.shape[0]:
                grown = np.empty(2 * outs.shape[0] + FEW + 2, np.int64)
                grown[: outs.shape[0]] = outs
                outs = grown
            outs[start + 1 + n] = child_rows[j]
            n += 1
    if n == 0:
        return NO_SPLITTER, outs, start
    outs[start] = n
    return -4 - start, outs, start + n + 1


@njit(cache=True, nogil=True)
def recall(value, outs, g, c, hard, codes, counts, colours):
    """The splitter learn's ``value`` gives after ``g`` showed ``c``: an index in S,
    OUTSIDER (a listed non-candidate is allowed there), or NO_SPLITTER; MANY is not decided."""
    if value >= NO_SPLITTER:
        return value
    if not hard:
        return OUTSIDER  # every listed row may be played
    if value == MANY:
        return MANY
    _decode(c, colours)
    start = -4 - value
    for j in range(start + 1, start + 1 + outs[start]):
        if _meets_step(codes, counts, outs[j], g, colours, codes.shape[1]):
            return OUTSIDER
    return NO_SPLITTER
