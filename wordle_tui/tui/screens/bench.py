"""The strategy lab: benchmark strategies over every answer, compare them side by side, and
drill down into the hardest games."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import cast

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widgets import (
    Button,
    Checkbox,
    DataTable,
    Footer,
    Header,
    Input,
    Label,
    ProgressBar,
    Select,
    SelectionList,
    Static,
)
from textual.worker import get_current_worker
from textual_plotext import PlotextPlot

from ...core.errors import WordleError
from ...core.game.patterns import Patterns
from ...core.game.words import WordSet
from ...core.lab import benchmark
from ...core.lab.benchmark import Run, RunSpec, run_benchmark
from ...core.lab.simulate import BenchResult
from ...core.solve.stats import Cancelled
from ...core.solve.strategies import STRATEGIES
from .bench_messages import BenchProgress, BenchStopped, RunFinished
from .bench_results import COLUMNS, HARDEST_COLUMNS, BenchResults, OpenGame


class BenchScreen(BenchResults, Screen[OpenGame | None]):
    _last_progress: BenchProgress | None  # the last progress shown, once a run has started
    BINDINGS = [
        Binding("escape", "close", "back (runs go on)"),
        Binding("ctrl+r", "run", "run"),
        # priority: the Opener field binds ctrl+x to cut; while a run goes the key cancels from
        # anywhere on the screen, else check_action lets it through to the field
        Binding("ctrl+x", "cancel", "cancel run", priority=True),
        Binding("ctrl+f", "toggle_form", "form"),
    ]

    def __init__(
        self, sources: dict[str, Callable[[], WordSet]], word_set: str, loaded: Patterns | None
    ) -> None:
        super().__init__()
        self.sources = sources
        self.word_set = word_set
        self.loaded = {word_set: loaded} if loaded is not None else {}
        self.runs: list[tuple[Run, Patterns]] = []
        self.sort_key, self.sort_reverse = "average", False
        self.selected: tuple[Run, Patterns] | None = None
        self.game: OpenGame | None = None
        self.run_going = False  # from Run until the worker's stop lands (its worker may not be running yet)

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="bench-main"):
            with VerticalScroll(id="bench-form"):
                yield Label("Strategies")
                yield SelectionList[str](*[(s, s, s == "entropy") for s in STRATEGIES], id="bench-strategies")
                yield Label("Opener (blank: each strategy's own)")
                yield Input(placeholder="e.g. salet", id="bench-opener")
                yield Checkbox("hard mode", id="bench-hard")
                yield Label("Guess pool")
                yield Select(
                    [("every allowed word", "all"), ("candidates only", "candidates")],
                    value="all",
                    allow_blank=False,
                    id="bench-pool",
                )
                yield Label("Word set")
                yield Select(
                    [(name, name) for name in self.sources],
                    value=self.word_set,
                    allow_blank=False,
                    id="bench-set",
                )
                with Horizontal(classes="bench-buttons"):
                    yield Button("Run", variant="primary", id="bench-run")
                    yield Button("Cancel", id="bench-cancel", disabled=True)
                with Horizontal(classes="bench-buttons"):
                    yield Button("JSON", id="bench-json", disabled=True)
                    yield Button("CSV", id="bench-csv", disabled=True)
            with Vertical(id="bench-results"):
                yield ProgressBar(id="bench-progress", show_eta=False)
                yield Static("Choose strategies and Run (ctrl+r).", id="bench-status")
                yield PlotextPlot(id="bench-plot")
                yield DataTable(id="bench-table", cursor_type="row", zebra_stripes=True)
                with Horizontal(id="bench-drill"):
                    yield DataTable(id="bench-hardest", cursor_type="row", zebra_stripes=True)
                    with Vertical(id="bench-game"):
                        yield DataTable(id="bench-path", cursor_type="none", zebra_stripes=True)
                        yield Button("Open in play screen", id="bench-open", disabled=True)
        yield Footer()

    def on_mount(self) -> None:
        self.title = "Strategy lab"
        self.set_interval(1.0, self._show_progress)
        table = self.query_one("#bench-table", DataTable)
        for key, title, _ in COLUMNS:
            table.add_column(title, key=key)
        table.add_column("", key="status")
        self.query_one("#bench-hardest", DataTable).add_columns(*HARDEST_COLUMNS)
        self.query_one("#bench-path", DataTable).add_columns(
            "#", "guess", "before", "after", "expected", "gained"
        )
        self._plot()

    # -- running -------------------------------------------------------------------------
    def action_run(self) -> None:
        strategies = list(self.query_one("#bench-strategies", SelectionList).selected)
        if not strategies:
            self._status("choose at least one strategy", error=True)
            return
        opener = self.query_one("#bench-opener", Input).value.strip().lower() or None
        hard = self.query_one("#bench-hard", Checkbox).value
        pool = cast(str, self.query_one("#bench-pool", Select).value)  # allow_blank=False
        word_set = self.query_one("#bench-set", Select).value
        specs = [RunSpec(s, opener, hard, pool) for s in strategies]
        if self.has_class("-narrow"):
            self.fold_form(True)
        self._set_running(True)
        self._run(word_set, specs)

    @work(thread=True, exclusive=True, group="bench", exit_on_error=False)
    def _run(self, word_set: str, specs: list[RunSpec]) -> None:
        worker = get_current_worker()
        cancel = worker.cancelled_event
        stops = []  # runs whose strategy chose no move somewhere: kept partial, the others go on
        try:
            patterns = self.loaded.get(word_set) or Patterns.load(self.sources[word_set](), cancel=cancel)
            self.loaded[word_set] = patterns
            for spec in specs:
                started = time.perf_counter()

                def progress(result: BenchResult, spec=spec, started=started) -> None:
                    self.post_message(
                        BenchProgress(spec.strategy, result.games, result.total, result.average, started)
                    )

                run = run_benchmark(patterns, spec, on_progress=progress, cancel=cancel)
                self.post_message(RunFinished(run, patterns))
                if stopped := benchmark.stopped_at(run):
                    r = run.result
                    stops.append(f"{stopped}; that run stopped there, partial: {r.games} of {r.total} games")
                if cancel.is_set():
                    break
        except Cancelled:
            pass
        except WordleError as exc:
            self.post_message(BenchStopped(str(exc)))
            return
        self.post_message(BenchStopped("\n".join(stops) or None))

    def _set_running(self, running: bool) -> None:
        self.run_going = running
        self.query_one("#bench-run", Button).disabled = running
        self.query_one("#bench-cancel", Button).disabled = not running
        self.refresh_bindings()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "cancel" and not self.run_going:
            return None  # shown greyed in the footer; the key goes on to the focused widget (cut)
        return True

    @property
    def running(self) -> bool:
        return any(w.is_running for w in self.workers if w.group == "bench")

    def action_cancel(self) -> None:
        self.workers.cancel_group(self, "bench")

    def action_close(self) -> None:
        self.dismiss(None)  # the screen is installed: a run goes on and is here on return

    @on(BenchProgress)
    def _progress(self, message: BenchProgress) -> None:
        self._last_progress = message
        bar = self.query_one("#bench-progress", ProgressBar)
        bar.update(total=message.total, progress=message.done)
        self._show_progress()

    def _show_progress(self) -> None:
        """Also run every second, so the clock and the estimate move between progress reports."""
        message = getattr(self, "_last_progress", None)
        if message is None or not self.running:
            return
        elapsed = time.perf_counter() - message.started
        eta = elapsed / message.done * (message.total - message.done) if message.done else 0
        self._status(
            f"{message.strategy}: {message.done}/{message.total} games, running average "
            f"{message.average:.4f}, {elapsed:.1f} s, about {eta:.0f} s to go"
        )

    @on(RunFinished)
    def _finished(self, message: RunFinished) -> None:
        run = message.run
        self.query_one("#bench-progress", ProgressBar).update(
            total=run.result.total, progress=run.result.games
        )
        same = lambda r: (r.spec, r.opener) == (run.spec, run.opener)  # noqa: E731
        self.runs = [(r, p) for r, p in self.runs if not same(r)] + [(run, message.patterns)]
        self._render_table()
        self._plot()
        self.query_one("#bench-json", Button).disabled = False
        self.query_one("#bench-csv", Button).disabled = False
        self._select(run, message.patterns)

    @on(BenchStopped)
    def _stopped(self, message: BenchStopped) -> None:
        self._set_running(False)
        self._last_progress = None
        if message.error:
            bar = self.query_one("#bench-progress", ProgressBar)
            bar.update(total=bar.total or 1, progress=bar.progress)  # a failed start: no pulsing bar
            self._status(message.error, error=True)
        elif self.runs and not self.runs[-1][0].result.complete:
            self._status("cancelled: the last run is partial")
        else:
            self._status(f"done: {len(self.runs)} run(s) in the table")

    def _status(self, text: str, error: bool = False) -> None:
        status = self.query_one("#bench-status", Static)
        status.update(text)
        status.set_class(error, "-error")

    # -- buttons -------------------------------------------------------------------------
    @on(Button.Pressed, "#bench-run")
    def _run_pressed(self) -> None:
        self.action_run()

    @on(Button.Pressed, "#bench-cancel")
    def _cancel_pressed(self) -> None:
        self.action_cancel()

    @on(Button.Pressed, "#bench-open")
    def _open_pressed(self) -> None:
        if self.game is not None:
            self.dismiss(self.game)

    @on(Button.Pressed, "#bench-json")
    def _json_pressed(self) -> None:
        self._export("json", benchmark.to_json([r for r, _ in self.runs]))

    @on(Button.Pressed, "#bench-csv")
    def _csv_pressed(self) -> None:
        if self.runs:
            self._export("csv", benchmark.to_csv([r for r, _ in self.runs], self.runs[0][1]))

    def _export(self, ext: str, text: str) -> None:
        path = Path.cwd() / f"wordle-bench-{time.strftime('%Y%m%d-%H%M%S')}.{ext}"
        try:
            path.write_text(text)
        except OSError as exc:
            self._status(f"could not write {path}: {exc.strerror}", error=True)
            return
        self.notify(f"wrote {path}")
