"""The multi-board screen's two slots: F5 between your own game and practice, each kept and
saved apart, so that practice never takes the place of the game you follow."""

import json

from wordle_tui.tui.widgets.fitted_footer import FittedFooter

from .conftest import open_multi, settle, settle_screen


async def f5(pilot, screen):
    await pilot.press("f5")
    await settle_screen(pilot)
    return str(screen.query_one("#multi-message").render())


async def your_game_with_a_row(pilot):
    """The multi-board screen, your own Quordle with SALET played (all grey): the screen and the game."""
    screen = await open_multi(pilot)
    await pilot.press(*"salet", "enter", *"b" * 20, "enter")
    await settle_screen(pilot)
    return screen, screen.entry


def footer_f5(screen) -> str:
    footer = screen.query_one(FittedFooter)
    return next(k.description for k in footer.query("FooterKey") if k.action == "practice")


async def test_f5_goes_between_your_game_and_practice_and_keeps_both(make_app, tmp_path):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen, own = await your_game_with_a_row(pilot)
        assert own.moves and footer_f5(screen) == "practice"
        assert "F5 goes back to your game" in await f5(pilot, screen)
        assert screen.entry.practice and not screen.entry.moves and footer_f5(screen) == "own game"
        assert json.loads((tmp_path / "multi.json").read_text())["moves"]  # yours, still saved
        await pilot.press(*"crane", "enter")  # practice: the app colours
        await settle_screen(pilot)
        practice = screen.entry
        assert len(practice.moves) == 1
        await pilot.press("ctrl+z")  # undo never crosses into the other game
        await pilot.press("ctrl+z")
        assert screen.entry.practice
        await pilot.press("ctrl+y", "ctrl+y")
        assert screen.entry == practice
        assert "Back to your" in await f5(pilot, screen)
        assert screen.entry == own
        assert "Back to the practice" in await f5(pilot, screen)
        assert screen.entry == practice
    again = make_app()
    async with again.run_test(size=(120, 40)) as pilot:  # reopened: your game, practice one F5 away
        screen = await open_multi(pilot)
        assert screen.entry == own
        await f5(pilot, screen)
        assert screen.entry == practice


async def test_f5_is_in_the_footer_at_80_columns_in_both_slots(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_multi(pilot)
        assert footer_f5(screen) == "practice"
        await f5(pilot, screen)
        assert footer_f5(screen) == "own game"


async def test_new_games_replace_only_their_own_slot(make_app, tmp_path):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen, own = await your_game_with_a_row(pilot)
        screen.new_game(2, practice=True)  # the palette's "Practice Dordle"
        await settle_screen(pilot)
        assert screen.entry.practice and screen.entry.boards == 2
        await pilot.press("ctrl+n")  # in practice: a new practice game
        await settle_screen(pilot)
        assert screen.entry.practice and screen.entry.boards == 2
        await pilot.press("ctrl+b")  # the next size: practice stays practice
        await settle_screen(pilot)
        assert screen.entry.practice and screen.entry.boards == 4
        await f5(pilot, screen)
        assert screen.entry == own
        await pilot.press("ctrl+n")  # a new game of your own, then a round trip to practice ...
        await f5(pilot, screen)
        await f5(pilot, screen)
        assert not screen.entry.moves
        await pilot.press("ctrl+z")  # ... and each slot kept its own undo history: yours is back
        await settle_screen(pilot)
        assert screen.entry == own


async def test_a_new_game_of_your_own_from_practice_keeps_your_answer_set_and_can_be_undone(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen, own = await your_game_with_a_row(pilot)
        await f5(pilot, screen)
        screen.choose_set("original")  # practice moves to another answer set
        await settle_screen(pilot)
        assert screen.entry.practice and screen.entry.word_set == "original"
        screen.new_game(8, practice=False)  # the palette's "New Octordle": your slot, your set
        await settle_screen(pilot)
        assert not screen.entry.practice and screen.entry.boards == 8
        assert screen.entry.word_set == own.word_set
        await pilot.press("ctrl+z")
        await settle_screen(pilot)
        assert screen.entry == own


async def test_a_finished_practice_game_gives_way_to_a_new_one(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_multi(pilot)
        await f5(pilot, screen)
        answers = screen.entry.answers
        for word in answers:
            await pilot.press(*word, "enter")
            await settle_screen(pilot)
        assert screen.game.verdict == "won"
        await f5(pilot, screen)  # to your game
        assert not screen.entry.practice
        await pilot.press("ctrl+b")  # a game of your own of another size
        await settle_screen(pilot)
        await f5(pilot, screen)  # and a new practice game of the finished one's size, not yours
        assert screen.entry.practice and not screen.entry.moves
        assert screen.entry.boards == len(answers) != 8


async def test_ctrl_b_says_what_it_replaced_and_undo_outlives_leaving_the_screen(make_app):
    """A play-tester's ctrl+b replaced a Quordle at 2 rows without a word, and after Escape and
    F9 ctrl+z found nothing to undo."""
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_multi(pilot)
        await pilot.press(*"salet", "enter", "enter")
        await settle_screen(pilot)
        assert screen.game.used == 1
        await pilot.press("ctrl+b")
        await settle_screen(pilot)
        message = str(screen.query_one("#multi-message").render())
        assert "your Quordle (1 row) replaced, ctrl+z brings it back" in message
        await pilot.press("escape")
        await settle(pilot)
        again = await open_multi(pilot)
        assert again is screen
        await pilot.press("ctrl+z")
        await settle_screen(pilot)
        assert screen.entry.boards == 4 and screen.game.used == 1
