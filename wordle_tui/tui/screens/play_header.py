"""The play screen's header line: which game this is, then its settings, as much as fits.

The most important parts come first (the puzzle, or "Practice"; the strategy; hard mode; a game
that is not saved) and the least (the answer history's age) is dropped first, so an 80-column
terminal still shows what the player must know, and never a cut word (a long title drops its
"Wordle " first: "#1930 · 2026-10-01 · archive").
"""

from __future__ import annotations

from ...core.game.board import Board

HEADER_FRAME = 18  # Textual's Header docks its icon (8 columns) and a clock space (10) beside the title


def header_text(
    board: Board, patterns, width: int, *, archive: bool = False, notes: tuple[str, ...] = ()
) -> tuple[str | None, str]:
    """(title, sub title) for ``width`` columns; title None: the app's name. ``archive``: a
    past day's puzzle (--date); ``notes``: "not saved", "read-only..." (kept before the rest)."""
    info = patterns.day_info() if patterns is not None and board.word_set == "today" else None
    dated = info is not None
    if board.answer is not None:  # practice: a hidden answer of its own, never the day's puzzle
        title = "Practice \u00b7 " + (
            f"solved in {len(board.rows)}/{board.max_rows}"
            if board.solved
            else f"lost {len(board.rows)}/{board.max_rows}"
            if board.over
            else f"guess {len(board.rows) + 1}/{board.max_rows}"
        )
    elif info is not None:
        title = f"Wordle #{info.puzzle} \u00b7 {info.date.isoformat()}" + (
            " \u00b7 archive" if archive else ""
        )
    else:
        title = None
    settings = [
        "" if dated else board.word_set + (" (widened)" if board.widened else ""),
        *notes,  # a game that is not saved is said before its settings
        board.strategy,
        "hard" if board.hard else "normal",
    ]
    settings = [p for p in settings if p]
    if title and title.startswith("Wordle #") and _length(title, settings) > width - HEADER_FRAME:
        title = title.removeprefix("Wordle ")  # "#1930 · 2026-10-01 · archive": room for the settings
    parts = settings + ([_history(info)] if info is not None and board.answer is None else [])
    room = width - HEADER_FRAME - len(title or "wordle-tui") - 3  # " — " between them
    while parts and len(" \u00b7 ".join(parts)) > room:
        parts.pop()
    return title, " \u00b7 ".join(parts)


def _length(title: str, parts: list[str]) -> int:
    return len(title) + 3 + len(" \u00b7 ".join(parts))


def _history(info) -> str:
    if info.history_last is None:
        return "no answer history"
    if not info.history_age:
        return "answer history up to date"
    return f"answer history to {info.history_last.isoformat()} ({info.history_age} days missing)"
