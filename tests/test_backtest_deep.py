"""`backtest --strategy deep`: the app's weighted, 6-safe search after the first guess, on real days."""

import datetime as dt
import multiprocessing
import threading

from wordle_tui.core.game.feedback import score
from wordle_tui.core.game.state import GameState
from wordle_tui.core.game.words import named_set
from wordle_tui.core.lab import backtest as backtest_module
from wordle_tui.core.nyt.history import read_history
from wordle_tui.core.nyt.prior import fit_prior
from wordle_tui.core.nyt.today import TODAY, DatedPatterns
from wordle_tui.core.solve.solver import Solver

from .test_cli import run_json
from .test_today_cli import history_file

# RURAL leaves MURAL a handful of candidates (?URAL): a search the test can afford.
DAYS = [("2024-01-01", "mural"), ("2024-01-02", "mural")]


def test_deep_backtest_plays_the_apps_deep_moves(capsys, tmp_path):
    path = history_file(tmp_path, DAYS)
    argv = ["backtest", "--history", str(path), "--from", "2024-01-01", "--to", "2024-01-01"]
    data = run_json(capsys, *argv, "--strategy", "deep", "--opener", "rural")
    assert data["strategy"] == "deep" and data["days"] == 1 and data["failures"] == []
    assert data["complete"] is True and data["fallback_days"] == []
    # The same moves the app's deep strategy picks on that day's game, position by position.
    history = read_history(path)
    words = named_set(TODAY)
    day = dt.date(2024, 1, 1)
    state = GameState.start(DatedPatterns(words, fit_prior(words.answers, history, day), history), False)
    state = state.play("rural", score("rural", "mural"), any_word=True)
    guesses = 1
    while not state.solved:
        guess = Solver("deep").best(state)
        state = state.play(guess, score(guess, "mural"), any_word=True)
        guesses += 1
    assert data["average"] == guesses


def test_hard_deep_backtest_plays_on_where_no_move_is_sure_to_finish(capsys, tmp_path):
    # Hard mode after RURAL: every guess must be ?URAL, too many to be sure of 6; the app's deep
    # offers no move there, and the backtest used to stop with "no way to finish within 6".
    path = history_file(tmp_path, DAYS)
    argv = ["backtest", "--history", str(path), "--from", "2024-01-01", "--to", "2024-01-01"]
    data = run_json(capsys, *argv, "--strategy", "deep", "--opener", "rural", "--hard")
    assert data["hard"] is True and data["days"] == 1 and data["complete"] is True
    assert [d["answer"] for d in data["fallback_days"]] == ["mural"]


def test_deep_opens_with_the_guesses_strategys_first_guess(monkeypatch):
    asked = []
    monkeypatch.setattr(
        Solver, "best", lambda self, state, cancel=None: asked.append(self.strategy) or "raise"
    )
    words = named_set(TODAY)
    history = read_history_days(DAYS)
    assert backtest_module.best_opener(words, history, dt.date(2024, 1, 1), Solver("deep"), False) == "raise"
    assert asked == ["guesses"]  # deep has no first guess on a dated game: it opens as the app does


def test_an_interrupted_backtest_keeps_the_days_played(monkeypatch, tmp_path):
    real = backtest_module.play_day
    calls = []

    def stop_on_second(*args):
        calls.append(1)
        if len(calls) == 2:
            raise KeyboardInterrupt
        return real(*args)

    monkeypatch.setattr(backtest_module, "play_day", stop_on_second)
    history = read_history(history_file(tmp_path, [("2024-01-01", "raise"), ("2024-01-02", "raise")]))
    result = backtest_module.run_backtest(history, dt.date(2024, 1, 1), dt.date(2024, 1, 2), opener="raise")
    assert not result.complete and [d.answer for d in result.days] == ["raise"]


def read_history_days(days):
    import tempfile
    from pathlib import Path

    with tempfile.TemporaryDirectory() as tmp:
        return read_history(history_file(Path(tmp), days))


def test_a_move_past_deeps_effort_is_played_by_guesses_and_counted(capsys, tmp_path, monkeypatch):
    # With an effort of one position no proof after RAISE finishes: the app's deep shows no
    # move (DeepGaveUp), so the backtest plays the guesses strategy's and lists the day.
    from wordle_tui.core.solve import solver as solver_module

    monkeypatch.setattr(solver_module, "DATED_EFFORT", {False: 1, True: 1})
    path = history_file(tmp_path, DAYS)
    argv = ["backtest", "--history", str(path), "--from", "2024-01-01", "--to", "2024-01-01"]
    data = run_json(capsys, *argv, "--strategy", "deep", "--opener", "raise")
    assert data["complete"] is True and data["failures"] == []
    assert [d["answer"] for d in data["gave_up_days"]] == ["mural"]
    assert data["gave_up_days"][0]["moves"] >= 1


def test_days_played_in_workers_are_the_days_played_in_one_process(tmp_path, monkeypatch):
    days = [("2024-01-01", "mural"), ("2024-01-02", "raise"), ("2024-01-03", "crane")]
    history = read_history(history_file(tmp_path, days))
    first, last = dt.date(2024, 1, 1), dt.date(2024, 1, 3)
    alone = backtest_module.run_backtest(history, first, last, strategy="guesses", opener="rural")
    pids = []

    def in_workers(*args):
        for day in real(*args):
            pids.extend(p.pid for p in multiprocessing.active_children())
            yield day

    real = backtest_module.play_in_workers
    monkeypatch.setattr(backtest_module, "play_in_workers", in_workers)
    side_by_side = backtest_module.run_backtest(
        history, first, last, strategy="guesses", opener="rural", workers=2
    )
    assert side_by_side.complete and side_by_side.days == alone.days and len(alone.days) == 3
    assert len(set(pids)) == 2  # played by two worker processes
    assert multiprocessing.active_children() == []


def test_a_cancelled_run_in_workers_keeps_its_days_and_leaves_no_worker(tmp_path):
    days = [(f"2024-01-0{d}", "mural") for d in range(1, 8)]
    history = read_history(history_file(tmp_path, days))
    cancel = threading.Event()
    result = backtest_module.run_backtest(
        history,
        dt.date(2024, 1, 1),
        dt.date(2024, 1, 7),
        strategy="guesses",
        opener="rural",
        workers=2,
        cancel=cancel,
        on_progress=lambda done, total: cancel.set(),  # stop once the first day is back
    )
    assert not result.complete and 1 <= len(result.days) < 7
    assert [d.date for d in result.days] == [dt.date(2024, 1, d) for d in range(1, len(result.days) + 1)]
    assert multiprocessing.active_children() == []
