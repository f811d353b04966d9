"""A whole NYT share text pasted on the play screen (issue 20): it colours the rows it covers,
the words typed before it or after it, with hard mode from its star; one that does not fit
says which row."""

from textual import events
from textual.widgets import Static

from wordle_tui.core.game.board import Row
from wordle_tui.tui.widgets.grid import TileGrid

from .conftest import settle
from .test_key_order import burst

SHARE = "Wordle 1,234 3/6*\n\n⬛⬛⬛⬛⬛\n⬛⬛🟨🟩⬛\n🟩🟩🟩🟩🟩"


def message(app) -> str:
    return str(app.query_one("#message", Static).render())


async def paste(pilot, text: str) -> None:
    pilot.app.query_one(TileGrid).post_message(events.Paste(text))
    await settle(pilot)


async def test_a_share_text_colours_the_words_typed_before_it(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        # CRONY all grey fits no word (Enter refuses it): the share text colours it as it stays.
        await burst(pilot, *"salet", "enter", "enter", *"crony", "enter", "enter")
        await paste(pilot, SHARE)
        board = app.play.board
        assert board.rows == (Row("salet", (0,) * 5),) and board.colours == (0, 0, 1, 2, 0)
        assert board.hard and "share text: 2 rows coloured, hard mode on" in message(app)
        await burst(pilot, *"pound", "enter")  # its letters confirm CRONY; POUND gets its colours
        board = app.play.board
        assert board.rows[1] == Row("crony", (0, 0, 1, 2, 0)) and board.colours == (2,) * 5
        await burst(pilot, "enter")
        assert app.play.board.solved


async def test_a_share_text_pasted_first_colours_the_words_typed_after_it(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await paste(pilot, SHARE.replace("3/6*", "3/6"))
        assert "the next 3 words you enter get theirs" in message(app)
        await burst(pilot, *"salet", "enter", "enter", *"crony", "enter")
        board = app.play.board
        assert board.rows == (Row("salet", (0,) * 5),) and board.colours == (0, 0, 1, 2, 0)
        assert not board.hard


async def test_the_words_typed_after_a_share_text_coloured_the_row_are_words_not_colour_keys(make_app):
    # The play-tester pasted while SALET was being coloured, then typed the next word: its letters
    # were refused one by one as colour keys, and its G (or Y) recoloured SALET's first tile.
    share = "Wordle 1,234 3/6\n\n⬛🟨🟨⬛🟩\n🟨⬛⬛⬛🟩\n🟩🟩🟩🟩🟩"
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await burst(pilot, *"salet", "enter")
        await paste(pilot, share)
        assert "the next 2 words you enter get theirs" in message(app)
        await burst(pilot, *"light")
        assert app.play.board.rows == (Row("salet", (0, 1, 1, 0, 2)),) and app.play.board.draft == "light"
        await burst(pilot, "enter", *"plant", "enter", "enter")  # LIGHT gets its colours, PLANT too
        board = app.play.board
        assert [r.word for r in board.rows] == ["salet", "light", "plant"] and board.solved
        assert board.rows[1].colours == (1, 0, 0, 0, 2)


async def test_a_share_text_that_does_not_fit_the_words_says_which_row(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        two = "Wordle 1,234 1/6\n\n🟩🟩🟩🟩🟩"
        await burst(pilot, *"salet", "enter", "enter", *"crony", "enter")
        await paste(pilot, two)
        assert "row 2 (CRONY) is entered" in message(app)
        assert app.play.board.rows == (Row("salet", (0,) * 5),)  # nothing the player entered is lost


async def test_a_share_text_of_more_rows_than_the_game_has_is_refused(make_app):
    """A --rows 4 game took a six-row share text's colours for rows it does not have."""
    from wordle_tui.core.game.board import Board

    app = make_app(Board(max_rows=4))
    async with app.run_test() as pilot:
        await settle(pilot)
        lost = "Wordle 1,234 X/6\n\n" + "\n".join(["⬛⬛⬛⬛⬛"] * 6)
        await burst(pilot, *"salet", "enter")
        await paste(pilot, lost)
        assert "the share text has 6 rows, but this game has 4 (--rows)" in message(app)
        assert app.play.board.draft == "salet"  # nothing the player entered is lost
