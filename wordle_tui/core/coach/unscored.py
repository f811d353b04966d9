"""Finished games the record holds without their scores, scored at a later start.

A game is scored by the review at its end. Quit before that review is done and it has none: a
daily game opened finished at the next start is scored then (tui/coach.py), but an archive
day's game is never saved, and a daily game is not reopened once its day has passed. Those are
reviewed here, in the background of a later start, the latest first, a few a start.
"""

from __future__ import annotations

import datetime as dt
import threading
from collections.abc import Callable
from pathlib import Path

from ..errors import WordleError
from ..game.feedback import parse
from ..game.setup import build_game
from ..game.words import WordSet
from ..nyt.today import TODAY
from ..solve.stats import Cancelled
from .game_end import with_scores
from .pending import enqueue, read_everything
from .record import GameRecord
from .review import review_game

MOST = 3  # games scored a start: each is a review of its own day's model, seconds of work


def unscored(games: list[GameRecord], today: dt.date) -> list[GameRecord]:
    """The dated games without scores, the latest first, at most MOST; not today's daily game,
    which its save reopens finished (and the start scores)."""
    left = [
        g
        for g in games
        if g.kind in ("daily", "archive")
        and g.date is not None
        and g.words
        and not g.scored
        and not (g.kind == "daily" and g.date == today)
    ]
    return sorted(left, key=lambda g: g.date or today, reverse=True)[:MOST]


def scored(
    game: GameRecord,
    words: WordSet,
    history=None,
    cache_dir: Path | None = None,
    cancel: threading.Event | None = None,
) -> GameRecord:
    """``game`` with the scores its review at the end would have given: its day's answer model
    (``words``: the today set's lists; ``history``: --history's), its rows, its rules."""
    patterns = build_game(
        TODAY, words, day=game.date, history=history, cache_dir=cache_dir, cancel=cancel
    ).source
    length = patterns.length
    moves = [(word, parse(colours, length)) for word, colours in zip(game.words, game.colours, strict=True)]
    review = review_game(patterns, moves, hard=game.hard, limit=game.rows, cancel=cancel)
    return with_scores(game, patterns, review, cancel)


def score_waiting(
    today_words: Callable[[], WordSet],
    today: dt.date,
    history=None,
    cache_dir: Path | None = None,
    cancel: threading.Event | None = None,
) -> int:
    """Score the record's unscored games and queue them (the next flush writes them); how many
    were queued. A game whose review fails (its words no longer in the lists) is left; a cancel
    stops after the game under way."""
    games = unscored(read_everything()[0], today)
    words = today_words() if games else None
    queued = 0
    for game in games:
        assert words is not None
        try:
            enqueue(scored(game, words, history, cache_dir, cancel))
        except Cancelled:
            break
        except (OSError, WordleError):
            continue
        queued += 1
    return queued
