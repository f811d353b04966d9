"""What splits a group apart, kept across any_finish's calls (numba; compiled_last_two uses it).

last_two keeps what it learns of a group (which guess splits it apart) for one call only; but
the winnability search asks any_finish tens of thousands of times an opener, and most groups
it learnt had been learnt in an earlier call, under other hints (nyt2023's BAHUS: 3.2 million
groups learnt, 2.7 million of them again, 87% of the rows scanned). This store keeps each
group's answer with the hints it was learnt under, and gives it to a later call whose hints
require at least as much (the same greens and more, each letter's least count as large). That
is sound: a guess legal under the later hints is legal under the earlier ones, so the splitters the
earlier scan found, among every guess its hints allowed, hold every splitter legal now; each
listed one is checked against the later call's guesses (``legal``) and last feedback, as the
scan would have. A candidate of the group splitting it is legal under any hints (it meets
them all), so that answer is kept whatever the hints. Only for any_finish: every guess legal
under a call's hints is among its ``ranked``, and every answer weighs one."""

import numpy as np
from numba import njit, types
from numba.typed import Dict

from ..kernel_cache import fresh
from .hard import LETTERS

fresh(__file__)

CANDIDATE = -5  # a member of the group splits it apart (the same answer under any hints)
ABSENT = -6  # not known under hints requiring as much
# groups kept before the store starts again (about 500 MB at most): one slow opener learns more
# than a million (nyt2023's QUERN 1.6 million), and each start again learns them anew
GROUPS = 1 << 22
_KEY = types.UniTuple(types.uint64, 2)


def shared_splitters(hint_bytes: int, groups: int = GROUPS, rows: int = 4 * GROUPS) -> tuple:
    """An empty store: group key -> its entry (or CANDIDATE); each entry's hints and value
    (NO_SPLITTER, MANY, or where its list of splitters starts in ``rows``: a count, then the
    rows); and the entries and rows used. ``groups`` 0: nothing kept (last_two's other users)."""
    return (
        Dict.empty(key_type=_KEY, value_type=types.int64),
        np.zeros((groups, hint_bytes), np.uint8),
        np.zeros(groups, np.int64),
        np.zeros(rows, np.int64),
        np.zeros(2, np.int64),
    )


@njit(cache=True, nogil=True)
def recall(shared, key, hints):
    """CANDIDATE, the entry's value when it was learnt under hints ``hints`` require as much
    as (the same green wherever those had one, each letter's count as large), else ABSENT."""
    memo, kept, values, _, _ = shared
    if key not in memo:
        return ABSENT
    entry = memo[key]
    if entry < 0:
        return entry
    greens = hints.shape[0] - LETTERS  # then each letter's least count (hard.py)
    for i in range(hints.shape[0]):
        if hints[i] < kept[entry, i] or (i < greens and kept[entry, i] and hints[i] != kept[entry, i]):
            return ABSENT  # a guess legal now may not have been then: not known here
    return values[entry]


@njit(cache=True, nogil=True)
def keep(shared, key, hints, value, outs):
    """Keep what a scan under ``hints`` learnt of the group ``key`` (compiled_splitters' ``learn``
    value: a candidate's index, NO_SPLITTER, MANY, or -4 - the start of its list in ``outs``),
    replacing what was kept of it; returns the value as ``recall`` gives it."""
    memo, kept, values, rows, used = shared
    if value >= 0:
        memo[key] = CANDIDATE
        return CANDIDATE
    listed = 0 if value > -4 else outs[-4 - value]
    if used[0] >= kept.shape[0] or used[1] + listed + 1 > rows.shape[0]:
        memo.clear()  # full: start again (a group is learnt again when next met)
        used[:] = 0
    entry = used[0]
    kept[entry] = hints
    if value > -4:
        values[entry] = value
    else:
        start = used[1]
        rows[start : start + listed + 1] = outs[-4 - value : -4 - value + listed + 1]
        values[entry] = start
        used[1] = start + listed + 1
    memo[key] = entry
    used[0] = entry + 1
    return values[entry]
