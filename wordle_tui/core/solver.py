"""The solver facade: a strategy over a Patterns, with the opening ranking cached on disk."""

from __future__ import annotations

import threading
from dataclasses import dataclass

from . import cache
from .errors import WordleError
from .feedback import score
from .state import GameState
from .strategies import Suggestion, check_strategy, rank

OPENER_TOP = 20  # suggestions kept in the opener cache
RANKING_VERSION = 1  # bump when a strategy's ranking changes, to retire cached openers


@dataclass(frozen=True)
class Solver:
    strategy: str = "entropy"
    pool: str = "all"

    def __post_init__(self):
        check_strategy(self.strategy)

    def suggest(
        self, state: GameState, top: int = 10, cancel: threading.Event | None = None
    ) -> list[Suggestion]:
        if not state.steps and top <= OPENER_TOP:
            return self._openers(state, cancel)[:top]
        return rank(state, self.strategy, pool=self.pool, top=top, cancel=cancel)

    def best(self, state: GameState, cancel: threading.Event | None = None) -> str:
        return self.suggest(state, top=1, cancel=cancel)[0].guess

    def _openers(self, state: GameState, cancel) -> list[Suggestion]:
        """The first ranking depends only on the lists, the strategy and the pool: compute once."""
        patterns = state.patterns
        path = None
        if patterns.cache_dir is not None:
            path = patterns.cache_dir / (
                f"openers-v{RANKING_VERSION}-{patterns.words.key}-{self.strategy}-{self.pool}.json"
            )
            cached = cache.load_json(path)
            try:
                return [Suggestion(**item) for item in cached]
            except (TypeError, ValueError):
                pass  # absent or unreadable: recompute
        ranking = rank(state, self.strategy, pool=self.pool, top=OPENER_TOP, cancel=cancel)
        if path is not None:
            try:
                cache.save_json(path, [s.to_json() for s in ranking])
            except OSError:
                pass  # a cache that cannot be written only costs time
        return ranking

    def solve(self, state: GameState, answer: str, opener: str | None = None, limit: int = 20) -> GameState:
        """Play the strategy against a known ``answer`` from ``state`` until it is found."""
        words = state.patterns.words
        answer = words.check_guess(answer, any_word=True)
        if answer not in words.answer_index:
            raise WordleError(f"{answer.upper()} is not in the answer list ({words.name})")
        if opener:
            opener = words.check_guess(opener)
        while not state.solved:
            if len(state.steps) >= limit:
                raise WordleError(f"{self.strategy} did not find {answer.upper()} in {limit} guesses")
            guess = opener if (opener and not state.steps) else self.best(state)
            state = state.play(guess, score(guess, answer), any_word=True)
        return state
