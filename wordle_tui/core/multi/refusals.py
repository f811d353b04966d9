"""Why a key leaves a multi-board entry as it was, in one short line for the screen to say.

MultiEntry's operations return the entry unchanged when they cannot act (a letter into a full
row, an arrow before the word is entered); the single board's grid raises its reasons, and the
player of the multi-board screen is owed the same: a key that does nothing says why.
"""

from __future__ import annotations

from .entry import MultiEntry

BEFORE_COLOURING = "first type the guess and press Enter: then colour it"


def why_not_typed(entry: MultiEntry, char: str) -> str:
    """A character that typed nothing."""
    if entry.colouring:
        return f"{char!r}: the row is being coloured (g y b or 2 1 0; Backspace edits the word)"
    if not ("a" <= char.lower() <= "z" and len(char) == 1):
        return f"{char!r} types nothing: a guess is letters a to z"
    return f"the row is full ({entry.draft.upper()}): Enter checks it, Backspace deletes"


def why_not_deleted(entry: MultiEntry) -> str:
    return "the row is empty: nothing to delete"


def why_not_moved(entry: MultiEntry, step: int) -> str:
    """An arrow (Left, Right) that moved to no other tile."""
    if not entry.colouring:
        return BEFORE_COLOURING
    if entry.row_done and step > 0:
        return f"board {entry.board + 1}'s row is coloured: the next colour goes to board {next_board(entry)}"
    return "already on the first tile" if step < 0 else "already on the last tile"


def next_board(entry: MultiEntry) -> int:
    """The board (from 1) the next colour key goes to, once the selected row is coloured."""
    return entry.colour_board + 1


def why_no_other_board(entry: MultiEntry) -> str:
    """Up, Down, [ or ] that moved to no other board."""
    if not entry.colouring:
        return BEFORE_COLOURING
    return f"board {entry.board + 1} is the only one left to colour"


def why_not_cycled(entry: MultiEntry) -> str:
    if entry.row_done:
        return "the row is coloured to its end: Left selects its last tile"
    return BEFORE_COLOURING


def _no_suggestion_now(entry: MultiEntry, over: bool) -> str | None:
    """Why no suggestion can be typed now, whatever the key (None: one can)."""
    if over:
        return "the game is over: ctrl+n starts a new one"
    if entry.colouring:
        return "the row is being coloured: Enter plays it, Backspace edits the word"
    return None


def why_no_suggestion_typed(entry: MultiEntry, over: bool, top: str | None) -> str:
    """Tab (the top suggestion as the guess) that typed nothing; ``top``: that suggestion, if any."""
    if (why := _no_suggestion_now(entry, over)) is not None:
        return why
    if top is None:
        return "no suggestion yet: the ranking is being computed"
    return f"{top.upper()} is typed already: Enter checks it"


def why_no_suggestion_back(entry: MultiEntry, over: bool) -> str:
    """shift+Tab, which goes back through the single board's suggestions: here Tab only types the
    top one, so there is nothing to go back through."""
    why = _no_suggestion_now(entry, over)
    return why or "shift+Tab does nothing here: Tab types the top suggestion, a click any other"


def pasted(entry: MultiEntry, boards: list[int], start: int) -> str:
    """What a paste coloured (``boards``: from 0, those its rows went to; ``start``: the first
    board it could go to), and the open boards after them it left as they were: a paste of
    fewer rows than boards is no mistake (one board's row, say), but is said."""
    colours = entry.colours or ()
    named = ", ".join(str(b + 1) for b in boards)
    said = f"pasted onto board{'s' if len(boards) > 1 else ''} {named}"
    rest = [b + 1 for b in range(start, len(colours)) if colours[b] is not None and b not in boards]
    if rest and boards:
        said += f"; board{'s' if len(rest) > 1 else ''} {', '.join(map(str, rest))} not changed"
    return said + " (Enter plays the row)"
