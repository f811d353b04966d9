"""Quitting the app while the cover screen's solver works stops the solver at once."""

import os
import signal
import tempfile
from pathlib import Path

import pytest
from textual.widgets import Input

from wordle_tui.core.game.board import Board
from wordle_tui.core.game.words import WordSet
from wordle_tui.tui.screens.cover import CoverScreen

from ..core.test_cover_process import alive, hard_instance, solver_pids, wait_for
from .conftest import settle

pytestmark = pytest.mark.skipif(not Path("/proc").is_dir(), reason="looks for the solver in /proc")


def hard_cover_app(make_app, tmp_path, monkeypatch):
    """The app on a cover CBC takes minutes over, its files in a scratch TMPDIR (returned too),
    where the solver's processes are found by their files."""
    scratch = tmp_path / "tmp"
    scratch.mkdir()
    monkeypatch.setenv("TMPDIR", str(scratch))
    monkeypatch.setattr(tempfile, "tempdir", str(scratch))
    targets, pool = hard_instance()
    app = make_app(Board(word_set="hard"), sources={"hard": lambda: WordSet.build("hard", targets, pool)})
    return app, scratch


async def test_quitting_during_a_cover_leaves_no_solver_running(make_app, tmp_path, monkeypatch):
    app, scratch = hard_cover_app(make_app, tmp_path, monkeypatch)
    cbcs = []
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            await pilot.press("f6")
            assert isinstance(app.screen, CoverScreen)
            app.screen.query_one("#cover-time", Input).value = "600"
            await pilot.press("ctrl+r")
            for _ in range(1200):
                cbcs = solver_pids(str(scratch))
                if cbcs:
                    break
                await pilot.pause(0.05)
            assert cbcs, "the solver never started"
            await pilot.press("ctrl+q")
        for pid in cbcs:
            wait_for(lambda pid=pid: not alive(pid))  # without the fix: alive until CBC's 600 s limit
        wait_for(lambda: not list(scratch.iterdir()))
    finally:
        for pid in solver_pids(str(scratch)):
            os.kill(pid, signal.SIGKILL)
