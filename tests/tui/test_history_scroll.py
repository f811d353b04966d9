"""At 80x24 the History panel has room for three rows: the newest one stays in sight (a
play-tester saw rows 1-3 only, after six guesses)."""

from textual.widgets import DataTable

from wordle_tui.core.game.board import Board

from .conftest import settle


async def test_the_newest_guess_stays_in_sight_in_a_short_history(make_app):
    app = make_app(Board(word_set="tiny", answer="wound"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        for guess in ("salet", "crony", "humid", "whump", "zonal"):
            await pilot.press(*guess, "enter")
            await settle(pilot)
        table = app.query_one("#history-table", DataTable)
        assert table.row_count == 5
        assert table.max_scroll_y > 0  # too short for every row: the test means something
        assert table.scroll_y == table.max_scroll_y
