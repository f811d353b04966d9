"""Every size from 80x24 up shows what matters (issue 20, defects 9 and 10): every row of the
board (empty ones visible, 8 of them too), the whole keyboard, every message whole, a header and a
footer that fit with quit in sight, practice says so in the header. The suggestions' columns at
each size: test_narrow_suggestions.py."""

import datetime as dt

import pytest
from textual.geometry import Size
from textual.widgets import Markdown, Static
from textual.widgets._footer import FooterKey
from textual.widgets._header import HeaderTitle

from wordle_tui.core.game.board import Board, Row
from wordle_tui.tui.preferences import active_keys

from .conftest import settle
from .test_today_play import small_today

SIZES = [(80, 24), (100, 30), (120, 34), (128, 34), (120, 40)]  # 128x34: a 1280x717 browser window


def inside(app, widget) -> bool:
    """Drawn whole, above the footer."""
    region = widget.region
    width, height = app.size
    return region.area > 0 and region.right <= width and region.bottom <= height - 1


async def play_a_row_with_the_keyboard_in_sight(app, pilot) -> None:
    """Play SALET's row; then every corner of the on-screen keyboard is in sight."""
    await settle(pilot)
    await pilot.press(*"salet", "enter", "enter")
    await settle(pilot)
    for key in ("#key-q", "#key-enter", "#key-backspace", "#key-m"):
        assert inside(app, app.query_one(key)), key


@pytest.mark.parametrize("size", SIZES)
async def test_the_board_and_the_whole_keyboard_are_in_sight(make_app, size):
    app = make_app()
    async with app.run_test(size=size) as pilot:
        await play_a_row_with_the_keyboard_in_sight(app, pilot)
        last = app.query_one("#tile-5-4")
        assert inside(app, last)
        below, own = last.background_colors  # an empty tile has its outline, or a colour that shows
        outlined = last.styles.border_top[0] not in ("", "none", "hidden")
        assert outlined or abs(own.brightness - below.brightness) > 0.1


def whole(app) -> bool:
    """The line under the board shows all its text, in sight."""
    message = app.query_one("#message", Static)
    width = message.content_region.width
    lines = message.get_content_height(Size(width, 0), Size(width, 0), width)
    return inside(app, message) and 0 < lines <= message.content_region.height


@pytest.mark.parametrize("size", [(80, 24), (100, 30), (120, 40)])
async def test_a_game_of_eight_rows_leaves_the_whole_keyboard_in_sight(make_app, size):
    """With --rows 8 at 120x40 the keyboard's bottom row was off the screen (at 80x24 too): the
    tiles give up their gaps (at 80x24 one-line tiles without gaps) before the keyboard."""
    app = make_app(Board(word_set="tiny", max_rows=8))
    async with app.run_test(size=size) as pilot:
        await play_a_row_with_the_keyboard_in_sight(app, pilot)
        assert inside(app, app.query_one("#tile-7-4")) and whole(app)
        assert app.query_one("#hint", Static).display  # the hint, whole too
        assert app.query_one("#message").content_region.height >= 3


LONG_LINES = [  # the longest the play-test met, and longer: F4 onto today's puzzle already recorded
    "Not saved: your game of today's Wordle #1989 (finished) is kept; wordle-tui without --set opens it.",
    "The game of 2025-10-17 is not saved: your daily game is kept (without --date it resumes).",
    "Word set: today, the game of the day: 14855 allowed guesses, each a possible answer with its "
    "probability (the prior); your 1 row is replayed on it.  Wordle #1989 is already in your record "
    "(SALET ADORN, solved in 2): this one will not be recorded.",
]


@pytest.mark.parametrize("rows", [6, 8])
async def test_every_line_under_the_board_is_whole_at_80x24(make_app, rows):
    """The play-test saw "Not saved: … wordle-tui without --set" and the archive day's note cut
    after one or two lines: a long line takes the hint's lines, then the board's gaps, while shown."""
    app = make_app(Board(word_set="tiny", max_rows=rows))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        for text in LONG_LINES:
            app.play.say(text)
            await settle(pilot)
            assert str(app.query_one("#message", Static).render()) == text and whole(app), text
            assert inside(app, app.query_one("#key-m")) and inside(app, app.query_one(f"#tile-{rows - 1}-4"))
        await pilot.press("a")  # the next key says nothing: the hint and the board's gaps are back
        await settle(pilot)
        assert str(app.query_one("#message", Static).render()) == ""
        assert app.query_one("#hint", Static).display
        assert app.query_one("#grid").has_class("-tight") == (rows > 6)


async def test_an_eight_row_practice_games_verdict_and_solver_path_are_whole_at_80x24(make_app):
    """ "Solved in 8!  Solver: SLATE ›" was all the line showed of the solver's path."""
    miss = Row("bound", (0, 2, 2, 2, 2))
    app = make_app(Board(answer="hound", rows=(miss,) * 7, word_set="tiny", max_rows=8))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press(*"hound", "enter")
        await settle(pilot)
        text = str(app.query_one("#message", Static).render())
        assert text.startswith("Solved in 8!  Solver: ") and whole(app)


def header_fits(app) -> str:
    """The header's whole text, if it fits the width its title has (else ""): never cut with "…"."""
    title = app.screen.query_one(HeaderTitle)
    text = str(title.render())
    return text if len(text) <= title.content_region.width else ""


async def test_an_archive_days_header_fits_80_columns_with_every_setting(make_app):
    """The play-test saw "Wordle #1930 · 2026-10-01 · archive — not saved · guesses · n…": the
    header counted 12 columns around its title where Textual's takes 18."""
    app = make_app(
        Board(word_set="today", strategy="frequency"),
        sources={"today": small_today},
        day=dt.date(2026, 10, 1),
        unsaved={"daily": "its end goes into your record, apart from the daily games"},
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        header = header_fits(app)
        for part in ("#", "2026-10-01", "archive", "not saved", "frequency", "normal"):
            assert part in header, (part, str(app.screen.query_one(HeaderTitle).render()))


@pytest.mark.parametrize("size", SIZES)
async def test_the_footer_shows_whole_keys_with_quit_and_the_header_fits(make_app, size):
    app = make_app(
        Board(word_set="today", strategy="guesses"), sources={"today": small_today}, unsaved={"daily": "why"}
    )
    async with app.run_test(size=size) as pilot:
        await settle(pilot)
        keys = list(app.screen.query(FooterKey))
        assert any(k.description == "quit" for k in keys)
        assert all(k.region.right <= size[0] for k in keys)
        assert header_fits(app)
        assert "guesses" in app.screen.sub_title and "not saved" in app.screen.sub_title


async def test_practice_says_so_in_the_header_not_the_days_number_and_hidden_helpers_offer_no_tab(make_app):
    app = make_app(
        Board(word_set="today", strategy="guesses", answer="hound"), sources={"today": small_today}
    )
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert app.screen.title.startswith("Practice") and "#" not in app.screen.title
        assert "Tab" in str(app.query_one("#hint", Static).render())
        await pilot.press("f8")
        assert "Tab" not in str(app.query_one("#hint", Static).render())


async def test_the_footers_f5_says_where_it_goes_daily_game_or_practice(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:

        def f5() -> str:
            return next(k.description for k in app.screen.query(FooterKey) if k.action == "switch_slot")

        await settle(pilot)
        assert f5() == "practice"
        await pilot.press("f5")
        await settle(pilot)
        assert app.play.board.answer is not None and f5() == "daily"
        await pilot.press("f5")
        await settle(pilot)
        assert app.play.board.answer is None and f5() == "practice"


async def test_empty_rows_at_80x24_show_a_mark_in_each_tile_not_a_blank_line(make_app):
    """One-line tiles have no outline: in a terminal without colours (or a capture of it) the rows
    left were blank lines. Each empty tile shows a dot, so the rows left can be counted."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press(*"salet", "enter", "enter")
        await settle(pilot)

        def row_text(row: int) -> str:
            return "".join(str(app.query_one(f"#tile-{row}-{col}").render()) for col in range(5))

        assert row_text(0) == "SALET"
        assert [row_text(r) for r in range(1, 6)] == ["\u00b7" * 5] * 5
        await pilot.press(*"cr")
        assert row_text(1) == "CR\u00b7\u00b7\u00b7"
        await pilot.resize_terminal(120, 40)  # bordered tiles: the outline shows the place
        await settle(pilot)
        assert row_text(2) == ""


async def test_keys_the_footer_leaves_out_are_on_the_help_screen_its_f1_names(make_app):
    """At 80 columns f3, f5, f6 and f7 did not fit and nothing said where they were: F1 now says
    "all keys", and the help screen it opens lists each key left out."""
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        footer = {k.action: k for k in app.screen.query(FooterKey) if not k.has_class("-command-palette")}
        left_out = [b for b in app.screen.BINDINGS if b.show and b.action not in footer]
        assert {b.key for b in left_out} >= {"f3", "f5", "f6", "f7"}
        assert footer["app.help"].description == "all keys"
        assert all(k.region.right <= 80 for k in footer.values())
        await pilot.press("f1")
        help_text = app.screen.query_one(Markdown).source
        for binding in left_out:  # a row of its own in a table of keys
            assert f"| {active_keys(app, binding.id)} |" in help_text, binding.key


async def test_at_120_columns_every_key_of_the_footer_is_in_sight(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        shown = {k.action: k.description for k in app.screen.query(FooterKey)}
        assert {b.action for b in app.screen.BINDINGS if b.show} <= set(shown)
        assert shown["app.help"] == "help"


async def test_a_lost_practice_games_answer_is_in_sight_at_80x24(make_app):
    """The play-test saw "Out of guesses: the answer" and no answer: its second line was cut."""
    from wordle_tui.core.game.board import Row

    miss = Row("bound", (0, 2, 2, 2, 2))
    app = make_app(Board(answer="hound", rows=(miss,) * 5, word_set="tiny"))
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        await pilot.press(*"pound", "enter")
        await settle(pilot)
        await app.workers.wait_for_complete()
        message = app.query_one("#message", Static)
        first = str(message.render()).splitlines()[0]
        assert "HOUND" in first[: message.content_region.width]  # on the message's first line
        assert inside(app, message)
