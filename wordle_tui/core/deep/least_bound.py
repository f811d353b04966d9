"""A weighted position's probe: the least of its guesses' bounds, without the rest of an
expansion. The bound of guess g on S is 3W - 2 w(g) [g in S] - (the parts - [g in S] heaviest
of S); the expansion (kernels.expand) computes it for every guess, while a probe only needs the
least, so guesses are taken by their ceiling (parts over a superset of S), highest first, and
counted only while a ceiling could still give a smaller bound. Same value, far fewer counts."""

from __future__ import annotations

import numpy as np

from ..lazy_import import compiled_module
from .kernels import _scratch, expand_numpy

_compiled = compiled_module(f"{__package__}.compiled_least_bound")


def least_bound_numpy(by_answer, S, srows, rows, caps, w, heaviest, budget):
    """The least bound below ``budget`` of the guesses ``rows`` that split S, else ``budget``."""
    bound = expand_numpy(by_answer, S, srows, rows, caps, w, heaviest, budget)[5]
    return bound.min() if len(bound) else budget


def least_bound(by_answer, S, srows, rows, caps, w, heaviest, budget):
    """least_bound_numpy's value, compiled when numba is installed (``caps`` must not increase
    along ``rows``, as the search passes them)."""
    if _compiled is not None and by_answer.dtype == np.uint8:
        return _compiled.least_bound(
            by_answer,
            S.astype(np.int64, copy=False),
            srows.astype(np.int64, copy=False),
            rows.astype(np.int64, copy=False),
            caps.astype(np.int64, copy=False),
            _scratch(by_answer.shape[1]),
            w,
            heaviest,
            float(budget),
        )
    return least_bound_numpy(by_answer, S, srows, rows, caps, w, heaviest, budget)
