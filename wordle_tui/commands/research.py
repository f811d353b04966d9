"""The research commands: bench, cover, tree, verify-tree and openers (its own module; default set:
original)."""

from __future__ import annotations

import sys
from pathlib import Path

from ..core.cover.kilordle import SOLVERS, solve_cover
from ..core.errors import WordleError
from ..core.game.state import GameState
from ..core.game.words import load_word_set, read_words
from ..core.lab import benchmark
from ..core.lab.benchmark import Run, RunSpec, run_benchmark
from ..core.lab.simulate import simulate
from ..core.solve.solver import Solver
from ..core.solve.strategies import POOLS, STRATEGIES
from ..core.solve.tree import format_tree, verify_tree
from . import openers
from .common import _deep_args, _emit, _load, _say, _word_args
from .running import fraction_bar


def add_parsers(sub) -> None:
    p = sub.add_parser("bench", help="play every answer with one or more strategies and report the results")
    p.add_argument(
        "--strategy",
        "-s",
        default="entropy",
        metavar="S[,S...]",
        help=f"strategies to compare, comma-separated, from {', '.join(STRATEGIES)}, or 'all' (default: entropy)",
    )
    p.add_argument(
        "--pool",
        default="all",
        choices=POOLS,
        help="guess from every allowed word or only candidates (default: all)",
    )
    p.add_argument("--hard", action="store_true", help="hard mode: greens stay, revealed letters are reused")
    _word_args(p)
    p.add_argument(
        "--opener",
        metavar="W[,W...]",
        help="first guess, or one per strategy (default: each strategy's best)",
    )
    p.add_argument(
        "--csv", metavar="FILE", help="also write every game (answer, guesses, path) to a CSV file"
    )
    _deep_args(p)
    p.add_argument("--sample", type=int, metavar="K", help="play a deterministic sample of K answers")
    p.add_argument("--json", action="store_true", help="machine-readable output")

    p = sub.add_parser("cover", help="kilordle: the fewest guesses that make every letter-position green")
    _word_args(p)
    p.add_argument(
        "--targets",
        default="answers",
        metavar="answers|allowed|FILE",
        help="words whose letter-positions must be covered (default: answers)",
    )
    p.add_argument(
        "--pool",
        default="allowed",
        choices=("allowed", "answers"),
        help="words to guess from (default: allowed)",
    )
    p.add_argument(
        "--include",
        nargs="+",
        default=[],
        metavar="W",
        help="words that must be in the cover (already played)",
    )
    p.add_argument("--exclude", nargs="+", default=[], metavar="W", help="words not to use")
    p.add_argument(
        "--time-limit",
        type=float,
        default=30.0,
        metavar="S",
        help="time limit in seconds of the solver's search, or inf for none (default: 30); at the limit "
        "the best cover known is shown, as not proven minimal",
    )
    p.add_argument(
        "--solver", default="cbc", choices=SOLVERS, help="cbc (bundled with PuLP) or highs (needs highspy)"
    )
    p.add_argument("--json", action="store_true", help="machine-readable output")

    p = sub.add_parser("tree", help="the deep search's decision tree from an opener, one line per answer")
    _word_args(p)
    p.add_argument("--opener", default="salet", metavar="WORD", help="first guess (default: salet)")
    p.add_argument("--hard", action="store_true", help="hard mode (at most 6 guesses)")
    _deep_args(p)

    p = sub.add_parser("verify-tree", help="replay every answer through a decision tree file")
    p.add_argument("file", help="a tree as written by `wordle-tui tree`")
    _word_args(p)
    p.add_argument("--hard", action="store_true", help="also check that every guess respects hard mode")
    p.add_argument(
        "--max-guesses",
        type=int,
        metavar="N",
        help="fail a line with more guesses (default: the game's 6, or length + 1 for long words)",
    )
    p.add_argument("--json", action="store_true", help="machine-readable output")

    openers.add_parser(sub)


def cmd_bench(args) -> None:
    strategies = list(STRATEGIES) if args.strategy == "all" else [s.strip() for s in args.strategy.split(",")]
    openers = args.opener.split(",") if args.opener else [None]
    if len(openers) not in (1, len(strategies)):
        raise WordleError(
            f"{len(openers)} openers for {len(strategies)} strategies: give one, or one per strategy"
        )
    specs = [
        RunSpec(s, o, args.hard, args.pool, args.breadth, args.max_guesses)
        for s, o in zip(strategies, openers * len(strategies), strict=False)
    ]
    patterns = _load(args)
    answers = _sample(len(patterns.words.answers), args.sample) if args.sample else None
    runs = []
    for spec in specs:
        bar = fraction_bar(f"{spec.strategy:<9}")
        progress = (lambda r, bar=bar: bar(r.games / r.total)) if bar else None
        runs.append(run_benchmark(patterns, spec, answers=answers, on_progress=progress, use_cache=False))
        if stopped := benchmark.stopped_at(runs[-1]):
            raise WordleError(stopped)  # an error, as before, now saying where the strategy stopped
    if args.csv:
        try:
            Path(args.csv).write_text(benchmark.to_csv(runs, patterns))
        except OSError as exc:
            raise WordleError(f"cannot write {args.csv}: {exc.strerror}") from None
    data = runs[0].summary() if len(runs) == 1 else {"runs": [run.summary() for run in runs]}
    _emit(args, data, _bench_table(runs))


def cmd_tree(args) -> None:
    patterns = _load(args)
    root = GameState.start(patterns, hard=args.hard)
    opener = patterns.words.check_guess(args.opener)
    solver = Solver("deep", breadth=args.breadth, max_guesses=args.max_guesses)
    bar = fraction_bar("solving")
    result = simulate(
        root, solver.best, opener=opener, on_progress=(lambda r: bar(r.games / r.total)) if bar else None
    )
    if result.stopped is not None:  # deep had no move somewhere (hard mode): a partial tree is no tree
        raise WordleError(str(result.stopped.error))
    sys.stdout.write(format_tree(result.paths))
    proof = "proven optimal" if args.breadth is None else f"breadth {args.breadth}: an upper bound"
    _say(
        f"{opener.upper()}{' hard' if args.hard else ''}: total {sum(map(len, result.paths.values()))}, "
        f"average {result.average:.5f}, max {result.max} ({proof}), {result.seconds:.1f} s"
    )


def cmd_verify_tree(args) -> None:
    patterns = _load(args)
    try:
        text = Path(args.file).read_text(encoding="utf-8", errors="replace")
    except OSError as exc:
        raise WordleError(f"cannot read {args.file}: {exc.strerror}") from None
    # The game's own limit unless told otherwise: 6 rows, or length + 1 for long words.
    max_guesses = args.max_guesses or max(6, patterns.length + 1)
    report = verify_tree(patterns, text, hard=args.hard, max_guesses=max_guesses)
    data = {
        "games": report.games,
        "total": report.total,
        "average": round(report.average, 5),
        "max": report.max,
    }
    _emit(
        args,
        data,
        [f"ok: {report.games} answers, total {report.total}, average {report.average:.5f}, max {report.max}"],
    )


def _sample(total: int, k: int) -> list[int]:
    """K answers spread evenly over the list: the same every run."""
    if k <= 0:
        raise WordleError("--sample needs a positive number of answers")
    k = min(k, total)
    return sorted({i * total // k for i in range(k)})


def _bench_table(runs: list[Run]) -> list[str]:
    mode = runs[0].spec.mode
    lines = [
        f"{'strategy':<10}{'opener':<8}{'games':>6}{'average':>9}{'max':>5}{'>6':>5}{'<=3':>7}{'<=4':>7}{'time':>8}   ({mode})"
    ]
    for run in runs:
        r = run.result
        lines.append(
            f"{run.spec.strategy:<10}{run.opener.upper():<8}{r.games:>6}{r.average:>9.4f}{r.max:>5}"
            f"{len(r.failures):>5}{r.within(3):>7.1%}{r.within(4):>7.1%}{r.seconds:>7.1f}s"
            + ("" if r.complete else "  (partial)")
        )
    depth = max(run.result.max for run in runs)
    peak = max((c for run in runs for c in run.result.histogram.values()), default=1)
    lines.append("")
    lines.append("guesses " + "".join(f"  {run.spec.strategy:<26}" for run in runs).rstrip())
    for guesses in range(1, depth + 1):
        counts = [run.result.histogram.get(guesses, 0) for run in runs]
        bars = "".join(f"  {c:>5} {'#' * round(20 * c / peak):<20}" for c in counts)
        lines.append(f"{guesses:>7} {bars}".rstrip())
    for run in runs:
        if run.result.failures:
            lines.append(
                f"{run.spec.strategy} failed: " + " ".join(w.upper() for w in run.result.failures[:20])
            )
    return lines


def cmd_cover(args) -> None:
    words = load_word_set(args.set, words=args.words, answers=args.answers, length=args.length)
    for warning in words.warnings:
        _say(warning)
    if args.targets in ("answers", "allowed"):
        targets = list(words.answers if args.targets == "answers" else words.allowed)
    else:
        target_file = read_words(args.targets, words.length)
        if file_warning := target_file.warning():
            _say(file_warning)
        targets = list(target_file.words)
    pool = list(words.allowed if args.pool == "allowed" else words.answers)
    for w in args.include:  # words already played in the game: real guesses
        words.check_guess(w)
    for w in args.exclude:
        words.check_guess(w, any_word=True)
    result = solve_cover(
        targets,
        pool,
        include=args.include,
        exclude=args.exclude,
        time_limit=args.time_limit,
        solver=args.solver,
    )
    text = [
        f"{result.size} words cover the {len(result.needed)} letter-positions of {len(targets)} targets "
        f"(guess pool: {len(pool)} {args.pool} words):",
        *_columns([w.upper() for w in result.words]),
        result.proof(),
        f"greedy cover: {result.greedy_size} words",
        result.timing(),
    ]
    _emit(args, {"targets": len(targets), "pool": len(pool), **result.to_json()}, text)


def _columns(words: list[str], per_line: int = 10) -> list[str]:
    return ["  " + " ".join(words[i : i + per_line]) for i in range(0, len(words), per_line)]
