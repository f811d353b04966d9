"""The deep search's hot loop: how many distinct feedbacks each guess gives a candidate set.

Two implementations that must agree (a test checks them on random sets):

- numpy, always present: patterns below 256 are collected as a 256-bit set per guess (four
  uint64 words OR-reduced over the candidates) and counted; for a handful of candidates,
  pairwise comparison is cheaper still;
- numba, when installed (`pip install wordle-tui[fast]`): the same bit sets in one compiled pass
  over the candidates' rows, ten to forty times faster. Set WORDLE_TUI_NUMBA=0 to use numpy.
"""

from __future__ import annotations

import functools
import threading

import numpy as np

from ..lazy_import import compiled_module

_POPCOUNT = np.array([(i).bit_count() for i in range(256)], dtype=np.int64)
FEW = 6  # up to this many candidates, count distinct patterns by pairwise comparison


def parts_numpy(by_answer: np.ndarray, S: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """Distinct patterns per guess of ``rows`` over the candidates ``S`` (numpy)."""
    block = by_answer[S][:, rows]
    if len(S) <= FEW:  # a pattern counts when no earlier candidate has it
        total = np.ones(block.shape[1], dtype=np.int64)
        for i in range(1, len(S)):
            total += (block[:i] != block[i]).all(axis=0)
        return total
    if block.dtype == np.uint8:
        low = (block & 63).astype(np.uint64)
        high = block >> 6
        total = np.zeros(block.shape[1], dtype=np.int64)
        for word in range(4):
            bits = np.bitwise_or.reduce((high == word).astype(np.uint64) << low, axis=0)
            total += _POPCOUNT[bits.view(np.uint8)].reshape(-1, 8).sum(axis=1)
        return total
    s = np.sort(block, axis=0)
    return 1 + np.count_nonzero(s[1:] != s[:-1], axis=0)


_compiled = compiled_module(f"{__package__}.compiled")
COMPILED = _compiled is not None


def parts(by_answer: np.ndarray, S: np.ndarray, rows: np.ndarray) -> np.ndarray:
    """Distinct patterns per guess of ``rows`` over the candidates ``S``: compiled when numba is
    installed and the patterns fit a byte, else numpy."""
    if _compiled is not None and by_answer.dtype == np.uint8:
        return _compiled.parts(by_answer, S.astype(np.int64, copy=False), rows.astype(np.int64, copy=False))
    return parts_numpy(by_answer, S, rows)


def most_first(counts: np.ndarray) -> np.ndarray:
    """The indices of ``counts``, largest first, ties in their order: as a stable argsort of
    -counts, but a radix sort (several times faster) when they fit 16 bits, as parts do."""
    if len(counts) and counts.min() >= 0 and counts.max() < 1 << 16:
        return np.argsort(((1 << 16) - 1 - counts).astype(np.uint16), kind="stable")
    return np.argsort(-counts, kind="stable")


def partition_numpy(colours: np.ndarray, S: np.ndarray, w: np.ndarray, solved: int):
    """The feedback groups of S, as compiled.partition returns them (numpy)."""
    order = np.argsort(colours, kind="stable")
    sorted_colours = colours[order]
    cuts = np.flatnonzero(sorted_colours[1:] != sorted_colours[:-1]) + 1
    spans = [
        (a, b)
        for a, b in zip(np.r_[0, cuts], np.r_[cuts, len(S)], strict=False)
        if sorted_colours[a] != solved
    ]
    spans.sort(key=lambda span: span[0] - span[1])  # largest first, stable
    members = np.concatenate([S[order[a:b]] for a, b in spans]) if spans else S[:0]
    starts = np.concatenate(([0], np.cumsum([b - a for a, b in spans]))).astype(np.int64)
    patterns = np.array([sorted_colours[a] for a, _ in spans], dtype=np.int64)
    floors = np.array([2 * w[order[a:b]].sum() - w[order[a:b]].max() for a, b in spans], dtype=w.dtype)
    return members, starts, patterns, floors


def partition(colours: np.ndarray, S: np.ndarray, w: np.ndarray, solved: int):
    """S split by feedback, the solved group left out, largest group first: (members grouped,
    starts with the end appended, each group's pattern, each group's floor 2 W(G) - max w(G))."""
    if _compiled is not None and colours.dtype == np.uint8:
        return _compiled.partition(colours, S, w, solved)
    return partition_numpy(colours, S, w, solved)


def expand_numpy(by_answer, S, srows, rows, caps, w, heaviest, beta):
    """Everything a position needs about its guesses ``rows`` (``caps``: a ceiling on each one's
    parts, from the parent). Counts parts only for guesses whose ceiling could still beat
    ``beta``, and returns

    - what the children inherit: the guesses that may split S, with their new ceilings, highest
      ceiling first (most_parts relies on that order);
    - the guesses worth trying: row, parts, whether it is a candidate, and its lower bound
      3W - 2 w(g) [g in S] - (the parts - [g in S] heaviest of S), each bound < ``beta``.
    """
    n = len(S)
    live = np.flatnonzero(3 * w.sum() - 2 * w.max() - heaviest[np.minimum(caps, n)] < beta)
    parts = parts_numpy(by_answer, S, rows[live])
    child_caps = np.minimum(caps, n)
    child_caps[live] = parts
    splits = child_caps > 1
    position = np.zeros(by_answer.shape[1], dtype=np.int64)
    position[srows] = np.arange(1, n + 1)
    position = position[rows[live]]
    inside = position > 0
    guess_weight = np.where(inside, w[position - 1], 0)
    bound = 3 * w.sum() - 2 * guess_weight - heaviest[parts - inside]
    keep = (parts > 1) & (bound < beta)
    by_ceiling = np.argsort(-child_caps[splits], kind="stable")  # as most_parts needs them
    return (
        rows[splits][by_ceiling],
        child_caps[splits][by_ceiling],
        rows[live][keep],
        parts[keep],
        inside[keep],
        bound[keep],
    )


def expand(by_answer, S, srows, rows, caps, w, heaviest, beta):
    """expand_numpy's result, compiled when numba is installed."""
    if _compiled is not None and by_answer.dtype == np.uint8:
        member = _scratch(by_answer.shape[1])
        beta = float(beta) if w.dtype.kind == "f" else min(int(beta), 1 << 62)
        return _compiled.expand(
            by_answer,
            S.astype(np.int64, copy=False),
            srows.astype(np.int64, copy=False),
            rows.astype(np.int64, copy=False),
            caps.astype(np.int64, copy=False),
            member,
            w,
            heaviest,
            beta,
        )
    return expand_numpy(by_answer, S, srows, rows, caps, w, heaviest, beta)


def most_parts_numpy(by_answer, S, srows, rows, caps, least):
    """The most of parts + [guess in S] over ``rows``, or ``least`` when none is larger. Only
    the guesses whose ceiling (``caps``: parts in a superset of S) could beat ``least`` are
    counted."""
    inside = np.isin(rows, srows)
    could = np.minimum(caps, len(S)) + inside > least
    if not could.any():
        return least
    return max(least, int((parts_numpy(by_answer, S, rows[could]) + inside[could]).max()))


def most_parts(by_answer, S, srows, rows, caps, least):
    """most_parts_numpy's result, compiled when numba is installed (counting only the guesses
    whose ceiling could still beat the best found)."""
    if _compiled is not None and by_answer.dtype == np.uint8:
        return int(
            _compiled.most_parts(
                by_answer,
                S.astype(np.int64, copy=False),
                srows.astype(np.int64, copy=False),
                rows.astype(np.int64, copy=False),
                caps.astype(np.int64, copy=False),
                _scratch(by_answer.shape[1]),
                int(least),
            )
        )
    return most_parts_numpy(by_answer, S, srows, rows, caps, least)


def legal_numpy(codes, counts, rows, grew, hints, length):
    """Which guesses of ``rows`` meet the hard-mode hints at the indices ``grew`` (an index
    below ``length`` is a green position, above it a letter's minimum count; see hard.py)."""
    ok = np.ones(len(rows), dtype=bool)
    for i in grew:
        if i < length:
            ok &= codes[rows, i] == hints[i] - 1
        else:
            ok &= counts[rows, i - length] >= hints[i]
    return ok


def legal(codes, counts, present, rows, grew, hints, length):
    """legal_numpy's result, compiled when numba is installed (``present``: each word's letters
    as bits, a shortcut the compiled version takes)."""
    if _compiled is not None:
        return _compiled.legal(
            codes,
            counts,
            present,
            rows.astype(np.int64, copy=False),
            grew.astype(np.int64, copy=False),
            hints,
            length,
        )
    return legal_numpy(codes, counts, rows, grew, hints, length)


def ranked(by_answer, S, rows, grew, hints, codes, counts, present, length):
    """A position's guesses: ``rows`` kept to those legal under the hard-mode ``hints`` (checked
    at the indices ``grew`` alone, as legal does; none grew: all kept), those ordered by parts
    over S, most first (ties in their order), and their parts: (legal rows, ordered, parts).
    One compiled call when numba is installed (a position's few numpy calls cost more than
    its counting when S is small)."""
    if _compiled is not None and by_answer.dtype == np.uint8:
        return _compiled.ranked(by_answer, S, rows, grew, hints, codes, counts, present, length)
    if len(grew):
        rows = rows[legal_numpy(codes, counts, rows, grew, hints, length)]
    found = parts_numpy(by_answer, S, rows)
    order = most_first(found)
    return rows, rows[order], found[order]


@functools.lru_cache(maxsize=8)
def answer_keys(answers: int) -> np.ndarray:
    """The random 64-bit key pairs per answer that last_two names a group by (a sum over its
    members), the same on every run (fixed seed). Read, never written: shared."""
    return np.random.default_rng(19).integers(0, 1 << 63, size=(answers, 2), dtype=np.uint64) * 2 + 1


_SCRATCH = threading.local()


def _scratch(size: int) -> np.ndarray:
    """A zeroed int64 array per thread, reused: the kernel leaves it zeroed."""
    held = getattr(_SCRATCH, "member", None)
    if held is None or len(held) != size:
        held = _SCRATCH.member = np.zeros(size, dtype=np.int64)
    return held
