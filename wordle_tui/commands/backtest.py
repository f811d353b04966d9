"""`wordle-tui backtest`: play each day's real NYT answer with the model as of that day."""

from __future__ import annotations

import datetime as dt
import json
import os
import sys
import time

from ..core.errors import WordleError
from ..core.game.puzzle import puzzle_today
from ..core.lab.backtest import GIVE_UP, LOW_MASS, run_backtest
from ..core.lab.simulate import WIN_LIMIT
from ..core.solve.strategies import STRATEGIES
from .common import date_arg, history_arg, load_history_arg, say
from .running import progress_bar, stop_on_signal

DEFAULT_FROM, DEFAULT_TO = "2024-01-01", "2025-12-31"


def add_parser(sub) -> None:
    p = sub.add_parser(
        "backtest",
        help="play every real NYT answer of a period with the today model as of each day",
        description="Each day is played with the prior fitted on the history before it (the `today` set "
        "of that date), the same opener every day.",
    )
    history_arg(p)
    for flag, dest, default, what in (
        ("--from", "start", DEFAULT_FROM, "first"),
        ("--to", "end", DEFAULT_TO, "last"),
    ):
        p.add_argument(
            flag,
            dest=dest,
            type=date_arg,
            default=date_arg(default),
            metavar="YYYY-MM-DD",
            help=f"{what} day (default: {default})",
        )
    p.add_argument(
        "--strategy",
        "-s",
        default="guesses",
        choices=STRATEGIES,
        help="(default: guesses); deep: the app's weighted, 6-safe search after the first guess "
        "(it opens with guesses' first guess); slow: progress goes to stderr, ctrl+c or TERM "
        "reports the days played",
    )
    p.add_argument(
        "--opener",
        metavar="WORD",
        help="first guess every day (default: the strategy's best on the first day; deep: guesses')",
    )
    p.add_argument("--hard", action="store_true", help="hard mode: greens stay, revealed letters are reused")
    p.add_argument(
        "--workers",
        type=int,
        metavar="N",
        help="processes playing days side by side (default: every core for deep, else 1)",
    )
    p.add_argument("--json", action="store_true", help="machine-readable output")


def run(args) -> None:
    if args.end < args.start:
        raise WordleError(f"--to {args.end} is before --from {args.start}")
    if args.workers is not None and args.workers < 1:
        raise WordleError(f"--workers {args.workers}: at least 1")
    workers = args.workers or ((os.cpu_count() or 1) if args.strategy == "deep" else 1)
    history = load_history_arg(args, say)
    today = puzzle_today()
    end = min(args.end, today - dt.timedelta(days=1))  # as `history` shows: never today's or later
    if history.between(max(args.start, today), args.end):
        say(f"days from {today} on are not played: their answers are not public yet")
    result = stop_on_signal(
        lambda cancel: run_backtest(
            history,
            args.start,
            end,
            strategy=args.strategy,
            opener=args.opener,
            hard=args.hard,
            on_progress=progress_bar("backtest") or progress_lines("backtest"),
            cancel=cancel,
            workers=workers,
        )
    )
    if args.json:
        print(json.dumps(result.to_json(), indent=1))
    else:
        print("\n".join(text(result)))
    if not result.complete:
        raise KeyboardInterrupt  # the partial figures are out; the exit status says it stopped


def progress_lines(label: str, every: float = 30.0):
    """Off a terminal (a log, a background run): a line on stderr at most every ``every`` s."""
    started = time.monotonic()
    last = [started]

    def show(done: int, total: int) -> None:
        now = time.monotonic()
        if now - last[0] >= every or done >= total:
            last[0] = now
            print(f"{label}: {done}/{total} days, {now - started:.0f} s", file=sys.stderr, flush=True)

    return show


def text(result) -> list[str]:
    days = result.days
    if not days:
        return [f"stopped before the first day was played: {result.strategy}, opener {result.opener.upper()}"]
    lines = [
        f"{len(days)} days from {days[0].date} to {days[-1].date}: {result.strategy}, opener {result.opener.upper()}"
        f"{', hard' if result.hard else ''}{'' if result.complete else ' (stopped early: the days played)'}",
        f"average {result.average:.4f} guesses, max {result.max}, {len(result.failures)} failures "
        f"(more than {WIN_LIMIT}, or not found in {GIVE_UP}), {result.seconds:.1f} s",
    ]
    peak = max(result.histogram.values(), default=1)
    lines += [f"  {k:>2} {v:>5} {'#' * round(30 * v / peak)}" for k, v in result.histogram.items()]
    for day in result.failures:
        lines.append(
            f"failed {day.date} {day.answer.upper()}: {len(day.guesses)} guesses "
            + " ".join(g.upper() for g in day.guesses)
        )
    if result.fallback_days:
        lines.append(
            f"{len(result.fallback_days)} days where deep found no play sure to finish within 6 "
            "(hard mode): the guesses strategy played those moves"
        )
        lines += [f"  {d.date} {d.answer.upper()}: {d.fallbacks} moves" for d in result.fallback_days]
    if result.gave_up_days:
        lines.append(
            f"{len(result.gave_up_days)} days where deep gave up proving a move (its effort limit): "
            "the guesses strategy played those moves"
        )
        lines += [f"  {d.date} {d.answer.upper()}: {d.gave_up} moves" for d in result.gave_up_days]
    if result.surprises:
        lines.append(f"answers with less than {LOW_MASS:.0%} of the prior mass after the first guess:")
        lines += [f"  {d.date} {d.answer.upper()} {d.mass_after_first:.3%}" for d in result.surprises]
    return lines
