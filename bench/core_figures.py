"""Figures for the solver core on the original lists: matrix build and load, one full
entropy ranking, and a full benchmark of every strategy (normal and hard mode).

    python bench/core_figures.py            # everything (about a minute)
    python bench/core_figures.py --quick    # skip the strategy table

Prints a markdown table ready for the README.
"""

import argparse
import statistics
import tempfile
import time
from pathlib import Path

from wordle_tui.core.game.patterns import Patterns
from wordle_tui.core.game.state import GameState
from wordle_tui.core.game.words import named_set
from wordle_tui.core.lab.simulate import simulate
from wordle_tui.core.solve.solver import Solver
from wordle_tui.core.solve.strategies import STRATEGIES, rank


def best_of(fn, repeat=5):
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        fn()
        times.append(time.perf_counter() - started)
    return min(times), statistics.median(times)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    words = named_set("original")
    with tempfile.TemporaryDirectory() as tmp:
        cache = Path(tmp)
        build = best_of(lambda: Patterns.load(words, cache, use_cache=False), 3)
        Patterns.load(words, cache)
        load = best_of(lambda: Patterns.load(words, cache))
        patterns = Patterns.load(words, cache)
        root = GameState.start(patterns)
        ranking = best_of(lambda: rank(root, "entropy", top=10))
        print("| figure | best | median | target |")
        print("|---|---|---|---|")
        print(f"| pattern matrix 12972 x 2315, build | {build[0]:.3f} s | {build[1]:.3f} s | <= 2 s |")
        print(f"| pattern matrix, load from cache | {load[0]:.3f} s | {load[1]:.3f} s | <= 0.1 s |")
        print(
            f"| entropy ranking of 12972 guesses over 2315 answers | {ranking[0]:.3f} s | {ranking[1]:.3f} s | <= 0.15 s |"
        )
        if args.quick:
            return
        print()
        print("| strategy | mode | opener | average | max | failures (>6) | time |")
        print("|---|---|---|---|---|---|---|")
        runs = [("entropy", "salet")] + [(s, None) for s in STRATEGIES]
        for hard in (False, True):
            for strategy, opener in runs:
                solver = Solver(strategy)
                state = GameState.start(patterns, hard=hard)
                started = time.perf_counter()
                first = opener or solver.best(state)
                result = simulate(state, solver.best, opener=first)
                seconds = time.perf_counter() - started
                print(
                    f"| {strategy} | {'hard' if hard else 'normal'} | {first.upper()} | {result.average:.4f} "
                    f"| {result.max} | {len(result.failures)} | {seconds:.1f} s |"
                )


if __name__ == "__main__":
    main()
