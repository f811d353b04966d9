"""kill -9 at each point between the winning row and the end of the review, then a restart: the
game is in the record every time, exactly once (defect 2; the fault sweep lost it 5 times in 6).
Each point runs a real child process (tests/tui/record_kill_driver.py) that SIGKILLs itself there."""

import os
import signal
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from wordle_tui.core.coach.pending import queue_path
from wordle_tui.core.coach.record import Record, default_path

ROOT = Path(__file__).resolve().parents[2]
POINTS = ["saved", "queued", "writing", "written", "reviewing", "scoring", "reviewed"]


def driver(point: str, save_dir: Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "tests.tui.record_kill_driver", point, str(save_dir)],
        cwd=ROOT,
        env=os.environ,
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.mark.parametrize("point", POINTS)
def test_killed_between_the_winning_row_and_the_reviews_end_the_game_is_recorded_once(point, tmp_path):
    save_dir = tmp_path / "save"
    save_dir.mkdir()
    killed = driver(point, save_dir)
    assert killed.returncode == -signal.SIGKILL, (killed.stdout, killed.stderr[-2000:])
    restarted = driver("restart", save_dir)
    before = listing()  # before Record() below creates a missing record
    said = restarted.stdout.splitlines() or [""]
    # (a soak run once passed "not settled" here, as "settled" was looked for anywhere in it)
    assert restarted.returncode == 0 and said[-1].startswith("settled "), on_disk(before, restarted)
    with Record() as record:
        games = record.games()
    assert [(g.words, g.solved) for g in games] == [(("salet", "crony", "bound"), True)], on_disk(
        before, restarted
    )
    assert games[0].kind == "daily"
    assert games[0].skill is not None  # and the review's scores are there after the restart


def listing() -> str:
    """The data directory with sizes, read without opening the record (opening it could checkpoint
    its WAL and hide what a failure needs to show)."""
    folder = default_path().parent
    if not folder.exists():
        return "no data directory"
    return ", ".join(f"{p.name} {p.stat().st_size}" for p in sorted(folder.iterdir()))


def on_disk(before: str, restarted: subprocess.CompletedProcess) -> str:
    """What a failure needs to be understood (one full run in 12 of a soak lost the game; 114 runs of this test alone did not): the
    data directory before the test opened the record, the record's raw rows and version, the
    queue, and what the restart said."""
    try:
        with sqlite3.connect(default_path()) as db:
            rows = db.execute("PRAGMA user_version").fetchone(), db.execute("SELECT * FROM played").fetchall()
    except sqlite3.Error as exc:
        rows = f"unreadable: {exc}"
    queue = queue_path().read_text() if queue_path().exists() else "no queue"
    said = f"{restarted.stdout[-3000:]!r} {restarted.stderr[-1500:]!r}"
    return f"{default_path()}: before {before}; rows {rows}; queue {queue!r}; restart said {said}"
