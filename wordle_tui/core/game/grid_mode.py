"""The grid's modes and what each key does in them, as one small state machine over Boards.

A Board is in exactly one mode, derived from it (so a saved board restores its mode and
tile cursor exactly):

- TYPING: letters fill the current row; Enter checks the word and starts colouring it.
- COLOURING: g/y/b (2/1/0) colour the tile under the cursor and move right; Enter confirms,
  unless the colours leave no candidate (the row stays, its cursor back on the first tile), or a
  letter that is no colour key came since the word was entered (the next word, sent in one burst
  with it: its g y b coloured tiles): then Enter names those letters once, and the next Enter
  confirms. A digit, Space, an arrow, a click, a fix or a paste after them is colouring on purpose.
  A row a pasted share text coloured is complete: a letter, g/y/b included, confirms it and
  types the next word (2/1/0, Space and the arrows still work on it).
- EDITING: the cursor is on an earlier row, whose colours can be fixed: g/y/b recolour the
  selected tile (and stay on it: the next letter, g/y/b too, is the next guess's), 2/1/0
  recolour it and move right (a whole row: Up 00120), Space cycles it; Enter or Escape ends
  the edit, and any other letter ends it too and is typed in the current row.
- OVER: solved, or every row used; an earlier row can still be edited (not in practice). A new
  game starts from here, except on the daily puzzle, played once (``new_game``).

Nothing here knows about the screen: the play screen hands each key to ``press`` (and each
paste to grid_paste.py).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from dataclasses import replace
from enum import Enum

from ..errors import STRAY, NoCandidatesError, Refused, WordleError
from .board import Board
from .feedback import EMOJI_SELECTOR, GREEN, GREY, SQUARE_KEYS, YELLOW, decode
from .puzzle import Puzzle

COLOUR_KEYS = {"b": GREY, "0": GREY, "y": YELLOW, "1": YELLOW, "g": GREEN, "2": GREEN}


class Mode(Enum):
    TYPING = "typing"
    COLOURING = "colouring"
    EDITING = "editing"
    OVER = "over"


HINTS = {  # short: the hint sits under the board, two lines of a narrow column at most
    Mode.TYPING: "type a guess, Enter checks it \u00b7 {cycle_suggestion} suggests \u00b7 Up fixes a row",
    Mode.COLOURING: "colour it as the game did: g y b (2 1 0) \u00b7 Enter confirms \u00b7 Backspace retypes",
    Mode.EDITING: "fixing row {row}: g y b, 2 1 0 \u00b7 Enter/Esc back \u00b7 other letters type on",
    Mode.OVER: "game over: {new_game} new game",
}
DAILY_DONE_HINT = "today's puzzle done: {switch_slot} practice"  # OVER on the daily puzzle
NEW_DAY_HINT = "a new day's puzzle is out: {new_game} plays it"  # OVER on it after local midnight
DAILY_DONE = "Wordle #{number} is done: one game a puzzle, as on NYT. {switch_slot} plays a practice game."
SHARE_HINT = "share text's colours: Enter confirms, or type the next word \u00b7 2 1 0 recolour"
UNDOES = " \u00b7 {undo} undo"  # a game over with a step to undo (a restored one has none)
PRACTICE_HINT = "practice: type a guess, Enter plays it"
SUGGESTS = " \u00b7 {cycle_suggestion} suggests"  # not while the helpers are hidden
# The keys the hints name, by binding id (the player's may differ).
DEFAULT_KEYS = {"cycle_suggestion": "Tab", "new_game": "ctrl+n", "undo": "ctrl+z", "switch_slot": "F5"}


def mode_of(board: Board) -> Mode:
    if board.cursor is not None and board.cursor[0] < len(board.rows):
        return Mode.EDITING
    if board.over:
        return Mode.OVER
    if board.colouring:
        return Mode.COLOURING
    return Mode.TYPING


def hint(
    board: Board,
    keys: dict[str, str] | None = None,
    helpers: bool = True,
    can_undo: bool = True,
    daily: bool = False,
    day_over: bool = False,
) -> str:
    """What the keys do now; ``keys``: the player's keys by binding id (DEFAULT_KEYS's ids);
    ``helpers``: False while practice hides them (no suggestion to offer); ``can_undo``: there
    is a step to undo; ``daily``: the board plays the daily puzzle (over, it offers practice);
    ``day_over``: that puzzle's day has ended where the player is (over, it offers the new one)."""
    mode = mode_of(board)
    keys = {**DEFAULT_KEYS, **(keys or {})}
    if board.answer is not None and mode is Mode.TYPING:
        return (PRACTICE_HINT + (SUGGESTS if helpers else "")).format(**keys)
    row = 0
    if mode is Mode.EDITING:
        assert board.cursor is not None  # editing: a tile of an earlier row is selected
        row = board.cursor[0] + 1
    if mode is Mode.COLOURING and share_coloured(board):
        return SHARE_HINT
    undo = UNDOES if mode is Mode.OVER and can_undo else ""
    said = HINTS[mode]
    if mode is Mode.OVER and daily:
        said = NEW_DAY_HINT if day_over else DAILY_DONE_HINT
    return (said + undo).format(row=row, **keys)


def new_game(
    board: Board, puzzle: Puzzle, keys: dict[str, str] | None = None, today: dt.date | None = None
) -> Board:
    """A fresh board, the settings kept (``puzzle``: what ``board`` plays). The daily puzzle's
    finished game stays: NYT gives one game a puzzle, and a new board of it would replay an
    answer the player knows (it is restarted while under way; an archive day may be replayed).
    Once ``today`` (the player's puzzle date) is past the daily puzzle's day, the new board is
    of today's puzzle: the app left open over midnight."""
    if puzzle.is_daily and puzzle.day is not None and today is not None and puzzle.day < today:
        return replace(board.fresh(), day=today)
    if board.over and puzzle.is_daily:
        raise WordleError(DAILY_DONE.format(number=puzzle.number, **{**DEFAULT_KEYS, **(keys or {})}))
    return board.fresh()


def share_coloured(board: Board) -> bool:
    """The row being coloured has its share text's colours, as pasted: nothing is left to colour."""
    row = len(board.rows)
    return (
        board.colours is not None
        and len(board.shared) > row
        and board.colours == tuple(decode(board.shared[row], board.length))
    )


def colourable(board: Board, row: int) -> bool:
    """Rows whose tiles the player colours: earlier rows, and the row being coloured."""
    if board.answer is not None:
        return False  # practice: the game colours the tiles
    return row < len(board.rows) or (row == len(board.rows) and board.colouring)


def edit_at(board: Board, row: int, col: int) -> Board:
    """Select a tile of an earlier row to fix it; the current row's colouring cursor is kept
    (in ``resume_col``) for the way back."""
    if mode_of(board) is Mode.COLOURING:
        assert board.cursor is not None  # colouring: the cursor is on the current row
        board = replace(board, resume_col=board.cursor[1])
    return replace(board, cursor=(row, col), fixed=False, stray="")  # a fix: on purpose


def leave_edit(board: Board) -> Board:
    """Back from an earlier row to the current one (to its colouring, on the tile it was at)."""
    return replace(
        board,
        cursor=(len(board.rows), board.resume_col) if board.colouring else None,
        resume_col=0,
        fixed=False,
    )


Step = Callable[[Board], Board]


class RowRefused(Refused):
    """Enter refused on the row being coloured: ``error`` says why (its colours leave no
    candidate), ``board`` is that row again, its letters and colours kept, its cursor on the first
    tile (the colours are typed anew from there, as after an undo of a confirmed row)."""

    def __init__(self, error: NoCandidatesError, board: Board) -> None:
        super().__init__(str(error), board)
        self.error = error


def press(
    board: Board, key: str, char: str | None, submit: Step, confirm: Step = Board.commit_colours
) -> Board:
    """The board after one key. ``submit`` checks and enters the typed word, ``confirm`` the
    colours of the row being coloured (both need the word lists); WordleError says why a key
    was refused."""
    if char == EMOJI_SELECTOR:
        return board
    char = SQUARE_KEYS.get(char, char) if char else char  # an emoji square typed: its digit
    mode = mode_of(board)
    colour_key = char.lower() if char and char.lower() in COLOUR_KEYS else None
    if mode is Mode.EDITING:
        if key in ("enter", "escape"):
            return leave_edit(board)
        if board.fixed and char and char.isalpha():  # a letter after a fix: the next guess begins
            return press(leave_edit(board), key, char, submit, confirm)
        if colour_key or key in ("space", "left", "right", "up", "down", "home", "end"):
            return _colour_key(board, key, colour_key)
        if key == "backspace" and not (board.draft or board.colouring):
            return leave_edit(board)  # nothing to delete in the current row: only back to it
        return press(leave_edit(board), key, char, submit, confirm)  # typing goes back to the current row
    if key == "up":
        if board.answer is not None:
            raise WordleError("practice: the game coloured the rows, there is nothing to fix")
        if not board.rows:
            raise WordleError("no earlier row to fix yet")
        return edit_at(board, len(board.rows) - 1, board.cursor[1] if board.cursor else 0)
    if key == "escape":  # colouring: back to typing, the word kept
        return replace(board, colours=None, cursor=None, stray="")
    if mode is Mode.COLOURING:
        if key == "enter" and board.stray:
            letters = " ".join(board.stray)
            raise Refused(STRAY.format(word=board.draft.upper(), letters=letters), replace(board, stray=""))
        if key == "enter":
            return _confirmed(board, confirm)
        if key == "backspace":
            return board.backspace()
        if char and char.isalpha() and share_coloured(board):  # the next word: not colour keys
            confirmed = _confirmed(board, confirm)
            if confirmed.over:
                raise WordleError("the share text's colours end the game here: Enter confirms them")
            return press(confirmed, key, char, submit, confirm)
        if colour_key or key in ("space", "left", "right", "home", "end"):
            if not (colour_key and colour_key.isalpha()):  # a digit, Space or an arrow: on purpose
                board = replace(board, stray="")
            return _colour_key(board, key, colour_key)
        if char and char.isalpha():
            raise Refused(
                f"{char.upper()} is no colour: g y b (or 2 1 0) colour the tiles; Backspace changes the word",
                replace(board, stray=board.stray + char.upper()),
            )
        if char:
            raise WordleError(f"{char!r} is no colour key: g y b (or 2 1 0) colour the tiles, Enter confirms")
        raise WordleError("no row below: Enter confirms this one, Up fixes an earlier one")
    if key == "enter":
        return submit(board)
    if mode is Mode.OVER:
        raise WordleError("the game is over: start a new game, or undo the last row")
    if key == "backspace":
        if not board.draft:
            raise WordleError("the row is empty: nothing to delete")
        return board.backspace()
    if char and len(char) == 1 and char.isascii() and char.isalpha():
        if len(board.draft) >= board.length:
            enter = "plays" if board.answer is not None else "checks"
            raise WordleError(
                f"the row is full ({board.draft.upper()}): {char.upper()} not typed; "
                f"Backspace deletes a letter, Enter {enter} it"
            )
        return board.type(char)
    if char and char not in COLOUR_KEYS and key != "space":  # a symbol, another digit, an accent
        raise WordleError(f"{char!r} types nothing: a guess is letters a to z")
    if board.answer is not None:
        raise WordleError("practice: the game colours the tiles; type a guess and Enter plays it")
    raise WordleError("colour keys work once a word is entered: type it and press Enter")


def _confirmed(board: Board, confirm: Step) -> Board:
    try:
        return confirm(board)
    except NoCandidatesError as exc:  # the row stays, to be coloured anew from its first tile
        raise RowRefused(exc, replace(board, cursor=(len(board.rows), 0))) from exc


def _colour_key(board: Board, key: str, colour_key: str | None) -> Board:
    assert board.cursor is not None  # colour keys act only while colouring
    row, col = board.cursor
    last = board.length - 1
    fixing = row < len(board.rows)
    if colour_key:
        board = board.set_colour(row, col, COLOUR_KEYS[colour_key])
        if fixing and colour_key.isalpha():  # g y b could begin the next guess: one tile per letter
            return replace(board, fixed=True)
        return replace(board, cursor=(row, min(col + 1, last)), fixed=False)
    if key == "space":
        return replace(board.cycle_colour(row, col), fixed=fixing)
    board = replace(board, fixed=False)
    if key in ("home", "end"):
        return replace(board, cursor=(row, 0 if key == "home" else last))
    if key in ("left", "right"):
        return replace(board, cursor=(row, min(max(col + (1 if key == "right" else -1), 0), last)))
    target = row + (1 if key == "down" else -1)
    if target < 0:
        raise WordleError("the first row: there is none above")
    if target < len(board.rows):
        return replace(board, cursor=(target, col))
    return leave_edit(board)  # down past the earlier rows: back to the current one


def click(board: Board, row: int, col: int) -> Board:
    """A click on the row being coloured selects the tile and cycles its colour. A confirmed
    row is not changed by a stray click: the first click on one of its tiles selects it (as Up
    does), a click on the tile already selected cycles it."""
    if not colourable(board, row):
        if board.answer is not None:
            raise WordleError("practice: the game colours the tiles")
        raise WordleError("nothing to colour there: type a word and press Enter first")
    if row < len(board.rows):
        if board.cursor == (row, col):
            return replace(board.cycle_colour(row, col), fixed=True)
        return edit_at(board, row, col)
    return replace(leave_edit(board), cursor=(row, col), stray="").cycle_colour(row, col)
