"""Which game may be saved over the daily slot's: a game of today's puzzle, or of a later one, is kept.

The daily slot (``game.json``) holds the game whose tiles the player colours: today's NYT puzzle,
or a game of another list. A game of today's puzzle, finished or not, is the player's one board
of it, and so is a game of a later day's puzzle (played where the date was already later: travel,
another time zone): only a game of that same puzzle replaces it. Any other game (another list,
after F4 or ``--set``; today's puzzle while the slot keeps a later one) plays but is not saved,
and the line under the board says why. A game of a past puzzle gives way, as NYT's does, and so
does a later puzzle's finished game that the record keeps as played: the record gives it back on
its day (coach/daily_game.py), so keeping it would only cost the player today's game.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from ..game.board import Board
from ..game.puzzle import puzzle_number, puzzle_today

TODAY = "today"  # the daily puzzle's word set (core/nyt/today.py's TODAY, without its imports)


@dataclass(frozen=True)
class DailySlot:
    saved: Board | None  # what the slot holds, as last read or written
    recorded: bool = False  # the record keeps ``saved`` as played (coach/daily_game.daily_slot)

    def kept_from(self, board: Board, today: dt.date | None = None) -> str | None:
        """Why ``board`` (a daily-slot game) must not be saved over the slot's game; None: it may be.
        ``today``: the player's puzzle date (default: puzzle_today())."""
        kept = self.saved
        if kept is None or not _a_daily_game(kept):
            return None
        if kept.day is None or (board.word_set == TODAY and board.answer is None and board.day == kept.day):
            return None  # a save from before dates, or a game of the same puzzle
        today = today or puzzle_today()
        if kept.day < today or (kept.day > today and kept.over and self.recorded):
            return None  # its puzzle is over, or the record gives it back on its day
        game = _named(kept, kept.day)
        if kept.day > today:
            return f"Not saved: your game of {game} is kept for its day, {kept.day}, later than today here."
        return f"Not saved: your game of today's {game} is kept; wordle-tui without --set {_reopens(kept)}."

    def joining(self, board: Board, day: dt.date) -> tuple[dt.date | None, str | None]:
        """``board`` moved onto today's lists (F4, the palette), to play ``day``'s puzzle: (the
        day it then plays, why it may not). A game of that puzzle already, or a practice game,
        keeps its own day; another list's game becomes the game of ``day``'s puzzle, saved and
        recorded as it, unless the slot keeps the player's game of that puzzle: their one board
        of it, which a second game must not replace in the slot nor in the record."""
        if board.answer is not None or board.day == day:
            return board.day, None
        kept = self.saved
        if kept is None or not _a_daily_game(kept) or kept.day != day:
            return day, None
        return (
            None,
            f"your game of {_named(kept, day)} is in the daily slot, and wordle-tui without --set {_reopens(kept)}",
        )


def _reopens(kept: Board) -> str:
    return "opens it" if kept.over else "resumes it"  # a finished game is not played on


def _a_daily_game(kept: Board) -> bool:
    """The slot holds a game of today's lists under way or finished (not an empty board, practice)."""
    return bool(kept.rows) and kept.word_set == TODAY and kept.answer is None


def _named(kept: Board, day: dt.date) -> str:
    """'Wordle #1989 (2 rows)', 'Wordle #1989 (finished)': the slot's game of ``day``'s puzzle."""
    rows = len(kept.rows)
    done = "finished" if kept.over else f"{rows} row{'s' if rows > 1 else ''}"
    return f"Wordle #{puzzle_number(day)} ({done})"
