"""The play screen's header line: which game this is, then its settings, as much as fits.

The title says which game this is (the puzzle, or "Practice" and where it stands); the settings
follow, and what does not fit is dropped by what matters least: the answer history's age, then
"normal", then the strategy (the suggestions' title names it too), then the word set; hard mode
(a rule of the game) and "not saved" go last. So an 80-column terminal still shows what the player
must know, and never a cut word (a long title drops its "Wordle " first: "#1930 · 2026-10-01 ·
archive").
"""

from __future__ import annotations

from ...core.game.board import Board

HEADER_FRAME = 18  # Textual's Header docks its icon (8 columns) and a clock space (10) beside the title
# What is kept longest when the settings do not fit: the higher, the longer (shown in their order).
HISTORY, NORMAL, STRATEGY, WORD_SET, HARD, NOTE = range(6)


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
        ("" if dated else board.word_set + (" (widened)" if board.widened else ""), WORD_SET),
        *((note, NOTE) for note in notes),  # a game that is not saved is said before its settings
        (board.strategy, STRATEGY),
        ("hard", HARD) if board.hard else ("normal", NORMAL),
    ]
    settings = [(p, keep) for p, keep in settings if p]
    if title and title.startswith("Wordle #") and _length(title, settings) > width - HEADER_FRAME:
        title = title.removeprefix("Wordle ")  # "#1930 · 2026-10-01 · archive": room for the settings
    if info is not None and board.answer is None:
        settings.append((_history(info), HISTORY))
    room = width - HEADER_FRAME - len(title or "wordle-tui") - 3  # " — " between them
    while settings and len(_joined(settings)) > room:
        settings.remove(min(reversed(settings), key=lambda part: part[1]))  # the least kept, the last first
    return title, _joined(settings)


def _joined(parts: list[tuple[str, int]]) -> str:
    return " \u00b7 ".join(p for p, _ in parts)


def _length(title: str, parts: list[tuple[str, int]]) -> int:
    return len(title) + 3 + len(_joined(parts))


def _history(info) -> str:
    if info.history_last is None:
        return "no answer history"
    if not info.history_age:
        return "answer history up to date"
    return f"answer history to {info.history_last.isoformat()} ({info.history_age} days missing)"
