"""The winnability search's last guesses in compiled calls (numba only): four left in hard mode
(compiled_within.any_four) and three left in either mode (compiled_last_two.any_finish), with
what they keep across calls: the memo of three-left groups, the store of those proven lost, and
what splits a group apart (compiled_shared_splitters.py). Each is made at its first use, when
numba loads the kernels."""

from __future__ import annotations

import numpy as np

from ..game.patterns import Patterns
from ..lazy_import import compiled_module
from . import kernels, last_two
from .hard import LETTERS, HardRules
from .two_level import hint_keys

_compiled_within = compiled_module(f"{__package__}.compiled_within")

MEMO_LIMIT = 2_000_000  # three-left groups remembered before the memo starts again (QUERN: 820,418)

COMPILED = kernels.COMPILED  # the three-left finish (the whole end when _compiled_within is too)
FOUR = _compiled_within is not None


class CompiledEnd:
    """The compiled end of one WithinLimit search (see the module docstring)."""

    def __init__(self, patterns: Patterns, rules: HardRules, hard: bool) -> None:
        self.by_answer, self.answer_rows, self.solved = (
            patterns.by_answer,
            patterns.words.answer_rows,
            patterns.solved,
        )
        self.rules, self.hard = rules, hard
        self.keys = kernels.answer_keys(self.by_answer.shape[0])
        self._no_rules = (np.zeros((1, patterns.length), np.uint8), np.zeros((1, LETTERS), np.uint8))
        self.forget()

    def forget(self) -> None:
        """Start what is kept across calls afresh (each is made again at its next use)."""
        self.memo_four = None  # what any_four learnt of three-left groups
        self.lost_three = None  # three-left groups proven lost (compiled_within.lost_store)
        self.splitters: tuple | None = None  # what splits groups apart, kept across calls

    def four(
        self, S: np.ndarray, order: np.ndarray, hints: bytes, rows: np.ndarray, breadth: int, left: int
    ) -> tuple[bool | None, int]:
        """Hard mode, four guesses left: whether some guess of ``order`` finishes S (None: more
        than ``left`` positions needed), and the positions counted."""
        assert _compiled_within is not None  # only with FOUR
        if self.memo_four is None or len(self.memo_four) > MEMO_LIMIT:
            self.memo_four = _compiled_within.three_left_memo()
        if self.lost_three is None:
            self.lost_three = _compiled_within.lost_store(self.by_answer.shape[0], len(hints))
        rules = self.rules
        words = (self.by_answer, self.answer_rows, rules.codes, rules.counts, rules.present, self.solved)
        keyed = (*words, self.keys, hint_keys(len(hints)))
        now = np.frombuffer(hints, np.uint8)
        found, counted = _compiled_within.any_four(
            keyed,
            S.astype(np.int64),
            order,
            rows,
            now,
            breadth,
            self.memo_four,
            left,
            self.lost_three,
            self._shared(now),
        )
        return (None if found == _compiled_within.SPENT else bool(found == 1)), int(counted)

    def three(
        self, S: np.ndarray, ranked: np.ndarray, counts: np.ndarray, skip: int, hints: bytes, breadth: int
    ) -> bool:
        """Three guesses left: the compiled finish of the deep search, asked for any total below
        3n + 1 (every win within 3 costs at most 3n), stopped at the first win. ``ranked``:
        every legal guess, most parts first (a group's splitter needs parts over S >= its
        size), ``counts`` their parts; the guesses tried are those of ``breadth`` that split S,
        less the first ``skip``; ``hints``: S's, under which what is learnt of a group is kept
        for later calls."""
        codes, letters = (self.rules.codes, self.rules.counts) if self.hard else self._no_rules
        now = np.frombuffer(hints, np.uint8)
        return last_two.any_finish(
            self.by_answer,
            S,
            self.answer_rows[S],
            ranked,
            counts,
            skip,
            breadth,
            self.hard,
            codes,
            letters,
            self.solved,
            self.keys,
            now,
            self._shared(now),
        )

    def _shared(self, hints: np.ndarray) -> tuple:
        if self.splitters is None:
            self.splitters = last_two.shared_splitters(len(hints))
        return self.splitters
