"""The on-screen keyboard: each letter in its best known colour; clicking a key types it."""

from __future__ import annotations

from dataclasses import dataclass

from textual import events
from textual.app import ComposeResult
from textual.message import Message
from textual.widget import Widget
from textual.widgets import Static

from .grid import COLOUR_CLASS

ROWS = ("qwertyuiop", "asdfghjkl", "<zxcvbnm>")
LABELS = {"<": "enter", ">": "\u232b"}  # the game's keyboard puts Enter left, Backspace right
KEY_NAMES = {"<": "enter", ">": "backspace"}


class Key(Static):
    def __init__(self, key: str) -> None:
        super().__init__(
            LABELS.get(key, key.upper()),
            classes="key" + (" -wide" if key in LABELS else ""),
            id=f"key-{KEY_NAMES.get(key, key)}",
        )
        self.key = key

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.post_message(Keyboard.Pressed(KEY_NAMES.get(self.key, self.key)))


class Keyboard(Widget):
    @dataclass
    class Pressed(Message):
        key: str  # a letter, "enter" or "backspace"

    def compose(self) -> ComposeResult:
        for row in ROWS:
            with Widget(classes="key-row"):
                for key in row:
                    yield Key(key)

    def show(self, states: dict[str, int]) -> None:
        for key in self.query(Key):
            state = states.get(key.key)
            key.set_classes(
                "key"
                + (" -wide" if key.key in LABELS else "")
                + (f" {COLOUR_CLASS[state]}" if state is not None else "")
            )
