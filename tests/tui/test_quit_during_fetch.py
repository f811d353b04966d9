"""ctrl+q during a history update that hangs or drips (issue 22): the app quits at once and the
days fetched before it are kept. Against the loopback server of tests/loopback.py."""

import threading

import pytest

from tests.loopback import Loopback
from wordle_tui.core.game.board import Board
from wordle_tui.core.nyt import fetch
from wordle_tui.core.nyt.fetch import URL_ENV
from wordle_tui.core.nyt.history import load_history

from .conftest import settle, wait_until
from .test_today_play import small_today

QUIT_SECONDS = 1.0  # the bound; a loaded machine gets a margin
DAYS = ["2026-01-01", "2026-01-02"]


@pytest.mark.parametrize("fault", ["hang", "drip"])
async def test_ctrl_q_during_a_hung_history_update_quits_at_once_keeping_the_days(
    make_app, monkeypatch, fault
):
    returned = threading.Event()
    real = fetch.update_history

    def update(*args, **kwargs):
        try:
            return real(*args, **kwargs)
        finally:
            returned.set()

    monkeypatch.setattr(fetch, "update_history", update)
    with Loopback(answer="crane", **{fault: {"2026-01-03"}}) as server:
        monkeypatch.setenv(URL_ENV, server.url)
        app = make_app(Board(word_set="today", strategy="guesses"), sources={"today": small_today})
        async with app.run_test(size=(120, 40)) as pilot:
            await settle(pilot)
            app.play.action_update_history()
            # the update is stuck on 3 January now
            assert await wait_until(pilot, lambda: "2026-01-03" in server.asked)
            await pilot.press("ctrl+q")
        # The real app's interpreter waits for the worker's thread at exit: it must end at once
        # (it took 8 s against a silent server and 95 s against a dripping one).
        assert returned.wait(3 * QUIT_SECONDS)
        days = load_history().history  # before the server stops (a closed socket ends a hang)
    assert [d.isoformat() for d, _ in days.days if d.year == 2026] == DAYS
