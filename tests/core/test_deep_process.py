"""The deep search in a child process: same answers, cancelled promptly (counted in positions),
and no process left behind."""

import multiprocessing as mp
import threading

import pytest

from wordle_tui.core.deep.process import DeepProcess
from wordle_tui.core.game.patterns import Patterns
from wordle_tui.core.game.state import GameState
from wordle_tui.core.solve.solver import Solver
from wordle_tui.core.solve.stats import Cancelled


@pytest.fixture
def runner():
    runner = DeepProcess()
    yield runner
    runner.close()


def test_the_child_answers_as_the_solver_does_and_keeps_serving(small, runner):
    state = GameState.start(small).play(small.words.answers[0], 0)
    expected = Solver("deep").suggest(state, top=3)
    seen = []
    assert runner.suggest(state, top=3, on_progress=seen.append) == expected
    pid = runner.pid
    assert runner.suggest(state, top=3) == expected  # the same child, its memo kept
    assert runner.pid == pid


def test_a_cancelled_search_stops_at_its_first_check_and_the_child_goes_on(original, small, runner, tmp_path):
    p = Patterns.load(original, tmp_path)
    cancel = threading.Event()
    cancel.set()  # set before the search starts: it must stop at its first check
    with pytest.raises(Cancelled):
        runner.suggest(GameState.start(p), pool="candidates", cancel=cancel)  # the whole game: hours
    assert runner.cancelled_at is not None and runner.cancelled_at <= 256
    # cancelled while running, from another thread, after some progress
    cancel = threading.Event()
    reports = []

    def progress(stats):
        reports.append(stats.nodes)
        cancel.set()

    with pytest.raises(Cancelled):
        runner.suggest(GameState.start(p), pool="candidates", cancel=cancel, on_progress=progress)
    assert len(reports) == 1  # nothing reported once cancelled
    state = GameState.start(small).play(small.words.answers[1], 0)
    assert runner.suggest(state, top=1) == Solver("deep").suggest(state, top=1)


def test_close_leaves_no_process(small, runner):
    runner.suggest(GameState.start(small).play(small.words.answers[0], 0), top=1)
    child = [c for c in mp.active_children() if c.pid == runner.pid]
    assert child and child[0].is_alive()
    runner.close()
    assert runner.pid is None
    assert not child[0].is_alive()
    assert all(c.pid != child[0].pid for c in mp.active_children())


def test_the_best_comes_first_then_every_suggestion_with_its_total(small, runner):
    state = GameState.start(small).play(small.words.answers[2], 0)
    firsts = []
    suggestions = runner.suggest(state, top=4, on_best=firsts.append)
    assert firsts == [suggestions[:1]] and len(suggestions) == 4
    assert suggestions == Solver("deep").suggest(state, top=4)
    assert runner.last_cpu is not None and runner.last_cpu >= 0
    firsts.clear()
    runner.suggest(state, top=1, on_best=firsts.append)
    assert firsts == []  # one suggestion: nothing to show before it


def test_a_warmed_child_is_the_one_that_answers_and_its_memo_is_clean(small, runner):
    runner.warm(small)
    pid = runner.pid
    assert pid is not None
    state = GameState.start(small).play(small.words.answers[4], 0)
    assert runner.suggest(state, top=2) == Solver("deep").suggest(state, top=2)
    assert runner.pid == pid


def test_a_killed_child_is_reported_then_replaced(small, runner):
    import os
    import signal

    from wordle_tui.core.errors import WordleError

    state = GameState.start(small).play(small.words.answers[0], 0)
    runner.suggest(state, top=1)
    dead = runner.pid
    os.kill(dead, signal.SIGKILL)
    try:  # told at once if the request meets the dead child, else a new child answers
        runner.suggest(state, top=1)
    except WordleError as exc:
        assert "stopped unexpectedly" in str(exc)
    assert runner.suggest(state, top=1) == Solver("deep").suggest(state, top=1)
    assert runner.pid != dead
