"""The suggestions table at 80 columns (issue 20, with issue 19's `guesses` column): every column
shown fits inside the panel, its text whole, with no sideways scroll; `guesses` always, the deep
`total` whenever it says something; the legend names no column that is not there; a resize
lays the table out again, both ways."""

import pytest
from rich.text import Text
from textual.widgets import DataTable, Static

from wordle_tui.core.game.board import Board
from wordle_tui.tui.widgets.panels import SuggestionsPanel
from wordle_tui.tui.widgets.suggestion_columns import MEASURE, fitting, labels, legend

from .conftest import settle
from .test_today_play import small_today

CASES = {  # strategy, word set, hard, the keys that reach the position
    "entropy": ("entropy", "tiny", False, ()),
    "guesses, weighted": ("guesses", "today", False, ()),
    "deep": ("deep", "tiny", False, ("salet", "enter", "enter")),
    "deep, weighted": ("deep", "today", False, ("salet", "enter", "enter")),
    "deep, hard (can lose)": ("deep", "tiny", True, ("salet", "enter", "enter")),
}


async def reach(pilot, keys) -> None:
    await settle(pilot)
    for key in keys:
        await pilot.press(*(key if key != "enter" else [key]))
        await settle(pilot)


def app_for(make_app, case):
    strategy, word_set, hard, _ = CASES[case]
    return make_app(Board(word_set=word_set, strategy=strategy, hard=hard), sources={"today": small_today})


def plain(cell) -> str:
    return cell.plain if isinstance(cell, Text) else str(cell)


def assert_every_column_fits(app) -> list[str]:
    """Every shown column ends inside the table's view and each visible row's cells are drawn
    whole; the keys of the columns shown."""
    table = app.query_one("#suggestion-table", DataTable)
    view = table.scrollable_content_region.width
    assert table.virtual_size.width <= view  # nothing to scroll to sideways
    assert sum(c.get_render_width(table) for c in table.columns.values()) <= view
    lines = ["".join(s.text for s in table.render_line(y)) for y in range(table.region.height)]
    header = lines[0]
    for column in table.columns.values():
        assert str(column.label) in header
    for i, line in enumerate(lines[1 : table.row_count + 1]):
        at = 0
        for cell in table.get_row_at(i):
            at = line.index(plain(cell), at) + len(plain(cell))  # drawn whole, in the column order
    return [str(c.key.value) for c in table.columns.values()]


@pytest.mark.parametrize("case", CASES)
async def test_at_80x24_every_suggestion_column_shown_fits_and_guesses_and_totals_stay(make_app, case):
    app = app_for(make_app, case)
    async with app.run_test(size=(80, 24)) as pilot:
        await reach(pilot, CASES[case][3])
        table = app.query_one("#suggestion-table", DataTable)
        assert table.row_count > 1
        shown = assert_every_column_fits(app)
        assert {"guess", "guesses", "mark"} <= set(shown)
        totals = [plain(c) for c in table.get_column("total")] if "total" in shown else []
        deep = CASES[case][0] == "deep"
        assert ("total" in shown) == deep and all(totals)  # shown with something in each row
        if CASES[case][2]:
            assert "can lose" in totals
        status = app.query_one("#suggestion-status", Static)
        said = str(status.render()).splitlines()
        assert all(len(line) <= status.content_region.width for line in said)  # each on one line
        assert any(line.startswith("guesses:") for line in said)
        assert any(line.startswith("total:") for line in said) == deep
        if deep:  # under a prior the column tells guesses a game over the best, not totals
            assert ("a game" in said[0]) == (CASES[case][1] == "today"), said[0]


async def test_a_resize_lays_the_table_out_again_and_keeps_the_picked_row(make_app):
    app = app_for(make_app, "deep")
    async with app.run_test(size=(120, 40)) as pilot:
        await reach(pilot, CASES["deep"][3])
        await pilot.press("tab", "tab")  # the second suggestion, in the row being typed
        await settle(pilot)
        table = app.query_one("#suggestion-table", DataTable)
        picked = table.cursor_row
        assert table.show_cursor and picked == 1
        assert assert_every_column_fits(app) == list(labels(False))  # all of them at 120
        await pilot.resize_terminal(80, 24)
        await settle(pilot)
        narrow = assert_every_column_fits(app)
        assert len(narrow) < len(labels(False)) and "total" in narrow
        assert table.show_cursor and table.cursor_row == picked
        await pilot.resize_terminal(120, 40)
        await settle(pilot)
        assert assert_every_column_fits(app) == list(labels(False))
        assert table.cursor_row == picked


async def test_a_ranking_is_drawn_whole_in_its_first_frame(make_app):
    """A frame drawn before the table's idle re-measure (a resize in a real terminal) kept each
    cell cut to its label's width for good: "20 op" for "20 optimal"."""
    app = app_for(make_app, "deep")
    async with app.run_test(size=(120, 40)) as pilot:
        await reach(pilot, CASES["deep"][3])
        panel = app.query_one(SuggestionsPanel)
        table = app.query_one("#suggestion-table", DataTable)
        best = app.play.suggestions[0]
        panel.show(app.play.suggestions, "Next guesses", strategy="deep")
        first = "".join(s.text for s in table.render_line(1))  # before any idle
        await settle(pilot)
        assert f"{best.total} optimal" in first
        assert f"{best.total} optimal" in "".join(s.text for s in table.render_line(1))


async def test_why_there_is_no_ranking_is_said_whole_at_80_columns(make_app):
    app = make_app(Board(word_set="today", strategy="deep"), sources={"today": small_today})
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        status = app.query_one("#suggestion-status", Static)
        shown = " ".join(
            "".join(s.text for s in status.render_line(y)).strip() for y in range(status.region.height)
        )
        assert app.play.no_ranking.endswith("or F3") and shown.endswith("or F3"), shown


def test_the_strategy_s_own_figure_is_the_last_optional_column_to_go():
    columns = labels(False)
    row = dict(zip(columns, ["10", "CRANE", "3.456", "5.67", "12.3", "45", "", "1234 optimal"], strict=True))
    widths = {k: max(len(v), len(columns[k])) + 2 for k, v in row.items()}
    every = sum(widths.values())
    assert fitting(columns, [row], every, 1) == list(columns)
    assert fitting(columns, [row], 0, 1) == list(columns)  # not laid out yet: all of them
    less = every - widths["mark"]  # the star column is blank: it goes first
    assert fitting(columns, [row], less, 1) == [k for k in columns if k != "mark"]
    less -= widths["expect"]
    assert "expect" not in fitting(columns, [row], less, 1)
    assert "expect" in fitting(columns, [row], less, 1, strategy="expected")
    assert "bits" not in fitting(columns, [row], less, 1, strategy="expected")
    assert fitting(columns, [row], 1, 1) == ["guess", "guesses", "total"]  # never fewer


def test_the_legend_takes_the_longest_wording_that_fits_one_line():
    assert legend([MEASURE], 200) == MEASURE[0]
    assert legend([MEASURE], len(MEASURE[1])) == MEASURE[1]
    assert legend([MEASURE], 10) == MEASURE[-1]  # nothing fits: the shortest, wrapped
    assert legend([("computing (deep)...",)], 5) == "computing (deep)..."
