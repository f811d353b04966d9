"""The play screen's left column, fitted to its height: the board, the hint, the line under the
board and the keyboard, each whole.

The board gives way first: its tiles lose the gaps between rows, then the keyboard its gaps, then
the tiles their outline (one line each), then their gaps again, until the rows leave the hint and
the message the lines they need. So a game of 8 rows keeps the whole keyboard at 120x40
(bordered tiles without gaps) and at 80x24 (one-line tiles without gaps), and 6 rows look as they
always did. A message longer than its lines then takes the hint's while it is shown, and the
board's gaps if it needs more: the hint says what the keys do, which trying them shows too.
"""

from __future__ import annotations

from dataclasses import dataclass

from textual.containers import Vertical
from textual.geometry import Size
from textual.widget import Widget

from .grid import TileGrid
from .keyboard import Keyboard
from .message_line import MessageLine


@dataclass(frozen=True)
class Fit:
    tiles: str  # TileGrid's classes: "" bordered tiles with gaps, "-tight" without, "-flat" one line
    compact_keys: bool  # the keyboard's rows without gaps
    lines_a_row: int
    board_padding: int  # TileGrid's padding above the tiles

    def text_lines(self, rows: int, height: int, narrow: bool) -> int:
        """The lines left to the hint and the message in a column ``height`` lines high."""
        keys = KEY_ROWS if self.compact_keys or narrow else 2 * KEY_ROWS
        return height - rows * self.lines_a_row - self.board_padding - keys


# From the roomiest down: the first whose board leaves the text its lines is used (wordle.tcss).
FITS = (
    Fit("", False, 4, 1),
    Fit("-tight", False, 3, 0),
    Fit("-tight", True, 3, 0),
    Fit("-flat", True, 2, 0),
    Fit("-flat -tight", True, 1, 0),
)
KEY_ROWS = 3
# The hint and the message together, in lines: at 80 columns the column is 29 wide (the hint 3
# lines, a message of about 110 characters 4), from 100 columns 42 (2 and 3).
TEXT_LINES = {True: 3 + 4, False: 2 + 3}


def fit(rows: int, height: int, narrow: bool, compact: bool = False, text: int | None = None) -> Fit:
    """How ``rows`` rows of tiles are drawn in a column ``height`` lines high, leaving ``text``
    lines (default: TEXT_LINES) to the hint and the message; ``narrow``: under 100 columns, where
    the keyboard has no gaps anyway; ``compact``: the player's setting, one-line tiles at any
    height. The tightest when none fits (the column scrolls: beyond 12 rows at 80x24)."""
    text = TEXT_LINES[narrow] if text is None else text
    chosen = [f for f in FITS if "-flat" in f.tiles or not compact]
    return next((f for f in chosen if f.text_lines(rows, height, narrow) >= text), chosen[-1])


class BoardColumn(Vertical):
    """Call ``fit`` when the board's rows or the hint change; the column's size and the message
    ask for it themselves."""

    def fit(self) -> None:
        self.call_after_refresh(self._arrange)

    def on_resize(self) -> None:
        self.fit()

    def on_message_line_changed(self) -> None:
        self.fit()

    def _arrange(self) -> None:
        """The roomiest board that leaves the hint and the message their lines; a message longer
        than that takes the hint's lines, then the board's gaps, while it is shown."""
        height, width = self.size.height, self.content_region.width - 2  # the message's padding
        if height <= 0 or width <= 0:
            return
        grid, keyboard, hint = self.query_one(TileGrid), self.query_one(Keyboard), self.query_one("#hint")
        narrow, compact = self.screen.has_class("-narrow"), self.app.has_class("-compact")
        rows, message = grid.row_count, _lines(self.query_one(MessageLine), width)
        chosen = fit(rows, height, narrow, compact)
        room = chosen.text_lines(rows, height, narrow)
        show_hint = not message or message + _lines(hint, width) <= room
        if message > room:
            chosen = fit(rows, height, narrow, compact, message)
        grid.draw_tiles(chosen.tiles)
        keyboard.set_class(chosen.compact_keys, "-compact")
        hint.display = show_hint


def _lines(widget: Widget, width: int) -> int:
    """How many lines ``widget``'s text takes, wrapped at ``width``."""
    return widget.get_content_height(Size(width, 0), Size(width, 0), width)
