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
from multiprocessing.connection import Connection, wait
from multiprocessing.process import BaseProcess
from typing import TYPE_CHECKING

from ..errors import WordleError
from ..solve.stats import Cancelled

if TYPE_CHECKING:
    from .backtest import Day, DaySetup

POLL = 0.2  # seconds between looks at the run's cancel while a day is being played


def _serve(conn: Connection, setup: DaySetup) -> None:
    """A worker: plays each day it is sent and sends it back (or what it raised), until None."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # the run stops its workers; ctrl+c is the run's
    while (day := conn.recv()) is not None:
        try:
            conn.send(setup.play(*day))
        except Exception as exc:  # said by the run, as if it had played the day itself
            conn.send(exc)


def play_in_workers(
    setup: DaySetup, days: list[tuple[dt.date, str]], workers: int, cancel: threading.Event | None
) -> Iterator[Day]:
    """Each of ``days`` played by ``setup`` in ``workers`` processes, yielded in the days' order;
    Cancelled once ``cancel`` is set (the workers are stopped).

    Each worker has a pipe of its own and nothing else shared: a worker killed while it sends a
    result holds no lock anyone waits for (multiprocessing.Pool's terminate could hang on one)."""
    ctx = mp.get_context("spawn")
    procs: list[BaseProcess] = []
    pipes: list[Connection] = []
    busy: dict[Connection, int] = {}  # each working pipe's day, by index
    todo = iter(enumerate(days))

    def hand(conn: Connection) -> None:
        for index, day in todo:  # the next day, if any
            busy[conn] = index
            conn.send(day)
            return

    try:
        for _ in range(min(workers, len(days))):
            here, there = ctx.Pipe()
            procs.append(ctx.Process(target=_serve, args=(there, setup), daemon=True))
            procs[-1].start()
            there.close()
            pipes.append(here)
            hand(here)
        done: dict[int, Day | Exception] = {}
        for index in range(len(days)):
            while index not in done:
                if cancel is not None and cancel.is_set():
                    raise Cancelled()
                for conn in wait(list(busy), timeout=POLL):
                    assert isinstance(conn, Connection)  # wait() hands back what it was given
                    try:
                        done[busy.pop(conn)] = conn.recv()
                    except (EOFError, OSError):  # its end closed, or reset (it died)
                        raise WordleError("a backtest worker stopped before it sent its day back") from None
                    hand(conn)
            day = done.pop(index)
            if isinstance(day, Exception):
                raise day
            yield day
    finally:
        for proc in procs:  # a stopped or finished run leaves no worker behind
            proc.kill()
        for proc in procs:
            proc.join()
        for conn in pipes:
            conn.close()
