"""The numba version of bounds.root_bound_numpy (imported only when numba is installed)."""

import numpy as np
from numba import njit

from .compiled import popcount

BLOCK = 64  # guesses whose parts are counted in one pass over a group's rows


@njit(cache=True, nogil=True)
def _parts_block(table, group, first, count, bits):
    """Distinct patterns over ``group`` of the ``count`` columns of ``table`` from ``first``."""
    bits[:count] = 0
    for s in group:
        line = table[s]
        for j in range(count):
            p = line[first + j]
            bits[j, p >> 6] |= np.uint64(1) << np.uint64(p & 63)


@njit(cache=True, nogil=True)
def _most_parts(table, ceiling, column_of, group, member, inside_of, bits):
    """max over guesses h of parts_h(G) + [h in G] for one group G of at least 3 words.
    Columns of ``table`` are guesses sorted by ``ceiling`` (their parts over every answer, a
    ceiling on their parts over any subset), most first, so the scan stops once no later guess
    can beat the best found. The group's own words go first: one splitting it into singletons
    ends the scan."""
    m = group.shape[0]
    best = 0
    for s in group:  # the candidates themselves: parts + 1
        _parts_block(table, group, column_of[s], 1, bits)
        parts = popcount(bits[0, 0]) + popcount(bits[0, 1]) + popcount(bits[0, 2]) + popcount(bits[0, 3])
        best = max(best, parts + 1)
        if best == m + 1:
            return best
    columns = table.shape[1]
    first = 0
    while first < columns and min(m, ceiling[first]) > best and best < m:
        count = min(BLOCK, columns - first)
        _parts_block(table, group, first, count, bits)
        for j in range(count):
            parts = popcount(bits[j, 0]) + popcount(bits[j, 1]) + popcount(bits[j, 2]) + popcount(bits[j, 3])
            answer = inside_of[first + j]
            if answer >= 0 and member[answer]:
                parts += 1
            best = max(best, parts)
        first += count
    return best


@njit(cache=True, nogil=True)
def root_bound(colours, table, ceiling, column_of, inside_of, solved, cutoff):
    """A lower bound on the total of an opener whose feedback on answer i is ``colours[i]``:
    n + the sum over its feedback groups G (largest first, ties by pattern) of
    max(2m - 1, 3m - max_h (parts_h(G) + [h in G])), where groups not reached yet count
    2m - 1; stops as soon as the sum reaches ``cutoff``."""
    n = colours.shape[0]
    count = np.zeros(256, np.int64)
    for c in colours:
        count[c] += 1
    total = n  # the opener itself, then 2m - 1 for each group
    for c in range(256):
        if c != solved and count[c] > 0:
            total += 2 * count[c] - 1
    order = np.argsort(-count * 256 + np.arange(256), kind="mergesort")
    member = np.zeros(n, np.bool_)
    bits = np.zeros((BLOCK, 4), np.uint64)
    group = np.empty(n, np.int64)
    for c in order:
        m = count[c]
        if m < 3 or total >= cutoff:
            break
        if c == solved:
            continue
        size = 0
        for i in range(n):
            if colours[i] == c:
                group[size] = i
                member[i] = True
                size += 1
        most = _most_parts(table, ceiling, column_of, group[:size], member, inside_of, bits)
        total += max(0, 3 * m - most - (2 * m - 1))
        for i in range(size):
            member[group[i]] = False
    return total
