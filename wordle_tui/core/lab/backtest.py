"""The backtest: play each day's real answer with the model as of that day.

Each day's game is today's game of that date: the prior fitted on the history before it, so
nothing of the day played (or later) is known to the player.
"""

from __future__ import annotations

import datetime as dt
import threading
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import cached_property

from ..errors import WordleError
from ..game.feedback import score
from ..game.state import GameState
from ..game.words import WordSet, named_set
from ..nyt.history import History
from ..nyt.prior import fit_prior
from ..nyt.today import TODAY, load_today
from ..solve.solver import DeepGaveUp, Solver
from ..solve.stats import Cancelled
from ..storage.cache import default_cache_dir
from .backtest_workers import play_in_workers
from .simulate import WIN_LIMIT

LOW_MASS = 0.01  # an answer with less prior mass than this after the first guess was a surprise
GIVE_UP = 12  # guesses after which a game is stopped and counted as failed
FALLBACK = Solver("guesses")  # plays where deep finds no 6-safe move (hard mode)


@dataclass(frozen=True)
class Day:
    date: dt.date
    answer: str
    guesses: tuple[str, ...]  # ends with the answer unless the game was given up
    mass_after_first: float  # the answer's probability among the candidates after guess 1
    fallbacks: int = 0  # deep, hard mode: moves where no play was sure to finish in 6 (guesses played)
    gave_up: int = 0  # deep: moves its proof needed more than its effort for (guesses played)

    @property
    def solved(self) -> bool:
        return bool(self.guesses) and self.guesses[-1] == self.answer


@dataclass
class Backtest:
    strategy: str
    opener: str
    hard: bool
    days: list[Day] = field(default_factory=list)
    seconds: float = 0.0
    complete: bool = True

    @property
    def average(self) -> float:
        return sum(len(d.guesses) for d in self.days) / len(self.days) if self.days else 0.0

    @property
    def histogram(self) -> dict[int, int]:
        counts = Counter(len(d.guesses) for d in self.days)
        return {k: counts[k] for k in sorted(counts)}

    @property
    def max(self) -> int:
        return max((len(d.guesses) for d in self.days), default=0)

    @property
    def failures(self) -> list[Day]:
        return [d for d in self.days if len(d.guesses) > WIN_LIMIT or not d.solved]

    @property
    def surprises(self) -> list[Day]:
        return [d for d in self.days if d.mass_after_first < LOW_MASS]

    @property
    def fallback_days(self) -> list[Day]:
        return [d for d in self.days if d.fallbacks]

    @property
    def gave_up_days(self) -> list[Day]:
        return [d for d in self.days if d.gave_up]

    @property
    def dead_ends(self) -> list[Day]:
        """Days the model could not play: the answer was not an allowed word."""
        return [d for d in self.days if not d.guesses]

    def to_json(self) -> dict:
        return {
            "days": len(self.days),
            "strategy": self.strategy,
            "opener": self.opener,
            "hard": self.hard,
            "average": round(self.average, 5),
            "histogram": {str(k): v for k, v in self.histogram.items()},
            "max": self.max,
            "failures": [
                {"date": d.date.isoformat(), "answer": d.answer, "guesses": len(d.guesses)}
                for d in self.failures
            ],
            "low_mass_days": [
                {"date": d.date.isoformat(), "answer": d.answer, "mass": float(f"{d.mass_after_first:.6g}")}
                for d in self.surprises
            ],
            "dead_ends": len(self.dead_ends),
            "fallback_days": [
                {"date": d.date.isoformat(), "answer": d.answer, "moves": d.fallbacks}
                for d in self.fallback_days
            ],
            "gave_up_days": [
                {"date": d.date.isoformat(), "answer": d.answer, "moves": d.gave_up}
                for d in self.gave_up_days
            ],
            "complete": self.complete,
            "seconds": round(self.seconds, 3),
        }


def play_day(
    patterns, answer: str, solver: Solver, opener: str, hard: bool, cancel: threading.Event | None = None
) -> Day:
    state = GameState.start(patterns, hard)
    mass = 1.0
    fallbacks = gave_up = 0
    guesses: list[str] = []
    while not state.solved and len(guesses) < GIVE_UP:
        try:
            guess = opener if not guesses else solver.best(state, cancel)
        except DeepGaveUp:  # the app shows no move either: the player turns to another strategy
            guess, gave_up = FALLBACK.best(state, cancel), gave_up + 1
        except WordleError:
            # Deep in hard mode searches within the 6 guesses only; when no play is sure to
            # finish, the app shows no move and the player turns to another strategy: so do we.
            guess, fallbacks = FALLBACK.best(state, cancel), fallbacks + 1
        state = state.play(guess, score(guess, answer), any_word=True)
        guesses.append(guess)
        if len(guesses) == 1:
            mass = state.probability(answer)
    return Day(patterns.day, answer, tuple(guesses), mass, fallbacks, gave_up)


@dataclass(frozen=True)
class DaySetup:
    """What every day of one run is played with (sent to each worker process as it is)."""

    history: History
    strategy: str
    opener: str
    hard: bool
    fit: Callable

    @cached_property
    def words(self) -> WordSet:
        return named_set(TODAY)

    @cached_property
    def solver(self) -> Solver:
        return Solver(self.strategy)

    def play(self, day: dt.date, answer: str, cancel: threading.Event | None = None) -> Day:
        if answer not in self.words.answer_index:
            return Day(day, answer, (), 0.0)  # the model cannot play it: a failure
        patterns = load_today(day, history=self.history, words=self.words, fit=self.fit, cached=False)
        return play_day(patterns, answer, self.solver, self.opener, self.hard, cancel)


def best_opener(words: WordSet, history: History, day: dt.date, solver: Solver, hard: bool) -> str:
    """The strategy's first guess on ``day`` (cached on disk per day and prior). Deep has no
    first guess on a dated game (it starts after one), so it opens as the app does: with the
    ``guesses`` strategy's #1."""
    if solver.strategy == "deep":
        solver = Solver("guesses")
    patterns = load_today(day, history=history, words=words, cache_dir=default_cache_dir())
    return solver.best(GameState.start(patterns, hard))


def run_backtest(
    history: History,
    start: dt.date,
    end: dt.date,
    *,
    strategy: str = "entropy",
    opener: str | None = None,
    hard: bool = False,
    on_progress: Callable[[int, int], None] | None = None,
    cancel: threading.Event | None = None,
    fit: Callable | None = None,
    workers: int = 1,
) -> Backtest:
    """Play every day of ``history`` from ``start`` to ``end``; the opener is the same every day
    (default: the strategy's best on ``start``, as ranking every first guess daily would take
    most of the time). ``fit`` builds the prior of a day (bench scripts try variants).
    ``deep`` plays as the app does on today's game: the weighted, 6-safe search after the first
    guess (Solver._dated_search), each position proven (or, past its effort, the ``guesses``
    strategy's move, counted in ``gave_up_days``). An interrupt (KeyboardInterrupt) or
    ``cancel`` ends the run early with the days played so far (``complete`` False). With
    ``workers`` above 1 the days are played in that many processes (backtest_workers.py)."""
    started = time.perf_counter()
    days = history.between(start, end)
    if not days:
        raise WordleError(f"the history ({history.source}) has no answer from {start} to {end}")
    words = named_set(TODAY)
    solver = Solver(strategy)
    opener = words.check_guess(opener) if opener else best_opener(words, history, days[0][0], solver, hard)
    setup = DaySetup(history, strategy, opener, hard, fit or fit_prior)
    result = Backtest(strategy, opener, hard)
    played = (
        play_in_workers(setup, days, workers, cancel)
        if workers > 1
        else (setup.play(day, answer, cancel) for day, answer in days)
    )
    try:
        for done, day in enumerate(played, start=1):
            result.days.append(day)
            if on_progress is not None:
                on_progress(done, len(days))
            if cancel is not None and cancel.is_set() and done < len(days):
                raise Cancelled()
    except (KeyboardInterrupt, Cancelled):  # ctrl+c, TERM or the caller's cancel: keep the days played
        result.complete = False
    result.seconds = time.perf_counter() - started
    return result
