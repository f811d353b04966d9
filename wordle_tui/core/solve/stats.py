"""How well guesses split a candidate set: information, expected and worst-case remaining.

Everything works on a block of the pattern matrix (guesses x candidates) and only needs,
for each guess, the sizes of the feedback groups it splits the candidates into.
"""

from __future__ import annotations

import functools
import math
import os
import threading
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from typing import Protocol

import numpy as np

ROWS_PER_CHUNK = 1024
# Above this many patterns a per-row count table is mostly zeros: sort rows instead.
MAX_TABLE_PATTERNS = 3**7
# Up to this many candidates, compare them pairwise instead of counting patterns.
PAIRWISE_MAX = 24
# Blocks with at least this many entries are counted on every core.
PARALLEL_MIN = 2_000_000


class Cancelled(Exception):
    """Raised inside core loops when the caller's cancel event is set."""


class CancelFlag(Protocol):
    """What cancels a loop: a threading.Event, or anything that acts as one (a budget, a deadline)."""

    def is_set(self) -> bool: ...


def check_cancel(cancel: CancelFlag | None) -> None:
    if cancel is not None and cancel.is_set():
        raise Cancelled


@dataclass(frozen=True)
class GuessStats:
    """Per-guess figures against ``n`` candidates (arrays aligned with the guesses)."""

    n: int
    bits: np.ndarray  # expected information, in bits
    expected: np.ndarray  # expected number of candidates left
    worst: np.ndarray  # largest feedback group
    parts: np.ndarray  # number of distinct feedback groups


def _xlogx(n: int) -> np.ndarray:
    c = np.arange(n + 1, dtype=np.float64)
    with np.errstate(divide="ignore", invalid="ignore"):
        return np.where(c > 0, c * np.log2(np.maximum(c, 1)), 0.0)


def _from_counts(
    counts: np.ndarray, table: np.ndarray, n: int, mass: np.ndarray | None
) -> tuple[np.ndarray, ...]:
    if mass is not None:
        figures = _weighted(mass, counts)
    else:
        figures = _uniform(n, table[counts].sum(axis=1), np.einsum("ij,ij->i", counts, counts))
    return (*figures, counts.max(axis=1), np.count_nonzero(counts, axis=1))


def _from_pairs(block: np.ndarray, w: np.ndarray | None) -> tuple[np.ndarray, ...]:
    """For few candidates: each candidate's group size by comparing columns pairwise.

    Summing over candidates instead of groups: a group of size c has c members, each
    adding log2(c) to sum(c log2 c), c to sum(c**2) and 1/c to the number of groups.
    Weighted, each candidate j adds w_j log2(m_j) and w_j c_j, m_j being its group's mass.
    """
    n = block.shape[1]
    same = block[:, :, None] == block[:, None, :]
    sizes = same.sum(axis=2)
    worst, parts = sizes.max(axis=1, initial=0), np.rint((1.0 / np.maximum(sizes, 1)).sum(axis=1))
    if w is not None:
        mass = same @ w
        return np.maximum(-(np.log2(mass) @ w), 0.0), sizes @ w, worst, parts
    sum_xlogx = np.log2(sizes).sum(axis=1) if sizes.size else np.zeros(block.shape[0])
    return (*_uniform(n, sum_xlogx, sizes.sum(axis=1)), worst, parts)


def _uniform(n: int, sum_xlogx: np.ndarray, sum_sq: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Bits and expected size from sum(c log2 c) and sum(c**2) over the groups."""
    return np.maximum(math.log2(n) - sum_xlogx / n, 0.0), sum_sq / n


def _weighted(mass: np.ndarray, counts: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Bits (entropy of the feedback under the weights) and expected size, per row of groups."""
    with np.errstate(divide="ignore", invalid="ignore"):
        plogp = np.where(mass > 0, mass * np.log2(np.where(mass > 0, mass, 1.0)), 0.0)
    return np.maximum(-plogp.sum(axis=1), 0.0), np.einsum("ij,ij->i", mass, counts.astype(np.float64))


def _compact(block: np.ndarray, n_patterns: int) -> tuple[np.ndarray, int]:
    """Renumber the patterns that occur in ``block`` as 0..k-1: small candidate sets meet
    few of the 3**N patterns, and the count tables shrink with k."""
    present = np.bincount(block.ravel(), minlength=n_patterns) > 0
    k = int(present.sum())
    if k * 2 > n_patterns:
        return block, n_patterns
    renumber = (np.cumsum(present) - 1).astype(np.min_scalar_type(max(k - 1, 0)))
    return renumber[block], k


def _counts(block: np.ndarray, n_patterns: int, w: np.ndarray | None = None) -> np.ndarray:
    """Per row, how many candidates (or, given weights ``w``, how much mass) each pattern gets."""
    rows = block.shape[0]
    offsets = (np.arange(rows, dtype=np.int64) * n_patterns)[:, None]
    flat = (block + offsets).ravel()
    weights = None if w is None else np.broadcast_to(w, block.shape).ravel()
    return np.bincount(flat, weights=weights, minlength=rows * n_patterns).reshape(rows, n_patterns)


def _from_sorted(block: np.ndarray, table: np.ndarray, w: np.ndarray | None) -> tuple[np.ndarray, ...]:
    rows, n = block.shape
    order = np.argsort(block, axis=1, kind="stable")
    s = np.take_along_axis(block, order, axis=1)
    starts = np.ones(s.shape, dtype=bool)
    starts[:, 1:] = s[:, 1:] != s[:, :-1]
    first = np.flatnonzero(starts.ravel())
    sizes = np.diff(np.append(first, rows * n))
    row_of = first // n
    row_first = np.searchsorted(row_of, np.arange(rows))
    worst, parts = np.maximum.reduceat(sizes, row_first), np.bincount(row_of, minlength=rows)
    if w is not None:
        mass = np.add.reduceat(w[order].ravel(), first)
        plogp = mass * np.log2(np.where(mass > 0, mass, 1.0))
        bits = np.maximum(-np.bincount(row_of, weights=plogp, minlength=rows), 0.0)
        return bits, np.bincount(row_of, weights=mass * sizes, minlength=rows), worst, parts
    sum_xlogx = np.bincount(row_of, weights=table[sizes], minlength=rows)
    sum_sq = np.bincount(row_of, weights=sizes.astype(np.float64) ** 2, minlength=rows)
    return (*_uniform(n, sum_xlogx, sum_sq), worst, parts)


def guess_stats(
    block: np.ndarray, length: int, cancel: threading.Event | None = None, weights: np.ndarray | None = None
) -> GuessStats:
    """Figures for each row of ``block`` (patterns of guesses against the candidates).

    ``weights`` (one per candidate, any positive scale) make the figures those of a prior:
    bits is the entropy of the feedback's distribution and expected the expected number of
    candidates left; None means every candidate is equally likely (the exact old figures).
    """
    rows, n = block.shape
    w = None if weights is None or n == 0 else np.asarray(weights, dtype=np.float64) / np.sum(weights)
    n_patterns = 3**length
    if n == 0:
        return _finish(0, *(np.zeros(rows) for _ in range(4)))
    if n <= PAIRWISE_MAX:
        return _finish(n, *_from_pairs(block, w))
    if n < n_patterns <= MAX_TABLE_PATTERNS and rows * n > 0:
        block, n_patterns = _compact(block, n_patterns)
    table = _xlogx(n)

    def figures(start: int) -> tuple[np.ndarray, ...]:
        check_cancel(cancel)
        chunk = block[start : start + ROWS_PER_CHUNK]
        if n_patterns <= MAX_TABLE_PATTERNS:
            mass = None if w is None else _counts(chunk, n_patterns, w)
            return _from_counts(_counts(chunk, n_patterns), table, n, mass)
        return _from_sorted(chunk, table, w)

    starts = range(0, rows, ROWS_PER_CHUNK)
    if rows * n >= PARALLEL_MIN:
        chunks = list(_pool().map(figures, starts))  # numpy releases the GIL for most of it
    else:
        chunks = [figures(start) for start in starts]
    if not chunks:
        return _finish(n, *(np.zeros(0) for _ in range(4)))
    return _finish(n, *(np.concatenate(c) for c in zip(*chunks, strict=False)))


def concat_stats(parts: list[GuessStats]) -> GuessStats:
    """The figures of row chunks of one block, as if computed at once."""
    return GuessStats(
        parts[0].n,
        *(np.concatenate([getattr(p, f) for p in parts]) for f in ("bits", "expected", "worst", "parts")),
    )


@functools.cache
def _pool() -> ThreadPoolExecutor:
    return ThreadPoolExecutor(max_workers=os.cpu_count() or 1, thread_name_prefix="wordle-stats")


def _finish(n, bits, expected, worst, groups) -> GuessStats:
    if n == 0:
        zeros = np.zeros(len(worst))
        return GuessStats(0, zeros, zeros, zeros.astype(int), zeros.astype(int))
    bits = np.maximum(bits, 0.0) + 0.0  # rounding leaves -1e-16 where a guess tells nothing: show 0.00
    return GuessStats(
        n=n, bits=bits, expected=expected, worst=worst.astype(np.int64), parts=groups.astype(np.int64)
    )
