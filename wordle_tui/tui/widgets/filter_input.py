"""The candidates' filter: an Input that keeps keys sent in one burst in their order.

Textual checks an Input's own keys (Backspace, Enter, the arrows) when they bubble up to the
app, behind the letters already queued after them, and moves focus a turn late: `/ st` typed
S T into the row and `Enter cr` typed C R into the filter. Here every key is taken in its turn,
and one that arrives once focus has left goes on to whatever holds it now."""

from __future__ import annotations

from textual import events
from textual.widgets import Input


class FilterInput(Input):
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
        bindings = self._bindings.key_to_bindings.get(event.key)
        if bindings:
            event.stop()
            event.prevent_default()
            if event.key == "enter":  # the filter is done: keys after it are the board's
                self.screen.set_focus(None)
            await self.run_action(bindings[0].action)
            return
        await super()._on_key(event)
