"""The backtest plays the player the app shows: the suggestions' first, safety checks and all."""

import datetime as dt

from wordle_tui.core.game.feedback import score
from wordle_tui.core.game.state import GameState
from wordle_tui.core.lab.backtest import run_backtest
from wordle_tui.core.nyt.history import shipped_history
from wordle_tui.core.nyt.today import load_today
from wordle_tui.core.solve.solver import Solver
from wordle_tui.core.solve.strategies import rank


def test_the_backtest_plays_the_suggestions_first():
    # FORUM's day in hard mode: after RAISE ybbbb the strategy ranks COURT first, but the panel
    # and `suggest` mark it can lose and put CORNU first. A backtest that ranked one guess and
    # checked it alone played such a guess when it could not decide it within its effort (CANTY
    # on CATTY's day, before the checks searched the families each guess keeps together).
    day = dt.date(2025, 10, 14)
    played = run_backtest(shipped_history(), day, day, strategy="guesses", opener="raise", hard=True)
    dated = load_today(day, history=shipped_history())
    state = GameState.start(dated, hard=True).play("raise", score("raise", "forum"))
    shown = Solver("guesses").suggest(state)
    first = shown[0]
    assert rank(state, "guesses", top=1)[0].guess == "court" and first.guess != "court"
    assert not first.can_lose and any(s.guess == "court" and s.can_lose for s in shown)
    assert played.days[0].guesses[:2] == ("raise", first.guess)
