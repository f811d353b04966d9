"""Build the Game being played from the options and the settings: the one place that decides
which pattern source and which answer model apply (NYT's dated prior for the today set, every
answer equally likely for any other list)."""

from __future__ import annotations

import datetime as dt
import random
import threading
from collections.abc import Callable
from pathlib import Path

from .game import GUESS_LIMIT, Game, Rules
from .patterns import Patterns, PatternSource
from .puzzle import Kind, Puzzle
from .words import WordSet, named_set


def default_rows(length: int) -> int:
    """NYT's six rows, one more than the length for words longer than five letters."""
    return max(GUESS_LIMIT, length + 1)


def build_game(
    set_name: str,
    words: WordSet | None = None,
    *,
    day: dt.date | None = None,
    history=None,
    hard: bool = False,
    max_guesses: int | None = None,
    kind: Kind | None = None,
    widen: bool = False,
    cache_dir: Path | None = None,
    on_progress: Callable[[float], None] | None = None,
    cancel: threading.Event | None = None,
) -> Game:
    """The game over ``set_name``'s lists (or ``words``, already read): the today set is the dated
    game of ``day`` (default: today), its prior fitted on ``history``; any other list is played with
    every answer equally likely, over its stored pattern matrix (loaded or built)."""
    from ..nyt.today import load_today  # the dated answer model lives with NYT's history

    source: PatternSource
    if _dated(set_name, words):
        source = load_today(day, history=history, cache_dir=cache_dir, words=words)
    else:
        source = Patterns.load(
            words or named_set(set_name), cache_dir, on_progress=on_progress, cancel=cancel
        )
    if widen:
        source = source.widened(on_progress=on_progress, cancel=cancel)
    if kind is None:
        kind = ("archive" if day is not None else "daily") if source.day is not None else "custom"
    puzzle = Puzzle(kind, source.day if kind in ("daily", "archive") else None)
    length = source.words.length
    return Game(source, Rules(length, max_guesses or default_rows(length), hard), puzzle)


def practice_answer(
    set_name: str, words: WordSet, *, day: dt.date | None = None, history=None, rng=random
) -> str:
    """A hidden answer for a practice game over ``set_name``'s lists, drawn from the answer model
    its game is played with: NYT's prior of ``day`` for the today set (as likely as the real
    game's answer), else every answer alike (without building a pattern matrix for it)."""
    if not _dated(set_name, words):
        return rng.choice(words.answers)
    from ..nyt.today import load_today

    return draw_answer(load_today(day, history=history, words=words), rng)


def draw_answer(source: PatternSource, rng=random) -> str:
    """An answer drawn from ``source``'s answer model (its prior, or every answer alike)."""
    weights = source.weights
    return rng.choices(source.words.answers, weights=None if weights is None else weights.tolist())[0]


def _dated(set_name: str, words: WordSet | None) -> bool:
    """The today set's game is the dated one, with NYT's prior; every other list is uniform."""
    from ..nyt.today import TODAY

    return set_name == TODAY and (words is None or words.name == TODAY)
