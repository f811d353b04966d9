"""A strong, cheap lower bound on an opener's total, for `openers --all` (proof.py).

The cheap bound 3n - [g is an answer] - parts(g) charges each feedback group of m words its
floor 2m - 1; for every opener it is at most ~6930, far below SALET's 7920, so it refutes none.
Looking one guess further into each group (the search's probe, at the root) is much tighter: a
group G costs at least m + min over guesses h of (2|H| - 1 summed over h's groups H), that is
3m - max_h (parts_h(G) + [h in G]); on the original lists it refutes 12648 of the 12972
openers (97.5%) against 7921 with no search at all (SALET's own: 7812).

Computing it naively costs every guess's parts over every group: 2315 x 12972 per opener. The
compiled kernel (bounds_compiled) prunes exactly: guesses are scanned in order of their parts
over all the answers (a ceiling on their parts over any group), so the scan stops once no later
guess can beat the best found; the group's own words go first (one splitting it ends the scan);
and the sum stops once it reaches the cutoff; groups of 10 or more also skip, uncounted, the
guesses whose letters cannot show more patterns on them than the best found. About 25 ms an
opener. Without numba, a numpy version computes the same number (a test checks they agree).
"""

from __future__ import annotations

import numpy as np

from ..game.patterns import Patterns
from ..lazy_import import compiled_module
from .hard import LETTERS, HardRules, letter_counts, letter_tables
from .kernels import legal_numpy, parts_numpy
from .kernels import parts as count_parts

_compiled = compiled_module(f"{__package__}.bounds_compiled")


def root_bound_numpy(
    patterns: Patterns, colours: np.ndarray, cutoff: int, hints: np.ndarray | None = None
) -> int:
    """bounds_compiled.root_bound's number, computed over every guess with numpy (hard mode:
    ``hints[pattern]``, the hints each feedback leaves, restrict the guesses that split it)."""
    n = len(colours)
    counts = np.bincount(colours, minlength=256)
    counts[patterns.solved] = 0
    total = n + int((2 * counts[counts > 0] - 1).sum())
    answer_rows = patterns.words.answer_rows
    every_guess = np.arange(patterns.matrix.shape[0])
    for c in np.argsort(-counts * 256 + np.arange(256), kind="stable"):
        m = int(counts[c])
        if m < 3 or total >= cutoff:
            break
        group = np.flatnonzero(colours == c)
        guesses = every_guess
        if hints is not None:
            need = hints[c]
            grew = np.flatnonzero(need).astype(np.int64)
            codes = patterns.words.allowed_codes
            _, letters, _ = letter_tables(codes.tobytes(), codes.shape)  # built once per word list
            guesses = every_guess[legal_numpy(codes, letters, every_guess, grew, need, len(need) - 26)]
        inside = np.isin(guesses, answer_rows[group])
        most = int((parts_numpy(patterns.by_answer, group, guesses) + inside).max())
        total += max(0, m + 1 - most)
    return total


class RootBounds:
    """Root bounds of one Patterns' openers: the tables the kernel scans, built once (30 MB
    for the original lists). With ``hard`` each group's next guess must meet its hints."""

    def __init__(self, patterns: Patterns, compiled: bool | None = None, hard: bool = False) -> None:
        self.patterns = patterns
        self.hard = hard
        words = patterns.words
        self.rules = HardRules(words.allowed_codes, words.allowed_index) if hard else None
        self.compiled = (
            (_compiled is not None and patterns.by_answer.dtype == np.uint8) if compiled is None else compiled
        )
        if not self.compiled:
            return
        answers = len(patterns.words.answers)
        guesses = patterns.matrix.shape[0]
        ceiling = count_parts(patterns.by_answer, np.arange(answers), np.arange(guesses))
        perm = np.argsort(-ceiling, kind="stable")
        self.table = np.ascontiguousarray(patterns.by_answer[:, perm])
        self.ceiling = ceiling[perm].astype(np.int64)
        column = np.empty(guesses, dtype=np.int64)
        column[perm] = np.arange(guesses)
        self.column_of = column[patterns.words.answer_rows].astype(np.int64)  # answer i's column
        self.codes = np.ascontiguousarray(patterns.words.allowed_codes[perm])  # each column's letters
        self.counts = np.ascontiguousarray(letter_counts(self.codes))
        self.answer_codes = np.ascontiguousarray(patterns.words.answer_codes)
        same = self.codes[:, :, None] == self.codes[:, None, :]  # positions holding a letter twice
        twice = same.sum(axis=2) > 1
        self.repeated = (twice * (1 << np.arange(self.codes.shape[1]))).sum(axis=1).astype(np.int64)

    def of(self, guess: str, cutoff: int) -> int:
        """A lower bound on the total opening with ``guess``; computation stops once it reaches
        ``cutoff`` (then it is at least ``cutoff``, else it is the full bound)."""
        colours = self.patterns.row(guess)
        hints = self.hints(guess, colours)
        if self.compiled:
            assert _compiled is not None  # compiled only when the kernel loaded
            return int(
                _compiled.root_bound(
                    colours,
                    self.table,
                    self.ceiling,
                    self.codes,
                    self.counts,
                    self.repeated,
                    self.column_of,
                    self.answer_codes,
                    self.patterns.solved,
                    int(min(cutoff, 1 << 62)),
                    hints,
                )
            )
        return root_bound_numpy(self.patterns, colours, cutoff, hints if self.hard else None)

    def hints(self, guess: str, colours: np.ndarray) -> np.ndarray:
        """What each feedback of ``guess`` requires of the next guess (hard.py's bytes), one row
        per pattern; all zero in normal mode."""
        hints = np.zeros((256, self.patterns.length + LETTERS), dtype=np.uint8)
        if self.rules is not None:
            row = self.patterns.words.allowed_index[guess]
            for pattern in np.unique(colours).tolist():
                hints[pattern] = self.rules.step(row, pattern)
        return hints
