"""Every guess's split figures in one compiled pass, when numba is installed.

The numpy path (stats.py, lookahead.py) materialises a block of patterns, then counts it with
weighted bincounts over guesses x 243 slots; a profile of today's game after one guess (14855
guesses x ~1000 candidates) put 80% of a ranking there. The kernel (split_kernel.py) instead
sums each guess's patterns from the column table and gathers them in a small scratch, on two
threads. It serves words of up to 5 letters (at most 256 patterns); longer words, a missing
numba or WORDLE_TUI_NUMBA=0 leave the numpy path (a test checks that both agree).
"""

from __future__ import annotations

import functools
import os
import threading
from concurrent.futures import ThreadPoolExecutor

import numpy as np

from ..game.feedback import all_green, pattern_matrix
from ..lazy_import import compiled_module
from .lookahead import ENTROPY_POINTS, GUESSES_LEFT
from .stats import GuessStats, check_cancel

# Guesses x candidates per kernel call (~10 ms): cancel is checked between calls, and few calls
# mean few waits for the GIL while the UI thread draws (each call takes it to start and end).
TASK_CELLS = 4_000_000
THREADED_MIN = 200_000  # guesses x candidates worth splitting over threads
MAX_PATTERNS = 256
_XP = np.array(ENTROPY_POINTS, dtype=np.float64)
_FP = np.array(GUESSES_LEFT, dtype=np.float64)


_kernel = compiled_module(f"{__package__}.split_kernel")
COMPILED = _kernel is not None


def applies(patterns, candidates: np.ndarray) -> bool:
    return _kernel is not None and 3**patterns.length <= MAX_PATTERNS and len(candidates) > 0


def split_figures(
    patterns,
    rows: np.ndarray | None,
    candidates: np.ndarray,
    weights: np.ndarray | None,
    cancel: threading.Event | None = None,
    want_guesses: bool = False,
) -> np.ndarray:
    """For guesses ``rows`` (None: all allowed) against ``candidates``: a 5 x guesses array of bits,
    expected size, worst group, groups and (when ``want_guesses``) expected guesses to finish;
    only when :func:`applies`. ``patterns`` is any pattern source (game/patterns.py)."""
    n = len(candidates)
    weighted = weights is not None
    w = (
        np.asarray(weights, dtype=np.float64) / np.sum(weights)
        if weights is not None
        else np.full(n, 1.0 / n)
    )
    with np.errstate(divide="ignore", invalid="ignore"):
        wlogw = np.where(w > 0, w * np.log2(np.where(w > 0, w, 1.0)), 0.0)
    figures = (w, wlogw, weighted, want_guesses, all_green(patterns.length), _XP, _FP, 3**patterns.length)
    candidates = np.asarray(candidates, dtype=np.int64)
    matrix = getattr(patterns, "matrix", None)
    if matrix is not None:
        rows = (
            np.arange(matrix.shape[0], dtype=np.int64) if rows is None else np.asarray(rows, dtype=np.int64)
        )

        def run(out, start, stop):
            _kernel.from_matrix(matrix, rows, candidates, *figures, out, start, stop)
    else:
        table, answers, terms, general, kept = _prepared(patterns, candidates)
        codes = patterns.terms.codes
        if rows is None:  # every guess: the general ones' patterns are kept for the next ranking
            if "slow" not in kept:
                kept["slow"] = _general_rows(codes, general, answers, table.dtype)
            slow_of, slow_block = kept["slow"]
        else:  # a few guesses (a shortlist, the top ten): only their general ones
            terms = np.ascontiguousarray(terms[rows])
            slow_of, slow_block = _general_rows(codes[rows], general[rows], answers, table.dtype)

        def run(out, start, stop):
            _kernel.from_terms(table, terms, slow_of, slow_block, *figures, out, start, stop)

    count = len(rows) if rows is not None else len(terms)
    out = np.empty((5, count))
    threaded = count * n >= THREADED_MIN
    step = max(TASK_CELLS // n, 1)
    if threaded:
        step = min(step, -(-count // (os.cpu_count() or 1)))  # a task for every core at least
    spans = [(s, min(s + step, count)) for s in range(0, count, step)]

    def task(span):
        check_cancel(cancel)
        run(out, *span)

    if threaded:
        list(_pool().map(task, spans))  # the kernel releases the GIL
    else:
        for span in spans:
            task(span)
    return out


_PREPARED: dict = {}  # the last few candidate sets' tables: a ranking asks up to three times
_PREPARED_LOCK = threading.Lock()


def _prepared(patterns, candidates: np.ndarray):
    """The column table of ``candidates`` and their letter codes, every guess's table rows,
    which guesses need the general path (a letter three times or more), and a dict to keep
    more in for these candidates."""
    source = patterns.terms  # shared by every day's game over the same words: so is this
    key = (id(source), candidates.tobytes())
    with _PREPARED_LOCK:
        if key in _PREPARED and _PREPARED[key][0] is source:
            return _PREPARED[key][1]
    terms, general = source.terms
    answers = patterns.words.answer_codes[candidates]
    prepared: tuple = (
        np.ascontiguousarray(source.table(answers)),
        answers,
        np.ascontiguousarray(terms),
        general,
        {},
    )
    with _PREPARED_LOCK:
        while len(_PREPARED) >= 4:
            del _PREPARED[next(iter(_PREPARED))]
        _PREPARED[key] = (source, prepared)
    return prepared


def _general_rows(
    codes: np.ndarray, general: np.ndarray, answers: np.ndarray, dtype
) -> tuple[np.ndarray, np.ndarray]:
    """For the guesses ``codes``: which row of the returned block holds each one's patterns
    against ``answers`` (-1: its table rows do), the block holding the ``general`` ones."""
    slow = np.flatnonzero(general)
    slow_of = np.full(len(general), -1, dtype=np.int64)
    slow_of[slow] = np.arange(slow.size)
    return slow_of, np.ascontiguousarray(pattern_matrix(codes[slow], answers), dtype=dtype)


_warm: set = set()


def warm_up(patterns) -> None:
    """Load the compiled kernel for ``patterns``' kind of game now (from numba's disk cache: a
    few hundred ms the first time in a process; compiling it, the very first time: seconds),
    so the first confirmed row does not pay it. The app calls it once its opening is shown."""
    kind = "matrix" if getattr(patterns, "matrix", None) is not None else "terms"
    if kind in _warm or not applies(patterns, np.arange(1)):
        return
    split_figures(
        patterns, np.arange(1), np.arange(min(2, len(patterns.words.answers))), None, want_guesses=True
    )
    patterns.row(patterns.words.allowed[0])  # and a guess's row against every answer (its table, for today)
    _warm.add(kind)


def as_stats(n: int, out: np.ndarray) -> GuessStats:
    bits = np.maximum(out[0], 0.0) + 0.0  # rounding leaves -1e-16 where a guess tells nothing: show 0.00
    return GuessStats(n, bits, out[1], out[2].astype(np.int64), out[3].astype(np.int64))


@functools.cache
def _pool() -> ThreadPoolExecutor:
    """Its own pool: stats.py's may be the caller's (a task waiting on its own pool can deadlock)."""
    return ThreadPoolExecutor(max_workers=os.cpu_count() or 1, thread_name_prefix="wordle-split")
