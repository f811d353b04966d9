"""The deep strategy in the suggestions panel: the best marked optimal, every other guess with
its exact total and how many guesses more it costs (or marked when not proven in time), the best
shown before the others' totals, and the empty board served from solved openers at once."""

import multiprocessing

import pytest
from textual.widgets import DataTable, Static

from wordle_tui.core.deep import INF, DeepSearch, rank_openers
from wordle_tui.core.game.board import Board
from wordle_tui.core.game.patterns import Patterns
from wordle_tui.core.solve.solver import Solver
from wordle_tui.core.solve.strategies import Suggestion
from wordle_tui.tui import service as service_module
from wordle_tui.tui.widgets.panels import SuggestionsPanel
from wordle_tui.tui.widgets.suggestion_columns import total_text

from .conftest import settle, tiny


def totals_column(app) -> list[str]:
    table = app.query_one("#suggestion-table", DataTable)
    return [str(table.get_row_at(i)[-1]) for i in range(table.row_count)]


@pytest.mark.parametrize("hard", [False, True])
async def test_after_a_first_guess_each_alternative_says_how_much_worse_it_is(make_app, hard):
    app = make_app(Board(word_set="tiny", strategy="deep", hard=hard))
    shown = []
    async with app.run_test(size=(140, 40)) as pilot:
        await settle(pilot)
        panel = app.query_one(SuggestionsPanel)
        original = panel.show
        panel.show = lambda suggestions, title, status="", **kw: (
            shown.append((len(suggestions), status)),
            original(suggestions, title, status, **kw),
        )
        await pilot.press(*"salet", "enter", "enter")  # all grey
        await settle(pilot)
        best, *others = app.play.suggestions
        column = totals_column(app)
        assert others and column[0] == f"{best.total} optimal"
        for s, text in zip(others, column[1:], strict=False):
            if s.can_lose:  # hard mode: some answer needs a 7th guess after it, proven or not in time
                assert text == "can lose"
            elif not s.proven:  # not in time (a busy machine): marked, whatever its total
                assert text == "not proven"
            else:
                assert text == f"{s.total} +{s.total - best.total}"
        assert "+N" in str(app.query_one("#suggestion-status", Static).render())
    assert shown[0] == (1, service_module.ALTERNATIVES_PENDING)  # the best alone first
    assert shown[-1][0] == len(others) + 1


async def test_the_empty_board_shows_the_solved_openers_and_only_warms_the_search(
    make_app, tmp_path, monkeypatch
):
    patterns = Patterns.load(tiny(), tmp_path / "cache")
    Solver("deep").remember_openers(patterns, False, rank_openers(DeepSearch(patterns), 4))
    calls = []

    class Child:
        def warm(self, patterns, hard):
            calls.append(("warm", hard))

        def suggest(self, *args, **kwargs):
            calls.append(("suggest",))
            raise AssertionError("the empty board needs no search")

    monkeypatch.setattr(service_module, "deep_process", Child)
    app = make_app(Board(word_set="tiny", strategy="deep"))
    async with app.run_test(size=(140, 40)) as pilot:
        await settle(pilot)
        best, *others = app.play.suggestions
        assert others and totals_column(app) == [f"{best.total} best solved"] + [
            f"{s.total} +{s.total - best.total}" for s in others
        ]
        assert "not proven over every word" in str(app.query_one("#suggestion-status", Static).render())
    assert calls == [("warm", False)]


def suggestion(total, proven):
    return Suggestion("crane", 5.0, 10.0, 20, 100, True, total=total, proven=proven)


def test_totals_are_labelled_by_what_they_prove():
    assert str(total_text(suggestion(113, True), 113, False, first=True)) == "113 optimal"
    assert str(total_text(suggestion(116, True), 113, False, first=False)) == "116 +3"
    assert str(total_text(suggestion(None, False), 113, False, first=False)) == "not proven"
    assert str(total_text(suggestion(None, False), None, False, first=False)) == ""  # not a deep ranking
    assert str(total_text(suggestion(7883, False), 7883, True, first=True)) == "7883 best solved"
    assert str(total_text(suggestion(7894, False), 7883, True, first=False)) == "7894 +11"
    assert (
        str(total_text(suggestion(130.5, True), 128.25, False, first=False)) == "130.5 +2.25"
    )  # a weighted total
    assert (
        str(total_text(suggestion(INF, True), 318, False, first=False)) == "can lose"
    )  # hard: a 7th guess needed


async def test_the_deep_search_s_child_process_ends_with_the_app(make_app):
    """Quitting leaves no process behind, even where the Python process lives on (a run of
    tests: the next test counting its own workers found this one's child)."""
    app = make_app(Board(word_set="tiny", strategy="deep"))
    async with app.run_test(size=(140, 40)) as pilot:
        await settle(pilot)
        await pilot.press(*"salet", "enter", "enter")  # all grey: searched in the child
        await settle(pilot)
        assert app.play.suggestions and deep_children()
    assert deep_children() == []


def deep_children() -> list:
    return [p for p in multiprocessing.active_children() if p.name == "wordle-tui deep search"]
