"""The prior: how likely each allowed word is to be the answer on a given day.

Every allowed word belongs to one class as of day D, from the history *before* D only:

- ``original``: an original answer (also on the 2023 likely list) not used yet;
- ``likely``:   a word of the 2023 likely list outside the original answers, not used yet;
- ``dropped``:  an original answer NYT left off its likely list, not used yet;
- ``past``:     a word that was already an answer (repeats happen since 2026-02-02);
- ``other``:    any other allowed word.

Within a class every word is equally likely, so the model's only parameters are the class
shares. They are the maximum-likelihood fit over the last ``window`` days of the history
before D: on each of those days the answer's class is read off the history before *that* day,
and a class's share is how often it held the answer (plus half a day per class, so no class,
and so no allowed word, ever gets zero). A word's probability is its class share divided by
the size of its class on day D.
"""

from __future__ import annotations

import datetime as dt
import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache, cached_property

import numpy as np

from ..game.words import WORDLIST_DIR, read_words
from .history import History

CLASSES = ("original", "likely", "dropped", "past", "other")
ORIGINAL, LIKELY, DROPPED, PAST, OTHER = range(len(CLASSES))
WINDOW = 365  # days of history the class shares are fitted on
PSEUDO_DAYS = 0.5  # added to every class's count: no class is ever impossible


@cache
def _lists() -> tuple[frozenset[str], frozenset[str]]:
    return (
        frozenset(read_words(WORDLIST_DIR / "original-answers.txt").words),
        frozenset(read_words(WORDLIST_DIR / "nyt-likely-2023.txt").words),
    )


def base_classes(words: Sequence[str]) -> np.ndarray:
    """Each word's class before any answer is used."""
    return _base_classes(tuple(words)).copy()


@cache
def _base_classes(words: tuple[str, ...]) -> np.ndarray:
    original, likely = _lists()
    return np.array(
        [
            ORIGINAL
            if w in original and w in likely
            else DROPPED
            if w in original
            else LIKELY
            if w in likely
            else OTHER
            for w in words
        ],
        dtype=np.int8,
    )


@dataclass(frozen=True, eq=False)
class Prior:
    day: dt.date
    probabilities: np.ndarray  # aligned with the word list it was fitted for; sums to one
    classes: np.ndarray  # each word's class on ``day``
    shares: tuple[float, ...]  # probability mass of each class
    fitted_days: int  # days of history the shares were fitted on

    @cached_property
    def key(self) -> str:
        """A stable hash of the probabilities, for cache file names."""
        return hashlib.sha256(self.probabilities.tobytes()).hexdigest()[:16]

    def sizes(self) -> tuple[int, ...]:
        return tuple(int(n) for n in np.bincount(self.classes, minlength=len(CLASSES)))

    def describe(self) -> list[str]:
        """One line per class: its size, share and per-word probability."""
        lines = []
        for name, size, share in zip(CLASSES, self.sizes(), self.shares, strict=False):
            each = share / size if size else 0.0
            lines.append(f"{name:<9}{size:>6} words {share:8.2%} of the mass, {each:.2e} each")
        return lines


def class_shares(
    history: History, day: dt.date, words: Sequence[str], window: int = WINDOW
) -> tuple[np.ndarray, int]:
    """Maximum-likelihood class shares from the ``window`` known days before ``day``."""
    base = dict(zip(words, base_classes(words).tolist(), strict=False))
    past = history.before(day)
    start = max(len(past) - window, 0)
    used = set(past[:start])
    counts = np.zeros(len(CLASSES))
    for word in past[start:]:
        counts[PAST if word in used else base.get(word, OTHER)] += 1
        used.add(word)
    return counts, len(past) - start


def fit_prior(words: Sequence[str], history: History, day: dt.date, window: int = WINDOW) -> Prior:
    """The prior over ``words`` as of ``day``, using only answers before ``day``."""
    classes = base_classes(words)
    index = {w: i for i, w in enumerate(words)}
    used = [index[w] for w in set(history.before(day)) if w in index]
    classes[used] = PAST
    sizes = np.bincount(classes, minlength=len(CLASSES))
    counts, fitted = class_shares(history, day, words, window)
    present = sizes > 0
    weights = np.where(present, counts + PSEUDO_DAYS, 0.0)
    shares = weights / weights.sum()
    probabilities = (shares / np.maximum(sizes, 1))[classes]
    probabilities /= probabilities.sum()  # exact to the last bit of float64 rounding
    probabilities.flags.writeable = False
    return Prior(day, probabilities, classes, tuple(float(s) for s in shares), fitted)
