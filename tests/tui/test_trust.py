"""Issue 9's "must not happen" list, each replayed with keys as a player would.

Written against the play screen's behaviour (``play(app)`` is the screen that plays),
so each fails on the code before the fix for the reason the issue gives.
"""

import argparse

import pytest
from textual.widgets import DataTable, Input, Static

from wordle_tui.core.errors import WordleError
from wordle_tui.core.game.board import Board, Row
from wordle_tui.core.storage.settings import settings_path
from wordle_tui.tui.widgets.grid import TileGrid

from .conftest import settle, tiny


def play(app):
    return getattr(app, "play", app)


def message(app) -> str:
    return str(app.query_one("#message", Static).render())


def args(**kw) -> argparse.Namespace:
    base = dict(set="tiny", answer=None, practice=False, rows=None, hard=False, strategy=None, any_word=False)
    return argparse.Namespace(**{**base, **kw})


async def test_1_practice_never_replaces_the_daily_game(make_app, tmp_path):
    from wordle_tui.tui.app import initial_board

    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await pilot.press(*"salet", "enter", "enter", *"crony", "enter", *"bbygb", "enter")
        await settle(pilot)
        await pilot.press("f5", "h")  # a practice game, one letter typed
        await settle(pilot)
        assert play(app).board.answer is not None
    board, _ = initial_board(args(), {"tiny": tiny}, tmp_path)
    assert [r.word for r in board.rows] == ["salet", "crony"] and board.answer is None
    # Starting practice from the command line keeps the daily game too.
    practice, _ = initial_board(args(answer="hound"), {"tiny": tiny}, tmp_path)
    app = make_app(practice)
    async with app.run_test() as pilot:
        await settle(pilot)
        await pilot.press("c")
    board, _ = initial_board(args(), {"tiny": tiny}, tmp_path)
    assert [r.word for r in board.rows] == ["salet", "crony"]
    assert "hound" not in "".join(p.read_text() for p in tmp_path.glob("*.json"))


async def test_2_a_restored_game_restores_the_tile_cursor_and_mode(make_app, tmp_path):
    from wordle_tui.core.storage.save import load_board

    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await pilot.press(*"salet", "enter", "b")  # quit mid-colouring
    board, _ = load_board(tmp_path / "game.json")
    again = make_app(board)
    async with again.run_test() as pilot:
        await settle(pilot)
        await pilot.press(*"bbbg")  # from the next tile, where the cursor was
        assert play(again).board.colours == (0, 0, 0, 0, 2)
        await pilot.press("enter")
        assert play(again).board.rows == (Row("salet", (0, 0, 0, 0, 2)),)


async def test_3_no_stale_suggestion_is_shown_or_played(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await pilot.press(*"salet", "enter", "enter")
        await settle(pilot)
        screen = play(app)
        screen.service.suggest = lambda *a, **k: None  # the new ranking has not arrived yet
        await pilot.press("ctrl+n")
        await pilot.pause()
        assert app.query_one("#suggestion-table", DataTable).row_count == 0
        assert "computing" in str(app.query_one("#suggestion-status", Static).render())
        await pilot.press("tab", "ctrl+s")
        assert screen.board.draft == "" and screen.board.rows == ()


async def test_4_typing_after_fixing_an_earlier_row_goes_to_the_current_row(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await pilot.press(*"salet", "enter", "enter", *"crony", "enter", *"bbygb", "enter")
        await settle(pilot)
        await pilot.press("up", "up", "y")  # fix the first tile of row 1
        assert "fixing row 1" in str(app.query_one("#hint", Static).render())
        await pilot.press(*"hound")
        board = play(app).board
        assert board.draft == "hound" and board.rows[0].colours == (1, 0, 0, 0, 0)
        assert board.rows[1].colours == (0, 0, 1, 2, 0)


async def test_back_from_fixing_an_earlier_row_the_colouring_goes_on_where_it_was(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await pilot.press(*"salet", "enter", *"bybyb", "enter", *"crony", "enter", "b", "y")
        await pilot.press("up", "escape", "g", "y", "y")  # a look at row 1, then the rest of row 2
        assert play(app).board.colours == (0, 1, 2, 1, 1)
        assert play(app).board.rows == (Row("salet", (0, 1, 0, 1, 0)),)


async def test_a_click_on_a_confirmed_row_selects_and_only_a_second_click_recolours(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await pilot.press(*"salet", "enter", *"bybyb", "enter")
        await settle(pilot)
        await pilot.click("#tile-0-0")
        assert play(app).board.rows == (Row("salet", (0, 1, 0, 1, 0)),)
        assert "fixing row 1" in str(app.query_one("#hint", Static).render())
        await pilot.click("#tile-0-0")  # the tile already selected
        assert play(app).board.rows == (Row("salet", (1, 1, 0, 1, 0)),)


async def test_5_no_focus_trap(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("shift+tab")  # back through the suggestions, the grid keeps the keys
        assert play(app).board.draft == play(app).suggestions[-1].guess
        await pilot.press("ctrl+z", "c")
        await pilot.click("#history")
        await pilot.press("r")
        await pilot.click("#candidate-words")
        await pilot.press("o")
        assert play(app).board.draft == "cro"
        await pilot.press("slash", "x")
        assert app.query_one("#candidate-filter", Input).value == "x"
        await pilot.press("escape", "n")
        assert play(app).board.draft == "cron"
        assert app.focused is app.query_one(TileGrid)


async def test_6_one_click_on_a_suggestion_fills_the_row_and_keeps_the_keys(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        third = play(app).suggestions[2].guess
        await pilot.click("#suggestion-table", offset=(4, 3))
        assert play(app).board.draft == third
        await pilot.press("enter")
        assert play(app).board.colouring


async def test_7_deep_on_the_empty_board_never_searches_unasked(make_app):
    app = make_app(Board(word_set="tiny", strategy="deep"))
    calls = []
    async with app.run_test() as pilot:
        screen = play(app)
        original = screen.service.suggest
        screen.service.suggest = lambda *a, **k: (calls.append(a), original(*a, **k))
        await settle(pilot)
        await pilot.press("ctrl+n")
        await settle(pilot)
        assert calls == []
        assert "no solved openers" in str(app.query_one("#suggestion-status", Static).render())
        await pilot.press(*"salet", "enter", "enter")  # a played first guess: now it searches
        await settle(pilot)
        assert len(calls) == 1 and screen.suggestions[0].proven


async def test_8_nothing_outlives_its_cause(make_app):
    app = make_app(Board(word_set="tiny", answer="hound", max_rows=2))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("slash", *"oun", "escape", "ctrl+o")
        await pilot.press(*"crony", "enter", *"bound", "enter")  # lost
        await settle(pilot)
        assert "the answer was HOUND" in message(app)  # the verdict stays beside the solver's path
        assert app.query_one("#suggestion-table", DataTable).row_count == 0
        assert "solver:" in str(app.query_one("#history").border_subtitle)
        await pilot.press("ctrl+z")
        await settle(pilot)
        assert "answer was" not in message(app) and app.query_one("#history").border_subtitle in ("", None)
        await pilot.press("ctrl+n")
        await settle(pilot)
        assert app.query_one("#candidate-filter", Input).value == ""
        assert "A-Z" in str(app.query_one("#candidates").border_subtitle)


def test_one_row_limit_at_the_option():
    from wordle_tui.tui.app import initial_board

    for rows in (0, -1, 1000):
        with pytest.raises(WordleError, match="--rows"):
            initial_board(args(rows=rows), {"tiny": tiny}, None)


async def test_tab_steps_through_the_suggestions_and_shift_tab_back(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        words = [s.guess for s in play(app).suggestions]
        await pilot.press("tab", "tab", "tab")
        assert play(app).board.draft == words[2]
        await pilot.press("shift+tab")
        assert play(app).board.draft == words[1]


async def test_hard_mode_is_turned_on_only_before_the_first_guess_as_on_the_nyt_site(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await pilot.press(*"crony", "enter", *"bbygb", "enter")  # O yellow, N green
        await settle(pilot)
        await pilot.press("f2")  # CRONY broke nothing, but it was played in normal mode
        assert not play(app).board.hard
        assert "hard mode can only be turned on before the first guess" in message(app)
    assert not settings_path().exists()  # refused: the setting is not changed either
    app = make_app(Board(word_set="tiny", hard=True))
    async with app.run_test() as pilot:
        await settle(pilot)
        await pilot.press(*"crony", "enter", *"bbygb", "enter", "f2")  # off mid-game: NYT allows it
        assert not play(app).board.hard


async def test_a_finished_normal_game_is_not_switched_to_hard_mode_nor_shared_as_hard(make_app):
    from wordle_tui.tui.coach import copy_share

    finished = Board(word_set="tiny", rows=(Row("salet", (0,) * 5), Row("hound", (2,) * 5)))
    app = make_app(finished)
    async with app.run_test() as pilot:
        await settle(pilot)
        await pilot.press("f2")
        assert not play(app).board.hard and "the game is over: it stays as it was played" in message(app)
        copy_share(app)
        assert " 2/6\n" in app.clipboard and "2/6*" not in app.clipboard
    assert not settings_path().exists()


async def test_a_second_instance_is_read_only(tmp_path):
    from wordle_tui.core.storage.save import SaveLock, save_board
    from wordle_tui.tui.startup import open_app

    save_board(tmp_path / "game.json", Board(word_set="tiny", rows=(Row("salet", (0,) * 5),)))
    first = SaveLock(tmp_path)
    assert first.acquire()
    app = open_app(args(), tmp_path, SaveLock(tmp_path), {"tiny": tiny})
    async with app.run_test() as pilot:
        await settle(pilot)
        assert "read-only" in app.play.sub_title
        await pilot.press(*"crony", "enter", "enter")
    first.release()
    assert '"crony"' not in (tmp_path / "game.json").read_text()  # the first instance's game stands


async def test_no_word_fits_stays_while_it_holds(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await pilot.press(*"salet", "enter", "enter", *"crony", "enter", *"bbygb", "enter")
        await pilot.press("up", "2", "enter")  # an earlier row fixed wrong (Enter refuses a new one)
        await settle(pilot)
        await pilot.press(*"hou")  # typing the next guess does not hide that no word fits
        assert "no word fits" in message(app)
        await pilot.press("up", "0", "enter")  # the fix
        await settle(pilot)
        assert "no word fits" not in message(app)


async def test_practice_can_hide_the_helpers_until_the_game_ends(make_app):
    app = make_app(Board(word_set="tiny", answer="hound"))
    async with app.run_test() as pilot:
        await settle(pilot)
        await pilot.press("f8", "tab")
        assert not app.query_one("#suggestions").display and play(app).board.draft == ""
        await pilot.press(*"crane", "enter")
        await settle(pilot)
        assert not app.query_one("#history").display  # its counts and bits would tell as much
        await pilot.press(*"hound", "enter")
        await settle(pilot)
        assert app.query_one("#suggestions").display and app.query_one("#history").display  # over: shown


async def test_hiding_the_helpers_on_a_daily_game_says_it_is_for_practice(make_app):
    app = make_app(Board(word_set="tiny"))
    async with app.run_test() as pilot:
        await settle(pilot)
        await pilot.press("f8")
        await settle(pilot)
        assert "hidden in practice games" in str(app.query_one("#message").render())
        assert app.query_one("#suggestions").display
