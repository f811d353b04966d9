"""`wordle-tui config path|show|edit`."""

import shlex
import sys

import pytest

from wordle_tui.cli import main
from wordle_tui.commands import config
from wordle_tui.core.storage.settings import load_settings, settings_path


def editor_that(tmp_path, monkeypatch, code: str) -> None:
    """$EDITOR: a script that runs ``code`` on the file it is given (``path``)."""
    script = tmp_path / "editor.py"
    script.write_text(f"import sys, pathlib\npath = pathlib.Path(sys.argv[1])\n{code}\n")
    monkeypatch.delenv("VISUAL", raising=False)
    monkeypatch.setenv("EDITOR", f"{shlex.quote(sys.executable)} {shlex.quote(str(script))}")


def test_path_follows_the_config_dir(tmp_path, capsys):
    assert main(["config", "path"]) == 0
    assert capsys.readouterr().out.strip() == str(tmp_path / "config" / "settings.toml")


def test_show_lists_settings_and_every_key(capsys):
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text('palette = "high-contrast"\n[keymap]\nundo = "ctrl+u"\n')
    assert main(["config", "show"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert 'palette = "high-contrast"' in out and 'strategy = "guesses"  # default' in out
    assert 'undo = "ctrl+u"  # undo; default ctrl+z' in out
    assert 'toggle_hard = "f2"  # hard; default' in out


def test_config_alone_shows_the_settings(capsys):
    """It was a usage error, where the top-level help describes it as if it works alone."""
    assert main(["config"]) == 0
    alone = capsys.readouterr().out
    assert main(["config", "show"]) == 0
    assert alone == capsys.readouterr().out and 'strategy = "guesses"  # default' in alone


@pytest.mark.parametrize(
    "text, problem, listed",
    [
        # F3 is next_strategy's: the app refuses undo = "f3" and keeps ctrl+z, so must the listing.
        (
            '[keymap]\nundo = "f3"\n',
            "'f3' is the key of both 'undo' and 'next_strategy'",
            'undo = "ctrl+z"  # undo; default; your "f3" is refused (see the problems)',
        ),
        # It listed theme = "nosuchtheme" as in force, where the app (and stderr) use textual-dark.
        (
            'theme = "nosuchtheme"\n',
            "theme 'nosuchtheme' is not one of",
            'theme = "textual-dark"  # default; your "nosuchtheme" is refused (see the problems)',
        ),
    ],
    ids=["key", "theme"],
)
def test_show_lists_what_is_in_force_and_marks_a_refused_setting(capsys, text, problem, listed):
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text(text)
    assert main(["config", "show"]) == 2
    captured = capsys.readouterr()
    assert problem in captured.err and listed in captured.out.splitlines()


def test_a_key_refused_leaves_its_own_to_the_action_that_has_it(capsys):
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text('[keymap]\nundo = "f3"\n')
    main(["config", "show"])
    assert any(line.startswith('next_strategy = "f3"  #') for line in capsys.readouterr().out.splitlines())


def test_show_names_a_broken_line_and_fails(capsys):
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text("hard = true\nhard = false\n")  # a key set twice
    assert main(["config", "show"]) == 2
    captured = capsys.readouterr()
    assert "line 2" in captured.err and "hard = false  # default" in captured.out


def test_edit_creates_the_file_opens_the_editor_and_checks_it(tmp_path, monkeypatch, capsys):
    editor_that(
        tmp_path, monkeypatch, 'path.write_text(path.read_text().replace("hard = false", "hard = true"))'
    )
    assert main(["config", "edit"]) == 0
    assert "settings OK" in capsys.readouterr().out
    assert load_settings().settings.hard is True
    assert settings_path().read_text().startswith("# wordle-tui settings")


def test_edit_reports_what_the_player_got_wrong_and_keeps_it(tmp_path, monkeypatch, capsys):
    editor_that(tmp_path, monkeypatch, "path.write_text('strategy = \"fastest\"\\n')")
    assert main(["config", "edit"]) == 2
    err = capsys.readouterr().err
    assert "line 1" in err and "strategy 'fastest' is not one of" in err
    assert settings_path().read_text() == 'strategy = "fastest"\n'


def test_edit_without_any_editor_says_so(monkeypatch, capsys):
    monkeypatch.delenv("VISUAL", raising=False)
    monkeypatch.delenv("EDITOR", raising=False)
    monkeypatch.setattr(config, "FALLBACK_EDITORS", ())
    assert main(["config", "edit"]) == 2
    assert "no editor: set $EDITOR" in capsys.readouterr().err


def test_an_editor_that_cannot_run_is_one_line(monkeypatch, capsys):
    monkeypatch.setenv("VISUAL", "/no/such/editor")
    assert main(["config", "edit"]) == 2
    assert "cannot run the editor '/no/such/editor'" in capsys.readouterr().err


def test_an_unknown_id_is_one_problem_whatever_its_key(tmp_path, monkeypatch, capsys):
    """A play-tester's `foo = "x"`: "no key has this id" and "'x' types or colours on the board",
    two of "1 problem(s)"."""
    editor_that(tmp_path, monkeypatch, "path.write_text('[keymap]\\nfoo = \"x\"\\n')")
    assert main(["config", "edit"]) == 2
    err = capsys.readouterr().err
    assert err.count("keymap.foo") == 1 and "keymap.foo: no key has this id" in err
    assert err.rstrip().endswith("error: 1 problem in the settings, listed above")


def test_edit_checks_themes_and_keys_too(tmp_path, monkeypatch, capsys):
    editor_that(
        tmp_path,
        monkeypatch,
        'path.write_text(\'theme = "neon"\\n[keymap]\\nundo = "f2"\\nredoo = "f9"\\n\')',
    )
    assert main(["config", "edit"]) == 2
    err = capsys.readouterr().err
    assert "theme 'neon' is not one of" in err
    assert "'f2' is the key of both 'undo' and 'toggle_hard'" in err
    assert "keymap.redoo: no key has this id" in err


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("hard = true\nhard = false\n", "not valid TOML"),
        ('time_zone = "Mars/Base"\n', "time_zone 'Mars/Base' is not a time zone name"),
    ],
    ids=["broken", "zone"],
)
def test_a_command_says_when_the_time_zone_setting_is_not_in_force(capsys, text, why):
    """Every command dates the daily puzzle (stats' streak, history, review): a settings file it
    cannot use is said in one line, not passed over in silence."""
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text(text)
    assert main(["stats"]) == 0
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and why in err[0] and err[0].endswith("follows this machine's time zone")


def test_a_command_is_quiet_about_settings_that_do_not_date_the_puzzle(capsys):
    settings_path().parent.mkdir(parents=True)
    settings_path().write_text('time_zone = "Pacific/Kiritimati"\ntheme = "nope"\n')
    assert main(["stats"]) == 0
    assert capsys.readouterr().err == ""
