"""`wordle-tui openers`: rank first guesses. Quick by default: the N openers with the best cheap
bound, each solved exactly (core: deep/ranking.py), which need not be the best N of all; `--all`
proves the best (or, with --top N, the best N) over every allowed word; `openers WORD ...` looks
openers up in that proof."""

from __future__ import annotations

import sys
import time
from typing import cast

from ..core.deep import INF, OpenerTotal, rank_openers
from ..core.game.patterns import Patterns
from ..core.solve.solver import Solver, deep_search
from . import openers_all, openers_lookup
from .common import _deep_args, _emit, _load, _word_args

QUICK_TOP = 10  # openers the quick ranking solves when --top is not given


def add_parser(sub) -> None:
    p = sub.add_parser(
        "openers",
        help="rank first guesses: exact totals of the N with the best cheap bound (quick), or with "
        "--all the proven best",
    )
    _word_args(p)
    p.add_argument(
        "--top",
        type=int,
        metavar="N",
        help=f"openers to solve exactly: the N with the best cheap bound (seconds; not proven the best N "
        f"of all; default: {QUICK_TOP}); with --all, the proven best N of all (minutes)",
    )
    p.add_argument("--hard", action="store_true", help="hard mode (at most 6 guesses)")
    _deep_args(p)
    p.add_argument("--json", action="store_true", help="machine-readable output")
    openers_all.add_arguments(p)


def run(args) -> None:
    if args.guesses:  # looked up in the proof over every opener: no matrix needed
        return openers_lookup.run(args)
    # no --date here: _load_game refuses the today set, so this is a stored matrix
    patterns = cast(Patterns, _load(args))
    if args.all:
        return openers_all.run(args, patterns)
    _quick(args, patterns, args.top or QUICK_TOP)


def _quick(args, patterns: Patterns, top: int) -> None:
    """The ``top`` openers by cheap bound, each solved exactly, best total first: said plainly
    to be no proof that they are the best ``top`` of all (original lists: SALET, the best, has
    the 4th best bound, so --top 3 misses it; `openers --all --top N` is the proof, in minutes)."""
    search = deep_search(patterns, args.hard, "all", args.breadth, args.max_guesses)
    started = time.perf_counter()

    def progress(r) -> None:
        if sys.stderr.isatty():
            print(f"  {r.guess.upper()} {r.total} ({r.seconds:.1f} s)", file=sys.stderr, flush=True)

    results = rank_openers(search, top, on_result=progress)
    Solver("deep", breadth=args.breadth, max_guesses=args.max_guesses).remember_openers(
        patterns, args.hard, results
    )
    n, every = len(patterns.words.answers), len(patterns.words.allowed)
    proof = "exact" if args.breadth is None else f"upper bounds (breadth {args.breadth})"
    hard = " --hard" if args.hard else ""
    text = [
        f"the {len(results)} openers with the best cheap bound, solved: not proven the best {len(results)} "
        f"of all {every} openers",
        f"(the proof of the best {len(results)}: `wordle-tui openers --all --top {len(results)}{hard}`, "
        "minutes)",
        f"{'opener':<8}{'bound':>7}{'total':>7}{'average':>9}{'time':>8}   "
        f"({'hard' if args.hard else 'normal'}, totals {proof})",
    ]
    text += [_row(r, n) for r in results]
    text.append(f"{len(results)} openers in {time.perf_counter() - started:.1f} s")
    data = {
        "hard": args.hard,
        "exact": args.breadth is None,
        "proven_best": False,  # the best by cheap bound, solved: other openers may do better
        "openers": [
            {
                "guess": r.guess,
                "bound": r.bound,
                "total": r.total if r.total < INF else None,  # None: cannot always win within 6
                "average": round(r.total / n, 5) if r.total < INF else None,
                "seconds": round(r.seconds, 2),
            }
            for r in results
        ],
    }
    _emit(args, data, text)


def _row(r: OpenerTotal, answers: int) -> str:
    """One opener's line; hard mode's infinite total (some answer needs a 7th guess) said so."""
    if r.total >= INF:
        return (
            f"{r.guess.upper():<8}{r.bound:>7}{'-':>7}{'-':>9}{r.seconds:>7.1f}s  cannot always win within 6"
        )
    return f"{r.guess.upper():<8}{r.bound:>7}{r.total:>7}{r.total / answers:>9.5f}{r.seconds:>7.1f}s"
