"""Deep on today's game, move by move: the positions (the effort unit) and CPU each proof takes.

    python bench/dated_deep_figures.py 2024-01-01 2024-01-14            # normal mode
    python bench/dated_deep_figures.py 2024-01-01 2024-01-14 --hard --effort 200000

Each day is played as `wordle-tui backtest --strategy deep` plays it (RAISE, then the dated deep
search), and each deep move prints its candidates, positions visited, CPU seconds of this
process and whether it was proven or given up (past ``--effort`` positions; default the app's
DATED_EFFORT). The positions a proof needs are what the effort limit is chosen from.
"""

import argparse
import datetime as dt
import time

from wordle_tui.core.deep import EffortSpent
from wordle_tui.core.game.feedback import score
from wordle_tui.core.game.state import GameState
from wordle_tui.core.game.words import named_set
from wordle_tui.core.lab.backtest import FALLBACK
from wordle_tui.core.nyt.history import load_history
from wordle_tui.core.nyt.today import TODAY, load_today
from wordle_tui.core.solve import solver as solver_module
from wordle_tui.core.solve.solver import Solver


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("start", type=dt.date.fromisoformat)
    parser.add_argument("end", type=dt.date.fromisoformat)
    parser.add_argument("--hard", action="store_true")
    parser.add_argument("--effort", type=int, help="positions (default: the app's DATED_EFFORT)")
    args = parser.parse_args()
    if args.effort is not None:
        solver_module.DATED_EFFORT = {False: args.effort, True: args.effort}
    history = load_history().history
    words = named_set(TODAY)
    for day, answer in history.between(args.start, args.end):
        patterns = load_today(day, history=history, words=words, cached=False)
        state = GameState.start(patterns, args.hard).play("raise", score("raise", answer), any_word=True)
        while not state.solved and len(state.steps) < 12:
            search, here = Solver("deep")._dated_search(state)
            cpu = time.process_time()
            try:
                result = search.best(here)
                guess = result.guess
                how = "proven" if result.safe else "proven, not 6-safe"
                how = how if guess is not None else "no 6-safe move"
            except EffortSpent:
                guess, how = None, "gave up"
            if guess is None:  # as the app and the backtest do: the guesses strategy plays
                guess = FALLBACK.best(state)
                how += " (guesses played)"
            print(
                f"{day} {answer} move {len(state.steps) + 1}: {state.count} candidates, "
                f"{search.stats.nodes} positions, {time.process_time() - cpu:.1f} s CPU, "
                f"{guess.upper()} {how}",
                flush=True,
            )
            state = state.play(guess, score(guess, answer), any_word=True)


if __name__ == "__main__":
    main()
