"""The numba version of bounds.root_bound_numpy (imported only when numba is installed)."""

import numpy as np
from numba import njit

from .compiled import popcount

BLOCK = 64  # guesses whose parts are counted in one pass over a group's rows
FILTER = 32  # groups at least this big skip guesses by their letters (smaller: counting is as cheap)


@njit(cache=True, nogil=True)
def _parts_of(table, group, columns, count, bits):
    """Distinct patterns over ``group`` of the first ``count`` of ``columns`` of ``table``."""
    bits[:count] = 0
    for s in group:
        line = table[s]
        for j in range(count):
            p = line[columns[j]]
            bits[j, p >> 6] |= np.uint64(1) << np.uint64(p & 63)


@njit(cache=True, nogil=True)
def _letter_ceiling(codes, present, at):
    """How many patterns a guess (letter codes ``codes``) can show at all on a group whose
    words hold the letters ``present`` (a bit set), and at position i only the letters at[i]:
    a letter none of them holds is grey everywhere, one every word holds at its position is
    green, one none holds at its position is yellow or grey, anything else may be any colour."""
    cap = 1
    for i in range(codes.shape[0]):
        bit = np.int64(1) << np.int64(codes[i])
        if present & bit == 0 or at[i] == bit:
            continue
        cap *= 2 if at[i] & bit == 0 else 3
    return cap


@njit(cache=True, nogil=True)
def _most_parts(table, ceiling, codes, column_of, group, answer_codes, bits, live):
    """max over guesses h of parts_h(G) + [h in G] for one group G of at least 3 words.
    The group's own words go first (one splitting it into singletons ends it). Then every
    guess, in order of ``ceiling`` (its parts over every answer: a ceiling on its parts over
    any subset), most first, stopping once no later guess can beat the best found; a guess
    whose letters cannot show more patterns on G than the best found is skipped uncounted."""
    m = group.shape[0]
    best = 0
    for s in group:  # the candidates themselves: parts + 1
        live[0] = column_of[s]
        _parts_of(table, group, live, 1, bits)
        parts = popcount(bits[0, 0]) + popcount(bits[0, 1]) + popcount(bits[0, 2]) + popcount(bits[0, 3])
        best = max(best, parts + 1)
        if best == m + 1:
            return best
    present = np.int64(0)
    at = np.zeros(answer_codes.shape[1], np.int64)
    for s in group:
        for i in range(answer_codes.shape[1]):
            bit = np.int64(1) << np.int64(answer_codes[s, i])
            present |= bit
            at[i] |= bit
    columns = table.shape[1]
    first = 0
    while first < columns and min(m, ceiling[first]) > best:  # guesses outside G: parts only
        count = min(BLOCK, columns - first)
        found = 0
        for j in range(first, first + count):
            if min(m, ceiling[j]) > best and (m < FILTER or _letter_ceiling(codes[j], present, at) > best):
                live[found] = j
                found += 1
        _parts_of(table, group, live, found, bits)
        for k in range(found):
            parts = popcount(bits[k, 0]) + popcount(bits[k, 1]) + popcount(bits[k, 2]) + popcount(bits[k, 3])
            best = max(best, parts)
        first += count
    return best


@njit(cache=True, nogil=True)
def root_bound(colours, table, ceiling, codes, column_of, answer_codes, solved, cutoff):
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
    bits = np.zeros((BLOCK, 4), np.uint64)
    live = np.empty(BLOCK, np.int64)
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
                size += 1
        most = _most_parts(table, ceiling, codes, column_of, group[:size], answer_codes, bits, live)
        total += max(0, 3 * m - most - (2 * m - 1))
    return total
