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
from collections.abc import Callable
from functools import partial

import numpy as np

from ..game.patterns import Patterns
from ..game.state import GameState
from ..solve.stats import CancelFlag, check_cancel
from . import kernels
from .families import trap_sets, wide_trap_sets
from .first_group import any_after
from .hard import LETTERS, HardRules
from .kernels import most_first, partition, parts
from .results import EffortSpent

LIMIT = 6  # the game's guess limit
MEMO_LIMIT = 500_000  # memo entries kept before it starts again (a few hundred MB at most)
QUICK_BREADTHS = (30, 100)  # guesses a position tries in the quick passes (a win they find is a proof)
EVERY = 1 << 30  # the breadth of the full pass: every guess
TRAP_POSITIONS = 8_000  # positions the search of one trap may reach (a loss found within it is a proof)
TRAP_SMALLEST = 3  # the smallest family searched: three can trap together
WIDE_POSITIONS = 150_000  # positions the wide traps of one opener may reach, all together
WIDE_GROUP = 20  # the smallest feedback group the wide traps are looked for in
# an opener's passes before the full one, those before its wide traps and those after, each
# stage within PASS_POSITIONS: wider passes find wins more cheaply than the full pass's proofs
# that hopeless branches are hopeless (nyt2023's CONUS: 2.0 s, was 5.1 s with QUICK_BREADTHS's)
OPENER_BREADTHS = ((30, 100), (300, 1000))
PASS_POSITIONS = 60_000


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
    def opener(self, guess: str, positions: int | None = None) -> bool | None:
        """True when some play after ``guess`` finds every answer within the limit; None when
        not decided within ``positions`` positions in all. First each feedback group's traps
        are searched alone (a trap that cannot be finished is a proof that its group cannot:
        most losing openers are shown so in a fraction of a second), then a few guesses a
        position are tried (most winnable openers are shown so at once), then wider traps,
        then more guesses, and only if none of those decides, every guess."""
        if self.hard and self.trapped(guess):
            return False
        S = np.arange(self.by_answer.shape[0], dtype=np.int32)
        row = self.allowed_index[guess]
        search = lambda: self._after(S, row, self.limit, self.rules.none, self.every_row)  # noqa: E731
        ends = self.positions + (EVERY if positions is None else positions)
        left = lambda cap=EVERY: max(0, min(cap, ends - self.positions))  # noqa: E731 (a stage's budget)
        first, then = OPENER_BREADTHS
        if self._decide(search, left(PASS_POSITIONS), quick_only=first):
            return True
        if self.hard and self.trapped(guess, wide=True, positions=left(WIDE_POSITIONS)):
            return False
        if self._decide(search, left(PASS_POSITIONS), quick_only=then):
            return True
        return self._decide(search, left(), quick_only=(EVERY,), full=True)

    def trapped(self, guess: str, wide: bool = False, positions: int = WIDE_POSITIONS) -> bool:
        """Whether, as an opener, ``guess`` leaves some feedback group holding a trap that cannot
        be finished with the guesses then left: a proof that ``guess`` cannot win in time (False
        proves nothing; each trap is searched within TRAP_POSITIONS positions, or with ``wide``,
        the wide traps of groups of WIDE_GROUP or more within ``positions`` in all)."""
        S = np.arange(self.by_answer.shape[0], dtype=np.int32)
        row = self.allowed_index[guess]
        ones = np.ones(len(S), dtype=np.int64)
        members, starts, patterns, _ = partition(self.matrix[row, S], S, ones, self.solved)
        none, depth = self.rules.none, self.limit - 1
        sizes = np.diff(starts)
        ends = self.positions + positions  # the wide stage's budget
        for k in np.argsort(-sizes, kind="stable").tolist():
            if sizes[k] < (WIDE_GROUP if wide else TRAP_SMALLEST):
                break  # the rest are smaller still: no trap of this stage fits in them
            group = np.sort(members[starts[k] : starts[k + 1]])
            hints = self._child(none, row, int(patterns[k]))
            traps = (
                wide_trap_sets(self.answer_codes, group)
                if wide
                else trap_sets(self.answer_codes, group, TRAP_SMALLEST)
            )
            for trap in traps:
                search = partial(self._wins, trap.astype(np.int32), depth, hints, self.every_row, none)
                if wide and self.positions >= ends:
                    return False
                if self._decide(search, ends - self.positions if wide else TRAP_POSITIONS) is False:
                    return True
        return False

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
        self, state: GameState, positions: int | None = None, cancel: CancelFlag | None = None
    ) -> str | None:
        """A guess after which some play finds every candidate of ``state`` within the limit
        (the first the passes meet, most parts first), or None: there is none, or none was
        found within ``positions`` positions."""
        S, depth, hints, rows = self._position(state)
        found: list[int] = []

        def search() -> bool:
            counts = parts(self.by_answer, S, rows)
            order = most_first(counts)
            for i in order[counts[order] > 1][: self.breadth].tolist():
                if self._after(S, int(rows[i]), depth, hints, rows):
                    found.append(int(rows[i]))
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
        rules, (grew, now) = self.rules, self._grew(hints, before)
        rows, ranked, counts = kernels.ranked(
            self.by_answer, S, rows, grew, now, rules.codes, rules.counts, rules.present, rules.length
        )
        if depth == 2:
            result = bool(len(counts) and counts[0] == n)  # parts are at most n: the most first
        elif depth == 3 and self.last_two:
            # a pass at a larger breadth than ``known``'s, which failed: the guesses that pass
            # tried find no finish still (the same order), and no positions are counted below
            result = self._last_two(S, ranked, counts, 0 if known is None else known)
        else:
            order = ranked[: min(int(np.count_nonzero(counts > 1)), self.breadth)]
            result = any_after(self, S, order, depth, hints, rows)
        if len(self.memo) > MEMO_LIMIT:
            self.memo.clear()
        self.memo[key] = True if result else self.breadth
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

    def _last_two(self, S: np.ndarray, ranked: np.ndarray, counts: np.ndarray, skip: int) -> bool:
        """Three guesses left: the compiled finish of the deep search, asked for any total below
        3n + 1 (every win within 3 costs at most 3n), stopped at the first win. ``ranked``:
        every legal guess, most parts first (a group's splitter needs parts over S >= its
        size), ``counts`` their parts; the guesses tried are those of the current breadth that
        split S, less the first ``skip``."""
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
        )
