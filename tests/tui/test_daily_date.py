"""The daily game belongs to its puzzle's date: a saved daily game of another day (a new day, or
another time zone's) is not resumed as today's, and nothing records it under today's puzzle. A
game of today's puzzle, or of a later one, is kept: no other game is saved over it."""

import datetime as dt

from wordle_tui.core.game.board import Board, Row
from wordle_tui.core.game.puzzle import puzzle_number, puzzle_today
from wordle_tui.core.storage.save import decode_board, encode_board, save_board, slot_path
from wordle_tui.tui.startup import initial_board, opening

from .test_kept_games import SOURCES, args, message, run, saved, words

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
    assert (
        f"Your game of #{puzzle_number(tomorrow)} of {tomorrow} (1 of 6 rows) is kept for its day"
        in notices[0]
    )


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
    assert (
        "its end goes into your record, apart from the daily games"
        in opening(args(date=day), SOURCES, tmp_path)[2]["daily"]
    )
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


DONE = (Row("salet", (0,) * 5), Row("hound", (2,) * 5))


async def test_a_game_of_a_later_puzzle_is_kept_for_its_day_not_overwritten(tmp_path):
    # Played in Auckland (#1986), then started in Los Angeles (still #1985's day): today's game
    # opened and was saved over the Auckland game, so back in Auckland #1986 was empty.
    tomorrow = puzzle_today() + dt.timedelta(days=1)
    later = Board(word_set="today", rows=DONE[:1], day=tomorrow)
    save_board(slot_path(tmp_path, "daily"), later)

    def said_at_the_start(app):
        assert f"your game of Wordle #{puzzle_number(tomorrow)} (1 row) is kept for its day" in message(app)

    await run(tmp_path, args(), (), said_at_the_start)

    def todays_game_not_saved(app):
        assert app.play.board.day == puzzle_today() and words(app.play.board) == ["crony"]
        assert "not saved" in app.play.sub_title  # the header keeps it; the line told it once

    await run(tmp_path, args(), [*"crony", "enter", "enter"], todays_game_not_saved)
    assert saved(tmp_path, "daily") == later


async def test_another_set_after_todays_game_leaves_that_game_for_the_next_start(tmp_path, monkeypatch):
    # F4 after today's game put another list's game in the daily slot: the next start opened
    # today's puzzle empty (a finished one could be played again), or the other list's game. A
    # finished game keeps its set now (F4 is refused there: test_finished_game.py).
    monkeypatch.setattr("wordle_tui.tui.coach.game_over", lambda play: None)  # no review: not what is tested
    today = Board(word_set="today", rows=DONE[:1], day=puzzle_today())
    save_board(slot_path(tmp_path, "daily"), today)

    def another_set_not_saved(app):
        assert app.play.board.word_set == "tiny" and "not saved" in app.play.sub_title

    await run(tmp_path, args(), ["f4", "ctrl+n", *"crony", "enter", "enter"], another_set_not_saved)
    assert saved(tmp_path, "daily") == today

    def resumed(app):
        assert app.play.board.word_set == "today" and words(app.play.board) == words(today)
        assert "not saved" not in app.play.sub_title

    await run(tmp_path, args(), (), resumed)
