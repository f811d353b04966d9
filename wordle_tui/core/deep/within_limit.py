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
from ..solve.stats import CancelFlag, check_cancel
from . import kernels, within_end
from .first_group import any_after
from .hard import HardRules
from .kernels import most_first, partition, parts
from .known_first import LOST_THREE
from .lost_groups import LostGroups
from .results import EffortSpent

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
        # three guesses left, and four in hard mode: one compiled call a position (numba only)
        self.last_two = within_end.COMPILED and patterns.by_answer.dtype == np.uint8
        self.four = hard and self.last_two and within_end.FOUR
        self.end = within_end.CompiledEnd(patterns, self.rules, hard) if self.last_two else None
        self._ones = np.ones(self.by_answer.shape[0], dtype=np.int64)  # every group's weights (unused)
        self.forget()
        self._grown: dict[tuple[bytes, bytes], tuple[np.ndarray, np.ndarray]] = {}
        self.positions = 0
        self.breadth = EVERY
        self._budget: int | None = None  # positions this call may reach before it gives up
        self._cancel: CancelFlag | None = None
        self._lock = threading.Lock()  # one question at a time: the memo and counters are shared

    def forget(self) -> None:
        """Start the memo and every store of groups afresh (none of them changes an answer)."""
        # four-left sets proven lost, to refute later sets holding one (lost_groups.py)
        self.lost_four = LostGroups(self.matrix, partial(self._child, self.rules.none), LOST_FOUR)
        self.lost_three = LostGroups(self.matrix, self.lost_four.child, LOST_THREE)  # known_first.py
        # True (winnable), or the breadth a search failed at: False at EVERY, unknown below it
        self.memo: dict[tuple, bool | int] = {}
        if self.end is not None:
            self.end.forget()

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

    def _wins(
        self, S: np.ndarray, depth: int, hints: bytes, rows: np.ndarray, before: bytes, asked: bool = False
    ) -> bool:
        """Whether S is winnable with ``depth`` guesses left under ``hints`` (``rows``: the
        guesses legal under ``before``, the parent's hints; ``asked``: the store of lost
        four-left sets was asked of S already, and held none)."""
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
        if depth == 4 and self.hard and not asked and self.lost_four.holding(S, hints):
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
            assert self.end is not None  # only with self.last_two
            result = self.end.three(S, ranked, counts, 0 if known is None else known, hints, self.breadth)
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
        assert self.end is not None  # only with self.four
        left = 1 << 62 if self._budget is None else self._budget - self.positions
        found, counted = self.end.four(S, order, hints, rows, self.breadth, left)
        self.positions += counted
        if found is None:
            raise EffortSpent(self.positions)
        check_cancel(self._cancel)
        return found
