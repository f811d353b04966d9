"""What is being played: NYT's daily puzzle, an archive day, practice, or the player's own lists.

Only the daily puzzle counts in the player's streaks and distribution; an archive day is a past
NYT puzzle played again, practice a hidden answer drawn at random, custom the player's own lists.
Puzzle numbers count from puzzle 0, CIGAR, on 2021-06-19.

Which puzzle is today's: NYT's puzzle changes at the player's local midnight, so today's puzzle
is the one of the player's local date: the machine's time zone (``TZ``), or the ``time_zone``
setting when the player pins one.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from typing import Literal

from ..errors import WordleError

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

    def game_name(self, word_set: str) -> str:
        """How a message names a game of it: 'your daily game', 'the archive game of 2024-03-15',
        'the practice game', 'your nyt2022 game' (``word_set``: the custom game's list)."""
        if self.kind == "archive":
            return f"the archive game of {self.day}"
        if self.kind == "custom":
            return f"your {word_set} game"
        return "the practice game" if self.kind == "practice" else "your daily game"


def local_time(now: dt.datetime | None = None, zone: str | None = None) -> dt.datetime:
    """``now`` (default: this instant) in ``zone`` (an IANA name; None or empty: the machine's
    local time zone). A naive ``now`` is taken as UTC."""
    from zoneinfo import ZoneInfo

    now = now or dt.datetime.now(dt.UTC)
    if now.tzinfo is None:
        now = now.replace(tzinfo=dt.UTC)
    return now.astimezone(ZoneInfo(zone) if zone else None)


def local_date(now: dt.datetime | None = None, zone: str | None = None) -> dt.date:
    """The calendar date at ``now`` in ``zone`` (as local_time takes them)."""
    return local_time(now, zone).date()


def pinned_zone() -> str | None:
    """The ``time_zone`` setting (None: the machine's zone)."""
    from ..storage.settings import load_settings

    return load_settings().settings.time_zone or None


def puzzle_today(now: dt.datetime | None = None, zone: str | None = None) -> dt.date:
    """The date of the daily puzzle the player has now: their local date (``zone`` default:
    the setting, else the machine's zone)."""
    return local_date(now, zone if zone is not None else pinned_zone())


def seconds_to_next_day(now: dt.datetime | None = None, zone: str | None = None) -> float:
    """Seconds from ``now`` (default: this instant) until the next puzzle is out: the player's
    next local midnight (``zone`` as puzzle_today takes it)."""
    local = local_time(now, zone if zone is not None else pinned_zone())
    midnight = dt.datetime.combine(local.date() + dt.timedelta(days=1), dt.time(), local.tzinfo)
    # through UTC: two times of one zone subtract as wall clocks, which a DST change moves
    return max((midnight.astimezone(dt.UTC) - local).total_seconds(), 0.0)


def check_day(day: dt.date, today: dt.date | None = None) -> dt.date:
    """``day`` when a player may play its puzzle: from puzzle 0 up to today's (``today``, default:
    the player's puzzle date), which is the daily itself. A later day's puzzle is not out yet
    where the player is: a WordleError says so in one line."""
    if day < EPOCH:
        raise WordleError(f"{day} is before the first Wordle ({EPOCH}, puzzle 0)")
    today = today or puzzle_today()
    if day > today:
        raise WordleError(
            f"{day} is still to come: the latest puzzle is today's, #{puzzle_number(today)} of {today} "
            "(your local date)"
        )
    return day


def game_puzzle(word_set: str, *, practice: bool, day: dt.date | None, archive: bool) -> Puzzle:
    """What a game on the board is, until the game value carries its Puzzle: practice (a hidden
    answer), custom (any list but NYT's), an archive day (``--date`` of a past day) or the daily
    puzzle of ``day`` (the date today's game was loaded for)."""
    if practice:
        return Puzzle("practice")
    if word_set != "today" or day is None:
        return Puzzle("custom")
    return Puzzle("archive" if archive else "daily", day)
