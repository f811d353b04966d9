"""What splits a group apart with three guesses left (numba; compiled_last_two's helpers):
a scan of the guesses for one that gives each member of a group its own feedback, what such a
scan learnt kept for later guesses leaving the same group, and hard mode's check of a listed
splitter against the hints a guess revealed."""

import numpy as np
from numba import njit

from ..kernel_cache import fresh
from .compiled_shared_splitters import CANDIDATE

fresh(__file__)

NO_SPLITTER, OUTSIDER = -1, -2  # no guess splits a group apart; only a non-candidate does
MANY = -3  # learn: more than ``keep`` non-candidates split the group apart (not listed)
FEW = 16  # non-candidate splitters listed per group in hard mode, each checked against the hints


@njit(cache=True, nogil=True)
def splits_apart(by_answer, S, idx, m, r, bits):
    """Does guess row ``r`` give each of the m candidates S[idx[:m]] its own feedback? (A scan
    of many guesses for one group reads m rows of ``by_answer``, answers x guesses.)"""
    bits[:] = 0
    for t in range(m):
        p = by_answer[S[idx[t]], r]
        word, bit = p >> 6, np.uint64(1) << np.uint64(p & 63)
        if bits[word] & bit:
            return False
        bits[word] |= bit
    return True


@njit(cache=True, nogil=True)
def meets_step(codes, counts, r, guess, colours, length):
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
def decode(c, colours):
    for i in range(colours.shape[0]):
        colours[i] = c % 3
        c //= 3


@njit(cache=True, nogil=True)
def outsider(by_answer, S, group, m, bits, child_rows, child_caps, g, c, codes, counts, colours):
    """Hard mode: OUTSIDER when a guess of ``child_rows`` allowed after ``g`` showed ``c``
    gives each member of ``group`` its own feedback, else NO_SPLITTER."""
    length = codes.shape[1]
    decode(c, colours)
    for j in range(child_rows.shape[0]):
        r = child_rows[j]
        if child_caps[j] < m:
            break  # ceilings descend: no later guess has parts enough to split the group apart
        if not meets_step(codes, counts, r, g, colours, length):
            continue
        if splits_apart(by_answer, S, group, m, r, bits):
            return OUTSIDER
    return NO_SPLITTER


@njit(cache=True, nogil=True)
def learn(by_answer, S, srows, w, group, m, bits, child_rows, child_caps, outs, used, keep):
    """What a group's splitters are, whatever guess left it (one call: ``child_rows`` fixed):
    the heaviest candidate splitting it apart (its index in S: candidates are always legal),
    else NO_SPLITTER, MANY, or the start in ``outs`` of the (at most ``keep``) non-candidates
    that split it (stored as a count, then the rows; hard mode checks them against each
    guess's hints). Returns (that value, encoded as -4 - start for a list, outs, used)."""
    found = NO_SPLITTER
    for k in range(m):  # candidates are always legal, even in hard mode
        i = group[k]
        if (found < 0 or w[i] > w[found]) and splits_apart(by_answer, S, group, m, srows[i], bits):
            found = i
    if found >= 0:
        return found, outs, used
    start, n = used, 0
    for j in range(child_rows.shape[0]):
        if child_caps[j] < m:
            break  # ceilings descend: no later guess has parts enough to split the group apart
        if splits_apart(by_answer, S, group, m, child_rows[j], bits):
            if n == keep:
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
def recall_local(value, outs, g, c, hard, codes, counts, colours):
    """The splitter learn's ``value`` gives after ``g`` showed ``c``: an index in S,
    OUTSIDER (a listed non-candidate is allowed there), or NO_SPLITTER; MANY is not decided."""
    if value >= NO_SPLITTER:
        return value
    if not hard:
        return OUTSIDER  # every listed row may be played
    if value == MANY:
        return MANY
    decode(c, colours)
    start = -4 - value
    for j in range(start + 1, start + 1 + outs[start]):
        if meets_step(codes, counts, outs[j], g, colours, codes.shape[1]):
            return OUTSIDER
    return NO_SPLITTER


@njit(cache=True, nogil=True)
def find_shared(value, rows, legal, group, g, c, hard, codes, counts, colours):
    """The splitter a value of the store (compiled_shared_splitters.py, its list in ``rows``)
    gives after ``g`` showed ``c``: ``group[0]`` for a candidate (each answer weighs one),
    OUTSIDER when a listed word is legal here (in ``legal``, the call's guesses, and then after
    ``g``), else NO_SPLITTER; MANY is not decided in hard mode. In normal mode every guess
    may be played, so a listed or MANY splitter is OUTSIDER (outsider() would read the letter
    codes normal mode passes as one empty row: out of bounds)."""
    if value == CANDIDATE:
        return group[0]
    if value == MANY and not hard:
        return OUTSIDER
    if value < 0:
        return value  # NO_SPLITTER or MANY
    if hard:
        decode(c, colours)
    for j in range(value + 1, value + 1 + rows[value]):
        r = rows[j]
        if legal[r] and (not hard or meets_step(codes, counts, r, g, colours, codes.shape[1])):
            return OUTSIDER
    return NO_SPLITTER
