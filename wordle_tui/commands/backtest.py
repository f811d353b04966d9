"""`wordle-tui backtest`: play each day's real NYT answer with the model as of that day."""

from __future__ import annotations

import datetime as dt
import json

from ..core.errors import WordleError
from ..core.lab.backtest import GIVE_UP, LOW_MASS, run_backtest
from ..core.lab.simulate import WIN_LIMIT
from ..core.game.puzzle import puzzle_today
from ..core.solve.strategies import GREEDY
from .common import date_arg, history_arg, load_history_arg, progress_bar, say

DEFAULT_FROM, DEFAULT_TO = "2024-01-01", "2025-12-31"


def add_parser(sub) -> None:
    p = sub.add_parser(
        "backtest",
        help="play every real NYT answer of a period with the today model as of each day",
        description="Each day is played with the prior fitted on the history before it (the `today` set "
        "of that date), the same opener every day.",
    )
    history_arg(p)
    p.add_argument(
        "--from",
        dest="start",
        type=date_arg,
        default=date_arg(DEFAULT_FROM),
        metavar="YYYY-MM-DD",
        help=f"first day (default: {DEFAULT_FROM})",
    )
    p.add_argument(
        "--to",
        dest="end",
        type=date_arg,
        default=date_arg(DEFAULT_TO),
        metavar="YYYY-MM-DD",
        help=f"last day (default: {DEFAULT_TO})",
    )
    p.add_argument("--strategy", "-s", default="guesses", choices=GREEDY, help="(default: guesses)")
    p.add_argument(
        "--opener",
        metavar="WORD",
        help="first guess every day (default: the strategy's best on the first day)",
    )
    p.add_argument("--hard", action="store_true", help="hard mode: greens stay, revealed letters are reused")
    p.add_argument("--json", action="store_true", help="machine-readable output")


def run(args) -> None:
    if args.end < args.start:
        raise WordleError(f"--to {args.end} is before --from {args.start}")
    history = load_history_arg(args, say)
    today = puzzle_today()
    end = min(args.end, today - dt.timedelta(days=1))  # as `history` shows: never today's or later
    if history.between(max(args.start, today), args.end):
        say(f"days from {today} on are not played: their answers are not public yet")
    result = run_backtest(
        history,
        args.start,
        end,
        strategy=args.strategy,
        opener=args.opener,
        hard=args.hard,
        on_progress=progress_bar("backtest"),
    )
    if args.json:
        print(json.dumps(result.to_json(), indent=1))
        return
    print("\n".join(text(result)))


def text(result) -> list[str]:
    days = result.days
    lines = [
        f"{len(days)} days from {days[0].date} to {days[-1].date}: {result.strategy}, opener {result.opener.upper()}"
        f"{', hard' if result.hard else ''}",
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
    if result.surprises:
        lines.append(f"answers with less than {LOW_MASS:.0%} of the prior mass after the first guess:")
        lines += [f"  {d.date} {d.answer.upper()} {d.mass_after_first:.3%}" for d in result.surprises]
    return lines
