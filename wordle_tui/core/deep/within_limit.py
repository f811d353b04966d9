"""Can every candidate still be found within the guess limit? Decided exactly, or not at all.

A yes or no question, so a depth-first search that stops at the first play found, not the cost
search: a set S with d guesses left is winnable when it holds one word, or two (guess either: a
candidate meets every hint), or some guess (in hard mode: legal under S's hints) splits it into
groups each winnable with d - 1 left (with 2 left: a guess that splits S into singletons).
Guesses are tried most parts first, each guess's groups largest first. Passes that try only the
best few guesses a position show most winnable sets so at once (the full pass spends its time
proving hopeless branches hopeless: nyt2022's LUXER, 6.2 s in one full pass, 1.2 s through
quick ones); an unwinnable set is shown so only by the full pass, or by a trap (below), trying
every guess that splits its set at all. Results are memoised by (S, guesses left, hints).

Sound both ways: "wins" comes with a play (the guesses found), "cannot" with every guess tried.
Two users: `proof_six_run` decides every hard-mode opener, and the safety checks of
core/solve/safety.py ask about a position within a number of positions (effort, never seconds:
the same answer on any machine); past it the answer is None, not decided.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Collection
from functools import partial

import numpy as np

from ..game.patterns import Patterns
from ..game.state import GameState
from ..lazy_import import compiled_module
from ..solve.stats import CancelFlag, check_cancel
from . import kernels
from .first_group import any_after
from .hard import LETTERS, HardRules
from .kernels import most_first, partition, parts
from .known_first import LOST_THREE
from .lost_groups import LostGroups
from .results import EffortSpent
from .two_level import hint_keys

_compiled_within = compiled_module(f"{__package__}.compiled_within")

LIMIT = 6  # the game's guess limit
MEMO_LIMIT = 500_000  # memo entries kept before it starts again (a few hundred MB at most)
QUICK_BREADTHS = (30, 100)  # guesses a position tries in the quick passes (a win they find is a proof)
EVERY = 1 << 30  # the breadth of the full pass: every guess
LOST_FOUR = 5_000  # four-left sets proven lost kept to refute later ones (then the store starts again)


class WithinLimit:
    """Winnability within a guess limit over one Patterns, in hard mode or normal mode."""

    def __init__(self, patterns: Patterns, limit: int = LIMIT, hard: bool = True) -> None:
        self.patterns = patterns
        self.words = words = patterns.words
        self.limit, self.hard = limit, hard
        self.matrix, self.by_answer = patterns.matrix, patterns.by_answer
        self.rules = HardRules(words.allowed_codes, words.allowed_index)
        self.allowed_index = words.allowed_index
        self.every_row = np.arange(self.matrix.shape[0])
        self.solved = patterns.solved
        self.answer_rows = words.answer_rows
        self.answer_codes = words.answer_codes
        # three guesses left: the deep search's compiled finish, stopped at the first win (numba only)
        self.last_two = kernels.COMPILED and patterns.by_answer.dtype == np.uint8
        self._keys = kernels.answer_keys(self.by_answer.shape[0]) if self.last_two else None
        # four guesses left, hard mode: one compiled call a position (see compiled_within.py)
        self.four = hard and self.last_two and _compiled_within is not None
        self._memo_four = None  # made at its first use (numba loads its kernels then)
        self._lost_three = None  # three-left groups proven lost (compiled_within.lost_store)
        self._splitters: tuple | None = (
            None  # what splits groups apart, kept across calls (compiled_shared_splitters)
        )
        # four-left sets proven lost, to refute later sets holding one (lost_groups.py)
        self.lost_four = LostGroups(self.matrix, partial(self._child, self.rules.none), LOST_FOUR)
        self.lost_three = LostGroups(self.matrix, self.lost_four.child, LOST_THREE)  # known_first.py
        self._ones = np.ones(self.by_answer.shape[0], dtype=np.int64)  # every group's weights (unused)
        self._no_rules = (np.zeros((1, patterns.length), np.uint8), np.zeros((1, LETTERS), np.uint8))
        # True (winnable), or the breadth a search failed at: False at EVERY, unknown below it
        self.memo: dict[tuple, bool | int] = {}
        self._grown: dict[tuple[bytes, bytes], tuple[np.ndarray, np.ndarray]] = {}
        self.positions = 0
        self.breadth = EVERY
        self._budget: int | None = None  # positions this call may reach before it gives up
        self._cancel: CancelFlag | None = None
        self._lock = threading.Lock()  # one question at a time: the memo and counters are shared

    # -- questions ---------------------------------------------------------------------------
    def after(
        self,
        state: GameState,
        guess: str,
        positions: int | None = None,
        cancel: CancelFlag | None = None,
        full: bool = True,
    ) -> bool | None:
        """Whether, with ``guess`` played now, some play finds every candidate of ``state``
        within the limit; None when not decided within ``positions`` positions (or, without
        ``full``, when the quick passes find no win: they prove wins only)."""
        S, depth, hints, rows = self._position(state)
        row = self.allowed_index[guess]
        search = lambda: self._after(S, row, depth, hints, rows)  # noqa: E731
        return self._decide(search, positions, cancel, () if full else QUICK_BREADTHS)

    def wins(
        self, state: GameState, positions: int | None = None, cancel: CancelFlag | None = None
    ) -> bool | None:
        """Whether some play finds every candidate of ``state`` within the limit (None: not
        decided within ``positions`` positions)."""
        S, depth, hints, rows = self._position(state)
        return self._decide(lambda: self._wins(S, depth, hints, rows, hints), positions, cancel)

    def a_win(
        self,
        state: GameState,
        positions: int | None = None,
        cancel: CancelFlag | None = None,
        among: Collection[str] | None = None,
    ) -> str | None:
        """A guess after which some play finds every candidate of ``state`` within the limit
        (the first the passes meet, most parts first), or None: there is none, or none was
        found within ``positions`` positions. With ``among``, the guess is one of those words
        (a player who guesses only candidates); the play after it is any."""
        S, depth, hints, rows = self._position(state)
        first = rows
        if among is not None:
            first = np.intersect1d(rows, np.array([self.allowed_index[w] for w in among], dtype=rows.dtype))
        found: list[int] = []

        def search() -> bool:
            counts = parts(self.by_answer, S, first)
            order = most_first(counts)
            for i in order[counts[order] > 1][: self.breadth].tolist():
                if self._after(S, int(first[i]), depth, hints, rows):
                    found.append(int(first[i]))
                    return True
            return False

        self._decide(search, positions, cancel)
        return self.words.allowed[found[0]] if found else None

    def _position(self, state: GameState) -> tuple[np.ndarray, int, bytes, np.ndarray]:
        """``state`` as the search sees it: candidates, guesses left, hints, guesses legal now."""
        hints = self.rules.of_steps(state.steps) if self.hard else b""
        rows = self._restrict(self.every_row, hints, self.rules.none)
        S = np.asarray(state.candidates, dtype=np.int32)
        return S, self.limit - len(state.steps), hints, rows

    def _decide(
        self,
        search: Callable[[], bool],
        positions: int | None = None,
        cancel: CancelFlag | None = None,
        quick_only: tuple[int, ...] = (),
        full: bool = False,
    ) -> bool | None:
        """``search()`` through the quick passes, then the full pass (unless ``quick_only``
        names the passes: then a failure is None, not decided, unless ``full``: the last is
        the full pass)."""
        with self._lock:
            self._budget = None if positions is None else self.positions + positions
            self._cancel = cancel
            try:
                for breadth in quick_only or (*QUICK_BREADTHS, EVERY):
                    self.breadth = breadth  # the search reads it at every position
                    if search():
                        return True
                return None if quick_only and not full else False
            except EffortSpent:
                return None
            finally:
                self._budget, self._cancel = None, None

    # -- the search --------------------------------------------------------------------------
    def _child(self, hints: bytes, row: int, pattern: int) -> bytes:
        return self.rules.child(hints, row, pattern) if self.hard else b""

    def _restrict(self, rows: np.ndarray, hints: bytes, before: bytes) -> np.ndarray:
        return self.rules.restrict(rows, None, hints, before)[0] if self.hard else rows

    def _after(self, S: np.ndarray, row: int, depth: int, hints: bytes, rows: np.ndarray) -> bool:
        """Whether every group ``row`` leaves of S is winnable with depth - 1 guesses left."""
        members, starts, patterns, _ = partition(self.matrix[row, S], S, self._ones[: len(S)], self.solved)
        for k in range(len(patterns)):
            group = members[starts[k] : starts[k + 1]]
            if len(group) <= 2 and depth - 1 >= len(group):
                continue  # one word: guess it; two: guess one, then the other
            if not self._wins(group, depth - 1, self._child(hints, row, int(patterns[k])), rows, hints):
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
        self._count_position()
        if depth == 4 and self.hard and self.lost_four.holding(S, hints):
            self.memo[key] = self.breadth
            return False
        rules, (grew, now) = self.rules, self._grew(hints, before)
        rows, ranked, counts = kernels.ranked(
            self.by_answer, S, rows, grew, now, rules.codes, rules.counts, rules.present, rules.length
        )
        if depth == 2:
            result = bool(len(counts) and counts[0] == n)  # parts are at most n: the most first
        elif depth == 4 and self.four:
            result = self._four(
                S, ranked[: min(int(np.count_nonzero(counts > 1)), self.breadth)], hints, rows
            )
        elif depth == 3 and self.last_two:
            # a pass at a larger breadth than ``known``'s, which failed: the guesses that pass
            # tried find no finish still (the same order), and no positions are counted below
            result = self._last_two(S, ranked, counts, 0 if known is None else known, hints)
        else:
            order = ranked[: min(int(np.count_nonzero(counts > 1)), self.breadth)]
            result = any_after(self, S, order, depth, hints, rows)
        if len(self.memo) > MEMO_LIMIT:
            self.memo.clear()
        self.memo[key] = True if result else self.breadth
        if not result and depth == 4 and self.hard and self.breadth >= EVERY:  # a proof: kept
            if len(self.lost_four) >= LOST_FOUR:
                self.lost_four = LostGroups(self.matrix, self.lost_four.child, LOST_FOUR)
            self.lost_four.add(S.copy(), hints)  # not a view that keeps its whole array
        return result

    def _grew(self, hints: bytes, before: bytes) -> tuple[np.ndarray, np.ndarray]:
        """The hint bytes that grew from ``before`` to ``hints`` (the only ones a guess legal
        under ``before`` must be checked at), and ``hints`` as an array: cached per pair."""
        found = self._grown.get((hints, before))
        if found is None:
            now = np.frombuffer(hints, dtype=np.uint8)
            found = (np.flatnonzero(now != np.frombuffer(before, dtype=np.uint8)), now)
            if len(self._grown) > MEMO_LIMIT:
                self._grown.clear()
            self._grown[(hints, before)] = found
        return found

    def _count_position(self) -> None:
        self.positions += 1
        if self._budget is not None and self.positions > self._budget:
            raise EffortSpent(self._budget)  # counted, not timed: the same on every machine
        if self.positions % 256 == 0:
            check_cancel(self._cancel)

    def _four(self, S: np.ndarray, order: np.ndarray, hints: bytes, rows: np.ndarray) -> bool:
        """Four guesses left, hard mode: compiled_within.any_four, its positions counted here."""
        assert _compiled_within is not None  # only with self.four
        if self._memo_four is None or len(self._memo_four) > MEMO_LIMIT:
            self._memo_four = _compiled_within.three_left_memo()
        if self._lost_three is None:
            self._lost_three = _compiled_within.lost_store(self.by_answer.shape[0], len(hints))
        rules = self.rules
        words = (self.by_answer, self.answer_rows, rules.codes, rules.counts, rules.present, self.solved)
        keyed = (*words, self._keys, hint_keys(len(hints)))
        left = 1 << 62 if self._budget is None else self._budget - self.positions
        now = np.frombuffer(hints, np.uint8)
        found, counted = _compiled_within.any_four(
            keyed,
            S.astype(np.int64),
            order,
            rows,
            now,
            self.breadth,
            self._memo_four,
            left,
            self._lost_three,
            self._shared(len(hints)),
        )
        self.positions += counted
        if found == _compiled_within.SPENT:
            raise EffortSpent(self.positions)
        check_cancel(self._cancel)
        return bool(found == 1)

    def _shared(self, hint_bytes: int) -> tuple:
        """any_finish's store of what splits groups apart, made at its first use."""
        if self._splitters is None:
            self._splitters = kernels.shared_splitters(hint_bytes)
        return self._splitters

    def _last_two(
        self, S: np.ndarray, ranked: np.ndarray, counts: np.ndarray, skip: int, hints: bytes
    ) -> bool:
        """Three guesses left: the compiled finish of the deep search, asked for any total below
        3n + 1 (every win within 3 costs at most 3n), stopped at the first win. ``ranked``:
        every legal guess, most parts first (a group's splitter needs parts over S >= its
        size), ``counts`` their parts; the guesses tried are those of the current breadth that
        split S, less the first ``skip``; ``hints``: S's, under which what is learnt of a group
        is kept for later calls (compiled_shared_splitters.py)."""
        codes, letters = (self.rules.codes, self.rules.counts) if self.hard else self._no_rules
        return kernels.any_finish(
            self.by_answer,
            S,
            self.answer_rows[S],
            ranked,
            counts,
            skip,
            self.breadth,
            self.hard,
            codes,
            letters,
            self.solved,
            self._keys,
            np.frombuffer(hints, np.uint8),
            self._shared(len(hints)),
        )
