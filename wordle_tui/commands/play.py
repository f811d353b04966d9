"""`wordle-tui [play]`: the app itself (Textual loads only here, and only when it is wanted)."""

from __future__ import annotations

import atexit
import contextlib
import os
import sys
from typing import NoReturn

from ..core.errors import WordleError
from ..core.solve.strategies import STRATEGIES
from ..core.storage import cache
from .common import _say, _word_args


def add_parser(sub) -> None:
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


def run(args) -> NoReturn:
    if not _has_terminal() and not os.environ.get("TEXTUAL_DRIVER"):  # textual-serve sets its own driver
        raise WordleError(
            "the app needs a terminal (standard input and output are not one); "
            "the commands work without one: wordle-tui --help"
        )
    from ..tui.app import main as app_main  # Textual loads only when the app is wanted

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
