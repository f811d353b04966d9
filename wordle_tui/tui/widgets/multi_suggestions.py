"""Suggestions for the whole multi-board game: per guess the bits summed over the unsolved
boards, the boards it could solve now and the boards it should leave certain; above them,
the guesses left against the boards left; near the end, the exact chance to finish."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import DataTable, Static

from ...core.multi.strategy import MultiSuggestion

NOT_SEARCHED = "-"  # win: the chance to finish is searched only near the end (F1 there says when)


class MultiSuggestions(Vertical):
    DEFAULT_CSS = """
    MultiSuggestions { width: 38; height: 1fr; border: round $panel-lighten-2; }
    MultiSuggestions #multi-budget { height: auto; padding: 0 1; }
    MultiSuggestions #multi-budget.-tight { color: $warning; text-style: bold; }
    MultiSuggestions DataTable { height: 1fr; }
    """

    @dataclass
    class Picked(Message):
        word: str

    def compose(self) -> ComposeResult:
        yield Static("", id="multi-budget")
        table: DataTable = DataTable(id="multi-table", cursor_type="row", zebra_stripes=True)
        table.add_columns("guess", "bits", "fits", "sure", "win")
        table.can_focus = False  # keys are for the boards (a click still picks a row)
        yield table

    def on_mount(self) -> None:
        self.border_title = "Next guesses"

    def budget(self, guesses_left: int, boards_left: int, verdict: str | None) -> None:
        line = self.query_one("#multi-budget", Static)
        boards = f"{boards_left} board{'' if boards_left == 1 else 's'}"  # "for 1 boards" read wrong
        if verdict == "won":
            line.update("Won! Every board solved.")
        elif verdict == "lost":
            line.update(f"Lost: out of guesses with {boards} open.")
        else:
            spare = guesses_left - boards_left
            guesses = f"{guesses_left} guess{'' if guesses_left == 1 else 'es'}"
            # fewer guesses than boards: every board can no longer be solved ("-3 spare" read wrong)
            line.update(f"{guesses} for {boards}, " + (f"{spare} spare" if spare >= 0 else f"{-spare} short"))
        line.set_class(verdict is None and guesses_left - boards_left <= 1, "-tight")

    def pending(self, text: str) -> None:
        self.query_one(DataTable).clear()
        self.border_subtitle = text

    def show(self, suggestions: list[MultiSuggestion], strategy: str) -> None:
        table = self.query_one(DataTable)
        table.clear()
        for s in suggestions:
            guess = Text(
                s.guess.upper(), style="bold green" if s.certain else "bold" if s.could_solve else ""
            )
            finish = NOT_SEARCHED if s.win is None else f"{s.win:.0%}"
            table.add_row(
                guess, f"{s.bits:.2f}", str(s.could_solve), f"{s.expect_certain:.2f}", finish, key=s.guess
            )
        self.border_subtitle = strategy

    @on(DataTable.RowSelected)
    def _selected(self, event: DataTable.RowSelected) -> None:
        event.stop()
        self.post_message(self.Picked(str(event.row_key.value)))
