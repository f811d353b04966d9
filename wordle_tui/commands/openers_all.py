"""`wordle-tui openers --all`: the proof over every first guess (core: deep/proof.py)."""

from __future__ import annotations

import sys
import time
from pathlib import Path

from ..core.deep.proof import prove_openers, verdict
from ..core.deep.results import INF
from ..core.errors import WordleError
from ..core.game.patterns import Patterns
from . import openers_lookup
from .common import term_as_interrupt


def add_arguments(p) -> None:
    g = p.add_argument_group("proof over every first guess")
    g.add_argument(
        "--all", action="store_true", help="prove the best first guess over every allowed word (resumable)"
    )
    g.add_argument(
        "--progress", metavar="FILE", help="where --all keeps its progress (default: in the cache directory)"
    )
    g.add_argument("--workers", type=int, metavar="N", help="processes for --all (default: every core)")
    openers_lookup.add_arguments(p)


def run(args, patterns: Patterns) -> None:
    if args.breadth is not None or args.max_guesses is not None:
        raise WordleError("--all is a proof: it takes neither --breadth nor --max-guesses")
    if args.workers is not None and args.workers < 1:
        raise WordleError("--workers needs a positive number of processes")
    mode = "hard" if args.hard else "normal"
    path = (
        Path(args.progress)
        if args.progress
        else ((patterns.cache_dir or Path(".")) / f"openers-all-{patterns.words.key}-{mode}.jsonl")
    )
    started = time.perf_counter()
    total = len(patterns.words.allowed)
    counted = [0]

    def show(result, best) -> None:
        counted[0] += 1
        if sys.stderr.isatty():
            said = f"= {result.value}" if result.exact else f">= {result.value}"
            so_far = best if best < INF else "none yet"  # no exact total until the first opener's
            print(
                f"\r{counted[0]} settled this run; {result.guess.upper()} {said} ({result.seconds:.1f} s); best {so_far}   ",
                end="",
                file=sys.stderr,
                flush=True,
            )

    settled = term_as_interrupt(
        lambda: prove_openers(patterns, args.hard, path, workers=args.workers, on_settled=show)
    )
    best, proven = verdict(settled, total)
    exact = sum(s.exact for s in settled.values())
    by_bound = sum(s.how == "bound" for s in settled.values())
    by_two = sum(s.how == "two" for s in settled.values())
    if best is None:
        raise WordleError(f"no opener finishes every answer ({mode}); progress in {path}")
    print(
        f"\n{best.guess.upper()} {best.value} ({mode}): best of all {total} openers"
        f"{'' if proven else ' (not proven: see the progress file)'}; "
        f"{exact} exact totals, {len(settled) - exact} lower bounds ({by_bound} by the root bound alone"
        f"{f', {by_two} two guesses deep' if by_two else ''}); "
        f"{time.perf_counter() - started:.0f} s this run; progress in {path}"
    )
