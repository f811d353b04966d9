"""The coach in the app: the review screen, the statistics screen, the share text."""

import datetime as dt

from textual.widgets import DataTable, Static

from wordle_tui.core.coach.record import GameRecord, Record
from wordle_tui.core.game.board import Board, Row
from wordle_tui.core.game.feedback import decode, score
from wordle_tui.tui.coach import copy_share, open_review, open_stats
from wordle_tui.tui.screens.review import CoachHelp, ReviewScreen, game_ended
from wordle_tui.tui.screens.stats import StatsScreen

from .conftest import settle, settle_screen

GAME = ("salet", "crony", "bound")


def played(answer="bound", words=GAME) -> Board:
    rows = tuple(Row(w, tuple(decode(score(w, answer), 5))) for w in words)
    return Board(word_set="tiny", rows=rows)


def text_of(screen, selector) -> str:
    return str(screen.query_one(selector, Static).render())


async def test_the_review_screen_shows_every_step_and_the_split_of_the_selected_one(make_app):
    app = make_app(played())
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        open_review(app)
        await settle_screen(pilot)
        screen = app.screen
        assert isinstance(screen, ReviewScreen)
        table = screen.query_one(DataTable)
        assert table.row_count == 3
        assert [str(table.get_row_at(i)[1]) for i in range(3)] == ["SALET", "CRONY", "BOUND"]
        assert "moves were optimal" in text_of(screen, "#review-verdict")
        await pilot.press("down")
        assert "CRONY" in str(screen.query_one("#review-mine").border_title)
        assert "feedback groups over" in text_of(screen, "#review-mine")
        await pilot.press("f1")  # what the numbers mean
        assert isinstance(app.screen, CoachHelp)
        await pilot.press("escape", "escape")
        assert not isinstance(app.screen, (ReviewScreen, CoachHelp))


async def test_a_finished_daily_game_is_reviewed_and_kept_in_the_record(make_app):
    app = make_app(played())
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        game_ended(app, app.play.patterns, app.play.state.moves, app.play.state.hard, daily=True)
        await settle_screen(pilot)
        assert "kept in your record" in text_of(app.screen, "#review-verdict")
    with Record() as record:
        (game,) = record.games()
    assert game.date == dt.date.today() and game.words == GAME and game.solved
    assert game.skill is not None and game.luck is not None and game.solver_guesses is not None


async def test_finishing_the_daily_game_by_keys_opens_its_review_and_keeps_it(make_app):
    app = make_app(played(words=GAME[:2]))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert not isinstance(app.screen, ReviewScreen)  # a game in progress is not reviewed
        await pilot.press(*"bound", "enter", *"ggggg", "enter")
        await settle_screen(pilot)
        assert isinstance(app.screen, ReviewScreen)
        assert "kept in your record" in text_of(app.screen, "#review-verdict")
    with Record() as record:
        assert [g.words for g in record.games()] == [GAME]


async def test_a_restored_finished_game_does_not_reopen_its_review(make_app):
    app = make_app(played())
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await settle_screen(pilot)
        assert not isinstance(app.screen, ReviewScreen)


async def test_a_practice_game_is_reviewed_but_not_recorded(make_app):
    app = make_app(played())
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        game_ended(app, app.play.patterns, app.play.state.moves, False, daily=False)
        await settle_screen(pilot)
        assert "kept in your record" not in text_of(app.screen, "#review-verdict")
    with Record() as record:
        assert record.games() == []


async def test_the_statistics_screen_reads_the_record(make_app):
    today = dt.date.today()
    with Record() as record:
        record.add(
            [
                GameRecord(today - dt.timedelta(days=d), 1, ("bound",), ("ggggg",), True, skill=99.0)
                for d in range(4)
            ]
        )
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        open_stats(app)
        await settle_screen(pilot)
        assert isinstance(app.screen, StatsScreen)
        assert "played 4, won 4 (100%), current streak 4" in text_of(app.screen, "#stats-text")


async def test_the_share_text_of_the_game_is_copied(make_app):
    app = make_app(played())
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        copy_share(app)
        assert app.clipboard.startswith("Wordle ") and " 3/6\n\n" in app.clipboard
        assert app.clipboard.endswith("\U0001f7e9" * 5)


async def test_ctrl_x_cancels_the_review_and_a_daily_game_is_still_kept(make_app, monkeypatch):
    from wordle_tui.core.solve.stats import Cancelled
    from wordle_tui.tui.screens import review as review_screen

    def slow_review(patterns, moves, *, cancel, **kwargs):  # stands for a search that takes long
        cancel.wait(30)
        raise Cancelled

    monkeypatch.setattr(review_screen, "review_game", slow_review)
    app = make_app(played())
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        game_ended(app, app.play.patterns, app.play.state.moves, False, daily=True)
        await pilot.pause(0.2)
        assert any(w.is_running for w in app.screen.workers)
        await pilot.press("ctrl+x")
        await settle_screen(pilot)
        assert not any(w.is_running for w in app.screen.workers)
        assert text_of(app.screen, "#review-verdict").startswith("review cancelled")
    with Record() as record:
        (game,) = record.games()
    assert game.words == GAME and game.skill is None
