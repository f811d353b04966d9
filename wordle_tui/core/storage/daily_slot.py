"""Which game may be saved over the daily slot's: a game of today's puzzle, or of a later one, is kept.

The daily slot (``game.json``) holds the game whose tiles the player colours: today's NYT puzzle,
or a game of another list. A game of today's puzzle, finished or not, is the player's one board
of it, and so is a game of a later day's puzzle (played where the date was already later: travel,
another time zone): only a game of that same puzzle replaces it. Any other game (another list,
after F4 or ``--set``; today's puzzle while the slot keeps a later one) plays but is not saved,
and the line under the board says why. A game of a past puzzle gives way, as NYT's does.
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

    def kept_from(self, board: Board, today: dt.date | None = None) -> str | None:
        """Why ``board`` (a daily-slot game) must not be saved over the slot's game; None: it may be.
        ``today``: the player's puzzle date (default: puzzle_today())."""
        kept = self.saved
        if kept is None or not kept.rows or kept.word_set != TODAY or kept.answer is not None:
            return None
        if kept.day is None or (board.word_set == TODAY and board.answer is None and board.day == kept.day):
            return None  # a save from before dates, or a game of the same puzzle
        today = today or puzzle_today()
        if kept.day < today:
            return None  # its puzzle is over
        rows = len(kept.rows)
        done = "finished" if kept.over else f"{rows} row{'s' if rows > 1 else ''}"
        game = f"Wordle #{puzzle_number(kept.day)} ({done})"
        if kept.day > today:
            return f"Not saved: your game of {game} is kept for its day, {kept.day}, later than today here."
        return f"Not saved: your game of today's {game} is kept; wordle-tui without --set resumes it."
