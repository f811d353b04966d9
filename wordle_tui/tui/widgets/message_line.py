"""The line under the board: what the position says, what the last input said, and work under way.

Three layers, the top one shown:

- progress of work under way (the word lists loading): until the work is done, then what it
  covered comes back;
- what an input said (a key's refusal, what F4 or ctrl+w did, a note told once): until the next
  input. Work that finishes later (the word lists loaded, the solver's path) does not take it
  away: the player sees what the key did;
- the position's note (a finished game's verdict, colours no word fits, a failing save): for as
  long as its cause holds. A new error note goes over what an input said: it is what to fix first.
"""

from __future__ import annotations

from textual.message import Message
from textual.widgets import Static

Said = tuple[str, bool]  # the text, and whether it is an error


class MessageLine(Static):
    class Changed(Message):
        """The text shown changed: its column gives it the lines it needs (board_column.py)."""

    def __init__(self, **kwargs) -> None:
        super().__init__("", **kwargs)
        self._note: Said = ("", False)
        self._said: Said | None = None
        self._told: list[str] = []  # notes told once during this input, after what it says
        self._progress: str | None = None
        self._text = ""

    def set_note(self, text: str, error: bool = False) -> None:
        """The position's note; a new error one goes over what this input said."""
        if error and (text, error) != self._note:
            self._said, self._told = None, []
        self._note = (text, error)
        self._show()

    def say(self, text: str, error: bool = False) -> None:
        """What this input says, until the next input (with the notes told during it)."""
        self._said = (text, error)
        self._show()

    def add(self, text: str) -> None:
        """A note told once (why the game is not saved...): after what this input says, if it
        says something, even later in the input; else alone."""
        self._told.append(text)
        self._show()

    def next_input(self) -> None:
        """A new input begins: what the last one said goes, and the position's note is shown."""
        self._said, self._told = None, []
        self._show()

    def progress(self, text: str | None) -> None:
        """Work under way (None: it is done, and what it covered comes back)."""
        self._progress = text
        self._show()

    def _shown(self) -> Said:
        if self._progress is not None:
            return self._progress, False
        said, error = self._said if self._said is not None else ("", False)
        told = [note for note in self._told if note not in said]  # F5 says why itself
        text = "  ".join(filter(None, [said, *told]))
        return (text, error) if text else self._note

    def _show(self) -> None:
        text, error = self._shown()
        if text != self._text:
            self._text = text
            self.update(text)
            self.post_message(self.Changed())
        self.set_class(error, "-error")
