"""The `wordle-tui` command: the app with no arguments, headless subcommands over the core."""

from __future__ import annotations

import argparse
import atexit
import contextlib
import io
import os
import sys
from dataclasses import replace
from typing import Any, NoReturn

from .commands import backtest as backtest_command
from .commands import cache as cache_command
from .commands import config, research, serve
from .commands import history as history_command
from .commands import multi as multi_command
from .commands import review as review_command
from .commands import stats as stats_command
from .commands.common import (
    _deep_progress,
    _emit,
    _load_game,
    _parse_move,
    _say,
    _solver,
    _strategy_args,
    _word_args,
    describe_day,
)
from .core.errors import NoCandidatesError, WordleError, shown
from .core.game.feedback import format_pattern, score
from .core.game.state import GameState
from .core.nyt.today import TODAY
from .core.solve.measure import MEASURE_NOTE
from .core.solve.solver import Solver
from .core.solve.strategies import STRATEGIES, percent
from .core.storage import cache, cache_dir
from .options import validate

EPILOG = """\
feedback notations: g/y/b letters (gybbb), digits 2/1/0 (21000), symbols +/~/- (+~---),
or the emoji squares the game shares. Example:
  wordle-tui suggest salet=bbbbb crony=bbygb
"""


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
    p.add_argument(
        "--rows", type=int, metavar="N", help="rows on the board (default: 6, or length + 1 for long words)"
    )
    p.add_argument("--hard", action="store_true", help="hard mode: greens stay, revealed letters are reused")
    p.add_argument(
        "--strategy",
        "-s",
        choices=STRATEGIES,
        help="(default: the saved game's, else the settings' (guesses))",
    )
    p.add_argument(
        "--any-word", action="store_true", help="accept guesses outside the allowed list (for clones)"
    )
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
    p.add_argument(
        "moves", nargs="*", metavar="GUESS=FEEDBACK", help="the guesses played and the colours shown"
    )
    _strategy_args(p)
    _word_args(p, TODAY)
    p.add_argument("--top", type=int, default=10, metavar="K", help="suggestions to show (default: 10)")
    p.add_argument("--any-word", action="store_true", help="accept played guesses outside the allowed list")
    p.add_argument(
        "--widen", action="store_true", help="every allowed word may be the answer, not only the answer list"
    )
    p.add_argument("--json", action="store_true", help="machine-readable output")

    p = sub.add_parser("solve", help="the path a strategy plays to a given answer")
    p.add_argument("answer")
    _strategy_args(p)
    _word_args(p, TODAY)
    p.add_argument("--opener", metavar="WORD", help="first guess (default: the strategy's best)")
    p.add_argument("--json", action="store_true", help="machine-readable output")

    research.add_parsers(sub)
    for command in (cache_command, config, multi_command, review_command, serve, stats_command):
        command.add_parser(sub)
    backtest_command.add_parser(sub)
    history_command.add_parser(sub)
    return parser


# -- commands ---------------------------------------------------------------------------
def cmd_score(args) -> None:
    if len(args.pairs) % 2:
        raise WordleError(f"score takes pairs of words: {args.pairs[-1]!r} has no answer")
    rows = []
    for guess, answer in zip(args.pairs[::2], args.pairs[1::2], strict=False):
        guess, answer = guess.lower(), answer.lower()
        for w in (guess, answer):
            if not (w.isascii() and w.isalpha()):
                raise WordleError(f"{shown(w)} is not a word of letters a-z")
        rows.append(
            {"guess": guess, "answer": answer, "feedback": format_pattern(score(guess, answer), len(guess))}
        )
    _emit(args, {"scores": rows}, [r["feedback"] for r in rows])


def cmd_suggest(args) -> None:
    game = _load_game(args, args.hard)
    if args.widen:
        game = replace(game, source=game.source.widened())
    patterns = game.source
    state = game.start()
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
        **({"day": info.to_json()} if (info := patterns.day_info()) is not None else {}),
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
        "candidate_words": [w for w, _ in state.candidate_probabilities()[:100]]
        if weighted
        else state.candidate_words()[:100],
        **(
            {"candidate_probabilities": {w: round(p, 6) for w, p in state.candidate_probabilities()[:100]}}
            if weighted
            else {}
        ),
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
    text.append(
        f"{state.count} candidate{'' if state.count == 1 else 's'} left, {state.bits_unknown:.2f} bits unknown"
    )
    if state.solved:
        text.append(f"solved: {state.steps[-1].guess.upper()}")
    elif weighted:
        likely = state.candidate_probabilities()
        shown = [f"{w.upper()} {percent(p)}" for w, p in likely[:12] if p >= 0.001]
        text.append(
            "  most likely: "
            + " ".join(shown)
            + (f" (+{len(likely) - len(shown)} less likely)" if len(likely) > len(shown) else "")
        )
    elif state.count <= 30:
        text.append("  " + " ".join(w.upper() for w in state.candidate_words()))
    if suggestions and not state.solved:
        text.append(f"best next guesses ({args.strategy}{', hard' if args.hard else ''}):")
        text.append(
            f"  {'guess':<{patterns.length + 2}}{'guesses':>8}{'bits':>6}{'expected':>10}{'worst':>7}"
        )
        for sug in suggestions:
            mark = f"  {percent(sug.chance) or '-':>6}" if weighted else (" *" if sug.could_be_answer else "")
            if sug.can_lose:  # some answer could need more guesses than the rows left
                mark += f"  can lose: cannot always finish within {state.limit} guesses"
            elif sug.total is not None:
                verdict = (
                    "optimal"
                    if sug.proven and sug is suggestions[0]
                    else "exact (after this guess)"
                    if sug.proven
                    else "best of the openers solved so far"
                    if not state.steps
                    else f"best with breadth {args.breadth}"
                )
                total = f"total {sug.total} = " if not weighted else ""  # a weighted total is no count
                mark += f"  {total}{sug.total / state.count:.5f} a game, {verdict}"
            elif args.strategy == "deep" and state.steps:
                mark += "  total not proven within the time budget"
            figure = "-" if sug.guesses is None or sug.can_lose else f"{sug.guesses:.3f}"
            text.append(
                f"  {sug.guess.upper():<{patterns.length + 2}}{figure:>8}{sug.bits:6.2f}{sug.expected:10.2f}{sug.worst:7d}{mark}"
            )
        text.append("  %: the chance it is the answer" if weighted else "  * could be the answer")
        text.append(f"  guesses: expected guesses to win from here, this one included ({MEASURE_NOTE})")
    _emit(args, data, text)


def _refuse_endless_deep(solver: Solver, state: GameState, breadth: int | None) -> None:
    if solver.strategy == "deep" and not state.steps and breadth is None and not solver.known_openers(state):
        if state.patterns.searched_after_first_guess:
            raise WordleError(
                "deep on today's game starts after the first guess (no opener is solved for the "
                "dated prior): give its feedback, e.g. salet=bybbb (or --opener WORD to solve)"
            )
        raise WordleError(
            "a deep search over every first guess takes hours: give the first guess's feedback (e.g. salet=bybbb), "
            "run `wordle-tui openers --top N` first (its totals are then offered here; seconds to minutes an "
            "opener with 2315 answers, far longer with nyt-all's 14855), or give --breadth K (or --opener WORD to solve)"
        )


def cmd_solve(args) -> None:
    game = _load_game(args, args.hard)
    patterns = game.source
    state = game.start()
    solver = _solver(args)
    if not args.opener:
        _refuse_endless_deep(solver, state, args.breadth)
    state = solver.solve(state, args.answer, args.opener)
    length = patterns.length
    data: dict[str, Any] = {
        "answer": state.steps[-1].guess,
        "guesses": [{"guess": s.guess, "feedback": format_pattern(s.pattern, length)} for s in state.steps],
    }
    text = [
        f"{i}. {s.guess.upper()} {format_pattern(s.pattern, length)}  {s.before} -> {s.after}"
        for i, s in enumerate(state.steps, 1)
    ]
    text.append(f"solved {data['answer'].upper()} in {len(state.steps)}")
    if line := describe_day(patterns):
        text.insert(0, line)
    _emit(args, data, text)


def run_app(args) -> NoReturn:
    if not _has_terminal() and not os.environ.get("TEXTUAL_DRIVER"):  # textual-serve sets its own driver
        raise WordleError(
            "the app needs a terminal (standard input and output are not one); "
            "the commands work without one: wordle-tui --help"
        )
    from .tui.app import main as app_main  # Textual loads only when the app is wanted

    code = app_main(args)
    for notice in cache.take_notices():
        _say(notice)
    _exit_now(code)


def _exit_now(code: int) -> NoReturn:
    """End the process once the app is done and its files are written: the interpreter's own
    teardown of the compiled kernels (numba, LLVM) takes 1.5-3 s, while the terminal, or the
    server of a browser tab (`serve` stopping), waits. Exit handlers still run (the deep
    search's child is stopped by one)."""
    atexit._run_exitfuncs()
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    os._exit(code)


def _has_terminal() -> bool:
    return all(stream is not None and stream.isatty() for stream in (sys.stdin, sys.stdout))


COMMANDS = {
    "score": cmd_score,
    "suggest": cmd_suggest,
    "solve": cmd_solve,
    "bench": research.cmd_bench,
    "cover": research.cmd_cover,
    "tree": research.cmd_tree,
    "verify-tree": research.cmd_verify_tree,
    "openers": research.cmd_openers,
    "cache": cache_command.run,
    "multi": multi_command.run,
    "review": review_command.run,
    "stats": stats_command.run,
    "config": config.run,
    "serve": serve.run,
    "backtest": backtest_command.run,
    "history": history_command.run,
}


def main(argv: list[str] | None = None) -> int:
    if sys.stderr is None:  # started with stderr closed: run anyway; failures show in the exit status
        sys.stderr = open(os.devnull, "w")  # noqa: SIM115  for the life of the process
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv[0] not in (*COMMANDS, "play", "-h", "--help", "--version"):
        argv = ["play", *argv]  # no command: the app, with any options given
    real_stdout, sys.stdout = sys.stdout, io.StringIO()  # argparse swallows a failed write: we do it
    try:
        args = _parse(build_parser(), argv)
    except SystemExit as exc:  # --help, --version (0) or a usage error (2, said on stderr)
        if exc.code != 0:
            raise
        return _print_text(sys.stdout.getvalue(), real_stdout)
    finally:
        sys.stdout = real_stdout
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
    except BrokenPipeError:  # the reader went away (| head): it had all it wanted, not an error
        _discard_stdout()
        return 0
    except OSError as exc:
        _discard_stdout()
        _say(
            f"error: {exc.strerror or exc}"
            + (f": {exc.filename}" if exc.filename else " (writing the output)")
        )
        return 1
    finally:
        for notice in cache.take_notices():
            _say(notice)


def _print_text(text: str, stdout) -> int:
    """Write --help/--version's text: 0 once it is out, else one line and 1 or 2."""
    if stdout is None:
        _say("error: standard output is closed: nowhere to write the text")
        return 2
    try:
        stdout.write(text)
        stdout.flush()
    except BrokenPipeError:  # the reader took what it wanted
        _discard_stdout()
    except OSError as exc:
        _discard_stdout()
        _say(f"error: {exc.strerror or exc} (writing the output)")
        return 1
    return 0


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
    with contextlib.suppress(OSError, AttributeError, ValueError):
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


if __name__ == "__main__":
    sys.exit(main())
