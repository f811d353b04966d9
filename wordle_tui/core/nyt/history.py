"""The NYT answer history: which word was the answer on which day.

A history file is the TSV shipped in ``wordlists/nyt-answers.tsv``: ``date<TAB>puzzle<TAB>answer``
a line, ``#`` comments. The package's snapshot is merged with the days ``history update`` stored
in the user data directory; ``--history FILE`` replaces both.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Collection
from dataclasses import dataclass
from functools import cached_property
from pathlib import Path

from ..errors import WordleError
from ..game.puzzle import EPOCH, puzzle_number
from ..game.words import WORDLIST_DIR, named_set
from ..storage import cache

HISTORY_FILE = "nyt-answers.tsv"
HEADER = "# NYT Wordle answers by date: date<TAB>puzzle number<TAB>answer (puzzle 0 = 2021-06-19).\n"


def parse_date(text: str) -> dt.date:
    try:
        return dt.date.fromisoformat(text.strip())
    except ValueError as exc:
        if re.fullmatch(r"\d{4}-\d{2}-\d{2}", text.strip()):  # the form is right, the day is not
            raise WordleError(f"bad date {text!r}: {exc}") from None
        raise WordleError(f"bad date {text!r}: write YYYY-MM-DD, e.g. 2025-12-31") from None


@dataclass(frozen=True)
class History:
    """Answers by date, oldest first."""

    days: tuple[tuple[dt.date, str], ...]
    source: str = "history"

    @cached_property
    def by_date(self) -> dict[dt.date, str]:
        return dict(self.days)

    @property
    def last(self) -> dt.date | None:
        return self.days[-1][0] if self.days else None

    def answer_on(self, day: dt.date) -> str | None:
        return self.by_date.get(day)

    def before(self, day: dt.date) -> list[str]:
        """The answers of the days before ``day``, oldest first (never ``day`` itself)."""
        return [word for when, word in self.days if when < day]

    def between(self, start: dt.date, end: dt.date) -> list[tuple[dt.date, str]]:
        return [(when, word) for when, word in self.days if start <= when <= end]

    def age(self, today: dt.date) -> int | None:
        """Days between the last known answer and the day before ``today`` (0: up to date)."""
        return None if self.last is None else max((today - dt.timedelta(days=1) - self.last).days, 0)

    def merged(self, other: History) -> History:
        """This history with the days of ``other`` it lacks (its own answers win)."""
        days = dict(other.days)
        days.update(self.days)
        return History(tuple(sorted(days.items())), self.source)

    def to_tsv(self) -> str:
        return HEADER + "".join(f"{d.isoformat()}\t{puzzle_number(d)}\t{w}\n" for d, w in self.days)


def parse_history(text: str, source: str, allowed: Collection[str] | None = None) -> History:
    """Read a history TSV strictly: a bad line is an error naming its number and what is wrong
    (with ``allowed``, an answer that is not one of those words is one)."""
    days: dict[dt.date, str] = {}
    for number, raw in enumerate(text.removeprefix("\ufeff").splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        fields = line.split("\t") if "\t" in line else line.split()
        where = f"{source}, line {number}"
        if len(fields) != 3:
            raise WordleError(f"{where}: expected date<TAB>puzzle<TAB>answer, got {len(fields)} fields")
        day = _field(lambda text=fields[0]: dt.date.fromisoformat(text), where, f"bad date {fields[0]!r}")
        if day < EPOCH:
            raise WordleError(f"{where}: {day} is before puzzle 0 ({EPOCH})")
        puzzle = _field(lambda text=fields[1]: int(text), where, f"bad puzzle number {fields[1]!r}")
        if puzzle != puzzle_number(day):
            raise WordleError(f"{where}: {day} is puzzle {puzzle_number(day)}, not {puzzle}")
        word = fields[2].lower()
        if not (len(word) == 5 and word.isascii() and word.isalpha()):
            raise WordleError(f"{where}: {fields[2]!r} is not a five-letter word")
        if allowed is not None and word not in allowed:
            raise WordleError(f"{where}: {word.upper()} is not an allowed guess, so never an answer")
        if days.get(day, word) != word:
            raise WordleError(f"{where}: {day} is listed twice with different answers")
        days[day] = word
    return History(tuple(sorted(days.items())), source)


def _field(read, where: str, message: str):
    try:
        return read()
    except ValueError:
        raise WordleError(f"{where}: {message}") from None


def read_history(path: str | Path, allowed: Collection[str] | None = None) -> History:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise WordleError(f"history file not found: {path}") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise WordleError(
            f"cannot read history file {path}: {getattr(exc, 'strerror', None) or exc}"
        ) from None
    return parse_history(text, str(path), allowed)


def shipped_history() -> History:
    return read_history(WORDLIST_DIR / HISTORY_FILE)


def user_history_path(data_dir: Path | None = None) -> Path:
    return (data_dir or cache.user_dir("data")) / HISTORY_FILE


@dataclass(frozen=True)
class LoadedHistory:
    history: History
    notice: str | None = None  # said to the user: e.g. the stored update was unreadable


def load_history(path: str | Path | None = None, data_dir: Path | None = None) -> LoadedHistory:
    """``path`` alone when given; else the shipped snapshot merged with the user's updates."""
    if path is not None:  # the player's file: its answers must be words the game knows
        history = read_history(path, named_set("today").allowed_index)
        if not history.days:
            raise WordleError(f"history file {path} holds no answers")
        return LoadedHistory(history)
    shipped = shipped_history()
    stored = user_history_path(data_dir)
    if not stored.exists():
        return LoadedHistory(shipped)
    try:
        return LoadedHistory(read_history(stored).merged(shipped))
    except WordleError as exc:
        return LoadedHistory(
            shipped, f"ignored the stored answer history ({exc}); `history update` rewrites it"
        )


def save_user_history(history: History, data_dir: Path | None = None) -> Path:
    path = user_history_path(data_dir)
    cache.atomic_write(path, history.to_tsv().encode())
    return path
