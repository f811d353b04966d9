"""`openers --all` figures (issues 12, 23): per-opener time, bound quality, total time and memory.

    python bench/openers_all_figures.py                 # a sample of openers across the ranking
    python bench/openers_all_figures.py --full          # + the whole proof, fresh progress file
    python bench/openers_all_figures.py --full --workers 1
    python bench/openers_all_figures.py --set nyt2023 --hard --no-sample --full --progress F  # resumable
    python bench/openers_all_figures.py --set nyt2022 --no-sample --six-step 200  # can't win within 6
    python bench/openers_all_figures.py --set nyt2023 --no-sample --six-step 500 --traps-only

Sample: every --step'th opener in cheap-bound order (and the 50 best, where the work is), each
settled in this process against the published optimum + 1 (--cutoff) as the proof would, with and without the root bound first;
the bound quality is the cheap bound's and the root bound's verdict at 7921 over the same
openers (--bounds-step sets how many: every opener at 1). --full runs `prove_openers` (every
core) into a fresh progress file (or --progress FILE, resumed when it exists) and reads the
per-opener CPU seconds it recorded. --six-step N decides every Nth allowed word (hard mode, 6
guesses: core/deep/within_openers) and prints how many cannot win and the CPU it took
(--traps-only: how many its first stage, the traps, shows to lose). CPU seconds are this process's (or each worker's); wall
seconds depend on the machine's load, printed (1-minute load average) at the start and the end.
"""

import argparse
import os
import resource
import signal
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

from wordle_tui.core.deep import DeepSearch
from wordle_tui.core.deep.bounds import RootBounds
from wordle_tui.core.deep.proof import prove_openers, verdict
from wordle_tui.core.deep.ranking import opener_bounds
from wordle_tui.core.deep.within_openers import WithinOpeners
from wordle_tui.core.game.patterns import Patterns
from wordle_tui.core.game.state import GameState
from wordle_tui.core.game.words import named_set

# the published optimum (Selby) of each lists and mode, + 1: the cutoff the proof settles against
CUTOFFS = {
    ("original", False): 7921,  # SALET 7920
    ("original", True): 8123,  # SALET 8122
    ("nyt2022", False): 7884,  # TARSE 7883
    ("nyt2022", True): 8098,  # SALET 8097
    ("nyt2023", False): 11220,  # TARSE 11219
    ("nyt2023", True): 11628,  # TARSE 11627
}


def spread(values, label):
    v = sorted(values)
    if not v:
        return f"{label}: none"

    def pick(q):
        return v[min(len(v) - 1, int(q * len(v)))]

    return (
        f"{label}: n {len(v)}, mean {statistics.fmean(v) * 1000:.0f} ms, median {pick(0.5) * 1000:.0f} ms, "
        f"p90 {pick(0.9) * 1000:.0f} ms, p99 {pick(0.99) * 1000:.0f} ms, max {v[-1]:.2f} s, sum {sum(v):.0f} s"
    )


def sample(patterns, hard, cutoff, step, bounds_step):
    words = patterns.words
    cheap, order = opener_bounds(patterns)
    root = GameState.start(patterns, hard)
    bounds = RootBounds(patterns, hard=hard)
    limit = 6 if hard else None
    ranks = sorted(set(range(50)) | set(range(50, 1000, step // 10)) | set(range(1000, len(order), step)))
    print(
        f"sample: {len(ranks)} openers (ranks 0-49, every {step // 10}th to 1000, every {step}th after), "
        f"cutoff {cutoff}; root bound "
        f"{'compiled' if bounds.compiled else 'numpy'}"
    )
    rows = []
    for rank in ranks:
        guess = words.allowed[order[rank]]
        timings = {}
        for use_bound in (False, True):
            search = DeepSearch(patterns, hard=hard, max_guesses=limit)  # a fresh memo, as a worker's first
            wall, cpu = time.perf_counter(), time.process_time()
            bound = bounds.of(guess, cutoff) if use_bound else 0
            value = bound if bound >= cutoff else search.cost_of(root, guess, beta=cutoff)
            timings[use_bound] = (time.perf_counter() - wall, time.process_time() - cpu, search.stats.nodes)
        rows.append((rank, guess, value, bound >= cutoff, timings))
    for use_bound, name in ((False, "search only"), (True, "root bound, then search")):
        print(spread([t[use_bound][1] for *_, t in rows], f"  {name}, CPU"))
        print(spread([t[use_bound][0] for *_, t in rows], f"  {name}, wall"))
    buckets = [(0, 10), (10, 50), (50, 300), (300, 1000), (1000, 3000), (3000, len(order))]
    for lo, hi in buckets:
        inside = [r for r in rows if lo <= r[0] < hi]
        if inside:
            print(
                f"  ranks {lo}-{hi - 1} (n {len(inside)}), CPU mean: search only "
                f"{statistics.fmean(r[4][False][1] for r in inside) * 1000:.0f} ms, root bound then search "
                f"{statistics.fmean(r[4][True][1] for r in inside) * 1000:.0f} ms; refuted by the root bound "
                f"{sum(r[3] for r in inside)}/{len(inside)}"
            )
    slow = sorted(rows, key=lambda r: -r[4][True][1])[:8]
    print(
        "  slowest: "
        + ", ".join(f"{g.upper()} #{k} {t[True][1]:.2f} s ({t[True][2]} positions)" for k, g, _, _, t in slow)
    )
    picked = order[::bounds_step]
    started = time.process_time()
    root_bounds = np.array([bounds.of(words.allowed[row], 1 << 40) for row in picked])
    spent = time.process_time() - started
    print(
        f"bound quality over {len(picked)} openers (every {bounds_step}th by cheap bound), against {cutoff}:"
    )
    print(
        f"  cheap bound 3n - [g in S] - parts: max {cheap[picked].max()}, refutes {(cheap[picked] >= cutoff).sum()}"
    )
    print(
        f"  root bound (one guess deeper in every group): max {root_bounds.max()}, median "
        f"{int(np.median(root_bounds))}, refutes {(root_bounds >= cutoff).sum()} "
        f"({(root_bounds >= cutoff).mean():.1%}); {spent / len(picked) * 1000:.0f} ms CPU an opener uncut"
    )
    gap = root_bounds - cheap[picked]
    print(f"  root bound - cheap bound: median {int(np.median(gap))}, min {gap.min()}, max {gap.max()}")


def full(patterns, hard, workers, limit, progress):
    path = Path(progress) if progress else Path(tempfile.mkdtemp(prefix="openers-all-")) / "progress.jsonl"
    print(f"  load average at the start: {os.getloadavg()[0]:.2f}", flush=True)
    wall, cpu = time.perf_counter(), time.process_time()
    settled = prove_openers(patterns, hard, path, workers=workers, limit=limit)
    wall = time.perf_counter() - wall
    best, proven = verdict(settled, len(patterns.words.allowed))
    seconds = [s.seconds for s in settled.values()]
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024  # KiB on Linux
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    scope = f"the first {limit} openers" if limit else "full proof"
    print(
        f"{scope} ({workers or 'every core'} workers, {'hard' if hard else 'normal'}): {best.guess.upper()} "
        f"{best.value}, {'proven' if proven else 'NOT proven'}; wall {wall:.0f} s this run; workers' CPU "
        f"{sum(seconds):.0f} s (every run of this progress file); driver CPU {time.process_time() - cpu:.1f} s; "
        f"load average at the end {os.getloadavg()[0]:.2f}"
    )
    print(
        f"  settled by the root bound alone {sum(s.how == 'bound' for s in settled.values())}, as unable "
        f"to win within 6 {sum(s.how == 'six' for s in settled.values())}, by the two-level bound {sum(s.how == 'two' for s in settled.values())}, by search "
        f"{sum(s.how == 'search' for s in settled.values())}, exact totals {sum(s.exact for s in settled.values())}"
    )
    print(spread(seconds, "  per opener, worker CPU"))
    print(f"  peak memory: largest worker {peak:.0f} MB, driver {own:.0f} MB; progress file {path}")


def within_six(patterns, step, traps_only=False):
    six = WithinOpeners(patterns)
    picked = patterns.words.allowed[::step]
    seconds, trap_seconds, losing, trapped = [], [], [], []
    for guess in picked:
        started = time.process_time()
        if six.trapped(guess):
            trapped.append(guess)
        trap_seconds.append(time.process_time() - started)
        if guess in trapped or (not traps_only and not six.opener(guess)):  # the traps' memo is reused
            losing.append(guess)
        seconds.append(time.process_time() - started)
    what = "shown by traps to lose" if traps_only else "cannot always win"
    print(
        f"within 6 (hard), every {step}th allowed word: {len(losing)} of {len(picked)} {what} "
        f"({len(losing) / len(picked):.1%}), {len(trapped)} by traps: {', '.join(g.upper() for g in losing)}"
    )
    print(spread(trap_seconds, "  traps, per opener, CPU"))
    if not traps_only:
        print(spread(seconds, "  the whole decision, per opener, CPU"))
    print(f"  load average at the end: {os.getloadavg()[0]:.2f}")


def _interrupt(signum, frame):
    raise KeyboardInterrupt  # SIGTERM stops the proof's workers on the way out, as Ctrl-C does


def main() -> None:
    signal.signal(signal.SIGTERM, _interrupt)
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--step", type=int, default=250, help="sample every Nth opener (default 250)")
    ap.add_argument("--bounds-step", type=int, default=10, help="root bound of every Nth opener (default 10)")
    ap.add_argument("--full", action="store_true", help="run the whole proof too")
    ap.add_argument("--no-sample", action="store_true", help="skip the sample")
    ap.add_argument("--workers", type=int, help="workers for --full (default: every core)")
    ap.add_argument(
        "--limit", type=int, help="--full on the first N openers by cheap bound only (a smoke run)"
    )
    ap.add_argument("--six-step", type=int, help="decide every Nth opener's win within 6 (hard mode)")
    ap.add_argument("--traps-only", action="store_true", help="--six-step: only the trap stage")
    ap.add_argument("--set", default="original", choices=sorted({s for s, _ in CUTOFFS}))
    ap.add_argument("--hard", action="store_true", help="hard mode (at most 6 guesses)")
    ap.add_argument("--cutoff", type=int, help="the sample's cutoff (default: the published optimum + 1)")
    ap.add_argument(
        "--progress", help="--full's progress file (resumed when it exists; default: a fresh one)"
    )
    args = ap.parse_args()
    patterns = Patterns.load(named_set(args.set), None)
    print(
        f"{args.set} lists: {len(patterns.words.allowed)} guesses, {len(patterns.words.answers)} answers, "
        f"{'hard' if args.hard else 'normal'} mode",
        file=sys.stderr,
    )
    if not args.no_sample:
        sample(patterns, args.hard, args.cutoff or CUTOFFS[args.set, args.hard], args.step, args.bounds_step)
    if args.six_step:
        within_six(patterns, args.six_step, args.traps_only)
    if args.full:
        full(patterns, args.hard, args.workers, args.limit, args.progress)


if __name__ == "__main__":
    main()
