"""`openers --top N` figures: the quick ranking (the N best openers by cheap bound, each solved)
against the proven best N (`prove_openers(keep=N)`: every opener settled against the N-th best).

    python bench/openers_top_figures.py                      # --top 1, 3 and 10, original, normal
    python bench/openers_top_figures.py --tops 3 --workers 1
    python bench/openers_top_figures.py --quick-only          # the quick ranking alone (seconds)

Each proof runs into a fresh progress file, on every core unless --workers says otherwise. Wall
seconds depend on the machine's load (the 1-minute load average is printed before and after
each run); the workers' CPU is what they recorded per opener, the quick ranking's is this
process's. The quick ranking shares one search memo across its openers, as the command does.
"""

import argparse
import os
import tempfile
import time
from collections import Counter
from pathlib import Path

from wordle_tui.core.deep import DeepSearch, rank_openers
from wordle_tui.core.deep.proof import leaders, prove_openers
from wordle_tui.core.game.patterns import Patterns
from wordle_tui.core.game.words import named_set


def quick(patterns: Patterns, hard: bool, top: int) -> None:
    search = DeepSearch(patterns, hard=hard, max_guesses=6 if hard else None)
    wall, cpu = time.perf_counter(), time.process_time()
    ranked = rank_openers(search, top)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    shown = ", ".join(f"{r.guess.upper()} {r.total}" for r in ranked)
    print(f"quick --top {top}: {shown}; wall {wall:.1f} s, CPU {cpu:.1f} s", flush=True)


def proven(patterns: Patterns, hard: bool, top: int, workers: int | None) -> None:
    path = Path(tempfile.mkdtemp(prefix="openers-top-")) / "progress.jsonl"
    load = os.getloadavg()[0]
    wall = time.perf_counter()
    settled = prove_openers(patterns, hard, path, workers=workers, keep=top)
    wall = time.perf_counter() - wall
    best, ok = leaders(settled, len(patterns.words.allowed), top)
    how = Counter(s.how if not s.exact else "exact" for s in settled.values())
    shown = ", ".join(f"{s.guess.upper()} {s.value}" for s in best)
    print(
        f"proven --top {top}: {shown} ({'proven' if ok else 'NOT proven'}); wall {wall:.0f} s "
        f"(load {load:.1f} -> {os.getloadavg()[0]:.1f}), workers' CPU "
        f"{sum(s.seconds for s in settled.values()):.0f} s; {how['exact']} exact, {how['bound']} by the "
        f"root bound, {how['search']} searched, {how['two'] + how['six']} by the hard-mode bounds",
        flush=True,
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--set", default="original")
    ap.add_argument("--hard", action="store_true")
    ap.add_argument("--tops", default="1,3,10", help="values of N, comma-separated")
    ap.add_argument("--workers", type=int, help="workers for the proofs (default: every core)")
    ap.add_argument("--quick-only", action="store_true", help="skip the proofs")
    args = ap.parse_args()
    patterns = Patterns.load(named_set(args.set))
    print(f"{args.set}, {'hard' if args.hard else 'normal'}, {os.cpu_count()} cores", flush=True)
    tops = [int(t) for t in args.tops.split(",")]
    for top in tops:
        quick(patterns, args.hard, top)
    if not args.quick_only:
        for top in tops:
            proven(patterns, args.hard, top, args.workers)


if __name__ == "__main__":
    main()
