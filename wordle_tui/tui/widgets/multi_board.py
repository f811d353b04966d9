"""One board of a multi-board game, drawn small: its rows, the row being typed or coloured,
and its candidate count; a solved board collapses to one line while the game goes on, and
shows its rows again once the game is over (the whole game to look back on)."""

from __future__ import annotations

from dataclasses import dataclass

from rich.text import Text
from textual import events
from textual.message import Message
from textual.widget import Widget

from ...core.game.feedback import GREEN, GREY, YELLOW, decode

TILE_STYLE = {GREY: "white on #3a3a3c", YELLOW: "white on #b59f3b", GREEN: "white on #538d4e"}
TYPED_STYLE = "bold on #1f1f1f"
EMPTY_STYLE = "on #121213"
PENDING_STYLE = " bold italic"  # the row being coloured, not yet played: as the single board's


@dataclass(frozen=True)
class BoardView:
    """What one board shows (built by the screen from the game and the entry)."""

    index: int
    rows: tuple[tuple[str, int], ...]  # the guesses this board saw, with its pattern
    length: int
    candidates: int
    solved: bool
    draft: str = ""
    colours: tuple[int, ...] | None = None  # the row being coloured, on this board
    selected: bool = False  # the board colour keys act on
    cursor: int = 0  # the tile colour keys act on
    error: bool = False
    few: tuple[str, ...] = ()  # the candidates, when there are few enough to list
    over: bool = False  # the game is over: solved boards show their rows again
    answer: str = ""  # a board lost in practice: its answer, once the game is over


class MiniBoard(Widget):
    DEFAULT_CSS = """
    MiniBoard { width: 19; height: auto; border: round $panel-lighten-2; padding: 0 1; }
    MiniBoard.-selected { border: heavy $accent; }
    MiniBoard.-solved { border: round $success 50%; color: $text-muted; }
    MiniBoard.-error { border: double $error; }  /* not the heavy "selected" border */
    """

    @dataclass
    class Clicked(Message):
        index: int
        col: int | None

    def __init__(self, view: BoardView) -> None:
        super().__init__()
        self.view = view
        self._apply_classes()

    def show(self, view: BoardView) -> None:
        if view != self.view:
            self.view = view
            self._apply_classes()
            self.refresh(layout=True)

    def _apply_classes(self) -> None:
        v = self.view
        self.set_class(v.selected and not v.solved, "-selected")
        self.set_class(v.solved, "-solved")
        self.set_class(v.error, "-error")
        self.border_title = f"{v.index + 1}"
        if v.solved:
            self.border_subtitle = f"\u2713 in {len(v.rows)}" if v.over else ""
        else:
            self.border_subtitle = f"\u2717 {v.answer.upper()}" if v.answer else f"{v.candidates} left"

    def render(self) -> Text:
        v = self.view
        if v.solved and not v.over:
            word, _ = v.rows[-1]
            return Text(f"\u2713 {word.upper()} ({len(v.rows)})", style="bold")
        text = Text()
        for word, pattern in v.rows:
            for letter, colour in zip(word, decode(pattern, v.length), strict=False):
                text.append(f" {letter.upper()} ", style=TILE_STYLE[colour])
            text.append("\n")
        if v.over:  # no row being typed: the game is over
            text.append("\n".join(f" {word.upper()}" for word in v.few), style="dim")
            text.rstrip()
            return text
        for col in range(v.length):
            letter = v.draft[col].upper() if col < len(v.draft) else " "
            if v.colours is not None:
                style = TILE_STYLE[v.colours[col]] + PENDING_STYLE
                if v.selected and col == v.cursor:
                    style += " bold reverse"
            else:
                style = TYPED_STYLE if letter.strip() else EMPTY_STYLE
            text.append(f" {letter} ", style=style)
        for word in v.few:
            text.append(f"\n {word.upper()}", style="dim")
        return text

    def on_click(self, event: events.Click) -> None:
        # Tiles are 3 cells wide after the 1-cell padding; the last row is the one coloured.
        col = (event.x - 2) // 3 if event.y - 1 == len(self.view.rows) else None
        self.post_message(
            self.Clicked(self.view.index, col if col is not None and 0 <= col < self.view.length else None)
        )
