"""On the multi-board screen every key the footer or its help lists acts or says why it cannot,
under the boards, as the single board does (a play-test at 80x24 found them silent)."""

import pytest
from textual.widgets import Markdown, Static
from textual.widgets._footer import FooterKey

from .conftest import settle_screen
from .test_key_order import burst
from .test_multi_screen import open_multi


def said(screen) -> str:
    return str(screen.query_one("#multi-message", Static).render())


async def press(pilot, *keys) -> None:
    await pilot.press(*keys)
    await pilot.pause()


@pytest.mark.parametrize(
    ("keys", "why"),
    [
        (("backspace",), "nothing to delete"),
        (("left",), "first type the guess and press Enter"),
        (("up",), "first type the guess and press Enter"),
        (("space",), "first type the guess and press Enter"),
        (("5",), "'5' types nothing"),
        (("f2",), "F2 does nothing here: F1 lists the keys"),
        ((*"salet", "x"), "the row is full (SALET)"),
        ((*"salet", "enter", "a"), "the row is being coloured"),
        ((*"salet", "enter", "tab"), "the row is being coloured"),
        ((*"salet", "enter", "left"), "already on the first tile"),
    ],
)
async def test_a_key_that_changes_nothing_says_why(make_app, keys, why):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_multi(pilot)
        await press(pilot, *keys)
        assert why in said(screen)


async def test_tab_twice_says_the_suggestion_is_typed_and_on_a_finished_game_that_it_is_over(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_multi(pilot)
        await press(pilot, "tab")
        top = screen.suggestions[0].guess
        assert screen.entry.draft == top and said(screen) == ""
        await press(pilot, "tab")
        assert f"{top.upper()} is typed already" in said(screen)
        await press(pilot, "f5")  # practice: the app colours, so the solver can finish the game
        await settle_screen(pilot)
        for _ in range(screen.game.limit):
            if screen.game.over:
                break
            await press(pilot, "ctrl+s")
            await settle_screen(pilot)
        assert screen.game.over
        await press(pilot, "tab")
        assert "the game is over" in said(screen)


async def test_the_footer_fits_80_columns_and_f1_opens_the_multi_boards_own_keys(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_multi(pilot)
        footer = {k.action: k for k in screen.query(FooterKey)}
        assert all(k.region.right <= 80 for k in footer.values())
        assert footer["app.help"].description == "all keys"  # f4 and ctrl+b do not fit
        await press(pilot, "f1")
        help_text = app.screen.query_one(Markdown).source
        assert "# Multi-board" in help_text
        for key in ("Tab", "ctrl+s", "ctrl+z", "ctrl+n", "F5", "F4", "ctrl+b", "Escape"):
            assert f"| {key} " in help_text, key
        assert "F2" not in help_text and "F3" not in help_text  # the single game's keys are not here


async def test_the_footer_drops_tab_while_colouring_and_shows_it_again_after(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_multi(pilot)

        async def shown() -> set[str]:
            await pilot.pause(0.1)
            return {k.action for k in screen.query(FooterKey)}

        assert "fill" in await shown()
        await press(pilot, *"salet", "enter")
        assert "fill" not in await shown()
        await press(pilot, "backspace")  # back to typing the word
        assert not screen.entry.colouring and "fill" in await shown()


async def test_the_next_word_sent_in_the_same_burst_does_not_play_the_row_being_coloured(make_app):
    """Play-test, session 31 (found on the single board, the same here): "salet" Enter "crown"
    Enter in one burst played SALET all grey, CROWN refused letter by letter."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_multi(pilot)
        await burst(pilot, *"salet", "enter", *"crown", "enter")
        assert screen.entry.moves == () and screen.entry.colouring and screen.entry.draft == "salet"
        assert "SALET was being coloured when C R O W N came (no colour keys)" in said(screen)
        await press(pilot, "enter")  # said once: Enter again plays the row as coloured
        assert [word for word, _ in screen.entry.moves] == ["salet"]
        await burst(pilot, *"crony", "enter", "x", "0", "enter")  # a digit: colouring on purpose
        assert "no colour keys" not in said(screen) and not screen.entry.stray


async def test_a_toast_leaves_the_message_under_the_boards_in_sight(make_app):
    """A start's notices (a broken settings file) covered the line that says why a key did nothing."""
    from textual.widgets._toast import Toast

    app = make_app()
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        screen = await open_multi(pilot)
        app.notify("settings.toml, line 1: word_set 'bogus' is not a word set; " * 4, timeout=30)
        await press(pilot, "backspace")
        await pilot.pause(0.2)
        message = screen.query_one("#multi-message").region
        toasts = screen.query_one(Toast).region
        assert said(screen).endswith("nothing to delete") and toasts.height > 2
        assert not toasts.overlaps(message) and not toasts.overlaps(screen.query_one("#multi-hint").region)
