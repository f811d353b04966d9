"""What the deep search knows about a position before searching below it: the guesses it may
play (hard mode filtered lazily), its expansion (every guess's parts and bound), its probe (the
best bound alone, counting only the guesses that could give it), and the compiled finish of a
position with three guesses left. A mixin of DeepSearch (it uses the search's memo and data)."""

from __future__ import annotations

import numpy as np

from . import last_two
from .kernels import expand, most_parts
from .least_bound import least_bound


class PositionBounds:
    """DeepSearch's per-position helpers (see the module docstring)."""

    def _floor(self, S, n, key):
        """The cheapest S could be (2 W - max w), or better a lower bound proven earlier."""
        if self.weighted:
            w = self.weights[S]
            cheapest = 2 * w.sum() - w.max()
        else:
            cheapest = 2 * n - 1
        return max(cheapest, self.lower.get(key, 0))

    def _last_two(self, S, key, beta, rows, bound, child_rows, child_caps):
        """The rest of a position with three guesses left, in one compiled pass."""
        w = self.weights[S]
        codes, counts = (self.rules.codes, self.rules.counts) if self.hard else self._no_rules
        best, row = last_two.last_two(
            self.by_answer,
            S,
            self.answer_rows[S],
            w,
            rows,
            bound,
            child_rows,
            child_caps,
            beta,
            self.hard,
            codes,
            counts,
            self.solved_colour,
            self.splitters,
        )
        if row is None:
            self.lower[key] = max(self.lower.get(key, 0), beta)
            return beta, None
        self.exact[key] = (best, row)
        return best, row

    def _playable(self, S, srows, play):
        """The guesses a position may play and their ceilings (its own hints applied)."""
        rows, caps, hints, before = play
        if self.hard:  # the guesses the parent could play, less those this position's hints rule out
            rows, caps = self.rules.restrict(rows, caps, hints, before)
        if self.candidates_only:  # only words that could still be the answer
            keep = np.isin(rows, srows)
            rows, caps = rows[keep], (caps[keep] if caps is not None else None)
        if caps is None:
            caps = np.full(len(rows), len(S), dtype=np.int64)
        return rows, caps

    def _expand(self, S, play, beta):
        w = self.weights[S]
        srows = self.answer_rows[S]
        rows, caps = self._playable(S, srows, play)
        heaviest = np.concatenate(([0], np.cumsum(np.sort(w)[::-1])))
        return expand(self.by_answer, S, srows, rows, caps, w, heaviest, beta)

    def _probe(self, S, depth, budget, play):
        """A lower bound on S's cost from its guesses' bounds, without searching below them.
        Probing every group of a guess before searching any of them refutes most guesses
        without a deep search into the first; only the least bound is needed, so only the
        guesses that could give it are counted (the search expands the few groups that remain)."""
        key = self._key(S, depth, play[2])
        hit = self.exact.get(key)
        if hit is not None:
            return hit[0]
        floor = self._floor(S, len(S), key)
        if floor >= budget:
            return floor
        self._count_position()
        n, srows = len(S), self.answer_rows[S]
        rows, caps = self._playable(S, srows, play)
        if self.weighted:
            w = self.weights[S]
            heaviest = np.concatenate(([0], np.cumsum(np.sort(w)[::-1])))
            found = max(floor, least_bound(self.by_answer, S, srows, rows, caps, w, heaviest, budget))
        else:
            least = 3 * n - min(budget, 3 * n)  # a guess must beat this to bound S below the budget
            found = max(floor, 3 * n - most_parts(self.by_answer, S, srows, rows, caps, least))
        self.lower[key] = found
        return found
