"""What a paste does on the grid: a word into the current row, one row's colours into the row
under the cursor, or a whole share text's colours into every row it covers."""

from __future__ import annotations

from dataclasses import replace

from ..errors import WordleError
from .board import Board, Row
from .feedback import decode
from .grid_mode import Mode, colourable, leave_edit, mode_of
from .puzzle import Puzzle
from .share import SharedGame, parse_share

MAX_PASTE = 400  # longer pastes are refused before parsing: a whole share text is about 100


def paste(board: Board, text: str, puzzle: Puzzle | None = None) -> Board:
    """A whole word into the current row, one row's colours into the row under the cursor, or
    a whole share text's colours into the rows it covers (``puzzle``: what the board plays; a
    share text of another NYT puzzle is refused)."""
    text = text.strip()
    if len(text) > MAX_PASTE:
        raise WordleError(f"pasted text is too long ({len(text)} characters) for a row or a share text")
    if len(text.splitlines()) > 1:  # lines end in LF, CRLF or a lone CR (a terminal's paste)
        return paste_share(board, _of(parse_share(text, board.length), puzzle))
    if text.isascii() and text.isalpha() and mode_of(board) is Mode.TYPING:
        if len(text) != board.length:
            raise WordleError(f"pasted word has {len(text)} letters, not {board.length}")
        return board.set_draft(text)
    row = board.cursor[0] if board.cursor is not None else len(board.rows)
    if not colourable(board, row):
        raise WordleError("nothing to colour: enter a word first")
    try:
        return board.paste(text, row)
    except WordleError:
        raise WordleError(
            "pasted text is not one row's colours (g y b, 2 1 0 or the game's squares)"
        ) from None


def paste_share(board: Board, shared: SharedGame) -> Board:
    """A share text colours the rows it covers: the words entered already, the row being
    coloured, and each word entered after (``Board.shared``); hard mode is its star."""
    if board.answer is not None:
        raise WordleError("practice: the game colours the tiles, a share text has nothing to fill")
    if len(shared.patterns) > board.max_rows:
        raise WordleError(
            f"the share text has {_rows(len(shared.patterns))}, but this game has {board.max_rows} (--rows)"
        )
    board = leave_edit(board)
    rows = len(board.rows) + board.colouring
    if rows > len(shared.patterns):
        word = (
            board.rows[len(shared.patterns)].word if len(shared.patterns) < len(board.rows) else board.draft
        )
        raise WordleError(
            f"the share text has {_rows(len(shared.patterns))}, but row {len(shared.patterns) + 1} "
            f"({word.upper()}) is entered: it does not fit these words"
        )
    colours = [tuple(decode(p, board.length)) for p in shared.patterns]
    return replace(
        board,
        rows=tuple(Row(row.word, c) for row, c in zip(board.rows, colours, strict=False)),
        colours=colours[len(board.rows)] if board.colouring else None,
        hard=shared.hard,
        shared=shared.patterns,
    )


def _of(shared: SharedGame, puzzle: Puzzle | None) -> SharedGame:
    """``shared`` where it may colour a game of ``puzzle``: not another dated puzzle's colours."""
    if puzzle is None or puzzle.day is None or shared.puzzle in (None, puzzle.number):
        return shared
    raise WordleError(
        f"the share text is of {shared.title()}, but this game is {puzzle.label()}: "
        f"its colours are not this puzzle's (--date {shared.date} plays that day)"
    )


def share_note(board: Board) -> str:
    """What a pasted share text did, for the line under the board."""
    done = min(len(board.rows) + board.colouring, len(board.shared))
    hard = ", hard mode on" if board.hard else ", hard mode off"
    left = len(board.shared) - done
    if not left:
        return f"share text: rows 1-{done} coloured{hard}"
    coming = "word you enter gets its" if left == 1 else f"{left} words you enter get theirs"
    return f"share text: {_rows(done)} coloured{hard}; the next {coming} (Enter confirms)"


def _rows(n: int) -> str:
    return f"{n} row{'' if n == 1 else 's'}"
