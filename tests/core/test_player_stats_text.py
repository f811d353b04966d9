"""The statistics' text: the line that sets the player beside the solver reads right for any count."""

import datetime as dt

import pytest

from wordle_tui.core.coach.player_stats import player_stats, summary_lines
from wordle_tui.core.coach.record import GameRecord
from wordle_tui.core.game.puzzle import puzzle_number

DAY = dt.date(2025, 3, 1)


def game(day: int, guesses: int, solver_guesses: int | None) -> GameRecord:
    words = tuple(["salet"] * (guesses - 1) + ["abide"])
    colours = tuple(["bbbbb"] * (guesses - 1) + ["ggggg"])
    when = DAY + dt.timedelta(days=day)
    return GameRecord(when, puzzle_number(when), words, colours, True, solver_guesses=solver_guesses)


def beside_solver(games: list[GameRecord]) -> str:
    (line,) = [x for x in summary_lines(player_stats(games, today=DAY + dt.timedelta(3))) if "solver" in x]
    return line.strip()


@pytest.mark.parametrize(
    ("solver_played", "expected"),
    [
        (1, "on the 1 game the solver played too: you 4.00, the solver 3.00"),
        (3, "on the 3 games the solver played too: you 4.00, the solver 3.00"),
        (0, "the solver played none of them: nothing to compare yet"),
    ],
)
def test_the_line_beside_the_solver_is_worded_for_its_count(solver_played, expected):
    games = [game(day, 4, 3 if day < solver_played else None) for day in range(3)]
    assert beside_solver(games) == expected


def test_a_later_puzzles_game_is_recent_as_it_is_in_the_streak():
    """Los Angeles after games of Auckland's dates: "current streak 2" beside "last 14 days (0 games)"."""
    stats = player_stats([game(0, 4, 3), game(1, 3, 3)], today=DAY - dt.timedelta(1))
    assert stats.current_streak == 2 and stats.recent.games == 2
