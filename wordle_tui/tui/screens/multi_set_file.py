"""Ask for a word file whose words become the multi-board game's hidden answers."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Input, Static


class SetFilePrompt(ModalScreen[str | None]):
    """Enter: the path typed; Escape: None."""

    DEFAULT_CSS = """
    SetFilePrompt { align: center middle; }
    SetFilePrompt > Vertical { width: 70; height: auto; padding: 1 2; border: round $accent; background: $surface; }
    """
    BINDINGS = [Binding("escape", "cancel", "cancel")]

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Static("The hidden answers from a word file, one a line (Escape: cancel)")
            yield Input(placeholder="e.g. ~/quordle-answers.txt", id="set-file")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.dismiss(event.value.strip() or None)

    def action_cancel(self) -> None:
        self.dismiss(None)
