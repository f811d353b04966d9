"""The deep search's child process: what runs on the far side of DeepProcess's pipe.

It receives a recipe for the game's pattern source once (PatternSource.portable: word lists
load their matrix from the cache, a day's game comes whole and is searched on its candidates'
sub-game after the first guess), then serves requests:
("warm", hard) loads the compiled kernels without answering; ("suggest", moves, hard, pool,
top) answers ("best", [best]) when top > 1, then ("done", (suggestions, CPU seconds)), or
("cancelled", positions) / ("error", text). Progress goes as ("progress", DeepStats).
"""

from __future__ import annotations

import contextlib
import os
import sys
import time

import numpy as np

from ..errors import WordleError
from ..game.state import GameState
from ..solve.stats import Cancelled
from .search import DeepStats

PROGRESS_EVERY = 0.1  # seconds between progress messages from the child
WARM_GROUP = (3, 30)  # candidates in the throwaway search that loads the compiled kernels


def serve(conn, cancel) -> None:
    """The child: load the patterns once, then answer requests until the pipe closes."""
    from ..solve.solver import Solver, deep_search

    sys.stderr = open(os.devnull, "w")  # noqa: SIM115 - the terminal belongs to the UI
    try:
        opened = conn.recv()  # by the pipe, not as spawn arguments: a dead child fails a send
    except (EOFError, OSError):
        return
    patterns = opened()
    while True:
        try:
            request = conn.recv()
        except (EOFError, OSError):
            return
        if request[0] == "warm":
            _warm(patterns, hard=request[1])
            continue
        _, moves, hard, pool, top = request
        last = [0.0]

        def progress(stats: DeepStats, last=last) -> None:
            now = time.perf_counter()
            if now - last[0] >= PROGRESS_EVERY:
                last[0] = now
                conn.send(("progress", stats))

        try:
            started = time.process_time()
            state = GameState.start(patterns, hard).replay(moves, any_word=True)
            solver = Solver("deep", pool)
            suggestions = solver.suggest(state, 1, cancel=cancel, on_progress=progress)
            if top > 1:  # the best is shown while the alternatives' totals are proven
                conn.send(("best", suggestions))
                suggestions = solver.suggest(state, top, cancel=cancel)  # the best again: from the memo
            conn.send(("done", (suggestions, time.process_time() - started)))
        except Cancelled:
            conn.send(("cancelled", deep_search(patterns, hard, pool).stats.nodes))
        except WordleError as exc:
            conn.send(("error", str(exc)))
        except Exception as exc:
            conn.send(("error", f"deep search failed: {exc!r}"))


def _warm(patterns, hard: bool) -> None:
    """Load what a first search would (the answers x guesses copy, the compiled kernels) with a
    small throwaway search, so the player's first search does not pay for it nor share its memo."""
    from .search import DeepSearch

    with contextlib.suppress(Exception):  # a warm-up only saves time; the real search reports errors
        start = GameState.start(patterns, hard)
        guess = patterns.words.answers[0]
        sizes = np.bincount(patterns.row(guess)[start.candidates])
        fits = np.flatnonzero((sizes >= WARM_GROUP[0]) & (sizes <= WARM_GROUP[1]))
        if fits.size:
            pattern = int(fits[np.argmax(sizes[fits])])
            DeepSearch(patterns, hard=hard, max_guesses=6 if hard else None).best(start.play(guess, pattern))
