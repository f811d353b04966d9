"""What a deep search reports: progress while it runs, the result when it ends."""

from __future__ import annotations

import time
from dataclasses import dataclass, field

INF = 1 << 40  # the cost of a position that cannot be finished within the guess limit
UNLIMITED = 1 << 20  # "guesses left" when there is no limit: never decremented


class EffortSpent(Exception):
    """A search with an effort limit visited that many positions without finishing its proof."""

    def __init__(self, positions: int) -> None:
        super().__init__(f"no proof within {positions} positions")
        self.positions = positions


@dataclass
class DeepStats:
    """Progress of one search: positions expanded, and at the top the guesses tried so far and
    the best found (its total is an upper bound until the search ends)."""

    nodes: int = 0
    tried: int = 0
    to_try: int = 0
    best_guess: str | None = None
    best_cost: float = INF
    started: float = field(default_factory=time.perf_counter)

    @property
    def seconds(self) -> float:
        return time.perf_counter() - self.started

    @property
    def best_text(self) -> str:
        """The best so far for a progress display (a weighted total to 2 places), or "searching"."""
        if not self.best_guess or self.best_cost >= INF:
            return "searching"
        cost = int(self.best_cost) if float(self.best_cost).is_integer() else f"{self.best_cost:.2f}"
        return f"best so far {self.best_guess.upper()} {cost}"


@dataclass(frozen=True)
class DeepResult:
    guess: str | None
    cost: float  # weighted total over the candidates, this guess included (INF: impossible)
    n: int
    proven: bool  # searched with every guess: cost is the optimum
    nodes: int
    seconds: float
    weight: float = 0.0  # total weight of the candidates (n when unweighted)
    safe: bool = True  # every candidate is found within 6 guesses (the 6-safe rule held)

    @property
    def average(self) -> float:
        """Expected guesses per game (under the weights when given)."""
        return self.cost / (self.weight or self.n) if self.n else 0.0
