"""The multi-board screen's Home, End and shift+Tab, its clicks, its hint and the help on its
suggestion columns (a play-test found Home and shift+Tab silent, clicks on a board or a
suggestion dropped, the hint ending "; Enter", and "win" an empty column nothing explained)."""

import pytest
from textual.widgets import DataTable, Markdown, Static

from wordle_tui.core.game.feedback import GREEN, encode
from wordle_tui.core.multi.entry import MultiEntry
from wordle_tui.tui.widgets.multi_board import MiniBoard
from wordle_tui.tui.widgets.multi_suggestions import MultiSuggestions

from .conftest import settle_screen
from .test_multi_screen import open_multi
from .test_multi_silent_keys import press, said

WIDTH = 80


@pytest.mark.parametrize(
    ("keys", "why"),
    [
        (("home",), "first type the guess and press Enter: then colour it"),
        (("end",), "first type the guess and press Enter: then colour it"),
        (("shift+tab",), "shift+Tab does nothing here: Tab types the top suggestion, a click any other"),
        ((*"salet", "enter", "shift+tab"), "the row is being coloured: Enter plays it"),
        ((*"salet", "enter", "home"), "already on the first tile"),
        ((*"salet", "enter", "end", "end"), "already on the last tile"),
    ],
)
async def test_home_end_and_shift_tab_say_why_they_do_nothing_in_one_line(make_app, keys, why):
    app = make_app()
    async with app.run_test(size=(WIDTH, 24)) as pilot:
        screen = await open_multi(pilot)
        await press(pilot, *keys)
        assert why in said(screen) and len(said(screen)) <= WIDTH - 2  # the line under the boards


async def test_home_and_end_select_the_first_and_last_tile_while_colouring(make_app):
    app = make_app()
    async with app.run_test(size=(WIDTH, 24)) as pilot:
        screen = await open_multi(pilot)
        await press(pilot, *"salet", "enter", "end")
        assert screen.entry.col == 4 and said(screen) == ""
        await press(pilot, "home")
        assert screen.entry.col == 0 and said(screen) == ""


async def test_the_colouring_hint_reads_whole_on_one_line(make_app):
    app = make_app()
    async with app.run_test(size=(WIDTH, 24)) as pilot:
        screen = await open_multi(pilot)
        await press(pilot, *"salet", "enter")
        hint = screen.query_one("#multi-hint", Static)
        assert hint.size.height == 1
        assert str(hint.render()).endswith("paste emoji; Enter plays the row")


async def test_a_click_on_a_suggestion_types_it_and_on_a_tile_colours_it(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_multi(pilot)
        table = screen.query_one(DataTable)
        second = screen.suggestions[1].guess
        for _ in range(2):  # the first click highlights the row, the second picks it
            await pilot.click(table, offset=(3, 2))
            await pilot.pause()
        assert screen.entry.draft == second
        await press(pilot, "enter")
        await pilot.click(list(screen.query(MiniBoard))[1], offset=(2, 1))  # board 2, its first tile
        await pilot.pause()
        assert screen.entry.board == 1 and screen.entry.colours[1][0] == 1  # grey cycled to yellow


async def test_the_help_explains_the_columns_and_win_shows_a_dash_until_it_is_searched(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_multi(pilot)
        table = screen.query_one(DataTable)
        assert [str(c.label) for c in table.columns.values()] == ["guess", "bits", "fits", "sure", "win"]
        assert {str(table.get_row_at(i)[4]) for i in range(table.row_count)} == {"-"}  # 4 spare: not searched
        screen.apply(lambda _: MultiEntry(2, 3, screen.entry.word_set))  # a Dordle with one guess to spare
        await settle_screen(pilot)
        wins = [str(table.get_row_at(i)[4]) for i in range(table.row_count)]
        assert wins[0].endswith("%") and all(w == "-" or w.endswith("%") for w in wins)
        await press(pilot, "f1")
        help_text = app.screen.query_one(Markdown).source
        for column in ("bits", "fits", "sure", "win"):
            assert f"| {column} | " in help_text, column
        assert "it shows `-`: not worked out" in help_text


async def test_a_new_game_of_another_size_gets_its_own_suggestions(make_app):
    """ctrl+b from an empty Quordle kept the Quordle's list on the Octordle: its bits summed over
    four boards, not eight."""
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_multi(pilot)
        four = screen.suggestions[0].bits
        await press(pilot, "ctrl+b")
        await settle_screen(pilot)
        assert screen.game.n_boards == 8 and screen.suggestions[0].bits == pytest.approx(2 * four)
        assert str(screen.query_one(DataTable).get_row_at(0)[1]) == f"{2 * four:.2f}"


async def test_the_budget_line_counts_in_the_singular_and_says_short_not_minus_spare(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_multi(pilot)
        panel = screen.query_one(MultiSuggestions)
        panel.budget(3, 1, None)
        await pilot.pause()
        assert str(panel.query_one("#multi-budget", Static).render()) == "3 guesses for 1 board, 2 spare"
        panel.budget(1, 1, None)
        await pilot.pause()
        assert str(panel.query_one("#multi-budget", Static).render()) == "1 guess for 1 board, 0 spare"
        panel.budget(1, 4, None)
        await pilot.pause()
        assert str(panel.query_one("#multi-budget", Static).render()) == "1 guess for 4 boards, 3 short"


async def test_page_up_and_down_scroll_the_boards_or_say_why_not(make_app):
    """They scrolled in silence, and said nothing where every board was in sight."""
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_multi(pilot)
        assert screen.query_one("#multi-scroll").max_scroll_y == 0  # a Quordle fits
        await press(pilot, "pagedown")
        assert said(screen) == "every board is in sight: nothing to scroll"
    app = make_app()
    async with app.run_test(size=(WIDTH, 24)) as pilot:
        screen = await open_multi(pilot)
        await press(pilot, "ctrl+b", "ctrl+b", "ctrl+b")  # a Duotrigordle: more than the screen holds
        await settle_screen(pilot)
        assert screen.game.n_boards == 32
        scroll = screen.query_one("#multi-scroll")
        assert scroll.max_scroll_y > 0
        await press(pilot, "pageup")
        assert said(screen) == "the boards are at the top already"
        for _ in range(20):
            await press(pilot, "pagedown")
            if scroll.scroll_y >= scroll.max_scroll_y:
                break
        assert scroll.scroll_y == scroll.max_scroll_y > 0
        await press(pilot, "pagedown")
        assert said(screen) == "the boards are at the bottom already"
        await press(pilot, "pageup")
        assert scroll.scroll_y < scroll.max_scroll_y


async def test_up_and_down_select_boards_while_colouring_even_where_the_boards_overflow(make_app):
    """A play-tester's Octordle at 80x24: Down scrolled the boards a line and kept board 2."""
    app = make_app()
    async with app.run_test(size=(WIDTH, 24)) as pilot:
        screen = await open_multi(pilot)
        await press(pilot, "ctrl+b", "ctrl+b", "ctrl+b")  # a Duotrigordle: more than the screen holds
        await settle_screen(pilot)
        scroll = screen.query_one("#multi-scroll")
        assert scroll.max_scroll_y > 0
        await press(pilot, "down")  # before Enter: a line down, as the scroll did
        assert scroll.scroll_y > 0 and not screen.entry.colouring
        await press(pilot, *"salet", "enter")
        for _ in range(5):
            await press(pilot, "down")
        assert screen.selected == 5
        await press(pilot, "up")
        assert screen.selected == 4


async def test_keys_in_one_burst_apply_in_the_order_typed(make_app):
    """Posted all at once, as a terminal delivers keys sent in one burst (a play-test's tmux
    send-keys "y Right Right y" coloured tiles 1 and 2, then moved: letters went first)."""
    from textual import events

    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_multi(pilot)
        await pilot.press(*"salet", "enter")
        await settle_screen(pilot)
        burst = [("y", "y"), ("right", None), ("right", None), ("y", "y"), ("down", None), ("g", "g")]
        burst += [("up", None), ("end", None), ("b", "b"), ("home", None), ("g", "g")]
        for key, character in burst:
            app.post_message(events.Key(key, character))
        await settle_screen(pilot)
        # board 1: Y, two right, Y; Down: board 2, G; Up: board 1, End, B (its row done, board 1
        # stays selected); Home: its first tile, G over the Y
        assert screen.entry.colours[:2] == ((2, 0, 0, 1, 0), (2, 0, 0, 0, 0))
        assert screen.selected == 0 and screen.col == 1


async def test_down_after_a_coloured_row_selects_the_very_next_board(make_app):
    """A play-tester coloured each board and pressed Down between them: the row's end had moved
    on to board 2 already, so Down went to board 3, and Enter played boards 2-4 all grey."""
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_multi(pilot)
        await pilot.press(*"salet", "enter")
        await settle_screen(pilot)
        await pilot.press(*"gbybb")
        hint = str(screen.query_one("#multi-hint", Static).render())
        assert hint.startswith("board 1 coloured: a colour goes on to board 2")
        await pilot.press("down", *"bbbby", "down", *"yybbb")
        assert screen.entry.colours[:3] == ((2, 0, 1, 0, 0), (0, 0, 0, 0, 1), (1, 1, 0, 0, 0))
        assert screen.selected == 2


async def test_with_one_board_left_the_coloured_rows_hint_names_no_other_board(make_app):
    """It said "board 1 coloured: a colour goes on to board 1" (a play-tester's)."""
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_multi(pilot)
        solved = encode((GREEN,) * 5)
        screen.apply(lambda _: MultiEntry(2, 7, screen.entry.word_set, moves=(("crane", (0, solved)),)))
        await settle_screen(pilot)
        await pilot.press(*"humid", "enter")
        await settle_screen(pilot)
        await pilot.press(*"bgbbb")
        hint = str(screen.query_one("#multi-hint", Static).render())
        assert hint.startswith("board 1 coloured: a colour starts its row again; Enter plays the row")


async def test_ctrl_s_in_a_burst_waits_for_each_ranking_and_the_keys_behind_it_wait_too(make_app):
    """A play-tester's ctrl+s ctrl+s in one burst played one row and said "no suggestion yet":
    the second came while the ranking for the first row's game was still being computed."""
    from .test_key_order import burst

    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_multi(pilot)
        words = screen.patterns.words.answers
        screen.apply(lambda _: MultiEntry.new(2, "tiny", 5, answers=(words[0], words[5])))
        await settle_screen(pilot)
        await burst(pilot, "ctrl+s", "ctrl+s", "ctrl+z")
        await settle_screen(pilot)
        assert screen.game.used == 1  # two rows played in turn, then the last taken back
        assert "no suggestion yet" not in str(screen.query_one("#multi-message").render())
