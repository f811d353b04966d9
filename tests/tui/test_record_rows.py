"""A daily game of 8 rows (--rows 8) played to its end in the app is recorded as one of 8: the
statistics listed it as "7/6" or "X/6" and drew a 7th bar in the six-row distribution."""

import pytest
from textual.widgets import Static

from wordle_tui.cli import main
from wordle_tui.core.game.board import Board
from wordle_tui.tui.coach import open_stats
from wordle_tui.tui.screens.stats import StatsScreen

from .conftest import settle, settle_screen
from .test_record_once import SIZE, board, stats_json, today_app, verdict


@pytest.mark.parametrize(
    ("last", "colours", "result"), [("bound", "ggggg", "7/8"), ("salet", "bbbbb", "X/8")]
)
async def test_a_game_of_8_rows_is_recorded_and_counted_out_of_8(make_app, capsys, last, colours, result):
    misses = board(["salet"] * 6)  # six rows that miss BOUND; the 7th and 8th are left
    app = today_app(make_app, Board(word_set="today", rows=misses.rows, strategy="entropy", max_rows=8))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        if result == "X/8":
            await pilot.press(*"salet", "enter", *"bbbbb", "enter")
            await settle(pilot)
        await pilot.press(*last, "enter", *colours, "enter")
        await settle_screen(pilot)
        assert app.play.board.over
        assert "apart from the 6-row daily statistics: it had 8 rows" in verdict(app)
        await pilot.press("escape")
        open_stats(app)
        await settle_screen(pilot)
        assert isinstance(app.screen, StatsScreen)
        foot = str(app.screen.query_one("#stats-apart", Static).render())
        assert f"other rows 1 (won {int(result != 'X/8')})" in foot and f" {result} " in foot
        assert "no daily games of 6 rows recorded yet" in str(
            app.screen.query_one("#stats-text", Static).render()
        )
    assert main(["stats", "--archive"]) == 0
    (line,) = capsys.readouterr().out.splitlines()
    assert line.startswith("daily #") and f" {result} " in line
    data = stats_json(capsys)
    assert (data["played"], data["other_rows"]) == (0, {"played": 1, "won": int(result != "X/8")})
    assert list(data["distribution"]) == ["1", "2", "3", "4", "5", "6"]


def test_the_statistics_screen_lists_a_game_kept_apart_as_the_command_line_does(capsys):
    """A play-tester's: `stats --archive` showed "archive #1443 2025-06-01 2/6*", the screen
    "archive #1443  2/6": no date, and no star for hard mode."""
    import datetime as dt

    from wordle_tui.core.coach.game_record import GameRecord
    from wordle_tui.core.coach.player_stats import player_stats
    from wordle_tui.core.coach.record import Record

    game = GameRecord(
        dt.date(2025, 6, 1), 1443, ("raise", "rough"), ("gbbbb", "ggggg"), True, hard=True, kind="archive"
    )
    with Record() as record:
        record.add([game])
    assert main(["stats", "--archive"]) == 0
    (line,) = capsys.readouterr().out.splitlines()
    shown = StatsScreen._apart_text(player_stats([game]), [game]).splitlines()[1]
    assert line == "archive #1443 2025-06-01 2/6*  RAISE ROUGH"
    assert shown.strip() == line.strip()
