"""The play screen's footer: its keys in order of importance, as many as the width shows whole.

Textual's footer lays every key out and lets the last ones run off the edge, half drawn; at 80
columns quit was never in sight. Here the keys come in the screen's binding order (help and quit
first) and the ones that do not fit are left out, so what is shown is whole. A key whose effect
depends on the game says what it does now: the screen's ``footer_labels()`` (action -> words).
"""

from __future__ import annotations

from textual.app import ComposeResult
from textual.widgets import Footer
from textual.widgets._footer import FooterKey


def key_width(key: FooterKey, compact: bool) -> int:
    """Cells one key takes: its key, its description and their padding or margin."""
    return len(key.key_display) + len(key.description) + (2 if compact else 3)


class FittedFooter(Footer):
    def compose(self) -> ComposeResult:
        widgets = list(super().compose())
        palette = [w for w in widgets if w.has_class("-command-palette")]
        room = (self.size.width or self.app.size.width) - sum(
            key_width(w, self.compact) + 1 for w in palette if isinstance(w, FooterKey)
        )
        # The screen's own order (a key the keymap changed moves to the end of Textual's).
        order = {b.action: i for i, b in enumerate(getattr(self.screen, "BINDINGS", ()))}
        keys = [w for w in widgets if isinstance(w, FooterKey) and w not in palette]
        labels: dict[str, str] = getattr(self.screen, "footer_labels", dict)()
        for key in keys:
            key.description = labels.get(key.action, key.description)
        shown = []
        for widget in sorted(keys, key=lambda k: order.get(k.action, len(order))):
            room -= key_width(widget, self.compact)
            if room < 0:
                break
            shown.append(widget)
        self.styles.grid_size_columns = len(shown) + len(palette)
        yield from shown + palette

    def on_resize(self) -> None:
        self.call_after_refresh(self.recompose)
