"""The numba version of the winnability search's positions with four guesses left, hard mode
(within_limit.py; imported only when numba is installed): does some guess split S into groups
each finished within three? One call tries the guesses in order, partitions S by each, and
asks every group of three or more (largest first) the compiled three-left question
(compiled_last_two.any_finish) until one is not finished.

The Python loop it replaces spent most of a loss proof around that question: a partition, a
hints merge and a memo lookup for every group of every guess (nyt2023's BUDOS: 313,000 guesses
tried at four left for 36,000 groups asked). The groups' answers are kept in a memo of their
own, keyed by 128 bits (the sum of random keys per answer and per hint byte, as
compiled_two_level names groups): True, or the breadth a search failed at, as the Python memo
keeps them. Positions are counted as the Python loop counts them: one a group asked, not one a
group the memo answers."""

import numpy as np
from numba import njit, types
from numba.typed import Dict

from .compiled import partition, ranked
from .compiled_last_two import any_finish
from .compiled_two_level import KEY, _child_hints, _group_key

WON = np.int64(-1)  # a memo value: the group is finished within three
SPENT = -1  # ``any_four``'s answer when the budget of positions ran out


@njit(cache=True, nogil=True)
def three_left_memo():
    """An empty memo: group key -> WON, or the breadth a search of it found no finish at (made
    in compiled code, which is cached: made from Python, a typed dict compiles its constructor
    in every process, a third of a second)."""
    return Dict.empty(key_type=KEY, value_type=types.int64)


@njit(cache=True, nogil=True)
def any_four(words, S, order, rows, hints, breadth, memo, budget):
    """1 when some guess of ``order`` splits S into groups each finished within three (legal
    under ``hints``: the groups' guesses are those of ``rows``, legal under S's hints, checked
    at the hint bytes each group's feedback grew), 0 when none does, SPENT past ``budget``
    positions; and the positions counted. ``words``: (by_answer, answer_rows, letter codes,
    letter counts, letters present, the solved pattern, answer keys, hint keys)."""
    by_answer, answer_rows, codes, counts, present, solved, keys, hint_keys = words
    length = codes.shape[1]
    ones = np.ones(S.shape[0], np.int64)
    colours = np.empty(S.shape[0], by_answer.dtype)
    child = np.empty_like(hints)
    positions = 0
    for g in order:
        for i in range(S.shape[0]):
            colours[i] = by_answer[S[i], g]
        members, starts, patterns, _ = partition(colours, S, ones, solved)
        finished = True
        for k in range(patterns.shape[0]):
            if starts[k + 1] - starts[k] <= 2:
                break  # largest first: the rest are one or two words, found within two
            group = members[starts[k] : starts[k + 1]]
            _child_hints(hints, codes, g, patterns[k], child)
            key = _group_key(group, child, keys, hint_keys)
            known = memo.get(key, np.int64(-2))
            if known == WON:
                continue
            if known >= breadth:
                finished = False
                break
            positions += 1
            if positions > budget:
                return SPENT, positions
            grew = np.flatnonzero(child != hints)
            _, order3, parts3 = ranked(by_answer, group, rows, grew, child, codes, counts, present, length)
            skip = max(known, 0)  # a smaller breadth's pass found no finish among these first
            srows = answer_rows[group]
            won = any_finish(
                by_answer, group, srows, order3, parts3, skip, breadth, True, codes, counts, solved, keys
            )
            memo[key] = WON if won else breadth
            if not won:
                finished = False
                break
        if finished:
            return 1, positions
    return 0, positions
