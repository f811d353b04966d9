import csv
import io
import json
import threading

import pytest

from wordle_tui.core.errors import WordleError
from wordle_tui.core.lab.benchmark import RunSpec, replay, run_benchmark, to_csv, to_json


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
