"""Which words a multi-board game's hidden answers are drawn from (its answer model).

Quordle, Octordle and the rest are not NYT's game: their answers are common words picked by
hand, not NYT's unused ones, so the dated prior of ``today`` does not apply, and 14855 equally
likely answers is far too many. The default, ``likely``, is the union of the two hand-picked
lists shipped: the original 2315 answers and NYT's 2023 list of likely answers (3171 words,
each as likely as the others), with every word NYT accepts as a guess. Weighting words by how
common they are would need a frequency list the package does not ship, and the multi-board
solver and its seeded deals are uniform over the answers.

Any named set but ``today`` can be asked for, and so can a word file (``file:PATH``): its
words are the answers, and (at five letters) every NYT word may be guessed as well.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path

from ..errors import WordleError
from ..game.words import NAMED_SETS, WORDLIST_DIR, WordSet, load_word_set, named_set, read_words

LIKELY = "likely"
FILE = "file:"  # a word set named FILE + an absolute path: the answers in that file
# Named sets multi-board offers; today's dated prior is NYT's, not Quordle's.
SETS: dict[str, str] = {
    LIKELY: "common words: the original answers and NYT's 2023 likely list (3171), equally likely",
    **{name: what for name, (_, _, what) in NAMED_SETS.items() if name != "today"},
}

Source = Callable[[], WordSet]


def likely_set() -> WordSet:
    original = read_words(WORDLIST_DIR / "original-answers.txt").words
    likely = read_words(WORDLIST_DIR / "nyt-likely-2023.txt").words
    return WordSet.build(LIKELY, original + likely, read_words(WORDLIST_DIR / "nyt-valid.txt").words)


def file_set(path: str | Path, words: str | Path | None = None, length: int | None = None) -> WordSet:
    """The answers in ``path``; the allowed guesses: ``words`` if given, else (at five letters)
    the answers and every word NYT accepts, so any real word can be played."""
    if words is not None:
        return load_word_set(answers=path, words=words, length=length)
    answers = load_word_set(answers=path, length=length)
    if answers.length != 5:
        return answers
    extra = read_words(WORDLIST_DIR / "nyt-valid.txt").words
    return WordSet.build(answers.name, answers.answers, extra, answers.warnings)


def load_set(name: str) -> WordSet:
    """A set by its name in a save or on the command line (WordleError when there is none)."""
    if name == LIKELY:
        return likely_set()
    if name.startswith(FILE):
        return file_set(name[len(FILE) :])
    if name in SETS:
        return named_set(name)
    raise WordleError(f"unknown multi-board answer set {name[:60]!r}; choose one of {', '.join(SETS)}")


def file_set_name(path: str | Path) -> str:
    return FILE + str(Path(path).expanduser().resolve())


def sources(play_sources: dict[str, Source]) -> dict[str, Source]:
    """The sets the multi-board screen offers: ours, then the player's own lists (a custom
    game of the play screen: --words/--answers) as they are."""
    offered: dict[str, Source] = {name: partial(load_set, name) for name in SETS}
    offered.update({name: s for name, s in play_sources.items() if name not in NAMED_SETS})
    return offered


def source(name: str, play_sources: dict[str, Source]) -> Source | None:
    """How to load the set ``name`` (a file set is read when asked), or None if unknown."""
    if name.startswith(FILE):
        return partial(load_set, name)
    return sources(play_sources).get(name)


def default_set(play_set: str, play_sources: dict[str, Source]) -> str:
    """A new multi-board game's set: the player's own list when they play one, else ``likely``
    (the play screen's named sets, today's above all, are NYT's answer models)."""
    return play_set if play_set in play_sources and play_set not in NAMED_SETS else LIKELY


def label(name: str) -> str:
    """How the screen's header names a set."""
    return f"file {Path(name[len(FILE) :]).name}" if name.startswith(FILE) else name
