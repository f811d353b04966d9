"""The kilordle cover screen on the tiny list."""

from textual.widgets import DataTable, Select, SelectionList, Static

from wordle_tui.tui.screens.cover import CoverScreen

from .conftest import settle, settle_screen


def proof(app) -> str:
    return str(app.screen.query_one("#cover-proof", Static).render())


async def test_open_solve_and_read_the_proof(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("f6")
        assert isinstance(app.screen, CoverScreen)
        await pilot.press("ctrl+r")
        await settle_screen(pilot)
        result = app.screen.result
        assert result is not None and result.optimal
        assert proof(app) == result.proof()
        grid = app.screen.query_one("#cover-grid", DataTable)
        assert grid.row_count == 26 and len(grid.columns) == 6
        # Row Q: no answer has a Q, so every position shows the "not needed" dot.
        assert all("\u00b7" in str(cell) for cell in grid.get_row_at(16)[1:])
        words = app.screen.query_one("#cover-words", SelectionList)
        assert words.option_count == result.size
        await pilot.press("escape")
        assert not isinstance(app.screen, CoverScreen)


async def test_marking_played_words_re_solves_around_them(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("f6", "ctrl+r")
        await settle_screen(pilot)
        screen = app.screen
        screen.query_one("#cover-exclude").value = "whump"
        words = screen.query_one("#cover-words", SelectionList)
        first = screen.result.words[0]
        words.select(first)
        await pilot.press("ctrl+r")
        await settle_screen(pilot)
        assert first in screen.result.words and first in screen.result.included
        assert "whump" not in screen.result.words


async def test_current_candidates_as_targets_and_bad_input(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press(*"salet", "enter", "enter")
        await settle(pilot)
        await pilot.press("f6")
        screen = app.screen
        screen.query_one("#cover-targets", Select).value = "candidates"
        await pilot.pause()
        await pilot.press("ctrl+r")
        await settle_screen(pilot)
        # Nine -OUND/-OING words: 9 first letters, O/W, U/I, N, D/G.
        assert len(screen.result.needed) == 16 and screen.result.optimal
        screen.query_one("#cover-time").value = "-3"
        await pilot.press("ctrl+r")
        said = str(screen.query_one("#cover-message", Static).render())
        assert "time limit must be positive" in said and "time limit" not in proof(app)  # beside the proof
        screen.query_one("#cover-time").value = "10"
        screen.query_one("#cover-pool", Select).value = "answers"
        screen.query_one("#cover-targets", Select).value = "allowed"
        await pilot.pause()
        await pilot.press("ctrl+r")
        await settle_screen(pilot)
        assert "no word in the guess pool provides" in proof(app)
        assert not str(screen.query_one("#cover-message", Static).render())  # the refusal went with its key


async def test_play_keys_are_off_on_the_cover_screen(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("f6", "f2")
        assert not app.play.board.hard


async def test_include_field_new_settings_clear_the_result_and_copy_shows_the_words(make_app):
    from textual.widgets import Input, TextArea

    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("f6")
        screen = app.screen
        screen.query_one("#cover-include", Input).value = "salet"
        await pilot.press("ctrl+r")
        await settle_screen(pilot)
        assert "salet" in screen.result.included
        await pilot.press("ctrl+k")
        shown = screen.query_one("#cover-copied", TextArea)
        assert shown.display and "SALET" not in shown.text and shown.text
        screen.query_one("#cover-exclude", Input).value = "crony"
        await pilot.pause()
        assert screen.result is None and "Solve again" in str(screen.query_one("#cover-proof").render())
