"""The tile grid: shows a Board and turns keys, clicks and pastes into edits of it.

The grid owns only the tile cursor (which tile colour keys act on). Every change goes to
its Editor (the app) as a Board operation, applied at once rather than posted: what a key
means depends on the board the previous key left (Enter turns typing into colouring), so
keys typed or pasted quickly must see each other's effect.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

from ...core.board import Board
from ...core.feedback import GREEN, GREY, YELLOW

COLOUR_CLASS = {GREY: "-grey", YELLOW: "-yellow", GREEN: "-green"}
COLOUR_KEYS = {"b": GREY, "0": GREY, "y": YELLOW, "1": YELLOW, "g": GREEN, "2": GREEN}


class Editor(Protocol):
    def apply(self, op: Callable[[Board], Board]) -> None: ...

    def submit(self) -> None: ...


class Tile(Widget):
    letter: reactive[str] = reactive("")  # a fixed-size tile: repaint, never re-layout

    def __init__(self, row: int, col: int) -> None:
        super().__init__(classes="tile -empty", id=f"tile-{row}-{col}")
        self.row, self.col = row, col

    def render(self) -> str:
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
    (g/y/b or 2/1/0, space to cycle, arrows to move) colour it and Enter confirms."""

    BINDINGS = [
        Binding("left", "move(0, -1)", "left", show=False),
        Binding("right", "move(0, 1)", "right", show=False),
        Binding("up", "move(-1, 0)", "up", show=False),
        Binding("down", "move(1, 0)", "down", show=False),
        Binding("space", "cycle", "cycle colour", show=False),
        Binding("escape", "leave_rows", "back to typing", show=False),
    ]

    board: reactive[Board] = reactive(Board, always_update=True, init=False)
    cursor: reactive[tuple[int, int] | None] = reactive(None, init=False)

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

    def compose(self) -> ComposeResult:
        for r in range(self._row_count(self.board)):
            with Widget(classes="tile-row"):
                for c in range(self.board.length):
                    yield Tile(r, c)

    def on_mount(self) -> None:
        self._paint()

    def watch_board(self, old: Board, board: Board) -> None:
        if board.colouring and not old.colouring:
            self.cursor = (len(board.rows), 0)
        elif old.colouring and not board.colouring:
            self.cursor = None  # the row was confirmed (or un-entered): back to typing
        elif self.cursor is not None and not self._colourable(self.cursor[0], board):
            self.cursor = (len(board.rows), 0) if board.colouring else None
        if self._row_count(board) != self._shown_rows or board.length != old.length:
            self._shown_rows = self._row_count(board)
            self.call_next(self._rebuild)
        else:
            self._paint()

    async def _rebuild(self) -> None:
        await self.recompose()
        self._paint()

    def watch_cursor(self) -> None:
        self._paint()

    def _paint(self) -> None:
        board = self.board
        for tile in self.query(Tile):
            r, c = tile.row, tile.col
            cursor = self.cursor == (r, c)
            if r < len(board.rows):
                row = board.rows[r]
                tile.show(row.word[c], COLOUR_CLASS[row.colours[c]], cursor)
            elif r == len(board.rows) and not board.over:
                letter = board.draft[c] if c < len(board.draft) else ""
                if board.colouring:
                    tile.show(letter, COLOUR_CLASS[board.colours[c]] + " -pending", cursor)
                else:
                    tile.show(letter, "-draft" if letter else "-empty", False)
            else:
                tile.show("", "-empty", False)

    def _colourable(self, row: int, board: Board | None = None) -> bool:
        board = board or self.board
        if board.answer is not None:
            return False
        return row < len(board.rows) or (row == len(board.rows) and board.colouring)

    # -- input -------------------------------------------------------------------------
    def on_key(self, event: events.Key) -> None:
        key = event.key
        on_row = self.cursor is not None
        if key == "enter":
            event.stop()
            if self.board.colouring:
                self.editor.apply(Board.commit_colours)
            elif on_row and self.cursor[0] < len(self.board.rows):
                self.cursor = None  # done editing an earlier row
            else:
                self.editor.submit()
        elif key == "backspace":
            event.stop()
            self.cursor = None if not self.board.colouring else self.cursor
            self.editor.apply(Board.backspace)
        elif on_row and event.character and event.character.lower() in COLOUR_KEYS:
            event.stop()
            row, col = self.cursor
            colour = COLOUR_KEYS[event.character.lower()]
            self.editor.apply(lambda b: b.set_colour(row, col, colour))
            self.cursor = (row, min(col + 1, self.board.length - 1))
        elif not on_row and event.character and event.character.isalpha() and event.character.isascii():
            event.stop()
            letter = event.character
            self.editor.apply(lambda b: b.type(letter))

    def on_paste(self, event: events.Paste) -> None:
        event.stop()
        text = event.text.strip()
        row = self.cursor[0] if self.cursor else len(self.board.rows)
        if text.isalpha() and text.isascii() and not self.board.colouring and self.cursor is None:
            self.editor.apply(lambda b: b.set_draft(text))
            return
        self.editor.apply(lambda b: b.paste(text, row))

    def on_tile_grid_tile_clicked(self, event: TileGrid.TileClicked) -> None:
        event.stop()
        self.focus()
        if not self._colourable(event.row):
            return
        self.cursor = (event.row, event.col)
        self.editor.apply(lambda b: b.cycle_colour(event.row, event.col))

    def action_move(self, drow: int, dcol: int) -> None:
        if self.cursor is None:
            if drow < 0 and self.board.rows and self.board.answer is None:
                self.cursor = (len(self.board.rows) - 1, 0)  # up from typing: edit the last row
            return
        row = self.cursor[0] + drow
        col = min(max(self.cursor[1] + dcol, 0), self.board.length - 1)
        if row < 0:
            return
        if self._colourable(row):
            self.cursor = (row, col)
        elif drow > 0:
            self.cursor = None  # down past the rows: back to typing

    def action_cycle(self) -> None:
        if self.cursor is not None:
            row, col = self.cursor
            self.editor.apply(lambda b: b.cycle_colour(row, col))

    def action_leave_rows(self) -> None:
        if self.cursor is not None and not self.board.colouring:
            self.cursor = None

