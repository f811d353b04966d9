"""Deep-search figures: every figure issue 12 asks for.

    python bench/deep_figures.py                  # next guess after 10 openers, normal and hard
    python bench/deep_figures.py --trees          # + SALET proofs, TARSE 7883 and SALET 8097 (nyt2022)
    python bench/deep_figures.py --openers 20     # + `openers --top 20`
    python bench/deep_figures.py --only crane     # one opener
    python bench/deep_figures.py --mode normal --app [--repeat 3]   # + app against CLI, side by side

Every search starts with an empty memo, as a fresh `wordle-tui` process would. Wall time and
CPU time (of this process) are both printed: on a shared machine the CPU time is the steadier
figure. The numba kernel is used when installed (WORDLE_TUI_NUMBA=0 forces numpy).
"""

import argparse
import statistics
import time

import numpy as np

from wordle_tui.core.deep import COMPILED, DeepSearch, rank_openers
from wordle_tui.core.game.feedback import format_pattern
from wordle_tui.core.game.patterns import Patterns
from wordle_tui.core.game.state import GameState
from wordle_tui.core.game.words import named_set
from wordle_tui.core.lab.simulate import simulate
from wordle_tui.core.solve.solver import _SEARCHES, Solver

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
        rows.append(
            (
                wall,
                cpu,
                result.nodes,
                state.count,
                format_pattern(int(pattern), patterns.length),
                result,
                int(pattern),
            )
        )
    return rows


def app_versus_cli(patterns, slowest, repeat):
    """The slowest position of each opener, searched in this process (as the CLI does) and in
    the app's child process, each with an empty memo. The child is started and warmed first, as
    the app does at the empty board. "shown" is the app's real request (the best and nine
    others): the wall time until the best reaches the panel. Ratios are app / CLI, best of
    ``repeat`` runs each."""
    import os

    from wordle_tui.core.deep.process import DeepProcess

    print(
        f"\napp (child process) against CLI (in process), slowest feedback of each opener; "
        f"best of {repeat}; load average {os.getloadavg()[0]:.2f} at the start"
    )
    print(
        "| position | mode | candidates | CLI wall | CLI CPU | app wall | app CPU (child) | app: best shown "
        "| ratio wall | ratio CPU |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|")
    answer = patterns.words.answers[0]
    solved = GameState.start(patterns).play(answer, int(patterns.row(answer)[0]))  # one candidate: no search
    for opener, pattern, hard in slowest:
        state = GameState.start(patterns, hard=hard).play(opener, pattern)
        cli, app, shown = [], [], []
        for _ in range(repeat):
            _SEARCHES.clear()
            _, wall, cpu = timed(lambda state=state: Solver("deep").suggest(state, top=1))
            cli.append((wall, cpu))
            for top, into in ((1, app), (10, shown)):
                runner = DeepProcess()
                runner.warm(patterns, hard)
                runner.suggest(solved, top=1)  # waits for the warm-up
                seen = []
                started = time.perf_counter()
                runner.suggest(state, top=top, on_best=lambda _, seen=seen: seen.append(time.perf_counter()))
                wall = time.perf_counter() - started
                into.append((wall, runner.last_cpu) if top == 1 else (seen[0] - started, None))
                runner.close()
        cli_wall, app_wall, shown_wall = (
            min(w for w, _ in cli),
            min(w for w, _ in app),
            min(w for w, _ in shown),
        )
        cli_cpu, app_cpu = min(c for _, c in cli), min(c for _, c in app)
        print(
            f"| {opener.upper()} {format_pattern(pattern, patterns.length)} | {'hard' if hard else 'normal'} | "
            f"{state.count} | {cli_wall:.2f} s | {cli_cpu:.2f} s | {app_wall:.2f} s | {app_cpu:.2f} s | "
            f"{shown_wall:.2f} s | {app_wall / cli_wall:.2f} | {app_cpu / cli_cpu:.2f} |",
            flush=True,
        )
    print(f"load average {os.getloadavg()[0]:.2f} at the end")


def p95(values):
    values = sorted(values)
    return values[int(0.95 * (len(values) - 1))]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--trees", action="store_true", help="also the whole-tree proofs")
    parser.add_argument("--openers", type=int, default=0, metavar="N")
    parser.add_argument("--only", metavar="WORD[,WORD]", help="openers for the next-guess table")
    parser.add_argument("--mode", choices=["normal", "hard", "both"], default="both")
    parser.add_argument(
        "--app",
        action="store_true",
        help="also: the app's path (a child process) against the CLI's, slowest feedback of each opener",
    )
    parser.add_argument(
        "--repeat", type=int, default=1, metavar="N", help="--app: best of N runs (default 1)"
    )
    args = parser.parse_args()
    patterns = Patterns.load(named_set("original"))
    _ = patterns.by_answer  # built once, as a running app or CLI has it
    print(f"kernel: {'numba' if COMPILED else 'numpy'}")
    DeepSearch(patterns).best(GameState.start(patterns).play("salet", 0))  # load the compiled kernel

    modes = {"normal": [False], "hard": [True], "both": [False, True]}[args.mode]
    print("\nbest next guess after each opener, proven, a fresh search per feedback (original lists)")
    print("| opener | mode | feedbacks | median | p95 | max (wall) | max CPU | positions | slowest |")
    print("|---|---|---|---|---|---|---|---|---|")
    slowest = []
    for hard in modes:
        for opener in args.only.split(",") if args.only else OPENERS:
            rows = next_guess_times(patterns, opener, hard)
            walls = [r[0] for r in rows]
            slow = max(rows, key=lambda r: r[0])
            slowest.append((opener, slow[6], hard))
            print(
                f"| {opener.upper()} | {'hard' if hard else 'normal'} | {len(rows)} | "
                f"{statistics.median(walls) * 1000:.0f} ms | {p95(walls) * 1000:.0f} ms | {max(walls):.2f} s | "
                f"{max(r[1] for r in rows):.2f} s | {sum(r[2] for r in rows)} | "
                f"{slow[4]} ({slow[3]}) -> {slow[5].guess.upper()} {slow[5].cost} |",
                flush=True,
            )

    if args.app:
        app_versus_cli(patterns, slowest, args.repeat)

    if args.trees:
        print("\n| tree | total | average | max | wall | CPU |")
        print("|---|---|---|---|---|---|")
        nyt2022 = Patterns.load(named_set("nyt2022"))
        for label, p, opener, hard in [
            ("SALET normal (original)", patterns, "salet", False),
            ("SALET hard (original)", patterns, "salet", True),
            ("TARSE normal (nyt2022)", nyt2022, "tarse", False),
            ("SALET hard (nyt2022)", nyt2022, "salet", True),
        ]:
            total, average, longest, wall, cpu = tree_total(p, opener, hard)
            print(
                f"| {label} | {total} | {average:.5f} | {longest} | {wall:.1f} s | {cpu:.1f} s |", flush=True
            )

    if args.openers:
        search = DeepSearch(patterns)
        ranked, wall, cpu = timed(lambda: rank_openers(search, args.openers))
        print(f"\nopeners --top {args.openers}: {wall:.0f} s wall, {cpu:.0f} s CPU")
        print("| opener | bound | total | average | time |")
        print("|---|---|---|---|---|")
        for r in ranked:
            print(
                f"| {r.guess.upper()} | {r.bound} | {r.total} | {r.total / len(patterns.words.answers):.5f} | {r.seconds:.1f} s |"
            )


if __name__ == "__main__":
    main()
