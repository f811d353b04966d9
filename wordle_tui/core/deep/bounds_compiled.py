"""The numba version of bounds.root_bound_numpy (imported only when numba is installed)."""

import numpy as np
from numba import njit

from ..kernel_cache import fresh
from .compiled import popcount

fresh(__file__)

BLOCK = 64  # guesses whose parts are counted in one pass over a group's rows
FILTER = 10  # groups at least this big skip guesses by their letters (smaller: counting is as cheap)


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
def _letter_ceiling(codes, repeated, present, common, at, elsewhere):
    """How many patterns a guess (letter codes ``codes``; ``repeated``: a bit per position
    whose letter occurs twice in it) can show at all on a group: at most the product over
    positions of the colours that position can take. Its letter x at position i is green for
    a word with x there (x in at[i]), yellow for one with an x elsewhere (x in elsewhere[i]),
    grey for one without x (x not in ``common``, the letters every word holds). A repeated
    letter may also be yellow or grey whenever it is not green."""
    cap = 1
    for i in range(codes.shape[0]):
        bit = np.int64(1) << np.int64(codes[i])
        if present & bit == 0:
            continue  # grey for every word
        colours = 1 if at[i] & bit else 0
        if repeated & (1 << i):
            colours += 2 if at[i] & ~bit else 0
        else:
            colours += (1 if elsewhere[i] & bit else 0) + (0 if common & bit else 1)
        cap *= colours
    return cap


@njit(cache=True, nogil=True)
def _legal_columns(codes, counts, need, legal):
    """legal[j] = 1 when column j's word meets the hard-mode hints ``need`` (hard.py: a green
    letter code + 1 per position, then the fewest copies of each letter); all 1 for no hints."""
    length = codes.shape[1]
    for j in range(codes.shape[0]):
        ok = 1
        for i in range(length):
            if need[i] > 0 and codes[j, i] != need[i] - 1:
                ok = 0
                break
        if ok:
            for k in range(need.shape[0] - length):
                if counts[j, k] < need[length + k]:
                    ok = 0
                    break
        legal[j] = ok


@njit(cache=True, nogil=True)
def _most_parts(table, ceiling, codes, repeated, column_of, group, answer_codes, bits, live, legal):
    """max over guesses h of parts_h(G) + [h in G] for one group G of at least 3 words.
    The group's own words go first (one splitting it into singletons ends it). Then every
    guess, in order of ``ceiling`` (its parts over every answer: a ceiling on its parts over
    any subset), most first, stopping once no later guess can beat the best found; a guess
    whose letters cannot show more patterns on G than the best found is skipped uncounted, and
    so is one with legal[column] 0 (hard mode: the group's hints rule it out; the group's own
    words meet them, being consistent with the feedback)."""
    m = group.shape[0]
    best = 0
    for s in group:  # the candidates themselves: parts + 1
        live[0] = column_of[s]
        _parts_of(table, group, live, 1, bits)
        parts = popcount(bits[0, 0]) + popcount(bits[0, 1]) + popcount(bits[0, 2]) + popcount(bits[0, 3])
        best = max(best, parts + 1)
        if best == m + 1:
            return best
    length = answer_codes.shape[1]
    present, common = np.int64(0), np.int64(-1)
    at = np.zeros(length, np.int64)
    elsewhere = np.zeros(length, np.int64)
    for s in group:
        letters = np.int64(0)
        for i in range(length):
            letters |= np.int64(1) << np.int64(answer_codes[s, i])
        present |= letters
        common &= letters
        for i in range(length):
            bit = np.int64(1) << np.int64(answer_codes[s, i])
            at[i] |= bit
            elsewhere[i] |= letters & ~bit
    columns = table.shape[1]
    first = 0
    while first < columns and min(m, ceiling[first]) > best:  # guesses outside G: parts only
        count = min(BLOCK, columns - first)
        found = 0
        for j in range(first, first + count):
            if (
                legal[j]
                and min(m, ceiling[j]) > best
                and (
                    m < FILTER
                    or _letter_ceiling(codes[j], repeated[j], present, common, at, elsewhere) > best
                )
            ):
                live[found] = j
                found += 1
        _parts_of(table, group, live, found, bits)
        for k in range(found):
            parts = popcount(bits[k, 0]) + popcount(bits[k, 1]) + popcount(bits[k, 2]) + popcount(bits[k, 3])
            best = max(best, parts)
        first += count
    return best


@njit(cache=True, nogil=True)
def root_bound(
    colours, table, ceiling, codes, counts, repeated, column_of, answer_codes, solved, cutoff, hints
):
    """A lower bound on the total of an opener whose feedback on answer i is ``colours[i]``:
    n + the sum over its feedback groups G (largest first, ties by pattern) of
    max(2m - 1, 3m - max_h (parts_h(G) + [h in G])), where groups not reached yet count
    2m - 1; stops as soon as the sum reaches ``cutoff``. Hard mode: h ranges over the guesses
    legal under ``hints[pattern]`` (one row per pattern; all zero in normal mode)."""
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
    legal = np.ones(codes.shape[0], np.uint8)
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
        if hints[c].any():
            _legal_columns(codes, counts, hints[c], legal)
        else:
            legal[:] = 1
        most = _most_parts(
            table, ceiling, codes, repeated, column_of, group[:size], answer_codes, bits, live, legal
        )
        total += max(0, 3 * m - most - (2 * m - 1))
    return total
