"""DeepSearch: branch and bound over candidate sets (see the package docstring for the facts
that prune). Costs are weighted totals: with no weights every answer weighs 1 and costs are
exact integers; with weights they are floats (expected guesses x total weight)."""

from __future__ import annotations

import threading
from collections.abc import Callable

import numpy as np

from ..patterns import Patterns
from ..state import GameState, Step, hard_mode_mask, revealed
from ..stats import check_cancel
from .kernels import expand, partition
from .results import INF, DeepResult, DeepStats

UNLIMITED = 1 << 20  # "guesses left" when there is no limit: never decremented
SAFE_LIMIT = 6  # the game's own limit, for the 6-safe rule


class DeepSearch:
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
        self.weighted = weights is not None
        if weights is None:
            self.weights = np.ones(len(patterns.words.answers), dtype=np.int64)
        else:
            self.weights = np.asarray(weights, dtype=np.float64)
            if self.weights.shape != (len(patterns.words.answers),) or not (self.weights > 0).all():
                raise ValueError("weights: one positive number per answer, in the answer list's order")
        self.cancel: threading.Event | None = None
        self.on_progress: Callable[[DeepStats], None] | None = None
        self._lock = threading.Lock()  # one search at a time: the memo is shared
        self.exact: dict[tuple, tuple[float, int]] = {}  # key -> (cost, row of best guess)
        self.lower: dict[tuple, float] = {}  # key -> proven lower bound
        self._hints: dict[tuple, tuple] = {}  # hard mode: steps -> what they revealed, for keys
        self._single: dict[tuple, tuple] = {}  # hard mode: (guess, feedback) -> its hints
        self.stats = DeepStats()
        self.solved_colour = patterns.solved

    # -- public --------------------------------------------------------------------------
    def best(
        self,
        state: GameState,
        cancel: threading.Event | None = None,
        on_progress: Callable[[DeepStats], None] | None = None,
    ) -> DeepResult:
        """The best next guess for ``state`` and the total it leads to."""
        with self._lock:
            self.cancel, self.on_progress, self.stats = cancel, on_progress, DeepStats()
            S = np.asarray(state.candidates, dtype=np.int32)
            safe = True
            for depth in self._depths(state):
                cost, row = self._solve(S, depth, INF, self._rows_for(state, S), None, self._steps(state), top=True)
                if row is not None:
                    break
                safe = False  # no 6-safe play: fall back to the best total without the limit
            guess = self.patterns.words.allowed[row] if row is not None else None
            return DeepResult(guess, self._number(cost), len(S), self.breadth is None, self.stats.nodes,
                              self.stats.seconds, self._number(self.weights[S].sum()), safe)

    def cost_of(self, state: GameState, guess: str, cancel: threading.Event | None = None,
                beta: float = INF) -> float:
        """Total when ``guess`` is played now, then the search's play (at least ``beta``, and
        not exact, when it cannot beat ``beta``)."""
        with self._lock:
            self.cancel, self.on_progress, self.stats = cancel, None, DeepStats()
            S = np.asarray(state.candidates, dtype=np.int32)
            row = self.patterns.words.allowed_index[guess]
            depth = self._depths(state)[0]
            rows = (self._rows_for(state, S), None)
            return self._number(self._cost_of_guess(S, row, depth, beta, rows, self._steps(state)))

    def _number(self, cost):
        return int(cost) if not self.weighted else float(cost)

    def _steps(self, state: GameState) -> tuple:
        return state.steps if self.hard else ()

    def _depths(self, state: GameState) -> list[int]:
        """Guesses left to search with: the limit, or with the 6-safe rule 6 and then none."""
        if self.max_guesses is not None:
            return [self.max_guesses - len(state.steps)]
        if self.six_safe:
            return [SAFE_LIMIT - len(state.steps), UNLIMITED]
        return [UNLIMITED]

    def _rows_for(self, state: GameState, S: np.ndarray) -> np.ndarray:
        rows = np.sort(self.answer_rows[S]) if self.candidates_only else np.arange(self.matrix.shape[0])
        if self.hard and state.steps:
            rows = rows[hard_mode_mask(state.steps, self.patterns.words.allowed_codes[rows])]
        return rows

    def _key(self, S: np.ndarray, depth: int, steps) -> tuple:
        if self.hard:
            return (S.tobytes(), depth, *self._revealed(steps))
        return (S.tobytes(), depth)

    # -- hard mode: what the hints require, worked out once per (guess, feedback) -----------
    def _step_hints(self, step: Step) -> tuple[dict, dict]:
        hints = self._single.get((step.guess, step.pattern))
        if hints is None:
            greens, needed = revealed((step,), self.patterns.length)
            hints = self._single[(step.guess, step.pattern)] = (greens, dict(needed))
        return hints

    def _revealed(self, steps: tuple) -> tuple[tuple, tuple]:
        """Greens and letter counts all the steps revealed (for memo keys), built from the
        steps before the last (usually already known) and the last one's own hints."""
        if not steps:
            return (), ()
        known = self._hints.get(steps)
        if known is None:
            earlier_greens, earlier_needed = self._revealed(steps[:-1])
            greens, needed = self._step_hints(steps[-1])
            merged_greens = dict(earlier_greens) | greens
            merged_needed = dict(earlier_needed)
            for letter, count in needed.items():
                merged_needed[letter] = max(count, merged_needed.get(letter, 0))
            known = self._hints[steps] = (tuple(sorted(merged_greens.items())), tuple(sorted(merged_needed.items())))
        return known

    def _legal(self, step: Step, rows: np.ndarray) -> np.ndarray:
        """Which of ``rows`` (already legal before ``step``) respect its hints too."""
        greens, needed = self._step_hints(step)
        codes = self.patterns.words.allowed_codes[rows]
        ok = np.ones(len(rows), dtype=bool)
        for i, letter in greens.items():
            ok &= codes[:, i] == ord(letter) - ord("a")
        for letter, count in needed.items():
            ok &= (codes == ord(letter) - ord("a")).sum(axis=1) >= count
        return ok

    # -- the search ----------------------------------------------------------------------
    def _solve(self, S, depth, beta, rows, caps, steps, top=False, expanded=None) -> tuple[float, int | None]:
        """(cost, best row) when the cost is below ``beta``; else (a lower bound >= beta, None)."""
        n = len(S)
        w = self.weights[S]
        if n == 1:
            return w[0], int(self.answer_rows[S[0]])
        if depth <= 1:
            return INF, None
        if n == 2:  # guess the heavier first (always allowed, even in hard mode)
            first = int(w[1] > w[0])
            return w[0] + w[1] + w[1 - first], int(self.answer_rows[S[first]])
        key = self._key(S, depth, steps)
        hit = self.exact.get(key)
        if hit is not None:
            return hit
        weight = w.sum()
        floor = max(2 * weight - w.max(), self.lower.get(key, 0))
        if floor >= beta:
            return floor, None

        self._count_position()

        child_rows, child_caps, rows, parts, in_set, bound = expanded or self._expand(S, w, rows, caps, beta)
        if expanded is not None:  # probed under a larger budget: drop what cannot beat this one
            keep = bound < beta
            rows, parts, in_set, bound = rows[keep], parts[keep], in_set[keep], bound[keep]
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
        best, best_row = beta, None
        if top:
            self.stats.to_try = len(order)
        for i in order:
            if bound[i] >= best:
                break
            cost = self._cost_of_guess(S, int(rows[i]), depth, best, (child_rows, child_caps), steps)
            if cost < best:
                best, best_row = cost, int(rows[i])
            if top:
                self._report_top(best_row, best)
        if best_row is None:
            self.lower[key] = max(self.lower.get(key, 0), beta)
            return beta, None
        self.exact[key] = (best, best_row)
        return best, best_row

    def _count_position(self) -> None:
        self.stats.nodes += 1
        if self.stats.nodes % 256 == 0:
            check_cancel(self.cancel)
            if self.on_progress is not None:
                self.on_progress(self.stats)

    def _expand(self, S, w, rows, caps, beta):
        srows = self.answer_rows[S]
        if self.candidates_only:  # only words that could still be the answer
            keep = np.isin(rows, srows)
            rows, caps = rows[keep], (caps[keep] if caps is not None else None)
        if caps is None:
            caps = np.full(len(rows), len(S), dtype=np.int64)
        heaviest = np.concatenate(([0], np.cumsum(np.sort(w)[::-1])))
        return expand(self.by_answer, S, srows, rows, caps, w, heaviest, beta)

    def _probe(self, S, depth, budget, rows, caps, steps):
        """A lower bound on S's cost from its guesses' bounds, without searching below them:
        (bound, the expansion to reuse or None). Probing every group of a guess before
        searching any of them refutes most guesses without a deep search into the first."""
        key = self._key(S, depth, steps)
        hit = self.exact.get(key)
        if hit is not None:
            return hit[0], None
        w = self.weights[S]
        floor = max(2 * w.sum() - w.max(), self.lower.get(key, 0))
        if floor >= budget:
            return floor, None
        self._count_position()
        expanded = self._expand(S, w, rows, caps, budget)
        bound = expanded[5]
        found = max(floor, bound.min() if len(bound) else budget)
        self.lower[key] = found
        return found, expanded

    def _report_top(self, best_row, best) -> None:
        self.stats.tried += 1
        if best_row is not None:
            self.stats.best_guess, self.stats.best_cost = self.patterns.words.allowed[best_row], best
        check_cancel(self.cancel)
        if self.on_progress is not None:
            self.on_progress(self.stats)

    def _cost_of_guess(self, S, row, depth, beta, rows, steps) -> float:
        """Cost of playing allowed row ``row`` on S (at least ``beta`` if it cannot beat it);
        ``rows`` is (guesses the children may play, a ceiling on their parts or None)."""
        n = len(S)
        w = self.weights[S]
        members, starts, patterns, floors = partition(self.matrix[row, S], S, w, self.solved_colour)
        remaining = floors.sum()
        total = w.sum()
        guess = self.patterns.words.allowed[row] if self.hard else None
        child_depth = depth if depth == UNLIMITED else depth - 1

        def playable(k):
            """(steps, guesses, ceilings) for group k: in hard mode only what its hints allow,
            worked out when the group is first looked at (most guesses are refuted before)."""
            if not self.hard:
                return (steps, *rows)
            child_steps = steps + (Step(guess, int(patterns[k]), n, starts[k + 1] - starts[k], 0.0),)
            # rows already obey the earlier hints: only the new step's can rule any out
            legal = self._legal(child_steps[-1], rows[0])
            return child_steps, rows[0][legal], (rows[1][legal] if rows[1] is not None else None)

        children = [[members[starts[k]:starts[k + 1]], floors[k], None, None] for k in range(len(patterns))]
        if child_depth > 2:
            for k, child in enumerate(children):
                group, floor = child[0], child[1]
                if len(group) < 3:
                    continue
                child[2] = child_steps, child_rows, caps = playable(k)
                found, child[3] = self._probe(group, child_depth, beta - total - remaining + floor, child_rows,
                                              caps, child_steps)
                remaining += found - floor
                child[1] = found
                if total + remaining >= beta:
                    return max(total + remaining, beta)
        for k, (group, floor, play, expanded) in enumerate(children):
            remaining -= floor
            budget = beta - total - remaining
            if budget <= 0:
                return beta
            child_steps, child_rows, caps = play or playable(k)
            cost, _ = self._solve(group, child_depth, budget, child_rows, caps, child_steps, expanded=expanded)
            total += cost
            if total + remaining >= beta:
                return max(total + remaining, beta)
        return total
