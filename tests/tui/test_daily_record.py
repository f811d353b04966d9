"""A travelling player: the daily puzzle is played once, wherever the save slot has been.

Honolulu (UTC-10) and Kiritimati (UTC+14) are always a day apart: a game played in Kiritimati
is kept in the save slot for its day while Honolulu still plays the day before, unless it is
finished and in the record, which gives it back on its day. The
day before's game, already in the record, opens finished as it was played, never empty and
playable again; a game of a puzzle the record already holds says so from its start."""

import datetime as dt

from wordle_tui.core.coach.record import GameRecord, Record
from wordle_tui.core.game.board import Board, Row
from wordle_tui.core.game.feedback import decode, format_pattern, score
from wordle_tui.core.game.puzzle import puzzle_number, puzzle_today
from wordle_tui.core.storage.save import save_board, slot_path
from wordle_tui.tui.startup import initial_board

from .test_kept_games import SOURCES, args, message, run, saved, words

BEHIND, AHEAD = "Pacific/Honolulu", "Pacific/Kiritimati"


def rows(words_played, answer) -> tuple[Row, ...]:
    return tuple(Row(w, tuple(decode(score(w, answer), 5))) for w in words_played)


def recorded(day: dt.date, words_played=("crane", "hound"), answer="hound", kind="daily") -> GameRecord:
    colours = tuple(format_pattern(score(w, answer), 5) for w in words_played)
    return GameRecord(
        day, puzzle_number(day), tuple(words_played), colours, words_played[-1] == answer, kind=kind
    )


def travelled(machine_zone, tmp_path) -> tuple[dt.date, Board]:
    """Today's game (Honolulu's day) finished and recorded; then the next day's finished in
    Kiritimati, which the slot holds. Returns Honolulu's day and the slot's board."""
    machine_zone(BEHIND)
    today = puzzle_today()
    later = Board(
        word_set="today", rows=rows(("salet", "crony", "bound"), "bound"), day=today + dt.timedelta(days=1)
    )
    with Record() as record:
        record.add([recorded(today), recorded(later.day, ("salet", "crony", "bound"), "bound")])
    save_board(slot_path(tmp_path, "daily"), later)
    return today, later


def test_todays_game_in_the_record_opens_finished_beside_a_later_puzzles_game(tmp_path, machine_zone):
    # The play-test: back from Auckland, #1986 (won in 2, in the record) opened empty, playable again.
    today, later = travelled(machine_zone, tmp_path)
    board, notices = initial_board(args(), SOURCES, tmp_path)
    assert board.over and board.solved and words(board) == ["crane", "hound"] and board.day == today
    assert board.rows == rows(("crane", "hound"), "hound")
    assert any(
        f"#{puzzle_number(later.day)} of {later.day} (finished) is kept for its day" in n for n in notices
    )


async def test_a_travelling_player_sees_todays_finished_game_and_the_later_one_on_its_day(
    tmp_path, machine_zone
):
    today, later = travelled(machine_zone, tmp_path)

    def todays_game_as_recorded(app):
        play = app.play
        assert words(play.board) == ["crane", "hound"] and play.board.over
        assert play.title.startswith(f"Wordle #{puzzle_number(today)} \u00b7 {today}")
        assert "not saved" not in play.sub_title and "Not saved" not in message(app)
        assert message(app).startswith("Back to your daily game")

    # ctrl+n: the puzzle is done; F3: a setting; F5 twice: practice and back to today's game
    await run(tmp_path, args(), ["ctrl+n", "f3", "f5", "f5"], todays_game_as_recorded)
    # the record keeps the later puzzle's finished game: the slot may hold today's, and the
    # record gives the later one back on its day (below)
    assert words(saved(tmp_path, "daily")) == ["crane", "hound"]

    machine_zone(AHEAD)

    def the_later_game_on_its_day(app):
        assert words(app.play.board) == ["salet", "crony", "bound"] and app.play.board.day == later.day

    await run(tmp_path, args(), (), the_later_game_on_its_day)


async def test_a_game_of_a_puzzle_already_in_the_record_says_so_from_its_start(tmp_path):
    # It was said only at the end: "... is already in your record ...: this one is not recorded".
    day = dt.date(2025, 3, 1)
    with Record() as record:
        record.add(recorded(day, kind="archive"))

    def said_at_the_start(app):
        assert app.play.board.rows == ()
        assert message(app).startswith(  # before the archive day's "not saved", which the header says too
            f"Wordle #{puzzle_number(day)} of {day} (archive) is already in your record "
            "(CRANE HOUND, solved in 2): this one will not be recorded."
        )
        # not "its end goes into your record", which the note before it denies (a play-tester's)
        assert message(app).endswith(
            "The game of 2025-03-01 is not saved: the record keeps your first game of that day."
        )

    await run(tmp_path, args(date=day), (), said_at_the_start)


async def test_a_game_of_today_under_way_beside_todays_recorded_game_says_so_from_its_start(tmp_path):
    # The record can hold today's game while the slot holds another board of it (played with
    # --date of today): that board plays on, but is told at once that it will not be recorded.
    today = puzzle_today()
    with Record() as record:
        record.add(recorded(today))
    save_board(
        slot_path(tmp_path, "daily"), Board(word_set="today", rows=rows(("salet",), "bound"), day=today)
    )

    def said_at_the_start(app):
        assert words(app.play.board) == ["salet"]
        assert (
            f"Wordle #{puzzle_number(today)} is already in your record (CRANE HOUND, solved in 2)"
            in message(app)
        )

    await run(tmp_path, args(), (), said_at_the_start)


async def test_f5_from_practice_opens_todays_game_as_recorded_not_the_later_one(tmp_path, machine_zone):
    # From a practice start, F5 opened the slot's game of the later puzzle as today's daily game.
    today, _ = travelled(machine_zone, tmp_path)

    def todays_game(app):
        assert words(app.play.board) == ["crane", "hound"] and app.play.board.day == today
        assert "not saved" not in app.play.sub_title

    await run(tmp_path, args(practice=True), ["f5"], todays_game)


async def test_a_later_puzzles_finished_game_in_the_record_gives_way_to_todays(tmp_path, machine_zone):
    # Session 26's play-test: back from Kiritimati, today's game was "Not saved: your game of
    # Wordle #1990 (finished) is kept for its day", and quitting lost its rows; the record keeps
    # the later game, and gives it back on its day.
    machine_zone(BEHIND)
    today = puzzle_today()
    later = Board(
        word_set="today", rows=rows(("salet", "crony", "bound"), "bound"), day=today + dt.timedelta(days=1)
    )
    with Record() as record:
        record.add(recorded(later.day, ("salet", "crony", "bound"), "bound"))
    save_board(slot_path(tmp_path, "daily"), later)

    def todays_game_saved(app):
        assert words(app.play.board) == ["crony"] and app.play.board.day == today
        assert "not saved" not in app.play.sub_title and "Not saved" not in message(app)

    await run(tmp_path, args(), [*"crony", "enter", "enter"], todays_game_saved)
    assert saved(tmp_path, "daily").day == today and words(saved(tmp_path, "daily")) == ["crony"]

    machine_zone(AHEAD)

    def the_later_game_on_its_day(app):
        assert words(app.play.board) == ["salet", "crony", "bound"] and app.play.board.over

    await run(tmp_path, args(), (), the_later_game_on_its_day)
