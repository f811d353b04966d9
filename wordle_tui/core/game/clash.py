"""Which earlier row a row's colours contradict on their own, in words a player can check.

"No word fits" names the row that emptied the candidates; when that row and one earlier row
cannot both be true of any word (S green at 1 in SALET, then S grey at 1 in STORM), the fault is
one of the two, and saying which letter of which row is the quickest way to find it. Each row
says, per letter, how many copies the answer has (at least the green and yellow ones; exactly
that many once a copy is grey) and, per place, which letter is there (green) or is not (yellow
or grey).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .feedback import GREEN, GREY, decode

NAMES = {GREY: "grey", 1: "yellow", GREEN: "green"}


@dataclass(frozen=True)
class RowFacts:
    word: str
    colours: tuple[int, ...]

    def least(self, letter: str) -> int:
        """Copies of ``letter`` the answer has at least: the green and yellow ones."""
        return sum(g == letter and c != GREY for g, c in zip(self.word, self.colours, strict=True))

    def most(self, letter: str) -> int | None:
        """Copies at most: exactly the least once a copy is grey; None: no limit said."""
        exact = any(g == letter and c == GREY for g, c in zip(self.word, self.colours, strict=True))
        return self.least(letter) if exact else None

    def where(self, i: int) -> str:
        return f"{self.word[i].upper()} {NAMES[self.colours[i]]} at {i + 1} in {self.word.upper()}"


def clash(earlier: Sequence[tuple[str, int]], guess: str, pattern: int) -> str | None:
    """Why ``guess`` showing ``pattern`` cannot be true beside one of the ``earlier`` rows (word,
    pattern), naming both; None when each earlier row alone agrees with it."""
    new = RowFacts(guess, tuple(decode(pattern, len(guess))))
    for number, (word, shown) in enumerate(earlier, 1):
        old = RowFacts(word, tuple(decode(shown, len(word))))
        why = _places(old, new) or _places(new, old) or _counts(old, new) or _counts(new, old)
        if why:
            return f"against guess {number}, {why}"
    return None


def _places(a: RowFacts, b: RowFacts) -> str | None:
    """A letter green at a place in ``a`` where ``b`` shows another letter green, or that letter not green."""
    for i, (letter, colour) in enumerate(zip(a.word, a.colours, strict=True)):
        if colour == GREEN and (b.colours[i] == GREEN) != (b.word[i] == letter):
            return f"{a.where(i)} but {b.where(i)}"
    return None


def _counts(a: RowFacts, b: RowFacts) -> str | None:
    """``a`` needs more copies of a letter than ``b`` allows."""
    for letter in dict.fromkeys(a.word):
        need, most = a.least(letter), b.most(letter)
        if most is not None and need > most:
            big = letter.upper()
            have = f"only {most}" if most else "none"
            return f"{a.word.upper()} shows {need} {big}{'s' if need > 1 else ''}, {b.word.upper()} {have}"
    return None
