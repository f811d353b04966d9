"""Play every answer with a strategy and report how many guesses it took.

A strategy's choice depends only on the game state, so the games share their first moves:
rather than play each answer alone, walk the decision tree once, splitting the candidates
by feedback at every node. The paths are exactly those of separate games.
"""

from __future__ import annotations

import threading
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np

from ..errors import WordleError
from ..game.feedback import format_pattern
from ..game.state import GameState
from ..solve.stats import Cancelled, check_cancel

WIN_LIMIT = 6  # the game's guesses; more counts as a failure
DEPTH_LIMIT = 30  # a strategy that makes no progress is stopped here

Chooser = Callable[[GameState], str]


@dataclass(frozen=True)
class Stop:
    """Where a run ended because the strategy chose no move (deep past its effort): the
    games that reached this position, and every game after them, were not played."""

    answer: str  # the first of the answers whose games reached the position
    answers: int  # how many did
    position: tuple[tuple[str, str], ...]  # the guesses played there, each with its feedback (b/y/g)
    error: WordleError  # what the strategy said


@dataclass
class BenchResult:
    paths: dict[str, list[str]] = field(default_factory=dict)  # answer -> guesses played
    seconds: float = 0.0
    total: int = 0  # answers the run set out to play
    complete: bool = True  # False when cancelled part-way, or stopped
    stopped: Stop | None = None  # the strategy had no move: the run ended there, partial

    @property
    def games(self) -> int:
        return len(self.paths)

    @property
    def histogram(self) -> dict[int, int]:
        counts = Counter(len(p) for p in self.paths.values())
        return {k: counts[k] for k in sorted(counts)}

    @property
    def average(self) -> float:
        return sum(len(p) for p in self.paths.values()) / self.games if self.games else 0.0

    @property
    def max(self) -> int:
        return max((len(p) for p in self.paths.values()), default=0)

    def within(self, guesses: int) -> float:
        """Share of games solved in at most ``guesses``."""
        return sum(1 for p in self.paths.values() if len(p) <= guesses) / self.games if self.games else 0.0

    def hardest(self, n: int = 20) -> list[tuple[str, list[str]]]:
        """The ``n`` games that took most guesses (ties alphabetical)."""
        return sorted(self.paths.items(), key=lambda item: (-len(item[1]), item[0]))[:n]

    @property
    def failures(self) -> list[str]:
        return sorted(a for a, p in self.paths.items() if len(p) > WIN_LIMIT)

    def to_json(self) -> dict:
        return {
            "average": round(self.average, 5),
            "histogram": {str(k): v for k, v in self.histogram.items()},
            "max": self.max,
            "failures": len(self.failures),
            "failed_answers": self.failures,
            "games": self.games,
            "complete": self.complete,
            "seconds": round(self.seconds, 3),
        }


def simulate(
    root: GameState,
    choose: Chooser,
    *,
    opener: str | None = None,
    answers: list[int] | None = None,
    on_progress: Callable[[BenchResult], None] | None = None,
    cancel: threading.Event | None = None,
) -> BenchResult:
    """Play every candidate of ``root`` (or only ``answers``, indices into the answer list)."""
    started = time.perf_counter()
    targets = root.candidates if answers is None else np.intersect1d(root.candidates, answers)
    result = BenchResult(total=len(targets))
    words = root.patterns.words
    solved = root.patterns.solved

    def walk(state: GameState, targets: np.ndarray, path: list[str]) -> None:
        check_cancel(cancel)
        try:
            guess = opener if (opener and not state.steps) else choose(state)
        except WordleError as exc:  # no move here: end the run like a cancel, saying where and why
            length = root.patterns.length
            position = tuple((s.guess, format_pattern(s.pattern, length)) for s in state.steps)
            result.stopped = Stop(words.answers[targets[0]], len(targets), position, exc)
            raise Cancelled from exc
        row = root.patterns.row(guess)
        played = [*path, guess]
        groups = row[targets]
        for pattern in np.unique(groups):
            subset = targets[groups == pattern]
            if pattern == solved:
                result.paths[words.answers[subset[0]]] = played
            elif len(played) >= DEPTH_LIMIT:
                for t in subset:
                    result.paths[words.answers[t]] = [*played, "?"]
            else:
                walk(state.play(guess, int(pattern), any_word=True), subset, played)
        if on_progress is not None:
            on_progress(result)

    try:
        walk(root, targets, [])
    except Cancelled:
        result.complete = False
    result.seconds = time.perf_counter() - started
    return result
