"""The compiled split figures agree with the numpy path they replace, on random weighted states."""

import datetime as dt
import os
import subprocess
import sys

import numpy as np
import pytest

from wordle_tui.core.game.feedback import score
from wordle_tui.core.game.patterns import Patterns
from wordle_tui.core.game.state import GameState
from wordle_tui.core.game.words import WordSet
from wordle_tui.core.nyt.history import shipped_history
from wordle_tui.core.nyt.today import load_today
from wordle_tui.core.solve import split_figures
from wordle_tui.core.solve.lookahead import expected_guesses
from wordle_tui.core.solve.stats import guess_stats
from wordle_tui.core.solve.strategies import GREEDY, rank

pytest.importorskip("wordle_tui.core.solve.split_kernel")
needs_kernel = pytest.mark.skipif(not split_figures.COMPILED, reason="WORDLE_TUI_NUMBA=0: the kernel is off")


@pytest.fixture(scope="module")
def dated():
    return load_today(dt.date(2024, 6, 1), history=shipped_history())


def random_case(game, seed):
    rng = np.random.default_rng(seed)
    answers, guesses = len(game.words.answers), len(game.words.allowed)
    n = int(rng.choice([1, 2, 3, 7, 24, 25, 100, 300, 243, 244, 1000]))
    candidates = np.sort(rng.choice(answers, min(n, answers), replace=False))
    rows = np.sort(rng.choice(guesses, int(rng.integers(1, min(guesses, 2000))), replace=False))
    if seed % 3 == 0:  # guesses with a letter three times go through the general path
        extra = [
            game.words.allowed_index[w] for w in ("esses", "fuzzy", "eerie") if w in game.words.allowed_index
        ]
        rows = np.union1d(rows, np.array(extra, dtype=rows.dtype))
    weights = None if seed % 4 == 1 else rng.random(len(candidates)) ** 3 + 1e-6 * (seed % 2)
    return rows, candidates, weights


def assert_agree(game, rows, candidates, weights):
    block = game.block(rows, candidates)
    want = guess_stats(block, 5, weights=weights)
    got = split_figures.split_figures(game, rows, candidates, weights, want_guesses=True)
    assert np.allclose(got[0], want.bits, rtol=0, atol=1e-9)
    assert np.allclose(got[1], want.expected, rtol=1e-12, atol=1e-9)
    assert np.array_equal(got[2], want.worst) and np.array_equal(got[3], want.parts)
    assert np.allclose(got[4], expected_guesses(block, 5, weights), rtol=0, atol=1e-9)


@needs_kernel
@pytest.mark.parametrize("seed", range(16))
def test_the_compiled_figures_agree_with_numpy_on_a_dated_game(dated, seed):
    assert_agree(dated, *random_case(dated, seed))


@needs_kernel
@pytest.mark.parametrize("seed", range(8))
def test_the_compiled_figures_agree_with_numpy_on_a_stored_matrix(small, seed):
    assert_agree(small, *random_case(small, seed))


@needs_kernel
@pytest.mark.parametrize("strategy", GREEDY)
def test_rankings_are_the_same_with_and_without_the_kernel(dated, strategy, monkeypatch):
    state = GameState.start(dated).play("salet", score("salet", "hound"))
    state = state.play("crony", score("crony", "hound"))
    compiled = [(s.guess, round(s.bits, 9), s.worst, s.parts) for s in rank(state, strategy)]
    monkeypatch.setattr(split_figures, "_kernel", None)
    assert not split_figures.applies(dated, state.candidates)
    assert compiled == [(s.guess, round(s.bits, 9), s.worst, s.parts) for s in rank(state, strategy)]


def test_long_words_stay_on_the_numpy_path(tmp_path):
    words = WordSet.build("six", ["abcdef", "abcdeg", "fedcba"], ["abcdef", "abcdeg", "fedcba", "gggggg"])
    game = Patterns.load(words, tmp_path)
    assert split_figures.MAX_PATTERNS < 3**6 and not split_figures.applies(game, np.arange(3))
    assert [s.guess for s in rank(GameState.start(game), "entropy", top=1)] == ["abcdef"]


def test_wordle_tui_numba_0_forces_the_numpy_path():
    probe = "from wordle_tui.core.solve import split_figures as s; print(s.COMPILED)"
    for flag, expected in (("0", "False"), ("1", "True")):
        run = subprocess.run(
            [sys.executable, "-c", probe],
            env={**os.environ, "WORDLE_TUI_NUMBA": flag},
            capture_output=True,
            text=True,
            check=True,
        )
        assert run.stdout.strip() == expected
