"""Undo and redo over Boards, by the steps a player means (a typed word, a row's colours, a
confirmed row, a setting), not by keys; in practice a played row is undone with its word."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from .board import Board

# The Board's fields that are also the player's settings (settings.toml): what a new game starts with.
SETTINGS = ("hard", "strategy")


@dataclass
class History:
    """Undo and redo over Boards, by meaningful steps: a typed word, the colouring of the row
    being coloured, each recolouring of an earlier row, a confirmed row, a setting. A cursor
    move is no step; letters typed one after another (or colours given to the row being
    coloured) merge into the step they continue."""

    current: Board
    undo_stack: list[Board] = field(default_factory=list)
    redo_stack: list[Board] = field(default_factory=list)
    last_kind: str | None = None

    def push(self, board: Board) -> bool:
        """Make ``board`` current; False when nothing changed."""
        if board == self.current:
            return False
        kind = step_kind(self.current, board)
        if kind == "cursor" or (kind is not None and kind == self.last_kind):
            self.current = board  # continues the step under way (or only moves the cursor)
        else:
            self.undo_stack.append(self.current)
            self.redo_stack.clear()
            self.current = board
        if kind != "cursor":
            self.last_kind = kind
        return True

    def undo(self) -> bool:
        if not self.undo_stack:
            return False
        board = self.undo_stack.pop()
        taken_back = len(board.rows) < len(self.current.rows)
        uncoloured = self.last_kind == "colouring" and len(board.rows) == len(self.current.rows)
        if taken_back and board.answer is not None and board.draft:
            # Practice: the game coloured the row, so nothing in it is to fix; its word goes with
            # it, and the next guess is typed at once (letters typed into the old word were
            # dropped, and Enter played it again). Redo plays the row again.
            board = replace(board, draft="")
            if self.undo_stack and self.undo_stack[-1] == board:
                self.undo_stack.pop()  # the typing of the word: no step of its own left
        elif board.colouring and (taken_back or uncoloured):
            # A confirmed row taken back is coloured anew from its first tile, not from the last
            # one its colour keys left the cursor on (where g g g g g coloured only that tile);
            # so is a row whose colouring is undone, wherever keys that changed nothing (b on a
            # grey tile: a cursor move, no step) had moved the cursor before the first colour.
            board = replace(board, cursor=(len(board.rows), 0), resume_col=0, fixed=False)
        self.redo_stack.append(self.current)
        self.current = board
        self.last_kind = None
        return True

    def redo(self) -> bool:
        if not self.redo_stack:
            return False
        self.undo_stack.append(self.current)
        self.current = self.redo_stack.pop()
        self.last_kind = None
        return True


def step_kind(old: Board, new: Board) -> str | None:
    """What kind of edit turns ``old`` into ``new``: "cursor", "typing", "colouring" (the row
    being coloured), or None for anything else, a fix of an earlier row included: a step of its
    own, so undo takes back one stray key, not every fix of the visit."""
    old = _with_cursor_of(old, new)  # a cursor move alone is no edit
    if old == new:
        return "cursor"
    same_rows = old.rows == new.rows
    if (
        same_rows
        and old.colours is None
        and new.colours is None
        and replace(old, draft="") == replace(new, draft="")
    ):
        return "typing"
    if (
        same_rows
        and old.colours is not None
        and new.colours is not None
        and old.draft == new.draft
        and replace(old, colours=None) == replace(new, colours=None)
    ):
        return "colouring"
    return None


def setting_changes(old: Board, new: Board) -> dict[str, object]:
    """The settings a step changed, when changing them is all it did (F2, F3, and their undo and
    redo), so the settings file follows what the screen shows; a step that changes more (a pasted
    share text's hard mode comes with its rows) belongs to that game, not to the settings."""
    changes = {name: getattr(new, name) for name in SETTINGS if getattr(old, name) != getattr(new, name)}
    if not changes or replace(_with_cursor_of(old, new), **changes) != new:
        return {}
    return changes


def _with_cursor_of(board: Board, other: Board) -> Board:
    """``board`` with ``other``'s cursors: what differs then is more than a cursor move."""
    return replace(
        board, cursor=other.cursor, resume_col=other.resume_col, fixed=other.fixed, stray=other.stray
    )
