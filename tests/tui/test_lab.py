"""The strategy lab on the tiny list."""

import json
import time

from textual.widgets import DataTable, SelectionList

import wordle_tui.tui.screens.bench as bench_screen
from wordle_tui.cli import main as cli_main
from wordle_tui.tui.screens.bench import BenchScreen

from .conftest import ANSWERS, GUESSES, settle, settle_screen, wait_until


async def test_runs_match_the_cli_and_the_histograms_add_up(make_app, tmp_path, capsys):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("f7")
        screen = app.screen
        assert isinstance(screen, BenchScreen)
        screen.query_one("#bench-strategies", SelectionList).select("minimax")
        await pilot.press("ctrl+r")
        await settle_screen(pilot)
        runs = {run.spec.strategy: run for run, _ in screen.runs}
        assert set(runs) == {"entropy", "minimax"}
        for run in runs.values():
            assert sum(run.result.histogram.values()) == run.result.games == len(ANSWERS)
        assert screen.query_one("#bench-table", DataTable).row_count == 2

    answers = tmp_path / "answers.txt"
    answers.write_text("\n".join(ANSWERS))
    words = tmp_path / "words.txt"
    words.write_text("\n".join(GUESSES))
    assert (
        cli_main(
            ["bench", "--answers", str(answers), "--words", str(words), "-s", "entropy,minimax", "--json"]
        )
        == 0
    )
    cli = {r["strategy"]: r for r in json.loads(capsys.readouterr().out)["runs"]}
    for name, run in runs.items():
        assert cli[name]["average"] == round(run.result.average, 5)
        assert cli[name]["opener"] == run.opener


async def select_hardest(pilot, screen) -> None:
    """Select the hardest answer of the lab's run: its game's steps are drawn."""
    hardest = screen.query_one("#bench-hardest", DataTable)
    hardest.focus()
    hardest.move_cursor(row=0)
    hardest.action_select_cursor()
    await pilot.pause()


async def test_drill_down_and_open_the_game_in_the_play_screen(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("f7", "ctrl+r")
        await settle_screen(pilot)
        screen = app.screen
        run = screen.runs[0][0]
        answer, path = run.result.hardest(1)[0]
        await select_hardest(pilot, screen)
        steps = screen.query_one("#bench-path", DataTable)
        assert steps.row_count == len(path)
        await pilot.click("#bench-open")
        await settle(pilot)
        assert not isinstance(app.screen, BenchScreen)
        assert [r.word for r in app.play.board.rows] == path and app.play.board.answer == answer
        # Reopening shows the same results at once.
        await pilot.press("f7")
        assert app.screen.runs and app.screen.runs[0][0] is run


def slow_runs(monkeypatch, delay: float) -> None:
    """Make every benchmark run pause at each progress report, so there is time to act."""
    real = bench_screen.run_benchmark

    def slow(patterns, spec, on_progress=None, **kwargs):
        def progress(result):
            time.sleep(delay)
            on_progress(result)

        return real(patterns, spec, on_progress=progress, use_cache=False, **kwargs)

    monkeypatch.setattr(bench_screen, "run_benchmark", slow)


async def test_cancel_keeps_a_partial_result(make_app, monkeypatch):
    slow_runs(monkeypatch, 0.5)  # 10 s for the 20 games: the cancel lands mid-run even on a loaded machine
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("f7", "ctrl+r")
        # until the first progress report: a loaded machine may start late
        assert await wait_until(pilot, lambda: getattr(app.screen, "_last_progress", None) is not None)
        await pilot.press("ctrl+x")  # cancels the run, stays on the screen
        await settle_screen(pilot)
        # the cancelled thread ends after the report it is sleeping in, then posts the partial run
        # and, after it, its stop (which says "partial"): waiting for the run alone raced the stop
        stopped = lambda: bool(app.screen.runs) and app.screen._last_progress is None  # noqa: E731
        assert await wait_until(pilot, stopped)
        screen = app.screen
        assert isinstance(screen, BenchScreen)
        run = screen.runs[0][0]
        assert not run.result.complete and 0 < run.result.games < len(ANSWERS)
        assert "partial" in str(screen.query_one("#bench-status").render())
        table = screen.query_one("#bench-table", DataTable)
        assert "partial" in str(table.get_row_at(0)[-1])


async def test_a_run_goes_on_while_the_player_uses_the_play_screen(make_app, monkeypatch):
    slow_runs(monkeypatch, 0.3)  # the run must outlast the keys below on a loaded machine
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("f7", "ctrl+r")
        lab = app.screen
        await pilot.pause(0.1)
        await pilot.press("escape")
        assert not isinstance(app.screen, BenchScreen)
        await pilot.press(*"cro")  # the play screen still takes keys
        assert app.play.board.draft == "cro"
        assert lab.running
        await pilot.press("f7")
        await settle_screen(pilot)
        assert app.screen is lab and lab.runs and lab.runs[0][0].result.complete


async def test_the_table_sorts_by_any_column(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("f7")
        screen = app.screen
        for name in ("expected", "minimax", "parts"):
            screen.query_one("#bench-strategies", SelectionList).select(name)
        await pilot.press("ctrl+r")
        await settle_screen(pilot)
        table = screen.query_one("#bench-table", DataTable)

        def column(index):
            return [table.get_row_at(i)[index] for i in range(table.row_count)]

        assert column(3) == sorted(column(3))  # by average, best first
        table.post_message(
            DataTable.HeaderSelected(table, table.columns["strategy"].key, 0, table.columns["strategy"].label)
        )
        await pilot.pause()
        assert column(0) == sorted(column(0))
        table.post_message(
            DataTable.HeaderSelected(table, table.columns["strategy"].key, 0, table.columns["strategy"].label)
        )
        await pilot.pause()
        assert column(0) == sorted(column(0), reverse=True)


async def test_a_failed_start_leaves_no_pulsing_bar(make_app, monkeypatch):
    from textual.widgets import ProgressBar

    from wordle_tui.core.errors import WordleError

    def fail(*args, **kwargs):
        raise WordleError("deep needs an opener")

    monkeypatch.setattr(bench_screen, "run_benchmark", fail)
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("f7", "ctrl+r")
        await settle_screen(pilot)
        assert "deep needs an opener" in str(app.screen.query_one("#bench-status").render())
        assert app.screen.query_one("#bench-progress", ProgressBar).total is not None


async def test_the_hardest_table_fits_its_longest_path_from_its_first_frame(make_app):
    """A soak run drew the table before DataTable measured its new rows (it does so when idle):
    the path column kept its label's width and the longest path was cut short."""
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("f7", "ctrl+r")
        await settle_screen(pilot)
        screen = app.screen
        run, patterns = screen.runs[0]
        screen._select(run, patterns)  # filled again; no idle between this and the check below
        longest = max(len(" ".join(path[:-1])) for _, path in run.result.hardest(30))
        path_column = screen.query_one("#bench-hardest", DataTable).ordered_columns[2]
        assert path_column.get_render_width(screen.query_one("#bench-hardest", DataTable)) >= longest + 2


async def test_at_80x24_a_run_folds_the_form_and_the_results_fit_whole(make_app):
    """The play-test saw the table cut after ">6" and "Open in play scre": the form took 34 of the
    80 columns. A run on a narrow terminal folds it away (ctrl+f brings it back)."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press("f7", "ctrl+r")
        await settle_screen(pilot)
        screen = app.screen
        assert not screen.query_one("#bench-form").display
        table = screen.query_one("#bench-table", DataTable)
        assert table.virtual_size.width <= table.scrollable_content_region.width  # no column off the edge
        await select_hardest(pilot, screen)
        steps = screen.query_one("#bench-path", DataTable)
        assert steps.virtual_size.width <= steps.scrollable_content_region.width
        button = screen.query_one("#bench-open")
        assert button.region.right <= 80 and button.region.bottom <= 23  # above the footer, whole
        assert str(button.label) == "Open in play screen" and button.content_region.width >= 19
        await pilot.press("ctrl+f")
        assert screen.query_one("#bench-form").display


async def test_ctrl_x_cancels_a_run_from_the_opener_field_and_cuts_text_when_idle(make_app, monkeypatch):
    """The play-tester's ctrl+x did nothing while the Opener field had focus: the Input took it
    for "cut". While a run goes, ctrl+x cancels it from anywhere; with none going, the field cuts."""
    from textual.widgets import Input

    slow_runs(monkeypatch, 0.5)  # 10 s for the 20 games: the cancel lands mid-run
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("f7")
        screen = app.screen
        opener = screen.query_one("#bench-opener", Input)
        opener.focus()
        await pilot.press(*"salet", "ctrl+r")
        assert await wait_until(pilot, lambda: getattr(screen, "_last_progress", None) is not None)
        await pilot.press("ctrl+x")
        stopped = lambda: bool(screen.runs) and screen._last_progress is None  # noqa: E731
        assert await wait_until(pilot, stopped)
        assert screen.focused is opener and opener.value == "salet"
        run = screen.runs[0][0]
        assert run.opener == "salet" and not run.result.complete
        assert "cancelled" in str(screen.query_one("#bench-status").render())
        opener.action_select_all()
        await pilot.press("ctrl+x")  # no run going: the field's own cut
        assert opener.value == ""


async def test_a_deep_give_up_keeps_the_games_played_and_says_where(make_app, monkeypatch):
    """The play-tester's deep run on the today set stopped with the play screen's message ("use
    another strategy for this move") and an empty table: the games played were thrown away. A
    give-up now ends the run like a cancel that says why: a partial row, the answer and position."""
    from wordle_tui.core.deep import EffortSpent
    from wordle_tui.core.deep.search import DeepSearch

    real = DeepSearch.best

    def best(self, state, *args, **kwargs):  # past its effort where MIGHT is still a candidate
        if state.steps and state.count > 1 and "might" in state.candidate_words():
            raise EffortSpent(30_000)
        return real(self, state, *args, **kwargs)

    monkeypatch.setattr(DeepSearch, "best", best)
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("f7")
        screen = app.screen
        strategies = screen.query_one("#bench-strategies", SelectionList)
        strategies.deselect("entropy")
        strategies.select("deep")
        screen.query_one("#bench-opener").value = "salet"
        await pilot.press("ctrl+r")
        await settle_screen(pilot)
        run = screen.runs[0][0]
        stop = run.result.stopped
        # SALET's all-grey answers (-OUND, -OING) come first in the walk, whatever deep plays
        assert stop is not None and not run.result.complete and 9 <= run.result.games < len(ANSWERS)
        assert stop.answer not in run.result.paths and "might" not in run.result.paths
        status = str(screen.query_one("#bench-status").render())
        assert f"deep gave up on {stop.answer.upper()} and {stop.answers - 1} other answer" in status
        assert f"after SALET {stop.position[0][1]}" in status
        assert "no move proven best within 30000 positions" in status
        assert f"partial: {run.result.games} of {len(ANSWERS)} games" in status
        assert "for this move" not in status
        table = screen.query_one("#bench-table", DataTable)
        assert table.row_count == 1 and "partial" in str(table.get_row_at(0)[-1])
        assert screen.query_one("#bench-hardest", DataTable).row_count == run.result.games
