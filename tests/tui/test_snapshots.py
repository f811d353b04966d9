"""How the app looks, as SVG snapshots (Textual is pinned: its rendering is part of the baseline).

Update the baselines after a deliberate change with (`pytest`, not `python -m pytest`, which
imports the checkout: tests/conftest.py refuses that unless the install is editable):
pytest tests/tui/test_snapshots.py tests/tui/test_palette_snapshots.py --snapshot-update
"""

import datetime as dt
import time

import pytest

from wordle_tui.core.coach.record import GameRecord, Record
from wordle_tui.core.game.board import Board
from wordle_tui.tui.coach import open_stats

from .conftest import settle, settle_screen

SIZE = (120, 40)


async def _ready(pilot):
    await settle(pilot)


def test_empty_board(snap_compare, make_app):
    assert snap_compare(make_app(), terminal_size=SIZE, run_before=_ready)


def test_game_in_progress(snap_compare, make_app):
    async def play(pilot):
        await settle(pilot)
        await pilot.press(*"salet", "enter", "enter")
        await settle(pilot)
        await pilot.press(*"crony", "enter", *"bbygb", "enter")
        await settle(pilot)
        await pilot.press(*"hum")

    assert snap_compare(make_app(), terminal_size=SIZE, run_before=play)


def test_help_screen(snap_compare, make_app):
    async def help(pilot):
        await settle(pilot)
        await pilot.press("f1")
        await pilot.pause()

    assert snap_compare(make_app(), terminal_size=SIZE, run_before=help)


def test_small_terminal(snap_compare, make_app):
    async def play(pilot):
        await settle(pilot)
        await pilot.press(*"crony", "enter", *"bbygb", "enter")
        await settle(pilot)

    assert snap_compare(make_app(), terminal_size=(80, 24), run_before=play)


def test_cover_result(snap_compare, make_app):
    async def solve(pilot):
        await settle(pilot)
        await pilot.press("f6", "ctrl+r")
        await pilot.pause(0.2)
        await pilot.app.screen.workers.wait_for_complete()
        await pilot.pause(0.2)
        pilot.app.screen.query_one("#cover-proof").update(  # the time varies from run to run
            pilot.app.screen.result.proof()
        )
        pilot.app.screen.query_one("#cover-summary").update("")

    assert snap_compare(make_app(), terminal_size=SIZE, run_before=solve)


def test_lab_results(snap_compare, make_app):
    async def run(pilot):
        await settle(pilot)
        await pilot.press("f7")
        pilot.app.screen.query_one("#bench-strategies").select("expected")
        await pilot.press("ctrl+r")
        for _ in range(3):
            await pilot.pause(0.1)
            await pilot.app.screen.workers.wait_for_complete()
        screen = pilot.app.screen
        waited = time.monotonic()  # the run's last message is in: nothing overwrites what is set below
        while not str(screen.query_one("#bench-status").render()).startswith("done"):
            assert time.monotonic() - waited < 240, "the lab's run never said done"  # (a busy machine)
            await pilot.pause(0.05)
        for run, _ in screen.runs:  # the times vary from run to run
            run.result.seconds = 0.0
        screen._render_table()
        screen.query_one("#bench-status").update("done")
        await pilot.pause(0.2)

    assert snap_compare(make_app(), terminal_size=SIZE, run_before=run)


# Issue 20: every size from 80x24 up (the browser's default window is about 120x34).
SIZES = {"80x24": (80, 24), "120x34": (120, 34), "120x40": (120, 40)}


@pytest.mark.parametrize("size", SIZES)
def test_mid_game_at_each_size(snap_compare, make_app, size):
    async def play(pilot):
        await settle(pilot)
        await pilot.press(*"salet", "enter", "enter")
        await settle(pilot)
        await pilot.press(*"crony", "enter", *"bbygb", "enter")
        await settle(pilot)
        await pilot.press(*"hum")

    assert snap_compare(make_app(), terminal_size=SIZES[size], run_before=play)


@pytest.mark.parametrize("size", SIZES)
def test_practice_at_each_size(snap_compare, make_app, size):
    async def play(pilot):
        await settle(pilot)
        await pilot.press(*"salet", "enter")
        await settle(pilot)

    app = make_app(Board(word_set="tiny", answer="hound"))
    assert snap_compare(app, terminal_size=SIZES[size], run_before=play)


GAMES = ((("salet", "bound"), ("bbbbb", "ggggg")), (("crony", "humid", "bound"), ("bbybb", "ybbyb", "ggggg")))


@pytest.mark.parametrize("size", SIZES)
def test_statistics_at_each_size(snap_compare, make_app, size):
    days = [dt.date(2025, 1, 1) + dt.timedelta(days=d) for d in range(5)]  # past: no streak to today
    with Record() as record:
        record.add(
            GameRecord(day, 1292 + i, GAMES[i % 2][0], GAMES[i % 2][1], True, skill=90.0)
            for i, day in enumerate(days)
        )

    async def open_it(pilot):
        await settle(pilot)
        open_stats(pilot.app)
        await settle_screen(pilot)

    assert snap_compare(make_app(), terminal_size=SIZES[size], run_before=open_it)


@pytest.mark.parametrize("size", ["80x24", "120x40"])
def test_eight_rows_at_each_size(snap_compare, make_app, size):
    """--rows 8: the tiles give up their gaps (at 80x24 one line each), the keyboard stays whole."""

    async def play(pilot):
        await settle(pilot)
        await pilot.press(*"salet", "enter", "enter")
        await settle(pilot)
        await pilot.press(*"crony", "enter", *"bbygb")

    app = make_app(Board(word_set="tiny", max_rows=8))
    assert snap_compare(app, terminal_size=SIZES[size], run_before=play)
