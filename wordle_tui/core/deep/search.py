"""DeepSearch: branch and bound over candidate sets (see the package docstring for the facts
that prune). Costs are weighted totals: with no weights every answer weighs 1 and costs are
exact integers; with weights they are floats (expected guesses x total weight)."""

from __future__ import annotations

import threading
from collections.abc import Callable

import numpy as np

from ..game.patterns import Patterns
from ..game.state import GameState
from ..solve.stats import CancelFlag, check_cancel
from . import kernels, last_two, two_level
from .hard import HardRules
from .kernels import partition
from .positions import PositionBounds
from .results import INF, UNLIMITED, DeepResult, DeepStats, EffortSpent
from .two_level import TwoLevelBounds

SAFE_LIMIT = 6  # the game's own limit, for the 6-safe rule


class DeepSearch(PositionBounds, TwoLevelBounds):
    """Exact (or breadth-limited) minimum-total-guesses search over one Patterns."""

    def __init__(
        self,
        patterns: Patterns,
        *,
        breadth: int | None = None,
        max_guesses: int | None = None,
        hard: bool = False,
        candidates_only: bool = False,
        weights: np.ndarray | None = None,
        six_safe: bool = False,
        effort: int | None = None,
        safe_limit: int = SAFE_LIMIT,
    ) -> None:
        self.patterns = patterns
        self.matrix = patterns.matrix
        self.by_answer = patterns.by_answer
        self.answer_rows = patterns.words.answer_rows
        self.breadth = breadth
        self.max_guesses = max_guesses
        self.hard = hard
        self.candidates_only = candidates_only
        self.six_safe = six_safe
        self.safe_limit = safe_limit  # the game's rows, for the 6-safe rule (--rows 8: 8)
        self.effort = effort  # positions a best() may visit before it gives up (None: no limit)
        self._budget: int | None = None  # the effort of the call running (cost_of: none)
        self.weighted = weights is not None
        if weights is None:
            self.weights = np.ones(len(patterns.words.answers), dtype=np.int64)
        else:
            self.weights = np.asarray(weights, dtype=np.float64)
            if self.weights.shape != (len(patterns.words.answers),) or not (self.weights > 0).all():
                raise ValueError("weights: one positive number per answer, in the answer list's order")
        self.cancel: CancelFlag | None = None
        self.on_progress: Callable[[DeepStats], None] | None = None
        self._lock = threading.Lock()  # one search at a time: the memo is shared
        self.exact: dict[tuple, tuple[float, int]] = {}  # key -> (cost, row of best guess)
        self.lower: dict[tuple, float] = {}  # key -> proven lower bound
        self.rules = HardRules(patterns.words.allowed_codes, patterns.words.allowed_index) if hard else None
        self._ones = np.ones(len(patterns.words.answers), dtype=np.int64)
        # positions with three guesses left are finished by one compiled pass (numba only)
        self.last_two = kernels.COMPILED and patterns.by_answer.dtype == np.uint8
        # what last_two learns about a group holds for the whole search when every word may be
        # guessed in normal mode (hard mode's hints and the candidates-only pool depend on the path)
        remember = self.last_two and not hard and not candidates_only
        self.splitters = last_two.SplitterMemo(len(self.weights), self.weights) if remember else None
        self._no_rules = (np.zeros((1, patterns.length), np.uint8), np.zeros((1, 26), np.uint8))
        self.stats = DeepStats()
        self.solved_colour = patterns.solved
        # hard mode's probes of a guess's groups in one compiled call (two_level.py), uncounted
        self.compiled_probes = hard and not self.weighted and two_level.COMPILED and self.last_two

    # -- public --------------------------------------------------------------------------
    def best(
        self,
        state: GameState,
        cancel: CancelFlag | None = None,
        on_progress: Callable[[DeepStats], None] | None = None,
    ) -> DeepResult:
        """The best next guess for ``state`` and the total it leads to."""
        with self._lock:
            self.cancel, self.on_progress, self.stats = cancel, on_progress, DeepStats()
            self._budget = self.effort
            S = np.asarray(state.candidates, dtype=np.int32)
            safe = True
            for depth in self._depths(state):
                cost, row = self._solve(S, depth, INF, self._start(state, S), top=True)
                if row is not None:
                    break
                safe = False  # no 6-safe play: fall back to the best total without the limit
            guess = self.patterns.words.allowed[row] if row is not None else None
            return DeepResult(
                guess,
                self._number(cost),
                len(S),
                self.breadth is None,
                self.stats.nodes,
                self.stats.seconds,
                self._number(self.weights[S].sum()),
                safe,
            )

    def cost_of(
        self,
        state: GameState,
        guess: str,
        cancel: CancelFlag | None = None,
        beta: float = INF,
        effort: int | None = None,
    ) -> float:
        """Total when ``guess`` is played now, then the search's play (at least ``beta``, and
        not exact, when it cannot beat ``beta``). Past ``effort`` positions it raises
        EffortSpent (its memo kept: a later call goes on from it)."""
        with self._lock:
            self.cancel, self.on_progress, self.stats = cancel, None, DeepStats()
            self._budget = effort
            S = np.asarray(state.candidates, dtype=np.int32)
            row = self.patterns.words.allowed_index[guess]
            depth = self._depths(state)[0]
            rows, caps, hints, _ = self._start(state, S)
            return self._number(self._cost_of_guess(S, row, depth, beta, rows, caps, hints))

    def _number(self, cost):
        return int(cost) if not self.weighted else float(cost)

    def _depths(self, state: GameState) -> list[int]:
        """Guesses left to search with: the limit, or with the 6-safe rule 6 and then none."""
        if self.max_guesses is not None:
            return [self.max_guesses - len(state.steps)]
        if self.six_safe:
            return [self.safe_limit - len(state.steps), UNLIMITED]
        return [UNLIMITED]

    def _start(self, state: GameState, S: np.ndarray) -> tuple:
        """What the top position may guess: (rows, ceilings, hints, hints they were filtered by)."""
        rows = np.sort(self.answer_rows[S]) if self.candidates_only else np.arange(self.matrix.shape[0])
        if not self.hard:
            return rows, None, b"", b""
        assert self.rules is not None  # set when hard
        hints = self.rules.of_steps(state.steps)
        return (*self.rules.restrict(rows, None, hints, self.rules.none), hints, hints)

    def _key(self, S: np.ndarray, depth: int, hints: bytes) -> tuple:
        if self.hard:
            return (S.tobytes(), depth, hints)
        return (S.tobytes(), depth)

    # -- the search ----------------------------------------------------------------------
    # A position's "play" is (guesses it may play, a ceiling on their parts or None, its hard-mode
    # hints, the hints those guesses were filtered by): in hard mode a child's guesses are only
    # filtered by its new hints when it is expanded (most positions are memo hits or refuted first).
    def _solve(self, S, depth, beta, play, top=False) -> tuple[float, int | None]:
        """(cost, best row) when the cost is below ``beta``; else (a lower bound >= beta, None)."""
        n = len(S)
        if n == 1:
            return self.weights[S[0]], int(self.answer_rows[S[0]])
        if depth <= 1:
            return INF, None
        if n == 2:  # guess the heavier first (always allowed, even in hard mode)
            w = self.weights[S]
            first = int(w[1] > w[0])
            return w[0] + w[1] + w[1 - first], int(self.answer_rows[S[first]])
        key = self._key(S, depth, play[2])
        hit = self.exact.get(key)
        if hit is not None:
            return hit
        floor = self._floor(S, n, key)
        if floor >= beta:
            return floor, None

        self._count_position()

        child_rows, child_caps, rows, parts, in_set, bound = self._expand(S, play, beta)
        if not self.weighted:
            # A word of S, or failing that any word, that splits S into singletons is optimal.
            for want, extra in ((in_set, 0), (~in_set, 1)):
                perfect = np.flatnonzero((parts == n) & want)
                if perfect.size:
                    result = (2 * n - 1 + extra, int(rows[perfect[0]]))
                    self.exact[key] = result
                    return result
        if depth == 2:  # only a split into singletons finishes in one more guess
            keep = parts == n
            if not self.weighted or not keep.any():
                # Every guess that might split S into singletons was counted (its ceiling makes it
                # live), so child_caps says whether one exists at all, even above the cutoff.
                proven = beta if (child_caps == n).any() else INF
                self.lower[key] = max(self.lower.get(key, 0), proven)
                return proven, None
            rows, parts, in_set, bound = rows[keep], parts[keep], in_set[keep], bound[keep]

        order = np.lexsort((rows, ~in_set, bound))
        if self.breadth is not None:
            order = order[: self.breadth]
        if depth == 3 and not top and self.last_two:
            return self._last_two(S, key, beta, rows[order], bound[order], child_rows, child_caps)
        best, best_row = beta, None
        if top:
            self.stats.to_try = len(order)
        bound, rows = bound.tolist(), rows.tolist()
        for i in order.tolist():
            if bound[i] >= best:
                break
            cost = self._cost_of_guess(S, rows[i], depth, best, child_rows, child_caps, play[2])
            if cost < best:
                best, best_row = cost, rows[i]
            if top:
                self._report_top(best_row, best)
        if best_row is None:
            self.lower[key] = max(self.lower.get(key, 0), beta)
            return beta, None
        self.exact[key] = (best, best_row)
        return best, best_row

    def _count_position(self) -> None:
        self.stats.nodes += 1
        if self._budget is not None and self.stats.nodes > self._budget:
            raise EffortSpent(self._budget)  # counted, not timed: the same on every machine
        if self.stats.nodes % 256 == 0:
            check_cancel(self.cancel)
            if self.on_progress is not None:
                self.on_progress(self.stats)

    def _report_top(self, best_row, best) -> None:
        self.stats.tried += 1
        if best_row is not None:
            self.stats.best_guess, self.stats.best_cost = self.patterns.words.allowed[best_row], best
        check_cancel(self.cancel)
        if self.on_progress is not None:
            self.on_progress(self.stats)

    def _cost_of_guess(self, S, row, depth, beta, rows, caps, hints) -> float:
        """Cost of playing allowed row ``row`` on S (at least ``beta`` if it cannot beat it);
        ``rows``, ``caps``: the guesses the children may play (legal under ``hints``) and a
        ceiling on their parts, or None."""
        n = len(S)
        w = self.weights[S] if self.weighted else self._ones[:n]
        if depth == 1:  # the last guess wins only as the one candidate (below, a group of one
            # costs its floor: a guess is left to find it; asked here of the game's last row)
            return w[0] if n == 1 and row == self.answer_rows[S[0]] else INF
        members, starts, patterns, floors = partition(self.matrix[row, S], S, w, self.solved_colour)
        starts, patterns, floors = starts.tolist(), patterns.tolist(), floors.tolist()
        remaining = sum(floors)
        total = w.sum() if self.weighted else n
        child_depth = depth if depth == UNLIMITED else depth - 1
        # Groups are largest first; a group of one or two costs its floor exactly (when a guess
        # is left to find the second), so only the larger ones are searched.
        smallest = 3 if child_depth >= 2 else 2
        searched = sum(1 for k in range(len(patterns)) if starts[k + 1] - starts[k] >= smallest)

        def play(k):
            if not self.hard:
                return rows, caps, hints, hints
            return rows, caps, self.rules.child(hints, row, patterns[k]), hints

        children = [[members[starts[k] : starts[k + 1]], floors[k]] for k in range(searched)]
        if child_depth > 2 and self.compiled_probes and caps is not None:
            # the probes' sum in one compiled call first: most guesses tried end here
            found = self._probed_sum_compiled(S, row, rows, caps, hints, beta)
            if found >= beta:
                return found
        if child_depth > 2:
            for k, child in enumerate(children):
                group, floor = child
                found = self._probe(group, child_depth, beta - total - remaining + floor, play(k))
                remaining += found - floor
                child[1] = found
                if total + remaining >= beta:
                    return max(total + remaining, beta)
        for k, (group, floor) in enumerate(children):
            remaining -= floor
            budget = beta - total - remaining
            if budget <= 0:
                return beta
            cost, _ = self._solve(group, child_depth, budget, play(k))
            total += cost
            if total + remaining >= beta:
                return max(total + remaining, beta)
        return total + remaining
