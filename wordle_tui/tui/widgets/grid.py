"""The tile grid: shows a Board (its rows, its tile cursor) and hands keys, clicks and pastes
to its Editor (the play screen), which runs them through the core's grid state machine.

Every key is handed over here, in the order received, rather than posted or left to bubble up
to a binding: what a key means depends on the board the previous key left (Enter turns typing
into colouring), so keys typed or pasted quickly must see each other's effect. The editor
applies them in that order (the play screen's input queue).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from textual import events
from textual.app import ComposeResult
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from ...core.game.board import Board
from ...core.game.feedback import GREEN, GREY, YELLOW

COLOUR_CLASS = {GREY: "-grey", YELLOW: "-yellow", GREEN: "-green"}
EMPTY_MARK = "\u00b7"  # a middle dot: shows in any terminal, colours or not
GRID_KEYS = {"enter", "backspace", "escape", "space", "left", "right", "up", "down", "home", "end"}


class Editor(Protocol):
    def press(self, key: str, char: str | None) -> None: ...

    def shortcut(self, key: str) -> bool: ...

    def unbound(self, key: str, char: str | None) -> None: ...

    def click(self, row: int, col: int) -> None: ...

    def paste(self, text: str) -> None: ...


class Tile(Widget):
    letter: reactive[str] = reactive("")  # a fixed-size tile: repaint, never re-layout

    def __init__(self, row: int, col: int) -> None:
        super().__init__(classes="tile -empty", id=f"tile-{row}-{col}")
        self.row, self.col = row, col

    def render(self) -> str:
        if not self.letter and self.query_ancestor(TileGrid).has_class("-flat"):
            return EMPTY_MARK  # one-line tiles have no outline: without a mark an empty row is a blank line
        return self.letter

    def show(self, letter: str, state: str, cursor: bool) -> None:
        self.letter = letter.upper()
        classes = f"tile {state}" + (" -cursor" if cursor else "")
        if set(classes.split()) != set(self.classes):
            self.set_classes(classes)

    def on_click(self, event: events.Click) -> None:
        self.post_message(TileGrid.TileClicked(self.row, self.col))


class TileGrid(Widget, can_focus=True):
    """The board. Typing fills the current row; once a word is entered, colour keys
    (g/y/b or 2/1/0, Space to cycle, arrows to move) colour it and Enter confirms."""

    board: reactive[Board] = reactive(Board, always_update=True, init=False)

    @dataclass
    class TileClicked(Message):
        row: int
        col: int

    def __init__(self, board: Board, editor: Editor, **kwargs) -> None:
        super().__init__(**kwargs)
        self.editor = editor
        self.set_reactive(TileGrid.board, board)
        self._shown_rows = self._row_count(board)

    @staticmethod
    def _row_count(board: Board) -> int:
        current = 0 if board.over else 1
        return max(board.max_rows, len(board.rows) + current)

    @property
    def row_count(self) -> int:
        """The rows the board draws (its limit, or more for a lab game played longer)."""
        return self._row_count(self.board)

    def draw_tiles(self, classes: str) -> None:
        """Tiles as ``classes`` says (board_column.Fit.tiles): "-tight" without gaps between
        rows, "-flat" one line high; an empty flat tile shows a dot, so it is drawn again."""
        flat = "-flat" in classes.split()
        redraw = flat != self.has_class("-flat")
        self.set_class("-tight" in classes.split(), "-tight")
        self.set_class(flat, "-flat")
        if redraw:
            for tile in self.query(Tile):
                tile.refresh()

    def compose(self) -> ComposeResult:
        for r in range(self._row_count(self.board)):
            with Widget(classes="tile-row"):
                for c in range(self.board.length):
                    yield Tile(r, c)

    def on_mount(self) -> None:
        self._paint()

    def watch_board(self, old: Board, board: Board) -> None:
        if self._row_count(board) != self._shown_rows or board.length != old.length:
            self._shown_rows = self._row_count(board)
            self.call_next(self._rebuild)
        else:
            self._paint()

    async def _rebuild(self) -> None:
        await self.recompose()
        self._paint()

    def _paint(self) -> None:
        board = self.board
        for tile in self.query(Tile):
            r, c = tile.row, tile.col
            cursor = board.cursor == (r, c)
            if r < len(board.rows):
                row = board.rows[r]
                tile.show(row.word[c], COLOUR_CLASS[row.colours[c]], cursor)
            elif r == len(board.rows) and not board.over:
                letter = board.draft[c] if c < len(board.draft) else ""
                if board.colours is not None:
                    tile.show(letter, COLOUR_CLASS[board.colours[c]] + " -pending", cursor)
                else:
                    tile.show(letter, "-draft" if letter else "-empty", False)
            else:
                tile.show("", "-empty", False)

    # -- input: all of it goes to the editor ----------------------------------------------
    def on_key(self, event: events.Key) -> None:
        focused = self.screen.focused
        if focused is not None and focused is not self:  # sent behind the `/` that opened the filter
            event.stop()
            event.prevent_default()
            focused.post_message(events.Key(event.key, event.character))
            return
        char = event.character if event.is_printable else None
        if event.key in GRID_KEYS or (char and (char.isalpha() or char in "012")):
            event.stop()
            event.prevent_default()
            self.editor.press(event.key, char)
        elif self.editor.shortcut(event.key):  # the screen's own bindings, in their turn too
            event.stop()
            event.prevent_default()
        elif event.key not in self.screen.active_bindings:  # nothing takes it: said, not dropped in silence
            event.stop()
            event.prevent_default()
            self.editor.unbound(event.key, char)

    def on_paste(self, event: events.Paste) -> None:
        event.stop()
        self.editor.paste(event.text)

    def on_tile_grid_tile_clicked(self, event: TileGrid.TileClicked) -> None:
        event.stop()
        self.focus()
        self.editor.click(event.row, event.col)
