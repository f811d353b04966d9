"""Benchmark runs: a strategy, an opener, a mode and a guess pool played over every answer,
cached on disk per configuration, and exported as JSON or CSV."""

from __future__ import annotations

import contextlib
import csv
import hashlib
import io
import json
import threading
from collections.abc import Callable
from dataclasses import dataclass

from ..errors import WordleError
from ..game.feedback import format_pattern, score
from ..game.patterns import Patterns, PatternSource
from ..game.state import GameState
from ..solve.first_ranking import RANKING_VERSION
from ..solve.solver import DeepGaveUp, Solver
from ..solve.strategies import check_strategy
from ..storage import cache
from .simulate import BenchResult, simulate

RUN_CACHE_VERSION = 1


@dataclass(frozen=True)
class RunSpec:
    strategy: str = "entropy"
    opener: str | None = None  # None: the strategy's own best first guess
    hard: bool = False
    pool: str = "all"
    breadth: int | None = None  # deep search only
    max_guesses: int | None = None  # deep search only

    def __post_init__(self):
        check_strategy(self.strategy)

    @property
    def mode(self) -> str:
        return "hard" if self.hard else "normal"


@dataclass
class Run:
    """A finished (or cancelled, or stopped) benchmark with what it was run with."""

    spec: RunSpec
    opener: str
    result: BenchResult
    cached: bool = False

    def summary(self) -> dict:
        r = self.result
        return {
            "strategy": self.spec.strategy,
            "opener": self.opener,
            "hard": self.spec.hard,
            "pool": self.spec.pool,
            **r.to_json(),
            "within_3": round(r.within(3), 5),
            "within_4": round(r.within(4), 5),
            "cached": self.cached,
        }


def _cache_path(patterns: PatternSource, spec: RunSpec, opener: str):
    if patterns.cache_dir is None:
        return None
    key = json.dumps(
        [
            RUN_CACHE_VERSION,
            RANKING_VERSION,
            patterns.words.key,
            spec.strategy,
            opener,
            spec.hard,
            spec.pool,
            spec.breadth,
            spec.max_guesses,
        ]
    )
    return patterns.cache_dir / f"bench-{hashlib.sha256(key.encode()).hexdigest()[:16]}.json"


def run_benchmark(
    patterns: PatternSource,
    spec: RunSpec,
    *,
    answers: list[int] | None = None,
    on_progress: Callable[[BenchResult], None] | None = None,
    cancel: threading.Event | None = None,
    use_cache: bool = True,
) -> Run:
    """Play every answer (or ``answers``) with ``spec``; full runs come from the cache when
    the same configuration was run before over the same lists."""
    root = GameState.start(patterns, hard=spec.hard)
    solver = Solver(spec.strategy, spec.pool, spec.breadth, spec.max_guesses)
    if spec.strategy == "deep" and not spec.opener:
        raise WordleError(
            "the deep strategy needs an opener (e.g. salet): proving the best first guess means solving "
            "every opener; `wordle-tui openers --top N` ranks the likeliest"
        )
    opener = patterns.words.check_guess(spec.opener) if spec.opener else solver.best(root, cancel)
    path = _cache_path(patterns, spec, opener) if use_cache and answers is None else None
    if path is not None:
        stored = cache.load_json(path)
        try:
            result = BenchResult(
                paths={a: list(p) for a, p in stored["paths"].items()},
                seconds=float(stored["seconds"]),
                total=len(stored["paths"]),
            )
            if set(result.paths) == set(patterns.words.answers):
                return Run(spec, opener, result, cached=True)
        except (KeyError, TypeError, ValueError, AttributeError):
            pass  # absent or damaged: run it again
    result = simulate(
        root, solver.best, opener=opener, answers=answers, on_progress=on_progress, cancel=cancel
    )
    if path is not None and result.complete:
        with contextlib.suppress(OSError):
            cache.save_json(path, {"paths": result.paths, "seconds": result.seconds})
    return Run(spec, opener, result)


def stopped_at(run: Run) -> str | None:
    """Where and why the run's strategy chose no move, worded for a run (None: it did not stop)."""
    stop = run.result.stopped
    if stop is None:
        return None
    others = stop.answers - 1
    who = stop.answer.upper() + (f" and {others} other answer{'s' * (others > 1)}" if others else "")
    where = (
        "after " + " ".join(f"{g.upper()} {f}" for g, f in stop.position) if stop.position else "at the start"
    )
    if isinstance(stop.error, DeepGaveUp):  # its own message tells a player to switch for one move
        why = f"gave up on {who} {where}: no move proven best within {stop.error.positions} positions"
    else:
        why = f"found no move for {who} {where}: {stop.error}"
    return f"{run.spec.strategy} {why}"


def replay(patterns: Patterns, answer: str, path: list[str], hard: bool = False) -> GameState:
    """The game a run played for ``answer``: candidates and bits at every step."""
    state = GameState.start(patterns, hard=False)
    for guess in path:
        if guess == "?":
            break
        state = state.play(guess, score(guess, answer), any_word=True)
    return state.with_hard(hard)


def to_json(runs: list[Run]) -> str:
    return json.dumps([{**run.summary(), "paths": run.result.paths} for run in runs], indent=1)


def to_csv(runs: list[Run], patterns: PatternSource) -> str:
    """One row per game: what was played and how many guesses it took."""
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["strategy", "opener", "mode", "pool", "answer", "guesses", "path", "feedback"])
    length = patterns.length
    for run in runs:
        for answer, path in sorted(run.result.paths.items()):
            feedback = [format_pattern(score(g, answer), length) if g != "?" else "?" for g in path]
            writer.writerow(
                [
                    run.spec.strategy,
                    run.opener,
                    run.spec.mode,
                    run.spec.pool,
                    answer,
                    len(path),
                    " ".join(path),
                    " ".join(feedback),
                ]
            )
    return out.getvalue()
