"""Patterns: a WordSet with its pattern matrix (allowed guesses x possible answers)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

import numpy as np

from . import cache
from .feedback import all_green, encode_words, pattern_matrix
from .stats import Cancelled
from .words import WordSet


@dataclass(frozen=True, eq=False)
class Patterns:
    words: WordSet
    matrix: np.ndarray  # matrix[g, a]: pattern of allowed[g] against answers[a]
    notice: str | None = None  # said to the user when loading needed care (a rebuilt cache)
    cache_dir: Path | None = None

    @classmethod
    def load(
        cls,
        words: WordSet,
        cache_dir: Path | None = None,
        *,
        use_cache: bool = True,
        on_progress: Callable[[float], None] | None = None,
        cancel: threading.Event | None = None,
    ) -> Patterns:
        """Load the matrix from the cache, or build it (and cache it)."""
        cache_dir = cache_dir or cache.default_cache_dir()
        path = cache_dir / f"patterns-{words.key}.bin"
        notice = None
        if use_cache:
            try:
                return cls(words, cache.load_matrix(path), None, cache_dir)
            except FileNotFoundError:
                pass
            except cache.CorruptCache as exc:
                notice = f"pattern cache was corrupt ({exc}); rebuilt it"
            except OSError as exc:
                notice = f"pattern cache unreadable ({exc.strerror}); rebuilt it"

        def progress(done: float) -> None:
            if cancel is not None and cancel.is_set():
                raise Cancelled
            if on_progress is not None:
                on_progress(done)

        matrix = pattern_matrix(words.allowed_codes, words.answer_codes, on_progress=progress)
        matrix.flags.writeable = False
        if use_cache:
            try:
                cache.save_matrix(path, matrix)
            except OSError as exc:
                notice = f"could not write the pattern cache ({exc.strerror}); it will be rebuilt next time"
        return cls(words, matrix, notice, cache_dir)

    @cached_property
    def by_answer(self) -> np.ndarray:
        """The matrix transposed (answers x guesses), contiguous: gathering a candidate set's
        patterns against every guess is then a copy of whole rows."""
        return np.ascontiguousarray(self.matrix.T)

    @property
    def length(self) -> int:
        return self.words.length

    @property
    def solved(self) -> int:
        return all_green(self.length)

    def row(self, guess: str) -> np.ndarray:
        """Patterns of ``guess`` against every answer, for any word of the right length."""
        index = self.words.allowed_index.get(guess)
        if index is not None:
            return self.matrix[index]
        return pattern_matrix(encode_words([guess]), self.words.answer_codes)[0]

    def block(self, rows: np.ndarray | None, candidates: np.ndarray) -> np.ndarray:
        """The sub-matrix of guesses ``rows`` (None: all allowed) against ``candidates``."""
        if rows is None:
            if len(candidates) == self.matrix.shape[1]:
                return self.matrix
            return np.take(self.matrix, candidates, axis=1)
        return self.matrix[np.ix_(rows, candidates)]

    def widened(self, **kwargs) -> Patterns:
        """The same game with every allowed word a possible answer (builds a bigger matrix)."""
        return Patterns.load(self.words.widened(), self.cache_dir, **kwargs)
