"""The numba kernel that finishes a position with three guesses left (last_two.last_two), kept
apart from compiled.py's counting kernels; imported only when numba is installed. What splits a
group apart is compiled_splitters.py's."""

import numpy as np
from numba import njit, types
from numba.typed import Dict

from ..kernel_cache import fresh
from .compiled_shared_splitters import ABSENT, keep, recall
from .compiled_splitters import FEW, MANY, NO_SPLITTER, find_shared, learn, outsider, recall_local

fresh(__file__)

MEMO_LIMIT = 4_000_000  # groups remembered per search (about 200 MB at most)
_KEY = types.UniTuple(types.uint64, 2)


def splitter_memo():
    """An empty memo of groups: 128-bit key (a sum of random per-answer keys) -> the answer
    index of the heaviest candidate splitting the group apart, or NO_SPLITTER / OUTSIDER."""
    return Dict.empty(key_type=_KEY, value_type=types.int64)


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
    BAHUS learnt 3.2 million groups, 2.7 million of them learnt in an earlier call. A call's
    hints do not change, so what the store said of a largest group is kept in ``local`` for the
    call (70% are met again), unless it is a list's place, which a store that starts again reuses."""
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
    outs, used = np.empty(64, np.int64), 0  # the non-candidate splitters learn lists
    sharing = legal.shape[0] > 0  # any_finish's store of groups across calls, under hints
    cap = n if remember else ceiling  # only without ``remember`` does the ceiling refute (below)
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
            if count[c] > cap and c != solved:
                break  # a group past the ceiling: no guess splits it apart, whatever the rest are
        if count[c] > cap and c != solved:
            continue  # refuted unsearched, as below (only a break leaves such a count)
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
                if sharing:  # 70% of groups met already in this call, under its hints: kept here too
                    value = local[key] if key in local else recall(shared, key, hints)
                    if value == ABSENT:
                        value, outs, _ = learn(
                            by_answer, S, srows, w, alone[:m], m, bits, child_rows, child_caps, outs, 0, FEW
                        )
                        value = keep(shared, key, hints, value, outs)
                    if value < 0:  # not a list's place in the store, which a full store reuses
                        local[key] = value
                    found = find_shared(value, shared[3], legal, alone, g, top, hard, codes, counts, colours)
                else:
                    if key not in local:
                        local[key], outs, used = learn(
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
                    found = recall_local(local[key], outs, g, top, hard, codes, counts, colours)
                if found == MANY:
                    found = outsider(
                        by_answer, S, alone, m, bits, child_rows, child_caps, g, top, codes, counts, colours
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
                        value, outs, _ = learn(
                            by_answer, S, srows, w, group, m, bits, child_rows, child_caps, outs, 0, FEW
                        )
                        value = keep(shared, key, hints, value, outs)
                    found = find_shared(value, shared[3], legal, group, g, c, hard, codes, counts, colours)
                elif key not in local:  # many guesses leave the same group: learn it once per call
                    listed = 0 if remember else FEW  # normal mode: one non-candidate splitter is enough
                    local[key], outs, used = learn(
                        by_answer, S, srows, w, group, m, bits, child_rows, child_caps, outs, used, listed
                    )
                if not sharing:
                    found = recall_local(local[key], outs, g, c, hard, codes, counts, colours)
                if found == MANY:  # hard mode, too many to list: which are allowed after g
                    found = outsider(
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
    (parts descend along ``ranked``): the same answer (eight nyt2023 openers: 443 s -> 391 s).
    The count of a first guess's groups stops as soon as one passes the ceiling: it is then
    refuted whatever the others are (72% of 214 million first guesses in six openers)."""
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
