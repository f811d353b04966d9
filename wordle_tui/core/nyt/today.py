"""Today's game: the 14855 words NYT accepts, each a possible answer with its prior probability.

The full pattern matrix of that game (14855 x 14855 bytes, 220 MB) is never built: patterns
are computed on demand for the current candidates (:mod:`columns`), in row chunks so a block
stays small, and the first-guess ranking, the only costly one, is cached per day and prior
by the solver.
"""

from __future__ import annotations

import datetime as dt
import functools
import threading
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

import numpy as np

from ..game.columns import GuessTerms
from ..game.feedback import all_green, encode_words, pattern_matrix
from ..game.patterns import Patterns
from ..game.puzzle import puzzle_number, puzzle_today
from ..game.words import WordSet, named_set
from ..solve.lookahead import expected_guesses
from ..solve.split_figures import applies, as_stats, split_figures
from ..solve.stats import GuessStats, concat_stats, guess_stats
from ..storage import cache
from .history import History, load_history
from .prior import Prior, fit_prior

TODAY = "today"
BLOCK_CELLS = 4_000_000  # guesses x candidates computed at once: a few MB per chunk


@dataclass(frozen=True, eq=False)
class DatedPatterns:
    """A Patterns look-alike with no stored matrix, for the game of one day."""

    words: WordSet
    prior: Prior
    history: History
    cache_dir: Path | None = None
    notice: str | None = None

    @property
    def day(self) -> dt.date:
        return self.prior.day

    @property
    def puzzle(self) -> int:
        return puzzle_number(self.day)

    @property
    def length(self) -> int:
        return self.words.length

    @property
    def solved(self) -> int:
        return all_green(self.length)

    @property
    def weights(self) -> np.ndarray:
        """Each answer's probability (the answers are the allowed words)."""
        return self.prior.probabilities

    @cached_property
    def key(self) -> str:
        """Names cached rankings: the words and the prior they were computed under."""
        return f"{self.words.key}-{self.prior.key}"

    @property
    def terms(self) -> GuessTerms:
        return _terms(self.words)

    def row(self, guess: str) -> np.ndarray:
        index = self.words.allowed_index.get(guess)
        if index is None:
            return pattern_matrix(encode_words([guess]), self.words.answer_codes)[0]
        answers = self.words.answer_codes
        return self.terms.block(answers, np.array([index]), _answer_table(self.words))[0]

    def block(self, rows: np.ndarray | None, candidates: np.ndarray) -> np.ndarray:
        return self.terms.block(self.words.answer_codes[candidates], rows)

    def widened(self, **_) -> DatedPatterns:
        return self  # every allowed word is already a possible answer

    searched_after_first_guess = True  # a search over 14855 x 14855 is out of reach

    def blocks(self, rows: np.ndarray | None, candidates: np.ndarray) -> list[np.ndarray]:
        """:meth:`block` a chunk of guesses at a time, so memory stays flat."""
        rows = np.arange(len(self.words.allowed)) if rows is None else rows
        step = max(BLOCK_CELLS // max(len(candidates), 1), 1)
        return [self.block(rows[s : s + step], candidates) for s in range(0, max(len(rows), 1), step)]

    def searchable(self, state) -> tuple[Patterns, object, np.ndarray]:
        """The candidates after the first guess as a game with a stored matrix (:func:`subgame`),
        ``state`` replayed in it, and the candidates' prior weights."""
        from ..game.state import GameState

        sub, weights = subgame(state)
        here = GameState.start(sub, state.hard)
        for step in state.steps:  # hard mode's rules come from the guesses played
            here = here.play(step.guess, step.pattern, any_word=True)
        return sub, here, weights

    def portable(self) -> Callable[[], DatedPatterns]:
        return functools.partial(_itself, self)  # small: the prior, not a matrix

    def day_info(self) -> DayInfo:
        return day_info(self)


def _itself(source):
    return source


@functools.lru_cache(maxsize=2)
def _terms(words: WordSet) -> GuessTerms:
    """Shared by every day's game over the same words (a backtest builds hundreds)."""
    return GuessTerms(words.allowed_codes)


@functools.lru_cache(maxsize=2)
def _answer_table(words: WordSet) -> np.ndarray:
    """Pattern contributions against every answer (6 MB): a guess's full row is a sum of 5 rows."""
    return _terms(words).table(words.answer_codes)


def _by_chunks(patterns, rows: np.ndarray | None, candidates: np.ndarray, figures: Callable) -> list:
    """``figures`` of the block of guesses ``rows`` (None: all allowed) against ``candidates``,
    a piece at a time as the source hands them out."""
    return [figures(block) for block in patterns.blocks(rows, candidates)]


def _weights(patterns, candidates: np.ndarray) -> np.ndarray | None:
    weights = patterns.weights
    return None if weights is None else weights[candidates]


def block_stats(
    patterns, rows: np.ndarray | None, candidates: np.ndarray, cancel: threading.Event | None = None
) -> GuessStats:
    """Figures of guesses ``rows`` against ``candidates``, under the prior when there is one."""
    weights = _weights(patterns, candidates)
    if applies(patterns, candidates):
        return as_stats(len(candidates), split_figures(patterns, rows, candidates, weights, cancel))
    return concat_stats(
        _by_chunks(
            patterns, rows, candidates, lambda block: guess_stats(block, patterns.length, cancel, weights)
        )
    )


def block_guesses(
    patterns,
    rows: np.ndarray | None,
    candidates: np.ndarray,
    cancel: threading.Event | None = None,
    weights: np.ndarray | None = None,
) -> np.ndarray:
    """Each guess's expected guesses to finish (lookahead.py), under the prior when there is one
    (``weights``: the candidates' own, for a sub-game that carries its prior apart)."""
    weights = _weights(patterns, candidates) if weights is None else weights
    if applies(patterns, candidates):
        return split_figures(patterns, rows, candidates, weights, cancel, want_guesses=True)[4]
    return np.concatenate(
        _by_chunks(
            patterns,
            rows,
            candidates,
            lambda block: expected_guesses(block, patterns.length, weights, cancel),
        )
    )


def subgame(state) -> tuple[Patterns, np.ndarray]:
    """The candidates of a dated game as a regular game with a stored matrix (every allowed
    guess x the candidates) and their prior weights: what a search that needs the whole
    matrix (the deep search, after the first guess) can work on. Rows of candidates keep
    their order, so ``weights[i]`` belongs to ``patterns.words.answers[i]``."""
    game = state.patterns
    words = game.words
    sub = WordSet.build(
        f"{words.name}-candidates", [words.answers[i] for i in state.candidates], words.allowed
    )
    matrix = game.block(None, state.candidates)  # candidates are sorted, as build() sorts them
    weights = game.weights
    weights = np.ones(state.count) if weights is None else weights[state.candidates]
    return Patterns(sub, np.ascontiguousarray(matrix)), weights / weights.sum()


@dataclass(frozen=True)
class DayInfo:
    """What a player is shown about the game: which day, and how old the answer history is."""

    puzzle: int
    date: dt.date
    history_last: dt.date | None  # the last day whose answer the history knows
    history_age: int | None  # days missing before ``date`` (0: the history knows every earlier day)

    def headline(self) -> str:
        if self.history_last is None:
            known = "no answer history"
        else:
            age = "up to date" if not self.history_age else f"{self.history_age} days missing"
            known = f"answer history to {self.history_last.isoformat()} ({age})"
        return f"Wordle #{self.puzzle} of {self.date.isoformat()}; {known}"

    def to_json(self) -> dict:
        return {
            "puzzle": self.puzzle,
            "date": self.date.isoformat(),
            "history_last": self.history_last.isoformat() if self.history_last else None,
            "history_age_days": self.history_age,
        }


def day_info(patterns: DatedPatterns) -> DayInfo:
    known = [d for d, _ in patterns.history.days if d < patterns.day]
    last = known[-1] if known else None
    # Counted from the last answer before the day: a history that goes on past it (an old --date)
    # may still miss days before it.
    age = max((patterns.day - dt.timedelta(days=1) - last).days, 0) if last else None
    return DayInfo(patterns.puzzle, patterns.day, last, age)


def load_today(
    day: dt.date | None = None,
    *,
    history: History | None = None,
    cache_dir: Path | None = None,
    now: dt.datetime | None = None,
    words: WordSet | None = None,
    fit: Callable[..., Prior] = fit_prior,
    cached: bool = True,
) -> DatedPatterns:
    """The game of ``day`` (default: the player's local date, see game/puzzle.py), its prior fitted on ``history``
    (default: the shipped snapshot merged with the user's updates); ``words`` (default: the
    ``today`` set) is for callers that already read it, or a small stand-in in tests; ``fit``
    builds the prior (bench scripts try variants); ``cached``: False keeps rankings off the disk."""
    notice = None
    if history is None:
        loaded = load_history()
        history, notice = loaded.history, loaded.notice
    words = words or named_set(TODAY)
    day = day or puzzle_today(now)
    prior = fit(words.answers, history, day)
    cache_dir = (cache_dir or cache.default_cache_dir()) if cached else None
    return DatedPatterns(words, prior, history, cache_dir, notice)


def load_game(
    name: str,
    words: WordSet | None = None,
    *,
    day: dt.date | None = None,
    history: History | None = None,
    cache_dir: Path | None = None,
    on_progress: Callable[[float], None] | None = None,
    cancel: threading.Event | None = None,
):
    """What a game is played over: today's dated game for ``today``, else a Patterns."""
    if name == TODAY and words is None:
        return load_today(day, history=history, cache_dir=cache_dir)
    words = words or named_set(name)
    return Patterns.load(words, cache_dir, on_progress=on_progress, cancel=cancel)
