"""Commands run by the tests in child processes that show where they hung.

Each child runs with faulthandler on (PYTHONFAULTHANDLER=1). If it outlives its timeout, it is sent
SIGABRT, on which faulthandler prints every thread's stack to its stderr, and the test fails with
those stacks in its message: a hang on CI says where it was, not just that it happened.
"""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import threading

import pytest

DUMP_WAIT = 10  # seconds for the aborted child to write its stacks


def popen(args, env: dict | None = None, **kwargs) -> subprocess.Popen:
    """``subprocess.Popen`` with faulthandler on in the child, leading its own process group (a
    shell's Python children get the SIGABRT too), and Ctrl+C (SIGINT) working in it as in a terminal.

    A signal ignored here is ignored in the child too (exec keeps SIG_IGN), and a test run started
    as a background job (``pytest &`` in a script, nohup) ignores SIGINT: the child would shrug off
    the Ctrl+C a test sends it. A handled signal is reset to the default by exec, so this process
    handles SIGINT while it starts the child."""
    env = {**(os.environ if env is None else env), "PYTHONFAULTHANDLER": "1"}
    if threading.current_thread() is not threading.main_thread():
        return subprocess.Popen(args, env=env, start_new_session=True, **kwargs)
    previous = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        return subprocess.Popen(args, env=env, start_new_session=True, **kwargs)
    finally:
        signal.signal(signal.SIGINT, previous)


def communicate(proc: subprocess.Popen, timeout: float, input=None) -> tuple:
    """``proc.communicate(timeout)``; on a timeout, the child's stacks in the failure."""
    try:
        return proc.communicate(input, timeout=timeout)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGABRT)
        try:
            _, err = proc.communicate(timeout=DUMP_WAIT)
        except subprocess.TimeoutExpired:
            proc.kill()
            _, err = proc.communicate()
        pytest.fail(f"{proc.args} still running after {timeout} s; its stacks:\n{err}", pytrace=False)


def run(args, timeout: float, input=None, **kwargs) -> subprocess.CompletedProcess:
    """``subprocess.run(args, capture_output=True, timeout=timeout)``, with the stacks on a timeout."""
    kwargs.setdefault("stdout", subprocess.PIPE)
    kwargs.setdefault("stderr", subprocess.PIPE)
    if input is not None:
        kwargs["stdin"] = subprocess.PIPE
    with popen(args, **kwargs) as proc:
        out, err = communicate(proc, timeout, input)
    return subprocess.CompletedProcess(proc.args, proc.returncode, out, err)
