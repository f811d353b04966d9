"""The daily game belongs to its puzzle's date: a saved daily game of another day (a new day, or
another time zone's) is not resumed as today's, and nothing records it under today's puzzle."""

import datetime as dt

from wordle_tui.core.game.board import Board, Row
from wordle_tui.core.game.puzzle import puzzle_number, puzzle_today
from wordle_tui.core.storage.save import decode_board, encode_board, save_board, slot_path
from wordle_tui.tui.startup import initial_board, opening

from .test_kept_games import SOURCES, args, run, saved, words

WON = (Row("salet", (0, 1, 1, 1, 0)), Row("gleam", (2,) * 5))


def test_the_puzzle_date_is_kept_in_the_save():
    board = Board(word_set="today", rows=WON, day=dt.date(2026, 11, 24))
    assert decode_board(encode_board(board)).day == dt.date(2026, 11, 24)


def test_a_finished_game_of_yesterday_is_not_todays_game(tmp_path):
    today = puzzle_today()
    yesterday = today - dt.timedelta(days=1)
    save_board(slot_path(tmp_path, "daily"), Board(word_set="today", rows=WON, day=yesterday))
    board, notices = initial_board(args(), SOURCES, tmp_path)
    assert board.rows == () and board.word_set == "today" and board.day == today
    assert notices == [
        f"Your game of #{puzzle_number(yesterday)} of {yesterday} was finished: "
        f"today's puzzle is #{puzzle_number(today)} ({today})."
    ]


def test_a_game_of_another_time_zones_day_is_not_resumed_either(tmp_path):
    # Kiritimati's puzzle is a day ahead of Honolulu's: a game saved there is not this player's today.
    tomorrow = puzzle_today() + dt.timedelta(days=1)
    rows = (Row("crane", (0,) * 5),)
    save_board(slot_path(tmp_path, "daily"), Board(word_set="today", rows=rows, day=tomorrow))
    board, notices = initial_board(args(), SOURCES, tmp_path)
    assert board.rows == () and board.day == puzzle_today()
    assert "was left unfinished after 1 of 6 rows" in notices[0]
    # ...and today's game may be saved in its place: the other day's puzzle cannot be played on
    assert opening(args(), SOURCES, tmp_path)[2] == {}


def test_todays_saved_game_resumes_and_an_undated_save_is_taken_as_today(tmp_path):
    for day in (puzzle_today(), None):
        rows = (Row("crane", (0,) * 5),)
        save_board(slot_path(tmp_path, "daily"), Board(word_set="today", rows=rows, day=day))
        board, notices = initial_board(args(), SOURCES, tmp_path)
        assert words(board) == ["crane"] and board.day == puzzle_today() and notices == []


def test_other_lists_and_practice_have_no_puzzle_date(tmp_path):
    assert initial_board(args(set="tiny"), SOURCES, tmp_path)[0].day is None
    assert initial_board(args(set="today", answer="crane"), SOURCES, tmp_path)[0].day is None


async def test_the_app_opens_todays_puzzle_over_a_finished_game_of_yesterday(tmp_path):
    yesterday = puzzle_today() - dt.timedelta(days=1)
    save_board(slot_path(tmp_path, "daily"), Board(word_set="today", rows=WON, day=yesterday))

    def check(app):
        assert app.play.board.rows == () and not app.play.board.over
        today = puzzle_today()
        assert app.play.title.startswith(f"Wordle #{puzzle_number(today)} \u00b7 {today}")

    await run(tmp_path, args(), (), check)
    assert saved(tmp_path, "daily").day == puzzle_today()  # what is saved now is today's game


def test_an_archive_day_says_the_daily_game_is_kept_only_when_there_is_one(tmp_path):
    day = dt.date(2025, 3, 1)
    assert "an archive day is played, not kept" in opening(args(date=day), SOURCES, tmp_path)[2]["daily"]
    rows = (Row("crane", (0,) * 5),)
    save_board(slot_path(tmp_path, "daily"), Board(word_set="today", rows=rows, day=puzzle_today()))
    assert "your daily game is kept" in opening(args(date=day), SOURCES, tmp_path)[2]["daily"]


def test_a_finished_game_of_another_list_gives_way_to_a_new_game(tmp_path):
    # F4 after the daily game ended put another list in the daily slot: a plain start kept opening
    # that finished game, and today's puzzle was no longer shown.
    done = Board(word_set="tiny", rows=(Row("hound", (2,) * 5),))
    save_board(slot_path(tmp_path, "daily"), done)
    board, _ = initial_board(args(), SOURCES, tmp_path)
    assert board.rows == () and not board.over
    assert initial_board(args(set="tiny"), SOURCES, tmp_path)[0] == done  # asked for by name: shown


def test_an_empty_game_of_another_day_gives_way_without_a_word(tmp_path):
    yesterday = puzzle_today() - dt.timedelta(days=1)
    save_board(slot_path(tmp_path, "daily"), Board(word_set="today", day=yesterday))
    board, notices = initial_board(args(), SOURCES, tmp_path)
    assert board.day == puzzle_today() and notices == []  # not "left unfinished after 0 of 6 rows"
