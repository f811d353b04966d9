"""Warnings shown as toasts, each on screen long enough to be read whole.

A warning says what became of the player's files or settings (a save moved aside, and where;
a setting refused), often in two or three lines with a path: Textual's 5 s, or the 8 to 12 s
these had, were gone before a player had read them, the more so at a start-up still loading.
"""

from __future__ import annotations

from textual.app import App
from textual.notifications import SeverityLevel
from textual.widget import Widget

WARNING_SECONDS = 30.0  # as long as the quit warning's, the longest the app had


def warn(node: App | Widget, text: str, severity: SeverityLevel = "warning") -> None:
    """A toast for ``text`` that stays WARNING_SECONDS (a click dismisses it sooner); the text as
    it is, never read as markup (a path or a file's words may hold square brackets)."""
    node.notify(text, severity=severity, timeout=WARNING_SECONDS, markup=False)
