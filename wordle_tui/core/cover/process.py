"""The cover's integer programs, solved in a child process that this process owns.

CBC runs as a grandchild of PuLP and ignores Python's signals, so cancelling a thread that waits
on it does nothing. Here the solving runs in a child started in its own process group (CBC joins
it), in a temporary directory that also takes PuLP's .mps/.sol files: cancel, quit, Ctrl+C or any
exception kills the whole group at once and removes the directory. If this process is killed
outright, the child sees its parent change and kills its own group.

Ctrl+C never raises inside subprocess's own code: a KeyboardInterrupt there (in ``Popen.poll``
just after it took its waitpid lock) left the lock held, and the ``wait`` that reaps the child
then blocked for ever. While the child runs, SIGINT only sets a flag (``_interrupt_as_flag``);
the child is killed and reaped first, and the interrupt is raised afterwards, outside subprocess.
"""

from __future__ import annotations

import os
import pickle
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

import numpy as np

from ..errors import WordleError
from ..solve.stats import Cancelled

POLL = 0.05  # seconds between looks at the cancel flag while the child works


def solve_in_child(
    cov: np.ndarray, fixed: list[int], solver: str, time_limit: float, cancel: threading.Event | None = None
) -> dict:
    """The LP bound and the integer solution, as solved by the child; raises Cancelled when
    ``cancel`` is set (the child is gone by then) and WordleError for what the solver refused."""
    work = Path(tempfile.mkdtemp(prefix="wordle-tui-cover-"))
    try:
        (work / "input.pkl").write_bytes(
            pickle.dumps((np.packbits(cov, axis=1), cov.shape, fixed, solver, time_limit))
        )
        with _interrupt_as_flag() as interrupted:
            returncode = _run_child(work, cancel, interrupted)
        result_file = work / "result.pkl"
        if not result_file.exists():
            detail = (work / "stderr.txt").read_text(errors="replace").strip().splitlines()[-1:] or [
                "no output"
            ]
            raise WordleError(f"the cover solver failed (exit {returncode}: {detail[0]})")
        result = pickle.loads(result_file.read_bytes())
        if "error" in result:
            raise WordleError(result["error"])
        return result
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _run_child(work: Path, cancel: threading.Event | None, interrupted: threading.Event) -> int:
    """Start the child, wait for it (or for cancel or Ctrl+C) and leave nothing running: its exit code."""
    with open(work / "stderr.txt", "wb") as stderr:  # the child keeps its own copy of the descriptor
        proc = subprocess.Popen(
            [sys.executable, "-m", __name__, str(work), str(os.getpid())],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=stderr,
            env={**os.environ, "TMPDIR": str(work)},
            start_new_session=True,
            cwd=work,  # `-m` puts the working directory on the path: never a source tree there
        )
    try:
        while proc.poll() is None:
            if interrupted.is_set() or (cancel is not None and cancel.is_set()):
                break
            time.sleep(POLL)
    finally:
        _kill_group(proc)
    if cancel is not None and cancel.is_set() and not interrupted.is_set():
        raise Cancelled
    return proc.returncode


@contextmanager
def _interrupt_as_flag() -> Iterator[threading.Event]:
    """Within the block, Ctrl+C (SIGINT to the main thread) sets the flag it yields instead of raising;
    on leaving, a Ctrl+C that came is handed to the handler that was there before (KeyboardInterrupt).
    Off the main thread (the app's workers) signals never reach this code: the flag just stays clear."""
    interrupted = threading.Event()
    on_main_thread = threading.current_thread() is threading.main_thread()
    if not on_main_thread or signal.getsignal(signal.SIGINT) in (signal.SIG_IGN, None):
        yield interrupted  # no signal reaches this code, or Ctrl+C is meant to do nothing here
        return
    previous = signal.signal(signal.SIGINT, lambda signum, frame: interrupted.set())
    try:
        yield interrupted
    finally:
        signal.signal(signal.SIGINT, previous)
    if not interrupted.is_set():
        return
    if callable(previous):
        previous(signal.SIGINT, None)  # the default handler raises KeyboardInterrupt, out here
    elif previous == signal.SIG_DFL:
        signal.raise_signal(signal.SIGINT)


def _kill_group(proc: subprocess.Popen) -> None:
    """The child and everything it started (CBC), gone: the child leads its own process group."""
    with suppress(ProcessLookupError, PermissionError):
        os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()


def _die_with_parent(parent: int, work: Path) -> None:
    """In the child: once the parent is gone (killed outright), clean up and take the group down."""
    while os.getppid() == parent:
        time.sleep(0.5)
    shutil.rmtree(work, ignore_errors=True)
    os.killpg(os.getpgrp(), signal.SIGKILL)


def _child(work: Path, parent: int) -> None:
    threading.Thread(target=_die_with_parent, args=(parent, work), daemon=True).start()
    from .kilordle import solve_model

    packed, shape, fixed, solver, time_limit = pickle.loads((work / "input.pkl").read_bytes())
    cov = np.unpackbits(packed, axis=1, count=shape[1]).astype(bool)
    try:
        result = solve_model(cov, fixed, solver, time_limit)
    except WordleError as exc:
        result = {"error": str(exc)}
    tmp = work / "result.tmp"
    tmp.write_bytes(pickle.dumps(result))
    tmp.replace(work / "result.pkl")


if __name__ == "__main__":
    _child(Path(sys.argv[1]), int(sys.argv[2]))
