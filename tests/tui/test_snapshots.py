"""How the app looks, as SVG snapshots (Textual is pinned: its rendering is part of the baseline).

Update the baselines after a deliberate change with (`pytest`, not `python -m pytest`, which
imports the checkout: tests/conftest.py refuses that unless the install is editable):
pytest tests/tui/test_snapshots.py tests/tui/test_palette_snapshots.py --snapshot-update
"""

from .conftest import settle

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
        for _ in range(100):  # the run's last message is in: nothing overwrites what is set below
            if str(screen.query_one("#bench-status").render()).startswith("done"):
                break
            await pilot.pause(0.05)
        for run, _ in screen.runs:  # the times vary from run to run
            run.result.seconds = 0.0
        screen._render_table()
        screen.query_one("#bench-status").update("done")
        await pilot.pause(0.2)

    assert snap_compare(make_app(), terminal_size=SIZE, run_before=run)
