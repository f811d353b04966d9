"""The candidate filter's little language: space-separated terms, all of which must hold.

- ``?i??y`` (or ``.i..y``): a word of that length with those letters in those places;
- ``+ae``: contains every one of these letters; ``-st``: contains none of them;
- anything else: a substring (``oun``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable


def _term(term: str) -> Callable[[str], bool]:
    if term.startswith("+") and len(term) > 1:
        return lambda w: all(c in w for c in term[1:])
    if term.startswith("-") and len(term) > 1:
        return lambda w: not any(c in w for c in term[1:])
    if "?" in term or "." in term:
        return lambda w: (
            len(w) == len(term) and all(p in "?." or p == c for p, c in zip(term, w, strict=False))
        )
    return lambda w: term in w


def _said(term: str) -> str:
    if term.startswith("+") and len(term) > 1:
        return "has " + " and ".join(term[1:].upper())
    if term.startswith("-") and len(term) > 1:
        return "lacks " + " and ".join(term[1:].upper())
    if "?" in term or "." in term:
        return f"matches {term.upper()}"
    return f"contains {term.upper()}"


def describe(text: str) -> str:
    """What a filter asks, in words: "lacks S and T and contains OUN" (a filter that shows no
    candidate says why: "no candidate lacks S and T and contains OUN")."""
    return " and ".join(_said(t) for t in text.lower().split())


def filter_words(words: Iterable[str], text: str) -> list[str]:
    tests = [_term(t) for t in text.lower().split()]
    return [w for w in words if all(test(w) for test in tests)]
