"""Groups proven lost, reused for every guess that keeps one together.

A set of candidates that cannot be finished with d guesses left under hard-mode hints H stays
so for any set holding it, under any hints H' >= H, with d or fewer left: a play for the larger
set would find each of its words in time, and hints that require at least as much only take
legal guesses away. So a guess that shows every word of a lost group the same feedback, with
hints after it that require at least as much, leaves a group that is lost too: the guess is
refuted without a search. (The green bytes hold letter codes, where >= means nothing in
itself; it holds here because every word of a group shares each green letter, so the two
hints agree there or the earlier one is unset.) In normal mode there are no hints, and only
the words count.

The opener run keeps the traps it finds lost, and those earlier runs wrote down, to refute
openers by (nyt2023's ADITS, ADMIN and ADOBO by traps found for ADATS ... ADIOS). The search
keeps the sets it proves lost with four guesses left, and a later set holding one, left by any
guess anywhere, is lost at once (``holding``; compiled_within.py does the same with three left).
Tried and left out: a position's lost groups refuting only its own later guesses in the full
pass; the hints after two guesses there seldom compare (nyt2023's GLEAN: 206,162 positions
against 209,821, the same time).
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np


class LostGroups:
    """Lost groups (answer indices) with the hints each was lost under; ``child(row,
    pattern)``: the hints after guess ``row`` shows ``pattern``, where the question is asked."""

    def __init__(self, matrix: np.ndarray, child: Callable[[int, int], bytes], kept: int) -> None:
        self.matrix, self.child, self.kept = matrix, child, kept
        self.groups: list[tuple[np.ndarray, np.ndarray]] = []
        self._seen: set[tuple[bytes, bytes]] = set()
        self._flat: tuple[np.ndarray, np.ndarray] | None = None  # the groups joined, and where each starts

    def __len__(self) -> int:
        return len(self.groups)

    def add(self, group: np.ndarray, hints: bytes) -> None:
        """Keep ``group`` (two words or more), proven lost under ``hints``; once, and at most
        ``kept`` of them."""
        key = (group.tobytes(), hints)
        if len(self.groups) < self.kept and key not in self._seen:
            self._seen.add(key)
            self.groups.append((group, np.frombuffer(hints, np.uint8)))
            self._flat = None

    def holding(self, S: np.ndarray, hints: bytes) -> bool:
        """Does S hold a kept group, under ``hints`` that require at least as much as its? (A
        proof that S is lost, with as many guesses left as the group was lost with.)"""
        if not self.groups:
            return False
        flat, starts = self._joined()
        inside = np.zeros(self.matrix.shape[1], dtype=np.bool_)
        inside[S] = True
        now = np.frombuffer(hints, np.uint8)
        whole = np.minimum.reduceat(inside[flat], starts)
        return any((now >= self.groups[k][1]).all() for k in np.flatnonzero(whole).tolist())

    def _joined(self) -> tuple[np.ndarray, np.ndarray]:
        """Every kept group's members one after the other, and where each starts."""
        if self._flat is None:
            sizes = [len(g) for g, _ in self.groups]
            self._flat = (np.concatenate([g for g, _ in self.groups]), np.cumsum([0, *sizes[:-1]]))
        return self._flat

    def refuting(self, row: int) -> np.ndarray | None:
        """A kept group that guess ``row`` shows one feedback, with hints after it that require
        at least as much as the group's: a proof the group ``row`` leaves is lost; or None."""
        if not self.groups:
            return None
        flat, starts = self._joined()
        colours = self.matrix[row, flat]
        # one feedback for the whole group (never all green: a group holds two words or more)
        together = np.maximum.reduceat(colours, starts) == np.minimum.reduceat(colours, starts)
        for k in np.flatnonzero(together).tolist():
            group, hints = self.groups[k]
            if (np.frombuffer(self.child(row, int(colours[starts[k]])), np.uint8) >= hints).all():
                return group
        return None
