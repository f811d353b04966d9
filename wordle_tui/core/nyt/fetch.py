"""`history update`: fetch the answers the history lacks from NYT, up to yesterday.

NYT serves each day's puzzle as JSON (``<base>/YYYY-MM-DD.json``, field ``solution``). It also
answers for today and later dates, so this never asks for a day that is not over yet where the
player is (their local date, or the pinned ``time_zone``, whichever is earlier): that would
spoil the game. The base URL can be overridden with
``WORDLE_TUI_NYT_URL`` (tests serve fixtures from a local server through the same code path).
"""

from __future__ import annotations

import datetime as dt
import errno
import json
import math
import os
import threading
import time
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
TIMEOUT = 10.0  # seconds a socket may wait for a byte
ANSWER_SECONDS = 30.0  # the most one answer may take in all (a server dripping bytes included)
UPDATE_SECONDS = 300.0  # the most a whole update may take; the days fetched by then are kept
MAX_BODY = 1 << 20  # bytes read of one answer's reply (NYT's is a few hundred)
POLL = 0.05  # seconds between looks at the cancel event while a request runs


class FetchError(WordleError):
    """A day's answer could not be fetched or was not usable; the message says why."""


class FetchCancelled(Exception):
    """The caller's cancel event was set while an answer was being fetched."""


class _TimedOut(Exception):
    pass


def base_url() -> str:
    return os.environ.get(URL_ENV, NYT_URL).rstrip("/")


def _one_line(reason: object) -> str:
    return " ".join(str(reason).split())  # urllib's redirect-loop reason holds a newline


def _read(address: str, stop: threading.Event) -> bytes:
    """The reply's body, read in the calling thread a chunk at a time; ``stop`` ends it at the
    next chunk (an abandoned read ends by itself within TIMEOUT seconds)."""
    body = bytearray()
    with urllib.request.urlopen(address, timeout=TIMEOUT) as response:
        while len(body) <= MAX_BODY and not stop.is_set():
            chunk = response.read1(65536)
            if not chunk:
                break
            body += chunk
    if len(body) > MAX_BODY:
        raise FetchError(f"{address}: a reply of over {MAX_BODY} bytes is not an answer")
    return bytes(body)


def _download(address: str, deadline: float, cancel: threading.Event | None) -> bytes:
    """The body at ``address``, by ``deadline`` (time.monotonic); FetchCancelled at once when
    ``cancel`` is set. The request runs in a daemon thread this one waits for, so neither a
    silent nor a dripping server can hold the caller (a hung read is left to end by itself)."""
    stop, done = threading.Event(), threading.Event()
    outcome: list = []

    def work() -> None:
        try:
            outcome.append(_read(address, stop))
        except BaseException as exc:  # handed to the caller
            outcome.append(exc)
        done.set()

    threading.Thread(target=work, name="wordle-tui-fetch", daemon=True).start()
    try:
        while not done.wait(min(POLL, max(deadline - time.monotonic(), 0.0))):
            if cancel is not None and cancel.is_set():
                raise FetchCancelled
            if time.monotonic() >= deadline:
                raise _TimedOut
    finally:
        stop.set()
    if isinstance(outcome[0], BaseException):
        raise outcome[0]
    return outcome[0]


def fetch_answer(
    day: dt.date,
    allowed: Collection[str],
    url: str | None = None,
    *,
    cancel: threading.Event | None = None,
    deadline: float | None = None,
) -> str:
    """The answer of ``day`` from the endpoint, checked to be an allowed word, within
    ANSWER_SECONDS (or by ``deadline``, if sooner); FetchCancelled when ``cancel`` is set."""
    address = f"{url or base_url()}/{day.isoformat()}.json"
    started = time.monotonic()
    until = min(started + ANSWER_SECONDS, deadline if deadline is not None else math.inf)
    try:
        body = _download(address, until, cancel)
    except _TimedOut:
        raise FetchError(f"{address}: no complete answer within {until - started:.0f} s") from None
    except urllib.error.HTTPError as exc:
        raise FetchError(f"{address}: HTTP {exc.code} {_one_line(exc.reason)}") from None
    except (urllib.error.URLError, OSError) as exc:
        reason = _one_line(getattr(exc, "reason", exc))
        raise FetchError(f"cannot reach {address} ({reason}); are you offline?") from None
    try:
        data = json.loads(body)
        solution = data["solution"]
    except (ValueError, KeyError, TypeError):
        raise FetchError(f"{address}: not the expected JSON (no 'solution' field)") from None
    if not isinstance(solution, str) or solution.strip().lower() not in allowed:
        raise FetchError(
            f"{address}: the answer {str(solution)[:20]!r} is not an allowed word; "
            "not stored, and the update stops here"
        )
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
    added: list[tuple[dt.date, str]] = field(default_factory=list)  # fetched and stored
    wanted: int = 0  # days missing before the update
    error: str | None = None  # why the update stopped early, if it did
    cancelled: bool = False
    path: Path | None = None  # where the added days were stored
    last: dt.date | None = None  # the last day the history now knows
    unstored: list[tuple[dt.date, str]] = field(default_factory=list)  # fetched, but the write failed

    def summary(self) -> str:
        if self.wanted == 0:
            return f"the answer history is up to date (to {self.last})"
        done = f"added {len(self.added)} of {self.wanted} missing days" + (
            f", to {self.last}" if self.added else ""
        )
        if self.unstored:  # said, so nothing fetched is lost without a word
            done += "; fetched but not stored: " + ", ".join(f"{d} {w.upper()}" for d, w in self.unstored)
        if self.cancelled:
            return done + "; cancelled"
        return done + (f"; stopped: {self.error}" if self.error else "")


def write_error(path: Path, exc: OSError) -> str:
    """A failed write of ``path`` in one line naming it (never the temporary file beside it)."""
    reason = exc.strerror or str(exc)
    if exc.errno == errno.ENOSPC:
        reason = "the disk is full (No space left on device)"
    return f"cannot store the answer history in {path}: {reason}"


def update_history(
    allowed: Collection[str],
    *,
    now: dt.datetime | None = None,
    data_dir: Path | None = None,
    url: str | None = None,
    on_progress: Callable[[int, int], None] | None = None,
    cancel: threading.Event | None = None,
    fetch: Callable[..., str] = fetch_answer,
    seconds: float = UPDATE_SECONDS,
) -> UpdateResult:
    """Fetch the missing days up to the player's yesterday within ``seconds``, storing each day
    in the user's history as soon as it is fetched (atomically): an error, a cancel, ctrl+c or
    kill -9 keeps every day fetched before it. Cancel interrupts a request at once."""
    loaded = load_history(data_dir=data_dir)
    yesterday = last_past_day(now)
    todo = missing_days(loaded.history, yesterday)
    result = UpdateResult(wanted=len(todo), last=loaded.history.last)
    stored = user_history_path(data_dir)
    previous: History | None = None
    deadline = time.monotonic() + seconds
    for done, day in enumerate(todo, start=1):
        if time.monotonic() >= deadline:
            result.error = f"the update took over {seconds:g} s; run it again for the rest"
            break
        try:
            answer = fetch(day, allowed, url, cancel=cancel, deadline=deadline)
        except FetchCancelled:
            result.cancelled = True
            break
        except FetchError as exc:
            result.error = str(exc)
            break
        if previous is None:
            previous = _stored(stored)
        try:
            previous = _store(previous, day, answer, data_dir)
        except OSError as exc:
            result.unstored.append((day, answer))
            result.error = write_error(stored, exc)
            break
        result.added.append((day, answer))
        result.path = stored
        result.last = max(result.last or EPOCH, day)
        if on_progress is not None:
            on_progress(done, len(todo))
        if cancel is not None and cancel.is_set():
            result.cancelled = done < len(todo)
            break
    return result


def _stored(path: Path) -> History:
    try:
        return read_history(path) if path.is_file() else History(())
    except WordleError:
        return History(())  # unreadable: rewritten from what is known now


def _store(previous: History, day: dt.date, answer: str, data_dir: Path | None) -> History:
    merged = History(((day, answer),), "update").merged(previous)
    save_user_history(merged, data_dir)
    return merged
