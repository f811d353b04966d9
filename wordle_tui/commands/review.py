"""`wordle-tui review`: the coach's step-by-step review of a game, from moves or a share text."""

from __future__ import annotations

import argparse
import datetime as dt
import math
import sys
from dataclasses import replace
from pathlib import Path

from ..core.coach.costs import EFFORT
from ..core.coach.daily_game import record_key
from ..core.coach.game_record import GameRecord
from ..core.coach.pending import read_everything
from ..core.coach.review import MEASURE, TIE, GameReview
from ..core.coach.review import review as coach_review
from ..core.errors import WordleError
from ..core.game.feedback import format_pattern, parse, score
from ..core.game.puzzle import Puzzle, puzzle_number, puzzle_today
from ..core.game.share import SharedGame, parse_share
from ..core.game.words import WordSet
from ..core.nyt.history import load_history
from ..core.nyt.today import TODAY
from .common import _say, describe_day

HELP = """\
Each step shows the candidates before and after, the expected number of guesses to win from
there (this guess included) for your guess and for the best one, and two scores:
  skill = 99 for a best guess, else round(99 * exp(-d)) (at most 98), d = expected guesses lost;
  luck  = percentile of the feedback that came among those the guess could show (50 = average).
Expected guesses are the suggestions' measure (their guesses column) under the game's answer
model; a guess within 0.01 of the best is best (skill 99), and so is the suggestions' #1; one
that can lose scores 0 where another is known not to. Where none is, the moves are compared with
the row limit lifted (on the last row, by their chance of being the answer), said once.
Values marked ~ are estimates (one guess ahead): the deep search did not prove them within
--effort positions. Work, not time, bounds it: the same game gets the same review anywhere.
On the today set (the default) chances follow the day's prior: the first step is always an
estimate, later ones are searched on the candidates it left; a share text's number sets --date.
With --date of a day whose answer the history knows, that answer colours the guesses given
without feedback (as --answer would). With no guesses, the game your record keeps of the day's
puzzle (--date, default today's) is reviewed, with its own hard mode and rows.
Examples:
  wordle-tui review                                        (today's game, once finished in the app)
  wordle-tui review salet=bybyb crony=bbbbb humid=bbbyy abide=ggggg
  wordle-tui review salet crony humid abide --answer abide
  wordle-tui review --share - salet crony humid abide     (paste the share text on stdin)
  wordle-tui review crane rough --date 2025-06-01
"""


def add_parser(sub) -> None:
    from .common import _word_args

    p = sub.add_parser(
        "review",
        help="the coach: each move against the best, with skill and luck",
        epilog=HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument(
        "moves",
        nargs="*",
        metavar="GUESS[=FEEDBACK]",
        help="the guesses played; the colours may come from --answer or --share instead "
        "(none: the game your record keeps of the day)",
    )
    p.add_argument("--answer", metavar="W", help="the answer: colours the guesses given without feedback")
    p.add_argument(
        "--hard", action="store_true", help="review under hard-mode rules (a share text's * sets it too)"
    )
    p.add_argument(
        "--share",
        metavar="FILE|-",
        help="the game's NYT share text (a file, or - for stdin): its colours fill the rows",
    )
    p.add_argument(
        "--effort",
        type=int,
        default=EFFORT,
        metavar="N",
        help=f"positions the exact search may examine per question before estimating (default: {EFFORT})",
    )
    _word_args(p, TODAY)
    p.add_argument("--json", action="store_true", help="machine-readable output")


def run(args) -> None:
    from .common import _emit, _load_game

    if args.effort < 0:
        raise WordleError("--effort needs a number of positions, 0 or more")
    shared = _read_share(args.share) if args.share else None
    # A share text may be a day ahead of the player's date (a friend's, where midnight came first);
    # a --date typed here may not (common.game_date_arg).
    if shared is not None and shared.date is not None and shared.date > puzzle_today() + dt.timedelta(days=1):
        raise WordleError(
            f"the share text is Wordle {shared.puzzle:,} of {shared.date.isoformat()}, "
            "a day still to come: check its number"
        )
    if shared is not None and shared.date is not None and args.set == TODAY:  # not a practice game's
        if args.date is not None and args.date != shared.date:
            raise WordleError(
                f"the share text is Wordle {shared.puzzle:,} of {shared.date.isoformat()}, "
                f"not of --date {args.date.isoformat()}"
            )
        args.date = shared.date  # the puzzle's prior as of its own day
    played = _recorded(args) if not args.moves and shared is None else None
    hard = args.hard or (shared is not None and shared.hard) or (played is not None and played.hard)
    game = _load_game(args, hard)
    if args.answer is None and args.date is not None:  # a past day's answer is known: it colours the rows
        args.answer = load_history(getattr(args, "history", None)).history.answer_on(args.date)
    rows = shared.rows if shared is not None else played.rows if played is not None else None
    if rows is not None:  # a --rows game says its rows: its last is judged as the last
        game = replace(game, rules=replace(game.rules, max_guesses=rows))
    patterns = game.source
    moves = _moves(args, patterns.words, shared)
    review = coach_review(game, moves, effort=args.effort)
    data = review.to_json()
    if shared is not None:
        data.update(puzzle=shared.puzzle, date=shared.date.isoformat() if shared.date is not None else None)
    day = describe_day(patterns)
    head = [day] if day else []  # the day and its history's age, as every review of a dated game
    if shared is not None:
        head.insert(0, f"{shared.title()}{', hard mode' if review.hard else ''}, from the share text")
    if played is not None:
        data.update(puzzle=played.puzzle, date=args.date.isoformat())
        head.insert(
            0,
            f"Your {played.kind} game of Wordle #{played.puzzle} ({args.date}), {played.result}"
            f"{', hard mode' if played.hard else ''}, from your record",
        )
    _emit(args, data, head + _table(review, patterns.length))


def _recorded(args) -> GameRecord | None:
    """With no guesses given, the game the record keeps of the day's puzzle (--date, default
    today's): its rows become the moves, and its rules the review's."""
    if args.set != TODAY or args.answer or any(getattr(args, a, None) for a in ("words", "answers")):
        return None
    day = args.date or puzzle_today()
    games, notes = read_everything()  # a record that cannot be read is said, not taken as empty
    for note in notes:
        _say(note)
    by_key = {game.key: game for game in games}
    keys = (record_key(Puzzle(kind, day)) for kind in ("daily", "archive"))
    played = next((by_key[key] for key in keys if key in by_key), None)
    if played is None:
        raise WordleError(
            f"your record has no game of Wordle #{puzzle_number(day)} ({day}): give the guesses you played "
            "(GUESS=FEEDBACK, or GUESS with --answer or --share)"
        )
    args.date = day  # its prior and its known answer, as of that day
    args.moves = [f"{w}={c}" for w, c in zip(played.words, played.colours, strict=True)]
    return played


def _read_share(source: str) -> SharedGame:
    try:
        text = sys.stdin.read() if source == "-" else Path(source).read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise WordleError(
            f"cannot read the share text {source}: {getattr(exc, 'strerror', None) or exc}"
        ) from None
    return parse_share(text)


def _moves(args, words: WordSet, shared: SharedGame | None) -> list[tuple[str, int]]:
    if not args.moves:
        raise WordleError("give the guesses you played (GUESS=FEEDBACK, or GUESS with --answer or --share)")
    if shared is not None and len(shared.patterns) != len(args.moves):
        raise WordleError(
            f"the share text has {len(shared.patterns)} rows but {len(args.moves)} "
            f"{'guess was' if len(args.moves) == 1 else 'guesses were'} given"
        )
    answer = words.check_guess(args.answer) if args.answer else None  # NYT's answers are allowed words
    moves = []
    for i, text in enumerate(args.moves):
        guess, sep, feedback = text.partition("=")
        guess = words.check_guess(guess)
        told = [("the feedback given", parse(feedback, words.length))] if sep else []
        if shared is not None:
            told.append(("the share text", shared.patterns[i]))
        if answer is not None:
            told.append((f"the answer {answer.upper()}", score(guess, answer)))
        if not told:
            raise WordleError(
                f"no colours for {guess.upper()}: write {guess}=FEEDBACK, or give --answer or --share"
            )
        (first, pattern), *others = told
        for source, other in others:
            if other != pattern:
                said, other_said = format_pattern(pattern, words.length), format_pattern(other, words.length)
                raise WordleError(
                    f"guess {i + 1} ({guess.upper()}): {first} says {said} but {source} says {other_said}"
                )
        moves.append((guess, pattern))
    return moves


def _table(review: GameReview, length: int) -> list[str]:
    def exp(x: float, exact: bool) -> str:
        return ("loses" if math.isinf(x) else f"{x:5.2f}") + (" " if exact else "~")

    lines = []
    w, f = length + 2, max(length + 2, 10)
    lines.append(
        f"{'':3}{'guess':<{w}}{'feedback':<{f}}{'left':>11}  {'expected':>8}  {'best':<{w}}{'expected':>8}"
        f"{'skill':>7}{'luck':>6}"
    )
    for s in review.steps:
        lines.append(
            f"{s.number:<3}{s.guess.upper():<{w}}{format_pattern(s.pattern, length):<{f}}{s.before:>5} > {s.after:<3}"
            f"  {exp(s.mine.expected, s.mine.exact):>8}  {s.best.guess.upper():<{w}}{exp(s.best.expected, s.best.exact):>8}"
            f"{s.skill:>7}{round(s.luck):>6}"
        )
    lines.append(f"skill {review.skill}, luck {review.luck}, {review.outcome}")
    lines += review.verdict_parts()
    lines.append(f"{MEASURE}; within {TIE} of the best is best")
    return lines
