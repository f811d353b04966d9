"""The strategy lab: benchmark strategies over every answer, compare them side by side, and
drill down into the hardest games."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widgets import (
    Button, Checkbox, DataTable, Footer, Header, Input, Label, ProgressBar, Select, SelectionList, Static,
)
from textual.worker import get_current_worker
from textual_plotext import PlotextPlot

from ...core import benchmark
from ...core.benchmark import Run, RunSpec, replay, run_benchmark
from ...core.errors import WordleError
from ...core.patterns import Patterns
from ...core.simulate import BenchResult
from ...core.stats import Cancelled
from ...core.strategies import STRATEGIES
from ...core.words import WordSet
from ..widgets.panels import feedback_text

COLUMNS = [  # key, title, sort value
    ("strategy", "strategy", lambda r: r.spec.strategy),
    ("opener", "opener", lambda r: r.opener),
    ("mode", "mode", lambda r: r.spec.mode),
    ("average", "average", lambda r: r.result.average),
    ("max", "max", lambda r: r.result.max),
    ("failures", ">6", lambda r: len(r.result.failures)),
    ("within3", "<=3", lambda r: r.result.within(3)),
    ("within4", "<=4", lambda r: r.result.within(4)),
    ("seconds", "time", lambda r: r.result.seconds),
]


@dataclass
class BenchProgress(Message):
    strategy: str
    done: int
    total: int
    average: float
    started: float

    def can_replace(self, message: Message) -> bool:
        return isinstance(message, BenchProgress)


@dataclass
class RunFinished(Message):
    run: Run
    patterns: Patterns


@dataclass
class BenchStopped(Message):
    error: str | None = None


@dataclass
class OpenGame:
    """What the screen hands back to the play screen: a game to replay there."""

    word_set: str
    strategy: str
    hard: bool
    answer: str
    path: list[str]


class BenchScreen(Screen[OpenGame | None]):
    BINDINGS = [
        Binding("escape", "close", "back (runs go on)"),
        Binding("ctrl+r", "run", "run"),
        Binding("ctrl+x", "cancel", "cancel run"),
    ]

    def __init__(self, sources: dict[str, Callable[[], WordSet]], word_set: str, loaded: Patterns | None) -> None:
        super().__init__()
        self.sources = sources
        self.word_set = word_set
        self.loaded = {word_set: loaded} if loaded is not None else {}
        self.runs: list[tuple[Run, Patterns]] = []
        self.sort_key, self.sort_reverse = "average", False
        self.selected: tuple[Run, Patterns] | None = None
        self.game: OpenGame | None = None

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
                yield Select([("every allowed word", "all"), ("candidates only", "candidates")], value="all",
                             allow_blank=False, id="bench-pool")
                yield Label("Word set")
                yield Select([(name, name) for name in self.sources], value=self.word_set, allow_blank=False,
                             id="bench-set")
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
        table = self.query_one("#bench-table", DataTable)
        for key, title, _ in COLUMNS:
            table.add_column(title, key=key)
        table.add_column("", key="status")
        self.query_one("#bench-hardest", DataTable).add_columns("answer", "guesses", "path")
        self.query_one("#bench-path", DataTable).add_columns("#", "guess", "before", "after", "expected", "gained")
        self._plot()

    # -- running -------------------------------------------------------------------------
    def action_run(self) -> None:
        strategies = list(self.query_one("#bench-strategies", SelectionList).selected)
        if not strategies:
            self._status("choose at least one strategy", error=True)
            return
        opener = self.query_one("#bench-opener", Input).value.strip().lower() or None
        hard = self.query_one("#bench-hard", Checkbox).value
        pool = self.query_one("#bench-pool", Select).value
        word_set = self.query_one("#bench-set", Select).value
        specs = [RunSpec(s, opener, hard, pool) for s in strategies]
        self._set_running(True)
        self._run(word_set, specs)

    @work(thread=True, exclusive=True, group="bench", exit_on_error=False)
    def _run(self, word_set: str, specs: list[RunSpec]) -> None:
        worker = get_current_worker()
        cancel = worker.cancelled_event
        try:
            patterns = self.loaded.get(word_set) or Patterns.load(self.sources[word_set](), cancel=cancel)
            self.loaded[word_set] = patterns
            for spec in specs:
                started = time.perf_counter()

                def progress(result: BenchResult, spec=spec, started=started) -> None:
                    self.post_message(BenchProgress(spec.strategy, result.games, result.total, result.average, started))

                run = run_benchmark(patterns, spec, on_progress=progress, cancel=cancel)
                self.post_message(RunFinished(run, patterns))
                if cancel.is_set():
                    break
        except Cancelled:
            pass
        except WordleError as exc:
            self.post_message(BenchStopped(str(exc)))
            return
        self.post_message(BenchStopped())

    def _set_running(self, running: bool) -> None:
        self.query_one("#bench-run", Button).disabled = running
        self.query_one("#bench-cancel", Button).disabled = not running

    @property
    def running(self) -> bool:
        return any(w.is_running for w in self.workers if w.group == "bench")

    def action_cancel(self) -> None:
        self.workers.cancel_group(self, "bench")

    def action_close(self) -> None:
        self.dismiss(None)  # the screen is installed: a run goes on and is here on return

    @on(BenchProgress)
    def _progress(self, message: BenchProgress) -> None:
        bar = self.query_one("#bench-progress", ProgressBar)
        bar.update(total=message.total, progress=message.done)
        elapsed = time.perf_counter() - message.started
        eta = elapsed / message.done * (message.total - message.done) if message.done else 0
        self._status(
            f"{message.strategy}: {message.done}/{message.total} games, running average "
            f"{message.average:.4f}, {elapsed:.1f} s, about {eta:.0f} s to go"
        )

    @on(RunFinished)
    def _finished(self, message: RunFinished) -> None:
        run = message.run
        self.query_one("#bench-progress", ProgressBar).update(total=run.result.total, progress=run.result.games)
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
        if message.error:
            self._status(message.error, error=True)
        elif self.runs and not self.runs[-1][0].result.complete:
            self._status("cancelled: the last run is partial")
        else:
            self._status(f"done: {len(self.runs)} run(s) in the table")

    def _status(self, text: str, error: bool = False) -> None:
        status = self.query_one("#bench-status", Static)
        status.update(text)
        status.set_class(error, "-error")

    # -- results -------------------------------------------------------------------------
    def _render_table(self) -> None:
        table = self.query_one("#bench-table", DataTable)
        table.clear()
        value = dict((k, f) for k, _, f in COLUMNS)[self.sort_key]
        for index, (run, _) in sorted(
            enumerate(self.runs), key=lambda item: value(item[1][0]), reverse=self.sort_reverse
        ):
            r = run.result
            table.add_row(
                run.spec.strategy, run.opener.upper(), run.spec.mode, f"{r.average:.4f}", str(r.max),
                str(len(r.failures)), f"{r.within(3):.1%}", f"{r.within(4):.1%}", f"{r.seconds:.1f} s",
                Text("partial", style="bold red") if not r.complete else ("cached" if run.cached else ""),
                key=str(index),
            )

    def _plot(self) -> None:
        plot = self.query_one("#bench-plot", PlotextPlot)
        plt = plot.plt
        plt.clear_data()
        plt.title("guesses per game")
        if self.runs:
            depth = max(run.result.max for run, _ in self.runs)
            xs = [str(g) for g in range(1, depth + 1)]
            ys = [[run.result.histogram.get(g, 0) for g in range(1, depth + 1)] for run, _ in self.runs]
            labels = [f"{run.spec.strategy} {run.opener}" + ("" if run.result.complete else " (partial)") for run, _ in self.runs]
            plt.multiple_bar(xs, ys, labels=labels)
        plot.refresh()

    @on(DataTable.HeaderSelected, "#bench-table")
    def _sort(self, event: DataTable.HeaderSelected) -> None:
        key = event.column_key.value
        if key not in dict((k, f) for k, _, f in COLUMNS):
            return
        self.sort_reverse = not self.sort_reverse if key == self.sort_key else False
        self.sort_key = key
        self._render_table()

    @on(DataTable.RowSelected, "#bench-table")
    def _run_selected(self, event: DataTable.RowSelected) -> None:
        run, patterns = self.runs[int(event.row_key.value)]
        self._select(run, patterns)

    def _select(self, run: Run, patterns: Patterns) -> None:
        self.selected = (run, patterns)
        table = self.query_one("#bench-hardest", DataTable)
        table.clear()
        for answer, path in run.result.hardest(30):
            table.add_row(answer.upper(), str(len(path)), " ".join(w.upper() for w in path), key=answer)
        table.border_title = f"hardest answers: {run.spec.strategy} from {run.opener.upper()}"

    @on(DataTable.RowSelected, "#bench-hardest")
    def _game_selected(self, event: DataTable.RowSelected) -> None:
        if self.selected is None:
            return
        run, patterns = self.selected
        answer = event.row_key.value
        path = run.result.paths[answer]
        game = replay(patterns, answer, path, run.spec.hard)
        table = self.query_one("#bench-path", DataTable)
        table.clear()
        for i, s in enumerate(game.steps, 1):
            table.add_row(str(i), feedback_text(s.guess, s.pattern), str(s.before), str(s.after),
                          f"{s.expected_bits:.2f}", f"{s.gained_bits:.2f}")
        self.game = OpenGame(patterns.words.name if patterns.words.name in self.sources else self.word_set,
                             run.spec.strategy, run.spec.hard, answer, [g for g in path if g != "?"])
        self.query_one("#bench-open", Button).disabled = False

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
