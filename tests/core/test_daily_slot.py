"""Which game may be saved over the daily slot's: a game of today's puzzle, or a later one's, is kept."""

import datetime as dt
from dataclasses import replace

from wordle_tui.core.game.board import Board, Row
from wordle_tui.core.storage.daily_slot import DailySlot

TODAY = dt.date(2026, 11, 25)
ROW = (Row("salet", (0,) * 5),)
WON = (*ROW, Row("hound", (2,) * 5))


def daily(day: dt.date | None, rows=ROW, **kw) -> Board:
    return Board(word_set="today", rows=rows, day=day, **kw)


def test_a_game_of_todays_puzzle_finished_or_not_is_replaced_only_by_a_game_of_that_puzzle():
    for rows in (ROW, WON):
        slot = DailySlot(daily(TODAY, rows))
        assert slot.kept_from(daily(TODAY, ()), TODAY) is None  # ctrl+n: the same puzzle
        why = slot.kept_from(Board(word_set="nyt2022", rows=rows, day=TODAY), TODAY)  # F4
        done, reopens = ("finished", "opens it") if rows == WON else ("1 row", "resumes it")
        assert why == (
            f"Not saved: your game of today's Wordle #1985 ({done}) is kept; wordle-tui without --set {reopens}."
        )


def test_a_later_puzzles_game_is_kept_for_its_day_and_a_past_ones_gives_way():
    later = DailySlot(daily(TODAY + dt.timedelta(days=1)))
    assert "Wordle #1986 (1 row) is kept for its day, 2026-11-26" in later.kept_from(daily(TODAY, ()), TODAY)
    assert later.kept_from(daily(TODAY + dt.timedelta(days=1), ()), TODAY) is None
    finished = daily(TODAY + dt.timedelta(days=1), WON)
    assert "is kept for its day" in DailySlot(finished).kept_from(daily(TODAY, ()), TODAY)
    assert DailySlot(finished, recorded=True).kept_from(daily(TODAY, ()), TODAY) is None  # the record has it
    assert DailySlot(finished, recorded=True).kept_from(Board(word_set="tiny", rows=ROW), TODAY) is None
    past = DailySlot(daily(TODAY - dt.timedelta(days=1), WON))
    assert past.kept_from(daily(TODAY, ()), TODAY) is None


def test_nothing_to_keep_empty_undated_other_lists_and_practice():
    assert DailySlot(None).kept_from(Board(word_set="tiny"), TODAY) is None
    for saved in (
        daily(TODAY, ()),
        daily(None),
        Board(word_set="tiny", rows=WON),
        daily(TODAY, answer="hound"),
    ):
        assert DailySlot(saved).kept_from(Board(word_set="tiny"), TODAY) is None


def test_another_lists_game_joins_todays_puzzle_only_where_the_slot_keeps_no_game_of_it():
    other = Board(word_set="nyt2022", rows=ROW)
    assert DailySlot(None).joining(other, TODAY) == (TODAY, None)
    assert DailySlot(daily(TODAY, ())).joining(other, TODAY) == (TODAY, None)  # an empty board of it
    assert DailySlot(daily(TODAY - dt.timedelta(days=1), ROW)).joining(other, TODAY) == (TODAY, None)
    for rows, done, reopens in ((ROW, "1 row", "resumes it"), (WON, "finished", "opens it")):
        day, why = DailySlot(daily(TODAY, rows)).joining(other, TODAY)
        assert day is None and why == (
            f"your game of Wordle #1985 ({done}) is in the daily slot, and wordle-tui without --set {reopens}"
        )
    own = replace(other, day=TODAY)  # today's game moved to another list: still today's
    assert DailySlot(daily(TODAY, ROW)).joining(own, TODAY) == (TODAY, None)
    practice = replace(other, answer="bound")
    assert DailySlot(daily(TODAY, ROW)).joining(practice, TODAY) == (None, None)  # practice: no puzzle day
