"""The coach in the app: palette commands for the review, the statistics and the share text.

The app registers them with one line (``yield from coach_commands(self)``); the play screen calls
``game_ended`` (tui/screens/review.py) when a game ends.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterable
from functools import partial

from textual.app import App, SystemCommand

from ..core.game.share import puzzle_number, share_text
from .screens.review import ReviewScreen
from .screens.stats import StatsScreen


def coach_commands(app: App) -> Iterable[SystemCommand]:
    yield SystemCommand(
        "Review this game", "Each move against the best one: skill, luck and why", partial(open_review, app)
    )
    yield SystemCommand(
        "Statistics",
        "Your daily games: streaks, guess distribution, skill and luck",
        partial(open_stats, app),
    )
    yield SystemCommand(
        "Copy share text", "The game's colours as the NYT share text", partial(copy_share, app)
    )


def _game(app: App):
    """The current game's state, or None (said to the player) while the lists load."""
    state = getattr(app.play, "state", None)
    if state is None or getattr(app.play, "patterns", None) is None:
        app.notify("still loading the word lists...", severity="warning")
        return None
    return state


def open_review(app: App) -> None:
    state = _game(app)
    if state is not None and not isinstance(app.screen, ReviewScreen):
        app.push_screen(ReviewScreen(app.play.patterns, state.moves, state.hard))


def open_stats(app: App) -> None:
    if not isinstance(app.screen, StatsScreen):
        app.push_screen(StatsScreen())


def copy_share(app: App) -> None:
    state = _game(app)
    if state is None:
        return
    if not state.steps:
        app.notify("no guesses yet: nothing to share", severity="warning")
        return
    day = getattr(state.patterns, "day", None) or dt.date.today()  # a --date game shares its own number
    text = share_text([p for _, p in state.moves], state.patterns.length, puzzle_number(day), hard=state.hard)
    app.copy_to_clipboard(text)
    app.notify(text, title="Copied the share text")
