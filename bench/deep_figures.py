"""Deep-search figures on the original lists.

    python bench/deep_figures.py              # SALET trees and per-state times (about a minute)
    python bench/deep_figures.py --openers 20 # also `openers --top 20` (several minutes)

Every search starts with an empty memo, as a fresh `wordle-tui` process would.
"""

import argparse
import statistics
import time

import numpy as np

from wordle_tui.core.deep import DeepSearch, rank_openers
from wordle_tui.core.patterns import Patterns
from wordle_tui.core.simulate import simulate
from wordle_tui.core.solver import Solver, _SEARCHES
from wordle_tui.core.state import GameState
from wordle_tui.core.words import named_set


def tree_total(patterns, opener, hard, breadth):
    _SEARCHES.clear()
    solver = Solver("deep", breadth=breadth)
    root = GameState.start(patterns, hard=hard)
    started = time.perf_counter()
    result = simulate(root, solver.best, opener=opener)
    seconds = time.perf_counter() - started
    return sum(len(p) for p in result.paths.values()), result.average, result.max, seconds


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--openers", type=int, default=0, metavar="N")
    args = parser.parse_args()
    patterns = Patterns.load(named_set("original"))
    _ = patterns.by_answer  # built once, as a running app or CLI has it

    print("| search | total | average | max | time |")
    print("|---|---|---|---|---|")
    for label, hard, breadth in [("SALET, normal, breadth 20", False, 20), ("SALET, normal, every guess (proof)", False, None),
                                 ("SALET, hard, every guess (proof)", True, None)]:
        total, average, longest, seconds = tree_total(patterns, "salet", hard, breadth)
        print(f"| {label} | {total} | {average:.5f} | {longest} | {seconds:.1f} s |")

    root = GameState.start(patterns)
    row = patterns.row("salet")
    times, slowest = [], []
    for pattern in np.unique(row):
        state = root.play("salet", int(pattern))
        if state.solved or state.count == 0:
            continue
        search = DeepSearch(patterns)
        started = time.perf_counter()
        result = search.best(state)
        times.append(time.perf_counter() - started)
        assert result.proven
        slowest.append((times[-1], state.count, result.guess, result.cost))
    times.sort()
    p95 = times[int(0.95 * (len(times) - 1))]
    print()
    print(f"best next guess after SALET, proven, fresh search per state ({len(times)} states): "
          f"median {statistics.median(times)*1000:.0f} ms, p95 {p95*1000:.0f} ms, max {max(times):.2f} s")
    for seconds, n, guess, cost in sorted(slowest, reverse=True)[:3]:
        print(f"  slowest: {n} candidates -> {guess.upper()} total {cost} in {seconds:.2f} s")

    if args.openers:
        search = DeepSearch(patterns)
        started = time.perf_counter()
        ranked = rank_openers(search, args.openers)
        print()
        print(f"openers --top {args.openers}: {time.perf_counter() - started:.0f} s")
        print("| opener | bound | total | average | time |")
        print("|---|---|---|---|---|")
        for r in ranked:
            print(f"| {r.guess.upper()} | {r.bound} | {r.total} | {r.total / len(patterns.words.answers):.5f} | {r.seconds:.1f} s |")


if __name__ == "__main__":
    main()
