"""The player's record: every finished daily, archive and practice game, kept in a small SQLite
database in the user data directory.

One row per game, under a key that says which game it is: ``daily:<puzzle>`` and
``archive:<puzzle>`` (one a puzzle: the first finished game stands, nothing replaces it; a replay
knows the answer) and ``practice:<game id>`` (the board's game id: one a practice game, whose
first finish stands too, since a replay after undo knows the answer; a new game, even of the
same answer, has a new id). Practice games recorded before they had an id keep their key
``practice:<words>:<colours>``. Each game keeps its row limit (``--rows``) since version 4; a
game kept before has none and is read as game_record.legacy_rows says (six, unless its words
prove otherwise).

SQLite in WAL mode with each change in one transaction: a process killed mid-write leaves the
database as it was before that change; readers never take the write lock (they read an older
version's rows as they are, without migrating), except to roll back the journal of a writer
killed before the record was in WAL mode; a writer takes it only to add games or to migrate.
The schema is versioned (record_schema.py, PRAGMA user_version): each migration brings it up one
version, inside the same transaction as the version bump. A busy database is said to be busy,
never to be broken; a broken one is named with what is wrong, in one line.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from ..errors import WordleError
from ..game.puzzle import puzzle_number
from ..storage import cache
from .game_record import ROWS, GameRecord, game_id_of_key, legacy_rows, practice_key
from .record_schema import COLUMNS, LEGACY_READ, MIGRATIONS, READ

__all__ = ["ROWS", "GameRecord", "Read", "Record", "RecordBroken", "RecordBusy", "practice_key", "read_games"]

FILE_NAME = "record.sqlite3"
LOCK_WAIT = 10.0  # seconds a writer waits for another process's transaction


def default_path() -> Path:
    return cache.user_dir("data") / FILE_NAME


class RecordBusy(WordleError):
    """Another process holds the write lock for longer than a writer waits: try again."""


class RecordBroken(WordleError):
    """The file is not a usable record (not a database, unexpected schema, newer version)."""


def _failure(path: Path, exc: sqlite3.Error) -> WordleError:
    text = str(exc)
    if _busy(exc):
        return RecordBusy(f"the game record {path} is busy (another wordle-tui is writing it); try again")
    if getattr(exc, "sqlite_errorcode", None) == sqlite3.SQLITE_FULL:  # the file is fine: free space
        return WordleError(f"the disk is full: the game record {path} cannot be written until space is freed")
    if isinstance(exc, sqlite3.OperationalError) and text.startswith(("no such", "table ")):
        text = f"unexpected layout: {text}"
    return RecordBroken(f"the game record {path} cannot be used ({text}); move it aside to start a new one")


@dataclass(frozen=True)
class Read:
    """What a reader found: the games, and how many rows could not be read."""

    games: list[GameRecord]
    skipped: int = 0

    def note(self, path: Path | None = None) -> str | None:
        if not self.skipped:
            return None
        rows = f"{self.skipped} row{'s' if self.skipped > 1 else ''}"
        return f"{rows} of the game record {path or default_path()} could not be read and are left out"


def read_games(path: Path | None = None) -> Read:
    """Every game in the record, read without the write lock and without migrating; a missing
    file is an empty record. Malformed rows are counted, not fatal."""
    path = Path(path) if path is not None else default_path()
    if not path.exists():
        return Read([])
    try:
        rows = _rows(path, "ro")
    except sqlite3.Error as exc:
        if exc.sqlite_errorcode != sqlite3.SQLITE_READONLY_ROLLBACK:
            raise _failure(path, exc) from None
        # A writer killed mid-change before the record was in WAL mode (its first write) left a
        # journal that only a connection able to write can roll back: a reader does it then.
        try:
            rows = _rows(path, "rw")
        except sqlite3.Error as exc:
            raise _failure(path, exc) from None
    games = [game for game in map(_game_of_row, rows) if game is not None]
    return Read(sorted(games, key=_order), len(rows) - len(games))


def _rows(path: Path, mode: str) -> list:
    """The record's rows through a connection opened in ``mode`` (ro or rw, never creating it)."""
    db = sqlite3.connect(f"{path.resolve().as_uri()}?mode={mode}", uri=True, timeout=LOCK_WAIT)
    try:
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > len(MIGRATIONS):
            raise RecordBroken(f"the game record {path} is from a newer wordle-tui (version {version})")
        return db.execute(LEGACY_READ.get(version, READ)).fetchall() if version else []
    finally:
        db.close()


def _order(game: GameRecord):
    return (game.kind, game.date or dt.date.min, game.puzzle or 0)


def _game_of_row(row) -> GameRecord | None:
    """A row as a game; None when it is malformed (wrong types, bad date, no words, more words
    than rows). A row of before the record kept rows has them from legacy_rows."""
    try:
        kind, day, puzzle, words, colours, solved, hard, skill, luck, solver, key, rows = row
        game = GameRecord(
            dt.date.fromisoformat(day) if day is not None else None,
            int(puzzle) if puzzle is not None else None,
            tuple(words.split()),
            tuple(colours.split()),
            bool(int(solved)),
            bool(int(hard)),
            float(skill) if skill is not None else None,
            float(luck) if luck is not None else None,
            int(solver) if solver is not None else None,
            kind,
            game_id_of_key(kind, key),
            int(rows) if rows is not None else legacy_rows(len(words.split()), bool(int(solved))),
        )
    except (TypeError, ValueError, AttributeError):
        return None
    dated = game.date is not None and game.puzzle == puzzle_number(game.date)
    if kind not in ("daily", "archive", "practice") or not game.words or (kind != "practice") != dated:
        return None
    if len(game.colours) != len(game.words) or game.rows < game.guesses:
        return None
    return game


def use_wal(db: sqlite3.Connection, wait: float) -> None:
    """Put the record in WAL mode. Two processes opening a new record at once may both ask, and
    SQLite then answers one "busy" at once rather than wait (waiting could deadlock): that one
    asks again, for up to ``wait`` seconds, as it would wait for any other lock."""
    deadline = time.monotonic() + wait
    while True:
        try:
            if db.execute("PRAGMA journal_mode").fetchone()[0] != "wal":
                db.execute("PRAGMA journal_mode=WAL")
            return
        except sqlite3.OperationalError as exc:
            if not _busy(exc) or time.monotonic() >= deadline:
                raise
            time.sleep(0.01)


def _busy(exc: sqlite3.Error) -> bool:
    text = str(exc)
    return isinstance(exc, sqlite3.OperationalError) and ("locked" in text or "busy" in text)


class Record:
    """The record open for writing; use as a context manager, or call close()."""

    def __init__(self, path: Path | None = None, lock_wait: float = LOCK_WAIT) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self.db = sqlite3.connect(self.path, timeout=lock_wait, isolation_level=None)
        except sqlite3.Error as exc:
            raise _failure(self.path, exc) from None
        try:
            use_wal(self.db, lock_wait)
            self.db.execute("PRAGMA synchronous=FULL")
            if self.db.execute("PRAGMA user_version").fetchone()[0] != len(MIGRATIONS):
                self._migrate()
        except sqlite3.Error as exc:
            self.close()
            raise _failure(self.path, exc) from None
        except WordleError:
            self.close()
            raise

    def __enter__(self) -> Record:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        self.db.close()  # again is harmless

    def _migrate(self) -> None:
        with self._transaction():
            version = self.db.execute("PRAGMA user_version").fetchone()[0]
            if version > len(MIGRATIONS):
                raise RecordBroken(
                    f"the game record {self.path} is from a newer wordle-tui (version {version})"
                )
            for steps in MIGRATIONS[version:]:
                for step in steps:
                    self.db.execute(step)
            self.db.execute(f"PRAGMA user_version = {len(MIGRATIONS)}")

    def _transaction(self):
        db = self.db

        class Transaction:
            def __enter__(self):
                db.execute("BEGIN IMMEDIATE")  # take the write lock now: no deadlock on upgrade

            def __exit__(self, kind, value, tb):
                db.execute("COMMIT" if kind is None else "ROLLBACK")

        return Transaction()

    def add(self, games: GameRecord | Iterable[GameRecord]) -> list[GameRecord]:
        """Keep these games (all or none). A game already kept stays as it was, with the scores
        of this one added where it had none and it is the same play (words and colours); a daily or archive
        puzzle's first game stands, and a practice game's first finish. Returns, for each game, the one the record now holds under its key."""
        games = [games] if isinstance(games, GameRecord) else list(games)
        recorded = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
        try:
            with self._transaction():
                for g in games:
                    words = " ".join(g.words)
                    self.db.execute(
                        "INSERT OR IGNORE INTO played (key, kind, date, puzzle, words, colours, solved,"
                        " hard, skill, luck, solver_guesses, recorded, rows)"
                        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        [
                            g.key,
                            g.kind,
                            g.date.isoformat() if g.date else None,
                            g.puzzle,
                            words,
                            " ".join(g.colours),
                            int(g.solved),
                            int(g.hard),
                            g.skill,
                            g.luck,
                            g.solver_guesses,
                            recorded,
                            g.rows,
                        ],
                    )
                    self.db.execute(
                        "UPDATE played SET skill = coalesce(skill, ?), luck = coalesce(luck, ?),"
                        " solver_guesses = coalesce(solver_guesses, ?)"
                        " WHERE key = ? AND words = ? AND colours = ?",  # GameRecord.same_play
                        (g.skill, g.luck, g.solver_guesses, g.key, words, " ".join(g.colours)),
                    )
                kept = [
                    self.db.execute(f"SELECT {COLUMNS} FROM played WHERE key = ?", (g.key,)).fetchone()
                    for g in games
                ]
        except sqlite3.Error as exc:
            raise _failure(self.path, exc) from None
        return [_game_of_row(row) or game for row, game in zip(kept, games, strict=True)]

    def games(self) -> list[GameRecord]:
        return read_games(self.path).games
