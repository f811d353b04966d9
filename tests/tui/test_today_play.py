"""Today's game in the app: the dated prior loaded without a matrix, the day shown, chances in
the panels, the answer history update, practice by the prior, the deep search after the first guess.

A small stand-in for the ``today`` set (every allowed word a possible answer, as in the real
one) keeps the tests fast; the history update is replaced by a fake: no network."""

import argparse
import datetime as dt
import threading

from textual.widgets import DataTable, Static

from wordle_tui.core.game.board import Board
from wordle_tui.core.game.words import WordSet
from wordle_tui.core.nyt import fetch as history_update
from wordle_tui.core.nyt.fetch import UpdateResult
from wordle_tui.core.nyt.today import DatedPatterns
from wordle_tui.core.storage.settings import Settings
from wordle_tui.tui.app import initial_board
from wordle_tui.tui.screens.play_commands import play_commands

from .conftest import ANSWERS, GUESSES, notices, settle, wait_until

SIZE = (120, 40)


def small_today() -> WordSet:
    words = ANSWERS + GUESSES
    return WordSet.build("today", words, words)


def today_app(make_app, **board):
    return make_app(Board(word_set="today", strategy="guesses", **board), sources={"today": small_today})


def text(app, selector: str) -> str:
    return str(app.query_one(selector, Static).render())


async def test_today_is_a_dated_game_with_the_day_and_chances_shown(make_app):
    app = today_app(make_app)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        play = app.play
        assert isinstance(play.patterns, DatedPatterns)  # no pattern matrix built or stored
        assert not list(app.play.service.cache_dir.glob("patterns-*"))  # the matrix's cache file
        assert play.title.startswith(f"Wordle #{play.patterns.puzzle} \u00b7 ")  # the Header's title
        assert play.sub_title.startswith("guesses \u00b7 normal \u00b7 answer history to ")
        table = app.query_one("#suggestion-table", DataTable)
        assert [str(c.label) for c in table.columns.values()][6] == "chance"
        chances = [str(table.get_row_at(i)[6]) for i in range(table.row_count)]
        assert (
            chances
            and all(c == "" or c.endswith("%") for c in chances)
            and any(c.endswith("%") for c in chances)
        )
        # The candidates: the prior's entropy, most likely first, each with its chance.
        state = play.state
        assert f"{state.bits_unknown:.2f} bits unknown" in text(app, "#candidate-summary")
        first, p = state.candidate_probabilities()[0]
        assert app.query_one("#candidate-words").text.startswith(f"{first.upper()} {p:.1%}")
        assert app.query_one("#candidates").border_subtitle.startswith("by chance")


async def test_another_set_keeps_the_star_and_the_plain_count(make_app):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        table = app.query_one("#suggestion-table", DataTable)
        assert [str(c.label) for c in table.columns.values()][6] == "\u2605"
        assert text(app, "#candidate-summary").startswith("20 candidates \u00b7 4.32 bits")
        assert app.play.title is None and app.play.sub_title.startswith("tiny \u00b7 ")


async def test_the_chance_column_is_the_sets_with_no_ranking_and_after_the_game_too(make_app):
    """The today set's column is `chance` whatever the panel shows: no ranking (deep before the
    first guess), a finished game; it turned into the star there."""
    app = make_app(Board(word_set="today", strategy="deep", answer="hound"), sources={"today": small_today})
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)

        def labels() -> list[str]:
            return [str(c.label) for c in app.query_one("#suggestion-table", DataTable).columns.values()]

        assert "starts after the first guess" in text(app, "#suggestion-status")
        assert "chance" in labels() and "\u2605" not in labels()
        await pilot.press(*"hound", "enter")  # practice: the app colours it, and the game is won
        await settle(pilot)
        assert app.play.board.solved
        assert "chance" in labels() and "\u2605" not in labels()


def test_a_new_game_defaults_to_today_and_guesses_a_saved_one_keeps_its_own(tmp_path):
    assert (Settings().word_set, Settings().strategy) == ("today", "guesses")
    args = argparse.Namespace(
        set=None, answer=None, practice=False, rows=None, hard=False, strategy=None, any_word=False
    )
    sources = {"today": small_today, "tiny": small_today}
    board, _ = initial_board(args, sources, tmp_path)
    assert (board.word_set, board.strategy) == ("today", "guesses")
    from wordle_tui.core.storage.save import save_board, slot_path

    save_board(slot_path(tmp_path, "daily"), Board(word_set="tiny", strategy="entropy"))
    board, _ = initial_board(args, sources, tmp_path)
    assert (board.word_set, board.strategy) == ("tiny", "entropy")


async def test_practice_draws_the_answer_by_the_prior(make_app, monkeypatch):
    import random

    drawn = []

    def choices(population, weights=None, k=1):
        drawn.append(weights)
        return [population[0]]

    app = today_app(make_app)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        monkeypatch.setattr(random, "choices", choices)
        app.play.action_practice()
        assert drawn and list(drawn[0]) == list(app.play.patterns.weights)
        assert app.play.board.answer == app.play.patterns.words.answers[0]


async def test_deep_with_today_waits_for_the_first_guess_then_searches_the_candidates(make_app):
    app = today_app(make_app)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        app.play.set_strategy("deep")
        await settle(pilot)
        assert "starts after the first guess" in text(app, "#suggestion-status")
        assert app.query_one("#suggestion-table", DataTable).row_count == 0
        from wordle_tui.core.deep.process import deep_process

        deep_process().close()  # no child yet: the search below starts one
        await pilot.press(*"salet", "enter", "enter")  # after a guess: the weighted search
        await settle(pilot)
        await app.play.workers.wait_for_complete()
        await settle(pilot)
        best = app.play.suggestions[0]
        assert best.proven and best.total is not None
        assert deep_process().pid is not None  # it ran in the child process, not beside the UI


async def test_update_history_reports_and_reloads_the_game(make_app, monkeypatch):
    calls = []

    def fake_update(allowed, *, on_progress=None, cancel=None, **_):
        calls.append(allowed)
        on_progress(1, 2)
        on_progress(2, 2)
        day = dt.date(2026, 1, 1)
        return UpdateResult(added=[(day, "crane")], wanted=2, last=day)

    monkeypatch.setattr(history_update, "update_history", fake_update)
    app = today_app(make_app)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        before = app.play.patterns
        assert any(c.title == "Update answer history" for c in play_commands(app.play))
        app.play.action_update_history()
        await settle(pilot)
        assert calls and "crane" in calls[0]
        assert "added 1 of 2 missing days, to 2026-01-01" in notices(app)
        assert app.play.patterns is not None and app.play.patterns is not before  # the prior is fitted again


async def test_update_history_can_be_cancelled(make_app, monkeypatch):
    started = threading.Event()

    def slow_update(allowed, *, on_progress=None, cancel=None, **_):
        started.set()
        cancel.wait(10)  # a day's fetch that the cancel interrupts
        return UpdateResult(wanted=3, cancelled=cancel.is_set())

    monkeypatch.setattr(history_update, "update_history", slow_update)
    app = today_app(make_app)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        app.play.action_update_history()
        assert await wait_until(pilot, started.is_set)  # the worker's thread starts on the app's loop
        assert [c.title for c in play_commands(app.play) if "history" in c.title] == [
            "Cancel answer history update"
        ]
        app.play.action_update_history()  # the same command again cancels
        assert text(app, "#message").startswith("answer history update cancelled")
        await wait_until(pilot, lambda: bool(notices(app)))  # (a cancelled worker cannot be waited for)
        assert text(app, "#message") == "added 0 of 3 missing days; cancelled"  # the core's own line
        assert not app.play.updating_history


async def test_a_finished_today_game_is_reviewed_and_kept_under_its_puzzles_date(make_app):
    from wordle_tui.core.coach.record import Record
    from wordle_tui.tui.screens.review import ReviewScreen

    from .conftest import settle_screen

    app = today_app(make_app)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press(*"trace", "enter", *"ggggg", "enter")
        await settle_screen(pilot)
        assert isinstance(app.screen, ReviewScreen)
        assert "kept in your record" in str(app.screen.query_one("#review-verdict", Static).render())
        day = app.play.patterns.day
    with Record() as record:
        (game,) = record.games()
    assert game.date == day and game.words == ("trace",) and game.solved


async def test_date_and_history_options_play_that_days_game_and_leave_the_daily_slot(tmp_path):
    from wordle_tui.core.game.puzzle import puzzle_number
    from wordle_tui.core.nyt.prior import CLASSES, PAST
    from wordle_tui.core.storage.save import SaveLock, load_board, save_board, slot_path
    from wordle_tui.tui.startup import open_app

    history = tmp_path / "answers.tsv"
    days = [(dt.date(2025, 2, 26), "hound"), (dt.date(2025, 2, 27), "crane"), (dt.date(2025, 3, 1), "light")]
    history.write_text("".join(f"{d}\t{puzzle_number(d)}\t{w}\n" for d, w in days))
    save_dir = tmp_path / "data"
    save_dir.mkdir()
    save_board(
        slot_path(save_dir, "daily"), Board(word_set="today", strategy="entropy")
    )  # today's game, saved
    args = argparse.Namespace(
        set=None,
        answer=None,
        practice=False,
        rows=None,
        hard=False,
        strategy=None,
        any_word=False,
        date=dt.date(2025, 3, 1),
        history=str(history),
    )
    lock = SaveLock(save_dir)
    app = open_app(args, save_dir, lock, {"today": small_today})
    try:
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot)
            game = app.play.patterns
            assert isinstance(game, DatedPatterns) and game.day == dt.date(2025, 3, 1)
            # the header: that day's puzzle, and the history of the file (its last day before the date)
            assert (
                app.play.title
                == f"Wordle #{puzzle_number(dt.date(2025, 3, 1))} \u00b7 2025-03-01 \u00b7 archive"
            )
            assert app.play.sub_title.startswith("not saved \u00b7 guesses \u00b7 normal")
            # the prior as of that date, from the file alone: its earlier answers are past, that day's is not
            index = game.words.answer_index
            classes = game.prior.classes
            assert CLASSES[classes[index["hound"]]] == CLASSES[classes[index["crane"]]] == "past"
            assert classes[index["light"]] != PAST
            assert app.play.board.strategy == "guesses"  # a new game, not the saved one
            await pilot.press(*"crony", "enter", *"bbbbb", "enter")
            await settle(pilot)
            assert app.play.state.steps
            from wordle_tui.tui.coach import copy_share

            await pilot.press(*"light", "enter", *"ggggg", "enter")  # a share text is a finished game's
            await settle(pilot)
            copy_share(app)  # shares that day's puzzle, not today's
            assert app.clipboard.startswith(f"Wordle {puzzle_number(dt.date(2025, 3, 1)):,} ")
    finally:
        lock.release()
    saved, _ = load_board(slot_path(save_dir, "daily"))
    assert saved.strategy == "entropy" and not saved.rows  # the daily slot still holds today's game


def test_date_is_refused_for_another_set(tmp_path):
    import pytest

    from wordle_tui.core.errors import WordleError

    args = argparse.Namespace(
        set="tiny",
        answer=None,
        practice=False,
        rows=None,
        hard=False,
        strategy=None,
        any_word=False,
        date=dt.date(2025, 3, 1),
        history=None,
    )
    with pytest.raises(WordleError, match="--date and --history are for the today set"):
        initial_board(args, {"today": small_today, "tiny": small_today}, tmp_path)
