"""The cover screen's keys, from a play-test at 80x24: ctrl+x cancels a solve as in the lab (it did
nothing), says so when nothing runs, and a solve on a narrow terminal folds the form away so every
word of the grid can be read (the last column showed two letters a word)."""

import os
import signal
from pathlib import Path

import pytest
from textual.widgets import DataTable, Input, Static

from wordle_tui.tui.screens.cover import CoverScreen

from ..core.test_cover_process import alive, solver_pids, wait_for
from .conftest import settle, settle_screen, wait_until
from .test_cover_quit import hard_cover_app


def line(screen, name: str) -> str:
    widget = screen.query_one(f"#cover-{name}", Static)
    return str(widget.render()) if widget.display else ""


@pytest.mark.skipif(not Path("/proc").is_dir(), reason="looks for the solver in /proc")
async def test_ctrl_x_cancels_a_solve_even_from_a_text_field(make_app, tmp_path, monkeypatch):
    app, scratch = hard_cover_app(make_app, tmp_path, monkeypatch)
    cbcs = []
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            await pilot.press("f6")
            screen = app.screen
            screen.query_one("#cover-time", Input).value = "600"
            screen.query_one("#cover-include", Input).focus()  # where ctrl+x is also "cut"
            await pilot.press("ctrl+r")
            assert await wait_until(pilot, lambda: solver_pids(str(scratch)))
            cbcs = solver_pids(str(scratch))
            await pilot.press("ctrl+x")
            assert await wait_until(pilot, lambda: not screen.running)
            assert line(screen, "message") == "cancelled" and screen.result is None
        for pid in cbcs:
            wait_for(lambda pid=pid: not alive(pid))  # without the fix: alive until CBC's 600 s limit
    finally:
        for pid in solver_pids(str(scratch)):
            os.kill(pid, signal.SIGKILL)


async def test_ctrl_x_with_nothing_running_says_so_and_keeps_the_proof(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("f6")
        screen = app.screen
        assert line(screen, "message") == ""
        await pilot.press("ctrl+x")
        assert line(screen, "message") == "nothing to cancel: no solve is running"
        await pilot.press("ctrl+k")
        assert line(screen, "message") == "nothing to copy: Solve first (ctrl+r)"
        await pilot.press("ctrl+r")
        await settle_screen(pilot)
        assert line(screen, "message") == ""
        await pilot.press("ctrl+x")
        assert line(screen, "message") == "nothing to cancel: no solve is running"
        assert line(screen, "proof") == screen.result.proof()  # the result's proof stays in sight
        footer = {b.key: b.description for b in (a.binding for a in screen.active_bindings.values())}
        assert footer["ctrl+x"] == "cancel" and footer["ctrl+f"] == "form"


async def test_at_80x24_a_solve_folds_the_form_so_every_word_of_the_grid_is_read(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("f6", "ctrl+r")
        await settle_screen(pilot)
        screen = app.screen
        assert isinstance(screen, CoverScreen) and screen.result is not None
        grid = screen.query_one("#cover-grid", DataTable)
        assert grid.virtual_size.width <= grid.scrollable_content_region.width  # no column cut
        assert not screen.query_one("#cover-form").display
        await pilot.press("ctrl+f")
        assert screen.query_one("#cover-form").display  # back, to mark the words played
        await pilot.press("ctrl+f")
        await pilot.pause()
        assert grid.virtual_size.width <= grid.scrollable_content_region.width
        await pilot.press("ctrl+k")  # the words copied are shown in the form: it comes back
        await pilot.pause()
        assert screen.query_one("#cover-form").display and screen.query_one("#cover-copied").display
