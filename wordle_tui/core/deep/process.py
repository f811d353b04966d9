"""Deep searches in a child process, so they never share an interpreter (and its GIL) with a UI.

    runner = DeepProcess()
    runner.warm(patterns)                          # optional: start and load now, do not wait
    suggestions = runner.suggest(state, pool="all", top=10, cancel=event, on_progress=show,
                                 on_best=show_best)    # the best first, then all with their totals
    runner.close()                                 # also done at exit; the child is a daemon
    runner.terminate()                             # an app leaving: at once, a search or not

One child serves one search at a time and keeps its memo between requests (the same game asked
again after an undo is nearly free). The caller's ``cancel`` (a threading.Event) is relayed to
the child, whose search checks it every 256 positions and at every first-level guess; then
``Cancelled`` is raised here and the child waits for the next request. Progress (DeepStats,
at most ten a second) is handed to ``on_progress`` in the calling thread.
"""

from __future__ import annotations

import atexit
import contextlib
import multiprocessing as mp
import sys
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from ..errors import WordleError
from ..game.state import GameState
from ..solve.stats import Cancelled
from ..solve.strategies import Suggestion
from .child import serve as _serve
from .search import DeepStats

if TYPE_CHECKING:
    from multiprocessing.connection import Connection
    from multiprocessing.process import BaseProcess


@contextlib.contextmanager
def _terminal_stderr():
    """multiprocessing passes sys.stderr's descriptor to the helpers it starts; a UI that
    captures stderr (Textual) has none, so the real one stands in while they start."""
    captured = sys.stderr
    if sys.__stderr__ is not None:
        sys.stderr = sys.__stderr__
    try:
        yield
    finally:
        sys.stderr = captured


POLL = 0.05  # seconds the caller waits on the pipe before looking at its cancel flag


class DeepProcess:
    """A child process running deep searches for one set of word lists at a time."""

    def __init__(self) -> None:
        self._context = mp.get_context("spawn")  # never fork a process that runs threads
        self._lock = threading.Lock()
        self._process: BaseProcess | None = None
        self._conn: Connection | None = None
        with _terminal_stderr():
            self._cancel = self._context.Event()
        self._words: str | None = None  # the key of the game the child serves
        self.cancelled_at: int | None = None  # positions the last cancelled search had expanded
        self.last_cpu: float | None = None  # CPU seconds the child spent on the last search
        atexit.register(self.close)

    @property
    def pid(self) -> int | None:
        return self._process.pid if self._process is not None else None

    def suggest(
        self,
        state: GameState,
        pool: str = "all",
        top: int = 10,
        cancel: threading.Event | None = None,
        on_progress: Callable[[DeepStats], None] | None = None,
        on_best: Callable[[list[Suggestion]], None] | None = None,
    ) -> list[Suggestion]:
        """Solver("deep", pool).suggest(state, top), computed in the child. With ``top`` > 1
        the best guess alone is handed to ``on_best`` as soon as it is proven, before the
        alternatives' totals."""
        with self._lock:
            self._start(state.patterns)
            self._cancel.clear()
            if cancel is not None and cancel.is_set():
                self._cancel.set()
            self._send(("suggest", state.moves, state.hard, pool, top))
            conn, process = self._conn, self._process
            assert conn is not None and process is not None  # _start started the child
            while True:
                if cancel is not None and cancel.is_set():
                    self._cancel.set()
                if not conn.poll(POLL):
                    if not process.is_alive():
                        self._stop()
                        raise WordleError("the deep search process stopped unexpectedly")
                    continue
                try:
                    kind, payload = conn.recv()
                except (EOFError, OSError):  # the child died mid-request
                    self._stop()
                    raise WordleError("the deep search process stopped unexpectedly") from None
                if kind == "progress":
                    if on_progress is not None and not self._cancel.is_set():
                        on_progress(payload)
                elif kind == "best":
                    if on_best is not None and not self._cancel.is_set():
                        on_best(payload)
                elif kind == "done":
                    suggestions, self.last_cpu = payload
                    return suggestions
                elif kind == "cancelled":
                    self.cancelled_at = payload
                    raise Cancelled
                else:
                    raise WordleError(payload)

    def warm(self, patterns, hard: bool = False) -> None:
        """Start the child for these lists and have it load the matrix and the compiled kernels
        now (the player is still typing), without waiting: a search asked next queues behind."""
        with self._lock:
            self._start(patterns)
            self._send(("warm", hard))

    def _send(self, request) -> None:
        assert self._conn is not None  # sent only to a started child
        try:
            self._conn.send(request)
        except OSError:  # the child died: say so rather than wait on it
            self._stop()
            raise WordleError("the deep search process stopped unexpectedly") from None

    def _start(self, patterns) -> None:
        # A day's game has no matrix to load: the child gets the game itself (its prior is small)
        # and builds its candidates' sub-game as the search in this process would.
        game = patterns.key
        if self._process is not None and self._process.is_alive() and self._words == game:
            return
        self._stop()
        parent, child = self._context.Pipe()
        process = self._context.Process(
            target=_serve, args=(child, self._cancel), name="wordle-tui deep search", daemon=True
        )
        with _terminal_stderr():
            process.start()
        child.close()
        self._process, self._conn, self._words = process, parent, game
        self._send(patterns.portable())

    def _stop(self) -> None:
        if self._process is None:
            return
        self._cancel.set()
        assert self._conn is not None  # set with _process
        self._conn.close()  # the child's recv() ends: it returns
        self._process.join(timeout=1)
        if self._process.is_alive():
            self._process.terminate()
            self._process.join()
        self._process = self._conn = self._words = None

    def close(self) -> None:
        """Stop the child (a search in progress is cancelled)."""
        self._cancel.set()
        with self._lock:
            self._stop()

    def terminate(self) -> None:
        """Stop the child at once, without the lock a search holds (an app that is leaving
        waits for nothing); a search under way then ends as "stopped", and the next starts a
        new child."""
        self._cancel.set()
        process = self._process
        if process is not None and process.is_alive():
            process.terminate()
            process.join(timeout=5)


_RUNNER: DeepProcess | None = None
_RUNNER_LOCK = threading.Lock()


def deep_process() -> DeepProcess:
    """The one DeepProcess an application shares."""
    global _RUNNER
    with _RUNNER_LOCK:
        if _RUNNER is None:
            _RUNNER = DeepProcess()
        return _RUNNER


def end_deep_process() -> None:
    """Stop the application's child, if it has one (the process may outlive the app: tests,
    an app run twice); the next ``deep_process().suggest`` starts another."""
    with _RUNNER_LOCK:
        runner = _RUNNER
    if runner is not None:
        runner.terminate()
