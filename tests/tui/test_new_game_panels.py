"""A new game's panels show its position: ctrl+n on an empty practice board emptied the
candidates ("0 candidates", "(none)") while the suggestions stayed, until the next guess."""

from textual.widgets import Static

from wordle_tui.core.game.board import Board

from .conftest import ANSWERS, settle
from .test_key_order import burst


def summary(app) -> str:
    return str(app.query_one("#candidate-summary", Static).render())


def listed(app) -> str:
    return app.query_one("#candidate-words").text


async def test_ctrl_n_on_an_empty_practice_board_keeps_every_candidate(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await burst(pilot, "f5")  # practice
        assert app.play.board.answer is not None
        for _ in range(2):
            answer = app.play.board.answer
            await burst(pilot, "ctrl+n")
            assert app.play.board.answer is not None and not app.play.board.rows
            assert summary(app).startswith(f"{len(ANSWERS)} candidates"), (answer, summary(app))
            assert "(none)" not in listed(app) and "BOUND" in listed(app)


async def test_ctrl_n_in_practice_after_the_daily_game_keeps_every_candidate(make_app):
    app = make_app(Board(word_set="tiny"))
    async with app.run_test() as pilot:
        await settle(pilot)
        for key in ("f5", "f5", "f5", "ctrl+n"):  # practice, daily, practice again, a new one
            await burst(pilot, key)  # each in its turn, its ranking come (as a player waits)
        assert app.play.board.answer is not None and not app.play.board.rows
        assert summary(app).startswith(f"{len(ANSWERS)} candidates")


async def test_a_new_game_clears_the_filter_and_shows_the_new_position(make_app):
    """The panel's reset (the filter and sort of the last game go) must still leave it showing
    the new game's candidates, after a game with rows too."""
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await burst(pilot, "f5", *"crane", "enter")
        app.query_one("#candidate-filter").value = "+c"
        await burst(pilot, "ctrl+n")
        assert not app.play.board.rows and app.query_one("#candidate-filter").value == ""
        assert summary(app).startswith(f"{len(ANSWERS)} candidates") and "BOUND" in listed(app)


async def test_ctrl_n_on_a_game_under_way_says_its_rows_went_and_how_to_get_them_back(make_app):
    """ctrl+n cleared the daily game's rows in silence (session 23's play-test)."""
    from .test_feedback_line import message

    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await burst(pilot, *"crony", "enter", "enter", "ctrl+n")
        await settle(pilot)
        assert app.play.board.rows == ()
        assert message(app) == "New game: your 1 row cleared; ctrl+z brings it back."
        await burst(pilot, "ctrl+z")
        await settle(pilot)
        assert [r.word for r in app.play.board.rows] == ["crony"]
