"""kill -9 at each point between the winning row and the end of the review, then a restart: the
game is in the record every time, exactly once (defect 2; the fault sweep lost it 5 times in 6).
Each point runs a real child process (tests/tui/record_kill_driver.py) that SIGKILLs itself there."""

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from wordle_tui.core.coach.record import Record

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
    assert restarted.returncode == 0 and "settled" in restarted.stdout, restarted.stderr[-2000:]
    with Record() as record:
        games = record.games()
    assert [(g.words, g.solved) for g in games] == [(("salet", "crony", "bound"), True)]
    assert games[0].kind == "daily"
    assert games[0].skill is not None  # and the review's scores are there after the restart
