"""Today's daily game: the slot's, the record's (finished, as played), or a new one."""

import datetime as dt

from wordle_tui.core.coach.daily_game import (
    daily_slot,
    is_recorded,
    kept_by_record,
    not_recorded,
    recorded_board,
    recorded_game,
    stale,
    todays_board,
)
from wordle_tui.core.coach.pending import enqueue
from wordle_tui.core.coach.record import GameRecord, Record
from wordle_tui.core.game.board import Board, Row
from wordle_tui.core.game.puzzle import Puzzle, puzzle_number, puzzle_today

DAY = dt.date(2026, 11, 26)  # Wordle #1986
WON = GameRecord(DAY, 1986, ("crane", "gleam"), ("bbyby", "ggggg"), True)
LOST = GameRecord(DAY, 1986, ("salet",) * 4, ("byyyb",) * 4, False, hard=True)


def test_a_recorded_game_is_its_finished_board_row_for_row():
    board = recorded_board(WON, strategy="guesses")
    assert board.rows == (Row("crane", (0, 0, 1, 0, 1)), Row("gleam", (2,) * 5))
    assert board.over and board.solved and board.max_rows == 6 and board.day == DAY
    assert (board.word_set, board.strategy, board.answer) == ("today", "guesses", None)
    lost = recorded_board(LOST)  # lost with --rows 4: it used every row it had, and was in hard mode
    assert lost.over and not lost.solved and lost.max_rows == 4 and lost.hard
    assert is_recorded(board, WON) and kept_by_record(board, WON)


def test_only_the_recorded_game_itself_is_the_records():
    board = recorded_board(WON)
    assert not is_recorded(Board(word_set="today", rows=board.rows[:1], day=DAY), WON)  # one row short
    assert not is_recorded(Board(word_set="today", rows=board.rows, day=DAY + dt.timedelta(days=1)), WON)
    assert not is_recorded(Board(word_set="nyt2022", rows=board.rows, day=DAY), WON)
    assert not is_recorded(board, None)
    archive = GameRecord(DAY, 1986, WON.words, WON.colours, True, kind="archive")
    assert is_recorded(board, archive) and not kept_by_record(board, archive)  # its own record, not today's


def test_a_game_of_a_recorded_puzzle_is_told_it_will_not_be_recorded():
    empty = Board(word_set="today", day=DAY)
    assert not_recorded(empty, WON) == (
        "Wordle #1986 is already in your record (CRANE GLEAM, solved in 2): this one will not be recorded."
    )
    assert "(SALET SALET SALET SALET, not solved)" in not_recorded(empty, LOST)
    assert not_recorded(recorded_board(WON), WON) == "" and not_recorded(empty, None) == ""


def test_the_record_and_its_queue_are_asked_by_puzzle():
    assert recorded_game(Puzzle("daily", DAY)) is None  # no record yet
    with Record() as record:
        record.add(WON)
    assert recorded_game(Puzzle("daily", DAY)) == WON
    assert recorded_game(Puzzle("archive", DAY)) is None and recorded_game(Puzzle("practice")) is None
    queued = GameRecord(DAY - dt.timedelta(days=1), 1985, ("hound",), ("ggggg",), True)
    enqueue(queued)  # written at the next game's end or start: it counts already
    assert recorded_game(Puzzle("daily", queued.date)) == queued


def test_the_slot_s_game_of_today_stands_another_day_s_gives_way_to_the_record_s():
    today = puzzle_today()
    mine = Board(word_set="today", rows=(Row("salet", (0,) * 5),), day=today)
    assert todays_board(mine, "today") == (mine, None)
    other_list = Board(word_set="tiny", rows=mine.rows)
    assert todays_board(other_list, "tiny") == (other_list, None)
    later = Board(word_set="today", rows=mine.rows, day=today + dt.timedelta(days=1))
    board, note = todays_board(later, "today")
    assert stale(later) and board is None and note is not None and "is kept for its day" in note
    played = GameRecord(today, puzzle_number(today), WON.words, WON.colours, True)
    with Record() as record:
        record.add(played)
    assert todays_board(later, "today")[0] == recorded_board(played)
    assert todays_board(None, "today") == (recorded_board(played), None)
    assert todays_board(None, "tiny") == (None, None)  # a new game of another list: not today's puzzle


def test_the_daily_slot_knows_whether_the_record_keeps_its_game_as_played():
    board = recorded_board(WON)
    assert not daily_slot(board).recorded  # not in the record yet
    with Record() as record:
        record.add(WON)
    assert daily_slot(board).recorded
    assert not daily_slot(Board(word_set="today", rows=board.rows[:1], day=DAY)).recorded  # not finished
    assert not daily_slot(None).recorded
