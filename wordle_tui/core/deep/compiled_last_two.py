"""The numba kernel that finishes a position with three guesses left (kernels.last_two), kept
apart from compiled.py's counting kernels; imported only when numba is installed. Its helpers
stay in this file: numba's cache does not see a change to a function compiled in another."""

import numpy as np
from numba import njit, types
from numba.typed import Dict

from .compiled_shared_splitters import ABSENT, CANDIDATE, keep, recall

NO_SPLITTER, OUTSIDER = -1, -2  # no guess splits a group apart; only a non-candidate does
MANY = -3  # _learn: more than ``keep`` non-candidates split the group apart (not listed)
FEW = 16  # non-candidate splitters listed per group in hard mode, each checked against the hints
MEMO_LIMIT = 4_000_000  # groups remembered per search (about 200 MB at most)
_KEY = types.UniTuple(types.uint64, 2)


def splitter_memo():
    """An empty memo of groups: 128-bit key (a sum of random per-answer keys) -> the answer
    index of the heaviest candidate splitting the group apart, or NO_SPLITTER / OUTSIDER."""
    return Dict.empty(key_type=_KEY, value_type=types.int64)


@njit(cache=True, nogil=True)
def _splits_apart(by_answer, S, idx, m, r, bits):
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
def _outsider(by_answer, S, group, m, bits, child_rows, child_caps, g, c, codes, counts, colours):
    """Hard mode: OUTSIDER when a guess of ``child_rows`` allowed after ``g`` showed ``c``
    gives each member of ``group`` its own feedback, else NO_SPLITTER."""
    length = codes.shape[1]
    _decode(c, colours)
    for j in range(child_rows.shape[0]):
        r = child_rows[j]
        if child_caps[j] < m:
            break  # ceilings descend: no later guess has parts enough to split the group apart
        if not _meets_step(codes, counts, r, g, colours, length):
            continue
        if _splits_apart(by_answer, S, group, m, r, bits):
            return OUTSIDER
    return NO_SPLITTER


@njit(cache=True, nogil=True)
def _decode(c, colours):
    for i in range(colours.shape[0]):
        colours[i] = c % 3
        c //= 3


@njit(cache=True, nogil=True)
def _learn(by_answer, S, srows, w, group, m, bits, child_rows, child_caps, outs, used, keep):
    """What a group's splitters are, whatever guess left it (one call: ``child_rows`` fixed):
    the heaviest candidate splitting it apart (its index in S: candidates are always legal),
    else NO_SPLITTER, MANY, or the start in ``outs`` of the (at most ``keep``) non-candidates
    that split it (stored as a count, then the rows; hard mode checks them against each
    guess's hints). Returns (that value, encoded as -4 - start for a list, outs, used)."""
    found = NO_SPLITTER
    for k in range(m):  # candidates are always legal, even in hard mode
        i = group[k]
        if (found < 0 or w[i] > w[found]) and _splits_apart(by_answer, S, group, m, srows[i], bits):
            found = i
    if found >= 0:
        return found, outs, used
    start, n = used, 0
    for j in range(child_rows.shape[0]):
        if child_caps[j] < m:
            break  # ceilings descend: no later guess has parts enough to split the group apart
        if _splits_apart(by_answer, S, group, m, child_rows[j], bits):
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
def _recall(value, outs, g, c, hard, codes, counts, colours):
    """The splitter _learn's ``value`` gives after ``g`` showed ``c``: an index in S,
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


@njit(cache=True, nogil=True)
def _shared_find(value, rows, legal, group, g, c, hard, codes, counts, colours):
    """The splitter a value of the store (compiled_shared_splitters.py, its list in ``rows``)
    gives after ``g`` showed ``c``: ``group[0]`` for a candidate (each answer weighs one),
    OUTSIDER when a listed word is legal here (in ``legal``, the call's guesses, and then after
    ``g``), else NO_SPLITTER; MANY is not decided."""
    if value == CANDIDATE:
        return group[0]
    if value < 0:
        return value  # NO_SPLITTER or MANY
    if hard:
        _decode(c, colours)
    for j in range(value + 1, value + 1 + rows[value]):
        r = rows[j]
        if legal[r] and (not hard or _meets_step(codes, counts, r, g, colours, codes.shape[1])):
            return OUTSIDER
    return NO_SPLITTER


@njit(cache=True, nogil=True)
def last_two(
    by_answer,
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
    ceiling,
    shared,
    hints,
    legal,
):
    """A position with three guesses left, searched to the end in one pass: the guesses
    ``rows`` are tried in order (``bounds`` ascending) and every feedback group of three or more
    must then be split into singletons by one guess its hints allow (hard mode), preferring the
    heaviest candidate. Returns (best total < beta, its row) or (beta, -1). ``by_answer``:
    the pattern matrix transposed, answers x guesses (every read is from the rows of S's few
    answers, which stay in cache over the many guesses tried; a guess's row was a miss each);
    ``child_rows``: the guesses a group's splitter may
    be, ``child_caps`` a ceiling on each one's parts over S, highest first (a scan for a
    group's splitter stops at the first ceiling below the group's size). ``ceiling``: the most
    parts over S any guess has that may split a group apart, candidates included (n: unknown).

    With ``remember`` (normal mode, every word a guess) whether a group can be split apart, and
    by which candidate, depends on the group alone (every guess that could is in
    ``child_rows``), so the answer is kept in ``memo`` for the whole search under the group's key
    (sums of ``keys``, random 64-bit pairs per answer; ``weights``: every answer's weight).
    Without it (hard mode, candidates only) a call still keeps, under the same keys, what it
    learnt of each group: many guesses leave the same group (a trap's ?ATCH words), and
    finding no splitter meant scanning every allowed guess again each time. Groups are
    checked largest first: those are the ones no guess splits apart, which refute the guess
    soonest; without ``remember`` the largest is checked before the others are even gathered
    (the same answer: a refuted guess is refuted whatever its total; with ``remember`` the
    memo would gain groups the loop might not reach).

    Given a ``legal`` mask (any_finish: every guess legal under ``hints``, each answer weighing
    one) what is learnt of a group is kept in ``shared`` across calls instead, and reused under
    hints requiring as much (compiled_shared_splitters.py says why that is sound): nyt2023's
    BAHUS learnt 3.2 million groups, 2.7 million of them learnt in an earlier call."""
    n = S.shape[0]
    length = codes.shape[1]
    total_weight = w.sum()
    count = np.zeros(256, np.int64)
    start = np.zeros(256, np.int64)
    fill = np.zeros(256, np.int64)
    seen = np.zeros(256, np.int64)
    present = 0
    idx, alone = np.empty(n, np.int64), np.empty(n, np.int64)
    bits = np.zeros(4, np.uint64)
    colours = np.zeros(length, np.int64)
    big = np.empty(256, np.int64)
    local = Dict.empty(key_type=_KEY, value_type=types.int64)  # without ``remember``: this call's groups
    outs, used = np.empty(64, np.int64), 0  # the non-candidate splitters _learn lists
    sharing = legal.shape[0] > 0  # any_finish's store of groups across calls, under hints
    best, best_row = beta, -1
    for t in range(rows.shape[0]):
        if bounds[t] >= best:
            break
        g = rows[t]
        for k in range(present):  # only the patterns the last guess counted are reset
            count[seen[k]] = 0
        present = 0
        for i in range(n):
            c = by_answer[S[i], g]
            if count[c] == 0:
                seen[present] = c
                present += 1
            count[c] += 1
        if not remember:  # most guesses fail on their largest group: it alone first, before the rest
            top = -1  # the first seen of the largest, as the groups below are sorted
            for k in range(present):
                c = seen[k]
                if c != solved and count[c] >= 3 and (top < 0 or count[c] > count[top]):
                    top = c
            if top >= 0 and count[top] > ceiling:
                continue  # no guess has parts enough over S to split it apart, so none over it: refuted
            if top >= 0:  # as below, written out: a helper's call costs numba more than the check
                m = 0
                key_a, key_b = np.uint64(0), np.uint64(0)
                for i in range(n):
                    if by_answer[S[i], g] == top:
                        alone[m] = i
                        m += 1
                        key_a += keys[S[i], 0]
                        key_b += keys[S[i], 1]
                key = (key_a, key_b)
                if sharing:
                    value = recall(shared, key, hints)
                    if value == ABSENT:
                        value, outs, _ = _learn(
                            by_answer, S, srows, w, alone[:m], m, bits, child_rows, child_caps, outs, 0, FEW
                        )
                        value = keep(shared, key, hints, value, outs)
                    found = _shared_find(value, shared[3], legal, alone, g, top, hard, codes, counts, colours)
                else:
                    if key not in local:
                        local[key], outs, used = _learn(
                            by_answer,
                            S,
                            srows,
                            w,
                            alone[:m],
                            m,
                            bits,
                            child_rows,
                            child_caps,
                            outs,
                            used,
                            FEW,
                        )
                    found = _recall(local[key], outs, g, top, hard, codes, counts, colours)
                if found == MANY:
                    found = _outsider(
                        by_answer,
                        S,
                        alone[:m],
                        m,
                        bits,
                        child_rows,
                        child_caps,
                        g,
                        top,
                        codes,
                        counts,
                        colours,
                    )
                if found == NO_SPLITTER:
                    continue  # refuted: the loop below would stop at this group too
        end = 0
        for k in range(present):
            c = seen[k]
            start[c] = fill[c] = end
            end += count[c]
        for i in range(n):
            c = by_answer[S[i], g]
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
        for o in range(1, groups):  # largest first, stable: an insertion sort allocates nothing
            c, k = big[o], o
            while k > 0 and count[big[k - 1]] < count[c]:
                big[k] = big[k - 1]
                k -= 1
            big[k] = c
        for o in range(groups):
            if total >= best:
                break
            c = big[o]
            m = count[c]
            group = idx[start[c] : start[c] + m]
            heaviest = w[group[0]] * 0
            for k in range(m):
                heaviest = max(heaviest, w[group[k]])
            key_a, key_b = np.uint64(0), np.uint64(0)
            for k in range(m):
                key_a += keys[S[group[k]], 0]
                key_b += keys[S[group[k]], 1]
            key = (key_a, key_b)
            if remember and key in memo:  # an answer's index, NO_SPLITTER or OUTSIDER: weights are global
                answer = memo[key]
                perfect = weights[answer] if answer >= 0 else heaviest * 0
            else:
                if sharing:  # as above
                    value = recall(shared, key, hints)
                    if value == ABSENT:
                        value, outs, _ = _learn(
                            by_answer, S, srows, w, group, m, bits, child_rows, child_caps, outs, 0, FEW
                        )
                        value = keep(shared, key, hints, value, outs)
                    found = _shared_find(value, shared[3], legal, group, g, c, hard, codes, counts, colours)
                elif key not in local:  # many guesses leave the same group: learn it once per call
                    listed = 0 if remember else FEW  # normal mode: one non-candidate splitter is enough
                    local[key], outs, used = _learn(
                        by_answer, S, srows, w, group, m, bits, child_rows, child_caps, outs, used, listed
                    )
                if not sharing:
                    found = _recall(local[key], outs, g, c, hard, codes, counts, colours)
                if found == MANY:  # hard mode, too many to list: which are allowed after g
                    found = _outsider(
                        by_answer, S, group, m, bits, child_rows, child_caps, g, c, codes, counts, colours
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


@njit(cache=True, nogil=True)
def any_finish(
    by_answer, S, srows, ranked, parts, skip, breadth, hard, codes, counts, solved, keys, hints, shared
):
    """The winnability search's three-guesses-left question in one call: does some guess of
    ranked[skip : the first ``breadth`` that split S] (``ranked``: every legal guess, most
    ``parts`` first) finish every candidate within 3? last_two asked for any total below
    3n + 1, each answer weighing one, what it learns of groups kept in ``shared`` for later
    calls under ``hints`` (S's; ``ranked`` must hold every guess they allow). ``skip``: the
    guesses a pass at a smaller breadth already found no finish after.

    No guess splits a group apart with more parts over S than ranked[0] has (every guess that
    may, candidates included, is in ``ranked``), so a first guess leaving a larger group of
    three or more is refuted unsearched; and one with p parts leaves a group of at least
    (n - 1) / p, so the guesses past the first with too few parts for that are never tried
    (parts descend along ``ranked``): the same answer (eight nyt2023 openers: 443 s -> 391 s)."""
    n = S.shape[0]
    split = 0
    while split < parts.shape[0] and parts[split] > 1:  # most first: those that split S lead
        split += 1
    ceiling = max(parts[0], 2) if split > 0 else n  # above 2: a larger group has three or more
    while split > 0 and (n - 2 + parts[split - 1]) // parts[split - 1] > ceiling:  # ceil((n-1)/p)
        split -= 1
    order = ranked[skip : min(split, breadth)]
    legal = np.zeros(by_answer.shape[1], np.bool_)  # the guesses legal here, for the store's lists
    legal[ranked] = True
    w = np.ones(n, np.int64)
    bounds = np.full(order.shape[0], 3 * n, np.int64)
    memo = Dict.empty(key_type=_KEY, value_type=types.int64)  # unused: kept in ``shared`` instead
    cost, _ = last_two(
        by_answer,
        S,
        srows,
        w,
        order,
        bounds,
        ranked,
        parts,
        3 * n + 1,
        hard,
        codes,
        counts,
        solved,
        keys,
        w,
        memo,
        False,
        ceiling,
        shared,
        hints,
        legal,
    )
    return cost <= 3 * n
