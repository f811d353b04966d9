"""The numba kernel that finishes a position with three guesses left (kernels.last_two), kept
apart from compiled.py's counting kernels; imported only when numba is installed."""

import numpy as np
from numba import njit, types
from numba.typed import Dict

from .compiled_splitters import MANY, NO_SPLITTER, learn, outsider, recall, splitter

MEMO_LIMIT = 4_000_000  # groups remembered per search (about 200 MB at most)
_KEY = types.UniTuple(types.uint64, 2)


def splitter_memo():
    """An empty memo of groups: 128-bit key (a sum of random per-answer keys) -> the answer
    index of the heaviest candidate splitting the group apart, or NO_SPLITTER / OUTSIDER."""
    return Dict.empty(key_type=_KEY, value_type=types.int64)


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
    the pattern matrix, guesses x answers; ``child_rows``: the guesses a group's splitter may
    be, ``child_caps`` a ceiling on each one's parts over S, highest first (a scan for a
    group's splitter stops at the first ceiling below the group's size).

    With ``remember`` (normal mode, every word a guess) whether a group can be split apart, and
    by which candidate, depends on the group alone (every guess that could is in
    ``child_rows``), so the answer is kept in ``memo`` for the whole search under the group's key
    (sums of ``keys``, random 64-bit pairs per answer; ``weights``: every answer's weight).
    Without it (hard mode, candidates only) a call still keeps, under the same keys, what it
    learnt of each group: many guesses leave the same group (a trap's ?ATCH words), and
    finding no splitter meant scanning every allowed guess again each time. Groups are checked largest
    first: those are the ones no guess splits apart, which refute the guess soonest."""
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
    local = Dict.empty(key_type=_KEY, value_type=types.int64)  # without ``remember``: this call's groups
    outs, used = np.empty(64, np.int64), 0  # the non-candidate splitters learn lists
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
            if remember and key in memo:  # an answer's index (or NO_SPLITTER): its weight is global
                answer = memo[key]
                perfect = weights[answer] if answer >= 0 else heaviest * 0
            elif remember:
                found = splitter(
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
                if len(memo) < MEMO_LIMIT:
                    memo[key] = answer
            else:  # many guesses leave the same group: learn its splitters once per call
                if key not in local:
                    local[key], outs, used = learn(
                        by_guess, S, srows, w, group, m, bits, child_rows, child_caps, outs, used
                    )
                found = recall(local[key], outs, g, c, hard, codes, counts, colours)
                if found == MANY:
                    found = outsider(
                        by_guess,
                        S,
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
                answer = found
            if answer == NO_SPLITTER:
                total = best  # no guess finishes this group in one: refuted
                break
            total += heaviest - perfect  # from the floor 2 W - max w to 2 W - w(splitter)
        if total < best:
            best, best_row = total, g
    return best, best_row
