"""The deep search's finish with three guesses left, in one compiled call a position
(compiled_last_two.py; only with numba: without it the searches recurse in Python, which gives
the same totals, a test checks), and what it remembers of groups across calls."""

from __future__ import annotations

import functools

import numpy as np

from ..lazy_import import compiled_module
from .kernels import answer_keys

_compiled_last_two = compiled_module(f"{__package__}.compiled_last_two")
_compiled_shared = compiled_module(f"{__package__}.compiled_shared_splitters")


def last_two(
    by_answer, S, srows, w, rows, bounds, child_rows, child_caps, beta, hard, codes, counts, solved, splitters
):
    """A position with three guesses left, searched to its end in one compiled pass (see
    compiled_last_two.last_two; ``by_answer``: the pattern matrix transposed, answers x
    guesses, contiguous): (best
    total, row) or (beta, None). ``splitters``: the search's
    SplitterMemo, or None to remember groups for this call only. Only with numba: without it the search recurses
    in Python, which gives the same totals (a test checks)."""
    beta = float(beta) if w.dtype.kind == "f" else min(int(beta), 1 << 62)
    memo = splitters if splitters is not None else _unused_memo(w.dtype.kind, by_answer.shape[0])
    cost, row = _compiled_last_two.last_two(
        by_answer,
        S.astype(np.int64, copy=False),
        srows.astype(np.int64, copy=False),
        w,
        rows.astype(np.int64, copy=False),
        bounds.astype(w.dtype, copy=False),
        child_rows.astype(np.int64, copy=False),
        child_caps.astype(np.int64, copy=False),
        beta,
        hard,
        codes,
        counts,
        solved,
        memo.keys,
        memo.weights,
        memo.groups,
        splitters is not None,
        S.shape[0],  # no ceiling known: a group is never larger than S
        *_no_sharing(),
    )
    return cost, (int(row) if row >= 0 else None)


def any_finish(
    by_answer, S, srows, ranked, parts, skip, breadth, hard, codes, counts, solved, keys, hints, shared
) -> bool:
    """The winnability search's question with three guesses left (compiled_last_two.any_finish:
    some guess of ranked[skip : the first ``breadth`` that split S] finishes S within 3), in
    one compiled call; only with numba, as last_two. ``keys``: answer_keys; ``hints``: S's, an
    array; ``shared``: the search's compiled_shared_splitters store (``ranked`` must then be
    every guess legal under ``hints``, as that store's reuse needs)."""
    assert _compiled_last_two is not None  # asked only when the kernel is compiled
    return _compiled_last_two.any_finish(
        by_answer,
        S.astype(np.int64),
        srows,
        ranked,
        parts,
        skip,
        breadth,
        hard,
        codes,
        counts,
        solved,
        keys,
        hints,
        shared,
    )


class SplitterMemo:
    """What last_two learnt about groups (which can be split apart, by which candidate), kept
    for one search: random 64-bit key pairs per answer (fixed seed: the same on every run), every
    answer's weight, and the compiled dictionary (made from Python, a typed dictionary compiles
    its constructor: a few hundred ms once per process, which the safety checks do without)."""

    def __init__(self, answers: int, weights: np.ndarray) -> None:
        self.keys = answer_keys(answers)
        self.weights = weights
        assert _compiled_last_two is not None  # made only when the kernel is compiled
        self.groups = _compiled_last_two.splitter_memo()


def shared_splitters(hint_bytes: int) -> tuple:
    """An empty store for any_finish (compiled_shared_splitters.shared_splitters)."""
    assert _compiled_shared is not None  # with last_two's kernel
    return _compiled_shared.shared_splitters(hint_bytes)


@functools.lru_cache(maxsize=1)
def _no_sharing() -> tuple:
    """last_two's store across calls, its hints and legal guesses, all empty: kept by
    any_finish alone (compiled_shared_splitters.py)."""
    assert _compiled_shared is not None  # with last_two's kernel
    return _compiled_shared.shared_splitters(0, 0, 0), np.zeros(0, np.uint8), np.zeros(0, np.bool_)


@functools.lru_cache(maxsize=8)
def _unused_memo(kind: str, answers: int) -> SplitterMemo:
    """What last_two is given when it remembers nothing across calls: its types must still
    match, and a call's own memo of groups uses the keys (one pair per answer)."""
    return SplitterMemo(answers, np.ones(1, dtype=np.float64 if kind == "f" else np.int64))
