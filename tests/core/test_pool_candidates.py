"""`--pool candidates`: every guess played is a word that could still be the answer, even when
each candidate can lose and only another word is safe (the safety fallback once picked one)."""

import pytest

from wordle_tui.core.game.feedback import score
from wordle_tui.core.game.state import GameState
from wordle_tui.core.solve.solver import Solver
from wordle_tui.core.solve.strategies import STRATEGIES


@pytest.fixture(scope="module")
def atch(original_patterns):
    """Normal mode, 3 rows left after PATCH bgggg: six ?ATCH words. Any of them guessed leaves
    the other five in one group for 2 rows (it can lose); CLOMB tells them apart (safe)."""
    state = GameState.start(original_patterns, limit=4).play("patch", score("patch", "hatch"))
    assert state.rows_left == 3 and state.count == 6
    return state


def test_the_pool_of_every_word_takes_the_safe_non_candidate(atch):
    """The premise: with every word allowed, the safety check does move a non-candidate first."""
    assert not atch.could_be_answer(Solver("minimax").best(atch))


@pytest.mark.parametrize("strategy", STRATEGIES)
def test_every_guess_played_from_the_candidates_pool_is_a_candidate(atch, strategy):
    solver = Solver(strategy, pool="candidates")
    for answer in atch.candidate_words():
        state = atch
        while not state.solved:
            guess = solver.best(state)
            assert state.could_be_answer(guess), (strategy, answer, guess)
            state = state.play(guess, score(guess, answer))
