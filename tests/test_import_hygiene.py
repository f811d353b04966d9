"""The solver core and the headless CLI must load without the UI framework."""

import pkgutil
import subprocess
import sys

import pytest

import wordle_tui.core

# Every core module, found by walking the package: a new one is covered without editing this list.
CORE = sorted(m.name for m in pkgutil.walk_packages(wordle_tui.core.__path__, "wordle_tui.core."))
HEADLESS = [
    "wordle_tui.cli",
    "wordle_tui.options",
    "wordle_tui.commands.common",
    "wordle_tui.commands.running",
    "wordle_tui.commands.research",
    "wordle_tui.commands.play",  # the app's command: Textual only once the app starts
    "wordle_tui.commands.suggest",
    "wordle_tui.commands.solve",
]


def test_the_walk_finds_the_core():
    assert {
        "wordle_tui.core.storage.cache",
        "wordle_tui.core.deep",
        "wordle_tui.core.cover.kilordle",
        "wordle_tui.core.solve.tree",
    } <= set(CORE)


@pytest.mark.parametrize("module", CORE + HEADLESS)
def test_module_loads_without_textual(module):
    code = f"import sys, {module}; assert not any(m.split('.')[0] in ('textual', 'rich') for m in sys.modules), 'UI imported'"
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
