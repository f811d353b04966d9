"""The multi-board screen on the tiny list: type once, colour each board, undo, save, practice."""

import json
import unicodedata

import numpy as np
from textual import events

from wordle_tui.core.game.feedback import format_pattern, parse, score
from wordle_tui.core.game.state import GameState
from wordle_tui.core.multi.entry import MultiEntry
from wordle_tui.tui.screens.multi import MultiScreen
from wordle_tui.tui.widgets.multi_board import MiniBoard

from .conftest import open_multi, settle_screen

ANSWERS = ["sight", "bound", "crane", "plant"]
ROWS = [format_pattern(score("salet", a), 5) for a in ANSWERS]


async def play_salet(pilot, screen):
    """SALET, board 1 coloured by keys, boards 2-4 by a pasted emoji block."""
    await pilot.press(*"salet", "enter")
    assert screen.entry.colouring and screen.selected == 0
    await pilot.press(*ROWS[0])
    assert screen.selected == 0 and screen.entry.colour_board == 1  # the next colour goes to board 2
    emoji = "\n".join(format_pattern(parse(r, 5), 5, "emoji") for r in ROWS[1:])
    screen.post_message(events.Paste(emoji))
    await pilot.pause()
    said = str(screen.query_one("#multi-message").render())
    assert said == "pasted onto boards 2, 3, 4 (Enter plays the row)"  # where the rows went
    await pilot.press("enter")
    await settle_screen(pilot)


async def test_one_guess_coloured_per_board_narrows_each_board(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_multi(pilot)
        assert len(screen.query(MiniBoard)) == 4 and screen.game.limit == 9
        assert screen.suggestions, "suggestions for the empty boards"
        await play_salet(pilot, screen)
        game = screen.game
        assert game.used == 1 and not screen.entry.colouring
        for board, row in zip(game.boards, ROWS, strict=False):
            single = GameState.start(screen.patterns).play("salet", parse(row, 5))
            assert np.array_equal(board.candidates, single.candidates)
        assert screen.suggestions and all(s.guess for s in screen.suggestions)
        budget = str(screen.query_one("#multi-budget").render())
        assert "8 guesses for 4 boards, 4 spare" in budget


async def test_undo_goes_by_steps_not_keys(make_app):
    """A play-tester needed about 20 presses of ctrl+z to get back past one row: one a tile colour."""
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_multi(pilot)
        await play_salet(pilot, screen)
        await pilot.press("ctrl+z")
        await settle_screen(pilot)
        assert screen.game.used == 0 and screen.entry.colouring
        await pilot.press("ctrl+z")
        await settle_screen(pilot)
        assert screen.entry.colours == ((0,) * 5,) * 4  # the row's colours, keys and paste, in one step
        await pilot.press("ctrl+z")
        await settle_screen(pilot)
        assert screen.entry.draft == "salet" and not screen.entry.colouring
        await pilot.press("ctrl+z")
        await settle_screen(pilot)
        assert screen.entry.draft == ""  # the typed word, in one step


async def test_undo_takes_a_guess_back_from_every_board_and_the_game_is_saved(make_app, tmp_path):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_multi(pilot)
        await play_salet(pilot, screen)
        saved = json.loads((tmp_path / "multi.json").read_text())
        assert saved["moves"] == [["salet", [parse(r, 5) for r in ROWS]]]
        await pilot.press("ctrl+z")
        await settle_screen(pilot)
        assert screen.game.used == 0 and all(
            b.count == len(screen.patterns.words.answers) for b in screen.game.boards
        )
        assert screen.entry.colouring  # back to the colours as they were, nothing lost
        await pilot.press("ctrl+y")
        await settle_screen(pilot)
        assert screen.game.used == 1
    again = make_app()
    async with again.run_test(size=(120, 40)) as pilot:
        screen = await open_multi(pilot)
        assert screen.game.used == 1 and screen.entry.moves[0][0] == "salet"


async def colours_that_fit_nothing(pilot):
    """The multi-board screen after SALET coloured ggggb on board 1 and Enter: no answer is SALE_ with a grey T."""
    screen = await open_multi(pilot)
    await pilot.press(*"salet", "enter", *"ggggb")
    await pilot.press("enter")
    return screen


async def test_colours_that_fit_nothing_name_the_board_and_keep_the_row(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await colours_that_fit_nothing(pilot)
        message = str(screen.query_one("#multi-message").render())
        assert message.startswith("board 1:") and "no word fits" in message
        assert screen.entry.colouring and screen.entry.draft == "salet" and screen.game.used == 0


async def test_the_next_colour_after_a_refused_row_goes_to_the_board_named(make_app):
    """A play-tester's: after "board 4: no word fits", the next colour key went to board 1."""
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_multi(pilot)
        await pilot.press(*"salet", "enter")
        rows = [*ROWS[:3], "ggggb"]  # no answer is SALE_ with a grey T
        screen.post_message(events.Paste("\n".join(format_pattern(parse(r, 5), 5, "emoji") for r in rows)))
        await pilot.pause()
        await pilot.press("enter")
        await settle_screen(pilot)
        message = str(screen.query_one("#multi-message").render())
        assert message.startswith("board 4:") and screen.error_board == 3
        assert (screen.selected, screen.col) == (3, 0) and screen.game.used == 0
        before = screen.entry.colours
        await pilot.press("b")
        assert screen.entry.colours == (*before[:3], (0, 2, 2, 2, 0))  # on board 4's first tile


async def test_emoji_squares_typed_as_keys_colour_the_selected_board(make_app):
    """A play-tester's: emoji squares sent one a key (no bracketed paste) were each refused."""
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_multi(pilot)
        await pilot.press(*"salet", "enter")
        for square in "\u2b1b\U0001f7e8\ufe0f\U0001f7e9\u2b1b\U0001f7e8":  # as a terminal sends them
            screen.post_message(events.Key(unicodedata.name(square).lower().replace(" ", "_"), square))
        await pilot.pause()
        assert screen.entry.colours[0] == (0, 1, 2, 0, 1) and screen.entry.colours[1] == (0,) * 5


async def test_practice_game_played_by_the_solver_is_won(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_multi(pilot)
        words = screen.patterns.words.answers
        screen.apply(lambda _: MultiEntry.new(2, "tiny", 5, answers=(words[0], words[5])))
        for _ in range(7):
            await settle_screen(pilot)
            if screen.game.over:
                break
            await pilot.press("ctrl+s")
        assert screen.game.verdict == "won"
        assert [b.solved for b in screen.game.boards] == [True, True]
        assert all(m.view.solved for m in screen.query(MiniBoard))
        assert "Solved all 2 boards" in str(screen.query_one("#multi-message").render())
        assert str(screen.query_one("#multi-hint").render()).startswith("game over")  # not "type a guess"
        await pilot.press("ctrl+s")
        await settle_screen(pilot)
        assert "the game is over" in str(screen.query_one("#multi-message").render())
        won = screen.entry
        await pilot.press("a", "backspace", "enter")  # no row to type in: said, and nothing typed
        assert screen.entry == won and "ctrl+n starts a new one" in str(
            screen.query_one("#multi-message").render()
        )
        await pilot.press("ctrl+z")  # one press takes the last row back (a typed letter took one)
        await settle_screen(pilot)
        assert not screen.game.over


async def test_a_solved_board_folds_while_the_game_goes_on_and_shows_its_rows_once_it_is_over(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_multi(pilot)
        first, second = screen.patterns.words.answers[0], screen.patterns.words.answers[5]
        screen.apply(lambda _: MultiEntry.new(2, "tiny", 5, answers=(first, second)))
        await settle_screen(pilot)
        await pilot.press(*first, "enter")
        await settle_screen(pilot)
        boards = list(screen.query(MiniBoard))
        assert not screen.game.over and str(boards[0].render()) == f"\u2713 {first.upper()} (1)"
        await pilot.press(*second, "enter")
        await settle_screen(pilot)
        assert screen.game.verdict == "won"
        rows = [
            [line.replace(" ", "") for line in str(b.render()).splitlines()] for b in screen.query(MiniBoard)
        ]
        assert rows == [[first.upper()], [first.upper(), second.upper()]]  # each its rows, none to type in
        assert [b.border_subtitle for b in screen.query(MiniBoard)] == ["\u2713 in 1", "\u2713 in 2"]


async def test_a_lost_practice_game_names_each_open_boards_answer_on_the_board(make_app):
    # The answers were only in the message line, which the next key took away.
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_multi(pilot)
        words = screen.patterns.words.answers
        first, second, other = words[0], words[5], words[9]
        screen.apply(lambda _: MultiEntry(2, 2, "tiny", 5, answers=(first, second)))
        await settle_screen(pilot)
        for guess in (first, other):  # board 1 solved, board 2 not within two
            await pilot.press(*guess, "enter")
            await settle_screen(pilot)
        assert screen.game.verdict == "lost"
        boards = list(screen.query(MiniBoard))
        assert [b.border_subtitle for b in boards] == ["\u2713 in 1", f"\u2717 {second.upper()}"]
        rows = [line.replace(" ", "") for line in str(boards[1].render()).splitlines()]
        assert rows[:2] == [first.upper(), other.upper()]  # its rows, and no row to type in
        await pilot.press("a")
        assert boards[1].border_subtitle == f"\u2717 {second.upper()}"  # still there after a key


async def test_escape_goes_back_to_the_single_game(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await open_multi(pilot)
        await pilot.press("escape")
        assert not isinstance(app.screen, MultiScreen)


async def test_a_smaller_game_after_a_bigger_one_keeps_working(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_multi(pilot)
        screen.new_game(8)
        await settle_screen(pilot)
        await pilot.press(*"salet", "enter", "up")  # select the last board
        assert screen.selected == 7
        screen.new_game(2)
        await settle_screen(pilot)
        assert screen.game.n_boards == 2 and screen.selected == 0
        assert len([b for b in screen.query(MiniBoard) if not b.has_class("-leaving")]) == 2


async def test_a_long_message_wraps_at_80_columns_rather_than_losing_its_end(make_app):
    """At 80x24 a play-tester saw "... leaves none of the 2 candidates;" and not what to do."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await colours_that_fit_nothing(pilot)
        await pilot.pause()
        message = screen.query_one("#multi-message")
        assert str(message.render()).endswith("check the colours")
        assert message.size.height >= 2 and message.size.width < len(str(message.render()))
