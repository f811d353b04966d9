"""A full disk during play (issue 22): the warning stays until a save succeeds (under a finished
game's verdict too), quitting with unsaved rows says which are lost, and the rows are saved when
space returns before quitting."""

import errno
import os

import pytest
from textual.widgets import Static

from wordle_tui.core.storage import cache
from wordle_tui.core.storage.save import load_board

from .conftest import notices, settle


@pytest.fixture
def disk(monkeypatch):
    """A disk that is full while ``disk.full`` is True: every write raises ENOSPC."""
    real = cache.atomic_write

    class Disk:
        full = True

    def write(path, data):
        if Disk.full:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), f"{path}123.tmp")
        real(path, data)

    monkeypatch.setattr(cache, "atomic_write", write)
    return Disk


def message(app) -> str:
    return str(app.play.query_one("#message", Static).render())


async def play_two_rows(pilot) -> None:
    for word in ("salet", "fight"):
        await pilot.press(*word, "enter", "enter")
        await settle(pilot)  # the message used to be wiped here, within 0.1 s
        assert message(pilot.app).startswith("could not save the game: the disk is full")
        assert "not saved" in pilot.app.play.sub_title


async def test_rows_confirmed_on_a_full_disk_are_saved_when_space_returns_before_quitting(
    make_app, tmp_path, disk
):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await play_two_rows(pilot)
        await pilot.press("ctrl+q")  # still full: the app asks rather than losing the rows
        await pilot.pause()
        assert app.is_running and any("ctrl+q again" in n for n in notices(app))
        disk.full = False
        await pilot.press("ctrl+q")  # space came back: this quit saves them
    assert app.return_code == 0 and app.exit_notice is None
    saved, _ = load_board(tmp_path / "game.json")
    assert [row.word for row in saved.rows] == ["salet", "fight"]


async def test_quitting_with_the_disk_still_full_says_the_rows_are_lost(make_app, tmp_path, disk):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await play_two_rows(pilot)
        await pilot.press("ctrl+q", "ctrl+q")
    assert app.return_code == 1
    assert (
        app.exit_notice
        == "the disk is full: the game was not saved (game.json): its 2 confirmed rows are lost"
    )
    assert not (tmp_path / "game.json").exists()


async def test_quitting_says_the_one_row_lost_and_not_that_it_will_be_saved(make_app, disk):
    """It said "1 confirmed rows not saved: ... (kept in memory; saved as soon as a write
    succeeds)" as the app exited, and counted the rows saved before the disk filled."""
    disk.full = False
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press(*"salet", "enter", "enter")
        await settle(pilot)
        disk.full = True
        await pilot.press(*"fight", "enter", "enter")
        await settle(pilot)
        await pilot.press("ctrl+q", "ctrl+q")
    assert app.return_code == 1 and app.exit_notice == (
        "the disk is full: 1 confirmed row was not saved and is lost (game.json has the 1 before it)"
    )


async def test_the_warning_stays_under_a_finished_game_until_a_save_succeeds(make_app, disk):
    """The verdict replaced it: only "Solved in 1!" was left under the board (app.md says the
    warning stays until a save succeeds)."""
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press(*"bound", "enter", *"ggggg", "enter")  # the daily game: its review opens
        await settle(pilot)
        assert message(app).startswith("Solved in 1!")
        assert "could not save the game: the disk is full, free some space" in message(app)
        disk.full = False
        await pilot.press("escape", "f3")  # back to the game; another strategy writes it again
        await settle(pilot)
        assert message(app).startswith("Strategy: expected")  # F3's own line, until the next key
        await pilot.press("ctrl+o")
        await settle(pilot)
        assert message(app).startswith("Solved in 1!") and "could not save" not in message(app)
        assert "not saved" not in app.play.sub_title


async def test_the_warning_goes_once_a_save_succeeds(make_app, tmp_path, disk):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await play_two_rows(pilot)
        disk.full = False
        await pilot.press("h")  # any change writes the game again
        await settle(pilot)
        assert "could not save" not in message(app) and "not saved" not in app.play.sub_title
    saved, _ = load_board(tmp_path / "game.json")
    assert [row.word for row in saved.rows] == ["salet", "fight"] and saved.draft == "h"
