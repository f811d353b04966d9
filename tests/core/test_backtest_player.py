"""The backtest plays the player the app shows: the suggestions' first, safety checks and all."""

import datetime as dt

from wordle_tui.core.game.feedback import score
from wordle_tui.core.game.state import GameState
from wordle_tui.core.lab.backtest import run_backtest
from wordle_tui.core.nyt.history import shipped_history
from wordle_tui.core.nyt.today import load_today
from wordle_tui.core.solve.solver import Solver


def test_the_backtest_plays_the_suggestions_first():
    # CATTY's day in hard mode: after RAISE bgbbb the panel and `suggest` put TANGA first and
    # mark CANTY can lose. A backtest that ranked one guess checked CANTY alone, could not
    # decide it within its effort, and played it.
    day = dt.date(2025, 10, 16)
    played = run_backtest(shipped_history(), day, day, strategy="guesses", opener="raise", hard=True)
    dated = load_today(day, history=shipped_history())
    state = GameState.start(dated, hard=True).play("raise", score("raise", "catty"))
    first = Solver("guesses").suggest(state)[0]
    assert not first.can_lose
    assert played.days[0].guesses[:2] == ("raise", first.guess)
