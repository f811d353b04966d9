"""The line under the board says what is true now (session 12's play-test): a key's refusal goes
with the next input that works, and practice names the game F5 goes back to."""

import datetime as dt

from textual.widgets import Static

from wordle_tui.core.game.board import Board

from .conftest import settle
from .test_kept_games import args, run
from .test_key_order import burst


def message(app) -> str:
    return str(app.query_one("#message", Static).render())


async def test_a_keys_refusal_goes_with_the_next_input_that_works(make_app):
    # "colour keys work once a word is entered" (Down on an empty row) stayed through the
    # palette's actions, a sort, a new strategy...
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        for action in (
            lambda: burst(pilot, "ctrl+o"),
            lambda: burst(pilot, "f3"),
            lambda: burst(pilot, "slash"),
        ):
            await burst(pilot, "escape", "down")
            assert "colour keys work once a word is entered" in message(app)
            await action()
            assert "colour keys work" not in message(app)  # gone (F3 says its own line)
        app.play.action_toggle_sort()  # as the palette's "Sort candidates" runs it
        await burst(pilot, "escape", "down")
        app.play.action_toggle_sort()
        await settle(pilot)
        assert message(app) == ""


async def test_practice_from_an_archive_game_says_f5_goes_back_to_it(tmp_path):
    day = dt.date(2025, 10, 17)

    def names_the_archive_game(app):
        assert "F5 goes back to the archive game of 2025-10-17." in message(app)
        assert app.play.footer_labels() == {"switch_slot": "archive"}

    await run(tmp_path, args(date=day), ["f5"], names_the_archive_game)

    def back_to_it(app):
        assert app.play.board.answer is None and app.play.board.day == day
        assert "2025-10-17" in message(app)

    await run(tmp_path, args(date=day), ["f5", "f5"], back_to_it)


async def test_practice_from_another_lists_game_and_from_the_daily_game_names_each(make_app):
    app = make_app()  # the tiny list's game in the daily slot
    async with app.run_test() as pilot:
        await settle(pilot)
        await burst(pilot, "f5")
        assert "F5 goes back to your tiny game." in message(app)
        await burst(pilot, "f5")
        assert message(app) == "Back to your tiny game; F5 for practice."
        assert app.play.daily_name(Board(word_set="today")) == "your daily game"
        assert app.play.daily_name(None) == "your daily game"  # none yet: a new one
