"""`openers --all`: prove the best first guess over every allowed word, resumably, on every core.

1. An upper bound first: a breadth-limited search (a real strategy, so its total is reachable)
   on the few openers with the best cheap bound gives U in a second or two (hard mode: the
   breadth is widened until one of them finishes every answer within 6 guesses).
2. Every opener is then settled against the cutoff c = min(U, best exact total so far) + 1: it
   either gets its exact total (below c) or is shown to cost at least c. The opener that reached
   U goes first, so its exact total (the optimum, on the original lists) tightens c at once.
   Settling starts with the root bound (`bounds`), which refutes most openers without a search
   (in hard mode each feedback group's next guess must meet that feedback's hints: original
   lists, about 80% of the 12972 openers refuted at SALET's 8123 without a search). In hard
   mode an opener with a trap its play cannot finish within 6 (`within_openers`, about 0.2 s of
   CPU) costs more than any cutoff; most of the rest are refuted by bounding every group two
   guesses deep (`two_level`); the few left are searched, and only a search that runs long asks
   the whole within-6 question (minutes on some openers: nyt2023's TILES 358 s, where the search
   refutes it in 7 s; but a search may wander long below an opener that loses).
3. Sound whatever U is: the opener that reached U costs at most U < c, so it is settled exactly;
   the best exact total B is then at most every cutoff used, and every lower bound is >= B + 1.
   `verdict` checks exactly that at the end.

The best ``keep`` openers (`openers --all --top N`) are proven the same way with U the keep-th
best breadth-limited total and c = min(U, keep-th best exact total so far) + 1: a looser cutoff,
so fewer openers fall to the root bound and more are searched; `leaders` checks the result.

Progress is appended to a file after each opener (`proof_progress`), so an interrupted run
continues where it stopped. Workers are separate processes, each with its own memo (shared by
the openers it settles: groups recur), cleared past MEMO_LIMIT entries to bound memory.
"""

from __future__ import annotations

import os
import queue
import signal
import threading
import time
from collections.abc import Callable
from multiprocessing import get_context
from pathlib import Path

from ..game.patterns import Patterns
from ..game.state import GameState
from ..game.words import WordSet
from ..solve.stats import check_cancel
from .bounds import RootBounds
from .proof_progress import Progress, Settled, Upper, leaders, verdict
from .ranking import opener_bounds
from .results import EffortSpent
from .search import INF, DeepSearch
from .within_openers import WithinOpeners

__all__ = ["MEMO_LIMIT", "Settled", "leaders", "prove_openers", "verdict"]

MEMO_LIMIT = 1_000_000  # memo entries a worker keeps (well under a GB)
UPPER_OPENERS = 8  # openers the upper bound is taken over (by cheap bound)
SEARCH_FIRST = 300_000  # positions a hard-mode opener's search may visit before within 6 is decided
# (nyt2023: the searches that refute TILES and PLANE visit 44k and 15k positions, 7 s and 3 s,
# where deciding within 6 took 358 s and 202 s; a search cannot rule out a loss any faster)
UPPER_BREADTHS = (4, 16, 64)  # guesses tried per position for it, widened until one finishes every answer
# (normal mode: 4, 0.2-0.3 s an opener; hard mode needs 16 before SALET finishes within 6 guesses)

_WORKER: dict = {}


def _init(words: WordSet, cache_dir, hard: bool) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # ctrl+c is the driver's: it terminates the pool
    patterns = Patterns.load(words, cache_dir)
    limit = 6 if hard else None
    _WORKER["search"] = DeepSearch(patterns, hard=hard, max_guesses=limit)
    _WORKER["breadth"] = {
        b: DeepSearch(patterns, hard=hard, max_guesses=limit, breadth=b) for b in UPPER_BREADTHS
    }
    bounds = RootBounds(patterns, hard=hard)  # hard: each group's next guess meets its hints
    _WORKER["bounds"] = bounds if bounds.compiled else None  # numpy's: 10x slower than a search
    _WORKER["root"] = GameState.start(patterns, hard)
    _WORKER["six"] = WithinOpeners(patterns) if hard else None  # hard mode: openers that lose cost INF


def _upper(guess: str, breadth: int) -> Upper:
    return Upper(guess, int(_WORKER["breadth"][breadth].cost_of(_WORKER["root"], guess)))


def _settle(guess: str, cutoff: int) -> Settled:
    started = time.process_time()
    bounds: RootBounds | None = _WORKER["bounds"]
    bound: float = bounds.of(guess, cutoff) if bounds is not None else 0
    if bound >= cutoff:
        return Settled(guess, int(bound), False, time.process_time() - started, "bound")
    six: WithinOpeners | None = _WORKER["six"]
    if six is not None and six.trapped(guess):  # it cannot win within 6: its cost is infinite
        return Settled(guess, int(cutoff), False, time.process_time() - started, "six")
    search: DeepSearch = _WORKER["search"]
    if len(search.exact) + len(search.lower) > MEMO_LIMIT:
        search.exact.clear()
        search.lower.clear()
    if search.hard:  # every group bounded two guesses deep before any is searched
        bound = search.opener_bound_two(_WORKER["root"], guess, cutoff)
        if bound >= cutoff:
            return Settled(guess, int(bound), False, time.process_time() - started, "two")
    try:  # hard mode: a search within SEARCH_FIRST positions, then the whole within-6 decision
        value = search.cost_of(
            _WORKER["root"], guess, beta=cutoff, effort=SEARCH_FIRST if six is not None else None
        )
    except EffortSpent:
        assert six is not None  # only hard mode's search has an effort
        if not six.opener(guess):
            return Settled(guess, int(cutoff), False, time.process_time() - started, "six")
        value = search.cost_of(_WORKER["root"], guess, beta=cutoff)  # from the memo it left
    if value >= INF:  # the search found no play within 6
        return Settled(guess, int(cutoff), False, time.process_time() - started, "six")
    return Settled(guess, int(value), value < cutoff, time.process_time() - started)


class _Pool:
    """A process pool whose finished jobs land in one queue (so no worker idles while the
    driver waits on another's job); terminated on exit, so a cancelled run leaves no process."""

    def __init__(self, patterns: Patterns, hard: bool, workers: int) -> None:
        self.workers = workers
        self.done: queue.Queue = queue.Queue()
        self.running = 0
        self.pool = get_context("spawn").Pool(
            workers, initializer=_init, initargs=(patterns.words, patterns.cache_dir, hard)
        )

    def submit(self, work, *args) -> None:
        self.running += 1
        self.pool.apply_async(work, args, callback=self.done.put, error_callback=self.done.put)

    def next(self, cancel: threading.Event | None):
        while True:
            check_cancel(cancel)
            try:
                result = self.done.get(timeout=0.1)
            except queue.Empty:
                continue
            self.running -= 1
            if isinstance(result, BaseException):
                raise result
            return result

    def __enter__(self):
        return self

    def __exit__(self, *exc) -> None:
        self.pool.terminate()
        self.pool.join()


def _upper_bound(pool: _Pool, openers: list[str], keep: int, cancel) -> Upper:
    """The ``keep``-th best total a breadth-limited search reaches from ``openers`` (so that
    many openers cost at most it), widening the breadth until that many finish every answer
    (INF if they do not even at the widest)."""
    for breadth in UPPER_BREADTHS:
        for guess in openers:
            pool.submit(_upper, guess, breadth)
        uppers = sorted((pool.next(cancel) for _ in openers), key=lambda u: (u.total, openers.index(u.guess)))
        if uppers[keep - 1].total < INF:
            break
    return uppers[keep - 1]


def prove_openers(
    patterns: Patterns,
    hard: bool,
    progress_path: Path,
    *,
    workers: int | None = None,
    limit: int | None = None,
    keep: int = 1,
    on_settled: Callable[[Settled, int], None] | None = None,
    cancel: threading.Event | None = None,
) -> dict[str, Settled]:
    """Settle every opener (or the first ``limit`` by cheap bound) against the ``keep``-th best
    total, so the ``keep`` best openers get exact totals (`leaders`); returns what is settled so
    far. ``on_settled(result, bar)`` is called after each one, ``bar`` the keep-th best exact
    total so far (INF until there are that many)."""
    words = patterns.words
    key = f"{words.key}-{'hard' if hard else 'normal'}" + (f"-top{keep}" if keep > 1 else "")
    progress = Progress(progress_path, key)
    _, order = opener_bounds(patterns)
    ranked = [words.allowed[row] for row in order[:limit]]
    keep = min(keep, len(ranked))
    workers = workers or os.cpu_count() or 1
    if progress.upper is not None and all(g in progress.settled for g in ranked):
        return progress.settled  # finished before: no workers to start
    try:
        with _Pool(patterns, hard, workers) as pool:
            if progress.upper is None:
                upper_openers = ranked[: max(UPPER_OPENERS, keep)]
                progress.set_upper(_upper_bound(pool, upper_openers, keep, cancel))
            assert progress.upper is not None  # set just above, or read back
            first = progress.upper.guess
            todo = [g for g in [first] + [g for g in ranked if g != first] if g not in progress.settled]
            todo.reverse()  # popped from the end

            def best() -> int:  # the keep-th best exact total so far: what an opener must beat
                exact = sorted(s.value for s in progress.settled.values() if s.exact)
                return exact[keep - 1] if len(exact) >= keep else INF

            while todo or pool.running:
                while todo and pool.running < 2 * workers:  # two a worker: none idles between jobs
                    pool.submit(_settle, todo.pop(), min(progress.upper.total, best()) + 1)
                result = pool.next(cancel)
                progress.add(result)
                if on_settled is not None:
                    on_settled(result, best())
    finally:
        progress.close()
    return progress.settled
