"""The player's statistics screen: the daily record's figures, the guess distribution as bars
with their counts (as NYT draws it), skill and luck game by game, and the archive and practice
games apart."""

from __future__ import annotations

from dataclasses import dataclass, field

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Footer, Header, Static
from textual_plotext import PlotextPlot

from ...core.coach.pending import read_everything
from ...core.coach.player_stats import PlayerStats, kept_apart, player_stats, summary_lines
from ...core.coach.record import GameRecord
from ...core.errors import WordleError

BAR = 24  # cells of the longest bar
SHOWN_APART = 5  # archive and practice games listed (stats --archive lists them all)


@dataclass
class StatsLoaded(Message):
    stats: PlayerStats | None
    error: str = ""
    notes: list[str] = field(default_factory=list)
    apart: list[GameRecord] = field(default_factory=list)


def distribution_text(stats: PlayerStats) -> Text:
    """One bar a row, the count on it: 1 to 6 guesses, then X for the losses."""
    rows = [(str(n), c) for n, c in stats.distribution.items()] + [("X", stats.lost)]
    peak = max(c for _, c in rows) or 1
    text = Text("guess distribution\n", style="bold")
    for label, count in rows:
        width = max(len(str(count)) + 2, round(BAR * count / peak))
        text.append(f"{label} ")
        text.append(
            f"{count:>{width - 1}} ", style="black on green" if count and label != "X" else "white on grey30"
        )
        text.append("\n")
    return text


class StatsScreen(Screen[None]):
    DEFAULT_CSS = """
    StatsScreen #stats-text { height: auto; padding: 0 1; }
    StatsScreen #stats-body { height: 1fr; min-height: 9; }
    StatsScreen #stats-distribution { width: 34; padding: 0 1; }
    StatsScreen #stats-plot { width: 1fr; }
    StatsScreen #stats-apart { height: auto; max-height: 7; padding: 0 1; color: $text-muted; }
    """
    BINDINGS = [Binding("escape", "app.pop_screen", "back")]  # shown: the footer is the way out

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static("reading your record...", id="stats-text")
        with Horizontal(id="stats-body"):
            yield Static("", id="stats-distribution")
            yield PlotextPlot(id="stats-plot")
        yield Static("", id="stats-apart")
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = "statistics"
        self._load()

    @work(thread=True, exclusive=True, group="stats", exit_on_error=False)
    def _load(self) -> None:
        try:
            games, notes = read_everything()
        except (WordleError, OSError) as exc:
            self.post_message(StatsLoaded(None, str(exc)))
            return
        apart = kept_apart(games)
        self.post_message(StatsLoaded(player_stats(games), notes=notes, apart=apart))

    @on(StatsLoaded)
    def _loaded(self, message: StatsLoaded) -> None:
        text = self.query_one("#stats-text", Static)
        if message.stats is None:
            text.update(Text(message.error, style="red"))
            return
        stats = message.stats
        text.update("\n".join(summary_lines(stats)[:-1] + message.notes))
        self.query_one("#stats-distribution", Static).update(distribution_text(stats))
        self.query_one("#stats-apart", Static).update(self._apart_text(stats, message.apart))
        plot = self.query_one(PlotextPlot)
        plt = plot.plt
        plt.clear_data()
        points = stats.timeline
        if not points:
            plt.title("skill and luck: none reviewed yet")
        else:
            plt.title("skill and luck by puzzle")
            xs = [p.puzzle for p in points]
            for name, values, colour in (
                ("skill", [p.skill for p in points], "green"),
                ("luck", [p.luck for p in points], "yellow"),
            ):
                shown = [(x, v) for x, v in zip(xs, values, strict=True) if v is not None]
                if shown:
                    plt.plot(
                        [x for x, _ in shown], [v for _, v in shown], label=name, color=colour, marker="dot"
                    )
            plt.ylim(0, 100)
            step = max(1, (xs[-1] - xs[0]) // 4 or 1)
            plt.xticks(list(range(xs[0], xs[-1] + 1, step)))  # whole puzzle numbers
            plt.yticks([0, 25, 50, 75, 100])
        plot.refresh()

    @staticmethod
    def _apart_text(stats: PlayerStats, apart: list[GameRecord]) -> str:
        other = stats.other_rows
        head = (
            f"archive {stats.archive.played} (won {stats.archive.won}), practice {stats.practice.played} "
            f"(won {stats.practice.won})"
            + (f", other rows {other.played} (won {other.won})" if other.played else "")
            + ": not in the streaks or the distribution"
        )
        lines = [
            f"  {g.which:<24} {g.shared_result:<5} {' '.join(g.words).upper()}" for g in apart[-SHOWN_APART:]
        ]
        return "\n".join([head, *lines])
