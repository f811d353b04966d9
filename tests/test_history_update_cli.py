"""`history update` interrupted or unable to write (issue 22): the days fetched before are kept
(each is stored as it comes), and a failed write is one line naming the history file."""

import os
import signal
import subprocess
import sys
import time

import pytest

from tests import stacks
from tests.loopback import Loopback

HANG_DAY = "2026-01-03"  # the third day missing after the shipped history (to 2025-12-31)


def start(tmp_path, server) -> subprocess.Popen:
    env = {
        **os.environ,
        "WORDLE_TUI_NYT_URL": server.url,
        "WORDLE_TUI_DATA_DIR": str(tmp_path / "data"),
        "WORDLE_TUI_CACHE_DIR": str(tmp_path / "cache"),
    }
    command = [sys.executable, "-m", "wordle_tui", "history", "update"]
    # stacks.popen: the child takes SIGINT as a terminal's ctrl+c even when this run ignores it (a
    # background job does: the child inherited that and shrugged off the test's SIGINT, exit 2)
    return stacks.popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def stored_2026(tmp_path) -> list[str]:
    path = tmp_path / "data" / "nyt-answers.tsv"
    return [line.split("\t")[0] for line in path.read_text().splitlines() if line.startswith("2026")]


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM, signal.SIGKILL])
def test_a_signal_during_the_update_keeps_the_days_fetched(tmp_path, sig):
    with Loopback(hang={HANG_DAY}) as server:
        proc = start(tmp_path, server)
        waited = time.monotonic()
        while HANG_DAY not in server.asked:  # the interpreter's start may take long on a busy machine
            assert time.monotonic() - waited < 240 and proc.poll() is None, "the update never asked for day 3"
            time.sleep(0.1)
        proc.send_signal(sig)
        _, err = stacks.communicate(proc, timeout=30)
    assert stored_2026(tmp_path) == ["2026-01-01", "2026-01-02"]
    if sig == signal.SIGINT:
        assert (proc.returncode, err.strip()) == (130, "wordle-tui: interrupted")
    assert "Traceback" not in err


def test_a_directory_in_place_of_the_file_is_one_line_naming_it(tmp_path):
    target = tmp_path / "data" / "nyt-answers.tsv"
    target.mkdir(parents=True)
    with Loopback() as server:
        proc = start(tmp_path, server)
        _, err = stacks.communicate(proc, timeout=120)
    assert proc.returncode == 2 and len(err.strip().splitlines()) == 1
    assert f"cannot store the answer history in {target}: Is a directory" in err
    assert "fetched but not stored: 2026-01-01 CIGAR" in err and ".tmp" not in err
    assert sorted(p.name for p in target.parent.iterdir()) == ["nyt-answers.tsv"]


def test_a_stopped_update_is_said_with_json_too(tmp_path):
    """An answer that is not an allowed word stopped the update silently with --json (status 0)."""
    with Loopback(answer="zzzzz") as server:
        env = {**os.environ, "WORDLE_TUI_NYT_URL": server.url, "WORDLE_TUI_DATA_DIR": str(tmp_path / "d")}
        proc = subprocess.run(
            [sys.executable, "-m", "wordle_tui", "history", "update", "--json"],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
    assert proc.returncode == 2 and "not an allowed word" in proc.stderr
    assert '"error": ' in proc.stdout and len(proc.stderr.strip().splitlines()) == 1
