"""`openers --all`: prove the best first guess over every allowed word, resumably, on every core.

Openers are taken in order of their cheap bound. Each is searched with the cutoff "best total
so far + 1": it either gets its exact total (and may become the best) or is shown to cost more
than the best (a lower bound). The proof is complete when every opener is settled. After each
opener the progress file is rewritten (atomically), so an interrupted run continues where it
stopped. Workers are separate processes, each with its own memo (cleared when it grows past
MEMO_LIMIT entries, to bound memory).
"""

from __future__ import annotations

import json
import os
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from multiprocessing import get_context
from pathlib import Path

from ..patterns import Patterns
from ..state import GameState
from ..stats import check_cancel
from ..words import WordSet
from .ranking import opener_bounds
from .search import INF, DeepSearch

MEMO_LIMIT = 3_000_000  # memo entries a worker keeps (a few GB at most)


@dataclass(frozen=True)
class Settled:
    guess: str
    value: int  # the exact total when exact, else a lower bound above the best at the time
    exact: bool
    seconds: float


_WORKER: dict = {}


def _init(words: WordSet, cache_dir, hard: bool) -> None:
    patterns = Patterns.load(words, cache_dir)
    _WORKER["search"] = DeepSearch(patterns, hard=hard, max_guesses=6 if hard else None)
    _WORKER["root"] = GameState.start(patterns, hard)


def _settle(guess: str, beta: int) -> Settled:
    search: DeepSearch = _WORKER["search"]
    if len(search.exact) + len(search.lower) > MEMO_LIMIT:
        search.exact.clear()
        search.lower.clear()
    started = time.perf_counter()
    value = search.cost_of(_WORKER["root"], guess, beta=beta)
    return Settled(guess, int(value), value < beta, time.perf_counter() - started)


def _load(path: Path, key: str) -> dict[str, Settled]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if data.get("key") != key:
        return {}
    return {item["guess"]: Settled(**item) for item in data.get("settled", [])}


def _save(path: Path, key: str, settled: dict[str, Settled]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    temporary = path.with_suffix(".tmp")
    items = [s.__dict__ for s in settled.values()]
    temporary.write_text(json.dumps({"key": key, "settled": items}), encoding="utf-8")
    os.replace(temporary, path)


def prove_openers(
    patterns: Patterns,
    hard: bool,
    progress_path: Path,
    *,
    workers: int | None = None,
    limit: int | None = None,
    on_settled: Callable[[Settled, int], None] | None = None,
    cancel: threading.Event | None = None,
) -> dict[str, Settled]:
    """Settle every opener (or the first ``limit`` by bound); returns what is settled so far.
    ``on_settled(result, best)`` is called after each one."""
    words = patterns.words
    key = f"{words.key}-{'hard' if hard else 'normal'}"
    settled = _load(progress_path, key)
    _, order = opener_bounds(patterns)
    todo = [words.allowed[row] for row in order[:limit] if words.allowed[row] not in settled]

    def best() -> int:
        exact = [s.value for s in settled.values() if s.exact]
        return min(exact, default=INF)

    workers = workers or os.cpu_count() or 1
    pool = get_context("spawn").Pool(workers, initializer=_init, initargs=(words, patterns.cache_dir, hard))
    running = []
    try:
        while todo or running:
            check_cancel(cancel)
            while todo and len(running) < workers:
                running.append(pool.apply_async(_settle, (todo.pop(0), best() + 1)))
            finished = [job for job in running if job.ready()]
            if not finished:
                running[0].wait(0.2)
                continue
            for job in finished:
                running.remove(job)
                result = job.get()
                settled[result.guess] = result
                _save(progress_path, key, settled)
                if on_settled is not None:
                    on_settled(result, best())
        pool.close()
    finally:
        pool.terminate()  # a cancelled or failed run leaves no worker behind
        pool.join()
    return settled
