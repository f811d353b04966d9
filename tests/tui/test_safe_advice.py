"""Issue 19: the app's panel never puts first a guess that can lose, and marks those that can."""

import datetime as dt

from textual.widgets import DataTable

from wordle_tui.core.game.board import Board
from wordle_tui.core.game.words import named_set
from wordle_tui.core.nyt.history import shipped_history

from .conftest import settle


def leap_day(make_app):
    """Issue 19's game: 2024-02-29 in hard mode, the guesses strategy."""
    return make_app(
        Board(word_set="today", strategy="guesses", hard=True),
        sources={"today": lambda: named_set("today")},
        day=dt.date(2024, 2, 29),
        history=shipped_history(),
    )


async def test_hard_mode_panel_marks_stave_and_leads_with_a_safe_guess(make_app):
    app = leap_day(make_app)
    async with app.run_test(size=(140, 40)) as pilot:
        await settle(pilot)
        await pilot.press(*"crane", "enter", *"bbgbg", "enter")  # as the game showed
        await settle(pilot)
        suggestions = app.play.suggestions
        assert app.play.state.count == 98
        assert suggestions and not suggestions[0].can_lose
        assert all(s.can_lose for s in suggestions if s.guess == "stave")
        table = app.query_one("#suggestion-table", DataTable)
        rows = [[str(c) for c in table.get_row_at(i)] for i in range(table.row_count)]
        assert "can lose" not in rows[0][-1]
        assert all("can lose" in row[-1] for row in rows if row[1] == "STAVE")
        assert rows[0][2].count(".") == 1 and len(rows[0][2].split(".")[1]) == 3  # the guesses column


async def test_the_ranking_shows_before_the_checks_and_tab_waits_for_them(make_app, monkeypatch):
    """The strategy's list is on screen at once, saying the checks run; the checked list follows,
    and Tab pressed meanwhile plays its first guess, never the unchecked STAVE."""
    from wordle_tui.tui.service import CHECKING
    from wordle_tui.tui.widgets.panels import SuggestionsPanel

    shown = []
    show = SuggestionsPanel.show

    def recorded(panel, suggestions, *args, **kwargs):
        status = args[1] if len(args) > 1 else kwargs.get("status", "")
        shown.append(([s.guess for s in suggestions], status))
        show(panel, suggestions, *args, **kwargs)

    monkeypatch.setattr(SuggestionsPanel, "show", recorded)
    app = leap_day(make_app)
    async with app.run_test(size=(140, 40)) as pilot:
        await settle(pilot)
        shown.clear()
        await pilot.press(*"crane", "enter", *"bbgbg", "enter", "tab")
        await settle(pilot)
        first, checking = shown[0]
        assert checking == CHECKING and first[0] == "stave"  # the strategy's own #1, not yet checked
        final, status = shown[-1]
        assert status != CHECKING and final[0] != "stave"
        assert app.play.board.draft == final[0]  # Tab waited for the checked list


async def test_the_panel_says_once_why_every_guess_shown_can_lose(make_app):
    """A play-tester's: `suggest` says why every row can lose (and what their figures are), the
    app marked them all without a word. On the last row, as the command line says it."""
    from wordle_tui.core.game.board import Row
    from wordle_tui.core.game.feedback import decode, parse

    rows = tuple(
        Row(w, tuple(decode(parse("bgggg", 5), 5))) for w in ("eight", "fight", "light", "might", "night")
    )
    app = make_app(Board(word_set="original", rows=rows), sources={"original": lambda: named_set("original")})
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert app.play.suggestions and all(s.can_lose for s in app.play.suggestions)
        status = str(app.query_one("#suggestion-status").render())
        assert "the last row: only the answer wins; the likeliest first" in status
