"""The game being played, as one value: its word lists and how feedback is produced (a pattern
source), its answer model, its rules, and which puzzle it is.

Every part of the program that answers a question about a position (the solver and its
strategies, the deep search, the coach, the CLI and the app) starts from a Game, so they agree
on which answers are possible, how likely each is, and how many guesses are left.
:mod:`core.game.setup` builds one from the options and the settings.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from .patterns import PatternSource
from .puzzle import Puzzle
from .state import GameState
from .words import WordSet

GUESS_LIMIT = 6  # NYT's rows


@dataclass(frozen=True)
class Rules:
    length: int
    max_guesses: int = GUESS_LIMIT  # a guess that may need more than the rows left can lose
    hard: bool = False  # greens stay in place, revealed letters are reused


@dataclass(frozen=True, eq=False)
class Game:
    source: PatternSource  # the word lists, the answer model and the feedback of any guess
    rules: Rules
    puzzle: Puzzle

    @property
    def words(self) -> WordSet:
        return self.source.words

    @property
    def weights(self) -> np.ndarray | None:
        """The answer model: each answer's probability, or None when all are equally likely."""
        return self.source.weights

    def answer_model(self) -> str:
        """How the answer model is named to the player."""
        if self.weights is None:
            return f"{len(self.words.answers)} answers, equally likely"
        day = self.source.day
        assert day is not None  # weighted: a dated game
        return f"NYT's prior of {day.isoformat()} over {len(self.words.answers)} words"

    def start(self) -> GameState:
        return GameState.start(self.source, self.rules.hard, limit=self.rules.max_guesses)

    def replay(self, moves: list[tuple[str, int]], *, any_word: bool = False) -> GameState:
        state = self.start()
        for guess, pattern in moves:
            state = state.play(guess, pattern, any_word=any_word)
        return state
