"""The cover's solver runs in a child process group this process owns: cancel and Ctrl+C stop it
at once and leave neither a process nor PuLP's files behind."""

import gc
import os
import random
import signal
import subprocess
import sys
import tempfile
import threading
import time
import warnings
from pathlib import Path

import numpy as np
import pytest

from wordle_tui.core.cover import process
from wordle_tui.core.cover.kilordle import solve_cover
from wordle_tui.core.solve.stats import Cancelled

from .. import stacks

pytestmark = pytest.mark.skipif(not Path("/proc").is_dir(), reason="looks for the solver in /proc")

GUARD = 60  # seconds: only a bound on a wait that, when the fix works, ends at once


def hard_instance():
    """Random 8-letter words: CBC cannot prove this cover optimal for a long time (the time limit)."""
    rng = random.Random(1)
    letters = "abcdefghijklmnop"
    make = lambda n: ["".join(rng.choice(letters) for _ in range(8)) for _ in range(n)]  # noqa: E731
    return make(400), make(3000)


def solver_pids(marker: str) -> list[int]:
    """CBC processes solving the integer program (its MPS file marks integer columns; the LP
    bound solved before it is quick) whose command line names ``marker``, their work directory."""
    pids = []
    for entry in Path("/proc").iterdir():
        try:
            args = (entry / "cmdline").read_bytes().decode(errors="replace").split("\0")
            if not (entry.name.isdigit() and "cbc" in args[0].lower() and marker in " ".join(args)):
                continue
            mps = next(a for a in args if a.endswith(".mps"))
            if b"MARKER" in Path(mps).read_bytes():
                pids.append(int(entry.name))
        except (OSError, StopIteration):
            continue
    return pids


def wait_for(predicate):
    for _ in range(GUARD * 20):
        value = predicate()
        if value:
            return value
        time.sleep(0.05)
    raise AssertionError("gave up waiting")


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
        return (
            Path(f"/proc/{pid}").exists() and "zombie" not in Path(f"/proc/{pid}/status").read_text().lower()
        )
    except (ProcessLookupError, FileNotFoundError):
        return False


def test_cancel_stops_the_solver_at_once_and_removes_its_files(tmp_path, monkeypatch):
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    targets, pool = hard_instance()
    cancel, outcome = threading.Event(), []

    def run():
        try:
            outcome.append(solve_cover(targets, pool, time_limit=600, cancel=cancel))
        except Cancelled as exc:
            outcome.append(exc)

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    (cbc,) = wait_for(lambda: solver_pids(str(tmp_path)))
    cancel.set()
    thread.join(GUARD)  # without the fix: blocked until CBC's 600 s limit
    try:
        assert not thread.is_alive() and isinstance(outcome[0], Cancelled)
        wait_for(lambda: not alive(cbc))  # killed: gone once the kernel has reaped it
        assert not list(tmp_path.iterdir())  # no .mps/.sol, no work directory
    finally:
        if alive(cbc):
            os.kill(cbc, signal.SIGKILL)


def test_ctrl_c_to_the_command_alone_leaves_no_solver_behind(tmp_path):
    targets, pool = hard_instance()
    lists = tmp_path / "lists"
    lists.mkdir()
    (lists / "pool.txt").write_text("\n".join(pool))
    (lists / "targets.txt").write_text("\n".join(targets))
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    env = {**os.environ, "TMPDIR": str(scratch), "WORDLE_TUI_CACHE_DIR": str(tmp_path / "cache")}
    proc = stacks.popen(
        [
            sys.executable,
            "-m",
            "wordle_tui",
            "cover",
            "--words",
            str(lists / "pool.txt"),
            "--targets",
            str(lists / "targets.txt"),
            "--time-limit",
            "600",
        ],
        cwd=tmp_path,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    cbcs = wait_for(lambda: solver_pids(str(scratch)))
    proc.send_signal(signal.SIGINT)  # to the Python process only, not its group
    try:
        _, err = stacks.communicate(proc, GUARD)  # a hang fails with the command's stacks
        assert proc.returncode == 130 and "interrupted" in err and "Traceback" not in err
        for pid in cbcs:
            wait_for(lambda pid=pid: not alive(pid))
        assert not list(scratch.iterdir())
    finally:
        proc.kill()
        for pid in solver_pids(str(scratch)):
            os.kill(pid, signal.SIGKILL)


class SigintAfterAcquire:
    """Popen's waitpid lock, with a Ctrl+C arriving just after the lock is taken: the moment when a
    KeyboardInterrupt raised inside ``Popen.poll`` leaves the lock held for good."""

    def __init__(self, lock):
        self.lock, self.fired = lock, False

    def acquire(self, blocking=True, timeout=-1):
        got = self.lock.acquire(blocking, timeout)
        if got and not self.fired:
            self.fired = True
            signal.raise_signal(signal.SIGINT)
        return got

    def release(self):
        self.lock.release()

    def __enter__(self):  # Popen.wait blocks here; a lock left held would block it for ever
        if not self.lock.acquire(timeout=GUARD / 6):
            raise AssertionError("Popen's waitpid lock was left held: wait() would never return")

    def __exit__(self, *exc):
        self.lock.release()


def test_ctrl_c_inside_subprocess_s_own_code_still_reaps_the_solver(tmp_path, monkeypatch):
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    started = []

    class Popen(subprocess.Popen):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            self._waitpid_lock = SigintAfterAcquire(self._waitpid_lock)
            started.append(self)

    monkeypatch.setattr(subprocess, "Popen", Popen)
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        with pytest.raises(KeyboardInterrupt):
            process.solve_in_child(np.ones((4, 6), dtype=bool), [], "cbc", 60)
        assert signal.getsignal(signal.SIGINT) is signal.default_int_handler  # handed back
    finally:
        signal.signal(signal.SIGINT, previous)
    (child,) = started
    assert child.returncode is not None and child._waitpid_lock.fired
    assert not alive(child.pid) and not list(tmp_path.iterdir())


def test_the_solver_s_stderr_file_is_closed_here(tmp_path, monkeypatch):
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        solved = process.solve_in_child(np.eye(3, dtype=bool), [], "cbc", 60)
        gc.collect()
    assert [round(v) for v in solved["values"]] == [1, 1, 1]
    assert not [w for w in caught if issubclass(w.category, ResourceWarning)]
