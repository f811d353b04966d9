import time

import pytest
from textual.app import App

from wordle_tui.core.game.board import Board
from wordle_tui.core.game.words import WordSet
from wordle_tui.tui.app import WordleApp

# A tiny game: nine -OUND/-OING words that share most letters, and a few others.
ANSWERS = [
    "bound",
    "found",
    "hound",
    "mound",
    "pound",
    "wound",
    "doing",
    "going",
    "owing",
    "crane",
    "slate",
    "trace",
    "crate",
    "plant",
    "light",
    "night",
    "fight",
    "might",
    "sight",
    "tight",
]
GUESSES = ["salet", "crony", "humid", "whump", "zonal"]


def tiny() -> WordSet:
    return WordSet.build("tiny", ANSWERS, GUESSES)


def notices(app) -> list[str]:
    """Every notice the app posted, kept here (``record_notices``): the app drops a notice after its
    timeout, which a loaded machine can pass before the test looks."""
    return app.__dict__.get("_posted", [])


@pytest.fixture(autouse=True)
def record_notices(monkeypatch):
    real = App.notify

    def notify(self, message, *args, **kwargs):
        self.__dict__.setdefault("_posted", []).append(str(message))
        return real(self, message, *args, **kwargs)

    monkeypatch.setattr(App, "notify", notify)


@pytest.fixture
def make_app(tmp_path):
    def make(board: Board | None = None, **kwargs) -> WordleApp:
        board = board or Board(word_set="tiny")
        return WordleApp(
            board,
            {"tiny": tiny, **kwargs.pop("sources", {})},
            save_dir=kwargs.pop("save_dir", tmp_path),
            cache_dir=tmp_path / "cache",
            **kwargs,
        )

    return make


async def settle(pilot) -> None:
    """Let the workers finish and their messages land."""
    for _ in range(3):
        await pilot.app.workers.wait_for_complete()
        await pilot.pause()


async def wait_until(pilot, condition, seconds: float = 120.0) -> bool:
    """Pause until ``condition()`` holds or ``seconds`` pass (a deadline in time, not a count
    of pauses: a loaded machine runs the app's workers late); whether it held."""
    deadline = time.monotonic() + seconds
    while not condition() and time.monotonic() < deadline:
        await pilot.pause(0.05)
    return bool(condition())


async def settle_screen(pilot) -> None:
    """Let the current screen's workers (a cover solve, a benchmark run) finish and report."""
    for _ in range(3):
        await pilot.pause(0.1)
        await pilot.app.screen.workers.wait_for_complete()
    await pilot.pause(0.1)


async def open_multi(pilot):
    """F9 from the play screen, once it has settled: the multi-board screen, its game loaded."""
    from wordle_tui.tui.screens.multi import MultiScreen

    await settle(pilot)
    await pilot.press("f9")
    await settle_screen(pilot)
    screen = pilot.app.screen
    assert isinstance(screen, MultiScreen) and screen.game is not None
    return screen
