"""The NYT share text: reading a pasted one, and writing one for a game.

    Wordle 1,234 4/6*

    ⬛🟨⬛⬛⬛
    ⬛⬛🟩🟨⬛
    🟩🟩🟩⬛🟩
    🟩🟩🟩🟩🟩

The header carries the puzzle number (days since 2021-06-19, thousands separated in the
player's locale), the score (1-6, or X for a lost game) out of 6, and a star for hard mode.
A practice game (a hidden answer of no day) has no number: ``Wordle practice 4/6``; nor has a
game on the player's own lists, which is no NYT puzzle the app knows: ``Wordle 4/6``. A game
with another row limit (``--rows 8``) is scored out of it: ``Wordle 1,234 7/8``.
Each row is one guess's colours, in the dark (black grey), light (white grey) or
high-contrast (orange green, blue yellow) squares.
"""

from __future__ import annotations

import datetime as dt
import re
from dataclasses import dataclass

from ..errors import WordleError
from .board import MAX_ROWS
from .feedback import GREEN, all_green, decode, encode
from .puzzle import Puzzle

FIRST_PUZZLE = dt.date(2021, 6, 19)  # puzzle 0, CIGAR
NYT_ROWS = 6  # the NYT game's row limit; a game of another (--rows) is scored out of its own
PRACTICE = "practice"  # a practice game's header in place of a number

# The squares of each palette, as (grey, yellow, green).
PALETTES: dict[str, tuple[str, str, str]] = {
    "dark": ("\u2b1b", "\U0001f7e8", "\U0001f7e9"),
    "light": ("\u2b1c", "\U0001f7e8", "\U0001f7e9"),
    "contrast-dark": ("\u2b1b", "\U0001f7e6", "\U0001f7e7"),
    "contrast-light": ("\u2b1c", "\U0001f7e6", "\U0001f7e7"),
}
_SQUARES = {ch: colour for chars in PALETTES.values() for colour, ch in enumerate(chars)}
_CONTRAST = {"\U0001f7e6", "\U0001f7e7"}
_NORMAL = {"\U0001f7e8", "\U0001f7e9"}
_IGNORED = {"\ufe0f", " ", "\u200d"}  # variation selectors and spacing some apps insert

_HEADER = re.compile(  # Wordle [<number>|practice] <score>/<rows>[*]
    r"^\s*wordle\s+(?:(?P<number>practice|\d[\d,.'\u00a0\u202f]*)[^\S\u00a0\u202f]+)?(?P<score>\S+?)/(?P<rows>\d+)(?P<hard>\*?)\s*$",
    re.I,
)
# 1234, 1,234, 1.234, 1'234, and non-breaking or narrow spaces: the separators of every locale.
_NUMBER = re.compile(r"^\d{1,3}(?:[,.\u00a0\u202f']\d{3})*$|^\d+$")


@dataclass(frozen=True)
class SharedGame:
    """What a share text says: everything but the words."""

    puzzle: int | None  # None: a practice game's, or one on the player's own lists
    patterns: tuple[int, ...]
    solved: bool
    hard: bool
    palette: str
    rows: int = NYT_ROWS  # the game's row limit, the score's "out of"
    practice: bool = False

    @property
    def date(self) -> dt.date | None:
        return puzzle_date(self.puzzle) if self.puzzle is not None else None

    def title(self) -> str:
        """How a message names it: 'Wordle 1,234 (2024-11-05)', 'Wordle practice', 'Wordle'."""
        if self.puzzle is not None:
            return f"Wordle {self.puzzle:,} ({self.date})"
        return "Wordle practice" if self.practice else "Wordle"


def puzzle_date(puzzle: int) -> dt.date:
    return FIRST_PUZZLE + dt.timedelta(days=puzzle)


def puzzle_number(day: dt.date) -> int:
    return (day - FIRST_PUZZLE).days


def parse_share(text: str, length: int = 5) -> SharedGame:
    """Read a pasted share text; a malformed one raises a WordleError saying what is wrong."""
    lines = [line for line in text.splitlines() if line.strip()]
    if not lines:
        raise WordleError("the share text is empty: paste the lines starting 'Wordle 1,234 4/6'")
    match = _HEADER.match(lines[0])
    if not match:
        raise WordleError(
            "not a Wordle share text: the first line should read like 'Wordle 1,234 4/6', "
            f"not {lines[0].strip()!r}"
        )
    number, score, hard = match["number"] or "", match["score"].upper(), bool(match["hard"])
    practice = number.lower() == PRACTICE
    if number and not practice and not _NUMBER.match(number):
        raise WordleError(f"bad puzzle number {number!r} in the share text (e.g. 1,234)")
    puzzle = int(re.sub(r"\D", "", number)) if number and not practice else None
    limit = int(match["rows"])
    if not 1 <= limit <= MAX_ROWS:
        raise WordleError(f"bad score {match['score']}/{match['rows']}: a game has 1 to {MAX_ROWS} rows")
    if not (score == "X" or (score.isdigit() and 1 <= int(score) <= limit)):
        raise WordleError(
            f"bad score {match['score']}/{limit} in the share text: 1/{limit} to {limit}/{limit}, or X/{limit}"
        )
    rows = [_row(line, i, length) for i, line in enumerate(filter(_has_squares, lines[1:]), start=1)]
    palette = _palette(lines[1:])
    _check_rows(rows, score, limit)
    return SharedGame(puzzle, tuple(encode(r) for r in rows), score != "X", hard, palette, limit, practice)


def _has_squares(line: str) -> bool:
    return any(ch in _SQUARES for ch in line)


def _row(line: str, number: int, length: int) -> list[int]:
    colours = []
    for ch in line.strip():
        if ch in _IGNORED:
            continue
        if ch not in _SQUARES:
            raise WordleError(f"row {number} of the share text has {ch!r}, which is not a square")
        colours.append(_SQUARES[ch])
    if len(colours) != length:
        raise WordleError(f"row {number} of the share text has {len(colours)} squares, not {length}")
    return colours


def _palette(lines: list[str]) -> str:
    chars = set("".join(lines))
    if chars & _CONTRAST and chars & _NORMAL:
        raise WordleError(
            "the share text mixes high-contrast (orange/blue) and normal (green/yellow) squares"
        )
    light = "\u2b1c" in chars
    if light and "\u2b1b" in chars:
        raise WordleError("the share text mixes white and black squares for grey")
    return ("contrast-" if chars & _CONTRAST else "") + ("light" if light else "dark")


def _check_rows(rows: list[list[int]], score: str, limit: int) -> None:
    if not rows:
        raise WordleError("the share text has no rows of squares")
    won = [all(c == GREEN for c in r) for r in rows]
    if any(won[:-1]):
        raise WordleError(f"row {won.index(True) + 1} of the share text is all green, but more rows follow")
    if score == "X":
        if len(rows) != limit or won[-1]:
            raise WordleError(
                f"the score X/{limit} needs {limit} rows, none all green; the text has {len(rows)} rows"
                + (" and the last is all green" if won[-1] else "")
            )
        return
    if len(rows) != int(score):
        raise WordleError(
            f"the score says {score}/{limit} but the share text has {len(rows)} row{'' if len(rows) == 1 else 's'}"
        )
    if not won[-1]:
        raise WordleError(f"the score says {score}/{limit} but row {score} is not all green")


def share_name(puzzle: Puzzle) -> str:
    """What follows 'Wordle' in a game's share text: a daily or archive puzzle's number;
    'practice' for a hidden answer of no day (a number would claim that day's puzzle); nothing
    for a game on the player's own lists, which is no NYT puzzle the app knows."""
    if puzzle.number is not None:
        return f"{puzzle.number:,}"
    return PRACTICE if puzzle.kind == "practice" else ""


def share_text(
    patterns: list[int],
    length: int,
    name: str,
    *,
    hard: bool = False,
    palette: str = "dark",
    rows: int = NYT_ROWS,
) -> str:
    """The share text the game would give for these rows of feedback (``name``: share_name's,
    ``rows``: the game's row limit)."""
    if palette not in PALETTES:
        raise WordleError(f"unknown palette {palette!r}; choose one of {', '.join(PALETTES)}")
    squares = PALETTES[palette]
    solved = bool(patterns) and patterns[-1] == all_green(length)
    score = str(len(patterns)) if solved else "X"
    header = " ".join(filter(None, ["Wordle", name, f"{score}/{rows}{'*' if hard else ''}"]))
    lines = ["".join(squares[c] for c in decode(p, length)) for p in patterns]
    return "\n".join([header, "", *lines])
