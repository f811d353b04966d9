"""Long work on the command line: a progress bar on stderr when it is a terminal (nothing in a
pipe or a log), and ctrl+c or SIGTERM stopping the work with what it did kept."""

from __future__ import annotations

import signal
import sys
import threading
from collections.abc import Callable
from typing import TypeVar

WIDTH = 30  # the bar's cells


def _draw(label: str, fraction: float, tail: str, finished: bool) -> None:
    filled = int(WIDTH * min(max(fraction, 0.0), 1.0))
    end = "\n" if finished else ""
    print(f"\r{label} [{'#' * filled}{'.' * (WIDTH - filled)}] {tail}", end=end, file=sys.stderr, flush=True)


def progress_bar(label: str) -> Callable[[int, int], None] | None:
    """A bar of ``done`` of ``total`` things on stderr when it is a terminal; otherwise None."""
    if not sys.stderr.isatty():
        return None
    return lambda done, total: _draw(label, done / max(total, 1), f"{done}/{total}", done >= total)


def fraction_bar(label: str) -> Callable[[float], None] | None:
    """A bar of a fraction done on stderr when it is a terminal; otherwise None."""
    if not sys.stderr.isatty():
        return None
    return lambda fraction: _draw(label, fraction, f"{fraction:4.0%}", fraction >= 1)


def deep_progress() -> Callable[[object], None] | None:
    """The deep search's progress (its best so far, guesses tried, positions) on stderr when it
    is a terminal; otherwise None."""
    if not sys.stderr.isatty():
        return None

    def show(stats) -> None:
        print(
            f"\r{stats.best_text} ({stats.tried}/{stats.to_try} guesses, {stats.nodes} positions, {stats.seconds:.0f} s)   ",
            end="",
            file=sys.stderr,
            flush=True,
        )

    return show


T = TypeVar("T")


def stop_on_signal(work: Callable[[threading.Event], T]) -> T:
    """Run ``work(cancel)`` with ctrl+c and SIGTERM setting ``cancel``: the work stops at its next
    check and returns what it did. Not an exception raised wherever the signal lands: inside a
    compiled kernel's callback it became a SystemError, and a backtest's partial figures were
    lost. A second signal raises KeyboardInterrupt (work that stopped checking)."""
    cancel = threading.Event()
    if threading.current_thread() is not threading.main_thread():
        return work(cancel)

    def stop(signum, frame):
        if cancel.is_set():
            raise KeyboardInterrupt
        cancel.set()

    previous = {s: signal.signal(s, stop) for s in (signal.SIGINT, signal.SIGTERM)}
    try:
        return work(cancel)
    finally:
        for s, handler in previous.items():
            signal.signal(s, handler)


def term_as_interrupt(work):
    """Run ``work`` with SIGTERM raising KeyboardInterrupt, as ctrl+c does: a long run stopped
    either way keeps what it did (and stops its workers on the way out)."""
    if threading.current_thread() is not threading.main_thread():
        return work()

    def interrupt(signum, frame):
        raise KeyboardInterrupt

    previous = signal.signal(signal.SIGTERM, interrupt)
    try:
        return work()
    finally:
        signal.signal(signal.SIGTERM, previous)
