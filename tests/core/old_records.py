"""Records as an older wordle-tui wrote them: the schema of a given version, made by the
migrations up to it, for tests of what a newer one reads and migrates."""

import sqlite3

from wordle_tui.core.coach.record_schema import MIGRATIONS

V2_INSERT = "INSERT INTO played VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"  # versions 2 and 3: no rows


def record_of_version(path, version: int, rows=(), insert: str = V2_INSERT) -> None:
    """A record at ``version`` holding ``rows`` (each as ``insert`` takes it), in WAL mode as
    the writers keep it."""
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode=WAL")
    for steps in MIGRATIONS[:version]:
        for step in steps:
            db.execute(step)
    db.executemany(insert, rows)
    db.execute(f"PRAGMA user_version = {version}")
    db.commit()
    db.close()
