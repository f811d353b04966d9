"""Undo and redo of a setting (F2, F3) change the settings file too: the next game starts
with what the screen shows (a play-tester's F3 then ctrl+z left "frequency" in the file)."""

from wordle_tui.core.storage.settings import load_settings

from .conftest import settle


def saved():
    settings = load_settings().settings
    return settings.strategy, settings.hard


async def test_undo_and_redo_of_the_strategy_are_saved(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        first = app.play.board.strategy
        await pilot.press("f3")
        second = app.play.board.strategy
        assert second != first and saved()[0] == second
        await pilot.press("ctrl+z")
        assert app.play.board.strategy == first and saved()[0] == first
        await pilot.press("ctrl+y")
        assert app.play.board.strategy == second and saved()[0] == second


async def test_undo_and_redo_of_hard_mode_are_saved(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await pilot.press("f2")
        assert app.play.board.hard and saved()[1] is True
        await pilot.press("ctrl+z")
        assert not app.play.board.hard and saved()[1] is False
        await pilot.press("ctrl+y")
        assert app.play.board.hard and saved()[1] is True


async def test_undo_of_a_typed_word_leaves_the_settings_alone(make_app):
    """Only a step that changed a setting writes it: undoing a word on a board whose strategy is
    not the saved one (a game restored as it was played) does not change the file."""
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await pilot.press("f3")  # the file says the new strategy
        app.preferences.remember(strategy="minimax")  # as another game's F3 would have
        await pilot.press(*"sal", "ctrl+z")
        assert app.play.board.draft == "" and saved()[0] == "minimax"
