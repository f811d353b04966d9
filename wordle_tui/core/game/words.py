"""Word lists: reading user files, the named sets shipped with the package, and WordSet.

A WordSet is what a game is played over: the possible answers (the candidates a game
starts from) and the allowed guesses (always a superset of the answers).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path

import numpy as np

from ..errors import WordleError, shown
from .feedback import encode_words

# Installed wheels carry the lists inside the package; a source checkout has them at the top.
_HERE = Path(__file__).resolve().parents[2]  # the package: wordle_tui/core/game/words.py
WORDLIST_DIR = next(
    (p for p in (_HERE / "wordlists", _HERE.parent / "wordlists") if (p / "original-answers.txt").exists()),
    _HERE / "wordlists",
)

# name -> (answers file, extra allowed-guesses file or None, what it is)
NAMED_SETS: dict[str, tuple[str, str | None, str]] = {
    "original": (
        "original-answers.txt",
        "original-guesses.txt",
        "the original game: 2315 answers, 12972 allowed guesses",
    ),
    "nyt": (
        "original-answers.txt",
        "nyt-valid.txt",
        "today's NYT: 14855 allowed guesses, the 2315 original answers as likely answers",
    ),
    "nyt-all": (
        "nyt-valid.txt",
        None,
        "today's NYT: 14855 allowed guesses, every one of them a possible answer",
    ),
    "today": (
        "nyt-valid.txt",
        None,
        "the game of the day: 14855 allowed guesses, each a possible answer with its probability (the prior)",
    ),
    "nyt2022": (
        "nyt2022-answers.txt",
        "nyt-valid.txt",
        "NYT in 2022: 14855 allowed guesses, 2309 answers (the original 2315 less six NYT removed)",
    ),
    "nyt2023": (
        "nyt-likely-2023.txt",
        "nyt-valid.txt",
        "NYT from mid-2023: 14855 allowed guesses, 3158 likely answers (WordleBot's larger list)",
    ),
}

SHOWN_BAD_LINES = 5
MAX_LINE = 200  # characters; a word and a comment fit, a 30 MB line is refused at once


@dataclass(frozen=True)
class WordFile:
    """The words read from one file, with what was skipped and why."""

    source: str
    words: tuple[str, ...]
    skipped_lines: tuple[int, ...] = ()
    duplicates: int = 0

    def warning(self) -> str | None:
        """One line for the user about skipped lines, or None when every line was fine."""
        if not self.skipped_lines:
            return None
        shown = ", ".join(map(str, self.skipped_lines[:SHOWN_BAD_LINES]))
        more = ", ..." if len(self.skipped_lines) > SHOWN_BAD_LINES else ""
        return (
            f"{self.source}: skipped {len(self.skipped_lines)} lines that are not "
            f"{len(self.words[0]) if self.words else 'N'}-letter a-z words (lines {shown}{more}); "
            "--length N picks another length"
        )


def parse_words(lines: list[str], source: str, length: int | None = None) -> WordFile:
    """Words from the lines of a file: stripped, lower-cased, one length, a-z only.

    Blank lines and ``#`` comments are ignored. The length is ``length`` when given, else the
    length of the first word of at least two letters. Other lines are skipped and their numbers kept for the report.
    """
    words: dict[str, None] = {}
    skipped: list[int] = []
    seen = 0
    for number, raw in enumerate(lines, start=1):
        word = raw.split("#", 1)[0].strip().lower()
        if not word:
            continue
        seen += 1
        if length is None and word.isascii() and word.isalpha() and len(word) >= 2:
            length = len(word)
        if len(word) != length or not (word.isascii() and word.isalpha()):
            skipped.append(number)
            continue
        words[word] = None
    if not words:
        raise WordleError(
            f"{source}: no usable words"
            + (
                f" ({len(skipped)} lines skipped: wrong length or not a-z)"
                if skipped
                else " (the file is empty)"
            )
        )
    if length is not None and length < 2:
        raise WordleError(f"{source}: words must have at least 2 letters")
    kept = tuple(words)
    return WordFile(source, kept, tuple(skipped), duplicates=seen - len(skipped) - len(kept))


def read_words(path: str | Path, length: int | None = None) -> WordFile:
    path = Path(path)
    try:
        lines = _read_lines(path)
    except FileNotFoundError:
        raise WordleError(f"word list not found: {path}") from None
    except OSError as exc:
        raise WordleError(f"cannot read word list {path}: {exc.strerror}") from None
    return parse_words(lines, str(path), length)


def _read_lines(path: Path) -> list[str]:
    """The file's lines, refusing as soon as one is too long for a word list (a binary or a
    one-line dump is not read whole first). A UTF-8 byte-order mark is not part of the first word."""
    lines: list[str] = []
    with path.open("rb") as f:
        while raw := f.readline(MAX_LINE + 1):
            if len(raw.rstrip(b"\r\n")) > MAX_LINE:
                raise WordleError(
                    f"{path}: line {len(lines) + 1} is over {MAX_LINE} characters: not a word list"
                )
            lines.append(raw.decode("utf-8", errors="replace"))
    if lines and lines[0].startswith("\ufeff"):
        lines[0] = lines[0][1:]
    return lines


@dataclass(frozen=True, eq=False)
class WordSet:
    """Possible answers and allowed guesses (answers included), each sorted."""

    name: str
    answers: tuple[str, ...]
    allowed: tuple[str, ...]
    warnings: tuple[str, ...] = field(default=())

    @classmethod
    def build(cls, name: str, answers, extra_allowed=(), warnings=()) -> WordSet:
        answers = tuple(sorted(set(answers)))
        allowed = tuple(sorted(set(answers) | set(extra_allowed)))
        lengths = {len(w) for w in allowed}
        if len(lengths) != 1:
            raise WordleError(f"word lists mix lengths {sorted(lengths)}: answers and guesses must match")
        return cls(name, answers, allowed, tuple(w for w in warnings if w))

    @property
    def length(self) -> int:
        return len(self.answers[0])

    @cached_property
    def key(self) -> str:
        """A stable hash of the content, for cache file names."""
        digest = hashlib.sha256()
        digest.update("\n".join(self.answers).encode())
        digest.update(b"\0")
        digest.update("\n".join(self.allowed).encode())
        return digest.hexdigest()[:16]

    @cached_property
    def allowed_index(self) -> dict[str, int]:
        return {w: i for i, w in enumerate(self.allowed)}

    @cached_property
    def answer_index(self) -> dict[str, int]:
        return {w: i for i, w in enumerate(self.answers)}

    @cached_property
    def allowed_codes(self) -> np.ndarray:
        return encode_words(self.allowed)

    @cached_property
    def answer_codes(self) -> np.ndarray:
        return encode_words(self.answers)

    @cached_property
    def answer_rows(self) -> np.ndarray:
        """For each answer, its row in the allowed list."""
        return np.array([self.allowed_index[w] for w in self.answers], dtype=np.intp)

    def widened(self) -> WordSet:
        """The same game with every allowed word a possible answer."""
        return WordSet(f"{self.name}+all", self.allowed, self.allowed, self.warnings)

    def check_guess(self, word: str, *, any_word: bool = False) -> str:
        """The guess, lower-cased, or a WordleError saying why it cannot be played."""
        guess = word.strip().lower()
        if len(guess) != self.length:
            raise WordleError(f"{shown(word)} has {len(guess)} letters; this game uses {self.length}")
        if not (guess.isascii() and guess.isalpha()):
            raise WordleError(f"{shown(word)} is not a word of letters a-z")
        if not any_word and guess not in self.allowed_index:
            raise WordleError(f"{guess.upper()} is not in the allowed word list ({self.name})")
        return guess


def named_set(name: str) -> WordSet:
    if name not in NAMED_SETS:
        raise WordleError(f"unknown word set {name!r}; choose one of {', '.join(NAMED_SETS)}")
    answers_file, extra_file, _ = NAMED_SETS[name]
    answers = read_words(WORDLIST_DIR / answers_file)
    extra = read_words(WORDLIST_DIR / extra_file).words if extra_file else ()
    return WordSet.build(name, answers.words, extra)


def load_word_set(
    name: str = "original",
    *,
    words: str | Path | None = None,
    answers: str | Path | None = None,
    length: int | None = None,
) -> WordSet:
    """A named set, or user files: ``answers`` are the possible answers, ``words`` the allowed
    guesses; given one file, it serves as both."""
    if words is None and answers is None:
        return named_set(name)
    answer_file = read_words(answers, length) if answers is not None else None
    if answer_file is not None and length is None:
        length = len(answer_file.words[0])
    word_file = read_words(words, length) if words is not None else None
    answer_file = answer_file or word_file
    given = answers if answers is not None else words
    assert given is not None and answer_file is not None  # one of them, checked above
    label = Path(given).name
    warnings = {f.warning() for f in (answer_file, word_file) if f is not None}
    return WordSet.build(
        label,
        answer_file.words,
        word_file.words if word_file is not None else (),
        sorted(w for w in warnings if w),
    )
