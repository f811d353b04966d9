"""The candidate filter's little language: terms, all of which must hold.

- ``?i??y`` (or ``.i..y``): a word of that length with those letters in those places;
- ``+ae``: contains every one of these letters; ``-st``: contains none of them;
- anything else: a substring (``oun``).

Terms are split at spaces and before each ``+`` and ``-``: ``+ae-st`` is ``+ae -st``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

TERM = re.compile(r"[+-][^\s+-]*|[^\s+-]+")


def terms(text: str) -> list[str]:
    return [t for t in TERM.findall(text.lower()) if t not in "+-"]


def _term(term: str) -> Callable[[str], bool]:
    if term.startswith("+"):
        return lambda w: all(c in w for c in term[1:])
    if term.startswith("-"):
        return lambda w: not any(c in w for c in term[1:])
    if "?" in term or "." in term:
        return lambda w: (
            len(w) == len(term) and all(p in "?." or p == c for p, c in zip(term, w, strict=False))
        )
    return lambda w: term in w


def _said(term: str, length: int) -> str:
    letters = term.lstrip("+-")
    if not re.fullmatch(r"[a-z?.]+", letters) or (term[0] in "+-" and not letters.isalpha()):
        return f"matches {term.upper()} (a term is letters, with ? or . for any letter in a pattern)"
    if term.startswith("+"):
        return "has " + " and ".join(letters.upper())
    if term.startswith("-"):
        return "lacks " + " and ".join(letters.upper())
    if "?" in term or "." in term:
        places = "" if len(term) == length else f" (a pattern has {length} places, ? for any letter)"
        return f"matches {term.upper()}{places}"
    return f"contains {term.upper()}"


def describe(text: str, length: int = 5) -> str:
    """What a filter asks, in words: "lacks S and T and contains OUN"; a term that can match no
    word of ``length`` letters says why (a filter that shows no candidate says all this:
    "no candidate lacks S and T and contains OUN")."""
    return " and ".join(_said(t, length) for t in terms(text))


def filter_words(words: Iterable[str], text: str) -> list[str]:
    tests = [_term(t) for t in terms(text)]
    return [w for w in words if all(test(w) for test in tests)]
