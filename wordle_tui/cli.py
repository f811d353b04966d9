"""The `wordle-tui` command: the app with no arguments, headless subcommands over the core."""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import sys

from .commands import backtest as backtest_command
from .commands import cache as cache_command
from .commands import config, openers, play, research, score, serve, solve, suggest
from .commands import history as history_command
from .commands import multi as multi_command
from .commands import review as review_command
from .commands import stats as stats_command
from .commands.common import FEEDBACK_EPILOG, _say
from .core.errors import WordleError
from .core.storage import cache, cache_dir
from .options import validate

# Each command's module adds its parser and runs it; `play` (the app) is the default.
COMMANDS = {
    "score": score.run,
    "suggest": suggest.run,
    "solve": solve.run,
    "bench": research.cmd_bench,
    "cover": research.cmd_cover,
    "tree": research.cmd_tree,
    "verify-tree": research.cmd_verify_tree,
    "openers": openers.run,
    "cache": cache_command.run,
    "multi": multi_command.run,
    "review": review_command.run,
    "stats": stats_command.run,
    "config": config.run,
    "serve": serve.run,
    "backtest": backtest_command.run,
    "history": history_command.run,
}


class Parser(argparse.ArgumentParser):
    """argparse's parser, but a bad value for an option (``--date 2025-02-30``, ``--top x``) is one
    line naming the option, as every other bad input is, not the command's whole usage first."""

    def error(self, message: str):
        if message.startswith("argument "):  # argparse's ArgumentError: it names the option
            self.exit(2, f"{self.prog}: error: {message}\n")
        super().error(message)


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="wordle-tui",
        description="A terminal assistant for Wordle. With no command it opens the app.",
        epilog=FEEDBACK_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    from . import __version__

    parser.add_argument("--version", action="version", version=f"wordle-tui {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for command in (play, score, suggest, solve):
        command.add_parser(sub)
    research.add_parsers(sub)
    for module in (cache_command, config, multi_command, review_command, serve, stats_command):
        module.add_parser(sub)
    backtest_command.add_parser(sub)
    history_command.add_parser(sub)
    return parser


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
            if args.command != "config":  # it lists every problem; the app says them in a notice
                _say_zone_problem()
            COMMANDS[args.command](args)
            sys.stdout.flush()  # a full disk or a closed pipe shows here, not at exit
            return 0
        validate(args)
        return play.run(args)
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


def _say_zone_problem() -> None:
    """Every command dates the daily puzzle: a time_zone setting not in force is said first."""
    from .core.storage.settings import load_settings

    if problem := load_settings().zone_problem():
        _say(problem)


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
    if args.command == "play" and extra and not extra[0].startswith("-"):  # play takes no words
        parser.exit(
            2, f"{parser.prog}: error: {extra[0]!r} is not a command (`{parser.prog} --help` lists them)\n"
        )
    if extra:  # one line naming the command, as a bad value is (not the top-level usage)
        sub = getattr(args, f"{args.command}_command", None)  # `multi suggest`: its own options
        prog = " ".join(filter(None, [parser.prog, args.command, sub]))
        parser.exit(
            2,
            f"{prog}: error: unrecognized arguments: {' '.join(extra)} (`{prog} --help` lists its options)\n",
        )
    return args


def _discard_stdout() -> None:
    """Point stdout at /dev/null so the interpreter's last flush cannot fail again."""
    with contextlib.suppress(OSError, AttributeError, ValueError):
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


if __name__ == "__main__":
    sys.exit(main())
