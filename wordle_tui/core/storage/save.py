"""The save file: one slot for the daily game and one for practice, a strict schema, a lock.

- Two slots (``game.json`` and ``practice.json``): starting a practice game never discards
  the daily one. The practice answer is stored encoded, so a glance at the file spoils nothing
  (it is not a secret from a determined reader).
- The whole file is checked against a strict schema (msgspec: no float for an int, no string
  for a bool, no unknown field), then for sense (lengths, colours, cursor, the row limit).
  Anything that fails is moved aside under a unique name and named in a one-line message.
- One lock per data directory: a second instance is told the game is open elsewhere and
  plays read-only (it never writes the save).
"""

from __future__ import annotations

import base64
import codecs
import datetime as dt
import os
import time
from pathlib import Path

import msgspec

from ..game.board import MAX_ROWS, Board, Row, new_game_id
from ..game.feedback import GREEN, GREY, YELLOW
from ..game.words import NAMED_SETS, named_set
from ..solve.strategies import STRATEGIES
from . import cache

# 2: the tile cursor, the encoded practice answer, the row limit; 3: the puzzle's date; 4: a practice game's id
SAVE_VERSION = 4
MAX_SAVE_BYTES = 1 << 20  # a full board of the longest words is a few kilobytes
SLOTS = {"daily": "game.json", "practice": "practice.json"}


class RowData(msgspec.Struct, forbid_unknown_fields=True):
    word: str
    colours: list[int]


class BoardData(msgspec.Struct, forbid_unknown_fields=True):
    length: int = 5
    rows: list[RowData] = []
    draft: str = ""
    colours: list[int] | None = None
    hard: bool = False
    any_word: bool = False
    strategy: str = "entropy"
    word_set: str = "original"
    widened: bool = False
    answer: str | None = None  # version 1 kept the practice answer in plain text
    hidden_answer: str | None = None
    max_rows: int = 6
    cursor: tuple[int, int] | None = None
    resume_col: int = 0  # absent before: a file without it restores the colouring at its first tile
    day: dt.date | None = None  # absent before version 3: the daily game's puzzle date was not kept
    game_id: str | None = None  # a practice game's (Board.game_id), absent before version 4: a new one


class SaveData(msgspec.Struct, forbid_unknown_fields=True):
    version: int
    board: BoardData


def data_dir() -> Path:
    return cache.user_dir("data")


def slot_of(board: Board) -> str:
    return "practice" if board.answer is not None else "daily"


def slot_path(directory: Path, slot: str) -> Path:
    return directory / SLOTS[slot]


def _hide(answer: str) -> str:
    return base64.b64encode(codecs.encode(answer, "rot13").encode()).decode()


def _unhide(hidden: str) -> str:
    return codecs.decode(base64.b64decode(hidden.encode(), validate=True).decode("ascii"), "rot13")


def encode_board(board: Board) -> bytes:
    data = BoardData(
        length=board.length,
        rows=[RowData(r.word, list(r.colours)) for r in board.rows],
        draft=board.draft,
        colours=list(board.colours) if board.colours is not None else None,
        hard=board.hard,
        any_word=board.any_word,
        strategy=board.strategy,
        word_set=board.word_set,
        widened=board.widened,
        hidden_answer=_hide(board.answer) if board.answer else None,
        max_rows=board.max_rows,
        cursor=board.cursor,
        resume_col=board.resume_col,
        day=board.day,
        game_id=board.game_id if board.answer is not None else None,  # the record names practice games by it
    )
    return msgspec.json.format(msgspec.json.encode(SaveData(SAVE_VERSION, data)), indent=1)


def decode_board(raw: bytes) -> Board:
    """The board a save file holds; ValueError names what is wrong."""
    try:
        save = msgspec.json.decode(raw, type=SaveData)
    except msgspec.ValidationError as exc:
        raise ValueError(f"wrong field: {exc}") from None
    except msgspec.DecodeError as exc:
        raise ValueError(f"not JSON: {exc}") from None
    if save.version not in (1, 2, 3, SAVE_VERSION):
        raise ValueError(f"save format {save.version}")
    data = save.board
    try:
        answer = _unhide(data.hidden_answer) if data.hidden_answer is not None else data.answer
    except (ValueError, UnicodeDecodeError):
        raise ValueError("hidden answer") from None
    board = Board(
        length=data.length,
        rows=tuple(Row(r.word, tuple(r.colours)) for r in data.rows),
        draft=data.draft,
        colours=tuple(data.colours) if data.colours is not None else None,
        hard=data.hard,
        any_word=data.any_word,
        strategy=data.strategy,
        word_set=data.word_set,
        widened=data.widened,
        answer=answer,
        cursor=data.cursor,
        resume_col=data.resume_col,
        day=data.day,
        game_id=data.game_id or new_game_id(),  # a save from before ids: a new game's
        # Version 1 let a daily board run past its rows: keep such a game, within the limit.
        max_rows=max(data.max_rows, len(data.rows)) if save.version == 1 else data.max_rows,
    )
    check_board(board)
    if (
        answer is not None
        and data.word_set in NAMED_SETS
        and answer not in named_set(data.word_set).allowed_index
    ):
        raise ValueError(f"the practice answer is not a word of {data.word_set}")
    return board


def check_board(board: Board) -> None:
    """Refuse a board the app could not show or replay (ValueError, naming the part)."""
    n = board.length

    def word_ok(w: str, exact: bool = True) -> bool:
        return (len(w) == n if exact else len(w) <= n) and (
            w == "" or (w.isascii() and w.isalpha() and w.islower())
        )

    def colours_ok(colours) -> bool:
        return len(colours) == n and set(colours) <= {GREY, YELLOW, GREEN}

    if not 2 <= n <= 40:
        raise ValueError(f"word length {n}")
    if not 1 <= board.max_rows <= MAX_ROWS:
        raise ValueError(f"{board.max_rows} rows (the limit is 1 to {MAX_ROWS})")
    if len(board.rows) > board.max_rows:
        raise ValueError(f"{len(board.rows)} rows on a board of {board.max_rows}")
    for row in board.rows:
        if not (word_ok(row.word) and colours_ok(row.colours)):
            raise ValueError(f"row {row.word[:40]!r}")
    if not word_ok(board.draft, exact=False):
        raise ValueError("current row")
    if board.colours is not None and not (colours_ok(board.colours) and len(board.draft) == n):
        raise ValueError("current row's colours")
    if board.strategy not in STRATEGIES:
        raise ValueError(f"strategy {board.strategy[:40]!r}")
    if board.answer is not None and not word_ok(board.answer):
        raise ValueError("answer")
    if board.cursor is not None:
        at_row, at_col = board.cursor
        if not (0 <= at_col < n and 0 <= at_row <= len(board.rows)) or (
            at_row == len(board.rows) and board.colours is None
        ):
            raise ValueError(f"cursor {board.cursor}")
    if not 0 <= board.resume_col < n:
        raise ValueError(f"resume column {board.resume_col}")
    if not (board.game_id.isascii() and board.game_id.isalnum() and 0 < len(board.game_id) <= 32):
        raise ValueError("game id")  # it names a practice game in the record
    if board.answer is not None and board.cursor is not None and board.cursor[0] < len(board.rows):
        raise ValueError("practice rows are coloured by the game, not edited")
    if board.colours is not None and board.cursor is None:
        raise ValueError("colouring without a cursor")


def save_board(path: Path, board: Board) -> None:
    cache.atomic_write(path, encode_board(board))


def load_board(path: Path) -> tuple[Board | None, str | None]:
    """The saved board, or None; a file that fails the schema is moved aside, and the one-line
    message says why and where."""
    try:
        if path.stat().st_size > MAX_SAVE_BYTES:
            raw = b""  # refused below, without reading a file no game could fill
            too_big = True
        else:
            raw, too_big = path.read_bytes(), False
    except FileNotFoundError:
        return None, None
    except OSError as exc:
        return None, f"could not read the saved game ({exc.strerror})"
    try:
        if too_big:
            raise ValueError(f"{path.stat().st_size} bytes")
        return decode_board(raw), None
    except ValueError as exc:
        reason = str(exc).splitlines()[0][:120]
        aside = path.with_name(
            f"{path.name}.corrupt-{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}-{time.time_ns() % 10**9:09d}"
        )
        try:
            path.replace(aside)
        except OSError:
            return None, f"the saved game is invalid ({reason}); starting afresh"
        return None, f"the saved game was invalid ({reason}); moved it to {aside} and started afresh"


class SaveLock:
    """Held while an app has the save slots open; a second app finds it taken. A data directory
    that cannot be written (read-only, a file in its place) is not held either: ``problem``
    says why, and the app runs without saving."""

    def __init__(self, directory: Path) -> None:
        from filelock import FileLock, Timeout

        self._timeout = Timeout
        self.directory = directory
        self.problem: str | None = None
        self.lock = FileLock(str(directory / "game.lock"), timeout=0)

    def acquire(self) -> bool:
        try:
            self.directory.mkdir(parents=True, exist_ok=True)
            self.lock.acquire()
        except self._timeout:
            return False
        except (FileExistsError, NotADirectoryError):
            self.problem = (
                f"cannot save: {self.directory} (the data directory) is a file; move it away to save"
            )
            return False
        except OSError as exc:
            self.problem = f"cannot save in {self.directory} ({exc.strerror or exc}): nothing is saved"
            return False
        return True

    def release(self) -> None:
        self.lock.release()
