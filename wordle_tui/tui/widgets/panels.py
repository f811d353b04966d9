"""The panels beside the board: suggestions and history (candidates.py: the candidates). They
only display what the core computed; a pick in the suggestions goes up as a message."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual import events
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.coordinate import Coordinate
from textual.message import Message
from textual.widgets import DataTable, Static

from ...core.game.feedback import decode
from ...core.game.state import Step
from ...core.solve.strategies import Suggestion
from .suggestion_columns import (
    DEEP_TOTALS,
    MEASURE,
    OPENING_TOTALS,
    WEIGHTED_TOTALS,
    cells,
    content_widths,
    fitting,
    labels,
    legend,
)

TILE_STYLE = {0: "bold white on #3a3a3c", 1: "bold white on #b59f3b", 2: "bold white on #538d4e"}


def feedback_text(word: str, pattern: int) -> Text:
    text = Text()
    for letter, colour in zip(word, decode(pattern, len(word)), strict=False):
        text.append(letter.upper(), style=TILE_STYLE[colour])
    return text


class SuggestionsPanel(Vertical):
    """The best next guesses: expected guesses to win, bits, expected and worst-case remaining,
    in as many columns as the panel's width holds (suggestion_columns.py)."""

    @dataclass
    class Picked(Message):
        word: str

    def compose(self) -> ComposeResult:
        self.weighted = False  # the word set's answers have a prior: a chance column, not the star
        self.columns = labels(False)
        self.words: list[str] = []  # the suggestions shown, best first
        self.rows: list[dict[str, Text | str]] = []  # each one's cells, by column key
        self.strategy: str | None = None
        self.legend: list[tuple[str, ...]] = []  # the status line's wordings (one each: said as it is)
        self.shown: list[str] = []  # the keys of the columns in the table now
        yield Static("", id="suggestion-status")
        yield SuggestionTable(cursor_type="row", zebra_stripes=True, show_cursor=False, id="suggestion-table")

    def on_mount(self) -> None:
        self._lay_out()

    def use_prior(self, weighted: bool) -> None:
        """The loaded word set's answers have a prior (or not): its mark column is `chance` (or the
        star) in every table of the set, filled, waiting or empty."""
        if weighted != self.weighted:
            self.weighted, self.columns = weighted, labels(weighted)
            self.words, self.rows, self.shown = [], [], []  # rows made for the other column
            self._lay_out()

    def pending(self, text: str, title: str | None = None) -> None:
        """A ranking is being computed: say so (and how far it got); the previous position's
        list is gone, so nothing stale can be read or played.

        A line of text rather than a loading animation: a deep search can take seconds, and
        an animation would take interpreter time from it."""
        if not self.has_class("-pending"):
            self.words, self.rows = [], []
            self.query_one(DataTable).clear()
        self.add_class("-pending")
        if title is not None:
            self.border_title = title
        self.legend = [(text,)]
        self._say()

    def show(
        self,
        suggestions: list[Suggestion],
        title: str,
        status: str = "",
        opening: bool = False,
        strategy: str | None = None,
        note: tuple[str, ...] = (),
    ) -> None:
        """Under a prior (use_prior), each guess's chance of being the answer is shown as a
        percentage instead of the star. ``opening``: the board is empty, so deep
        totals are those of the openers solved (each exact, the best not proven over every word).
        ``strategy``: the one that ranked them, whose own figure a narrow panel keeps longest.
        ``note``: a line's wordings about them all, longest first (core/solve/all_lose.py)."""
        self.remove_class("-pending")
        self.border_title = title
        best = suggestions[0].total if suggestions else None
        lead = suggestions[0].guesses if suggestions else None
        weighted, self.strategy = self.weighted, strategy
        self.words = [s.guess for s in suggestions]
        self.rows = [cells(i, s, best, lead, opening, weighted) for i, s in enumerate(suggestions, 1)]
        deep = WEIGHTED_TOTALS if weighted else DEEP_TOTALS
        totals = OPENING_TOTALS if opening else deep if len(suggestions) > 1 else None
        said = (status,) if status else totals if best is not None else None  # a deep ranking's totals
        self.legend = [w for w in (said, note, MEASURE if suggestions else None) if w]
        self.shown = []  # new rows: the table is filled again whatever its columns
        self._lay_out()

    def on_resize(self) -> None:
        self._lay_out()

    def _lay_out(self) -> None:
        """Fill the table with the columns that fit the panel's width, and the legend with the
        wordings that do; again on a resize only when that changes what is shown."""
        self._say()
        table = self.query_one(SuggestionTable)
        # room kept for the vertical scrollbar, shown or not: a table that fits stays fitting
        room = self.content_region.width - table.styles.scrollbar_size_vertical
        shown = fitting(self.columns, self.rows, max(room, 0), table.cell_padding, self.strategy)
        if shown == self.shown and table.row_count == len(self.rows):
            return
        cursor = table.cursor_row if table.show_cursor else None
        table.clear(columns=True)
        # Each width given, not measured by the table when idle: a frame drawn before that would
        # keep its cells cut to the labels' widths (the table caches cells by row and column only).
        widths = content_widths(self.columns, self.rows)
        for key in shown:
            table.add_column(self.columns[key], width=widths[key], key=key)
        for word, row in zip(self.words, self.rows, strict=True):
            table.add_row(*(row[k] for k in shown), key=word)
        self.shown = shown
        if cursor is not None and cursor < table.row_count:
            table.move_cursor(row=cursor)

    def _say(self) -> None:
        self.set_class(not self.rows, "-empty")  # no rows: the status may take their room
        self.query_one("#suggestion-status", Static).update(legend(self.legend, self.content_region.width))

    def highlight(self, word: str | None) -> None:
        """Mark the suggestion in the current row (Tab steps through them)."""
        table = self.query_one(DataTable)
        table.show_cursor = word is not None
        if word is not None and word in table.rows:
            table.move_cursor(row=table.get_row_index(word))


class SuggestionTable(DataTable, can_focus=False):
    """One click on a suggestion picks it (the grid keeps the focus: keys go on typing)."""

    async def _on_click(self, event: events.Click) -> None:
        row = event.style.meta.get("row")
        if row is not None and 0 <= row < self.row_count:
            event.stop()
            picked = self.coordinate_to_cell_key(Coordinate(row, 0)).row_key.value
            assert picked is not None  # every suggestion row has its guess as key
            self.post_message(SuggestionsPanel.Picked(picked))


class HistoryPanel(Vertical):
    """Each committed guess: candidates before and after, bits expected and gained."""

    def compose(self) -> ComposeResult:
        table: DataTable = DataTable(cursor_type="none", zebra_stripes=True, id="history-table")
        table.can_focus = False
        table.add_columns("#", "guess", "before", "after", "expected", "gained")
        yield table

    def show(self, steps: tuple[Step, ...], failed: tuple[str, int] | None = None) -> None:
        table = self.query_one(DataTable)
        table.clear()
        for i, s in enumerate(steps, 1):
            table.add_row(
                str(i),
                feedback_text(s.guess, s.pattern),
                str(s.before),
                str(s.after),
                f"{s.expected_bits:.2f}",
                f"{s.gained_bits:.2f}",
            )
        if failed is not None:
            word, pattern = failed
            table.add_row(
                str(len(steps) + 1), feedback_text(word, pattern), "", Text("0", style="bold red"), "", ""
            )
        table.scroll_end(animate=False, x_axis=False)  # the newest row in sight: 80x24 has room for three
