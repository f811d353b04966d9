"""Which recorded games a start scores: dated ones without scores, the latest first, a few at a
time, and not today's daily game (its save reopens it finished, and that start scores it)."""

import datetime as dt

from wordle_tui.core.coach.record import GameRecord
from wordle_tui.core.coach.unscored import MOST, unscored

TODAY = dt.date(2026, 12, 5)


def game(day: int, kind: str = "archive", skill: float | None = None) -> GameRecord:
    date = TODAY - dt.timedelta(days=day)
    return GameRecord(date, 1000 + day, ("crane",), ("ggggg",), True, kind=kind, skill=skill)


def test_dated_games_without_scores_the_latest_first_a_few_a_start():
    games = [game(9), game(2), game(5, "daily"), game(1, skill=80.0), game(7), game(3)]
    latest = [TODAY - dt.timedelta(days=d) for d in (2, 3, 5)][:MOST]
    assert [g.date for g in unscored(games, TODAY)] == latest


def test_todays_daily_game_and_practice_games_are_left_to_others():
    practice = GameRecord(None, None, ("crane",), ("ggggg",), True, kind="practice", game_id="x")
    assert unscored([game(0, "daily"), practice], TODAY) == []
    assert unscored([game(0, "archive")], TODAY) == [game(0, "archive")]
