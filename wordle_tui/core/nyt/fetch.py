"""`history update`: fetch the answers the history lacks from NYT, up to yesterday.

NYT serves each day's puzzle as JSON (``<base>/YYYY-MM-DD.json``, field ``solution``). It also
answers for today and later dates, so this never asks for a day that is not over yet where the
player is (their local date, or the pinned ``time_zone``, whichever is earlier): that would
spoil the game. The base URL can be overridden with
``WORDLE_TUI_NYT_URL`` (tests serve fixtures from a local server through the same code path).
"""

from __future__ import annotations

import datetime as dt
import json
import os
import threading
import urllib.error
import urllib.request
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from pathlib import Path

from ..errors import WordleError
from ..game.puzzle import EPOCH, local_date, puzzle_today
from .history import (
    History,
    load_history,
    read_history,
    save_user_history,
    user_history_path,
)

NYT_URL = "https://www.nytimes.com/svc/wordle/v2"
URL_ENV = "WORDLE_TUI_NYT_URL"
TIMEOUT = 10.0  # seconds per request


class FetchError(WordleError):
    """A day's answer could not be fetched or was not usable; the message says why."""


def base_url() -> str:
    return os.environ.get(URL_ENV, NYT_URL).rstrip("/")


def fetch_answer(day: dt.date, allowed: Collection[str], url: str | None = None) -> str:
    """The answer of ``day`` from the endpoint, checked to be an allowed word."""
    address = f"{url or base_url()}/{day.isoformat()}.json"
    try:
        with urllib.request.urlopen(address, timeout=TIMEOUT) as response:
            body = response.read(100_000)
    except urllib.error.HTTPError as exc:
        raise FetchError(f"{address}: HTTP {exc.code} {exc.reason}") from None
    except (urllib.error.URLError, OSError) as exc:
        reason = getattr(exc, "reason", exc)
        raise FetchError(f"cannot reach {address} ({reason}); are you offline?") from None
    try:
        data = json.loads(body)
        solution = data["solution"]
    except (ValueError, KeyError, TypeError):
        raise FetchError(f"{address}: not the expected JSON (no 'solution' field)") from None
    if not isinstance(solution, str) or solution.strip().lower() not in allowed:
        raise FetchError(f"{address}: the answer {str(solution)[:20]!r} is not an allowed word; not stored")
    return solution.strip().lower()


def last_past_day(now: dt.datetime | None = None) -> dt.date:
    """The player's yesterday: the day before the earlier of their puzzle date and the machine's
    local date, so no day that is today or later anywhere the player is gets fetched."""
    return min(puzzle_today(now), local_date(now)) - dt.timedelta(days=1)


def missing_days(history: History, yesterday: dt.date) -> list[dt.date]:
    """Every day from puzzle 0 to ``yesterday`` whose answer the history lacks."""
    known = history.by_date
    return [
        EPOCH + dt.timedelta(days=i)
        for i in range((yesterday - EPOCH).days + 1)
        if EPOCH + dt.timedelta(days=i) not in known
    ]


@dataclass
class UpdateResult:
    added: list[tuple[dt.date, str]] = field(default_factory=list)
    wanted: int = 0  # days missing before the update
    error: str | None = None  # why the update stopped early, if it did
    cancelled: bool = False
    path: Path | None = None  # where the added days were stored
    last: dt.date | None = None  # the last day the history now knows

    def summary(self) -> str:
        if self.wanted == 0:
            return f"the answer history is up to date (to {self.last})"
        done = f"added {len(self.added)} of {self.wanted} missing days" + (
            f", to {self.last}" if self.added else ""
        )
        if self.cancelled:
            return done + "; cancelled"
        return done + (f"; stopped: {self.error}" if self.error else "")


def update_history(
    allowed: Collection[str],
    *,
    now: dt.datetime | None = None,
    data_dir: Path | None = None,
    url: str | None = None,
    on_progress: Callable[[int, int], None] | None = None,
    cancel: threading.Event | None = None,
    fetch: Callable[[dt.date, Collection[str], str | None], str] = fetch_answer,
) -> UpdateResult:
    """Fetch the missing days up to the player's yesterday and merge them into the user's
    stored history, atomically. An error stops the update; what was fetched before it is kept."""
    loaded = load_history(data_dir=data_dir)
    yesterday = last_past_day(now)
    todo = missing_days(loaded.history, yesterday)
    result = UpdateResult(wanted=len(todo), last=loaded.history.last)
    for done, day in enumerate(todo, start=1):
        if cancel is not None and cancel.is_set():
            result.cancelled = True
            break
        try:
            result.added.append((day, fetch(day, allowed, url)))
        except FetchError as exc:
            result.error = str(exc)
            break
        if on_progress is not None:
            on_progress(done, len(todo))
    if result.added:
        stored = user_history_path(data_dir)
        try:
            previous = read_history(stored) if stored.exists() else History(())
        except WordleError:
            previous = History(())  # unreadable: rewritten from what is known now
        merged = History(tuple(result.added), "update").merged(previous)
        result.path = save_user_history(merged, data_dir)
        result.last = max(result.last or EPOCH, merged.last)
    return result
