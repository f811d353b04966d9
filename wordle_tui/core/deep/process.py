"""Deep searches in a child process, so they never share an interpreter (and its GIL) with a UI.

    runner = DeepProcess()
    suggestions = runner.suggest(state, pool="all", top=10, cancel=event, on_progress=show)
    runner.close()                                 # also done at exit; the child is a daemon

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
import os
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

from ..errors import WordleError
from ..state import GameState
from ..stats import Cancelled
from ..strategies import Suggestion
from ..words import WordSet
from .search import DeepStats


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


PROGRESS_EVERY = 0.1  # seconds between progress messages from the child
POLL = 0.05  # seconds the caller waits on the pipe before looking at its cancel flag


def _serve(conn, cancel, words: WordSet, cache_dir: Path | None) -> None:
    """The child: load the patterns once, then answer requests until the pipe closes."""
    from ..patterns import Patterns
    from ..solver import Solver, deep_search

    sys.stderr = open(os.devnull, "w")  # noqa: SIM115 - the terminal belongs to the UI
    patterns = Patterns.load(words, cache_dir)
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        moves, hard, pool, top = request
        last = [0.0]

        def progress(stats: DeepStats, last=last) -> None:
            now = time.perf_counter()
            if now - last[0] >= PROGRESS_EVERY:
                last[0] = now
                conn.send(("progress", stats))

        try:
            state = GameState.start(patterns, hard).replay(moves, any_word=True)
            suggestions = Solver("deep", pool).suggest(state, top, cancel=cancel, on_progress=progress)
            conn.send(("done", suggestions))
        except Cancelled:
            conn.send(("cancelled", deep_search(patterns, hard, pool).stats.nodes))
        except WordleError as exc:
            conn.send(("error", str(exc)))
        except Exception as exc:  # noqa: BLE001 - told to the caller rather than lost
            conn.send(("error", f"deep search failed: {exc!r}"))


class DeepProcess:
    """A child process running deep searches for one set of word lists at a time."""

    def __init__(self) -> None:
        self._context = mp.get_context("spawn")  # never fork a process that runs threads
        self._lock = threading.Lock()
        self._process = None
        self._conn = None
        with _terminal_stderr():
            self._cancel = self._context.Event()
        self._words: WordSet | None = None
        self.cancelled_at: int | None = None  # positions the last cancelled search had expanded
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
    ) -> list[Suggestion]:
        """Solver("deep", pool).suggest(state, top), computed in the child."""
        with self._lock:
            self._start(state.patterns)
            self._cancel.clear()
            if cancel is not None and cancel.is_set():
                self._cancel.set()
            self._conn.send((state.moves, state.hard, pool, top))
            while True:
                if cancel is not None and cancel.is_set():
                    self._cancel.set()
                if not self._conn.poll(POLL):
                    if not self._process.is_alive():
                        self._stop()
                        raise WordleError("the deep search process stopped unexpectedly")
                    continue
                kind, payload = self._conn.recv()
                if kind == "progress":
                    if on_progress is not None and not self._cancel.is_set():
                        on_progress(payload)
                elif kind == "done":
                    return payload
                elif kind == "cancelled":
                    self.cancelled_at = payload
                    raise Cancelled
                else:
                    raise WordleError(payload)

    def _start(self, patterns) -> None:
        if self._process is not None and self._process.is_alive() and self._words is patterns.words:
            return
        self._stop()
        parent, child = self._context.Pipe()
        self._process = self._context.Process(
            target=_serve, args=(child, self._cancel, patterns.words, patterns.cache_dir),
            name="wordle-tui deep search", daemon=True)
        with _terminal_stderr():
            self._process.start()
        child.close()
        self._conn, self._words = parent, patterns.words

    def _stop(self) -> None:
        if self._process is None:
            return
        self._cancel.set()
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


_RUNNER: DeepProcess | None = None
_RUNNER_LOCK = threading.Lock()


def deep_process() -> DeepProcess:
    """The one DeepProcess an application shares."""
    global _RUNNER
    with _RUNNER_LOCK:
        if _RUNNER is None:
            _RUNNER = DeepProcess()
        return _RUNNER
