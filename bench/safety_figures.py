"""Where the safety checks' time goes in a hard-mode backtest (issue 19).

    python bench/safety_figures.py                        # 2024-01-01..2024-01-10
    python bench/safety_figures.py 2024-01-01 2024-01-31

Plays the days as `wordle-tui backtest --hard` does and prints the CPU time of the whole run and
of each check (can_lose on the suggestions, safe_best when every one can lose, and inside them
the trap proofs and the deep searches), with the number of calls and of searches that ran out
of positions. CPU time, not wall: the machine's other load cannot inflate it.
"""

import datetime as dt
import os
import sys
import time
from collections import defaultdict

from wordle_tui.core.deep import DeepSearch
from wordle_tui.core.lab.backtest import run_backtest
from wordle_tui.core.nyt.history import load_history
from wordle_tui.core.solve import measure, safety
from wordle_tui.core.solve.stats import Cancelled

SECONDS: dict[str, float] = defaultdict(float)
CALLS: dict[str, int] = defaultdict(int)
OUT_OF_POSITIONS: dict[str, int] = defaultdict(int)


def timed(name, function):
    def wrapper(*args, **kwargs):
        started = time.process_time()
        try:
            return function(*args, **kwargs)
        except Cancelled:
            OUT_OF_POSITIONS[name] += 1
            raise
        finally:
            SECONDS[name] += time.process_time() - started
            CALLS[name] += 1

    return wrapper


def main():
    start, end = (dt.date.fromisoformat(a) for a in (sys.argv[1:] or ["2024-01-01", "2024-01-10"]))
    measure.can_lose = timed("can_lose", measure.can_lose)
    measure.safe_best = timed("safe_best", measure.safe_best)
    for name in ("position_lost", "guess_loses"):  # the trap proofs (absent before them)
        if hasattr(safety, name):
            setattr(safety, name, timed(f"  trap: {name}", getattr(safety, name)))
    DeepSearch.cost_of = timed("  deep: cost_of", DeepSearch.cost_of)
    DeepSearch.best = timed("  deep: best", DeepSearch.best)
    started = time.process_time()
    result = run_backtest(load_history().history, start, end, strategy="guesses", hard=True)
    total = time.process_time() - started
    print(
        f"{len(result.days)} days {start}..{end}, hard, opener {result.opener}: average "
        f"{result.average:.4f}, max {result.max}; {total:.1f} s CPU "
        f"[load {' '.join(f'{x:.2f}' for x in os.getloadavg())}]"
    )
    for name in SECONDS:
        print(
            f"  {name:<24} {SECONDS[name]:7.2f} s CPU, {CALLS[name]:4} calls, "
            f"{OUT_OF_POSITIONS[name]} out of positions"
        )


if __name__ == "__main__":
    main()
