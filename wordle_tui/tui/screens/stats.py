"""The player's statistics screen: the record's figures and the guess distribution as a plot."""

from __future__ import annotations

from dataclasses import dataclass

from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Footer, Header, Static
from textual_plotext import PlotextPlot

from ...core.coach.player_stats import PlayerStats, player_stats, stats_lines
from ...core.coach.record import Record
from ...core.errors import WordleError


@dataclass
class StatsLoaded(Message):
    stats: PlayerStats | None
    error: str = ""


class StatsScreen(Screen[None]):
    DEFAULT_CSS = """
    StatsScreen #stats-text { height: auto; padding: 1 2; }
    StatsScreen #stats-plot { height: 1fr; min-height: 10; }
    """
    BINDINGS = [Binding("escape", "app.pop_screen", "back", show=False)]

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static("reading your record...", id="stats-text")
        yield PlotextPlot(id="stats-plot")
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = "statistics"
        self._load()

    @work(thread=True, exclusive=True, group="stats", exit_on_error=False)
    def _load(self) -> None:
        try:
            with Record() as record:
                games = record.games()
        except (WordleError, OSError) as exc:
            self.post_message(StatsLoaded(None, str(exc)))
            return
        self.post_message(StatsLoaded(player_stats(games)))

    @on(StatsLoaded)
    def _loaded(self, message: StatsLoaded) -> None:
        text = self.query_one("#stats-text", Static)
        if message.stats is None:
            text.update(f"[red]{message.error}[/]")
            return
        stats = message.stats
        lines = stats_lines(stats)
        text.update(
            "\n".join(line for line in lines if not line.startswith("  ") and line != "guess distribution:")
        )
        plot = self.query_one(PlotextPlot)
        plt = plot.plt
        plt.clear_data()
        plt.title("guess distribution")
        labels = [str(n) for n in stats.distribution] + (["X"] if stats.played > stats.won else [])
        counts = list(stats.distribution.values()) + (
            [stats.played - stats.won] if stats.played > stats.won else []
        )
        plt.bar(
            labels[::-1], counts[::-1], orientation="horizontal", width=0.6
        )  # 1 at the top, as the NYT shows it
        plot.refresh()
