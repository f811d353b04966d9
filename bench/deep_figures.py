"""Deep-search figures: every figure issue 12 asks for.

    python bench/deep_figures.py                  # next guess after 10 openers, normal and hard
    python bench/deep_figures.py --trees          # + SALET proofs, TARSE 7883 and SALET 8097 (nyt2022)
    python bench/deep_figures.py --openers 20     # + `openers --top 20`
    python bench/deep_figures.py --only crane     # one opener

Every search starts with an empty memo, as a fresh `wordle-tui` process would. Wall time and
CPU time (of this process) are both printed: on a shared machine the CPU time is the steadier
figure. The numba kernel is used when installed (WORDLE_TUI_NUMBA=0 forces numpy).
"""

import argparse
import statistics
import time

import numpy as np

from wordle_tui.core.deep import COMPILED, DeepSearch, rank_openers
from wordle_tui.core.feedback import format_pattern
from wordle_tui.core.patterns import Patterns
from wordle_tui.core.simulate import simulate
from wordle_tui.core.solver import _SEARCHES, Solver
from wordle_tui.core.state import GameState
from wordle_tui.core.words import named_set

OPENERS = ["adieu", "audio", "crane", "stare", "slate", "raise", "arise", "roate", "trace", "salet"]


def timed(work):
    wall, cpu = time.perf_counter(), time.process_time()
    result = work()
    return result, time.perf_counter() - wall, time.process_time() - cpu


def tree_total(patterns, opener, hard):
    _SEARCHES.clear()
    root = GameState.start(patterns, hard=hard)
    result, wall, cpu = timed(lambda: simulate(root, Solver("deep").best, opener=opener))
    return sum(len(p) for p in result.paths.values()), result.average, result.max, wall, cpu


def next_guess_times(patterns, opener, hard):
    """The proven best next guess for every feedback of ``opener``, a fresh search each."""
    root = GameState.start(patterns, hard=hard)
    rows = []
    for pattern in np.unique(patterns.row(opener)):
        state = root.play(opener, int(pattern))
        if state.solved or state.count == 0:
            continue
        search = DeepSearch(patterns, hard=hard, max_guesses=6 if hard else None)
        result, wall, cpu = timed(lambda search=search, state=state: search.best(state))
        assert result.proven
        rows.append((wall, cpu, result.nodes, state.count, format_pattern(int(pattern), patterns.length), result))
    return rows


APP_POSITIONS = [("crane", "bybby"), ("adieu", "ybbbb"), ("stare", "bbbyy"), ("trace", "bybby"), ("salet", "bbbgb")]


def app_versus_cli(patterns):
    """The slowest positions, searched in this process (as the CLI does) and in the app's child
    process (warmed up first: its start and the kernel's load are not counted)."""
    from wordle_tui.core.deep.process import DeepProcess
    from wordle_tui.core.feedback import parse

    print("\n| position | CLI (in process) | app (child process) | ratio |")
    print("|---|---|---|---|")
    for opener, feedback in APP_POSITIONS:
        state = GameState.start(patterns).play(opener, parse(feedback, patterns.length))
        _SEARCHES.clear()
        _, cli, _ = timed(lambda state=state: Solver("deep").suggest(state, top=1))
        runner = DeepProcess()
        runner.suggest(GameState.start(patterns).play("salet", 0), top=1)  # start and warm the child
        _, app, _ = timed(lambda state=state, runner=runner: runner.suggest(state, top=1))
        runner.close()
        print(f"| {opener.upper()} {feedback} | {cli:.2f} s | {app:.2f} s | {app / cli:.2f} |", flush=True)


def p95(values):
    values = sorted(values)
    return values[int(0.95 * (len(values) - 1))]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--trees", action="store_true", help="also the whole-tree proofs")
    parser.add_argument("--openers", type=int, default=0, metavar="N")
    parser.add_argument("--only", metavar="WORD[,WORD]", help="openers for the next-guess table")
    parser.add_argument("--mode", choices=["normal", "hard", "both"], default="both")
    parser.add_argument("--app", action="store_true", help="also: the app's path (a child process) against the CLI's")
    args = parser.parse_args()
    patterns = Patterns.load(named_set("original"))
    _ = patterns.by_answer  # built once, as a running app or CLI has it
    print(f"kernel: {'numba' if COMPILED else 'numpy'}")
    DeepSearch(patterns).best(GameState.start(patterns).play("salet", 0))  # load the compiled kernel

    modes = {"normal": [False], "hard": [True], "both": [False, True]}[args.mode]
    print("\nbest next guess after each opener, proven, a fresh search per feedback (original lists)")
    print("| opener | mode | feedbacks | median | p95 | max (wall) | max CPU | positions | slowest |")
    print("|---|---|---|---|---|---|---|---|---|")
    for hard in modes:
        for opener in (args.only.split(",") if args.only else OPENERS):
            rows = next_guess_times(patterns, opener, hard)
            walls = [r[0] for r in rows]
            slow = max(rows, key=lambda r: r[0])
            print(f"| {opener.upper()} | {'hard' if hard else 'normal'} | {len(rows)} | "
                  f"{statistics.median(walls) * 1000:.0f} ms | {p95(walls) * 1000:.0f} ms | {max(walls):.2f} s | "
                  f"{max(r[1] for r in rows):.2f} s | {sum(r[2] for r in rows)} | "
                  f"{slow[4]} ({slow[3]}) -> {slow[5].guess.upper()} {slow[5].cost} |", flush=True)

    if args.app:
        app_versus_cli(patterns)

    if args.trees:
        print("\n| tree | total | average | max | wall | CPU |")
        print("|---|---|---|---|---|---|")
        nyt2022 = Patterns.load(named_set("nyt2022"))
        for label, p, opener, hard in [("SALET normal (original)", patterns, "salet", False),
                                       ("SALET hard (original)", patterns, "salet", True),
                                       ("TARSE normal (nyt2022)", nyt2022, "tarse", False),
                                       ("SALET hard (nyt2022)", nyt2022, "salet", True)]:
            total, average, longest, wall, cpu = tree_total(p, opener, hard)
            print(f"| {label} | {total} | {average:.5f} | {longest} | {wall:.1f} s | {cpu:.1f} s |", flush=True)

    if args.openers:
        search = DeepSearch(patterns)
        ranked, wall, cpu = timed(lambda: rank_openers(search, args.openers))
        print(f"\nopeners --top {args.openers}: {wall:.0f} s wall, {cpu:.0f} s CPU")
        print("| opener | bound | total | average | time |")
        print("|---|---|---|---|---|")
        for r in ranked:
            print(f"| {r.guess.upper()} | {r.bound} | {r.total} | {r.total / len(patterns.words.answers):.5f} | {r.seconds:.1f} s |")


if __name__ == "__main__":
    main()
