"""`wordle-tui history`: past NYT answers (never today's or later), and `history update`."""

from __future__ import annotations

import json

from ..core.errors import WordleError
from ..core.game.puzzle import puzzle_number, puzzle_today
from ..core.game.words import named_set
from ..core.nyt.fetch import update_history
from .common import history_arg, load_history_arg, say
from .running import progress_bar


def add_parser(sub) -> None:
    p = sub.add_parser(
        "history",
        help="the last 10 past NYT answers (spoilers, never today's; --all: every one), or `history update` "
        "to fetch the missing days",
        description="Lists the last 10 past answers, newest last (--last N for another number, --all for every "
        "one since puzzle 0). `history update` fetches the days missing up to yesterday "
        "(your local date, or the time_zone setting) from NYT and stores them in your data directory "
        "(base URL: $WORDLE_TUI_NYT_URL, default https://www.nytimes.com/svc/wordle/v2).",
    )
    p.add_argument(
        "action", nargs="?", choices=("list", "update"), default="list", help="list (default) or update"
    )
    count = p.add_mutually_exclusive_group()
    count.add_argument("--last", type=int, default=10, metavar="N", help="answers to list (default: 10)")
    count.add_argument("--all", action="store_true", help="list every past answer")
    history_arg(p)
    p.add_argument("--json", action="store_true", help="machine-readable output")


def run(args) -> None:
    if args.action == "update":
        if args.history:
            raise WordleError("history update stores into your data directory: drop --history")
        result = update_history(set(named_set("today").allowed), on_progress=progress_bar("fetching"))
        if args.json:
            print(
                json.dumps(
                    {
                        "added": [{"date": d.isoformat(), "answer": w} for d, w in result.added],
                        "unstored": [{"date": d.isoformat(), "answer": w} for d, w in result.unstored],
                        "wanted": result.wanted,
                        "error": result.error,
                        "last": result.last.isoformat() if result.last else None,
                    },
                    indent=1,
                )
            )
        if result.error:  # also with --json: a stopped update is said, never only in a field
            raise WordleError(result.summary())  # one line, exit status 2; what was fetched is kept
        if not args.json:
            print(result.summary())
        return
    if args.last < 1:
        raise WordleError("--last needs a positive number of days")
    history = load_history_arg(args, say)
    today = puzzle_today()
    past = [(d, w) for d, w in history.days if d < today]  # never today's answer: a spoiler
    past = past if args.all else past[-args.last :]
    if args.json:
        print(
            json.dumps(
                [{"date": d.isoformat(), "puzzle": puzzle_number(d), "answer": w} for d, w in past], indent=1
            )
        )
        return
    print("\n".join(f"{d.isoformat()}  #{puzzle_number(d):<5} {w.upper()}" for d, w in past))
    age = history.age(today)
    if age:
        say(
            f"the history stops at {history.last}, {age} days ago: `wordle-tui history update` fetches the rest"
        )
