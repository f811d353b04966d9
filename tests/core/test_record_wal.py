"""Opening a new record: two processes that open it at once both ask for WAL mode, and SQLite
answers one "busy" at once, without waiting (CI saw a writer fail so under load: RecordBusy)."""

import sqlite3

import pytest

from wordle_tui.core.coach.record import use_wal


class _BusyAtOnce:
    """A connection that answers its first ``busy`` switches to WAL "locked" at once, as SQLite
    does when two processes open a new record together (waiting could deadlock)."""

    def __init__(self, busy: int, error: str = "database is locked") -> None:
        self.busy, self.error, self.mode, self.asked = busy, error, "delete", 0

    def execute(self, sql: str):
        if sql == "PRAGMA journal_mode=WAL":
            self.asked += 1
            if self.busy:
                self.busy -= 1
                raise sqlite3.OperationalError(self.error)
            self.mode = "wal"
        return self

    def fetchone(self):
        return (self.mode,)


def test_a_switch_to_wal_answered_busy_at_once_is_asked_again():
    db = _BusyAtOnce(busy=3)
    use_wal(db, 10.0)
    assert db.mode == "wal" and db.asked == 4


def test_a_switch_to_wal_gives_up_after_the_wait_and_other_errors_are_not_retried():
    with pytest.raises(sqlite3.OperationalError, match="locked"):
        use_wal(_BusyAtOnce(busy=10**9), 0.0)
    db = _BusyAtOnce(busy=1, error="disk I/O error")
    with pytest.raises(sqlite3.OperationalError, match="disk"):
        use_wal(db, 10.0)
    assert db.asked == 1
