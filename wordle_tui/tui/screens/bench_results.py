"""The strategy lab's results: the comparison table, the histogram, the hardest answers and
one game's steps (mixed into BenchScreen)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rich.text import Text
from textual.widgets import Button, DataTable
from textual_plotext import PlotextPlot

from ...core.game.patterns import Patterns
from ...core.lab.benchmark import Run, replay
from ..widgets.panels import feedback_text

COLUMNS = [  # key, title, sort value
    ("strategy", "strategy", lambda r: r.spec.strategy),
    ("opener", "opener", lambda r: r.opener),
    ("mode", "mode", lambda r: r.spec.mode),
    ("average", "avg", lambda r: r.result.average),  # short titles: the whole table fits 80 columns
    ("max", "max", lambda r: r.result.max),
    ("failures", ">6", lambda r: len(r.result.failures)),
    ("within3", "<=3", lambda r: r.result.within(3)),
    ("within4", "<=4", lambda r: r.result.within(4)),
    ("seconds", "time", lambda r: r.result.seconds),
]


@dataclass
class OpenGame:
    """What the screen hands back to the play screen: a game to replay there."""

    word_set: str
    strategy: str
    hard: bool
    answer: str
    path: list[str]


HARDEST_COLUMNS = ("answer", "n", "guesses before it")


if TYPE_CHECKING:
    from collections.abc import Callable

    from textual.screen import Screen

    from ...core.game.words import WordSet

    class _Base(Screen):
        """The typed face of BenchScreen that BenchResults sees (set in BenchScreen.__init__)."""

        sources: dict[str, Callable[[], WordSet]]
        word_set: str
        runs: list[tuple[Run, Patterns]]
        sort_key: str
        sort_reverse: bool
        selected: tuple[Run, Patterns] | None
        game: OpenGame | None

else:
    _Base = object  # the screen supplies everything: Textual's bindings and CSS are as before


class BenchResults(_Base):
    """Needs runs, selected, game, sources, word_set, sort_key, sort_reverse from the screen."""

    # -- the form: folded away on a narrow terminal while results are shown -----------------
    def fold_form(self, folded: bool) -> None:
        """Below 100 columns the form and the results do not both fit: a run folds the form away
        and ctrl+f brings it back (the table, the hardest answers and a game's steps need the width)."""
        self.query_one("#bench-form").set_class(folded, "-folded")

    def action_toggle_form(self) -> None:
        self.fold_form(not self.query_one("#bench-form").has_class("-folded"))

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
                run.spec.strategy,
                run.opener.upper(),
                run.spec.mode,
                f"{r.average:.4f}",
                str(r.max),
                str(len(r.failures)),
                f"{r.within(3):.1%}",
                f"{r.within(4):.1%}",
                f"{r.seconds:.1f}s",
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
            labels = [
                f"{run.spec.strategy} {run.opener}" + ("" if run.result.complete else " (partial)")
                for run, _ in self.runs
            ]
            plt.multiple_bar(xs, ys, labels=labels)  # type: ignore[call-arg]  # the stub says label; plotext takes labels
            top = max(max(y) for y in ys) or 1
            step = max(1, -(-top // 5))
            plt.yticks(list(range(0, top + step, step)))  # game counts: whole numbers on the axis
        plot.refresh()

    # Plain handler names, not @on: a mixin's decorated handlers are not registered by Textual.
    def on_data_table_header_selected(self, event: DataTable.HeaderSelected) -> None:
        if event.data_table.id != "bench-table":
            return
        key = event.column_key.value
        if key not in dict((k, f) for k, _, f in COLUMNS):
            return
        self.sort_reverse = not self.sort_reverse if key == self.sort_key else False
        self.sort_key = key
        self._render_table()

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        if event.data_table.id == "bench-table":
            self._run_selected(event)
        elif event.data_table.id == "bench-hardest":
            self._game_selected(event)

    def _run_selected(self, event: DataTable.RowSelected) -> None:
        assert event.row_key.value is not None  # every row is added with key=str(index)
        run, patterns = self.runs[int(event.row_key.value)]
        self._select(run, patterns)

    def _select(self, run: Run, patterns: Patterns) -> None:
        self.selected = (run, patterns)
        table = self.query_one("#bench-hardest", DataTable)
        # The last guess is the answer itself: leaving it out keeps the path in the column.
        rows = {
            a: (a.upper(), str(len(p)), " ".join(w.upper() for w in p[:-1]))
            for a, p in run.result.hardest(30)
        }
        table.clear(columns=True)  # widths fit this run's paths, not the widest seen before
        for i, label in enumerate(HARDEST_COLUMNS):
            # Given, not measured: DataTable measures new rows when idle, and a frame drawn before
            # that kept the label's width, cutting the longest path short (a soak run saw it).
            table.add_column(label, width=max([len(label), *(len(row[i]) for row in rows.values())]))
        for answer, row in rows.items():
            table.add_row(*row, key=answer)
        table.border_title = f"hardest answers: {run.spec.strategy} from {run.opener.upper()}"

    def _game_selected(self, event: DataTable.RowSelected) -> None:
        if self.selected is None:
            return
        run, patterns = self.selected
        answer = event.row_key.value
        assert answer is not None  # every row is added with key=answer
        path = run.result.paths[answer]
        game = replay(patterns, answer, path, run.spec.hard)
        table = self.query_one("#bench-path", DataTable)
        table.clear()
        for i, s in enumerate(game.steps, 1):
            table.add_row(
                str(i),
                feedback_text(s.guess, s.pattern),
                str(s.before),
                str(s.after),
                f"{s.expected_bits:.2f}",
                f"{s.gained_bits:.2f}",
            )
        self.game = OpenGame(
            patterns.words.name if patterns.words.name in self.sources else self.word_set,
            run.spec.strategy,
            run.spec.hard,
            answer,
            [g for g in path if g != "?"],
        )
        self.query_one("#bench-open", Button).disabled = False
