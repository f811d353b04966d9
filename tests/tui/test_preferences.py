"""The settings file applied to the app, and the player's changes written back to it."""

import argparse
from pathlib import Path

from textual.widgets import Markdown
from textual.widgets._footer import FooterKey

from wordle_tui.core.storage.settings import load_settings, settings_path
from wordle_tui.tui.app import initial_board
from wordle_tui.tui.preferences import active_keys, binding_ids, show_keys

from .conftest import notices, settle, tiny

SIZE = (120, 40)


def write_settings(text: str) -> Path:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    return path


def footer_keys(app) -> dict[str, str]:
    """Footer description -> the key it shows."""
    return {k.description: k.key_display for k in app.screen.query(FooterKey)}


async def test_settings_apply_theme_palette_and_keys(make_app):
    write_settings(
        'theme = "textual-light"\npalette = "high-contrast"\n[keymap]\nundo = "ctrl+u"\nhelp = "f10"\n'
    )
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert app.theme == "textual-light"
        assert app.has_class("-high-contrast") and not app.has_class("-compact")
        assert footer_keys(app)["undo"] == "^u" and footer_keys(app)["help"] == "f10"
        await pilot.press(*"sal")
        await pilot.press("ctrl+u")  # the player's undo key: the typed word is one step
        assert app.play.board.draft == ""
        await pilot.press(*"cr", "ctrl+z")  # the default key is gone
        assert app.play.board.draft == "cr"
        await pilot.press("f10")
        help_text = app.screen.query_one(Markdown).source
        assert "| ctrl+u / ctrl+y | undo / redo" in help_text
        assert "| F10 | this help" in help_text
        assert notices(app) == []


async def test_tile_and_key_colours_follow_the_palette_and_the_theme(make_app):
    write_settings('palette = "high-contrast"\n')
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press(*"crony", "enter", *"bbygb", "enter")
        await settle(pilot)

        def background(selector: str) -> str:
            return app.query_one(selector).styles.background.hex

        assert background("#tile-0-2") == background("#key-o") == "#85C0F9"  # present: blue
        assert background("#tile-0-3") == background("#key-n") == "#F5793A"  # correct: orange
        dark_grey = background("#tile-0-0")
        app.theme = "textual-light"
        await pilot.pause()
        assert background("#tile-0-3") == "#F5793A"
        assert background("#tile-0-0") == "#787C7E" != dark_grey  # the light theme's grey


async def test_hard_mode_strategy_and_theme_changes_are_saved(make_app):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert not settings_path().exists()  # nothing changed, nothing written
        await pilot.press("f2", "f3")
        app.theme = "nord"
        await pilot.pause()
    saved = load_settings().settings
    assert (saved.hard, saved.strategy, saved.theme) == (True, "expected", "nord")
    # The next new game starts with them, unless the command line says otherwise.
    args = argparse.Namespace(
        set="tiny", answer=None, practice=False, rows=None, hard=False, strategy=None, any_word=False
    )
    board, _ = initial_board(args, {"tiny": tiny}, None)
    assert (board.hard, board.strategy) == (True, "expected")
    board, _ = initial_board(
        argparse.Namespace(**{**vars(args), "strategy": "minimax"}), {"tiny": tiny}, None
    )
    assert board.strategy == "minimax"


async def test_palette_and_compact_commands_are_saved(make_app):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        app.preferences.set_palette("high-contrast")
        app.preferences.toggle_compact()
        await pilot.pause()
        assert app.has_class("-high-contrast") and app.has_class("-compact")
        assert app.query_one("#tile-0-0").outer_size.height == 1  # one-line tiles on a tall terminal
        names = [c.title for c in app.get_system_commands(app.screen)]
        assert "Tile colours: high-contrast" in names and "Compact layout" in names
        assert {"Undo", "Practice game", "Strategy: deep"} <= set(names)  # the play screen's own, beside them
    saved = load_settings().settings
    assert (saved.palette, saved.compact) == ("high-contrast", True)


async def test_a_broken_file_is_named_once_and_never_overwritten(make_app):
    text = "hard = true\npalette = high-contrast\n"
    path = write_settings(text)
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert len(notices(app)) == 1 and "line 2" in notices(app)[0]
        assert not app.has_class("-high-contrast") and not app.play.board.hard  # the defaults
        await pilot.press("f2", "f2", "f3")
        await pilot.pause()
        saving = [n for n in notices(app) if "not saved" in n]
        assert len(saving) == 1  # said once, not at every key
        assert (
            app.play.board.hard is False and app.play.board.strategy == "expected"
        )  # the game still changes
    assert path.read_text() == text


async def test_unknown_settings_ids_and_clashes_are_named(make_app):
    write_settings('theme = "no-such-theme"\n[keymap]\nundoo = "ctrl+u"\nredo = "f2"\nstep = "u"\n')
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        said = "\n".join(notices(app))
        assert "theme 'no-such-theme' is not a theme (ctrl+p, Theme lists them); using textual-dark" in said
        assert "keymap.undoo: no key has this id" in said and "undo" in said
        assert "'f2' is the key of both" in said
        assert "keymap.step: 'u' types or colours on the board" in said
        assert app.theme == "textual-dark"


async def test_many_problems_are_one_notice_that_points_to_the_full_list(make_app):
    """Ten problems were ten stacked notices, covering the suggestions, history and candidates."""
    ids = ["cover", "filter", "help", "lab", "multi", "new_game", "next_strategy", "quit", "redo", "step"]
    write_settings(
        "[keymap]\n" + "".join(f'{bid} = "{letter}"\n' for bid, letter in zip(ids, "acdefhijkl", strict=True))
    )
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        (said,) = notices(app)
        assert said.count("types or colours on the board") == 4
        assert said.endswith("and 6 more: `wordle-tui config` lists them all")


async def test_unknown_ids_are_one_problem_listing_the_ids_once(make_app):
    """A play-tester's four unknown ids repeated the 20 ids each: the notice was taller than 80x24."""
    write_settings('[keymap]\nfoo = "f10"\nbar = "f11"\nbaz = "ctrl+u"\nqux = "ctrl+t"\n')
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        (said,) = notices(app)
        lines = said.splitlines()
        assert lines[1:] == [
            f"keymap.foo, keymap.bar, keymap.baz, keymap.qux: no key has these ids (ids: {', '.join(sorted(binding_ids()))})"
        ]


async def test_the_start_notice_names_the_file_once_and_fits_a_small_terminal(make_app):
    """A play-test's four problems at 80x24: the path on every line and the 21 theme names made a
    notice taller than the screen, its first lines cut off."""
    path = write_settings('word_set = "bogus"\nstrategy = 5\nhard = "yes"\ntheme = "nope"\n')
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        (said,) = notices(app)
        lines = said.splitlines()
        assert lines[0] == f"{path}:" and said.count(str(path)) == 1
        assert lines[1].startswith("line 1: word_set 'bogus' is not one of") and len(lines) == 5
        assert "nord" not in said and "theme 'nope' is not a theme" in lines[4]


async def test_a_key_given_to_two_actions_leaves_both_with_their_own_keys(make_app):
    # help = "f2" clashed with hard mode's F2: help took F2, and hard mode was left with no key.
    write_settings('[keymap]\nhelp = "f2"\n')
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        assert "'f2' is the key of both" in "\n".join(notices(app))
        assert active_keys(app, "help") == "F1" and active_keys(app, "toggle_hard") == "F2"
        await pilot.press("f2")
        await settle(pilot)
        assert app.play.board.hard  # F2 is still hard mode


def test_the_play_bindings_all_have_ids():
    ids = binding_ids()
    for expected in (
        "help",
        "undo",
        "redo",
        "new_game",
        "cycle_suggestion",
        "step",
        "toggle_hard",
        "switch_slot",
        "multi",
        "next_strategy",
        "cover",
        "lab",
        "widen",
        "filter",
    ):
        assert expected in ids


def test_keys_are_shown_as_the_help_writes_them():
    assert show_keys("f1,question_mark") == "F1 or ?"
    assert show_keys("ctrl+z") == "ctrl+z"
    assert show_keys("tab") == "Tab"
    assert show_keys("slash") == "/"


def test_a_key_the_board_takes_is_refused_for_an_action():
    """undo = "up" was accepted, yet the grid takes Up (and now Home and End) before any binding:
    the remapped undo would never run, and nothing said so."""
    from wordle_tui.tui.preferences import checked_keymap

    for key in ("up", "space", "home", "end"):
        kept, problems = checked_keymap({"undo": key})
        assert kept == {} and f"keymap.undo: {key!r} types or colours on the board" in problems[0]
    assert checked_keymap({"to_grid": "escape"}) == ({"to_grid": "escape"}, [])  # from the filter, it does
