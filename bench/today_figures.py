"""Figures for today's game (the `today` set): start-up and per-row suggestion times, the disk
cache and the resident memory, and the baseline the model replaces (the `original` set played
on real answers, widened when the feedback empties it, as a player pressing ctrl+w would).

    python bench/today_figures.py              # timings, cache, memory (a minute or two)
    python bench/today_figures.py --baseline   # also the original-set baseline on 2024-2025 (minutes)
    WORDLE_TUI_NUMBA=0 python bench/today_figures.py  # the same on the numpy path (the full ranking: minutes)

Uses its own temporary cache directory (and, for the very first start, an empty numba cache). Times
are wall-clock on whatever else the machine runs, with the CPU time beside them and the load average.
"""

import argparse
import datetime as dt
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from wordle_tui.core.errors import NoCandidatesError
from wordle_tui.core.game.feedback import score
from wordle_tui.core.game.patterns import Patterns
from wordle_tui.core.game.state import GameState
from wordle_tui.core.game.words import named_set
from wordle_tui.core.nyt.history import shipped_history
from wordle_tui.core.nyt.prior import Prior
from wordle_tui.core.nyt.today import DatedPatterns, load_today
from wordle_tui.core.solve.solver import Solver

DAY = dt.date(2025, 6, 1)  # a day whose answers after it are known: real rows to confirm
STARTUP = """
import time; t = time.perf_counter()
import datetime as dt
from wordle_tui.core.nyt.today import load_today
from wordle_tui.core.game.state import GameState
from wordle_tui.core.solve.solver import Solver
game = load_today(dt.date.fromisoformat("{day}"), cache_dir=__import__("pathlib").Path("{cache}"))
best = Solver("guesses").suggest(GameState.start(game), top=10)[0].guess
print(best, time.perf_counter() - t, time.process_time())
"""


def startup(cache: Path, day: dt.date, env: dict | None = None) -> tuple[str, str]:
    """A fresh process: import, load the dated game, the first suggestion (as the app starts);
    its wall time and the CPU time the process used (every thread), with the load average."""
    out = subprocess.run(
        [sys.executable, "-c", STARTUP.format(day=day, cache=cache)],
        capture_output=True,
        text=True,
        check=True,
        env=env,
    ).stdout.split()
    return out[0], f"{float(out[1]):.2f} s (CPU {float(out[2]):.2f} s, {load()})"


def load() -> str:
    return "load " + " ".join(f"{x:.2f}" for x in os.getloadavg())


def after_a_row(cache: Path, days: int) -> tuple[list[float], list[float]]:
    """Time to suggest after the opener's row is confirmed, on real answers after DAY."""
    game = load_today(DAY, cache_dir=cache)
    solver = Solver("guesses")
    opener = solver.suggest(GameState.start(game), top=1)[0].guess
    times, cpu = [], []
    for _day, answer in shipped_history().between(DAY, DAY + dt.timedelta(days=days - 1)):
        state = GameState.start(game)
        started, used = time.perf_counter(), time.process_time()
        state = state.play(opener, score(opener, answer))
        solver.suggest(state, top=10)
        times.append(time.perf_counter() - started)
        cpu.append(time.process_time() - used)
    return times, cpu


def ranking_times(cache: Path, runs: int = 5) -> list[str]:
    """Each one-step strategy's ranking of every guess after SALET bbbbb (1059 candidates), the
    core's part of a suggestion update: median wall and CPU (all threads) of ``runs``."""
    from wordle_tui.core.solve.split_figures import COMPILED
    from wordle_tui.core.solve.strategies import GREEDY, rank

    state = GameState.start(load_today(DAY, cache_dir=cache)).play("salet", 0)
    lines = []
    for strategy in GREEDY:
        rank(state, strategy)  # the kernel loaded, the column table built
        wall, cpu = [], []
        for _ in range(runs):
            started, used = time.perf_counter(), time.process_time()
            rank(state, strategy)
            wall.append(time.perf_counter() - started)
            cpu.append(time.process_time() - used)
        lines.append(
            f"| ranking after SALET bbbbb ({state.count} candidates), {strategy}"
            f"{'' if COMPILED else ' (numpy)'} | {statistics.median(wall) * 1000:.0f} ms wall, "
            f"{statistics.median(cpu) * 1000:.0f} ms CPU ({load()}) |"
        )
    return lines


def baseline(start: dt.date, end: dt.date) -> None:
    """The original set (2315 equally likely answers), entropy, SALET, on the real answers."""
    patterns = Patterns.load(named_set("original"))
    wide_words = named_set("original").widened()
    n = len(wide_words.answers)
    import numpy as np

    wide = DatedPatterns(
        wide_words, Prior(start, np.full(n, 1 / n), np.zeros(n, dtype=np.int8), (1.0,), 0), shipped_history()
    )
    solver, guesses, lost, dead = Solver("entropy"), [], [], 0
    for day, answer in shipped_history().between(start, end):
        state, moves = GameState.start(patterns), []
        while not (moves and moves[-1][0] == answer):
            guess = "salet" if not moves else solver.best(state)
            moves.append((guess, score(guess, answer)))
            try:
                state = state.play(*moves[-1], any_word=True)
            except NoCandidatesError:
                dead += 1  # the player widens (ctrl+w): every allowed word may be the answer
                state = GameState.start(wide).replay(moves, any_word=True)
        guesses.append(len(moves))
        if len(moves) > 6:
            lost.append(f"{answer.upper()} {day} ({len(moves)})")
    print(
        f"| original set, entropy, SALET | {len(guesses)} | {sum(guesses) / len(guesses):.3f} | "
        f"{len(lost)} {', '.join(lost)} | {dead} |"
    )


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--baseline", action="store_true")
    parser.add_argument("--rows", type=int, default=30, help="real days to confirm a first row on")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        cache = Path(tmp)
        with tempfile.TemporaryDirectory() as numba_cache:  # numba's cache empty: it compiles every kernel
            first_guess, first = startup(cache / "first", DAY, {**os.environ, "NUMBA_CACHE_DIR": numba_cache})
        cold_guess, cold = startup(cache, DAY)
        warm_guess, warm = startup(cache, DAY)
        later_guess, later = startup(cache, DAY + dt.timedelta(days=3))
        times, cpu = after_a_row(cache, args.rows)
        rankings = ranking_times(cache)
        size = sum(f.stat().st_size for f in cache.iterdir() if f.is_file())
        print("| figure | measured |")
        print("|---|---|")
        print(
            f"| first suggestion, the very first start (numba compiles; ranks every first guess) | {first} ({first_guess.upper()}) |"
        )
        print(
            f"| first suggestion after start, cold cache (ranks every first guess) | {cold} ({cold_guess.upper()}) |"
        )
        print(f"| first suggestion after start, warm cache (a new process) | {warm} ({warm_guess.upper()}) |")
        print(
            f"| first suggestion on a new day (re-ranks the 300-word shortlist) | {later} ({later_guess.upper()}) |"
        )
        print(
            f"| suggestion after a confirmed first row, {len(times)} real days | median {statistics.median(times):.3f} s, "
            f"max {max(times):.3f} s (CPU: median {statistics.median(cpu):.3f} s, max {max(cpu):.3f} s; {load()}) |"
        )
        print("\n".join(rankings))
        print(
            f"| today set's disk cache | {size / 1e3:.1f} kB in {sum(f.is_file() for f in cache.iterdir())} files |"
        )
        print(
            f"| peak resident memory of this process | {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1e3:.0f} MB |"
        )
    if args.baseline:
        print()
        print("| model | days | average | lost | dead ends |")
        print("|---|---|---|---|---|")
        baseline(dt.date(2024, 1, 1), dt.date(2025, 12, 31))


if __name__ == "__main__":
    main()
