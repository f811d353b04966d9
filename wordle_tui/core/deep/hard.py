"""Hard mode for the deep search: what the feedback so far requires, as a few bytes.

Hints are one byte per position (the green letter's code + 1, or 0) followed by 26 bytes (the
fewest copies of each letter a guess must hold). Two paths that revealed the same requirements
have the same hints, so they share memo entries whatever order the hints came in. Merging two
hints is an elementwise maximum: a count only grows, and a green never changes letter (hard
mode keeps it in place). A guess is legal when its letters meet every byte: one compiled pass
over the words' precomputed letter counts (numpy when numba is absent; a test checks both).
Those counts are built once per word list and shared by every HardRules over it: the safety
checks build a WithinLimit (so a HardRules) per position checked, hundreds in one tree.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from ..game.feedback import GREEN, GREY, decode
from ..game.state import Step
from .kernels import legal

LETTERS = 26
CACHED = 200_000  # entries each cache keeps before it starts again (tens of MB at most)


class HardRules:
    """Hints of (guess row, feedback) pairs, merged, and the guesses they leave legal."""

    def __init__(self, codes: np.ndarray, allowed_index: dict[str, int]) -> None:
        codes = np.ascontiguousarray(codes, dtype=np.uint8)
        self.length = codes.shape[1]
        # shared with every HardRules over the same words (see letter_tables): read, never written
        self.codes, self.counts, self.present = letter_tables(codes.tobytes(), codes.shape)
        self.allowed_index = allowed_index
        self.none = bytes(self.length + LETTERS)
        self._steps: dict[int, np.ndarray] = {}
        self._merged: dict[tuple[bytes, int], bytes] = {}

    def step(self, row: int, pattern: int) -> np.ndarray:
        """What one guess's feedback requires (cached: the same pair recurs all over a search)."""
        code = row * 3**self.length + pattern
        hint = self._steps.get(code)
        if hint is None:
            hint = np.zeros(self.length + LETTERS, dtype=np.uint8)
            for i, (letter, colour) in enumerate(
                zip(self.codes[row], decode(pattern, self.length), strict=False)
            ):
                if colour == GREEN:
                    hint[i] = letter + 1
                if colour != GREY:  # the most copies any single row has revealed
                    hint[self.length + letter] += 1
            if len(self._steps) > CACHED:
                self._steps.clear()
            self._steps[code] = hint
        return hint

    def child(self, hints: bytes, row: int, pattern: int) -> bytes:
        """The hints after ``hints`` and then guess ``row`` showing ``pattern``."""
        key = (hints, row * 3**self.length + pattern)
        merged = self._merged.get(key)
        if merged is None:
            merged = np.maximum(np.frombuffer(hints, dtype=np.uint8), self.step(row, pattern)).tobytes()
            if len(self._merged) > CACHED:  # bounded: a cache, not a memo (a few hundred bytes each)
                self._merged.clear()
            self._merged[key] = merged
        return merged

    def of_steps(self, steps: tuple[Step, ...]) -> bytes:
        hints = self.none
        for step in steps:
            hints = self.child(hints, self.allowed_index[step.guess], step.pattern)
        return hints

    def restrict(self, rows: np.ndarray, caps: np.ndarray | None, hints: bytes, before: bytes):
        """``rows`` (legal under ``before``) and their ceilings, keeping those legal under
        ``hints`` too; only the requirements that grew are checked."""
        if hints == before:
            return rows, caps
        now = np.frombuffer(hints, dtype=np.uint8)
        grew = np.flatnonzero(now != np.frombuffer(before, dtype=np.uint8))
        ok = legal(self.codes, self.counts, self.present, rows, grew, now, self.length)
        return rows[ok], (caps[ok] if caps is not None else None)


@lru_cache(maxsize=8)  # keyed by content: a word list and a copy of it share one entry
def letter_tables(codes: bytes, shape: tuple[int, ...]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The words' letter codes (words x length), copies of each letter per word (words x 26),
    and the letters each word holds (bit k: letter k), from the codes' bytes and shape."""
    words = np.frombuffer(codes, dtype=np.uint8).reshape(shape).copy()  # writable, as the kernels take
    counts = letter_counts(words)
    present = ((counts > 0).astype(np.uint32) << np.arange(LETTERS, dtype=np.uint32)).sum(
        axis=1, dtype=np.uint32
    )
    return words, counts, present


def letter_counts(codes: np.ndarray) -> np.ndarray:
    """Copies of each letter per word (words x 26)."""
    counts = np.zeros((len(codes), LETTERS), dtype=np.uint8)
    for i in range(codes.shape[1]):
        np.add.at(counts, (np.arange(len(codes)), codes[:, i]), 1)
    return counts
