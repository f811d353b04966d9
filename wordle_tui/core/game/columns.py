"""Pattern blocks computed on demand: every guess against a few hundred candidates, fast.

A guess's pattern is a sum over its letters. A letter that occurs once in the guess colours
its position from the candidate alone (green where the candidate has it there, yellow where it
has it elsewhere), and so does a letter that occurs twice (the two positions share the
candidate's copies). So for a candidate set we tabulate, for every position (or pair of
positions) and letter, the pattern contribution against every candidate; a guess's row is then
the sum of a handful of table rows. Guesses with a letter three or more times (a few per
cent) go through the general :func:`pattern_matrix`.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from itertools import combinations

import numpy as np

from .feedback import GREEN, YELLOW, pattern_dtype, pattern_matrix


@dataclass(frozen=True, eq=False)
class GuessTerms:
    """For each guess, the table rows whose sum is its pattern (row 0 is all zeros)."""

    codes: np.ndarray  # (guesses, length) letter codes

    @property
    def length(self) -> int:
        return self.codes.shape[1]

    @cached_property
    def pairs(self) -> list[tuple[int, int]]:
        return list(combinations(range(self.length), 2))

    @cached_property
    def terms(self) -> tuple[np.ndarray, np.ndarray]:
        """(guesses, length) indices into the table, and which guesses need the general path.

        Column i holds the term of the letter at i when i is its first position in the word
        (0 otherwise): its single row if the letter occurs once, its pair's row if twice."""
        codes = self.codes.astype(np.int64)
        _n, length = codes.shape
        pos = np.arange(length)
        same = codes[:, :, None] == codes[:, None, :]  # same[g, i, j]: letters i and j of g agree
        count = same.sum(axis=2)
        first = ~(same & (pos[None, :] < pos[:, None])).any(axis=2)  # no earlier copy
        later = same & (pos[None, :] > pos[:, None])
        partner = np.argmax(later, axis=2)  # the second copy's position (when there is one)
        pair_index = np.zeros((length, length), dtype=np.int64)
        for k, (p, q) in enumerate(self.pairs):
            pair_index[p, q] = k
        single = 1 + pos * 26 + codes
        double = 1 + length * 26 + pair_index[pos, partner] * 26 + codes
        terms = np.where(first & (count == 1), single, np.where(first & (count == 2), double, 0))
        return terms.astype(np.int32), (count >= 3).any(axis=1)

    def table(self, answers: np.ndarray) -> np.ndarray:
        """The pattern contributions against ``answers``: ``block`` sums rows of it."""
        return _table(answers, self.pairs)

    def block(
        self, answers: np.ndarray, rows: np.ndarray | None = None, table: np.ndarray | None = None
    ) -> np.ndarray:
        """Patterns of the guesses ``rows`` (None: all) against the letter codes ``answers``
        (whose ``table`` may be given when it is kept)."""
        terms, general = self.terms
        if rows is not None:
            terms, general, codes = terms[rows], general[rows], self.codes[rows]
        else:
            codes = self.codes
        table = self.table(answers) if table is None else table
        out = table[terms[:, 0]]
        for k in range(1, terms.shape[1]):
            out += table[terms[:, k]]
        slow = np.flatnonzero(general)
        if slow.size:
            out[slow] = pattern_matrix(codes[slow], answers)
        return out


def _table(answers: np.ndarray, pairs: list[tuple[int, int]]) -> np.ndarray:
    """Row 0: zeros; then (position, letter) rows; then (pair of positions, letter) rows.
    Built in the patterns' own dtype: a byte per entry for 5 letters (every sum stays below 243)."""
    n, length = answers.shape
    dtype = pattern_dtype(length)
    green, yellow, grey = dtype.type(GREEN), dtype.type(YELLOW), dtype.type(0)
    letters = np.arange(26, dtype=answers.dtype)[:, None]
    at = [answers[:, i][None, :] == letters for i in range(length)]  # at[i][c, a]: answer a has c at i
    count = sum(x.astype(np.int8) for x in at)  # count[c, a]
    present, twice = count > 0, count > 1
    single = [
        np.where(at[i], green, np.where(present, yellow, grey)) * dtype.type(3**i) for i in range(length)
    ]
    double = []
    for p, q in pairs:
        # First copy: yellow while a copy is left after the second one's green; second: when 2+.
        first = np.where(at[p], green, np.where(count - at[q] > 0, yellow, grey))
        second = np.where(at[q], green, np.where(twice, yellow, grey))
        double.append(first * dtype.type(3**p) + second * dtype.type(3**q))
    zero = np.zeros((1, n), dtype=dtype)
    return np.concatenate([zero, *single, *double]).astype(dtype, copy=False)
