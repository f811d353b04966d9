"""Nothing the player entered is lost: a start option that would replace an unfinished saved game
(--set, --words, --practice/--answer over a practice game, --date) plays a game that is not saved,
and F5 to practice and back finds that game as it was left."""

import argparse
import datetime as dt

from textual.widgets import Static

from wordle_tui.core.coach.game_end import finished_game, keep
from wordle_tui.core.coach.pending import read_everything
from wordle_tui.core.game.board import Board, Row
from wordle_tui.core.game.feedback import score
from wordle_tui.core.game.puzzle import Puzzle
from wordle_tui.core.storage.save import SaveLock, load_board, save_board, slot_path
from wordle_tui.tui.startup import open_app

from .conftest import notices, settle, tiny, wait_until
from .test_key_order import burst
from .test_today_play import small_today

SOURCES = {"tiny": tiny, "today": small_today}
GREY = (0,) * 5


def args(**kw) -> argparse.Namespace:
    base = dict(
        set=None,
        answer=None,
        practice=False,
        rows=None,
        hard=False,
        strategy=None,
        any_word=False,
        date=None,
        history=None,
    )
    return argparse.Namespace(**{**base, **kw})


def message(app) -> str:
    return str(app.query_one("#message", Static).render())


def words(board: Board | None) -> list[str]:
    return [r.word for r in board.rows] if board is not None else []


def saved(save_dir, slot: str) -> Board | None:
    return load_board(slot_path(save_dir, slot))[0]


async def run(save_dir, options: argparse.Namespace, keys=(), check=None, sources=SOURCES) -> None:
    lock = SaveLock(save_dir)
    app = open_app(options, save_dir, lock, sources)
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            for key in keys:
                await pilot.press(key)
                await settle(pilot)
            if check:
                check(app)
    finally:
        lock.release()


async def test_another_set_does_not_replace_the_unfinished_daily_game(tmp_path):
    save_board(slot_path(tmp_path, "daily"), Board(word_set="today", rows=(Row("raise", GREY),)))

    def unsaved_tiny_game(app):
        play = app.play
        assert play.board.word_set == "tiny" and words(play.board) == ["crony"]  # back from practice: as left
        assert "not saved" in play.sub_title

    await run(tmp_path, args(set="tiny"), [*"crony", "enter", "enter", "f5", "f5"], unsaved_tiny_game)
    assert words(saved(tmp_path, "daily")) == ["raise"]  # the daily game in progress is kept

    def says_how_to_resume(app):
        assert "Not saved: your unfinished today game (1 row) is kept" in message(app)
        assert "wordle-tui --set today resumes it" in message(app)

    await run(tmp_path, args(set="tiny"), (), says_how_to_resume)

    def resumed(app):
        assert words(app.play.board) == ["raise"] and "not saved" not in app.play.sub_title

    await run(tmp_path, args(), (), resumed)


async def test_an_empty_or_finished_daily_game_is_replaced_as_before(tmp_path):
    save_board(slot_path(tmp_path, "daily"), Board(word_set="today"))
    await run(tmp_path, args(set="tiny"), [*"crony", "enter", "enter"])
    assert saved(tmp_path, "daily").word_set == "tiny" and words(saved(tmp_path, "daily")) == ["crony"]
    finished = tuple(Row(w, GREY) for w in ("salet", "crony", "humid", "whump", "zonal", "doing"))
    save_board(slot_path(tmp_path, "daily"), Board(word_set="today", rows=finished))
    await run(tmp_path, args(set="tiny"), [*"crony", "enter", "enter"])
    assert saved(tmp_path, "daily").word_set == "tiny"


async def test_a_new_practice_game_does_not_replace_an_unfinished_one(tmp_path):
    save_board(
        slot_path(tmp_path, "practice"), Board(word_set="tiny", answer="hound", rows=(Row("salet", GREY),))
    )

    def unsaved_practice(app):
        assert app.play.board.answer == "light" and words(app.play.board) == ["crony"]
        assert "not saved" in app.play.sub_title
        assert "unfinished practice game (1 row) is kept; F5 in a plain wordle-tui resumes it" in message(app)

    await run(tmp_path, args(set="tiny", answer="light"), [*"crony", "enter", "f5", "f5"], unsaved_practice)
    kept = saved(tmp_path, "practice")
    assert kept.answer == "hound" and words(kept) == ["salet"]


async def test_a_dated_game_survives_practice_and_back(tmp_path):
    save_board(slot_path(tmp_path, "daily"), Board(word_set="today", rows=(Row("raise", GREY),)))
    day = dt.date(2026, 1, 5)

    def dated_game_as_left(app):
        play = app.play
        assert play.board.answer is None and words(play.board) == ["crony"]
        assert play.title.startswith("Wordle #") and "2026-01-05 · archive" in play.title
        assert "not saved" in play.sub_title

    await run(tmp_path, args(date=day), [*"crony", "enter", "enter", "f5", "f5"], dated_game_as_left)
    assert words(saved(tmp_path, "daily")) == ["raise"]  # today's game is kept


async def test_ctrl_q_over_an_archive_game_with_rows_names_it_and_quits_on_a_second(tmp_path):
    """An archive day's game is never saved: ctrl+q lost its rows without a word (a play-tester's).
    It is named first; a game with nothing to lose quits at once, as before."""
    lock = SaveLock(tmp_path)
    app = open_app(args(date=dt.date(2026, 1, 5)), tmp_path, lock, SOURCES)
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            await pilot.press(*"crony", "enter", "enter", "ctrl+q")
            await settle(pilot)
            assert app.is_running and app.return_code is None
            assert notices(app)[-1] == (
                "The archive game of 2026-01-05 (1 of 6 rows) is not saved: ctrl+q again quits without it."
            )
            await pilot.press("ctrl+q")
            await pilot.pause()
            assert app.return_code == 0
    finally:
        lock.release()
    lock = SaveLock(tmp_path)
    app = open_app(args(date=dt.date(2026, 1, 5)), tmp_path, lock, SOURCES)
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            await pilot.press("ctrl+q")  # no row played: nothing to lose
            await pilot.pause()
            assert app.return_code == 0 and not any("ctrl+q again" in n for n in notices(app))
    finally:
        lock.release()


async def test_ctrl_q_sent_in_one_burst_with_the_winning_row_quits_at_once(tmp_path):
    """Play-test, session 31: "curio" Enter "ggggg" Enter ctrl+q in one burst said the archive
    game "(1 of 6 rows) is not saved" and stayed: ctrl+q ran before the keys ahead of it."""
    lock = SaveLock(tmp_path)
    app = open_app(args(date=dt.date(2026, 1, 5)), tmp_path, lock, SOURCES)
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            await pilot.press(*"salet", "enter", "enter")
            await settle(pilot)
            await burst(pilot, *"crony", "enter", *"ggggg", "enter", "ctrl+q", wait=False)
            await wait_until(pilot, lambda: app.return_code is not None, 60)
            assert app.return_code == 0 and not any("ctrl+q again" in n for n in notices(app))
            assert app.play.board.over and words(app.play.board) == ["salet", "crony"]
    finally:
        lock.release()


async def test_a_dated_game_recorded_without_scores_gets_them_at_the_next_start(tmp_path):
    """Play-test, session 31: an archive game quit during its review stayed without skill and
    luck: an archive day is never reopened, as today's daily game is (whose start scores it)."""
    day = dt.date(2026, 1, 5)
    moves = [("salet", score("salet", "crony")), ("crony", score("crony", "crony"))]
    keep(finished_game(Puzzle("archive", day), moves, 5, False, rows=6))
    assert not read_everything()[0][0].scored
    lock = SaveLock(tmp_path)
    app = open_app(args(), tmp_path, lock, SOURCES)
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            assert await wait_until(pilot, lambda: read_everything()[0][0].scored, 120)
            await settle(pilot)
    finally:
        lock.release()
    (game,) = read_everything()[0]
    assert game.words == ("salet", "crony") and game.skill is not None and game.luck is not None


async def test_word_files_do_not_replace_the_daily_game_and_a_custom_game_resumes(tmp_path):
    save_board(slot_path(tmp_path, "daily"), Board(word_set="today", rows=(Row("raise", GREY),)))
    custom = {"custom": tiny, **SOURCES}  # what --words/--answers give

    def custom_game(played):
        def check(app):
            assert app.play.board.word_set == "custom" and words(app.play.board) == played

        return check

    await run(tmp_path, args(), [*"crony", "enter", "enter"], custom_game(["crony"]), custom)
    await run(tmp_path, args(), (), custom_game([]), custom)  # not saved: a new one
    assert words(saved(tmp_path, "daily")) == ["raise"]
    save_board(slot_path(tmp_path, "daily"), Board(word_set="custom", rows=(Row("crony", GREY),)))
    await run(tmp_path, args(), (), custom_game(["crony"]), custom)  # a saved custom game resumes


def test_rows_on_a_saved_game_is_said_not_silently_ignored(tmp_path):
    from wordle_tui.tui.startup import initial_board

    save_board(slot_path(tmp_path, "daily"), Board(word_set="tiny", rows=(Row("crony", GREY),)))
    board, notices = initial_board(args(rows=9), SOURCES, tmp_path)
    assert words(board) == ["crony"] and board.max_rows == 6
    assert notices == ["--rows is for a new game: your saved game keeps its 6 rows"]
    assert initial_board(args(rows=6), SOURCES, tmp_path)[1] == []


def test_hard_on_a_saved_game_under_way_is_refused_as_f2_is(tmp_path):
    """--hard turned a daily game under way to hard mode, and the record called it hard."""
    from wordle_tui.tui.startup import initial_board

    save_board(slot_path(tmp_path, "daily"), Board(word_set="tiny", rows=(Row("crony", GREY),)))
    board, notices = initial_board(args(hard=True), SOURCES, tmp_path)
    assert words(board) == ["crony"] and not board.hard
    assert notices == [
        "--hard: hard mode can only be turned on before the first guess (as on the NYT site): "
        "this game stays in normal mode"
    ]
    save_board(slot_path(tmp_path, "daily"), Board(word_set="tiny"))  # no guess yet: it may
    board, notices = initial_board(args(hard=True, set="tiny"), SOURCES, tmp_path)
    assert board.hard and notices == []


def test_a_new_daily_game_of_other_rows_says_at_once_it_is_kept_apart(tmp_path):
    from wordle_tui.tui.startup import initial_board

    board, notices = initial_board(args(rows=8, set="today"), SOURCES, tmp_path)
    assert board.max_rows == 8 and board.word_set == "today"
    assert notices == ["8 rows: this game is kept in your record apart from the 6-row daily statistics"]
    assert initial_board(args(rows=8, set="tiny"), SOURCES, tmp_path)[1] == []  # no daily game


async def test_todays_own_date_is_the_daily_game_not_an_archive_one(tmp_path):
    """--date of today opened a new unsaved game labelled "archive" beside the saved daily game,
    while the record took its end as the daily one: today's date is the daily game itself."""
    from wordle_tui.core.game.puzzle import puzzle_today

    today = puzzle_today()
    save_board(slot_path(tmp_path, "daily"), Board(word_set="today", rows=(Row("raise", GREY),), day=today))

    def daily_game(app):
        play = app.play
        assert words(play.board) == ["raise", "crony"]  # the saved daily game, resumed
        assert "archive" not in play.title and "not saved" not in play.sub_title

    await run(tmp_path, args(date=today), [*"crony", "enter", "enter"], daily_game)
    assert words(saved(tmp_path, "daily")) == ["raise", "crony"]  # and saved as the daily game


def test_a_later_date_is_refused_before_the_app_opens(tmp_path):
    import pytest

    from wordle_tui.core.errors import WordleError
    from wordle_tui.core.game.puzzle import puzzle_today

    later = puzzle_today() + dt.timedelta(days=2)
    lock = SaveLock(tmp_path)
    try:
        with pytest.raises(WordleError, match=f"^{later} is still to come"):
            open_app(args(date=later), tmp_path, lock, SOURCES)
    finally:
        lock.release()


async def test_a_daily_game_finished_again_after_undo_shares_its_board_and_names_the_recorded_one(tmp_path):
    """The record keeps a puzzle's first finished game; the share text (the board's, 3/6 here)
    said nothing of the record's 2/6 (session 23's play-test)."""
    from wordle_tui.tui.coach import copy_share

    from .conftest import notices

    lock = SaveLock(tmp_path)
    app = open_app(args(), tmp_path, lock, SOURCES)
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            await pilot.press(*"crony", "enter", *"bbygb", "enter", *"bound", "enter", *"ggggg", "enter")
            await settle(pilot)
            await app.play.workers.wait_for_complete()
            assert app.play.board.solved
            await pilot.press("escape")  # the review the end opened
            await settle(pilot)
            copy_share(app)
            assert notices(app)[-1].endswith("\U0001f7e9" * 5)  # the recorded game: nothing to add
            for _ in range(6):  # the winning row back to its word, then the word away
                if len(app.play.board.rows) == 1 and not app.play.board.draft:
                    break
                await pilot.press("ctrl+z")
                await settle(pilot)
            await pilot.press(*"found", "enter", *"bgggg", "enter", *"bound", "enter", *"ggggg", "enter")
            await settle(pilot)
            await app.play.workers.wait_for_complete()
            assert words(app.play.board) == ["crony", "found", "bound"]
            copy_share(app)
            assert " 3/6\n" in app.clipboard
            assert "already in your record (CRONY BOUND, solved in 2)" in notices(app)[-1]
    finally:
        lock.release()
