"""Where the safety checks' time goes in a hard-mode backtest (issue 19).

    python bench/safety_figures.py                        # 2024-01-01..2024-01-10
    python bench/safety_figures.py 2024-01-01 2024-01-31

Plays the days as `wordle-tui backtest --hard` does and prints the CPU time of the whole run and
of each check (the verdicts on the suggestions, first_safe when the first is not proven safe,
and inside them the trap proofs and the searches of core/deep/within_limit.py), with the number
of calls. CPU time, not wall: the machine's other load cannot inflate it.
"""

import datetime as dt
import os
import sys
import time
from collections import defaultdict

from wordle_tui.core.deep.within_limit import WithinLimit
from wordle_tui.core.lab.backtest import run_backtest
from wordle_tui.core.nyt.history import load_history
from wordle_tui.core.solve import measure, safety

SECONDS: dict[str, float] = defaultdict(float)
CALLS: dict[str, int] = defaultdict(int)
UNDECIDED: dict[str, int] = defaultdict(int)  # calls that answered None (out of positions)


def timed(name, function):
    def wrapper(*args, **kwargs):
        started = time.process_time()
        try:
            result = function(*args, **kwargs)
            if result is None:
                UNDECIDED[name] += 1
            return result
        finally:
            SECONDS[name] += time.process_time() - started
            CALLS[name] += 1

    return wrapper


def main():
    start, end = (dt.date.fromisoformat(a) for a in (sys.argv[1:] or ["2024-01-01", "2024-01-10"]))
    check = measure.SafetyCheck
    check.verdicts = timed("verdicts", check.verdicts)
    check.first_safe = timed("first_safe", check.first_safe)
    for name in ("position_lost", "guess_loses"):  # the trap proofs
        setattr(safety, name, timed(f"  trap: {name}", getattr(safety, name)))
    for name in ("after", "wins", "a_win"):
        setattr(WithinLimit, name, timed(f"  within: {name}", getattr(WithinLimit, name)))
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
            f"  {name:<24} {SECONDS[name]:7.2f} s CPU, {CALLS[name]:4} calls, {UNDECIDED[name]} answered None"
        )


if __name__ == "__main__":
    main()
