"""Player settings: a small TOML file in the user config directory.

Read with the standard library's tomllib. Written by a tiny writer of our own that only
ever replaces or adds top-level ``key = value`` lines, so the comments and layout of a file
the player edited survive the app saving a change (F2, F3, the theme). A file that does
not parse is reported once, with its line, and left alone: the defaults are used and
nothing is written over it. Settings that parse but are wrong are named and skipped.
"""

from __future__ import annotations

import json
import re
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from ..game.words import NAMED_SETS
from ..solve.strategies import STRATEGIES
from . import cache
from .keys import RESERVED, is_key

PALETTES = ("normal", "high-contrast")
FILE_NAME = "settings.toml"


@dataclass(frozen=True)
class Settings:
    word_set: str = (
        "today"  # what a new game starts with: today's NYT game, every allowed word weighted by the prior
    )
    strategy: str = "guesses"  # fewest expected guesses: the best under the prior (see the README)
    hard: bool = False
    theme: str = "textual-dark"  # a Textual theme name; the app checks it exists
    palette: str = "normal"  # tile and keyboard colours
    compact: bool = False  # one-line tiles at any terminal height
    time_zone: str = ""  # an IANA zone whose midnight starts the daily puzzle ("": the machine's zone)
    keymap: Mapping[str, str] = field(default_factory=dict)  # binding id -> "key[,key...]"


SCALARS = tuple(f.name for f in fields(Settings) if f.name != "keymap")
CHOICES: dict[str, tuple[str, ...]] = {
    "word_set": tuple(NAMED_SETS),
    "strategy": STRATEGIES,
    "palette": PALETTES,
}


@dataclass(frozen=True)
class Loaded:
    settings: Settings
    problems: tuple[str, ...] = ()  # one line each, ready to show
    broken: bool = False  # the file does not parse: it must not be written over
    refused: Mapping[str, str] = field(default_factory=dict)  # key -> why its value is not in force

    def zone_problem(self) -> str | None:
        """One line when the time_zone setting may not be in force (the file unreadable, or its zone
        refused), else None: every command dates the daily puzzle by it, so each says so."""
        why = self.problems[0] if self.broken else self.refused.get("time_zone")
        return why and f"{why}; the daily puzzle's date follows this machine's time zone"


def settings_path() -> Path:
    """``$WORDLE_TUI_CONFIG_DIR/settings.toml``, else in the platform's user config directory."""
    return cache.user_dir("config") / FILE_NAME


def load_settings(path: Path | None = None) -> Loaded:
    path = path or settings_path()
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Loaded(Settings())
    except (OSError, UnicodeDecodeError) as exc:
        return Loaded(
            Settings(), (f"{path}: cannot read it ({exc}); using the default settings",), broken=True
        )
    return parse_settings(text, str(path))


def parse_settings(text: str, where: str = FILE_NAME) -> Loaded:
    text = text.removeprefix("\ufeff")  # an editor's byte order mark is not a TOML error
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        # tomllib's message ends with "(at line N, column M)", or "(at end of document)".
        reason = str(exc).replace("at end of document", f"at the end, line {len(text.splitlines()) or 1}")
        return Loaded(
            Settings(), (f"{where}: not valid TOML: {reason}; using the default settings",), broken=True
        )
    problems: list[str] = []
    refused: dict[str, str] = {}

    def problem(key: str, message: str, table: str | None = None) -> None:
        line = _line_of(text, key, table)
        problems.append(f"{where}{f', line {line}' if line else ''}: {message}")
        refused.setdefault(key, problems[-1])

    values: dict = {}
    for key, value in data.items():
        if key == "keymap":
            values["keymap"] = _check_keymap(value, problem)
        elif key not in SCALARS:
            problem(key, f"unknown setting {key!r} (known: {', '.join((*SCALARS, 'keymap'))})")
        elif error := _check_value(key, value):
            problem(key, f"{error}; using {toml_value(getattr(Settings(), key))}")
        else:
            values[key] = value
    return Loaded(Settings(**values), tuple(problems), refused=refused)


def _check_value(key: str, value) -> str | None:
    default = getattr(Settings(), key)
    if isinstance(default, bool) and not isinstance(value, bool):
        return f"{key} must be true or false, not {toml_value(value)}"
    if isinstance(default, str) and not isinstance(value, str):
        return f"{key} must be a quoted string, not {toml_value(value)}"
    if key in CHOICES and value not in CHOICES[key]:
        return f"{key} {value!r} is not one of {', '.join(CHOICES[key])}"
    if key == "time_zone":
        return _check_zone(value)
    if isinstance(value, str) and not value.strip():
        return f"{key} is empty"
    return None


def _check_zone(name: str) -> str | None:
    from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

    if not name:
        return None  # the machine's zone
    try:
        ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return f'time_zone {name!r} is not a time zone name (like "Europe/Berlin" or "UTC")'
    return None


def _check_keymap(value, problem) -> dict[str, str]:
    if not isinstance(value, dict):
        problem("keymap", 'keymap must be a table: [keymap] then lines like undo = "ctrl+u"')
        return {}
    keymap: dict[str, str] = {}
    owner: dict[str, str] = {}  # key -> the binding id given it first
    for binding_id, keys in value.items():
        names = [k.strip() for k in keys.split(",")] if isinstance(keys, str) else []
        bad = [k for k in names if not is_key(k)]
        if not names or bad:
            shown = repr(bad[0]) if bad else toml_value(keys)
            problem(
                binding_id,
                f'keymap.{binding_id}: {shown} is not a key; write keys like "ctrl+u" or "f9,ctrl+u"'
                f"; {binding_id} keeps its own key",
                "keymap",
            )
            continue
        reserved = [k for k in names if k in RESERVED]
        if reserved:
            problem(
                binding_id,
                f"keymap.{binding_id}: {reserved[0]!r} {RESERVED[reserved[0]]}, so it would never reach "
                f"{binding_id}; {binding_id} keeps its own key",
                "keymap",
            )
            continue
        taken = [k for k in names if k in owner]
        if taken:
            problem(
                binding_id,
                f"keymap.{binding_id}: {taken[0]!r} is already the key of {owner[taken[0]]!r}",
                "keymap",
            )
            continue
        owner.update({k: binding_id for k in names})
        keymap[binding_id] = ",".join(names)
    return keymap


def _line_of(text: str, key: str, table: str | None) -> int | None:
    """The 1-based line where ``key = ...`` is set in ``table`` (None: the top level)."""
    current = None
    for number, line in enumerate(text.splitlines(), 1):
        stripped = line.strip()
        if stripped.startswith("["):
            current = stripped.strip("[] \t").split("#")[0].strip() or None
            if key == current and table is None:
                return number
        elif current == table and re.match(rf"^\s*[\"']?{re.escape(key)}[\"']?\s*=", line):
            return number
    return None


# -- writing -------------------------------------------------------------------------------------
def toml_value(value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)  # JSON's escapes are valid TOML basic-string escapes
    return repr(value)


def default_text() -> str:
    """A new settings file: every setting at its default, each with a comment saying what it takes."""
    d = Settings()
    return f"""\
# wordle-tui settings. `wordle-tui config edit` opens this file. The app saves hard
# mode (F2), the strategy (F3), the theme and the tile colours (ctrl+p) here when you
# change them, and keeps your comments.

# The word set a new game starts with: {", ".join(NAMED_SETS)}
word_set = {toml_value(d.word_set)}
# How suggestions are ranked: {", ".join(STRATEGIES)}
strategy = {toml_value(d.strategy)}
# Hard mode for a new game
hard = {toml_value(d.hard)}
# A Textual theme (ctrl+p then "theme" in the app lists them): textual-dark, textual-light, nord...
theme = {toml_value(d.theme)}
# Tile and keyboard colours: "normal", or "high-contrast" (orange correct, blue present)
palette = {toml_value(d.palette)}
# One-line tiles whatever the terminal's height
compact = {toml_value(d.compact)}
# The daily puzzle changes at your local midnight (the machine's time zone); a zone name
# here, like "Europe/Berlin", pins it instead
time_zone = {toml_value(d.time_zone)}

# Your keys: binding id = "key[,key...]". `wordle-tui config show` lists the ids.
[keymap]
# undo = "ctrl+u"
"""


def set_values(text: str, changes: Mapping[str, object]) -> str:
    """``text`` with each top-level ``key = value`` of ``changes`` replaced, or added before the
    first table; every other line is kept as it was."""
    lines = text.splitlines()
    top_end = next((i for i, line in enumerate(lines) if line.strip().startswith("[")), len(lines))
    for key, value in changes.items():
        if key not in SCALARS:
            raise ValueError(f"not a top-level setting: {key}")
        new = f"{key} = {toml_value(value)}"
        pattern = re.compile(rf"^\s*{re.escape(key)}\s*=")
        at = next((i for i in range(top_end) if pattern.match(lines[i])), None)
        if at is not None:
            lines[at] = new
            continue
        insert = top_end
        while insert > 0 and not lines[insert - 1].strip():
            insert -= 1  # after the last setting, not after the blank lines before a table
        lines.insert(insert, new)
        top_end += 1
    return "\n".join(lines) + "\n"


def save_changes(changes: Mapping[str, object], path: Path | None = None) -> str | None:
    """Write ``changes`` into the settings file (created from :func:`default_text` if missing).

    Returns None when saved, else one line saying why not: a file that does not parse is never
    written over, so the player's text is not lost.
    """
    path = path or settings_path()
    try:
        text = path.read_text(encoding="utf-8").removeprefix("\ufeff")
    except FileNotFoundError:
        text = default_text()
    except (OSError, UnicodeDecodeError) as exc:
        return f"settings not saved: cannot read {path} ({exc})"
    loaded = parse_settings(text, str(path))
    if loaded.broken:
        return f"settings not saved: {loaded.problems[0].split(';')[0]}; fix it with `wordle-tui config edit`"
    new_text = set_values(text, changes)
    check = parse_settings(new_text, str(path)).settings
    if any(getattr(check, k) != v for k, v in changes.items()):  # e.g. a value on a line we could not see
        return f"settings not saved: could not update {', '.join(changes)} in {path}"
    try:
        cache.atomic_write(path, new_text.encode("utf-8"))
    except OSError as exc:
        return f"settings not saved: {path}: {exc.strerror or exc}"
    return None


def changed(settings: Settings, **changes) -> dict[str, object]:
    """The subset of ``changes`` that differ from ``settings`` (nothing to write otherwise)."""
    return {k: v for k, v in changes.items() if getattr(settings, k) != v}


def with_changes(settings: Settings, changes: Mapping[str, Any]) -> Settings:
    return replace(settings, **changes)
