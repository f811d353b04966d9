"""A game left in the record's queue (the last run was killed before it wrote it, or the record
could not be written then) goes into the record when the app starts, not when the next game
ends; a read-only instance leaves the queue to the one that has the game open."""

import datetime as dt

from wordle_tui.core.coach.pending import enqueue, waiting
from wordle_tui.core.coach.record import GameRecord, read_games
from wordle_tui.core.game.puzzle import puzzle_number

from .conftest import settle

DAY = dt.date(2025, 3, 1)
LEFT = GameRecord(DAY, puzzle_number(DAY), ("salet", "abide"), ("bbbbb", "ggggg"), True)


async def test_a_game_left_queued_is_in_the_record_once_the_app_has_started(make_app):
    enqueue(LEFT)
    app = make_app()  # a new game: nothing ends in this run
    async with app.run_test() as pilot:
        await settle(pilot)
        await app.play.workers.wait_for_complete()
    assert [g.words for g in read_games().games] == [LEFT.words]
    assert waiting() == []


async def test_a_read_only_instance_leaves_the_queue_alone(make_app):
    enqueue(LEFT)
    app = make_app(read_only=True)
    async with app.run_test() as pilot:
        await settle(pilot)
        await app.play.workers.wait_for_complete()
    assert read_games().games == []
    assert waiting() == [LEFT]
