"""A finished game stays as it was played: no key changes its word set or its rules afterwards
(F2 refused already; F4, the palette's word sets, ctrl+w and "accept any word" did change it: an
archive game lost its puzzle and date, and the daily slot its game). The strategy may change:
it only chooses the solver's path shown beside the player's, and the next game's suggestions."""

import datetime as dt

import pytest

from wordle_tui.core.game.board import Board, Row
from wordle_tui.core.storage.save import save_board, slot_path

from .conftest import settle
from .test_kept_games import args, message, run, saved, words
from .test_key_order import burst
from .test_today_play import small_today

ARCHIVE = dt.date(2025, 10, 17)
WON = [*"salet", "enter", "enter", *"bound", "enter", *"ggggg", "enter"]


@pytest.fixture(autouse=True)
def no_review(monkeypatch):
    monkeypatch.setattr("wordle_tui.tui.coach.game_over", lambda play: None)  # not what is tested


async def test_a_finished_archive_game_keeps_its_set_its_puzzle_and_its_date(tmp_path):
    def as_played(app):
        play = app.play
        assert words(play.board) == ["salet", "bound"] and play.board.solved
        assert play.board.word_set == "today" and not play.board.widened
        assert play.title.startswith("Wordle #") and f"{ARCHIVE} \u00b7 archive" in play.title
        assert "the game is over: it stays as it was played" in message(app)
        assert "\n" not in message(app)  # one line

    await run(tmp_path, args(date=ARCHIVE), [*WON, "f4"], as_played)


async def test_widen_the_palettes_word_set_and_any_word_leave_a_finished_game_as_played(make_app):
    app = make_app(Board(word_set="tiny", rows=(Row("bound", (2,) * 5),)), sources={"today": small_today})
    async with app.run_test() as pilot:
        await settle(pilot)
        play = app.play
        before = play.board
        await burst(pilot, "ctrl+w")
        assert play.board == before and "the game is over: it stays as it was played" in message(app)
        for change in (lambda: play.set_word_set("today"), play.action_any_word):
            play.say("")
            change()
            await settle(pilot)
            assert play.board == before and "the game is over: it stays as it was played" in message(app)


async def test_f4_after_todays_game_leaves_it_saved_and_dated(tmp_path):
    today = saved_today(tmp_path)

    def still_todays(app):
        assert app.play.board == today and "not saved" not in app.play.sub_title

    await run(tmp_path, args(), ["f4"], still_todays)
    assert saved(tmp_path, "daily") == today


async def test_another_strategy_on_a_finished_game_changes_only_the_solvers_path(tmp_path):
    today = saved_today(tmp_path)

    def only_the_strategy(app):
        board = app.play.board
        assert board.strategy != today.strategy and board.rows == today.rows and board.day == today.day
        assert board.word_set == "today" and "not saved" not in app.play.sub_title

    await run(tmp_path, args(), ["f3"], only_the_strategy)
    assert saved(tmp_path, "daily").rows == today.rows


def saved_today(save_dir) -> Board:
    from wordle_tui.core.game.puzzle import puzzle_today

    today = Board(word_set="today", rows=(Row("bound", (2,) * 5),), day=puzzle_today())
    save_board(slot_path(save_dir, "daily"), today)
    return today
