"""`wordle-tui score`: the feedback the game shows for guess/answer pairs."""

from __future__ import annotations

from ..core.errors import WordleError, shown
from ..core.game.feedback import format_pattern, score
from .common import _emit


def add_parser(sub) -> None:
    p = sub.add_parser("score", help="the feedback the game shows for guess/answer pairs")
    p.add_argument("pairs", nargs="+", metavar="GUESS ANSWER", help="pairs of words of equal length")
    p.add_argument("--json", action="store_true", help="machine-readable output")


def run(args) -> None:
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
