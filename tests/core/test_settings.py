import os

import pytest

from wordle_tui.core.storage.settings import (
    Settings,
    default_text,
    load_settings,
    parse_settings,
    save_changes,
    set_values,
    settings_path,
)


def test_missing_file_gives_defaults_and_no_problem(tmp_path):
    loaded = load_settings(tmp_path / "settings.toml")
    assert loaded.settings == Settings() and loaded.problems == () and not loaded.broken


def test_the_config_dir_override(tmp_path, monkeypatch):
    monkeypatch.setenv("WORDLE_TUI_CONFIG_DIR", str(tmp_path / "conf"))
    assert settings_path() == tmp_path / "conf" / "settings.toml"


def test_the_default_file_reads_back_as_the_defaults():
    loaded = parse_settings(default_text())
    assert loaded.settings == Settings() and loaded.problems == ()


def test_every_setting_is_read():
    text = """
word_set = "nyt"
strategy = "minimax"
hard = true
theme = "nord"
palette = "high-contrast"
compact = true
[keymap]
undo = "ctrl+u"
help = "f9, ?"
"""
    s = parse_settings(text).settings
    assert (s.word_set, s.strategy, s.hard, s.theme, s.palette, s.compact) == (
        "nyt",
        "minimax",
        True,
        "nord",
        "high-contrast",
        True,
    )
    assert s.keymap == {"undo": "ctrl+u", "help": "f9,?"}


def test_broken_file_names_the_line_uses_defaults_and_is_not_overwritten(tmp_path):
    path = tmp_path / "settings.toml"
    text = 'hard = true\npalette = "high-contrast"\ntheme = nord\n'  # line 3: an unquoted string
    path.write_text(text)
    loaded = load_settings(path)
    assert loaded.broken and loaded.settings == Settings()
    assert len(loaded.problems) == 1 and "line 3" in loaded.problems[0] and str(path) in loaded.problems[0]
    message = save_changes({"hard": False}, path)
    assert message is not None and "not saved" in message and "line 3" in message
    assert path.read_text() == text


def test_a_file_cut_short_still_names_a_line():
    loaded = parse_settings("hard = true\n[keymap\n")
    assert loaded.broken and "line 2" in loaded.problems[0]


@pytest.mark.parametrize(
    "text, named",
    [
        ("colour = 1", ["line 2", "unknown setting 'colour'"]),
        ('strategy = "fastest"', ["strategy 'fastest' is not one of", 'using "guesses"']),
        ('hard = "yes"', ["hard must be true or false"]),
        ('palette = "pink"', ["palette 'pink'", "high-contrast"]),
        ('word_set = "klingon"', ["word_set 'klingon'"]),
        ("theme = 3", ["theme must be a quoted string"]),
        ("keymap = 3", ["keymap must be a table"]),
        ('\n[keymap]\nundo = "ctrl u"', ["line 4", "keymap.undo", "'ctrl u' is not a key"]),
        ('[keymap]\nundo = "f9"\nredo = "f9"', ["line 4", "'f9' is already the key of 'undo'"]),
    ],
)
def test_wrong_settings_are_named_and_the_rest_kept(text, named):
    loaded = parse_settings("compact = true\n" + text)
    assert not loaded.broken and len(loaded.problems) == 1
    for part in named:
        assert part in loaded.problems[0]
    assert loaded.settings.compact is True


def test_a_change_keeps_the_players_comments_and_other_settings(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text('# my own note\nstrategy = "minimax"  # I like it\n\n[keymap]\nundo = "ctrl+u"\n')
    assert save_changes({"hard": True, "strategy": "parts"}, path) is None
    text = path.read_text()
    assert text.startswith("# my own note\n")
    assert 'strategy = "parts"' in text and "hard = true" in text
    assert text.index("hard = true") < text.index("[keymap]")
    s = load_settings(path).settings
    assert (s.hard, s.strategy, s.keymap) == (True, "parts", {"undo": "ctrl+u"})


def test_first_change_writes_the_commented_default_file(tmp_path):
    path = tmp_path / "new" / "settings.toml"
    assert save_changes({"theme": "nord"}, path) is None
    text = path.read_text()
    assert text.startswith("# wordle-tui settings") and 'theme = "nord"' in text
    assert load_settings(path).settings == Settings(theme="nord")
    assert [p.name for p in path.parent.iterdir()] == ["settings.toml"]  # no temporary file left


def test_strings_are_escaped_as_toml():
    text = set_values("", {"theme": 'a "quoted" \\ name'})
    assert parse_settings(text).settings.theme == 'a "quoted" \\ name'


@pytest.mark.skipif(os.geteuid() == 0, reason="root may read any file")
def test_unreadable_file_is_reported_not_overwritten(tmp_path):
    path = tmp_path / "settings.toml"
    path.write_text("hard = true\n")
    path.chmod(0)
    try:
        assert load_settings(path).broken
        assert "not saved" in save_changes({"hard": False}, path)
    finally:
        path.chmod(0o600)
    assert path.read_text() == "hard = true\n"
