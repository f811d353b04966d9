"""The chance to finish within the limit, searched exactly on small endgames.

Near the end what matters is not the average but whether every board can still be solved in
the guesses left. When the open boards hold few candidates, enumerate: each board's answer is
uniform over its candidates and independent of the others, so a guess splits every board by
its feedback, the outcomes are the combinations of those splits, and

    P(sets, left) = max over guesses g of  sum over outcomes  P(outcome) * P(sets after, left - 1)

with P = 1 once every board is solved and 0 once the guesses left are fewer than the open
boards. The guesses tried are the candidates of the open boards plus a few strong others;
with no guess to spare only candidates can win. A node budget keeps the search bounded: past
it the caller keeps its heuristic choice.
"""

from __future__ import annotations

import itertools
import threading
from collections.abc import Sequence

import numpy as np

from ..game.patterns import Patterns
from ..solve.stats import check_cancel

JOINT_MAX = 400  # product of the open boards' candidate counts searched exactly
NODE_BUDGET = 20_000


class OutOfBudget(Exception):
    pass


class WinOdds:
    def __init__(
        self,
        patterns: Patterns,
        extra_rows: Sequence[int] = (),
        budget: int = NODE_BUDGET,
        cancel: threading.Event | None = None,
    ) -> None:
        self.patterns = patterns
        self.extra = [int(r) for r in extra_rows]  # non-candidate guesses worth trying
        self.budget = budget
        self.cancel = cancel
        self.nodes = 0
        self.memo: dict[tuple, float] = {}
        self.solved = patterns.solved
        self.answer_rows = patterns.words.answer_rows

    def best(self, sets: list[np.ndarray], left: int, rows: Sequence[int]) -> list[tuple[int, float]]:
        """P(finish) after each guess row in ``rows`` (raises OutOfBudget when too big)."""
        state = tuple(sorted(tuple(int(a) for a in s) for s in sets if len(s)))
        return [(int(g), self._after(int(g), state, left)) for g in rows]

    def value(self, state: tuple[tuple[int, ...], ...], left: int) -> float:
        if not state:
            return 1.0
        if left < len(state):
            return 0.0
        if all(len(s) == 1 for s in state):
            return 1.0
        key = (state, left)
        if key in self.memo:
            return self.memo[key]
        self.nodes += 1
        if self.nodes > self.budget:
            raise OutOfBudget
        check_cancel(self.cancel)
        candidates = sorted({int(self.answer_rows[a]) for s in state for a in s})
        pool = (
            candidates if left == len(state) else candidates + [g for g in self.extra if g not in candidates]
        )
        best = 0.0
        for g in pool:
            best = max(best, self._after(g, state, left))
            if best >= 1.0 - 1e-12:
                break
        self.memo[key] = best
        return best

    def _after(self, g: int, state: tuple[tuple[int, ...], ...], left: int) -> float:
        row = self.patterns.matrix[g]
        splits = []
        for s in state:
            groups: dict[int, list[int]] = {}
            for a in s:
                groups.setdefault(int(row[a]), []).append(a)
            n = len(s)
            splits.append([(len(m) / n, () if p == self.solved else tuple(m)) for p, m in groups.items()])
        total = 0.0
        for outcome in itertools.product(*splits):
            prob = 1.0
            for p, _ in outcome:
                prob *= p
            after = tuple(sorted(sub for _, sub in outcome if sub))
            total += prob * self.value(after, left - 1)
        return total


def joint_size(sets: list[np.ndarray]) -> int:
    size = 1
    for s in sets:
        size *= len(s)
        if size > JOINT_MAX:
            break
    return size
