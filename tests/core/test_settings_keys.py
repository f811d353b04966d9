"""The keymap's keys (issue 22): a key Textual does not know or keeps for itself is refused by
name and the binding keeps its own key; a byte order mark does not invalidate the file."""

import string

import pytest
from textual.app import App
from textual.keys import _character_to_key

from wordle_tui.core.storage.keys import NAMED_KEYS, RESERVED, is_key
from wordle_tui.core.storage.settings import load_settings, parse_settings


@pytest.mark.parametrize("keys", ["notakey+zz", "ctrl+zz", "ctrl+ctrl+u", "ctrl+", "f25", "Ctrl+u"])
def test_a_key_textual_does_not_know_is_refused_and_undo_keeps_its_key(keys):
    loaded = parse_settings(f'[keymap]\nundo = "{keys}"\nredo = "ctrl+y"\n')
    assert loaded.settings.keymap == {"redo": "ctrl+y"}
    assert loaded.problems == (
        f'settings.toml, line 2: keymap.undo: {keys!r} is not a key; write keys like "ctrl+u" or '
        '"f9,ctrl+u"; undo keeps its own key',
    )


@pytest.mark.parametrize("keys", ["ctrl+q", "f9,ctrl+p", "ctrl+c"])
def test_a_key_textual_keeps_for_itself_is_refused(keys):
    loaded = parse_settings(f'[keymap]\nundo = "{keys}"\n')
    assert loaded.settings.keymap == {}
    assert "so it would never reach undo; undo keeps its own key" in loaded.problems[0]


def test_the_reserved_keys_are_textual_s_own():
    textual_keys = {k for b in App.BINDINGS for k in b.key.split(",")} | {App.COMMAND_PALETTE_BINDING}
    assert set(RESERVED) <= textual_keys


def test_key_names_are_textual_s():
    for c in string.punctuation:
        assert _character_to_key(c) in NAMED_KEYS
    for key in ("ctrl+u", "f9", "shift+tab", "question_mark", "ctrl+shift+left", "?", "alt+pagedown"):
        assert is_key(key)


def test_a_byte_order_mark_does_not_invalidate_the_settings(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_bytes('\ufeffhard = true\n[keymap]\nundo = "ctrl+u"\n'.encode())
    loaded = load_settings(path)
    assert not loaded.broken and loaded.problems == ()
    assert loaded.settings.hard and loaded.settings.keymap == {"undo": "ctrl+u"}
