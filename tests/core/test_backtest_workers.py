"""The backtest's worker processes: the days come back in order, a worker's exception is the
run's, and a worker killed mid-run stops the run with one line and leaves no process behind
(multiprocessing.Pool's terminate could hang for ever on a lock a killed worker held)."""

import datetime as dt
import multiprocessing
import os
import signal
from pathlib import Path

import pytest

from wordle_tui.core.errors import WordleError
from wordle_tui.core.lab.backtest_workers import play_in_workers

DAYS = [(dt.date(2024, 1, d), "mural") for d in range(1, 8)]
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def importable(monkeypatch):
    """The workers (spawned: they get this process's sys.path) unpickle Setup by importing this
    module; with --import-mode=importlib and an installed package, only the repo root makes it
    importable."""
    monkeypatch.syspath_prepend(str(ROOT))


class Setup:
    """Plays a day as its (date, answer); dies or raises on the days it is told to."""

    def __init__(self, dies_on: dt.date | None = None, raises_on: dt.date | None = None) -> None:
        self.dies_on, self.raises_on = dies_on, raises_on

    def play(self, day: dt.date, answer: str):
        if day == self.dies_on:
            os.kill(os.getpid(), signal.SIGKILL)
        if day == self.raises_on:
            raise ValueError(f"no game on {day}")
        return (day, answer)


def test_the_days_come_back_in_order():
    assert list(play_in_workers(Setup(), DAYS, 3, None)) == DAYS  # type: ignore[arg-type]
    assert multiprocessing.active_children() == []


def test_a_worker_s_exception_is_the_run_s():
    with pytest.raises(ValueError, match="no game on 2024-01-03"):
        list(play_in_workers(Setup(raises_on=dt.date(2024, 1, 3)), DAYS, 2, None))  # type: ignore[arg-type]
    assert multiprocessing.active_children() == []


def test_a_killed_worker_stops_the_run_with_one_line_and_leaves_no_worker():
    with pytest.raises(WordleError, match="stopped before it sent its day back"):
        list(play_in_workers(Setup(dies_on=dt.date(2024, 1, 4)), DAYS, 2, None))  # type: ignore[arg-type]
    assert multiprocessing.active_children() == []
