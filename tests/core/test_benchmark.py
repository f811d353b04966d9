import csv
import io
import json
import threading

import pytest

from wordle_tui.core.errors import WordleError
from wordle_tui.core.lab.benchmark import RunSpec, replay, run_benchmark, stopped_at, to_csv, to_json
from wordle_tui.core.solve.solver import DeepGaveUp, Solver


def test_a_run_is_cached_per_configuration(small):
    first = run_benchmark(small, RunSpec("expected"))
    assert not first.cached and first.result.complete
    again = run_benchmark(small, RunSpec("expected"))
    assert again.cached and again.result.paths == first.result.paths
    other = run_benchmark(small, RunSpec("expected", hard=True))
    assert not other.cached


def test_a_damaged_run_cache_is_ignored(small):
    run_benchmark(small, RunSpec("parts"))
    for path in small.cache_dir.glob("bench-*.json"):
        path.write_text('{"paths": 5}')
    assert not run_benchmark(small, RunSpec("parts")).cached


def test_partial_runs_are_marked_and_not_cached(small):
    cancel = threading.Event()
    run = run_benchmark(
        small, RunSpec("minimax"), cancel=cancel, on_progress=lambda r: r.games >= 3 and cancel.set()
    )
    assert not run.result.complete and run.result.games < len(small.words.answers)
    assert not run_benchmark(small, RunSpec("minimax")).cached


def test_a_strategy_that_gives_up_ends_the_run_partial_saying_where(small, monkeypatch):
    """Deep past its effort raised out of the run and lost every game played (the lab showed
    the play screen's message): the run now stops there, keeps its games and says where."""
    real = Solver.best

    def best(self, state, cancel=None):
        if len(state.steps) == 2 and state.count > 1:
            raise DeepGaveUp(123)
        return real(self, state, cancel)

    monkeypatch.setattr(Solver, "best", best)
    opener = small.words.answers[0]
    run = run_benchmark(small, RunSpec("deep", opener))
    stop = run.result.stopped
    assert stop is not None and not run.result.complete and run.result.games < len(small.words.answers)
    assert len(stop.position) == 2 and stop.position[0][0] == opener and stop.answer not in run.result.paths
    where = f"{opener.upper()} {stop.position[0][1]} {stop.position[1][0].upper()} {stop.position[1][1]}"
    others = stop.answers - 1
    assert stopped_at(run) == (
        f"deep gave up on {stop.answer.upper()} and {others} other answer{'s' * (others > 1)} after "
        f"{where}: no move proven best within 123 positions"
    )


def test_summary_shares_and_the_hardest_games(small):
    run = run_benchmark(small, RunSpec("entropy"), use_cache=False)
    s = run.summary()
    r = run.result
    assert s["within_4"] == pytest.approx(
        sum(v for k, v in r.histogram.items() if k <= 4) / r.games, abs=1e-5
    )
    hardest = r.hardest(5)
    assert len(hardest[0][1]) == r.max
    assert [len(p) for _, p in hardest] == sorted((len(p) for _, p in hardest), reverse=True)


def test_replay_shows_each_step(small):
    run = run_benchmark(small, RunSpec("entropy"), use_cache=False)
    answer, path = run.result.hardest(1)[0]
    game = replay(small, answer, path)
    assert [s.guess for s in game.steps] == path and game.solved
    assert game.steps[0].before == len(small.words.answers)


def test_exports(small):
    runs = [run_benchmark(small, RunSpec(s), use_cache=False) for s in ("entropy", "parts")]
    rows = list(csv.DictReader(io.StringIO(to_csv(runs, small))))
    assert len(rows) == 2 * len(small.words.answers)
    assert all(int(r["guesses"]) == len(r["path"].split()) for r in rows)
    data = json.loads(to_json(runs))
    assert [d["strategy"] for d in data] == ["entropy", "parts"] and "paths" in data[0]


def test_a_bad_opener_is_refused(small):
    with pytest.raises(WordleError, match="not in the allowed word list"):
        run_benchmark(small, RunSpec("entropy", opener="qqqqq"))
