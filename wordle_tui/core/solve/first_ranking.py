"""The first guess's ranking, cached on disk: it depends only on the lists, the strategy and the
pool (and, for a dated game, barely on the day), and ranking every word takes seconds or more."""

from __future__ import annotations

import contextlib
import datetime as dt
import threading

import numpy as np

from ..game.state import GameState
from ..storage import cache
from .strategies import Suggestion, rank

OPENER_TOP = 20  # suggestions kept in the opener cache
SHORTLIST = 300  # dated games: first guesses re-ranked on later days...
SHORTLIST_DAYS = 30  # ...for this many days after a full ranking
RANKING_VERSION = 3  # bump when a strategy's ranking changes, to retire cached openers


def first_ranking(
    state: GameState, strategy: str, pool: str, cancel: threading.Event | None = None
) -> list[Suggestion]:
    """The OPENER_TOP best first guesses of ``strategy``, from the cache when it has them."""
    patterns = state.patterns
    path = None
    if patterns.cache_dir is not None:
        path = patterns.cache_dir / f"openers-v{RANKING_VERSION}-{patterns.key}-{strategy}-{pool}.json"
        cached = cache.load_records(path, Suggestion, patterns.words.key, patterns.words.allowed_index)
        if cached:
            return cached
    ranking = _ranked(state, strategy, pool, cancel)
    if path is not None:
        with contextlib.suppress(OSError):  # a cache that cannot be written only costs time
            cache.save_records(path, patterns.words.key, [s.to_record() for s in ranking])
    return ranking


def _ranked(state: GameState, strategy: str, pool: str, cancel) -> list[Suggestion]:
    """Rank every first guess; a dated game re-ranks only the SHORTLIST best of a recent
    day instead (one word changes class a day, so the best openers barely move), which
    takes a second where ranking all 14855 against 14855 takes half a minute or more."""
    patterns = state.patterns
    if patterns.day is None or patterns.cache_dir is None:
        return rank(state, strategy, pool=pool, top=OPENER_TOP, cancel=cancel)
    path = patterns.cache_dir / f"shortlist-v{RANKING_VERSION}-{patterns.words.key}-{strategy}-{pool}.json"
    stored = cache.load_json(path)
    try:
        age = abs((patterns.day - dt.date.fromisoformat(stored["day"])).days)
        among = np.array([patterns.words.allowed_index[w] for w in stored["guesses"]])
    except (TypeError, KeyError, ValueError):
        age, among = None, None
    if among is not None and age is not None and age <= SHORTLIST_DAYS:  # set together
        return rank(state, strategy, pool=pool, top=OPENER_TOP, cancel=cancel, among=among)
    ranking = rank(state, strategy, pool=pool, top=SHORTLIST, cancel=cancel)
    with contextlib.suppress(OSError):
        cache.save_json(path, {"day": patterns.day.isoformat(), "guesses": [s.guess for s in ranking]})
    return ranking[:OPENER_TOP]
