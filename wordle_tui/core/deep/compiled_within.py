"""The numba version of the winnability search's positions with four guesses left, hard mode
(within_limit.py; imported only when numba is installed): does some guess split S into groups
each finished within three? One call tries the guesses in order, partitions S by each, asks
what is known of its groups of three or more, and then asks them (largest first) the compiled
three-left question (compiled_last_two.any_finish) until one is not finished.

The Python loop it replaces spent most of a loss proof around that question: a partition, a
hints merge and a memo lookup for every group of every guess (nyt2023's BUDOS: 313,000 guesses
tried at four left for 36,000 groups asked). The groups' answers are kept in a memo of their
own, keyed by 128 bits (the sum of random keys per answer and per hint byte, as
compiled_two_level names groups): True, or the breadth a search failed at, as the Python memo
keeps them. Positions are counted as the Python loop counts them: one a group asked, not one a
group the memo answers.

Three-left groups proven lost are kept too (lost_groups.py says why reuse is sound): a group
holding one, under hints that require at least as much, is lost without a search. Most lost
groups the full pass meets hold an earlier one, and asking any_finish was where it spent its
time: nyt2023's ABELE took 80 s without the store, 12 s with it. A kept group is found by its
first member, and only those inside S are tried, as bits of S (a word for each 64 members)."""

import numpy as np
from numba import njit, types
from numba.typed import Dict

from ..kernel_cache import fresh
from .compiled import partition, ranked
from .compiled_last_two import any_finish
from .compiled_two_level import KEY, _child_hints, _group_key

fresh(__file__)

WON = np.int64(-1)  # a memo value: the group is finished within three
SPENT = -1  # ``any_four``'s answer when the budget of positions ran out
FULL = 1 << 30  # the full pass's breadth (within_limit.EVERY): a failure at it is a proof


@njit(cache=True, nogil=True)
def three_left_memo():
    """An empty memo: group key -> WON, or the breadth a search of it found no finish at (made
    in compiled code, which is cached: made from Python, a typed dict compiles its constructor
    in every process, a third of a second)."""
    return Dict.empty(key_type=KEY, value_type=types.int64)


@njit(cache=True, nogil=True)
def any_four(words, S, order, rows, hints, breadth, memo, budget, lost, shared):
    """1 when some guess of ``order`` splits S into groups each finished within three (legal
    under ``hints``: the groups' guesses are those of ``rows``, legal under S's hints, checked
    at the hint bytes each group's feedback grew), 0 when none does, SPENT past ``budget``
    positions; and the positions counted. ``words``: (by_answer, answer_rows, letter codes,
    letter counts, letters present, the solved pattern, answer keys, hint keys); ``lost``: the
    store of groups proven lost (``lost_store``), read and added to; ``shared``: any_finish's
    store of what splits a group apart (compiled_shared_splitters.py)."""
    kept = _inside(lost, S, order.shape[0])  # room for one more group a guess
    found = _guesses(words, S, order, rows, hints, breadth, memo, budget, lost, kept, shared)
    _leave(lost, S)
    return found


@njit(cache=True, nogil=True)
def _guesses(words, S, order, rows, hints, breadth, memo, budget, lost, kept, shared):
    """any_four's loop; ``kept``: the lost groups inside S, as ``_inside`` gives them. A guess's
    groups are asked what is known of them first (the memo, then the store), and only then
    searched, largest first: one lost group refutes the guess whichever it is, and a search of
    an earlier group (often won) was wasted when a later one was known lost (nyt2023's BEKAH:
    48 s -> 22 s; eight openers: 391 s -> 283 s). known_first.py asks in this order in Python."""
    by_answer, answer_rows, codes, counts, present, solved, keys, hint_keys = words
    masks, kept_hints, n = kept
    where = lost[4]
    mask = np.empty(masks.shape[1], np.uint64)
    length = codes.shape[1]
    ones = np.ones(S.shape[0], np.int64)
    colours = np.empty(S.shape[0], by_answer.dtype)
    children = np.empty((256, hints.shape[0]), hints.dtype)  # each group's hints (patterns < 243)
    known = np.empty(256, np.int64)
    key_a, key_b = np.empty(256, np.uint64), np.empty(256, np.uint64)
    positions = 0
    for g in order:
        for i in range(S.shape[0]):
            colours[i] = by_answer[S[i], g]
        members, starts, patterns, _ = partition(colours, S, ones, solved)
        big = 0
        while big < patterns.shape[0] and starts[big + 1] - starts[big] > 2:
            big += 1  # largest first: the rest are one or two words, found within two
        refuted = False
        for k in range(big):  # the memo: uncounted, as a lookup
            _child_hints(hints, codes, g, patterns[k], children[k])
            key_a[k], key_b[k] = _group_key(members[starts[k] : starts[k + 1]], children[k], keys, hint_keys)
            known[k] = memo.get((key_a[k], key_b[k]), np.int64(-2))
            if known[k] != WON and known[k] >= breadth:
                refuted = True
                break
        for k in range(big):  # the store: a hit is a group asked, counted as a position
            if refuted:
                break
            if known[k] != WON:
                _bits(members[starts[k] : starts[k + 1]], where, mask)
                refuted = _holds_lost(mask, children[k], masks, kept_hints, n)
                if refuted:
                    positions += 1
                    if positions > budget:
                        return SPENT, positions
                    memo[(key_a[k], key_b[k])] = breadth
        for k in range(big):  # the searches, largest first
            if refuted:
                break
            if known[k] == WON:
                continue
            positions += 1
            if positions > budget:
                return SPENT, positions
            group, child = members[starts[k] : starts[k + 1]], children[k]
            grew = np.flatnonzero(child != hints)
            _, order3, parts3 = ranked(by_answer, group, rows, grew, child, codes, counts, present, length)
            skip = max(known[k], 0)  # a smaller breadth's pass found no finish among these first
            srows = answer_rows[group]
            won = any_finish(
                by_answer,
                group,
                srows,
                order3,
                parts3,
                skip,
                breadth,
                True,
                codes,
                counts,
                solved,
                keys,
                child,
                shared,
            )
            memo[(key_a[k], key_b[k])] = WON if won else breadth
            if not won:
                if breadth >= FULL:  # every guess tried: a proof, kept
                    _keep(lost, group, child)
                    _bits(group, where, masks[n])
                    kept_hints[n] = child
                    n += 1
                refuted = True
        if not refuted:
            return 1, positions
    return 0, positions


# a store's room: one slow opener fills more (nyt2023's QUERN: 182,805 groups, 8.0 million words)
LOST_GROUPS, LOST_WORDS = 400_000, 16_000_000


def lost_store(answers: int, hint_bytes: int, groups: int = LOST_GROUPS, words: int = LOST_WORDS) -> tuple:
    """An empty store of three-left groups proven lost (about 150 MB full): their members, where
    each starts, the hints each was lost under, the chain of groups that share a first member, a
    scratch of each answer's bit in S, each answer's first group, and the groups and words used."""
    return (
        np.zeros(words, np.int64),
        np.zeros(groups + 1, np.int64),
        np.zeros((groups, hint_bytes), np.uint8),
        np.full(groups, -1, np.int64),
        np.full(answers, -1, np.int64),
        np.full(answers, -1, np.int64),
        np.zeros(2, np.int64),
    )


@njit(cache=True, nogil=True)
def _keep(lost, group, hints):
    """Keep ``group``, lost under ``hints`` (the store starts again when it is full)."""
    members, starts, kept_hints, chain, _, first, used = lost
    g, w = used[0], used[1]
    if g >= kept_hints.shape[0] or w + group.shape[0] > members.shape[0]:
        first[:] = -1
        g = w = 0
    least = group[0]
    for i in range(group.shape[0]):
        members[w + i] = group[i]
        least = min(least, group[i])
    starts[g], starts[g + 1] = w, w + group.shape[0]
    kept_hints[g] = hints
    chain[g], first[least] = first[least], g
    used[0], used[1] = g + 1, w + group.shape[0]


@njit(cache=True, nogil=True)
def _inside(lost, S, room):
    """The kept groups inside S as bits of S, their hints, and how many, with ``room`` for more
    (each member of S gets its bit in the scratch ``where`` until ``_leave``)."""
    members, starts, kept_hints, chain, where, first, _ = lost
    for i in range(S.shape[0]):
        where[S[i]] = i
    found = []
    for i in range(S.shape[0]):
        g = first[S[i]]
        while g >= 0:
            inside = True
            for j in range(starts[g], starts[g + 1]):
                if where[members[j]] < 0:
                    inside = False
                    break
            if inside:
                found.append(g)
            g = chain[g]
    n = len(found)
    masks = np.zeros((n + room, (S.shape[0] + 63) // 64), np.uint64)
    hints = np.zeros((n + room, kept_hints.shape[1]), np.uint8)
    for k in range(n):
        _bits(members[starts[found[k]] : starts[found[k] + 1]], where, masks[k])
        hints[k] = kept_hints[found[k]]
    return masks, hints, n


@njit(cache=True, nogil=True)
def _leave(lost, S):
    where = lost[4]
    for i in range(S.shape[0]):
        where[S[i]] = -1


@njit(cache=True, nogil=True)
def _bits(group, where, mask):
    """``group`` as bits of S, into ``mask``."""
    mask[:] = 0
    for s in group:
        mask[where[s] >> 6] |= np.uint64(1) << np.uint64(where[s] & 63)


@njit(cache=True, nogil=True)
def _holds_lost(mask, hints, masks, kept_hints, n):
    """Does the group ``mask`` hold one of the first n kept, under hints requiring as much?"""
    for k in range(n):
        ok = True
        for w in range(mask.shape[0]):
            if masks[k, w] & ~mask[w]:
                ok = False
                break
        if ok:
            for b in range(hints.shape[0]):
                if hints[b] < kept_hints[k, b]:
                    ok = False
                    break
            if ok:
                return True
    return False
