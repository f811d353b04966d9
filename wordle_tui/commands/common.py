"""What several commands share: the --history option, the day line, a progress bar."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable

from ..core.errors import WordleError
from ..core.history import History, load_history, parse_date


def date_arg(text: str):
    """An argparse type: a YYYY-MM-DD date, or argparse's error with our message."""
    try:
        return parse_date(text)
    except WordleError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def history_arg(p) -> None:
    p.add_argument("--history", metavar="FILE",
                   help="answer history TSV (date, puzzle, answer) replacing the shipped one and your updates")


def load_history_arg(args: argparse.Namespace, say: Callable[[str], None]) -> History:
    loaded = load_history(getattr(args, "history", None))
    if loaded.notice:
        say(loaded.notice)
    return loaded.history


def say(message: str) -> None:
    print(f"wordle-tui: {message}", file=sys.stderr)


def progress_bar(label: str) -> Callable[[int, int], None] | None:
    """A one-line progress bar on stderr when it is a terminal; otherwise nothing."""
    if not sys.stderr.isatty():
        return None

    def show(done: int, total: int) -> None:
        filled = int(30 * done / max(total, 1))
        end = "\n" if done >= total else ""
        print(f"\r{label} [{'#' * filled}{'.' * (30 - filled)}] {done}/{total}", end=end, file=sys.stderr, flush=True)

    return show


def describe_day(patterns) -> str | None:
    """The day line for a dated game, None for the other sets."""
    from ..core.today import DatedPatterns, day_info

    return day_info(patterns).headline() if isinstance(patterns, DatedPatterns) else None
