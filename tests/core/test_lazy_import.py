"""Kernels imported on first use: never at start-up, and safe when threads race to use them."""

import subprocess
import sys
import threading

from wordle_tui.core.lazy_import import LazyModule


def test_threads_racing_on_first_use_all_see_the_module(tmp_path, monkeypatch):
    # a module that takes a while to import, so every thread asks while it is loading
    (tmp_path / "slow_kernel_for_test.py").write_text("import time\ntime.sleep(0.2)\nvalue = 42\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    lazy = LazyModule("slow_kernel_for_test")
    start, seen, errors = threading.Barrier(8), [], []

    def use():
        start.wait()
        try:
            seen.append(lazy.value)
        except AttributeError as exc:  # a half-imported module
            errors.append(exc)

    threads = [threading.Thread(target=use) for _ in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors and seen == [42] * 8


def test_the_app_and_the_solver_start_without_importing_numba():
    probe = "import sys, wordle_tui.tui.app, wordle_tui.core.solve.solver; print('numba' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
