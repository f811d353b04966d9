"""Per-board figures for every guess at once: expected bits and the candidates a guess
would single out (left alone in their feedback group, so that board is certain next).

A multi-board strategy sums these over the unsolved boards; boards of one deal often share
candidate sets with other deals (after the same opener), so the figures are cached by set.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from dataclasses import dataclass

import numpy as np

from ..game.patterns import Patterns
from ..solve.stats import PAIRWISE_MAX, check_cancel, guess_stats

ROWS_PER_CHUNK = 2048
TABLE_MAX_PATTERNS = 3**7  # beyond this a per-row count table is mostly zeros: sort instead
CACHE_MIN = 40  # smaller sets are cheaper to recompute than to keep
CACHE_SIZE = 600
# The fresh board's figures are the same for every game over a word set (and the costliest):
# kept for the process, so a new game or a reopened screen starts at once.
_FRESH: dict[tuple[str, int], BoardFigures] = {}


@dataclass(frozen=True)
class BoardFigures:
    """Aligned with the guess rows: expected bits, and how many candidates each guess would
    leave alone in their feedback group (over n, the chance the board becomes certain)."""

    n: int
    bits: np.ndarray
    singles: np.ndarray


def board_figures(block: np.ndarray, length: int, cancel: threading.Event | None = None) -> BoardFigures:
    """Figures for each row of ``block`` (guesses x the candidates of one board)."""
    rows, n = block.shape
    if n <= 1:
        return BoardFigures(n, np.zeros(rows), np.full(rows, n, dtype=np.int32))
    if n <= PAIRWISE_MAX:
        sizes = (block[:, :, None] == block[:, None, :]).sum(axis=2)
        bits = np.log2(n) - np.log2(sizes).sum(axis=1) / n
        return BoardFigures(n, np.maximum(bits, 0.0), (sizes == 1).sum(axis=1).astype(np.int32))
    singles = np.empty(rows, dtype=np.int32)
    n_patterns = 3**length
    if n_patterns > TABLE_MAX_PATTERNS:
        for start in range(0, rows, ROWS_PER_CHUNK):
            check_cancel(cancel)
            s = np.sort(block[start : start + ROWS_PER_CHUNK], axis=1)
            differs = s[:, 1:] != s[:, :-1]
            left = np.concatenate([np.ones((s.shape[0], 1), bool), differs], axis=1)
            right = np.concatenate([differs, np.ones((s.shape[0], 1), bool)], axis=1)
            singles[start : start + s.shape[0]] = (left & right).sum(axis=1)
        return BoardFigures(n, guess_stats(block, length, cancel).bits, singles)
    # One count table per chunk gives both figures: bits = log2 n - sum(c log2 c) / n.
    xlogx = np.zeros(n + 1)
    xlogx[1:] = np.arange(1, n + 1) * np.log2(np.arange(1, n + 1))
    sum_xlogx = np.empty(rows)
    for start in range(0, rows, ROWS_PER_CHUNK):
        check_cancel(cancel)
        chunk = block[start : start + ROWS_PER_CHUNK]
        offsets = (np.arange(chunk.shape[0], dtype=np.int64) * n_patterns)[:, None]
        counts = np.bincount((chunk + offsets).ravel(), minlength=chunk.shape[0] * n_patterns)
        counts = counts.reshape(-1, n_patterns)
        singles[start : start + chunk.shape[0]] = (counts == 1).sum(axis=1)
        sum_xlogx[start : start + chunk.shape[0]] = xlogx[counts].sum(axis=1)
    return BoardFigures(n, np.maximum(np.log2(n) - sum_xlogx / n, 0.0), singles)


class FiguresCache:
    """Figures of every allowed guess against a candidate set, kept for the larger sets."""

    def __init__(self, patterns: Patterns, size: int = CACHE_SIZE) -> None:
        self.patterns = patterns
        self.size = size
        self._kept: OrderedDict[bytes, BoardFigures] = OrderedDict()
        self._lock = threading.Lock()  # a cancelled worker may still be finishing beside a new one

    def get(self, candidates: np.ndarray, cancel: threading.Event | None = None) -> BoardFigures:
        fresh = (self.patterns.words.key, len(self.patterns.words.allowed))
        if len(candidates) == len(self.patterns.words.answers) and fresh in _FRESH:
            return _FRESH[fresh]
        key = candidates.tobytes()
        with self._lock:
            hit = self._kept.get(key)
            if hit is not None:
                self._kept.move_to_end(key)
                return hit
        block = self.patterns.by_answer[candidates].T  # guesses x candidates, gathered by rows
        figures = board_figures(block, self.patterns.length, cancel)
        if len(candidates) == len(self.patterns.words.answers):
            _FRESH[fresh] = figures
        if len(candidates) >= CACHE_MIN:
            with self._lock:
                self._kept[key] = figures
                if len(self._kept) > self.size:
                    self._kept.popitem(last=False)
        return figures
