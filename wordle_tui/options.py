"""Checks on command-line options that argparse's types cannot express: ranges, and options
that would otherwise be silently ignored. Each failure names the option and what it needs."""

from __future__ import annotations

from .core.errors import WordleError

MAX_LENGTH = 40  # the longest words a pattern fits in 64 bits


def _at_least(args, name: str, low: int) -> None:
    value = getattr(args, name, None)
    if value is not None and value < low:
        raise WordleError(f"--{name.replace('_', '-')} must be at least {low} (got {value})")


def validate(args) -> None:
    for name, low in (("top", 1), ("sample", 1), ("breadth", 1), ("max_guesses", 1), ("length", 2)):
        _at_least(args, name, low)
    length = getattr(args, "length", None)
    if length is not None:
        if length > MAX_LENGTH:
            raise WordleError(f"--length must be at most {MAX_LENGTH} (got {length})")
        if getattr(args, "words", None) is None and getattr(args, "answers", None) is None:
            raise WordleError(
                "--length picks the words of one length from --words/--answers files; "
                "the named sets have 5-letter words"
            )
    limit = getattr(args, "time_limit", None)
    if limit is not None and not limit > 0:  # nan and 0 are refused; inf is "no limit"
        raise WordleError(f"--time-limit must be a positive number of seconds (got {limit}); inf is no limit")
