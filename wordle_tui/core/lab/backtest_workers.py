"""The backtest's days played on every core: each day is its own game (the prior fitted on the
history before it), so worker processes play them side by side and hand them back in order.

Workers ignore ctrl+c (the terminal sends it to the whole process group): the run stops them,
and keeps the days handed back so far, when its ``cancel`` is set. None is left behind.
"""

from __future__ import annotations

import datetime as dt
import multiprocessing as mp
import signal
import threading
from collections.abc import Iterator
from typing import TYPE_CHECKING

from ..solve.stats import Cancelled

if TYPE_CHECKING:
    from .backtest import Day, DaySetup

POLL = 0.2  # seconds between looks at the run's cancel while a day is being played

_WORKER: dict = {}


def _init(setup: DaySetup) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the run stops its workers; ctrl+c is the run's
    _WORKER["setup"] = setup


def _play(day: tuple[dt.date, str]) -> Day:
    return _WORKER["setup"].play(*day)


def play_in_workers(
    setup: DaySetup, days: list[tuple[dt.date, str]], workers: int, cancel: threading.Event | None
) -> Iterator[Day]:
    """Each of ``days`` played by ``setup`` in ``workers`` processes, yielded in the days' order;
    Cancelled once ``cancel`` is set (the workers are stopped)."""
    pool = mp.get_context("spawn").Pool(workers, initializer=_init, initargs=(setup,))
    try:
        results = pool.imap(_play, days)
        for _ in days:
            while True:
                if cancel is not None and cancel.is_set():
                    raise Cancelled()
                try:
                    yield results.next(timeout=POLL)
                    break
                except mp.TimeoutError:
                    continue
    finally:
        pool.terminate()  # a stopped or finished run leaves no worker behind
        pool.join()
