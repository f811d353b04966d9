"""A drained run: `kill -USR1` finishes the openers under way and begins no other."""

from __future__ import annotations

import json
import multiprocessing
import signal

from wordle_tui.core.deep import proof_six_run
from wordle_tui.core.deep.proof_six_run import decide_openers
from wordle_tui.core.deep.six_progress import progress_key, read_decided


def test_a_drained_run_begins_no_opener_and_the_next_run_decides_them_all(small, tmp_path):
    path, lines = tmp_path / "six.jsonl", []
    drain = multiprocessing.get_context("spawn").Event()
    drain.set()
    assert decide_openers(small, path, workers=1, limit=3, report=lines.append, drain=drain) == {}
    assert path.read_text().splitlines() == [json.dumps({"key": progress_key(small.words, 3)})]
    assert "drained" in lines[-1]
    decided = decide_openers(small, path, workers=1, limit=3, report=lines.append)
    assert decided.keys() == set(small.words.allowed)
    assert read_decided(path, progress_key(small.words, 3)).keys() == decided.keys()
    assert "drained" not in lines[-1]


def test_a_worker_ignores_usr1_which_is_the_run_s_to_drain(small, monkeypatch):
    """SIGUSR1's default would kill a worker (and the pool with it) were it sent to them all."""
    before = signal.getsignal(signal.SIGUSR1)
    try:
        proof_six_run._init(small.words, small.cache_dir, 3, None, {})
        assert signal.getsignal(signal.SIGUSR1) is signal.SIG_IGN
    finally:
        signal.signal(signal.SIGUSR1, before)
        proof_six_run._WORKER.clear()
