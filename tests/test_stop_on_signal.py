"""ctrl+c and SIGTERM during a long command set its cancel event instead of raising wherever
they land (a KeyboardInterrupt raised inside numba's callback became a SystemError, and a
stopped backtest lost its partial figures); a stopped backtest keeps the days it played."""

import datetime as dt
import os
import signal
import threading

import pytest

from wordle_tui.commands.running import stop_on_signal
from wordle_tui.core.lab.backtest import run_backtest
from wordle_tui.core.nyt.history import shipped_history


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
def test_a_signal_sets_the_cancel_and_the_work_returns_what_it_did(signum):
    before = signal.getsignal(signum)

    def work(cancel: threading.Event) -> str:
        os.kill(os.getpid(), signum)
        assert cancel.wait(60)  # the handler runs in this thread between bytecodes
        return "what it did"

    assert stop_on_signal(work) == "what it did"
    assert signal.getsignal(signum) is before


def test_a_second_signal_interrupts_work_that_stopped_checking():
    def work(cancel: threading.Event) -> None:
        os.kill(os.getpid(), signal.SIGTERM)
        assert cancel.wait(60)
        os.kill(os.getpid(), signal.SIGTERM)
        threading.Event().wait(60)  # never set: only the interrupt ends it

    with pytest.raises(KeyboardInterrupt):
        stop_on_signal(work)


def test_a_cancelled_backtest_keeps_the_days_it_played():
    cancel = threading.Event()
    result = run_backtest(
        shipped_history(),
        dt.date(2024, 1, 1),
        dt.date(2024, 1, 5),
        strategy="guesses",
        on_progress=lambda done, total: cancel.set(),
        cancel=cancel,
    )
    assert not result.complete and len(result.days) == 1 and result.days[0].answer == "mural"
