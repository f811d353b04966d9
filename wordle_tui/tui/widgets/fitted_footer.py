"""The footer of the play and multi-board screens: their keys in order of importance, as many as
the width shows whole.

Textual's footer lays every key out and lets the last ones run off the edge, half drawn; at 80
columns quit was never in sight. Here the keys come in the screen's binding order (help and quit
first) and the ones that do not fit are left out, so what is shown is whole. When not every key
fits, the footer turns compact (one column less a key) and, if keys are still left out, F1 says
"all keys": the help screen lists every one. A key whose effect depends on the game says what it
does now: the screen's ``footer_labels()`` (action -> words).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

HELP_ACTION = "app.help"
ALL_KEYS = "all keys"  # F1's words when the footer leaves keys out: where the others are


def key_width(key: FooterKey, compact: bool) -> int:
    """Cells one key takes: its key, its description and their padding or margin."""
    return len(key.key_display) + len(key.description) + (2 if compact else 3)


def fitting(keys: list[FooterKey], room: int, compact: bool) -> list[FooterKey]:
    """The first keys, in order, that fit ``room`` cells whole."""
    shown = []
    for key in keys:
        room -= key_width(key, compact)
        if room < 0:
            break
        shown.append(key)
    return shown


class FittedFooter(Footer):
    def compose(self) -> ComposeResult:
        widgets = list(super().compose())
        palette = [w for w in widgets if w.has_class("-command-palette")]
        width = self.size.width or self.app.size.width
        # The screen's own order (a key the keymap changed moves to the end of Textual's).
        order = {b.action: i for i, b in enumerate(getattr(self.screen, "BINDINGS", ()))}
        keys = [w for w in widgets if isinstance(w, FooterKey) and w not in palette]
        keys.sort(key=lambda k: order.get(k.action, len(order)))
        labels: dict[str, str] = getattr(self.screen, "footer_labels", dict)()
        for key in keys:
            key.description = labels.get(key.action, key.description)
        for compact in (False, True):
            room = width - sum(key_width(w, compact) + 1 for w in palette if isinstance(w, FooterKey))
            shown = fitting(keys, room, compact)
            if len(shown) == len(keys):
                break
        else:  # compact and still keys left out: F1 names the screen that lists them all
            for key in keys:
                if key.action == HELP_ACTION:
                    key.description = ALL_KEYS
            shown = fitting(keys, room, compact)
        self.compact = compact
        self.styles.grid_size_columns = len(shown) + len(palette)
        yield from shown + palette

    def on_resize(self) -> None:
        self.call_after_refresh(self.recompose)
