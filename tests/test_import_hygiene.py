"""The solver core and the headless CLI must load without the UI framework."""

import subprocess
import sys

import pytest

CORE = ["cache", "errors", "feedback", "patterns", "simulate", "solver", "state", "stats", "strategies", "words",
        "share", "costs", "review", "record", "player_stats", "coach"]


@pytest.mark.parametrize("module", [f"wordle_tui.core.{m}" for m in CORE] + ["wordle_tui.cli"])
def test_module_loads_without_textual(module):
    code = f"import sys, {module}; assert not any(m.split('.')[0] in ('textual', 'rich') for m in sys.modules), 'UI imported'"
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
