"""Play seeded multi-board deals to the end and report wins, the average and the worst deals.

A deal is played past the limit until every board is solved (at most EXTRA more guesses),
so the histogram shows how far a lost deal overshot; it counts as won only within the limit.
"""

from __future__ import annotations

import threading
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

from ..game.patterns import Patterns
from ..solve.stats import Cancelled, check_cancel
from .game import MultiGame, deal
from .strategy import MultiSolver

EXTRA = 15  # guesses allowed past the limit before a deal is given up as unsolved


@dataclass(frozen=True)
class DealResult:
    index: int
    answers: tuple[str, ...]
    guesses: tuple[str, ...]
    solved: bool  # every board solved (perhaps past the limit)
    won: bool  # ... within the limit


@dataclass
class MultiBench:
    boards: int
    limit: int
    seed: int
    strategy: str
    total: int
    deals: list[DealResult] = field(default_factory=list)
    seconds: float = 0.0
    complete: bool = True

    @property
    def wins(self) -> int:
        return sum(d.won for d in self.deals)

    @property
    def win_rate(self) -> float:
        return self.wins / len(self.deals) if self.deals else 0.0

    @property
    def average(self) -> float:
        """Guesses per deal, over the deals played to the end (lost ones included)."""
        done = [len(d.guesses) for d in self.deals if d.solved]
        return sum(done) / len(done) if done else 0.0

    @property
    def histogram(self) -> dict[int, int]:
        counts = Counter(len(d.guesses) if d.solved else 0 for d in self.deals)
        return {k: counts[k] for k in sorted(counts)}  # 0: not solved even past the limit

    def worst(self, n: int = 5) -> list[DealResult]:
        return sorted(self.deals, key=lambda d: (d.won, -len(d.guesses), d.index))[:n]

    def to_json(self) -> dict:
        return {
            "boards": self.boards,
            "limit": self.limit,
            "deals": len(self.deals),
            "wins": self.wins,
            "win_rate": round(self.win_rate, 5),
            "average": round(self.average, 4),
            "histogram": {str(k): v for k, v in self.histogram.items()},
            "seconds": round(self.seconds, 2),
            "seed": self.seed,
            "strategy": self.strategy,
            "complete": self.complete,
            "worst": [
                {"deal": d.index, "answers": list(d.answers), "guesses": list(d.guesses), "won": d.won}
                for d in self.worst()
            ],
        }


def play_deal(solver: MultiSolver, game: MultiGame, cancel: threading.Event | None = None) -> MultiGame:
    """Play a game with hidden answers until every board is solved (or EXTRA past the limit)."""
    while game.boards_left and game.used < game.limit + EXTRA:
        check_cancel(cancel)
        game = game.play_word(solver.choose(game, cancel), any_word=True)
    return game


def run_multi_bench(
    patterns: Patterns,
    boards: int,
    limit: int,
    deals: int,
    seed: int = 0,
    strategy: str = "best",
    *,
    on_progress: Callable[[MultiBench], None] | None = None,
    cancel: threading.Event | None = None,
) -> MultiBench:
    started = time.perf_counter()
    solver = MultiSolver(patterns, strategy)
    words = patterns.words.answers
    result = MultiBench(boards, limit, seed, strategy, deals)
    try:
        for index in range(deals):
            answers = deal(len(words), boards, seed, index)
            game = play_deal(solver, MultiGame.start(patterns, boards, limit, answers), cancel)
            result.deals.append(
                DealResult(
                    index,
                    tuple(words[a] for a in answers),
                    tuple(g for g, _ in game.moves),
                    solved=game.boards_left == 0,
                    won=game.won,
                )
            )
            if on_progress is not None:
                on_progress(result)
    except Cancelled:
        result.complete = False
    result.seconds = time.perf_counter() - started
    return result
