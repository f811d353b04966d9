"""The ``guesses`` strategy's figure: the expected number of guesses to finish, one step ahead.

A guess costs one guess; it wins now with the chance that it is the answer; each other
feedback leaves a group of candidates whose answer distribution has some entropy H, and
finishing from there is estimated as ``remaining(H)`` more guesses. Unlike plain entropy this
weighs winning now against learning, which matters once a prior makes a few words likely.
"""

from __future__ import annotations

import threading

import numpy as np

from .stats import MAX_TABLE_PATTERNS, ROWS_PER_CHUNK, check_cancel

# Guesses still needed from a candidate set whose answer has H bits of entropy, on average:
# 1 for a single word, 1.5 for two, 5/3 for three, and the figures optimal play reaches from
# typical sets of about 60 and 2315 equally likely words; linear between the points.
ENTROPY_POINTS = (0.0, 1.0, 1.585, 2.0, 6.0, 11.18, 14.0)
GUESSES_LEFT = (1.0, 1.5, 1.667, 1.9, 2.4, 3.42, 4.0)


def remaining(bits: np.ndarray) -> np.ndarray:
    return np.interp(bits, ENTROPY_POINTS, GUESSES_LEFT)


def expected_guesses(
    block: np.ndarray, length: int, weights: np.ndarray | None, cancel: threading.Event | None = None
) -> np.ndarray:
    """For each row of ``block`` (a guess against the candidates), the expected guesses to
    finish, this one included, under ``weights`` (None: candidates equally likely)."""
    rows, n = block.shape
    if n == 0:
        return np.zeros(rows)
    w = np.full(n, 1.0 / n) if weights is None else np.asarray(weights, dtype=np.float64) / np.sum(weights)
    wlogw = w * np.log2(w)
    solved = 3**length - 1
    out = np.empty(rows)
    n_patterns = 3**length
    for start in range(0, rows, ROWS_PER_CHUNK):
        check_cancel(cancel)
        chunk = block[start : start + ROWS_PER_CHUNK]
        r = len(chunk)
        if n_patterns <= MAX_TABLE_PATTERNS:
            flat = (chunk + (np.arange(r, dtype=np.int64) * n_patterns)[:, None]).ravel()
            mass = np.bincount(
                flat, weights=np.broadcast_to(w, chunk.shape).ravel(), minlength=r * n_patterns
            )
            plogp = np.bincount(
                flat, weights=np.broadcast_to(wlogw, chunk.shape).ravel(), minlength=r * n_patterns
            )
            mass[solved::n_patterns] = 0.0  # the guess itself: nothing left to guess
        else:
            mass, plogp = _sorted_groups(chunk, w, wlogw, solved)
        # Only the groups that exist: a row meets at most n of the 3**length patterns.
        groups = np.flatnonzero(mass.ravel())
        m, sum_plogp = mass.ravel()[groups], plogp.ravel()[groups]
        bits = np.maximum(np.log2(m) - sum_plogp / m, 0.0)
        row_of = groups // (mass.size // r)
        out[start : start + r] = 1.0 + np.bincount(row_of, weights=m * remaining(bits), minlength=r)
    return out


def _sorted_groups(chunk: np.ndarray, w: np.ndarray, wlogw: np.ndarray, solved: int):
    """Per row, each feedback group's mass and sum of w log2 w (padded with zeros), for long words."""
    rows, n = chunk.shape
    order = np.argsort(chunk, axis=1, kind="stable")
    s = np.take_along_axis(chunk, order, axis=1)
    starts = np.ones(s.shape, dtype=bool)
    starts[:, 1:] = s[:, 1:] != s[:, :-1]
    first = np.flatnonzero(starts.ravel())
    mass = np.add.reduceat(w[order].ravel(), first)
    plogp = np.add.reduceat(wlogw[order].ravel(), first)
    mass[s.ravel()[first] == solved] = 0.0
    row_of = first // n
    slot = np.arange(first.size) - np.searchsorted(row_of, row_of)
    out_mass, out_plogp = np.zeros((rows, n)), np.zeros((rows, n))
    out_mass[row_of, slot], out_plogp[row_of, slot] = mass, plogp
    return out_mass.ravel(), out_plogp.ravel()
