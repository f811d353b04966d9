"""What several commands share: their common options, loading the words and the game, the day line,
and printing text or JSON (progress bars and signals: running.py)."""

from __future__ import annotations

import argparse
import contextlib
import json
import sys
from collections.abc import Callable

from ..core.errors import WordleError, shown
from ..core.game.feedback import parse
from ..core.game.game import Game
from ..core.game.patterns import PatternSource
from ..core.game.puzzle import check_day
from ..core.game.setup import build_game
from ..core.game.words import NAMED_SETS, WordSet, load_word_set
from ..core.nyt.history import History, load_history, parse_date
from ..core.nyt.today import TODAY
from ..core.solve.solver import Solver
from ..core.solve.strategies import POOLS, STRATEGIES
from .running import fraction_bar

FEEDBACK_EPILOG = """\
feedback notations: g/y/b letters (gybbb), digits 2/1/0 (21000), symbols +/~/- (+~---),
or the emoji squares the game shares. Example:
  wordle-tui suggest salet=bbbbb crony=bbygb
"""


def date_arg(text: str):
    """An argparse type: a YYYY-MM-DD date, or argparse's error with our message."""
    try:
        return parse_date(text)
    except WordleError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def game_date_arg(text: str):
    """An argparse type: the date of a game, from the first puzzle (2021-06-19) to today's,
    the player's local date (a later puzzle is not out yet)."""
    try:
        return check_day(date_arg(text))
    except WordleError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def history_arg(p) -> None:
    p.add_argument(
        "--history",
        metavar="FILE",
        help="answer history TSV (date, puzzle, answer) replacing the shipped one and your updates",
    )


def load_history_arg(args: argparse.Namespace, say: Callable[[str], None]) -> History:
    loaded = load_history(getattr(args, "history", None))
    if loaded.notice:
        say(loaded.notice)
    return loaded.history


def describe_day(patterns) -> str | None:
    """The day line for a dated game, None for the other sets."""

    info = patterns.day_info()
    return info.headline() if info is not None else None


MAX_MESSAGE = 400  # characters: input repeated in a message never floods the terminal


def _word_args(p: argparse.ArgumentParser, default: str | None = "original") -> None:
    g = p.add_argument_group("word lists")
    g.add_argument(
        "--set",
        default=default,
        choices=list(NAMED_SETS),
        help=f"named word set (default: {default}{'' if default == TODAY else '; a research command'})"
        if default
        else "named word set (default: the saved game's, else the settings' (today))",
    )
    if default == TODAY:
        g.add_argument(
            "--date",
            type=game_date_arg,
            metavar="YYYY-MM-DD",
            help="play the game of that day, up to today: the prior as of that date (default: today, your "
            "local date)",
        )
        history_arg(g)
    elif default is None:  # the app
        g.add_argument(
            "--date",
            type=game_date_arg,
            metavar="YYYY-MM-DD",
            help="play the today set's game of a past day, its prior as of that date: an archive game, "
            "not saved (the daily slot keeps today's); today's date (the default: your local date) "
            "is the daily game itself",
        )
        history_arg(g)
    g.add_argument(
        "--words",
        metavar="FILE",
        help="allowed guesses, one a line (also the answers if --answers is not given)",
    )
    g.add_argument("--answers", metavar="FILE", help="possible answers, one a line")
    g.add_argument(
        "--length",
        type=int,
        metavar="N",
        help="word length to keep from the files (default: that of the first word of 2+ letters)",
    )


def _strategy_args(p: argparse.ArgumentParser, hard: bool = True) -> None:
    p.add_argument(
        "--strategy",
        "-s",
        default="guesses",
        choices=STRATEGIES,
        help="(default: guesses, the fewest expected guesses under the prior)",
    )
    p.add_argument(
        "--pool",
        default="all",
        choices=POOLS,
        help="guess from every allowed word or only candidates (default: all)",
    )
    if hard:
        p.add_argument(
            "--hard", action="store_true", help="hard mode: greens stay, revealed letters are reused"
        )
    _deep_args(p)


def _deep_args(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group("deep search")
    g.add_argument(
        "--breadth",
        type=int,
        metavar="K",
        help="guesses tried per position (default: all, which proves the result)",
    )
    g.add_argument("--max-guesses", type=int, metavar="N", help="a guess limit in normal mode (hard mode: 6)")


def _say(message: str) -> None:
    """One line on stderr, with anything unprintable from a file or an argument escaped."""
    safe = "".join(c if c.isprintable() else repr(c)[1:-1] for c in message)
    if len(safe) > MAX_MESSAGE:
        safe = safe[:MAX_MESSAGE] + "..."
    # stderr itself is full or closed: the exit status still tells
    with contextlib.suppress(OSError, ValueError):
        print(f"wordle-tui: {safe}", file=sys.stderr, flush=True)


def _load(args) -> PatternSource:
    """The pattern source of the options' game (research commands that need only that)."""
    return _load_game(args).source


def _load_game(args, hard: bool = False) -> Game:
    """The game the options describe (core/game/setup.py decides its answer model)."""
    if args.set == TODAY and args.words is None and args.answers is None:
        if not hasattr(args, "date"):
            raise WordleError(
                f"--set today is the dated game of play, suggest, solve and review; {args.command} "
                "needs a stored matrix: use --set nyt-all (the same words, equally likely)"
            )
        game = build_game(TODAY, day=args.date, history=load_history_arg(args, _say), hard=hard)
    else:
        if getattr(args, "date", None) is not None or getattr(args, "history", None) is not None:
            name = args.set if args.words is None and args.answers is None else "your word files"
            raise WordleError(f"--date and --history are for the today set's game, not {name!r}")
        words: WordSet = load_word_set(args.set, words=args.words, answers=args.answers, length=args.length)
        for warning in words.warnings:
            _say(warning)
        game = build_game(words.name, words, hard=hard, on_progress=fraction_bar("building pattern matrix"))
    if game.source.notice:
        _say(game.source.notice)
    return game


def _emit(args, data: dict, text: list[str]) -> None:
    print(json.dumps(data, indent=1) if args.json else "\n".join(text))


def _parse_move(text: str, words: WordSet, any_word: bool) -> tuple[str, int]:
    guess, sep, feedback = text.partition("=")
    if not sep:
        raise WordleError(f"bad move {shown(text)}: write GUESS=FEEDBACK, e.g. salet=bbyby")
    return words.check_guess(guess, any_word=any_word), parse(feedback, words.length)


def _solver(args) -> Solver:
    return Solver(
        args.strategy, args.pool, getattr(args, "breadth", None), getattr(args, "max_guesses", None)
    )


say = _say  # the name the newer commands use
