"""The help screen says how to reach what the keys do not show (a play-tester never found the
coach in practice: its review is only in the palette there)."""

import re

from textual.widgets import Markdown

from .conftest import settle


async def test_the_help_says_how_to_reach_the_coach_by_the_palettes_own_names(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        palette = {command.title for command in app.get_system_commands(app.screen)}
        await pilot.press("f1")
        help_text = app.screen.query_one(Markdown).source
    assert "## The coach" in help_text
    coach = help_text.split("## The coach")[1].split("\n## ")[0]
    assert "practice" in coach and "ctrl+p" in coach
    named = set(re.findall(r'"([^"]+)"', coach))
    assert {"Review this game", "Statistics", "Copy share text"} <= named
    assert named <= palette, named - palette  # each name the help gives is one the palette has


async def test_the_help_says_what_can_lose_means_and_what_no_mark_does_not(make_app):
    """A play-tester read an unmarked suggestion as one proven to finish: the check is bounded."""
    from wordle_tui.core.solve.safety import CHECK_ROWS

    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await pilot.press("f1")
        help_text = app.screen.query_one(Markdown).source
    assert "**can lose**" in help_text and f"with {CHECK_ROWS} rows or fewer left in normal" in help_text
    assert "without the mark was not shown to lose, which is not a proof that it cannot" in help_text
