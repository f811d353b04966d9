"""Undo and redo over MultiEntries by the steps a player means, as core/game/undo.py does for one
board: a typed word, the colours of the row being coloured, a played row, a setting; not one
step a key. In practice a played row is undone with its word, so the next guess is typed at once."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from .entry import MultiEntry


def step_kind(old: MultiEntry, new: MultiEntry) -> str | None:
    """ "typing" (letters typed or deleted), "colouring" (the row being coloured, on any board),
    or None: a step of its own (a played row, a new game, another set)."""
    if old.moves != new.moves:
        return None
    if not old.colouring and not new.colouring and replace(old, draft="") == replace(new, draft=""):
        return "typing"
    if old.colouring and new.colouring and _uncoloured(old) == _uncoloured(new):
        return "colouring"
    return None


def _uncoloured(entry: MultiEntry) -> MultiEntry:
    return replace(entry, colours=None, board=0, col=0)


@dataclass
class MultiHistory:
    """The entries before and after the current one; the screen keeps the current entry."""

    undo_stack: list[MultiEntry] = field(default_factory=list)
    redo_stack: list[MultiEntry] = field(default_factory=list)
    last_kind: str | None = None

    def record(self, before: MultiEntry, after: MultiEntry) -> None:
        """``after`` replaces ``before``: a step, or the continuation of the one under way."""
        kind = step_kind(before, after)
        if kind is None or kind != self.last_kind or not self.undo_stack:
            self.undo_stack.append(before)
        self.redo_stack.clear()
        self.last_kind = kind

    def undo(self, current: MultiEntry) -> MultiEntry | None:
        """The entry before ``current``'s step, or None: nothing to undo."""
        if not self.undo_stack:
            return None
        entry = self.undo_stack.pop()
        if entry.answers is not None and len(entry.moves) < len(current.moves) and entry.draft:
            entry = replace(entry, draft="")  # practice: the row played is undone with its word
            if self.undo_stack and self.undo_stack[-1] == entry:
                self.undo_stack.pop()  # the typing of that word: no step of its own left
        self.redo_stack.append(current)
        self.last_kind = None
        return entry

    def redo(self, current: MultiEntry) -> MultiEntry | None:
        if not self.redo_stack:
            return None
        self.undo_stack.append(current)
        self.last_kind = None
        return self.redo_stack.pop()

    def back_out(self) -> MultiEntry | None:
        """The entry before the last step, dropped from the history (a set that would not load)."""
        self.last_kind = None
        return self.undo_stack.pop() if self.undo_stack else None
