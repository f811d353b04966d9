import threading

import pytest

from wordle_tui.core.game.feedback import score
from wordle_tui.core.game.state import GameState
from wordle_tui.core.lab.simulate import simulate
from wordle_tui.core.solve.solver import Solver
from wordle_tui.core.solve.strategies import STRATEGIES


@pytest.mark.parametrize("strategy", STRATEGIES)
def test_every_answer_is_played_and_the_histogram_adds_up(small, strategy):
    root = GameState.start(small)
    result = simulate(root, Solver(strategy).best)
    assert set(result.paths) == set(small.words.answers)
    assert sum(result.histogram.values()) == result.games == len(small.words.answers)
    assert result.average == pytest.approx(sum(k * v for k, v in result.histogram.items()) / result.games)
    for answer, path in result.paths.items():
        assert path[-1] == answer


@pytest.mark.parametrize("hard", [False, True])
def test_the_tree_walk_plays_the_same_games_as_one_at_a_time(small, hard):
    root = GameState.start(small, hard=hard)
    solver = Solver("entropy")
    opener = small.words.allowed[-1]
    result = simulate(root, solver.best, opener=opener)
    for answer in small.words.answers[::5]:
        game = solver.solve(root, answer, opener=opener)
        assert [s.guess for s in game.steps] == result.paths[answer]
        assert all(s.pattern == score(s.guess, answer) for s in game.steps)


def test_a_sample_plays_only_those_answers(small):
    result = simulate(GameState.start(small), Solver().best, answers=[0, 7, 9])
    assert sorted(result.paths) == sorted(small.words.answers[i] for i in (0, 7, 9))


def test_cancel_returns_a_partial_result(small):
    cancel = threading.Event()

    def progress(result):
        if result.games >= 5:
            cancel.set()

    result = simulate(GameState.start(small), Solver().best, on_progress=progress, cancel=cancel)
    assert not result.complete and 5 <= result.games < len(small.words.answers)
