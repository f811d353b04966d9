"""`wordle-tui config path|show|edit`: where the settings file is, what is in force, and an
editor on it that checks the result."""

from __future__ import annotations

import argparse
import os
import shlex
import shutil
import subprocess
import sys

from ..core.errors import WordleError
from ..core.storage.settings import (
    SCALARS,
    Loaded,
    Settings,
    default_text,
    load_settings,
    settings_path,
    toml_value,
)

FALLBACK_EDITORS = ("editor", "nano", "vi")  # when neither $VISUAL nor $EDITOR is set


def add_parser(sub) -> None:
    p = sub.add_parser(
        "config",
        help="the settings file: its path, the settings in force, or edit it",
        description="Settings: default word set, strategy, hard mode, theme, tile palette, compact layout, "
        "time zone and keys. The app saves hard mode (F2), the strategy (F3), the theme and the tile colours "
        "here when you change them. $WORDLE_TUI_CONFIG_DIR moves the file.",
    )
    p.add_argument(
        "action",
        nargs="?",
        default="show",
        choices=("path", "show", "edit"),
        help="path: print the file's path; show (the default): the settings in force and every key; "
        "edit: open it in $VISUAL or $EDITOR, then check it",
    )


def run(args: argparse.Namespace) -> None:
    path = settings_path()
    if args.action == "path":
        print(path)
    elif args.action == "show":
        loaded = load_settings(path)
        print("\n".join(show_lines(loaded, str(path) if path.exists() else f"{path} (not created yet)")))
        _report(loaded)
    else:
        edit(path)


def show_lines(loaded: Loaded, where: str) -> list[str]:
    """The settings in force as TOML, then every binding id with its keys (the player's or the default)."""
    from ..tui.preferences import binding_ids, checked_keymap, known_theme  # Textual loads only here

    s, default = loaded.settings, Settings()
    lines = [f"# {where}"]
    for key in SCALARS:
        value = getattr(s, key)
        if key == "theme" and not known_theme(value):  # the app uses the default, as here
            mine, value = value, default.theme
            lines.append(
                f"{key} = {toml_value(value)}  # default; your {toml_value(mine)} is refused (see the problems)"
            )
            continue
        lines.append(
            f"{key} = {toml_value(value)}" + ("" if value != getattr(default, key) else "  # default")
        )
    lines += ["", "[keymap]  # binding id = keys in force"]

    in_force = checked_keymap(dict(s.keymap))[0]  # the app leaves out what it refuses, as here
    for binding_id, binding in sorted(binding_ids().items()):
        mine, kept = s.keymap.get(binding_id), in_force.get(binding_id)
        if kept:
            note = f"{binding.description}; default {binding.key}"
        elif mine:
            note = f"{binding.description}; default; your {toml_value(mine)} is refused (see the problems)"
        else:
            note = f"{binding.description}; default"
        lines.append(f"{binding_id} = {toml_value(kept or binding.key)}  # {note}")
    return lines


def edit(path) -> None:
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(default_text(), encoding="utf-8")
        print(f"created {path}", file=sys.stderr)
    editor = (
        os.environ.get("VISUAL")
        or os.environ.get("EDITOR")
        or next(filter(shutil.which, FALLBACK_EDITORS), None)
    )
    if not editor:
        raise WordleError(f"no editor: set $EDITOR, or edit {path} yourself")
    try:
        done = subprocess.run([*shlex.split(editor), str(path)])
    except OSError as exc:
        raise WordleError(f"cannot run the editor {editor!r}: {exc.strerror or exc}") from None
    if done.returncode != 0:
        print(f"wordle-tui: the editor {editor!r} exited with {done.returncode}", file=sys.stderr)
    loaded = load_settings(path)
    _report(loaded)
    print(f"{path}: settings OK")


def _report(loaded: Loaded) -> None:
    """Problems go to stderr, and fail the command, so a script or the player sees them."""
    from ..tui.preferences import app_problems  # themes and keys are Textual's

    problems = [*loaded.problems, *([] if loaded.broken else app_problems(loaded.settings))]
    for problem in problems:  # one line each: a long list of ids must not cut off the others
        print(f"wordle-tui: {problem}", file=sys.stderr)
    if problems:
        count = f"{len(problems)} problems" if len(problems) > 1 else "1 problem"
        raise WordleError(f"{count} in the settings, listed above")
