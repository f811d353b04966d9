"""`wordle-tui openers --all [--top N]`: the proof of the best first guess, or of the best N,
over every first guess (core: deep/proof.py)."""

from __future__ import annotations

import sys
import time
from pathlib import Path

from ..core.deep.proof import leaders, prove_openers, verdict
from ..core.deep.results import INF
from ..core.errors import WordleError
from ..core.game.patterns import Patterns
from . import openers_lookup
from .common import _emit
from .running import term_as_interrupt


def add_arguments(p) -> None:
    g = p.add_argument_group("proof over every first guess")
    g.add_argument(
        "--all",
        action="store_true",
        help="prove the best first guess over every allowed word, or with --top N the best N (resumable)",
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
    keep = args.top or 1  # the best opener, or the best N
    name = f"openers-all-{patterns.words.key}-{mode}{f'-top{keep}' if keep > 1 else ''}.jsonl"
    path = Path(args.progress) if args.progress else ((patterns.cache_dir or Path(".")) / name)
    started = time.perf_counter()
    total = len(patterns.words.allowed)
    counted = [0]

    def show(result, bar) -> None:
        counted[0] += 1
        if sys.stderr.isatty():
            said = f"= {result.value}" if result.exact else f">= {result.value}"
            so_far = bar if bar < INF else "none yet"  # no exact total until the first opener's
            print(
                f"\r{counted[0]} settled this run; {result.guess.upper()} {said} ({result.seconds:.1f} s); "
                f"{'best' if keep == 1 else f'{_nth(keep)} best'} {so_far}   ",
                end="",
                file=sys.stderr,
                flush=True,
            )

    settled = term_as_interrupt(
        lambda: prove_openers(patterns, args.hard, path, workers=args.workers, keep=keep, on_settled=show)
    )
    exact = sum(s.exact for s in settled.values())
    by_bound = sum(s.how == "bound" for s in settled.values())
    by_two = sum(s.how == "two" for s in settled.values())

    def tail(proven: bool) -> str:
        return (
            f"{'' if proven else ' (not proven: see the progress file)'}; "
            f"{exact} exact totals, {len(settled) - exact} lower bounds ({by_bound} by the root bound alone"
            f"{f', {by_two} two guesses deep' if by_two else ''}); "
            f"{time.perf_counter() - started:.0f} s this run; progress in {path}"
        )

    n = len(patterns.words.answers)
    if keep == 1:
        best, proven = verdict(settled, total)
        if best is None:
            raise WordleError(f"no opener finishes every answer ({mode}); progress in {path}")
        best_n, scope = [best], f"best of all {total} openers"
        text = [f"\n{best.guess.upper()} {best.value} ({mode}): {scope}{tail(proven)}"]
    else:
        best_n, proven = leaders(settled, total, keep)
        if len(best_n) < keep:
            raise WordleError(f"fewer than {keep} openers finish every answer ({mode}); progress in {path}")
        scope = f"the best {keep} of all {total} openers" + ("" if proven else ", not proven")
        text = [f"\n{'opener':<8}{'total':>7}{'average':>9}   ({mode}, {scope})"]
        for rank, s in enumerate(best_n, 1):
            tie = f"  (ties the {_nth(keep)})" if rank > keep else ""
            text.append(f"{s.guess.upper():<8}{s.value:>7}{s.value / n:>9.5f}{tie}")
        text.append(f"the best {keep} of all {total} openers ({mode}){tail(proven)}")
    data = {
        "set": patterns.words.key,
        "mode": mode,
        "top": keep,
        "proven": proven,
        "openers": total,
        "best": [{"guess": s.guess, "total": s.value, "average": s.value / n} for s in best_n],
        "exact_totals": exact,
        "lower_bounds": len(settled) - exact,
        "progress": str(path),
    }
    _emit(args, data, text)


def _nth(k: int) -> str:
    return f"{k}{'th' if 10 <= k % 100 < 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(k % 10, 'th')}"
