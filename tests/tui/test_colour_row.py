"""The row being coloured, as session 12's play-tester met it: Enter on colours no candidate fits,
the tile cursor after an undo, Home and End."""

import pytest
from textual.widgets import DataTable, Static

from wordle_tui.core.game.board import Row

from .conftest import settle
from .test_full_disk import disk  # noqa: F401 (a fixture)
from .test_key_order import burst


def message(app) -> str:
    return str(app.query_one("#message", Static).render())


def candidates(app) -> str:
    return str(app.query_one("#candidate-summary", Static).render())


async def test_enter_refuses_colours_no_candidate_fits_and_the_row_stays_to_be_fixed(make_app):
    # RELAX bbbbb after CRANE byyby, STEAL bbygy (2025-10-04) was confirmed: the cursor went to
    # row 4 and the panels showed 0 candidates. Here CRONY bbbbb after SALET bbbbb.
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await burst(pilot, *"salet", "enter", "enter", *"crony", "enter", *"bbbbb", "enter")
        board = app.play.board
        assert board.rows == (Row("salet", (0,) * 5),)  # not confirmed
        assert board.draft == "crony" and board.colours == (0,) * 5 and board.cursor == (1, 0)
        assert message(app).startswith("no word fits: guess 2 (CRONY bbbbb) leaves none of the 9 candidates")
        assert "\n" not in message(app)
        assert candidates(app).startswith("9 candidates")  # the position before it, still
        assert app.query_one("#history-table", DataTable).row_count == 1
        await burst(pilot, *"bbygb", "enter")  # coloured anew from the first tile, as the game showed
        assert app.play.board.rows[-1] == Row("crony", (0, 0, 1, 2, 0))
        assert len(app.play.board.rows) == 2 and "no word fits" not in message(app)


async def test_undo_of_a_confirmed_row_colours_it_anew_from_its_first_tile(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await burst(pilot, *"salet", "enter", *"bbbbb", "enter", "ctrl+z")
        assert app.play.board.colouring and app.play.board.cursor == (0, 0)
        await burst(pilot, *"gybbb")  # only the last tile took them (g, then y over it...)
        assert app.play.board.colours == (2, 1, 0, 0, 0)


async def test_home_and_end_select_the_first_and_last_tile_or_say_why(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await burst(pilot, "home")
        assert "once a word is entered" in message(app)
        await burst(pilot, *"salet", "enter", "end")
        assert app.play.board.cursor == (0, 4)
        await burst(pilot, "g", "home", "y")
        assert app.play.board.colours == (1, 0, 0, 0, 2)


@pytest.mark.usefixtures("disk")
async def test_a_refused_row_says_why_while_a_save_warning_stands(make_app):
    # The key's refusal gave way to the position's note, here the full disk's warning: Enter did
    # nothing and said nothing about the colours.
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await burst(pilot, *"salet", "enter", "enter", *"crony", "enter", "enter")
        assert "not saved" in app.play.sub_title  # the warning is the position's note
        assert message(app).startswith("no word fits: guess 2 (CRONY bbbbb)")
