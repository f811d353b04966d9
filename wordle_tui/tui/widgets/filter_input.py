"""The candidates' filter: an Input that keeps keys sent in one burst in their order.

Textual checks an Input's own keys (Backspace, Enter, the arrows) when they bubble up to the
app, behind the letters already queued after them, and moves focus a turn late: `/ st` typed
S T into the row and `Enter cr` typed C R into the filter. Here every key is taken in its turn,
and one that arrives once focus has left goes on to whatever holds it now.

ctrl+z and ctrl+y undo and redo the filter's own edits while it has focus (they reached the
board's undo behind it, which took back a row in silence)."""

from __future__ import annotations

from dataclasses import dataclass

from textual import events
from textual.binding import Binding
from textual.message import Message
from textual.widgets import Input


class FilterInput(Input):
    BINDINGS = [
        Binding("ctrl+z", "undo_edit", "undo", show=False),
        Binding("ctrl+y", "redo_edit", "redo", show=False),
    ]

    class Keyed(Message):
        """A key the filter takes: a new input, so what the last one said goes."""

    @dataclass
    class NothingTo(Message):
        """ctrl+z or ctrl+y with no edit of the filter's to take back ("undo" or "redo")."""

        step: str

    def __init__(self, *args, **kwargs) -> None:
        self._undone: list[str] = []  # the values before each edit, the last edit's last
        self._redone: list[str] = []
        self._stepping = False
        super().__init__(*args, **kwargs)

    def watch_value(self, old: str, new: str) -> None:
        if old != new and not self._stepping:
            self._undone.append(old)
            self._redone.clear()

    def reset(self) -> None:
        """A new game: an empty filter, with no edits of the last game's to undo."""
        self.value = ""
        self._undone.clear()
        self._redone.clear()

    def action_undo_edit(self) -> None:
        self._step(self._undone, self._redone, "undo")

    def action_redo_edit(self) -> None:
        self._step(self._redone, self._undone, "redo")

    def _step(self, source: list[str], target: list[str], step: str) -> None:
        if not source:
            self.post_message(self.NothingTo(step))
            return
        target.append(self.value)
        self._stepping = True
        try:
            self.value = source.pop()
        finally:
            self._stepping = False
        self.cursor_position = len(self.value)

    async def _on_key(self, event: events.Key) -> None:
        focused = self.screen.focused
        if focused is self and event.key == "escape":  # back to the board, which takes Escape too
            self.screen.set_focus(None)
            focused = None
        if focused is not self:  # sent behind the Enter or Escape that left: the board's
            event.stop()
            event.prevent_default()
            (focused or self.screen).post_message(events.Key(event.key, event.character))
            return
        self.post_message(self.Keyed())  # before what the key may say (NothingTo)
        bindings = self._bindings.key_to_bindings.get(event.key)
        if bindings:
            event.stop()
            event.prevent_default()
            if event.key == "enter":  # the filter is done: keys after it are the board's
                self.screen.set_focus(None)
            await self.run_action(bindings[0].action)
            return
        await super()._on_key(event)
