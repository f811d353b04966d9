"""Every key that does nothing says why, in the line under the board (issue 20, defect 7)."""

from textual.widgets import Static

from wordle_tui.core.game.board import Board, Row

from .conftest import settle
from .test_key_order import burst
from .test_today_play import small_today, today_app


def message(app) -> str:
    return str(app.query_one("#message", Static).render())


async def test_widen_on_today_says_there_is_nothing_to_widen(make_app):
    app = today_app(make_app)
    async with app.run_test() as pilot:
        await settle(pilot)
        await burst(pilot, "ctrl+w")
        assert "nothing to widen" in message(app)
        assert not app.play.board.widened


async def test_step_with_deep_on_todays_empty_board_says_why(make_app):
    app = make_app(Board(word_set="today", strategy="deep"), sources={"today": small_today})
    async with app.run_test() as pilot:
        await settle(pilot)
        await burst(pilot, "ctrl+s")
        assert "deep on today's game starts after the first guess" in message(app)
        await burst(pilot, "tab")
        assert "deep on today's game starts after the first guess" in message(app)
        assert app.play.board.draft == "" and not app.play.board.rows


async def test_keys_on_a_finished_game_say_it_is_over(make_app):
    app = make_app(Board(word_set="tiny", rows=(Row("bound", (2,) * 5),)))
    async with app.run_test() as pilot:
        await settle(pilot)
        await burst(pilot, "a")
        assert "the game is over" in message(app)
        await burst(pilot, "ctrl+s")
        assert "the game is over" in message(app)


async def test_a_sixth_letter_and_space_while_typing_say_why(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await burst(pilot, *"crane", "s")
        assert "the row is full" in message(app) and app.play.board.draft == "crane"
        await burst(pilot, "space")
        assert "once a word is entered" in message(app)


async def test_a_new_game_on_an_empty_board_says_so_and_keeps_the_candidates(make_app):
    """ctrl+n there emptied the candidates panel ("0 candidates"): it was cleared for a new board
    that never came, the board being unchanged."""
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await burst(pilot, "ctrl+n")
        await settle(pilot)
        assert "a new game already" in message(app)
        assert str(app.query_one("#candidate-summary", Static).render()).startswith("20 candidates")
