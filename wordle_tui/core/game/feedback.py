"""Wordle feedback: the scalar reference, the vectorised pattern matrix, and notations.

A pattern is the feedback of one guess as a base-3 integer: position i contributes
``colour * 3**i`` with 0 = grey, 1 = yellow, 2 = green. So an N-letter game has 3**N
patterns and the all-green pattern is ``3**N - 1``.

Duplicate letters are scored as the NYT game does: greens first, then yellows from left
to right while unmatched copies of the letter remain in the answer, the rest grey.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence

import numpy as np

from ..errors import WordleError, shown

GREY, YELLOW, GREEN = 0, 1, 2

# Each notation a player meets, as the characters it writes for grey, yellow, green.
NOTATIONS: dict[str, tuple[str, str, str]] = {
    "letters": ("b", "y", "g"),
    "digits": ("0", "1", "2"),
    "symbols": ("-", "~", "+"),
    "emoji": ("\u2b1b", "\U0001f7e8", "\U0001f7e9"),  # black, yellow, green squares
}

# What a parser accepts: every notation above, upper-case letters, the light-mode white
# square for grey and the high-contrast orange/blue squares for green/yellow.
_PARSE: dict[str, int] = {ch: colour for chars in NOTATIONS.values() for colour, ch in enumerate(chars)}
_PARSE.update({"B": GREY, "Y": YELLOW, "G": GREEN})
_PARSE.update({"\u2b1c": GREY, "\U0001f7e6": YELLOW, "\U0001f7e7": GREEN})
_IGNORED = {"\ufe0f", " "}  # emoji variation selector; spaces between tiles

# A coloured square typed as a key (a terminal without bracketed paste sends a pasted emoji row
# one character a key) is its digit: a colour key no word has, like 2 1 0.
SQUARE_KEYS: dict[str, str] = {ch: "012"[colour] for ch, colour in _PARSE.items() if ord(ch) > 0x2000}
EMOJI_SELECTOR = "\ufe0f"  # sent after some squares: nothing to do


def pattern_dtype(length: int) -> np.dtype:
    """The smallest unsigned dtype that holds every pattern of words of this length."""
    for dtype in (np.uint8, np.uint16, np.uint32, np.uint64):
        if 3**length <= np.iinfo(dtype).max + 1:
            return np.dtype(dtype)
    raise WordleError(f"words of {length} letters are too long (at most 40)")


def all_green(length: int) -> int:
    return 3**length - 1


def score(guess: str, answer: str) -> int:
    """The pattern the game shows for ``guess`` when the hidden word is ``answer``."""
    if len(guess) != len(answer):
        raise WordleError(f"{shown(guess)} and {shown(answer)} differ in length")
    colours = [GREY] * len(guess)
    unmatched = Counter(a for g, a in zip(guess, answer, strict=False) if g != a)
    for i, (g, a) in enumerate(zip(guess, answer, strict=False)):
        if g == a:
            colours[i] = GREEN
        elif unmatched[g] > 0:
            colours[i] = YELLOW
            unmatched[g] -= 1
    return encode(colours)


def never_shown(guess: str, pattern: int) -> str | None:
    """Why the game never shows ``pattern`` for ``guess``, whatever the answer; None when some
    answer could. A letter's copies that are not green are marked yellow from the left while the
    answer has copies of it to spare, then grey; and each yellow copy needs a place in the answer
    that is neither green nor that letter in the guess. (Given a letter the guess lacks to fill
    the other places, these two rules are the whole of it.)"""
    colours = decode(pattern, len(guess))
    for i, (letter, colour) in enumerate(zip(guess, colours, strict=True)):
        if colour == GREY and any(
            g == letter and c == YELLOW for g, c in zip(guess[i + 1 :], colours[i + 1 :], strict=True)
        ):
            big = letter.upper()
            return (
                f"a grey {big} before a yellow {big} (the game marks a letter's copies yellow from the "
                "left, and grey only once the answer has none left)"
            )
    free = sum(c != GREEN for c in colours)
    for letter in dict.fromkeys(guess):
        yellow = sum(g == letter and c == YELLOW for g, c in zip(guess, colours, strict=True))
        room = free - sum(g == letter and c != GREEN for g, c in zip(guess, colours, strict=True))
        if yellow > room:
            big, many = letter.upper(), yellow > 1
            return (
                f"{yellow} yellow {big} need{'' if many else 's'} {yellow} place{'s' if many else ''} in the "
                f"answer that {'are' if many else 'is'} neither green nor {big} in this guess, and "
                f"{'only ' if room else ''}{room} {'is' if room == 1 else 'are'} left"
            )
    return None


def encode(colours: Sequence[int]) -> int:
    return sum(c * 3**i for i, c in enumerate(colours))


def decode(pattern: int, length: int) -> list[int]:
    return [(pattern // 3**i) % 3 for i in range(length)]


def parse(text: str, length: int) -> int:
    """Read feedback in any notation (``gybbb``, ``21000``, ``+~---``, emoji squares)."""
    colours = []
    for ch in text.strip():
        if ch in _IGNORED:
            continue
        if ch not in _PARSE:
            raise WordleError(
                f"bad feedback {shown(text)}: {ch!r} is not a colour "
                "(use g/y/b, 2/1/0, +/~/- or the game's emoji squares)"
            )
        colours.append(_PARSE[ch])
    if len(colours) != length:
        raise WordleError(f"bad feedback {shown(text)}: {len(colours)} colours for a {length}-letter word")
    return encode(colours)


def format_pattern(pattern: int, length: int, notation: str = "letters") -> str:
    chars = NOTATIONS[notation]
    return "".join(chars[c] for c in decode(pattern, length))


def encode_words(words: Sequence[str]) -> np.ndarray:
    """Words as a (len(words), N) uint8 array of letter codes 0..25."""
    if not words:
        return np.zeros((0, 0), dtype=np.uint8)
    raw = np.frombuffer("".join(words).encode("ascii"), dtype=np.uint8)
    return (raw.reshape(len(words), -1) - ord("a")).astype(np.uint8)


def pattern_matrix(
    guesses: np.ndarray,
    answers: np.ndarray,
    *,
    chunk: int = 256,
    on_progress: Callable[[float], None] | None = None,
) -> np.ndarray:
    """Patterns of every guess (rows) against every answer (columns), vectorised.

    ``guesses`` and ``answers`` are letter-code arrays from :func:`encode_words`.

    Position i is green where the letters match. Otherwise it is yellow when the answer
    still has an unmatched copy of the letter: the answer's count of that letter, less the
    greens that letter earns at positions after i, less the copies of it earlier in the
    guess (each of those is green or has already claimed a copy), is still positive.
    """
    n_guess, length = guesses.shape
    dtype = pattern_dtype(length)
    out = np.empty((n_guess, answers.shape[0]), dtype=dtype)
    # letter_counts[c, a]: how often letter c occurs in answer a.
    letter_counts = np.zeros((26, answers.shape[0]), dtype=np.uint8)
    for i in range(length):
        np.add.at(letter_counts, (answers[:, i], np.arange(answers.shape[0])), 1)
    for start in range(0, n_guess, chunk):
        g = guesses[start : start + chunk]
        out[start : start + chunk] = _chunk_patterns(g, answers, letter_counts, dtype)
        if on_progress is not None:
            on_progress(min(1.0, (start + chunk) / n_guess))
    return out


def _chunk_patterns(g: np.ndarray, answers: np.ndarray, letter_counts: np.ndarray, dtype) -> np.ndarray:
    length = g.shape[1]
    green = [g[:, i, None] == answers[None, :, i] for i in range(length)]
    result = np.zeros((g.shape[0], answers.shape[0]), dtype=dtype)
    for i in range(length):
        # Copies of g[i] already spoken for: earlier copies in the guess + later greens.
        claimed = np.zeros(result.shape, dtype=np.int8)
        for j in range(length):
            if j == i:
                continue
            same = np.flatnonzero(g[:, j] == g[:, i])
            if same.size == 0:
                continue
            if j < i:
                claimed[same] += 1
            else:
                claimed[same] += green[j][same]
        available = letter_counts[g[:, i]].astype(np.int8) - claimed
        colour = np.where(green[i], GREEN, available > 0).astype(dtype)
        result += colour * dtype.type(3**i)
    return result
