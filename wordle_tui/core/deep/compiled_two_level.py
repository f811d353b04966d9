"""The numba version of the two-level bound's inner loop (two_level.py; imported only when numba is
installed): for one group G, the least over its next guesses h of W(G) + the probes of h's groups,
in one call. The Python loop it replaces spent two thirds of its time around the counting (a
partition, a hints merge, a legality filter and a memo lookup per group of every guess); here
legality is checked only for the guesses the count reaches, most of which it never does.

A group's most parts depend only on its words and its hints (the guesses G's groups may play
are those legal under G's hints that split G: a guess splitting neither splits a group of G),
so they are kept in a memo of their own, keyed by 128 bits (a sum of random keys per answer and
per hint byte, as compiled_last_two names groups): the same group recurs under many guesses
and, with its hints merged in either order, when opener X meets guess h and opener h meets X.
It ignores the search's own memo, whose bounds can be tighter: this bound can only be weaker
than the Python loop's, never unsound (two_level.py's tests compare the two)."""

import numpy as np
from numba import njit, types
from numba.typed import Dict

from ..kernel_cache import fresh
from .compiled import _most_in_block

fresh(__file__)

KEY = types.UniTuple(types.uint64, 2)
UPPER = np.int64(1) << np.int64(32)  # a stored value above it: ``most`` is at most value - UPPER


def most_memo():
    """An empty memo: group key -> its most parts + [guess in it], or UPPER + a ceiling on them."""
    return Dict.empty(key_type=KEY, value_type=types.int64)


@njit(cache=True, nogil=True)
def _requirements(hints, child, length, greens, multi):
    """What ``child`` asks beyond ``hints`` (hard.py's bytes): the letters needed once as bits,
    and how many greens and multi-copy letters were written into ``greens`` and ``multi``."""
    need = np.uint32(0)
    g = m = 0
    for i in range(child.shape[0]):
        if child[i] == hints[i]:
            continue
        if i < length:
            greens[g] = i
            g += 1
        elif child[i] == 1:
            need |= np.uint32(1) << np.uint32(i - length)
        else:
            multi[m] = i
            m += 1
    return need, g, m


@njit(cache=True, nogil=True)
def _is_legal(r, codes, counts, present, child, length, need, greens, g, multi, m):
    if present[r] & need != need:
        return False
    for t in range(g):
        if codes[r, greens[t]] != child[greens[t]] - 1:
            return False
    for t in range(m):  # noqa: SIM110 - a loop numba compiles (all() of a generator it may not)
        if counts[r, multi[t] - length] < child[multi[t]]:
            return False
    return True


@njit(cache=True, nogil=True)
def _most_legal(by_answer, group, answer_rows, rows, caps, member, least, legal_args, pending, bits):
    """compiled.most_parts over the guesses of ``rows`` legal under the child hints (checked as
    they are reached: ``caps`` do not increase along ``rows``, so the count stops as early)."""
    codes, counts, present, child, length, need, greens, g, multi, m, check = legal_args
    n = group.shape[0]
    for i in range(n):
        member[answer_rows[group[i]]] = 1
    best, size, j, count = least, 0, 0, rows.shape[0]
    block = pending.shape[0]
    while True:
        done = j == count or min(caps[j], n) + 1 <= best
        if not done:
            r = rows[j]
            if min(caps[j], n) + member[r] > best and (
                not check or _is_legal(r, codes, counts, present, child, length, need, greens, g, multi, m)
            ):
                pending[size] = r
                size += 1
            j += 1
        if size == block or (done and size > 0):
            best = max(best, _most_in_block(by_answer, group, pending, size, bits, member, best))
            size = 0
        if done:
            break
    for i in range(n):
        member[answer_rows[group[i]]] = 0
    return best


@njit(cache=True, nogil=True)
def _child_hints(hints, codes, h, pattern, child):
    """``hints`` merged with what guess h's feedback ``pattern`` requires, into ``child``."""
    length = codes.shape[1]
    child[:] = hints
    shown = np.zeros(26, np.int64)
    q = pattern
    for i in range(length):
        colour = q % 3
        q //= 3
        letter = codes[h, i]
        if colour == 2:
            child[i] = max(child[i], letter + 1)
        if colour > 0:
            shown[letter] += 1
    for letter in range(26):
        child[length + letter] = max(child[length + letter], shown[letter])


@njit(cache=True, nogil=True)
def _group_key(group, child, keys, hint_keys):
    """The memo's 128-bit name of ``group`` under the hints ``child``."""
    key_a, key_b = np.uint64(0), np.uint64(0)
    for s in group:
        key_a += keys[s, 0]
        key_b += keys[s, 1]
    for i in range(child.shape[0]):
        key_a += hint_keys[i, child[i], 0]
        key_b += hint_keys[i, child[i], 1]
    return (key_a, key_b)


@njit(cache=True, nogil=True)
def _most(words, group, h, pattern, rows, caps, hints, least, memo, scratch):
    """The most parts + [guess in it] of guess h's group ``group`` (feedback ``pattern``), or
    ``least`` when none is larger: from the memo, else counted over the legal ``rows``."""
    _, by_answer, answer_rows, codes, counts, present, _, keys, hint_keys = words
    member, child, greens, multi, pending, bits = scratch
    length = codes.shape[1]
    need, g, mc, check = np.uint32(0), 0, 0, False
    if hints.shape[0] > 0:  # hard mode: this feedback's hints, merged with G's
        _child_hints(hints, codes, h, pattern, child)
        need, g, mc = _requirements(hints, child, length, greens, multi)
        check = need != 0 or g > 0 or mc > 0
    key = _group_key(group, child, keys, hint_keys)
    known = memo.get(key, np.int64(-1))
    if known >= UPPER and known - UPPER <= least:  # known to be at most ``least``
        return least
    if 0 <= known < UPPER:
        return max(known, least)
    args = (codes, counts, present, child, length, need, greens, g, multi, mc, check)
    most = _most_legal(by_answer, group, answer_rows, rows, caps, member, least, args, pending, bits)
    memo[key] = most if most > least else UPPER + least
    return most


@njit(cache=True, nogil=True)
def probed_sum(words, G, h, rows, caps, hints, beta, memo, member):
    """W(G) + the probes of guess h's groups of G, stopping once the sum reaches ``beta``
    (two_level._probed_groups' total + remaining, read from this module's memo, not the
    search's). ``words``: (matrix, by_answer, answer_rows, letter codes, letter counts, letters
    present, the solved pattern, answer keys, hint keys); ``member``: scratch, left zeroed."""
    matrix, solved = words[0], words[6]
    n = G.shape[0]
    line = matrix[h]
    count = np.zeros(256, np.int64)
    for s in G:
        count[line[s]] += 1
    count[solved] = 0
    total, remaining = n, 0
    for p in range(256):
        if count[p] > 0:
            remaining += 2 * count[p] - 1
    if total + remaining >= beta:
        return total + remaining
    present_patterns = np.flatnonzero(count >= 3)
    patterns = present_patterns[np.argsort(-count[present_patterns], kind="mergesort")]
    length = words[3].shape[1]
    scratch = (
        member,
        np.empty(hints.shape[0], np.uint8),  # a group's hints
        np.empty(length, np.int64),  # the greens they add
        np.empty(max(1, hints.shape[0] - length), np.int64),  # the letters needed twice or more
        np.empty(64, np.int64),  # guesses counted together
        np.zeros((64, 4), np.uint64),  # their patterns seen
    )
    members = np.empty(n, G.dtype)
    for k in range(patterns.shape[0]):
        p = patterns[k]
        m = 0
        for s in G:
            if line[s] == p:
                members[m] = s
                m += 1
        floor = 2 * m - 1
        budget = beta - total - remaining + floor
        if floor < budget:
            least = 3 * m - min(budget, 3 * m)
            most = _most(words, members[:m], h, p, rows, caps, hints, least, memo, scratch)
            remaining += max(floor, 3 * m - most) - floor
            if total + remaining >= beta:
                break
    return total + remaining


@njit(cache=True, nogil=True)
def bound_two(words, G, guesses, bounds, rows, caps, hints, budget, memo, member):
    """min over ``guesses`` (in order, each with its own bound, not decreasing) of their probed
    sums, or ``budget`` when none is below it; ``rows``/``caps``: the guesses G's groups may play
    (legal under G's ``hints``) by ceiling, highest first."""
    best = budget
    for i in range(guesses.shape[0]):
        if bounds[i] >= best:
            break
        best = min(best, probed_sum(words, G, guesses[i], rows, caps, hints, best, memo, member))
    return best
