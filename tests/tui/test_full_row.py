"""Letters typed into a full row, and keys that type nothing (a play-tester: after ctrl+z took
back a practice row its word stayed typed, so a new word typed in a burst was dropped and Enter
played the old one again; `@` and `.` did nothing and said nothing)."""

from wordle_tui.core.game.board import Board

from .conftest import settle
from .test_key_order import burst, message


def practice(make_app):
    return make_app(Board(word_set="tiny", answer="bound"))


async def test_undo_of_a_practice_row_takes_its_word_back_too(make_app):
    app = practice(make_app)
    async with app.run_test() as pilot:
        await settle(pilot)
        await burst(pilot, *"crane", "enter", "ctrl+z")
        assert not app.play.board.rows and app.play.board.draft == ""
        await burst(pilot, *"slate", "enter")  # typed at once, no Backspace first
        assert [row.word for row in app.play.board.rows] == ["slate"]
        await burst(pilot, "ctrl+z", "ctrl+y")  # redo plays the row again
        assert [row.word for row in app.play.board.rows] == ["slate"]


async def test_undo_of_a_practice_games_last_row_leaves_the_row_empty(make_app):
    app = practice(make_app)
    async with app.run_test() as pilot:
        await settle(pilot)
        await burst(pilot, *"bound", "enter")
        assert app.play.board.over
        await burst(pilot, "ctrl+z")
        assert not app.play.board.over and app.play.board.draft == ""
        await burst(pilot, "ctrl+z")
        assert "nothing to undo" in message(app)


async def test_a_letter_into_a_full_row_says_how_to_clear_it(make_app):
    app = practice(make_app)
    async with app.run_test() as pilot:
        await settle(pilot)
        await burst(pilot, *"crane", "s")
        said = message(app)
        assert app.play.board.draft == "crane"
        assert "the row is full" in said and "CRANE" in said and "Backspace" in said and "S " in said


async def test_symbols_and_other_digits_say_why_they_type_nothing(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        for char in "@.5é":
            await pilot.press(char)
            await settle(pilot)
            assert f"'{char}' types nothing" in message(app), (char, message(app))
        await burst(pilot, *"crane", "enter", "full_stop")
        assert "'.' is no colour key" in message(app) and app.play.board.colouring
        assert app.play.board.draft == "crane"


async def test_a_key_bound_to_nothing_says_so_and_bound_ones_still_work(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await burst(pilot, "f12")
        assert "F12 does nothing here" in message(app) and "F1" in message(app)
        await burst(pilot, "question_mark")  # the app's help key: still the help
        assert app.screen.__class__.__name__ == "HelpScreen"
