"""A bound one level deeper than the probe, for refuting openers (proof.py, hard mode).

The probe bounds a candidate set S by its best guess's groups' floors: 3m - max (parts + [in S]).
Looking one guess further, S costs at least

    min over guesses h of ( W(S) + the sum of the probes of h's groups ),

each probe made under the hints h's feedback leaves (hard mode), and that is what `_bound_two`
computes: guesses in order of their own bound, stopping once that bound reaches the best found
(a guess's probed sum is never below its bound) or the budget. Bounding every group of an opener
this way before searching any of them refutes most of the openers whose root bound falls just
short, without the deep search's first group solved exactly; the bounds stay in the memo
(`lower`), so a search that follows starts from them. A mixin of DeepSearch.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

import numpy as np

from ..game.state import GameState
from ..lazy_import import compiled_module
from .kernels import _scratch, answer_keys, partition
from .results import UNLIMITED, DeepStats

_compiled = compiled_module(f"{__package__}.compiled_two_level")
COMPILED = _compiled is not None
MOST_LIMIT = 2_000_000  # groups the compiled loop remembers (about 100 MB) before it starts again


@functools.lru_cache(maxsize=4)
def hint_keys(size: int) -> np.ndarray:
    """Random 64-bit key pairs per hint byte and value (fixed seed): a group's hints add theirs
    to its members' keys. Read, never written: shared."""
    rng = np.random.default_rng(23)
    return rng.integers(0, 1 << 63, size=(size, 256, 2), dtype=np.uint64) * 2 + 1


if TYPE_CHECKING:
    import threading
    from collections.abc import Callable

    from ..game.patterns import Patterns
    from ..solve.stats import CancelFlag
    from .hard import HardRules


def _below(depth: int) -> int:
    """Guesses left one guess further down (no limit stays no limit, as in the search)."""
    return depth if depth == UNLIMITED else depth - 1


class TwoLevelBounds:
    """DeepSearch's two-level bound (see the module docstring)."""

    _most = None  # the compiled loop's memo, made on first use (a typed dict costs a compile)
    _words: tuple | None = None  # what the kernels read of the word lists, built once

    if TYPE_CHECKING:  # what it uses of DeepSearch (search.py) and PositionBounds (positions.py)
        weighted: bool
        _lock: threading.Lock
        _budget: int | None
        stats: DeepStats
        cancel: CancelFlag | None
        on_progress: Callable[[DeepStats], None] | None
        patterns: Patterns
        exact: dict[tuple, tuple[float, int]]
        lower: dict[tuple, float]
        hard: bool
        rules: HardRules | None
        matrix: np.ndarray
        by_answer: np.ndarray
        answer_rows: np.ndarray
        solved_colour: int
        _no_rules: tuple[np.ndarray, np.ndarray]

        def _depths(self, state: GameState) -> list[int]: ...
        def _start(self, state: GameState, S: np.ndarray) -> tuple: ...
        def _key(self, S: np.ndarray, depth: int, hints: bytes) -> tuple: ...
        def _floor(self, S, n, key): ...
        def _expand(self, S, play, beta): ...

    def opener_bound_two(self, state: GameState, guess: str, beta: float) -> float:
        """A lower bound on the total when ``guess`` is played now: each group bounded two
        guesses deep, stopping once the sum reaches ``beta``. Smallest groups first: the
        largest (often the all-grey one) costs the most for the least gained per second
        (nyt2023 hard, CONUS: its 768 words took 19 s of 20, for 198 of the 498 gained)."""
        if self.weighted:
            raise ValueError("the two-level bound counts guesses: it takes no weights")
        with self._lock:
            self.cancel, self.on_progress = None, None
            self.stats, self._budget = DeepStats(), None  # no effort limit left from an earlier call
            S = np.asarray(state.candidates, dtype=np.int32)
            row = self.patterns.words.allowed_index[guess]
            depth = self._depths(state)[0]
            rows, caps, hints, _ = self._start(state, S)
            groups, total, remaining = self._probed_groups(S, row, depth, beta, rows, caps, hints)
            if total + remaining >= beta or _below(depth) <= 3:
                return total + remaining
            for group, floor, play in sorted(groups, key=lambda g: len(g[0])):  # the cheap ones first
                budget = beta - total - remaining + floor
                found = self._bound_two(group, _below(depth), budget, play)
                remaining += max(found, floor) - floor
                if total + remaining >= beta:
                    break
            return total + remaining

    def _probed_groups(self, S, row, depth, beta, rows, caps, hints):
        """The groups of S under guess ``row`` with their probes: ([group, probe, play] for the
        groups of 3 or more, W(S), the sum of every group's probe or floor)."""
        n = len(S)
        w = self._ones[:n]
        members, starts, patterns, floors = partition(self.matrix[row, S], S, w, self.solved_colour)
        starts, patterns, floors = starts.tolist(), patterns.tolist(), floors.tolist()
        total, remaining = n, sum(floors)
        groups = []
        for k in range(len(patterns)):
            group = members[starts[k] : starts[k + 1]]
            if len(group) < 3:
                continue
            play = (rows, caps, self.rules.child(hints, row, patterns[k]) if self.hard else hints, hints)
            found = self._probe(group, _below(depth), beta - total - remaining + floors[k], play)
            remaining += found - floors[k]
            groups.append([group, found, play])
            if total + remaining >= beta:
                break
        return groups, total, remaining

    def _bound_two(self, S, depth, budget, play) -> float:
        """min over guesses h of W(S) + the probes of h's groups, or at least ``budget``."""
        key = self._key(S, depth, play[2])
        hit = self.exact.get(key)
        if hit is not None:
            return hit[0]
        floor = self._floor(S, len(S), key)
        if floor >= budget:
            return floor
        child_rows, child_caps, rows, _, in_set, bound = self._expand(S, play, budget)
        order = np.lexsort((rows, ~in_set, bound))
        if COMPILED and self.matrix.dtype == np.uint8:
            best = self._bound_two_compiled(
                S, rows[order], bound[order], child_rows, child_caps, play[2], budget
            )
        else:
            best = budget
            bound, rows = bound.tolist(), rows.tolist()
            for i in order.tolist():
                if bound[i] >= best:
                    break
                _, total, remaining = self._probed_groups(
                    S, rows[i], depth, best, child_rows, child_caps, play[2]
                )
                best = min(best, total + remaining)
        best = max(best, floor)
        self.lower[key] = max(self.lower.get(key, 0), best)
        return best

    def _bound_two_compiled(self, S, guesses, bounds, rows, caps, hints: bytes, budget) -> float:
        """The loop of `_bound_two` over ``guesses`` in one compiled call."""
        assert _compiled is not None  # called only when the kernel loaded
        return _compiled.bound_two(
            self._compiled_words(len(hints)),
            S,
            guesses.astype(np.int64, copy=False),
            bounds.astype(np.int64, copy=False),
            rows.astype(np.int64, copy=False),
            caps.astype(np.int64, copy=False),
            np.frombuffer(hints, dtype=np.uint8),
            int(min(budget, 1 << 62)),
            self._most_memo(),
            _scratch(self.by_answer.shape[1]),
        )

    def _probed_sum_compiled(self, S, row: int, rows, caps, hints: bytes, beta) -> int:
        """`_probed_groups`' total + remaining for guess ``row`` on S, in one compiled call."""
        assert _compiled is not None  # called only when the kernel loaded
        return _compiled.probed_sum(
            self._compiled_words(len(hints)),
            S,
            row,
            rows.astype(np.int64, copy=False),
            caps.astype(np.int64, copy=False),
            np.frombuffer(hints, dtype=np.uint8),
            int(min(beta, 1 << 62)),
            self._most_memo(),
            _scratch(self.by_answer.shape[1]),
        )

    def _compiled_words(self, hint_bytes: int) -> tuple:
        """What the kernels read of the word lists (compiled_two_level.probed_sum's ``words``);
        a search's hints are all one length, so it is built once."""
        if self._words is None or len(self._words[-1]) != hint_bytes:
            self._words = self._words_for(hint_bytes)
        return self._words

    def _words_for(self, hint_bytes: int) -> tuple:
        if self.rules is not None:  # hard mode
            codes, counts, present = self.rules.codes, self.rules.counts, self.rules.present
        else:  # no hints: legality is never checked, only the arrays' types matter
            codes, counts = self._no_rules
            present = np.zeros(1, dtype=np.uint32)
        keys = answer_keys(self.by_answer.shape[0])
        return (
            self.matrix,
            self.by_answer,
            self.answer_rows,
            codes,
            counts,
            present,
            self.solved_colour,
            keys,
            hint_keys(hint_bytes),
        )

    def _most_memo(self):
        """The compiled loop's memo of groups' most parts, started again past MOST_LIMIT."""
        memo = self._most
        if memo is None or len(memo) > MOST_LIMIT:
            assert _compiled is not None  # called only when the kernel loaded
            memo = self._most = _compiled.most_memo()
        return memo
