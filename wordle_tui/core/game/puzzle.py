"""What is being played: NYT's daily puzzle, an archive day, practice, or the player's own lists.

Only the daily puzzle counts in the player's streaks and distribution; an archive day is a past
NYT puzzle played again, practice a hidden answer drawn at random, custom the player's own lists.
Puzzle numbers count from puzzle 0, CIGAR, on 2021-06-19.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Literal

EPOCH = dt.date(2021, 6, 19)  # puzzle 0, CIGAR

Kind = Literal["daily", "archive", "practice", "custom"]


def puzzle_number(day: dt.date) -> int:
    return (day - EPOCH).days


def puzzle_date(number: int) -> dt.date:
    return EPOCH + dt.timedelta(days=number)


@dataclass(frozen=True)
class Puzzle:
    kind: Kind
    day: dt.date | None = None  # the NYT date of a daily or archive puzzle

    def __post_init__(self) -> None:
        if (self.day is None) != (self.kind in ("practice", "custom")):
            raise ValueError(f"a {self.kind} puzzle {'has' if self.day is None else 'has no'} date")

    @property
    def number(self) -> int | None:
        return puzzle_number(self.day) if self.day is not None else None

    @property
    def is_daily(self) -> bool:
        """Counts in the player's streaks and guess distribution."""
        return self.kind == "daily"

    def label(self) -> str:
        """How a header names it: 'Wordle #1984 · 2026-11-24', 'archive #1000 · 2024-03-15', 'practice'."""
        if self.day is None:
            return self.kind
        name = "Wordle" if self.is_daily else "archive"
        return f"{name} #{self.number} · {self.day.isoformat()}"
