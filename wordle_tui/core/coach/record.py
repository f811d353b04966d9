"""The player's record: every finished daily game, kept in a small SQLite database in the user
data directory, and the statistics drawn from it.

SQLite in WAL mode with each change in one transaction: a process killed mid-write leaves the
database as it was before that change, and a second process (two app windows, the CLI) waits
for the lock instead of failing. The schema is versioned (PRAGMA user_version): each migration
brings it up one version, inside the same transaction as the version bump.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from ..errors import WordleError
from ..storage import cache

FILE_NAME = "record.sqlite3"
LOCK_WAIT = 10.0  # seconds a writer waits for another process's transaction

# MIGRATIONS[i] brings the database from version i to i + 1.
MIGRATIONS = [
    """
    CREATE TABLE games (
        date TEXT PRIMARY KEY,      -- the puzzle's date, YYYY-MM-DD: one game a day
        puzzle INTEGER NOT NULL,    -- days since 2021-06-19
        words TEXT NOT NULL,        -- the guesses, space-separated
        colours TEXT NOT NULL,      -- their feedback in g/y/b letters, space-separated
        solved INTEGER NOT NULL,
        hard INTEGER NOT NULL,
        skill REAL,                 -- the review's scores (NULL: not reviewed)
        luck REAL,
        solver_guesses INTEGER,     -- the solver's own game on that answer (NULL: answer unknown)
        recorded TEXT NOT NULL      -- when it was written (UTC, ISO 8601)
    )
    """,
]


@dataclass(frozen=True)
class GameRecord:
    date: dt.date
    puzzle: int
    words: tuple[str, ...]
    colours: tuple[str, ...]
    solved: bool
    hard: bool = False
    skill: float | None = None
    luck: float | None = None
    solver_guesses: int | None = None

    @property
    def guesses(self) -> int:
        return len(self.words)


def default_path() -> Path:
    return cache.user_dir("data") / FILE_NAME


class Record:
    """An open record database; use as a context manager, or call close()."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = Path(path) if path is not None else default_path()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            self.db = sqlite3.connect(self.path, timeout=LOCK_WAIT, isolation_level=None)
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=FULL")
            self._migrate()
        except sqlite3.DatabaseError as exc:
            raise WordleError(
                f"the game record {self.path} cannot be used ({exc}); move it aside to start a new one"
            ) from None

    def __enter__(self) -> Record:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        self.db.close()

    def _migrate(self) -> None:
        with self._transaction():
            version = self.db.execute("PRAGMA user_version").fetchone()[0]
            if version > len(MIGRATIONS):
                raise WordleError(
                    f"the game record {self.path} is from a newer wordle-tui (version {version})"
                )
            for step in MIGRATIONS[version:]:
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

    def add(self, games: GameRecord | Iterable[GameRecord]) -> None:
        """Keep these games (all or none); a game on a date already recorded replaces it."""
        games = [games] if isinstance(games, GameRecord) else list(games)
        recorded = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
        with self._transaction():
            self.db.executemany(
                "INSERT OR REPLACE INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (
                        g.date.isoformat(),
                        g.puzzle,
                        " ".join(g.words),
                        " ".join(g.colours),
                        int(g.solved),
                        int(g.hard),
                        g.skill,
                        g.luck,
                        g.solver_guesses,
                        recorded,
                    )
                    for g in games
                ],
            )

    def game_on(self, day: dt.date) -> GameRecord | None:
        return next((g for g in self.games() if g.date == day), None)

    def games(self) -> list[GameRecord]:
        rows = self.db.execute(
            "SELECT date, puzzle, words, colours, solved, hard, skill, luck, solver_guesses FROM games ORDER BY date"
        ).fetchall()
        return [
            GameRecord(
                dt.date.fromisoformat(d), p, tuple(w.split()), tuple(c.split()), bool(s), bool(h), sk, lu, sg
            )
            for d, p, w, c, s, h, sk, lu, sg in rows
        ]
