"""Keys apply in the order received, however fast they come (issue 20, defects 5 and 6).

``burst`` sends every key in one go, as a paste, a macro or fast typing on a busy screen
does: no pause for the app to catch up between them.
"""

import threading
import unicodedata

from textual import events
from textual.widgets import Static

from wordle_tui.core.game.board import Board, Row
from wordle_tui.tui import service

from .conftest import settle


async def burst(pilot, *keys: str, wait: bool = True) -> None:
    """All of ``keys`` at once, then (``wait``) let the app and its workers catch up."""
    for key in keys:
        try:
            char = unicodedata.lookup(key.upper().replace("_", " ")) if len(key) > 1 else key
        except KeyError:
            char = None
        if key in ("enter", "tab", "escape", "backspace"):
            char = {"enter": "\r", "tab": "\t", "escape": "\x1b", "backspace": "\x7f"}[key]
        event = events.Key(key, char)
        event.set_sender(pilot.app)
        pilot.app._driver.send_message(event)
    if wait:
        await settle(pilot)
        await settle(pilot)


def message(app) -> str:
    return str(app.query_one("#message", Static).render())


def top(app) -> str:
    return app.play.suggestions[0].guess


async def test_backspaces_then_tab_then_enter_play_the_first_suggestion(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        first = top(app)
        await burst(pilot, *"sal", "backspace", "backspace", "backspace", "tab", "enter")
        board = app.play.board
        assert board.colouring and board.draft == first


async def test_backspace_then_tab_replaces_the_word(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await burst(pilot, *"row", "backspace", "tab")
        assert app.play.board.draft == top(app)


async def test_enter_then_tab_while_colouring_confirms_then_suggests(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await pilot.press(*"salet", "enter")
        await burst(pilot, "enter", "tab")
        board = app.play.board
        assert board.rows == (Row("salet", (0,) * 5),)
        assert board.draft == top(app) and not board.colouring


async def test_a_new_strategy_then_tab_plays_its_own_first_guess(make_app):
    app = make_app(Board(word_set="tiny", strategy="entropy"))
    async with app.run_test() as pilot:
        await settle(pilot)
        await burst(pilot, "f3", "tab")
        assert app.play.board.strategy != "entropy"
        assert app.play.board.draft == top(app)


async def test_ctrl_s_waits_for_the_ranking_under_way(make_app, monkeypatch):
    gate = threading.Event()  # the ranking after the first row comes when the test says
    ranked = service.Solver.suggest

    def held(self, *args, **kwargs):
        gate.wait(20)
        return ranked(self, *args, **kwargs)

    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        monkeypatch.setattr(service.Solver, "suggest", held)
        await burst(pilot, *"salet", "enter", "enter", "ctrl+s", *"xy", wait=False)
        for _ in range(20):
            await pilot.pause(0.05)
        assert "waiting for the entropy ranking" in message(app)
        assert app.play.board.draft == ""  # the letters after ctrl+s wait their turn too
        gate.set()
        await settle(pilot)
        board = app.play.board
        assert len(board.rows) == 1 and board.colouring and board.draft == top(app)
        assert board.colours == (1, 0, 0, 0, 0)  # then x (refused) and y, in their turn


async def test_a_stray_letter_after_a_fix_types_the_next_guess_and_undo_takes_back_one_fix(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await pilot.press(*"salet", "enter", "enter")
        await settle(pilot)
        await burst(pilot, "up", "y", *"grain")  # fix the S, then the next guess, G first
        board = app.play.board
        assert board.rows == (Row("salet", (1, 0, 0, 0, 0)),) and board.draft == "grain"
        await burst(pilot, *["backspace"] * 5, "up", "space", "right", "space", "ctrl+z")
        assert app.play.board.rows == (Row("salet", (2, 0, 0, 0, 0)),)  # only the last fix undone


async def test_the_next_word_sent_in_the_same_burst_leaves_the_row_being_coloured_unconfirmed(make_app):
    """Play-test, session 31: "crane" Enter "slate" Enter in one burst confirmed CRANE all grey
    (SLATE's letters refused one by one, its Enter taken as CRANE's), in silence."""
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await burst(pilot, *"crane", "enter", *"slate", "enter")
        board = app.play.board
        assert board.rows == () and board.colouring and board.draft == "crane"
        assert "CRANE was being coloured when S L A T E came (no colour keys)" in message(app)
        await burst(pilot, *"gggbg", "enter")  # CRATE's
        assert app.play.board.rows == (Row("crane", (2, 2, 2, 0, 2)),)


async def test_letters_sent_with_slash_go_to_the_filter_and_those_after_escape_to_the_board(make_app):
    """A play-tester's: `/ st` in one burst typed S T into the row, the filter opening behind them."""
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await burst(pilot, "slash", *"oun")
        assert app.query_one("#candidate-filter").value == "oun" and app.play.board.draft == ""
        await burst(pilot, "escape", *"cr")
        assert app.play.board.draft == "cr" and app.query_one("#candidate-filter").value == "oun"
        await burst(pilot, "slash", "end", "backspace", "enter", *"an")  # the filter's own keys too
        assert app.query_one("#candidate-filter").value == "ou" and app.play.board.draft == "cran"


async def test_ctrl_q_waits_for_the_keys_that_wait_for_the_ranking(make_app, monkeypatch):
    """A play-tester's ctrl+s ctrl+s ctrl+q quit after one step: ctrl+q went ahead of the
    second ctrl+s, which waited for the ranking. A second ctrl+q still quits at once."""
    gate = threading.Event()
    ranked = service.Solver.suggest

    def held(self, *args, **kwargs):
        gate.wait(20)
        return ranked(self, *args, **kwargs)

    app = make_app(Board(word_set="tiny", answer="hound"))
    async with app.run_test() as pilot:
        await settle(pilot)
        monkeypatch.setattr(service.Solver, "suggest", held)
        await burst(pilot, "ctrl+s", "ctrl+s", "ctrl+q", wait=False)
        for _ in range(20):
            await pilot.pause(0.05)
        assert app.return_code is None and len(app.play.board.rows) == 1
        assert "quitting once the keys waiting are done" in message(app)
        gate.set()
        for _ in range(100):
            await pilot.pause(0.05)
            if app.return_code is not None:
                break
        assert app.return_code == 0 and len(app.play.board.rows) == 2
    again = make_app(Board(word_set="tiny", answer="hound"))
    async with again.run_test() as pilot:
        await settle(pilot)
        gate.clear()
        await burst(pilot, "ctrl+s", "ctrl+s", "ctrl+q", wait=False)
        for _ in range(20):
            await pilot.pause(0.05)
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert again.return_code == 0 and len(again.play.board.rows) == 1
        gate.set()
