"""Hard mode: can an opener always win within 6 guesses? Decided exactly, opener by opener.

A yes or no question, so a depth-first search that stops at the first strategy found, not the
cost search: a set S with d guesses left is winnable when it holds one word, or two (guess
either: a candidate meets every hint), or some guess legal under S's hints splits it into
groups each winnable with d - 1 left (with 2 left: a guess that splits S into singletons).
Guesses are tried most parts first, and each guess's groups largest first; quick passes try
only the QUICK_BREADTHS best guesses a position, which show most winnable openers so at once (a
full pass spends its time proving hopeless branches hopeless before it moves on; nyt2022's
LUXER: 6.2 s of CPU in one full pass, 1.2 s through the quick ones); an unwinnable one
is shown so only by the full pass, trying every legal guess that splits its set at all (a guess
showing one feedback on all of S only uses a row).
Results are memoised by (S, guesses left, hints), as the deep search's are.

Sound both ways: "wins" comes with a strategy (the guesses found), "cannot" with every legal
guess tried; nothing is bounded or sampled. `proof_six_run` runs it over every opener on every
core, resumably, and ships the answer.
"""

from __future__ import annotations

import numpy as np

from ..game.patterns import Patterns
from . import kernels
from .hard import HardRules
from .kernels import partition, parts

LIMIT = 6  # the game's guess limit
MEMO_LIMIT = 500_000  # memo entries kept before it starts again (a few hundred MB at most)
QUICK_BREADTHS = (30, 100)  # guesses a position tries in the quick passes (a win they find is a proof)
EVERY = 1 << 30  # the breadth of the full pass: every guess


class WithinSix:
    """Hard-mode winnability within a guess limit over one Patterns."""

    def __init__(self, patterns: Patterns, limit: int = LIMIT) -> None:
        words = patterns.words
        self.limit = limit
        self.matrix, self.by_answer = patterns.matrix, patterns.by_answer
        self.rules = HardRules(words.allowed_codes, words.allowed_index)
        self.allowed_index = words.allowed_index
        self.every_row = np.arange(self.matrix.shape[0])
        self.solved = patterns.solved
        self.answer_rows = words.answer_rows
        # three guesses left: the deep search's compiled finish, stopped at the first win (numba only)
        self.last_two = kernels.COMPILED and patterns.by_answer.dtype == np.uint8
        # True (winnable), or the breadth a search failed at: False at EVERY, unknown below it
        self.memo: dict[tuple, bool | int] = {}
        self.positions = 0
        self.breadth = EVERY

    def opener(self, guess: str) -> bool:
        """True when some hard-mode play after ``guess`` finds every answer within the limit:
        first trying a few guesses a position, then more (most winnable openers are shown so at
        once), then, only if those find no win, every guess."""
        row = self.allowed_index[guess]
        S = np.arange(self.by_answer.shape[0], dtype=np.int32)
        for self.breadth in (*QUICK_BREADTHS, EVERY):
            if self._after(S, row, self.limit, self.rules.none, self.every_row):
                return True
        return False

    def _after(self, S: np.ndarray, row: int, depth: int, hints: bytes, rows: np.ndarray) -> bool:
        """Whether every group ``row`` leaves of S is winnable with depth - 1 guesses left."""
        ones = np.ones(len(S), dtype=np.int64)
        members, starts, patterns, _ = partition(self.matrix[row, S], S, ones, self.solved)
        for k in range(len(patterns)):
            group = members[starts[k] : starts[k + 1]]
            if len(group) <= 2 and depth - 1 >= len(group):
                continue  # one word: guess it; two: guess one, then the other
            if not self._wins(group, depth - 1, self.rules.child(hints, row, int(patterns[k])), rows, hints):
                return False
        return True

    def _wins(self, S: np.ndarray, depth: int, hints: bytes, rows: np.ndarray, before: bytes) -> bool:
        """Whether S is winnable with ``depth`` guesses left under ``hints`` (``rows``: the
        guesses legal under ``before``, the parent's hints)."""
        n = len(S)
        if n == 1:
            return depth >= 1
        if depth <= 1:
            return False
        if n == 2:
            return True
        key = (S.tobytes(), depth, hints)
        known = self.memo.get(key)
        if known is True or (known is not None and known >= self.breadth):
            return known is True
        self.positions += 1
        rows, _ = self.rules.restrict(rows, None, hints, before)
        counts = parts(self.by_answer, S, rows)
        if depth == 2:
            result = bool((counts == n).any())
        elif depth == 3 and self.last_two:
            result = self._last_two(S, rows, counts)
        else:
            order = np.argsort(-counts, kind="stable")
            order = order[counts[order] > 1][: self.breadth]
            result = any(self._after(S, int(rows[i]), depth, hints, rows) for i in order.tolist())
        if len(self.memo) > MEMO_LIMIT:
            self.memo.clear()
        self.memo[key] = True if result else self.breadth
        return result

    def _last_two(self, S: np.ndarray, rows: np.ndarray, counts: np.ndarray) -> bool:
        """Three guesses left: the compiled finish of the deep search, asked for any total below
        3n + 1 (every win within 3 costs at most 3n). Each guess's bound is 3n, so the scan stops
        at the first win (its total is at most 3n) and tries every guess until then."""
        n = len(S)
        order = np.argsort(-counts, kind="stable")
        order = order[counts[order] > 1][: self.breadth]
        ones = np.ones(n, dtype=np.int64)
        by_parts = np.argsort(-counts, kind="stable")  # a group's splitter needs parts over S >= its size
        cost, _ = kernels.last_two(
            self.matrix,  # guesses x answers, as the kernel reads it
            S,
            self.answer_rows[S],
            ones,
            rows[order],
            np.full(len(order), 3 * n, dtype=np.int64),
            rows[by_parts],
            counts[by_parts],
            3 * n + 1,
            True,
            self.rules.codes,
            self.rules.counts,
            self.solved,
            None,  # hard mode: no splitter memo (the guesses allowed depend on the path)
        )
        return cost <= 3 * n
