"""The `wordle-tui` command: the app with no arguments, headless subcommands over the core."""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

from .commands import cache as cache_command
from .core import benchmark, cache, cache_dir
from .commands import review as review_command, stats as stats_command
from .commands import multi as multi_command
from .commands import backtest as backtest_command
from .commands import history as history_command
from .commands.common import date_arg, describe_day, history_arg, load_history_arg
from .commands import openers_all
from .core import benchmark
from .core.benchmark import Run, RunSpec, run_benchmark
from .core.cover import SOLVERS, solve_cover
from .core.deep import rank_openers
from .core.errors import NoCandidatesError, WordleError, shown
from .core.feedback import format_pattern, parse, score
from .core.patterns import Patterns
from .core.simulate import simulate
from .core.solver import Solver, deep_search
from .core.state import GameState
from .core.strategies import POOLS, STRATEGIES
from .core.today import TODAY, DatedPatterns, day_info, load_today
from .core.tree import format_tree, verify_tree
from .core.words import NAMED_SETS, WordSet, load_word_set, read_words
from .options import validate
from .commands import config, serve

EPILOG = """\
feedback notations: g/y/b letters (gybbb), digits 2/1/0 (21000), symbols +/~/- (+~---),
or the emoji squares the game shares. Example:
  wordle-tui suggest salet=bbbbb crony=bbygb
"""


def _word_args(p: argparse.ArgumentParser, default: str | None = "original") -> None:
    g = p.add_argument_group("word lists")
    g.add_argument("--set", default=default, choices=list(NAMED_SETS),
                   help=f"named word set (default: {default}{'' if default == TODAY else '; a research command'})"
                   if default else "named word set (default: the saved game's, else the settings' (today))")
    if default == TODAY:
        g.add_argument("--date", type=date_arg, metavar="YYYY-MM-DD",
                       help="play the game of that day: the prior as of that date (default: today, US Eastern)")
        history_arg(g)
    g.add_argument("--words", metavar="FILE", help="allowed guesses, one a line (also the answers if --answers is not given)")
    g.add_argument("--answers", metavar="FILE", help="possible answers, one a line")
    g.add_argument("--length", type=int, metavar="N", help="word length to keep from the files (default: that of the first word of 2+ letters)")


def _strategy_args(p: argparse.ArgumentParser, hard: bool = True) -> None:
    p.add_argument("--strategy", "-s", default="guesses", choices=STRATEGIES,
                   help="(default: guesses, the fewest expected guesses under the prior)")
    p.add_argument("--pool", default="all", choices=POOLS, help="guess from every allowed word or only candidates (default: all)")
    if hard:
        p.add_argument("--hard", action="store_true", help="hard mode: greens stay, revealed letters are reused")
    _deep_args(p)


def _deep_args(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("deep search")
    g.add_argument("--breadth", type=int, metavar="K", help="guesses tried per position (default: all, which proves the result)")
    g.add_argument("--max-guesses", type=int, metavar="N", help="a guess limit in normal mode (hard mode: 6)")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="wordle-tui",
        description="A terminal assistant for Wordle. With no command it opens the app.",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    from . import __version__

    parser.add_argument("--version", action="version", version=f"wordle-tui {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")

    p = sub.add_parser("play", help="open the app (the default)")
    _word_args(p, None)
    p.add_argument("--answer", metavar="WORD", help="practice mode with this hidden answer")
    p.add_argument("--practice", action="store_true", help="practice mode with a random hidden answer")
    p.add_argument("--rows", type=int, metavar="N", help="rows on the board (default: 6, or length + 1 for long words)")
    p.add_argument("--hard", action="store_true", help="hard mode: greens stay, revealed letters are reused")
    p.add_argument("--strategy", "-s", choices=STRATEGIES, help="(default: the saved game's, else the settings' (guesses))")
    p.add_argument("--any-word", action="store_true", help="accept guesses outside the allowed list (for clones)")
    p.set_defaults(set=None, strategy=None)  # unset: the saved game's own

    p = sub.add_parser("score", help="the feedback the game shows for guess/answer pairs")
    p.add_argument("pairs", nargs="+", metavar="GUESS ANSWER", help="pairs of words of equal length")
    p.add_argument("--json", action="store_true", help="machine-readable output")

    p = sub.add_parser(
        "suggest",
        help="candidates and the best next guesses after some feedback",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("moves", nargs="*", metavar="GUESS=FEEDBACK", help="the guesses played and the colours shown")
    _strategy_args(p)
    _word_args(p, TODAY)
    p.add_argument("--top", type=int, default=10, metavar="K", help="suggestions to show (default: 10)")
    p.add_argument("--any-word", action="store_true", help="accept played guesses outside the allowed list")
    p.add_argument("--widen", action="store_true", help="every allowed word may be the answer, not only the answer list")
    p.add_argument("--json", action="store_true", help="machine-readable output")

    p = sub.add_parser("solve", help="the path a strategy plays to a given answer")
    p.add_argument("answer")
    _strategy_args(p)
    _word_args(p, TODAY)
    p.add_argument("--opener", metavar="WORD", help="first guess (default: the strategy's best)")
    p.add_argument("--json", action="store_true", help="machine-readable output")

    p = sub.add_parser("bench", help="play every answer with one or more strategies and report the results")
    p.add_argument("--strategy", "-s", default="entropy", metavar="S[,S...]",
                   help=f"strategies to compare, comma-separated, from {', '.join(STRATEGIES)}, or 'all' (default: entropy)")
    p.add_argument("--pool", default="all", choices=POOLS, help="guess from every allowed word or only candidates (default: all)")
    p.add_argument("--hard", action="store_true", help="hard mode: greens stay, revealed letters are reused")
    _word_args(p)
    p.add_argument("--opener", metavar="W[,W...]", help="first guess, or one per strategy (default: each strategy's best)")
    p.add_argument("--csv", metavar="FILE", help="also write every game (answer, guesses, path) to a CSV file")
    _deep_args(p)
    p.add_argument("--sample", type=int, metavar="K", help="play a deterministic sample of K answers")
    p.add_argument("--json", action="store_true", help="machine-readable output")

    p = sub.add_parser("cover", help="kilordle: the fewest guesses that make every letter-position green")
    _word_args(p)
    p.add_argument("--targets", default="answers", metavar="answers|allowed|FILE",
                   help="words whose letter-positions must be covered (default: answers)")
    p.add_argument("--pool", default="allowed", choices=("allowed", "answers"), help="words to guess from (default: allowed)")
    p.add_argument("--include", nargs="+", default=[], metavar="W", help="words that must be in the cover (already played)")
    p.add_argument("--exclude", nargs="+", default=[], metavar="W", help="words not to use")
    p.add_argument("--time-limit", type=float, default=30.0, metavar="S", help="solver time limit in seconds (default: 30)")
    p.add_argument("--solver", default="cbc", choices=SOLVERS, help="cbc (bundled with PuLP) or highs (needs highspy)")
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
    p.add_argument("--max-guesses", type=int, metavar="N",
                   help="fail a line with more guesses (default: the game's 6, or length + 1 for long words)")
    p.add_argument("--json", action="store_true", help="machine-readable output")

    p = sub.add_parser("openers", help="rank first guesses: a cheap bound for all, exact totals for the best")
    _word_args(p)
    p.add_argument("--top", type=int, default=10, metavar="N", help="openers to solve exactly (default: 10)")
    p.add_argument("--hard", action="store_true", help="hard mode (at most 6 guesses)")
    _deep_args(p)
    p.add_argument("--json", action="store_true", help="machine-readable output")
    for command in (cache_command, config, multi_command, review_command, serve, stats_command):
        command.add_parser(sub)
    backtest_command.add_parser(sub)
    history_command.add_parser(sub)
    openers_all.add_arguments(p)
    return parser


# -- plumbing ---------------------------------------------------------------------------
MAX_MESSAGE = 400  # characters: input repeated in a message never floods the terminal


def _say(message: str) -> None:
    """One line on stderr, with anything unprintable from a file or an argument escaped."""
    safe = "".join(c if c.isprintable() else repr(c)[1:-1] for c in message)
    if len(safe) > MAX_MESSAGE:
        safe = safe[:MAX_MESSAGE] + "..."
    try:
        print(f"wordle-tui: {safe}", file=sys.stderr, flush=True)
    except (OSError, ValueError):
        pass  # stderr itself is full or closed: the exit status still tells


def _load(args) -> Patterns:
    if args.set == TODAY and args.words is None and args.answers is None:
        if not hasattr(args, "date"):
            raise WordleError(f"--set today is the dated game of play, suggest, solve and review; {args.command} "
                              "needs a stored matrix: use --set nyt-all (the same words, equally likely)")
        game = load_today(args.date, history=load_history_arg(args, _say))
        if game.notice:
            _say(game.notice)
        return game
    words: WordSet = load_word_set(args.set, words=args.words, answers=args.answers, length=args.length)
    for warning in words.warnings:
        _say(warning)
    patterns = Patterns.load(words, on_progress=_progress_bar("building pattern matrix", 100))
    if patterns.notice:
        _say(patterns.notice)
    return patterns


def _progress_bar(label: str, total: int) -> Callable[[float], None] | None:
    """A one-line progress bar on stderr when it is a terminal; otherwise nothing."""
    if not sys.stderr.isatty():
        return None

    def show(fraction: float) -> None:
        done = int(30 * fraction)
        end = "\n" if fraction >= 1 else ""
        print(f"\r{label} [{'#' * done}{'.' * (30 - done)}] {fraction:4.0%}", end=end, file=sys.stderr, flush=True)

    return show


def _emit(args, data: dict, text: list[str]) -> None:
    print(json.dumps(data, indent=1) if args.json else "\n".join(text))


def _parse_move(text: str, words: WordSet, any_word: bool) -> tuple[str, int]:
    guess, sep, feedback = text.partition("=")
    if not sep:
        raise WordleError(f"bad move {shown(text)}: write GUESS=FEEDBACK, e.g. salet=bbyby")
    return words.check_guess(guess, any_word=any_word), parse(feedback, words.length)


# -- commands ---------------------------------------------------------------------------
def cmd_score(args) -> None:
    if len(args.pairs) % 2:
        raise WordleError(f"score takes pairs of words: {args.pairs[-1]!r} has no answer")
    rows = []
    for guess, answer in zip(args.pairs[::2], args.pairs[1::2]):
        guess, answer = guess.lower(), answer.lower()
        for w in (guess, answer):
            if not (w.isascii() and w.isalpha()):
                raise WordleError(f"{shown(w)} is not a word of letters a-z")
        rows.append({"guess": guess, "answer": answer, "feedback": format_pattern(score(guess, answer), len(guess))})
    _emit(args, {"scores": rows}, [r["feedback"] for r in rows])


def cmd_suggest(args) -> None:
    patterns = _load(args)
    if args.widen:
        patterns = patterns.widened()
    state = GameState.start(patterns, hard=args.hard)
    for move in args.moves:
        guess, pattern = _parse_move(move, patterns.words, args.any_word)
        try:
            state = state.play(guess, pattern, any_word=args.any_word)
        except NoCandidatesError as exc:
            if args.widen:
                raise WordleError(f"{exc} (every allowed word was a candidate)") from None
            raise WordleError(f"{exc}, or add --widen: the answer may be outside the answer list") from None
    solver = _solver(args)
    _refuse_endless_deep(solver, state, args.breadth)
    suggestions = solver.suggest(state, top=args.top, on_progress=_deep_progress())
    weighted = state.weights is not None
    data = {
        **({"day": day_info(patterns).to_json()} if isinstance(patterns, DatedPatterns) else {}),
        "candidates": state.count,
        "bits_unknown": round(state.bits_unknown, 4),
        "steps": [
            {
                "guess": s.guess,
                "feedback": format_pattern(s.pattern, patterns.length),
                "before": s.before,
                "after": s.after,
                "bits_expected": round(s.expected_bits, 4),
                "bits_gained": round(s.gained_bits, 4),
            }
            for s in state.steps
        ],
        "candidate_words": [w for w, _ in state.candidate_probabilities()[:100]] if weighted
        else state.candidate_words()[:100],
        **({"candidate_probabilities": {w: round(p, 6) for w, p in state.candidate_probabilities()[:100]}}
           if weighted else {}),
        "suggestions": [
            {**s.to_json(), "bits": round(s.bits, 4), "expected": round(s.expected, 4)} for s in suggestions
        ],
    }
    text = [line] if (line := describe_day(patterns)) else []
    for i, s in enumerate(state.steps, 1):
        text.append(
            f"{i}. {s.guess.upper()} {format_pattern(s.pattern, patterns.length)}  "
            f"{s.before} -> {s.after}  expected {s.expected_bits:.2f} bits, gained {s.gained_bits:.2f}"
        )
    text.append(f"{state.count} candidates left, {state.bits_unknown:.2f} bits unknown")
    if state.solved:
        text.append(f"solved: {state.steps[-1].guess.upper()}")
    elif weighted:
        likely = state.candidate_probabilities()
        shown = [f"{w.upper()} {p:.1%}" for w, p in likely[:12] if p >= 0.0005]
        text.append("  most likely: " + " ".join(shown) + (f" (+{len(likely) - len(shown)} less likely)"
                                                            if len(likely) > len(shown) else ""))
    elif state.count <= 30:
        text.append("  " + " ".join(w.upper() for w in state.candidate_words()))
    if suggestions and not state.solved:
        text.append(f"best next guesses ({args.strategy}{', hard' if args.hard else ''}):")
        text.append(f"  {'guess':<{patterns.length + 2}}{'bits':>6}{'expected':>10}{'worst':>7}")
        for s in suggestions:
            mark = (f"  {s.chance:6.1%}" if s.chance >= 0.0005 else "       -") if weighted else (" *" if s.could_be_answer else "")
            if s.total is not None:
                verdict = (
                    "optimal" if s.proven and s is suggestions[0]
                    else "exact (after this guess)" if s.proven
                    else "best of the openers solved so far" if not state.steps
                    else f"best with breadth {args.breadth}"
                )
                mark += f"  total {s.total} over {state.count} ({s.total / state.count:.4f} a game), {verdict}"
            elif args.strategy == "deep" and state.steps:
                mark += "  total not proven within the time budget"
            text.append(f"  {s.guess.upper():<{patterns.length + 2}}{s.bits:6.2f}{s.expected:10.2f}{s.worst:7d}{mark}")
        text.append("  %: the chance it is the answer" if weighted else "  * could be the answer")
    _emit(args, data, text)


def _refuse_endless_deep(solver: Solver, state: GameState, breadth: int | None) -> None:
    if solver.strategy == "deep" and not state.steps and breadth is None and not solver.known_openers(state):
        raise WordleError(
            "a deep search over every first guess takes hours: run `wordle-tui openers --top N` first "
            "(its totals are then offered here), or give --breadth K (or --opener WORD to solve)"
        )


def cmd_solve(args) -> None:
    patterns = _load(args)
    state = GameState.start(patterns, hard=args.hard)
    solver = _solver(args)
    if not args.opener:
        _refuse_endless_deep(solver, state, args.breadth)
    state = solver.solve(state, args.answer, args.opener)
    length = patterns.length
    data = {
        "answer": state.steps[-1].guess,
        "guesses": [{"guess": s.guess, "feedback": format_pattern(s.pattern, length)} for s in state.steps],
    }
    text = [
        f"{i}. {s.guess.upper()} {format_pattern(s.pattern, length)}  {s.before} -> {s.after}"
        for i, s in enumerate(state.steps, 1)
    ]
    text.append(f"solved {data['answer'].upper()} in {len(state.steps)}")
    if (line := describe_day(patterns)):
        text.insert(0, line)
    _emit(args, data, text)


def cmd_bench(args) -> None:
    strategies = list(STRATEGIES) if args.strategy == "all" else [s.strip() for s in args.strategy.split(",")]
    openers = args.opener.split(",") if args.opener else [None]
    if len(openers) not in (1, len(strategies)):
        raise WordleError(f"{len(openers)} openers for {len(strategies)} strategies: give one, or one per strategy")
    specs = [RunSpec(s, o, args.hard, args.pool, args.breadth, args.max_guesses)
             for s, o in zip(strategies, openers * len(strategies))]
    patterns = _load(args)
    answers = _sample(len(patterns.words.answers), args.sample) if args.sample else None
    runs = []
    for spec in specs:
        bar = _progress_bar(f"{spec.strategy:<9}", 1)
        progress = (lambda r, bar=bar: bar(r.games / r.total)) if bar else None
        runs.append(run_benchmark(patterns, spec, answers=answers, on_progress=progress, use_cache=False))
    if args.csv:
        try:
            Path(args.csv).write_text(benchmark.to_csv(runs, patterns))
        except OSError as exc:
            raise WordleError(f"cannot write {args.csv}: {exc.strerror}") from None
    data = runs[0].summary() if len(runs) == 1 else {"runs": [run.summary() for run in runs]}
    _emit(args, data, _bench_table(runs))


def _solver(args) -> Solver:
    return Solver(args.strategy, args.pool, getattr(args, "breadth", None), getattr(args, "max_guesses", None))


def _deep_progress():
    """Deep-search progress on stderr when it is a terminal."""
    if not sys.stderr.isatty():
        return None

    def show(stats) -> None:
        best = f"best so far {stats.best_guess.upper()} {stats.best_cost}" if stats.best_guess else "searching"
        print(f"\r{best} ({stats.tried}/{stats.to_try} guesses, {stats.nodes} positions, {stats.seconds:.0f} s)   ",
              end="", file=sys.stderr, flush=True)

    return show


def cmd_tree(args) -> None:
    patterns = _load(args)
    root = GameState.start(patterns, hard=args.hard)
    opener = patterns.words.check_guess(args.opener)
    solver = Solver("deep", breadth=args.breadth, max_guesses=args.max_guesses)
    bar = _progress_bar("solving", 1)
    result = simulate(root, solver.best, opener=opener, on_progress=(lambda r: bar(r.games / r.total)) if bar else None)
    sys.stdout.write(format_tree(result.paths))
    proof = "proven optimal" if args.breadth is None else f"breadth {args.breadth}: an upper bound"
    _say(f"{opener.upper()}{' hard' if args.hard else ''}: total {sum(map(len, result.paths.values()))}, "
         f"average {result.average:.5f}, max {result.max} ({proof}), {result.seconds:.1f} s")


def cmd_verify_tree(args) -> None:
    patterns = _load(args)
    try:
        text = Path(args.file).read_text(encoding="utf-8", errors="replace")
    except OSError as exc:
        raise WordleError(f"cannot read {args.file}: {exc.strerror}") from None
    # The game's own limit unless told otherwise: 6 rows, or length + 1 for long words.
    max_guesses = args.max_guesses or max(6, patterns.length + 1)
    report = verify_tree(patterns, text, hard=args.hard, max_guesses=max_guesses)
    data = {"games": report.games, "total": report.total, "average": round(report.average, 5), "max": report.max}
    _emit(args, data, [f"ok: {report.games} answers, total {report.total}, average {report.average:.5f}, max {report.max}"])


def cmd_openers(args) -> None:
    patterns = _load(args)
    if args.all:
        return openers_all.run(args, patterns)
    search = deep_search(patterns, args.hard, "all", args.breadth, args.max_guesses)
    started = time.perf_counter()

    def progress(r) -> None:
        if sys.stderr.isatty():
            print(f"  {r.guess.upper()} {r.total} ({r.seconds:.1f} s)", file=sys.stderr, flush=True)

    if args.top < 1:
        raise WordleError("--top needs a positive number of openers")
    results = rank_openers(search, args.top, on_result=progress)
    Solver("deep", breadth=args.breadth, max_guesses=args.max_guesses).remember_openers(patterns, args.hard, results)
    n = len(patterns.words.answers)
    proof = "exact" if args.breadth is None else f"upper bounds (breadth {args.breadth})"
    text = [f"{'opener':<8}{'bound':>7}{'total':>7}{'average':>9}{'time':>8}   ({'hard' if args.hard else 'normal'}, totals {proof})"]
    text += [f"{r.guess.upper():<8}{r.bound:>7}{r.total:>7}{r.total / n:>9.5f}{r.seconds:>7.1f}s" for r in results]
    text.append(f"{len(results)} openers in {time.perf_counter() - started:.1f} s")
    data = {"hard": args.hard, "exact": args.breadth is None, "openers": [
        {"guess": r.guess, "bound": r.bound, "total": r.total, "average": round(r.total / n, 5), "seconds": round(r.seconds, 2)}
        for r in results
    ]}
    _emit(args, data, text)


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
            lines.append(f"{run.spec.strategy} failed: " + " ".join(w.upper() for w in run.result.failures[:20]))
    return lines


def cmd_cover(args) -> None:
    words = load_word_set(args.set, words=args.words, answers=args.answers, length=args.length)
    for warning in words.warnings:
        _say(warning)
    if args.targets in ("answers", "allowed"):
        targets = list(words.answers if args.targets == "answers" else words.allowed)
    else:
        target_file = read_words(args.targets, words.length)
        if target_file.warning():
            _say(target_file.warning())
        targets = list(target_file.words)
    pool = list(words.allowed if args.pool == "allowed" else words.answers)
    for w in args.include:  # words already played in the game: real guesses
        words.check_guess(w)
    for w in args.exclude:
        words.check_guess(w, any_word=True)
    result = solve_cover(
        targets, pool, include=args.include, exclude=args.exclude, time_limit=args.time_limit, solver=args.solver
    )
    text = [
        f"{result.size} words cover the {len(result.needed)} letter-positions of {len(targets)} targets "
        f"(guess pool: {len(pool)} {args.pool} words):",
        *_columns([w.upper() for w in result.words]),
        result.proof(),
        f"greedy cover: {result.greedy_size} words",
        f"solved with {result.solver.upper()} in {result.seconds:.2f} s",
    ]
    _emit(args, {"targets": len(targets), "pool": len(pool), **result.to_json()}, text)


def _columns(words: list[str], per_line: int = 10) -> list[str]:
    return ["  " + " ".join(words[i : i + per_line]) for i in range(0, len(words), per_line)]


def run_app(args) -> int:
    if not _has_terminal() and not os.environ.get("TEXTUAL_DRIVER"):  # textual-serve sets its own driver
        raise WordleError("the app needs a terminal (standard input and output are not one); "
                          "the commands work without one: wordle-tui --help")
    from .tui.app import main as app_main  # Textual loads only when the app is wanted

    return app_main(args)


def _has_terminal() -> bool:
    return all(stream is not None and stream.isatty() for stream in (sys.stdin, sys.stdout))


COMMANDS = {
    "score": cmd_score, "suggest": cmd_suggest, "solve": cmd_solve, "bench": cmd_bench, "cover": cmd_cover,
    "tree": cmd_tree, "verify-tree": cmd_verify_tree, "openers": cmd_openers, "cache": cache_command.run,
    "multi": multi_command.run, "review": review_command.run, "stats": stats_command.run,
    "config": config.run, "serve": serve.run,
    "backtest": backtest_command.run, "history": history_command.run,
}


def main(argv: list[str] | None = None) -> int:
    if sys.stderr is None:  # started with stderr closed: run anyway; failures show in the exit status
        sys.stderr = open(os.devnull, "w")
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] not in (*COMMANDS, "play", "-h", "--help", "--version"):
        argv = ["play", *argv]  # no command: the app, with any options given
    args = _parse(build_parser(), argv)
    cache.take_notices()  # only this command's own notices are said (main may run twice in a process)
    for kind in ("cache", "data"):  # temporary files of a run killed mid-write (kill -9)
        cache_dir.remove_leftovers(cache.user_dir(kind))
    try:
        if args.command in COMMANDS:
            if sys.stdout is None:
                raise WordleError("standard output is closed: nowhere to write the result")
            validate(args)
            COMMANDS[args.command](args)
            sys.stdout.flush()  # a full disk or a closed pipe shows here, not at exit
            return 0
        validate(args)
        return run_app(args)
    except WordleError as exc:
        _say(f"error: {exc}")
        return 2
    except KeyboardInterrupt:
        _say("interrupted")
        return 130
    except BrokenPipeError:  # the reader went away (| head): nothing more to say to it
        _discard_stdout()
        return 1
    except OSError as exc:
        _discard_stdout()
        _say(f"error: {exc.strerror or exc}" + (f": {exc.filename}" if exc.filename else " (writing the output)"))
        return 1
    finally:
        for notice in cache.take_notices():
            _say(notice)


def _parse(parser: argparse.ArgumentParser, argv: list[str]) -> argparse.Namespace:
    """Like parse_args, but suggest's moves may stand on either side of options
    (``suggest salet=bbbbb --hard crony=bbbbb``): argparse alone stops at the first option."""
    args, extra = parser.parse_known_args(argv)
    if args.command == "suggest":
        args.moves += [a for a in extra if not a.startswith("-")]
        extra = [a for a in extra if a.startswith("-")]
    if extra:
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    return args


def _discard_stdout() -> None:
    """Point stdout at /dev/null so the interpreter's last flush cannot fail again."""
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, AttributeError, ValueError):
        pass


if __name__ == "__main__":
    sys.exit(main())
