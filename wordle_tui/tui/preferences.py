"""The player's settings applied to the running app: keys, theme, tile palette, layout.

Loaded once when the app mounts (``Preferences.attach``). Changes the player makes in the
app are written back: the theme (followed from Textual's theme picker), the palette and
layout commands below, and whatever the play screen reports through ``remember`` (hard
mode, strategy). The settings file's own rules (broken file left alone, comments kept)
live in core/storage/settings.py.
"""

from __future__ import annotations

import re
import string
from collections.abc import Iterable
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING

from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.dom import DOMNode
from textual.keys import format_key

from ..core.storage.settings import (
    PALETTES,
    Loaded,
    Settings,
    changed,
    load_settings,
    save_changes,
    settings_path,
    with_changes,
)
from .notices import warn
from .widgets import panels
from .widgets.board_column import BoardColumn

if TYPE_CHECKING:
    from .app import WordleApp

PALETTE_CLASSES = {"normal": "", "high-contrast": "-high-contrast"}
# The coloured guesses in the history and lab tables are Rich text, out of CSS's reach.
FEEDBACK_STYLES = {
    "normal": dict(panels.TILE_STYLE),
    "high-contrast": {**panels.TILE_STYLE, 1: "bold #1a1a1b on #85c0f9", 2: "bold #1a1a1b on #f5793a"},
}
COMPACT_CLASS = "-compact"


SHOWN_PROBLEMS = 4  # the settings' problems a start notice lists before "and N more"


class Preferences:
    def __init__(self, app: App, loaded: Loaded, path: Path | None = None) -> None:
        self.app = app
        self.settings: Settings = loaded.settings
        self.path = path
        self._save_warned = False

    @classmethod
    def attach(cls, app: WordleApp, path: Path | None = None) -> Preferences:
        """Apply the settings file to ``app`` (call from on_mount); problems become notices."""
        loaded = load_settings(path)
        prefs = cls(app, loaded, path)
        app.preferences = prefs
        problems = list(loaded.problems)
        problems += prefs._apply_theme() + prefs._apply_keymap()
        prefs._apply_classes()
        if problems:  # one notice: ten stacked ones covered the panels for half a minute
            warn(app, start_notice(problems, str(path or settings_path())))
        app.watch(app, "theme", prefs._theme_changed, init=False)
        return prefs

    # -- applying ------------------------------------------------------------------------------
    def _apply_theme(self) -> list[str]:
        theme = self.settings.theme
        if theme in self.app.available_themes:
            self.app.theme = theme
            return []
        # not the 20-odd names: they made the start notice taller than a small terminal
        return [
            f"settings: theme {theme!r} is not a theme (ctrl+p, Theme lists them); using {self.app.theme}"
        ]

    def _apply_keymap(self) -> list[str]:
        keymap, problems = checked_keymap(dict(self.settings.keymap))
        self.app.set_keymap(keymap)
        return problems

    def _apply_classes(self) -> None:
        for palette, css_class in PALETTE_CLASSES.items():
            if css_class:
                self.app.set_class(palette == self.settings.palette, css_class)
        self.app.set_class(self.settings.compact, COMPACT_CLASS)
        panels.TILE_STYLE.update(FEEDBACK_STYLES[self.settings.palette])  # rows drawn from now on

    # -- remembering ---------------------------------------------------------------------------
    def remember(self, **changes) -> None:
        """Save settings the player changed in the app (e.g. ``hard=True``, ``strategy="minimax"``).
        A file that cannot be saved is said once, not at every key press."""
        changes = changed(self.settings, **changes)
        if not changes:
            return
        self.settings = with_changes(self.settings, changes)
        problem = save_changes(changes, self.path)
        if problem and not self._save_warned:
            self._save_warned = True
            warn(self.app, problem)

    def _theme_changed(self, theme: str) -> None:
        self.remember(theme=theme)

    def set_palette(self, palette: str) -> None:
        self.remember(palette=palette)
        self._apply_classes()

    def toggle_compact(self) -> None:
        self.remember(compact=not self.settings.compact)
        self._apply_classes()
        for screen in self.app.screen_stack:  # the board's rows take another height
            for column in screen.query(BoardColumn):
                column.fit()

    def commands(self) -> Iterable[SystemCommand]:
        """For the app's get_system_commands: the palette and layout, by name."""
        for palette in PALETTES:
            yield SystemCommand(
                f"Tile colours: {palette}",
                "Orange for correct, blue for present (colour-blind friendly)"
                if palette == "high-contrast"
                else "The game's green and yellow",
                lambda palette=palette: self.set_palette(palette),
            )
        yield SystemCommand(
            "Compact layout", "One-line tiles whatever the terminal's height (toggle)", self.toggle_compact
        )


def start_notice(problems: list[str], where: str) -> str:
    """The settings' problems as one notice: the file named once, then the first few problems."""
    lines = [
        p.removeprefix(f"{where}, ").removeprefix(f"{where}: ").removeprefix("settings: ") for p in problems
    ]
    shown = lines[:SHOWN_PROBLEMS]
    more = len(lines) - len(shown)
    tail = [f"and {more} more: `wordle-tui config` lists them all"] if more else []
    return "\n".join([f"{where}:", *shown, *tail])


def known_theme(name: str) -> bool:
    """A theme the app has (Textual's own: the app registers none)."""
    from textual.theme import BUILTIN_THEMES

    return name in BUILTIN_THEMES


def app_problems(settings: Settings) -> list[str]:
    """What only the app can check (a theme's name, binding ids and keys), for `config show|edit`."""
    from textual.theme import BUILTIN_THEMES

    problems = keymap_problems(dict(settings.keymap))
    if not known_theme(settings.theme):
        problems.insert(
            0, f"settings: theme {settings.theme!r} is not one of {', '.join(sorted(BUILTIN_THEMES))}"
        )
    return problems


# -- keys ------------------------------------------------------------------------------------------
def declared_bindings(root: type = DOMNode) -> dict[type, list[Binding]]:
    """Every wordle-tui class's own bindings that carry an id, by class."""
    found: dict[type, list[Binding]] = {}
    stack = [root]
    while stack:
        cls = stack.pop()
        stack.extend(cls.__subclasses__())
        if cls.__module__.startswith("wordle_tui."):
            own = [b for b in cls.__dict__.get("BINDINGS", ()) if isinstance(b, Binding) and b.id]
            if own:
                found[cls] = own
    return found


def binding_ids() -> dict[str, Binding]:
    import_module("wordle_tui.tui.app")  # the app and its screens: their classes declare the bindings
    return {b.id: b for bindings in declared_bindings().values() for b in bindings if b.id is not None}


def keymap_problems(keymap: dict[str, str]) -> list[str]:
    """Ids no binding has, and keys the keymap gives to two actions of one screen or the app."""
    return checked_keymap(keymap)[1]


def checked_keymap(keymap: dict[str, str]) -> tuple[dict[str, str], list[str]]:
    """The keymap less the entries that cannot apply, and why each was left out: a binding whose
    new key would clash with another action's, or never reach it, keeps its own key."""
    known = binding_ids()
    unknown = [bid for bid in keymap if bid not in known]
    problems = []
    if unknown:  # one problem, the ids listed once: four of them made a notice taller than 24 rows
        names = ", ".join(f"keymap.{bid}" for bid in unknown)
        problems.append(
            f"settings: {names}: no key has {'these ids' if len(unknown) > 1 else 'this id'} "
            f"(ids: {', '.join(sorted(known))})"
        )
    refused = set(unknown)
    normal = App._normalize_keymap(keymap)
    board_keys = typed_keys()
    for bid, keys in normal.items():
        if bid not in known:  # said once above: no key has this id
            continue
        for key in keys.split(","):
            if key in board_keys:
                refused.add(bid)
                problems.append(
                    f"settings: keymap.{bid}: {key!r} types or colours on the board, so it would never reach {bid}"
                )
    for bindings in declared_bindings().values():
        owner: dict[str, str | None] = {}
        for binding in bindings:
            # a binding without an id has no keymap entry: get() gives its own key
            own = App._normalize_keymap({"": binding.key})[""]
            for key in normal.get(binding.id, own).split(","):  # type: ignore[arg-type]
                if key in owner and owner[key] != binding.id:
                    problems.append(
                        f"settings: keymap: {key!r} is the key of both {owner[key]!r} and {binding.id!r}"
                        "; the remapped one keeps its own key"
                    )
                    refused.update(b for b in (owner[key], binding.id) if b in keymap)
                owner.setdefault(key, binding.id)
    return {bid: keys for bid, keys in keymap.items() if bid not in refused}, problems


def typed_keys() -> set[str]:
    """Keys the board takes before any app binding sees them: letters, digits, and the grid's
    own keys (Enter, Backspace, Space, the arrows, Home, End), which the filter's input takes
    too. Not Escape: from the filter it reaches the screen's binding (back to the grid)."""
    from .widgets.grid import GRID_KEYS  # the keys it hands to the board (it has no bindings)

    return set(string.ascii_lowercase) | set(string.digits) | (GRID_KEYS - {"escape"})


def show_keys(keys: str) -> str:
    """``"f2,ctrl+z,question_mark"`` as the help writes keys: ``"F2 or ctrl+z or ?"``."""
    shown = []
    for key in keys.split(","):
        *mods, last = key.strip().split("+")
        last = format_key(last)
        if re.fullmatch(r"f\d+", last):
            last = last.upper()
        elif len(last) > 1 and not mods:
            last = last.capitalize()
        shown.append("+".join([*mods, last]))
    return " or ".join(shown)


def active_keys(app: App, binding_id: str) -> str:
    """The keys the player has for ``binding_id`` now, as the help shows them."""
    keys = app._keymap.get(binding_id)  # set_keymap's own store: what the footer shows too
    if not keys:
        binding = binding_ids().get(binding_id)
        keys = binding.key if binding else binding_id
    return show_keys(keys)


def with_keys(text: str, app: App) -> str:
    """``text`` with each ``{binding_id}`` replaced by the player's keys for it."""
    return re.sub(r"\{(\w+)\}", lambda m: active_keys(app, m.group(1)), text)
