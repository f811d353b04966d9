"""Finished games waiting for the record: a small append-only file beside it.

A game is queued the moment it ends (one line of JSON, flushed to disk) and then written to the
record. If the app is killed before that, or the record is busy or broken, the game waits here
and the next write (the next game, the next start) adds it: no finished game is lost. Writing a
queued game twice is harmless, the record keeps a game once under its key.
"""

from __future__ import annotations

import datetime as dt
import errno
import json
import os
from dataclasses import asdict
from pathlib import Path

from filelock import FileLock

from ..errors import WordleError, os_reason
from ..storage import cache
from .game_record import legacy_rows
from .record import GameRecord, Record, RecordBusy, default_path, read_games

SUFFIX = ".pending"
QUEUE_LOCK_WAIT = 5.0  # seconds: the queue is held only for a file append or a record write


def queue_path(record: Path | None = None) -> Path:
    path = record or default_path()
    return path.with_name(path.name + SUFFIX)


def _lock(queue: Path) -> FileLock:
    return FileLock(str(queue) + ".lock", timeout=QUEUE_LOCK_WAIT)


def enqueue(game: GameRecord, record: Path | None = None) -> None:
    """Keep ``game`` on disk until the record holds it; a failed write is a WordleError."""
    queue = queue_path(record)
    data = asdict(game) | {"date": game.date.isoformat() if game.date else None}
    if game.of_nyt_rows:  # a line as before rows were kept: an older wordle-tui still reads it
        del data["rows"]
    try:
        queue.parent.mkdir(parents=True, exist_ok=True)
        with _lock(queue), open(queue, "a+b") as out:
            size = out.seek(0, os.SEEK_END)
            cut = False
            if size:  # a kill mid-append leaves a last line without its newline: start a new one
                out.seek(size - 1)
                cut = out.read(1) != b"\n"
            out.write((b"\n" if cut else b"") + json.dumps(data).encode() + b"\n")  # appends at the end
            out.flush()
            os.fsync(out.fileno())
    except TimeoutError:  # filelock's Timeout: another process holds the queue (as before)
        raise
    except OSError as exc:
        advice = ", free some space" if exc.errno == errno.ENOSPC else ""
        raise WordleError(f"cannot write the game record's queue {queue}: {os_reason(exc)}{advice}") from None


def _parse(line: str) -> GameRecord | None:
    try:
        data = json.loads(line)
        data["date"] = dt.date.fromisoformat(data["date"]) if data["date"] else None
        data["words"], data["colours"] = tuple(data["words"]), tuple(data["colours"])
        data.setdefault("rows", legacy_rows(len(data["words"]), data["solved"]))  # six, or a line of before
        return GameRecord(**data)
    except (ValueError, TypeError, KeyError, AttributeError):
        return None  # a line cut short by a kill: its game was not finished being queued


def _read(queue: Path) -> bytes:
    try:
        return queue.read_bytes()
    except FileNotFoundError:
        return b""


def _games(data: bytes) -> list[GameRecord]:
    text = data.decode("utf-8", errors="replace")
    return [g for g in map(_parse, text.splitlines()) if g is not None]


def waiting(record: Path | None = None) -> list[GameRecord]:
    """The games queued and not yet in the record (readers show them too)."""
    queue = queue_path(record)
    try:
        return _games(_read(queue))
    except OSError as exc:
        raise WordleError(f"cannot read the game record's queue {queue}: {os_reason(exc)}") from None


def flush(record: Path | None = None, lock_wait: float | None = None) -> dict[str, GameRecord]:
    """Write the queued games into the record and take them off the queue. Returns, by key, the
    game the record holds for each. Raises RecordBusy or RecordBroken (a WordleError): the queue
    is kept. The queue's lock is held only to read it and to cut what was written, never while
    the record is waited for, so a game ending meanwhile is queued at once."""
    queue = queue_path(record)
    try:
        with _lock(queue):
            data = _read(queue)
        games = _games(data)
        if not games:
            return {}
        with Record(record, **({"lock_wait": lock_wait} if lock_wait is not None else {})) as db:
            kept = db.add(games)
        with _lock(queue):
            now = _read(queue)
            if now.startswith(data):  # else another process flushed it first: its cut stands
                rest = now[len(data) :]
                if rest:
                    cache.atomic_write(queue, rest)
                else:
                    queue.unlink(missing_ok=True)
    except TimeoutError:  # filelock's Timeout: another process holds the queue for long
        raise RecordBusy(f"the game record's queue {queue} is busy; try again") from None
    except OSError as exc:
        raise WordleError(f"cannot use the game record's queue {queue}: {os_reason(exc)}") from None
    return {g.key: k for g, k in zip(games, kept, strict=True)}


def read_everything(record: Path | None = None) -> tuple[list[GameRecord], list[str]]:
    """The record's games and the queued ones it lacks (a reader: no write lock), with a line
    for each thing the player should know (rows left out, games still waiting)."""
    read = read_games(record)
    games = {g.key: g for g in read.games}
    queued = 0
    for game in waiting(record):
        if game.key in games:  # a puzzle's first game stands, with the scores a later line adds
            games[game.key] = games[game.key].joined(game)
        else:
            games[game.key], queued = game, queued + 1
    notes = [note for note in [read.note(record)] if note]
    if queued:
        notes.append(
            f"{queued} finished game{'s wait' if queued > 1 else ' waits'} in {queue_path(record)} "
            "to be written into the record (counted here); the next game or start writes it"
        )
    return list(games.values()), notes
