"""Today's daily game: the save slot's, the record's, or a new one.

NYT gives one game a puzzle, and the record keeps the first finished game of each (record.py).
The daily save slot holds one board (storage/daily_slot.py), which may be of another day: a past
puzzle's game gives way; a later puzzle's (played where the date was already later: travel,
another time zone) is kept there for its day. So the game of today's puzzle is, in this order:
the slot's; else the record's, finished as it was played (never offered again, whatever the slot
keeps); else a new one. A game of a puzzle the record already holds, other than the record's
own, says so from its start: it will not be recorded.
"""

from __future__ import annotations

import datetime as dt
from pathlib import Path

from ..errors import WordleError
from ..game.board import Board, Row
from ..game.feedback import decode, format_pattern, parse
from ..game.puzzle import Puzzle, puzzle_number, puzzle_today
from ..storage.daily_slot import DailySlot
from .game_end import unrecorded_note
from .pending import read_everything
from .record import GameRecord, practice_key

TODAY = "today"  # the daily puzzle's word set (core/nyt/today.py's TODAY, without its imports)


def stale(board: Board, today: dt.date | None = None) -> bool:
    """A daily game of the today set whose puzzle is not ``today``'s (default: the player's
    puzzle date): a new day's, or another time zone's."""
    return (
        board.word_set == TODAY and board.answer is None and board.day not in (None, today or puzzle_today())
    )


def stale_note(board: Board, today: dt.date | None = None) -> str | None:
    """What became of a stale daily game, said when it is not resumed (None: no rows to speak of).
    A later puzzle's game is kept for its day (storage/daily_slot.py)."""
    if not board.rows or board.day is None:
        return None
    today = today or puzzle_today()
    then = f"#{puzzle_number(board.day)} of {board.day}"
    now = f"today's puzzle is #{puzzle_number(today)} ({today})"
    if board.day > today:
        done = "finished" if board.over else f"{len(board.rows)} of {board.max_rows} rows"
        return f"Your game of {then} ({done}) is kept for its day: {now} here."
    done = "finished" if board.over else f"left unfinished after {len(board.rows)} of {board.max_rows} rows"
    return f"Your game of {then} was {done}: {now}."


def record_key(puzzle: Puzzle, game_id: str | None = None) -> str | None:
    """The key the record keeps a game of ``puzzle`` under (GameRecord.key): one game a daily or
    archive puzzle, and a practice game by its ``game_id`` (Board.game_id); None for custom
    games, which are not recorded."""
    if puzzle.kind in ("daily", "archive"):
        return f"{puzzle.kind}:{puzzle.number}"
    return practice_key(game_id) if puzzle.kind == "practice" and game_id else None


def recorded_game(puzzle: Puzzle, path: Path | None = None, game_id: str | None = None) -> GameRecord | None:
    """The game the record (or its queue) holds for a daily or archive ``puzzle`` (a practice
    one: for the practice game ``game_id``); None when it holds none, or cannot be read now (the
    game's end, and the statistics, say why)."""
    key = record_key(puzzle, game_id)
    if key is None:
        return None
    try:
        games = read_everything(path)[0]
    except (OSError, WordleError):
        return None
    return next((game for game in games if game.key == key), None)


def recorded_board(game: GameRecord, **settings) -> Board:
    """A recorded daily game as the finished board of its puzzle, as it was played, with its own
    rows (a game of 8 rows won on the 7th is 7/8, not 7/7). ``settings`` (strategy, any_word)
    are the player's."""
    length = len(game.words[0])
    played = tuple(
        Row(word, tuple(decode(parse(colours, length), length)))
        for word, colours in zip(game.words, game.colours, strict=True)
    )
    rows = max(game.rows, len(played)) if game.solved else len(played)  # a loss used every row
    return Board(
        length=length, rows=played, word_set=TODAY, day=game.date, hard=game.hard, max_rows=rows, **settings
    )


def todays_recorded(today: dt.date | None = None, **settings) -> Board | None:
    """Today's puzzle (default: the player's) as the record has it, finished (``settings``: as
    recorded_board's); None: it was not played, a new game is today's."""
    played = recorded_game(Puzzle("daily", today or puzzle_today()))
    return recorded_board(played, **settings) if played is not None else None


def todays_board(saved: Board | None, word_set: str, **settings) -> tuple[Board | None, str | None]:
    """The daily slot's game (``saved``) to open: itself when it is today's puzzle's or another
    list's; else, for a game of the today set (``word_set``: a new game's), today's puzzle as the
    record has it; None: a new game. With what became of ``saved`` (stale_note)."""
    if saved is not None and not stale(saved):
        return saved, None
    if saved is None and word_set != TODAY:
        return None, None
    return todays_recorded(**settings), stale_note(saved) if saved is not None else None


def is_recorded(board: Board, game: GameRecord | None) -> bool:
    """``board`` is ``game`` (the record's game of its puzzle, or of its practice game), row for
    row: the record keeps it."""
    if game is None:
        return False
    if board.answer is not None:
        if game.kind != "practice" or game.game_id != board.game_id:
            return False
    elif board.word_set != TODAY or board.day != game.date:
        return False
    played = tuple((r.word, format_pattern(r.pattern, board.length)) for r in board.rows)
    return played == tuple(zip(game.words, game.colours, strict=True))


def kept_by_record(board: Board, game: GameRecord | None) -> bool:
    """``board`` is a daily puzzle's game as the record keeps it: nothing need save it (the slot
    may keep a later puzzle's game for its day)."""
    return game is not None and game.kind == "daily" and is_recorded(board, game)


def not_recorded(board: Board, game: GameRecord | None) -> str:
    """Why ``board``, a game of the puzzle the record holds ``game`` for, will not be recorded,
    said from its start ("": the record holds no game of it, or ``board`` is that game)."""
    return "" if game is None or is_recorded(board, game) else unrecorded_note(game)


def daily_slot(saved: Board | None, path: Path | None = None) -> DailySlot:
    """The daily slot holding ``saved``, with whether the record (``path``: the default one)
    keeps it as played: a later puzzle's finished game the record keeps gives way to today's."""
    if saved is None or not saved.over or saved.day is None or saved.word_set != TODAY or saved.answer:
        return DailySlot(saved)
    return DailySlot(saved, kept_by_record(saved, recorded_game(Puzzle("daily", saved.day), path)))
