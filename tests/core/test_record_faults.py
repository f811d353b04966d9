"""The record under faults (defect 8): readers never take the write lock, a busy record is said
to be busy and never advised away, a locked or broken record loses no finished game, and a
malformed row or an unexpected schema is one line, never a traceback. A full disk is said as
one, with no errno and no advice to move the record aside."""

import dataclasses
import datetime as dt
import errno
import os
import sqlite3
import subprocess
import sys
import time

import pytest

from wordle_tui.cli import main
from wordle_tui.core.coach.record import GameRecord, Record, default_path, read_games
from wordle_tui.core.game.puzzle import puzzle_number

DAY = dt.date(2025, 3, 1)
V1 = """CREATE TABLE games (date TEXT PRIMARY KEY, puzzle INTEGER NOT NULL, words TEXT NOT NULL,
    colours TEXT NOT NULL, solved INTEGER NOT NULL, hard INTEGER NOT NULL, skill REAL, luck REAL,
    solver_guesses INTEGER, recorded TEXT NOT NULL)"""


def daily(day: dt.date = DAY, words=("salet", "abide")) -> GameRecord:
    colours = ("bbbbb",) * (len(words) - 1) + ("ggggg",)
    return GameRecord(day, puzzle_number(day), tuple(words), colours, True)


def v1_record(path, rows) -> None:
    """A record as version 1 wrote it (the record of today's main)."""
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode=WAL")
    db.execute(V1)
    db.executemany("INSERT INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", rows)
    db.execute("PRAGMA user_version = 1")
    db.commit()
    db.close()


def full_record(monkeypatch) -> None:
    """SQLite's own full disk (SQLITE_FULL, "database or disk is full") for every connection the
    record opens: its pages are capped at what the file has. No root or tmpfs needed."""
    real = sqlite3.connect

    def connect(*args, **kwargs):
        db = real(*args, **kwargs)
        db.execute("PRAGMA max_page_count = 1")  # never below the file's own size
        return db

    monkeypatch.setattr(sqlite3, "connect", connect)


def hold_write_lock(path) -> sqlite3.Connection:
    """Another process in the middle of a write: it holds the record's write lock."""
    db = sqlite3.connect(path, isolation_level=None)
    db.execute("BEGIN IMMEDIATE")
    return db


def stats(capsys):
    started = time.monotonic()
    code = main(["stats"])
    out, err = capsys.readouterr()
    return code, out, err, time.monotonic() - started


def test_stats_reads_while_another_process_writes_without_waiting_or_advice(capsys, isolated_dirs):
    path = default_path()
    path.parent.mkdir(parents=True)
    v1_record(
        path,
        [
            (
                DAY.isoformat(),
                puzzle_number(DAY),
                "salet abide",
                "bbbbb ggggg",
                1,
                0,
                None,
                None,
                None,
                "2025-03-01T12:00:00Z",
            )
        ],
    )
    writer = hold_write_lock(path)
    try:
        code, out, err, took = stats(capsys)
    finally:
        writer.close()  # its transaction rolls back
    assert code == 0 and "played 1, won 1" in out, err
    assert "move it aside" not in err and took < 5  # it never waited for the write lock
    assert sqlite3.connect(path).execute("PRAGMA user_version").fetchone()[0] == 1  # no migration by a reader


def test_a_busy_record_says_busy_and_the_game_waits_until_the_lock_goes(tmp_path):
    from wordle_tui.core.coach import pending
    from wordle_tui.core.coach.game_end import keep
    from wordle_tui.core.coach.record import RecordBusy, read_games

    path = tmp_path / "record.sqlite3"
    Record(path).close()
    writer = hold_write_lock(path)
    try:
        with pytest.raises(RecordBusy) as busy:
            keep(daily(), path, lock_wait=0.2)
        assert "busy" in str(busy.value) and "move it aside" not in str(busy.value)
        assert read_games(path).games == []  # the reader still reads
        assert [g.words for g in pending.waiting(path)] == [daily().words]  # queued, not lost
    finally:
        writer.execute("ROLLBACK")
        writer.close()
    assert pending.flush(path)  # the lock is gone: the next write adds it
    assert [g.words for g in read_games(path).games] == [daily().words]
    assert pending.waiting(path) == []


def test_an_unexpected_schema_is_one_line_not_a_traceback(capsys, isolated_dirs):
    path = default_path()
    path.parent.mkdir(parents=True)
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE games (day TEXT)")  # version 1 by its number, not by its layout
    db.execute("PRAGMA user_version = 1")
    db.commit()
    db.close()
    code, out, err, _ = stats(capsys)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "unexpected layout" in err and "Traceback" not in err
    from wordle_tui.core.coach import pending
    from wordle_tui.core.coach.game_end import keep
    from wordle_tui.core.coach.record import RecordBroken

    with pytest.raises(RecordBroken, match="unexpected layout"):
        keep(daily())
    assert [g.words for g in pending.waiting()] == [daily().words]  # the game waits for a usable record


def test_a_file_in_place_of_the_data_directory_is_named_by_stats(capsys, isolated_dirs):
    """A play-tester's: "error: Not a directory: .../record.sqlite3.pending", exit 1."""
    data = default_path().parent
    data.write_text("not a directory")
    code, out, err, _ = stats(capsys)
    assert code == 2 and out == ""
    assert err.strip().endswith(f"{data} is a file where a folder should be") and err.count("\n") == 1


def test_a_malformed_row_is_left_out_with_one_line(capsys, isolated_dirs):
    path = default_path()
    path.parent.mkdir(parents=True)
    good = (
        DAY.isoformat(),
        puzzle_number(DAY),
        "salet abide",
        "bbbbb ggggg",
        1,
        0,
        80.0,
        50.0,
        3,
        "2025-03-01T12:00:00Z",
    )
    bad = ("the first of March", 7, "salet", "bbbbb", "yes", 0, None, None, None, "2025-03-02T12:00:00Z")
    v1_record(path, [good, bad])
    code, out, err, _ = stats(capsys)
    assert code == 0 and "played 1, won 1" in out
    assert "1 row of the game record" in err and "left out" in err and "Traceback" not in err


def test_a_version_1_record_is_migrated_with_its_archive_games_apart(tmp_path):
    from wordle_tui.core.coach.record import read_games

    path = tmp_path / "record.sqlite3"
    archive = dt.date(2024, 1, 10)
    v1_record(
        path,
        [
            (
                DAY.isoformat(),
                puzzle_number(DAY),
                "salet abide",
                "bbbbb ggggg",
                1,
                0,
                None,
                None,
                None,
                "2025-03-01T23:00:00Z",
            ),
            (
                archive.isoformat(),
                puzzle_number(archive),
                "crane",
                "ggggg",
                1,
                0,
                None,
                None,
                None,
                "2025-03-01T23:10:00Z",
            ),
        ],
    )
    seen = {g.kind: g.date for g in read_games(path).games}  # a reader, before any migration
    with Record(path) as record:
        migrated = {g.kind: g.date for g in record.games()}
    assert seen == migrated == {"daily": DAY, "archive": archive}


def test_a_queue_line_cut_short_by_a_kill_is_ignored(tmp_path):
    from wordle_tui.core.coach import pending

    path = tmp_path / "record.sqlite3"
    pending.enqueue(daily(), path)
    with open(pending.queue_path(path), "a") as out:
        out.write('{"date": "2025-03-0')  # killed mid-append
    assert [g.words for g in pending.waiting(path)] == [daily().words]
    later = daily(DAY + dt.timedelta(days=1), ("crane",))
    pending.enqueue(later, path)  # the next game starts on a line of its own
    assert [g.words for g in pending.waiting(path)] == [daily().words, later.words]
    assert set(pending.flush(path)) == {daily().key, later.key}
    assert pending.waiting(path) == [] and not pending.queue_path(path).exists()


# A first write killed before the record is in WAL mode: its pages spilled to the file, and the
# rollback journal that undoes them is left behind ("hot").
KILLED_FIRST_WRITE = """
import os, signal, sqlite3, sys
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("PRAGMA cache_size = 1")
db.execute("BEGIN IMMEDIATE")
db.execute("CREATE TABLE filler (x)")
db.executemany("INSERT INTO filler VALUES (randomblob(2000))", [()] * 100)
os.kill(os.getpid(), signal.SIGKILL)
"""


def test_a_first_write_killed_before_wal_mode_leaves_a_readable_record(capsys, isolated_dirs):
    """A read-only connection cannot roll the journal back: readers called the record broken
    ("move it aside") and a restart never wrote the game waiting in its queue (soak run 12)."""
    from wordle_tui.core.coach import pending

    path = default_path()
    path.parent.mkdir(parents=True)
    subprocess.run([sys.executable, "-c", KILLED_FIRST_WRITE, str(path)], check=False, timeout=60)
    assert path.with_name(path.name + "-journal").stat().st_size > 0  # what the kill left
    assert read_games(path).games == []
    pending.enqueue(daily(), path)
    assert main(["stats"]) == 0 and "cannot be used" not in capsys.readouterr().err
    pending.flush(path)
    assert [g.words for g in read_games(path).games] == [daily().words]


def test_a_full_disk_says_free_space_not_move_it_aside_and_the_game_waits(tmp_path, monkeypatch):
    """It said "cannot be used (database or disk is full); move it aside to start a new one"."""
    from wordle_tui.core.coach import pending
    from wordle_tui.core.coach.game_end import keep, not_kept_note
    from wordle_tui.core.coach.record import read_games
    from wordle_tui.core.errors import WordleError

    path = tmp_path / "record.sqlite3"
    full_record(monkeypatch)
    with pytest.raises(WordleError) as full:
        keep(daily(), path)
    said = str(full.value)
    assert said == f"the disk is full: the game record {path} cannot be written until space is freed"
    assert not_kept_note(daily(), full.value, path) == (
        f"{said}; the game waits beside the record and is added once the record can be written"
    )
    monkeypatch.undo()  # space is freed
    assert pending.flush(path) and [g.words for g in read_games(path).games] == [daily().words]


def test_a_queue_that_cannot_be_written_is_said_without_an_errno(tmp_path, monkeypatch):
    """The review showed "could not add the scores to the record: [Errno 28] No space left on
    device": the queue's raw OSError."""
    from wordle_tui.core.coach import pending
    from wordle_tui.core.coach.game_end import keep, not_kept_note
    from wordle_tui.core.errors import WordleError

    def no_space(*args, **kwargs):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    path = tmp_path / "record.sqlite3"
    monkeypatch.setattr(pending, "open", no_space, raising=False)
    with pytest.raises(WordleError) as full:
        keep(daily(), path)
    queue = pending.queue_path(path)
    assert (
        str(full.value) == f"cannot write the game record's queue {queue}: the disk is full, free some space"
    )
    assert not_kept_note(daily(), full.value, path).endswith(
        "; not in the record yet: the next start adds this game from its save"
    )
    # no save to add it from (read-only, or an archive game, which is not saved): not kept
    unsaved = "; this game is not kept for the record"
    assert not_kept_note(daily(), full.value, path, saved=False).endswith(unsaved)
    archive = dataclasses.replace(daily(), kind="archive")
    assert not_kept_note(archive, full.value, path).endswith(unsaved)
