"""Key names in the settings' keymap: what Textual calls a key, and the keys Textual keeps."""

from __future__ import annotations

import string
import unicodedata

MODIFIERS = ("ctrl", "shift", "alt", "meta", "super", "hyper")
# Key names as Textual gives them: punctuation by its Unicode name, a few renamed (a test
# holds this to Textual's own naming; the core does not import Textual).
RENAMED = {
    "solidus": "slash",
    "reverse_solidus": "backslash",
    "commercial_at": "at",
    "hyphen_minus": "minus",
    "plus_sign": "plus",
    "low_line": "underscore",
}
NAMED_KEYS = frozenset(
    [*string.ascii_lowercase, *string.digits, *(f"f{i}" for i in range(1, 25))]
    + [
        "escape",
        "enter",
        "tab",
        "space",
        "backspace",
        "delete",
        "insert",
        "home",
        "end",
        "pageup",
        "pagedown",
        "up",
        "down",
        "left",
        "right",
    ]
    + [
        RENAMED.get(name, name)
        for name in (
            unicodedata.name(c).lower().replace("-", "_").replace(" ", "_") for c in string.punctuation
        )
    ]
)
# Textual's own keys, taken before any binding of ours: a key given here would never reach it.
RESERVED = {
    "ctrl+q": "quits the app",
    "ctrl+c": "copies (or says how to quit)",
    "ctrl+p": "opens the command palette",
}


def is_key(key: str) -> bool:
    """One key as Textual names it ("ctrl+z", "f2", "question_mark"), or one printable character."""
    if len(key) == 1:
        return key.isprintable() and key not in " ,"
    *mods, base = key.split("+")
    return base in NAMED_KEYS and len(set(mods)) == len(mods) and all(m in MODIFIERS for m in mods)
