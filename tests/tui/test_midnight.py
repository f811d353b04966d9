"""Local midnight while the app is open (session 23's play-test): F5 to practice and back found a
new board for the new day's puzzle, but played it on the day before's prior, titled and recorded
it as the day before's puzzle (whose rows it had just given up)."""

from contextlib import asynccontextmanager

from wordle_tui.core.game.puzzle import puzzle_number, puzzle_today
from wordle_tui.core.storage.save import SaveLock
from wordle_tui.tui.startup import open_app

from .conftest import settle
from .test_kept_games import SOURCES, args, saved, words


@asynccontextmanager
async def before_midnight(save_dir, machine_zone):
    """The app opened in the zone with the latest date on Earth (12 hours behind UTC): a later
    ``machine_zone("Etc/GMT-14")``, 26 hours on, is a later date, as after local midnight."""
    machine_zone("Etc/GMT+12")
    lock = SaveLock(save_dir)
    app = open_app(args(), save_dir, lock, SOURCES)
    try:
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            yield app, pilot
    finally:
        lock.release()


async def test_after_midnight_f5_and_back_plays_the_new_days_puzzle(tmp_path, machine_zone):
    async with before_midnight(tmp_path, machine_zone) as (app, pilot):
        before = puzzle_today()
        await pilot.press(*"crony", "enter", "enter")
        await settle(pilot)
        assert app.play.board.day == before and words(app.play.board) == ["crony"]
        machine_zone("Etc/GMT-14")  # 26 hours on: a later date, as after local midnight
        now = puzzle_today()
        assert now > before
        await pilot.press("f5")
        await settle(pilot)
        await pilot.press("f5")
        await settle(pilot)
        board = app.play.board
        assert board.day == now and board.rows == ()  # the day before's game gave way, as NYT's
        assert app.play.patterns.day == now  # the new day's prior, not the day before's
        assert app.play.title.startswith(f"Wordle #{puzzle_number(now)} \u00b7 {now}")
    assert saved(tmp_path, "daily").day == now


async def test_after_midnight_ctrl_n_on_the_finished_game_opens_the_new_days_puzzle(tmp_path, machine_zone):
    """It refused ("Wordle #1989 is done: one game a puzzle"): the new puzzle needed a restart."""
    from .test_feedback_line import message

    async with before_midnight(tmp_path, machine_zone) as (app, pilot):
        before = puzzle_today()
        await pilot.press("ctrl+n")
        await settle(pilot)
        assert message(app) == "a new game already: nothing to clear"  # the same day: nothing new
        await pilot.press(*"bound", "enter", *"ggggg", "enter")
        await settle(pilot)
        assert app.play.board.solved and app.play.board.day == before
        machine_zone("Etc/GMT-14")
        now = puzzle_today()
        await pilot.press("ctrl+n")
        await settle(pilot)
        board = app.play.board
        assert board.day == now and board.rows == () and app.play.patterns.day == now
        assert message(app) == f"New game: today's puzzle, Wordle #{puzzle_number(now)} ({now})."


async def test_at_midnight_a_finished_daily_games_hint_offers_the_new_puzzle(tmp_path, machine_zone):
    """It said "today's puzzle done: F5 practice" of the day before's puzzle until a restart."""
    async with before_midnight(tmp_path, machine_zone) as (app, pilot):
        await pilot.press(*"bound", "enter", *"ggggg", "enter")
        await settle(pilot)
        hint = app.play.query_one("#hint").render()
        assert str(hint).startswith("today's puzzle done: F5 practice")
        machine_zone("Etc/GMT-14")
        app.play._a_new_day()  # what the screen's timer runs at the player's local midnight
        await settle(pilot)
        assert str(app.play.query_one("#hint").render()).startswith(
            "a new day's puzzle is out: ctrl+n plays it"
        )
