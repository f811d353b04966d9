"""The coach in the app: the review screen, the statistics screen, the share text."""

import datetime as dt
from dataclasses import replace

from textual.widgets import DataTable, Static

from wordle_tui.core.coach.record import GameRecord, Record, read_games
from wordle_tui.core.game.board import Board, Row
from wordle_tui.core.game.feedback import decode, score
from wordle_tui.core.game.puzzle import puzzle_number, puzzle_today
from wordle_tui.tui.coach import copy_share, open_review, open_stats
from wordle_tui.tui.screens.review import CoachHelp, ReviewScreen
from wordle_tui.tui.screens.stats import StatsScreen

from .conftest import notices, settle, settle_screen
from .test_today_play import small_today

GAME = ("salet", "crony", "bound")


def played(answer="bound", words=GAME, word_set="tiny") -> Board:
    rows = tuple(Row(w, tuple(decode(score(w, answer), 5))) for w in words)
    return Board(word_set=word_set, rows=rows)


def daily_app(make_app, words=GAME[:2]):
    """Today's game (a small stand-in for the today set), these words played."""
    return make_app(played(words=words, word_set="today"), sources={"today": small_today})


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


async def test_the_coach_s_help_fits_an_80x24_terminal_and_scrolls(make_app):
    """It was 90 columns wide: at 80x24 its right border and the ends of its lines were cut."""
    from textual.containers import VerticalScroll
    from textual.widgets import Markdown

    app = make_app(played())
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        open_review(app)
        await settle_screen(pilot)
        await pilot.press("f1")
        await pilot.pause()
        box = app.screen.query_one(VerticalScroll)
        assert app.screen.region.contains_region(box.region)  # the border too
        assert app.screen.query_one(Markdown).region.right <= box.content_region.right
        assert box.max_scroll_x == 0 and box.max_scroll_y > 0  # wrapped, and the rest scrolls


async def test_finishing_the_daily_game_by_keys_opens_its_review_and_keeps_it(make_app):
    app = daily_app(make_app)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert not isinstance(app.screen, ReviewScreen)  # a game in progress is not reviewed
        await pilot.press(*"bound", "enter", *"ggggg", "enter")
        await settle_screen(pilot)
        assert isinstance(app.screen, ReviewScreen)
        assert "kept in your record" in text_of(app.screen, "#review-verdict")
        day = app.play.patterns.day
    (game,) = read_games().games
    assert (game.kind, game.date, game.words, game.solved) == ("daily", day, GAME, True)
    assert game.skill is not None and game.luck is not None and game.solver_guesses is not None


async def test_ctrl_n_after_the_daily_puzzle_keeps_it_and_offers_practice(make_app):
    """ctrl+n in the review (or on the board) of today's finished puzzle cleared the board for the
    same puzzle, its answer known: the game stays, the line under the board says why and offers F5."""
    app = daily_app(make_app)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press(*"bound", "enter", *"ggggg", "enter")
        await settle_screen(pilot)
        assert isinstance(app.screen, ReviewScreen)
        await pilot.press("ctrl+n")  # the review gives way to the play screen's ctrl+n
        await settle_screen(pilot)
        assert app.screen is app.play
        assert [row.word for row in app.play.board.rows] == list(GAME) and app.play.board.over
        said = text_of(app.play, "#message")
        assert f"Wordle #{app.play.patterns.puzzle} is done" in said and "F5 plays a practice game" in said
        assert text_of(app.play, "#hint").startswith("today's puzzle done: F5 practice")
        await pilot.press("f5")
        await settle(pilot)
        assert app.play.board.answer is not None and app.play.board.rows == ()  # practice
    assert read_games().games[0].words == GAME  # the finished game stays kept


async def test_ctrl_n_in_the_review_of_a_game_on_another_list_starts_the_new_game(make_app):
    app = make_app(played(words=GAME[:2]))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press(*"bound", "enter", *"ggggg", "enter")
        await settle_screen(pilot)
        assert isinstance(app.screen, ReviewScreen)
        await pilot.press("ctrl+n")
        await settle_screen(pilot)
        assert app.screen is app.play
        assert app.play.board.rows == () and not app.play.board.over


async def test_a_restored_finished_game_does_not_reopen_its_review(make_app):
    app = make_app(played())
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await settle_screen(pilot)
        assert not isinstance(app.screen, ReviewScreen)


async def test_a_daily_game_the_app_closed_on_says_where_its_review_is(make_app):
    """A play-tester killed the app right after the last row: the game was kept and scored on
    the next start, but the review never showed, and nothing said where to find it."""
    from wordle_tui.tui.coach import UNSEEN_REVIEW

    app = daily_app(make_app, words=GAME)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await settle_screen(pilot)
        await app.workers.wait_for_complete()
        assert any(n.message == UNSEEN_REVIEW for n in app._notifications)
    assert read_games().games[0].skill is not None  # scored meanwhile
    again = daily_app(make_app, words=GAME)
    async with again.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await settle_screen(pilot)
        await again.workers.wait_for_complete()
        assert not any(n.message == UNSEEN_REVIEW for n in again._notifications)


async def test_a_replay_of_a_recorded_game_opened_again_is_not_told_its_review_was_missed(make_app):
    """A play-tester's: a lost daily game, ctrl+z, the last row green (the first game stands), a
    restart: every start then said the game "ended as the app closed" and queued the replay."""
    from wordle_tui.core.coach.game_end import keep
    from wordle_tui.tui.coach import UNSEEN_REVIEW

    today = puzzle_today()
    board = played(words=GAME)
    colours = tuple("".join("bygg"[c] for c in row.colours) for row in board.rows)
    lost = GameRecord(today, puzzle_number(today), GAME, (*colours[:-1], "ggygb"), False, skill=50.0, rows=3)
    keep(lost)
    app = daily_app(make_app, words=GAME)  # the replay, won, in the daily slot
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await settle_screen(pilot)
        await app.workers.wait_for_complete()
        assert not any(n.message == UNSEEN_REVIEW for n in app._notifications)
    assert read_games().games == [lost]


async def test_a_game_on_another_word_list_is_reviewed_but_not_recorded(make_app):
    app = make_app(played(words=GAME[:2]))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press(*"bound", "enter", *"ggggg", "enter")
        await settle_screen(pilot)
        assert isinstance(app.screen, ReviewScreen)
        assert "record" not in text_of(app.screen, "#review-verdict")
    assert read_games().games == []


async def test_the_statistics_screen_reads_the_record(make_app):
    today = puzzle_today()
    days = [today - dt.timedelta(days=d) for d in range(4)]
    with Record() as record:
        record.add([GameRecord(d, puzzle_number(d), ("bound",), ("ggggg",), True, skill=99.0) for d in days])
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        open_stats(app)
        await settle_screen(pilot)
        assert isinstance(app.screen, StatsScreen)
        assert "played 4, won 4 (100%), current streak 4, longest streak 4" in text_of(
            app.screen, "#stats-text"
        )


async def test_the_share_text_of_the_game_is_copied(make_app):
    app = make_app(played())
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        copy_share(app)
        assert app.clipboard.startswith("Wordle ") and " 3/6\n\n" in app.clipboard
        assert app.clipboard.endswith("\U0001f7e9" * 5)


async def test_a_game_under_way_has_no_share_text_yet(make_app):
    """An unfinished game was shared as X/6, a loss."""
    app = make_app(played(words=GAME[:2]))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        copy_share(app)
        assert app.clipboard == ""
        assert "the game is not over: its share text comes at the end" in notices(app)[-1]


async def test_a_practice_game_shares_no_puzzle_number_and_an_archive_game_its_own(make_app):
    """The tester's practice game was shared as "Wordle 1,988 4/6", today's daily puzzle."""
    practice = Board(word_set="today", rows=played(word_set="today").rows, answer="bound")
    archive_day = dt.date(2025, 3, 1)
    for board, day, header in (
        (practice, None, "Wordle practice 3/6"),
        (played(word_set="today"), archive_day, f"Wordle {puzzle_number(archive_day):,} 3/6"),
        (played(word_set="today"), None, f"Wordle {puzzle_number(puzzle_today()):,} 3/6"),  # the daily
        (played(), None, "Wordle 3/6"),  # the player's own lists: no NYT puzzle it knows (was today's)
        (
            replace(played(word_set="today"), max_rows=8),
            None,
            f"Wordle {puzzle_number(puzzle_today()):,} 3/8",
        ),
    ):
        app = make_app(board, sources={"today": small_today}, day=day)
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            await app.play.workers.wait_for_complete()
            copy_share(app)
            assert app.clipboard.splitlines()[0] == header


async def test_ctrl_x_cancels_the_review_and_a_daily_game_is_still_kept(make_app, monkeypatch):
    from wordle_tui.core.solve.stats import Cancelled
    from wordle_tui.tui.screens import review as review_screen

    def slow_review(patterns, moves, *, cancel, **kwargs):  # stands for a search that takes long
        cancel.wait(30)
        raise Cancelled

    monkeypatch.setattr(review_screen, "review_game", slow_review)
    app = daily_app(make_app)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press(*"bound", "enter", *"ggggg", "enter")
        await pilot.pause(0.3)
        assert isinstance(app.screen, ReviewScreen)
        assert any(w.is_running for w in app.screen.workers)
        await pilot.press("ctrl+x")
        await settle_screen(pilot)
        assert not any(w.is_running for w in app.screen.workers)
        assert text_of(app.screen, "#review-verdict").startswith("review cancelled")
    (game,) = read_games().games
    assert game.words == GAME and game.skill is None


async def test_the_review_of_a_game_of_eight_rows_is_judged_with_eight(make_app, monkeypatch):
    """A --rows 8 game was reviewed as a game of six: its sixth row judged as the last."""
    from wordle_tui.core.solve.stats import Cancelled
    from wordle_tui.tui.screens import review as review_screen

    limits = []

    def review(patterns, moves, *, limit=6, **kwargs):
        limits.append(limit)
        raise Cancelled

    monkeypatch.setattr(review_screen, "review_game", review)
    app = make_app(replace(played(words=("salet", "crony", "piano", "bound")), max_rows=8))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        open_review(app)
        await settle_screen(pilot)
        assert isinstance(app.screen, ReviewScreen) and limits == [8]
