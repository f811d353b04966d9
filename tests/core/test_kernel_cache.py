"""A cached numba kernel is compiled again when a module it imports changes (kernel_cache.py)."""

import subprocess
import sys
from pathlib import Path

import pytest

from wordle_tui.core.kernel_cache import sources

pytest.importorskip("numba")

KERNEL = """from numba import njit

from wordle_tui.core.kernel_cache import fresh

from .scale import SCALE

fresh(__file__)


@njit(cache=True)
def scaled(x):
    return x * SCALE
"""


def _package(tmp_path: Path) -> Path:
    package = tmp_path / "kernels_pkg"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "kernel.py").write_text(KERNEL)
    return package


def _run(tmp_path: Path) -> int:
    root = Path(__file__).resolve().parents[2]
    code = "from kernels_pkg.kernel import scaled; print(scaled(10))"
    done = subprocess.run(
        [sys.executable, "-B", "-c", code],  # no .pyc: one of scale.py within its second would be trusted
        cwd=tmp_path,
        env={"PYTHONPATH": f"{root}:{tmp_path}", "PATH": ""},
        capture_output=True,
        text=True,
        timeout=300,
        check=True,
    )
    return int(done.stdout)


def test_a_kernel_is_compiled_again_when_a_module_it_imports_changes(tmp_path):
    package = _package(tmp_path)
    for scale in (2, 3):  # numba alone would keep the kernel compiled with 2: its own file is unchanged
        (package / "scale.py").write_text(f"SCALE = {scale}\n")
        assert _run(tmp_path) == 10 * scale
    assert list((package / "__pycache__").glob("kernel.*.nbi"))  # and it was cached


def test_the_sources_are_the_module_and_the_siblings_it_imports_through_others(tmp_path):
    package = _package(tmp_path)
    (package / "scale.py").write_text("from .base import BASE\nSCALE = BASE\n")
    (package / "base.py").write_text("BASE = 1\n")
    (package / "other.py").write_text("X = 1\n")
    names = [path.name for path in sources(package / "kernel.py")]
    assert names == ["base.py", "kernel.py", "scale.py"]
