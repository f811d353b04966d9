"""Patterns: a WordSet with its pattern matrix (allowed guesses x possible answers).

A pattern source is what a game's feedback comes from: a stored matrix (Patterns, here) or
columns computed on demand for a dated game (core/nyt/today.py). Both answer the same questions
(:class:`PatternSource`), so no caller needs to know which one it holds.
"""

from __future__ import annotations

import datetime as dt
import functools
import os
import threading
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path
from typing import Any, Protocol

import numpy as np

from ..errors import WordleError
from ..solve.stats import Cancelled
from ..storage import cache
from ..storage import cache_dir as cache_files
from .feedback import all_green, encode_words, pattern_dtype, pattern_matrix
from .words import WordSet

DEFAULT_MATRIX_LIMIT_MB = 1024  # the widened NYT set needs 221 MB; a 40k-word list 1.6 GB


def matrix_limit_bytes() -> int:
    raw = os.environ.get("WORDLE_TUI_MATRIX_LIMIT_MB", "")
    return (int(raw) if raw.isdigit() else DEFAULT_MATRIX_LIMIT_MB) * 2**20


def check_matrix_size(words: WordSet) -> None:
    """Refuse, before allocating anything, a matrix too big for this machine's memory to be sensible."""
    size = len(words.allowed) * len(words.answers) * pattern_dtype(words.length).itemsize
    limit = matrix_limit_bytes()
    if size > limit:
        raise WordleError(
            f"{len(words.allowed)} guesses x {len(words.answers)} answers need a {size / 2**20:,.0f} MB pattern "
            f"matrix, over the {limit // 2**20} MB limit: use shorter lists (--answers for the answers alone), "
            "or raise WORDLE_TUI_MATRIX_LIMIT_MB if the memory is there"
        )


class PatternSource(Protocol):
    """What the solver, the coach and the app ask of a game's feedback and its answer model."""

    # read-only: both kinds are frozen dataclasses
    @property
    def words(self) -> WordSet: ...
    @property
    def cache_dir(self) -> Path | None: ...
    @property
    def notice(self) -> str | None: ...
    @property
    def length(self) -> int: ...
    @property
    def solved(self) -> int: ...
    @property
    def weights(self) -> np.ndarray | None:
        """Each answer's probability, or None when every answer is equally likely."""

    @property
    def key(self) -> str:
        """Names cached rankings: the words and the answer model."""

    @property
    def day(self) -> dt.date | None:
        """The date whose answer model this is (None: not a dated game)."""

    @property
    def searched_after_first_guess(self) -> bool:
        """True when a whole-matrix search (deep) only starts after the first guess."""

    def row(self, guess: str) -> np.ndarray: ...
    def block(self, rows: np.ndarray | None, candidates: np.ndarray) -> np.ndarray: ...
    def blocks(self, rows: np.ndarray | None, candidates: np.ndarray) -> list[np.ndarray]: ...
    def searchable(self, state: Any) -> tuple[Patterns, Any, np.ndarray | None]: ...
    def portable(self) -> Callable[[], PatternSource]: ...
    def day_info(self) -> Any:
        """Which day is played and how old the answer history is (None: not a dated game)."""

    def widened(self, **kwargs) -> PatternSource: ...


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
        check_matrix_size(words)
        cache_dir = cache_dir or cache.default_cache_dir()
        path = cache_dir / f"patterns-{words.key}.bin"
        notice = None
        if use_cache:
            cache_files.remove_leftovers(cache_dir)
            shape = (len(words.allowed), len(words.answers))
            try:
                matrix = cache.load_matrix(path, key=words.key, shape=shape)
                cache_files.mark_used(path)
                return cls(words, matrix, None, cache_dir)
            except FileNotFoundError:
                pass
            except cache.CorruptCache as exc:
                notice = f"pattern cache was corrupt or stale ({exc}); rebuilt it"
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
                cache.save_matrix(path, matrix, words.key)
            except OSError as exc:
                notice = f"could not write the pattern cache ({exc.strerror}); it will be rebuilt next time"
            removed = cache_files.enforce_limit(cache_dir, keep=path)
            if removed:
                notice = "; ".join(filter(None, [notice, cache_files.describe_removed(removed)]))
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

    # -- the PatternSource interface: a stored matrix, every answer equally likely -------
    weights = None
    day = None
    searched_after_first_guess = False

    @property
    def key(self) -> str:
        return self.words.key

    def blocks(self, rows: np.ndarray | None, candidates: np.ndarray) -> list[np.ndarray]:
        """:meth:`block` in pieces of guesses (the matrix is in memory already: one piece)."""
        return [self.block(rows, candidates)]

    def day_info(self) -> None:
        return None  # no day: the lists alone

    def searchable(self, state) -> tuple[Patterns, Any, None]:
        """The game a whole-matrix search runs on, the position in it, and its weights: itself."""
        return self, state, None

    def portable(self) -> Callable[[], Patterns]:
        """A small picklable recipe that rebuilds this source in another process (from the cache)."""
        return functools.partial(Patterns.load, self.words, self.cache_dir)

    def widened(self, **kwargs) -> Patterns:
        """The same game with every allowed word a possible answer (builds a bigger matrix)."""
        return Patterns.load(self.words.widened(), self.cache_dir, **kwargs)
