"""A practice answer is drawn from the answer model the set's game is played with."""

import datetime as dt
import random

import numpy as np

from wordle_tui.core.game.setup import build_game, practice_answer
from wordle_tui.core.game.words import named_set
from wordle_tui.core.nyt.history import load_history


class Recorder(random.Random):
    """Draws as random.Random does, and keeps the weights it was asked to draw with."""

    def choices(self, population, weights=None, **kwargs):
        self.weights = weights
        return super().choices(population, weights=weights, **kwargs)

    def choice(self, seq):
        self.weights = "uniform"
        return super().choice(seq)


def test_todays_practice_answer_follows_the_prior_of_the_games_day():
    words, history, day = named_set("today"), load_history().history, dt.date(2024, 6, 1)
    rng = Recorder(1)
    answer = practice_answer("today", words, day=day, history=history, rng=rng)
    model = build_game("today", words, day=day, history=history).weights
    assert answer in words.answer_index
    assert np.allclose(rng.weights, model)  # the same prior the game's suggestions use
    # the answers NYT already gave before that day are all but impossible, as in the real game
    used = [
        words.answer_index[a]
        for _, a in history.between(dt.date(2021, 6, 19), day)
        if a in words.answer_index
    ]
    assert np.asarray(rng.weights)[used].sum() < 0.01


def test_any_other_lists_practice_answer_is_uniform():
    words = named_set("original")
    rng = Recorder(2)
    assert practice_answer("original", words, rng=rng) in words.answer_index
    assert rng.weights == "uniform"
    assert build_game("original", words).weights is None  # the game agrees: every answer alike
