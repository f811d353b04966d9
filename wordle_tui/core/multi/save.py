"""The multi-board save files: your own game in ``multi.json`` and practice in
``multi-practice.json`` (two slots, as the single game has), beside the daily game's.

The file is checked against a strict schema (msgspec: no string for an int, no float for an
int, no unknown field, bytes that are not UTF-8 JSON refused), then for sense (ranges,
lengths, colours), then against the word lists (practice answers must be answers of its
set). A file that fails is moved aside under a unique name, and a one-line message says why
and where; nothing about Python's internals reaches the player.
"""

from __future__ import annotations

import contextlib
import os
import time
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import msgspec

from ..errors import WordleError
from ..game.feedback import GREEN, GREY, YELLOW
from ..game.words import WordSet
from ..storage import cache
from .entry import MultiEntry

SAVE_VERSION = 1
SAVE_NAME = "multi.json"
PRACTICE_NAME = "multi-practice.json"
MAX_SAVE_BYTES = 1 << 20  # 32 boards x 37 rows is a few tens of kilobytes


class EntryData(msgspec.Struct, forbid_unknown_fields=True):
    version: int
    boards: int
    limit: int
    word_set: str
    length: int
    moves: list[tuple[str, list[int | None]]]
    answers: list[str] | None = None
    draft: str = ""
    colours: list[list[int] | None] | None = None
    board: int = 0
    col: int = 0


def encode_entry(entry: MultiEntry) -> bytes:
    data = EntryData(
        SAVE_VERSION,
        entry.boards,
        entry.limit,
        entry.word_set,
        entry.length,
        [(g, list(f)) for g, f in entry.moves],
        list(entry.answers) if entry.answers else None,
        entry.draft,
        [None if c is None else list(c) for c in entry.colours] if entry.colours is not None else None,
        entry.board,
        entry.col,
    )
    return msgspec.json.format(msgspec.json.encode(data), indent=1)


def decode_entry(raw: bytes) -> MultiEntry:
    """The game a save holds; ValueError names what is wrong, in one line."""
    try:
        data = msgspec.json.decode(raw, type=EntryData)
    except msgspec.ValidationError as exc:
        raise ValueError(f"wrong field: {exc}") from None
    except msgspec.DecodeError as exc:
        raise ValueError(f"not JSON: {exc}") from None
    if data.version != SAVE_VERSION:
        raise ValueError(f"save format {data.version}")
    boards, limit, n = data.boards, data.limit, data.length
    if not (1 <= boards <= limit <= 1000 and 2 <= n <= 40):
        raise ValueError(f"{boards} boards, {limit} guesses, {n} letters")

    def word_ok(w: str, exact: bool = True) -> bool:
        return (len(w) == n if exact else len(w) <= n) and (w == "" or (w.isascii() and w.isalpha()))

    moves = []
    for guess, feedback in data.moves:
        if not word_ok(guess):
            raise ValueError(f"guess {guess[:40]!r}")
        if len(feedback) != boards or not all(p is None or 0 <= p < 3**n for p in feedback):
            raise ValueError(f"feedback of {guess!r}")
        moves.append((guess.lower(), tuple(feedback)))
    if len(moves) > limit:
        raise ValueError(f"{len(moves)} guesses of {limit}")
    answers = data.answers
    if answers is not None and (len(answers) != boards or not all(word_ok(a) for a in answers)):
        raise ValueError("hidden answers")
    if not word_ok(data.draft, exact=False):
        raise ValueError(f"current row {data.draft[:40]!r}")
    colours = data.colours
    if colours is not None:
        if len(data.draft) != n or len(colours) != boards:
            raise ValueError("colours without a full guess, or not one row per board")
        if not all(c is None or (len(c) == n and set(c) <= {GREY, YELLOW, GREEN}) for c in colours):
            raise ValueError("colours")
    entry = MultiEntry(
        boards,
        limit,
        data.word_set,
        n,
        tuple(moves),
        draft=data.draft.lower(),
        colours=tuple(None if c is None else tuple(c) for c in colours) if colours is not None else None,
        answers=tuple(a.lower() for a in answers) if answers else None,
    )
    if entry.colours is None:
        return entry
    if 0 <= data.board < boards and entry.colours[data.board] is not None:  # else: the first open board
        return replace(entry, board=data.board, col=min(max(data.col, 0), n))  # n: after the last tile
    return entry.select(0)


def check_words(entry: MultiEntry, words: WordSet) -> None:
    """A saved game must fit its word set: its length, and practice answers that are answers."""
    if entry.length != words.length:
        raise ValueError(f"{entry.length}-letter game on {words.length}-letter words")
    unknown = [a for a in entry.answers or () if a not in words.answer_index]
    if unknown:
        raise ValueError(f"hidden answer {unknown[0].upper()} is not an answer of {words.name}")


def slot_path(path: Path, practice: bool) -> Path:
    """Where a game is saved: your own game at ``path``, practice beside it, so that neither
    replaces the other."""
    return path.with_name(PRACTICE_NAME) if practice else path


def save_entry(path: Path, entry: MultiEntry) -> None:
    """Save ``entry`` in its slot (``path``: your own game's)."""
    cache.atomic_write(slot_path(path, entry.practice), encode_entry(entry))


def open_entry(
    path: Path, words_of: Callable[[str], WordSet | None] | None = None
) -> tuple[MultiEntry | None, str | None]:
    """The game the screen opens on: your own game saved at ``path`` (as ``load_entry``). A
    practice game found there was saved by a version before the practice slot, so it is the
    newest practice game: it moves to that slot (and is opened, as that version would)."""
    entry, notice = load_entry(path, words_of)
    if entry is not None and entry.practice:
        with contextlib.suppress(OSError):  # else left: opened again, replaced once yours is saved
            path.replace(slot_path(path, True))
    return entry, notice


def set_aside(path: Path, reason: str) -> str:
    """Move an invalid save out of the way (under a name no other one takes); the message."""
    reason = reason.splitlines()[0][:120] if reason else "unreadable"
    aside = path.with_name(
        f"{path.name}.corrupt-{time.strftime('%Y%m%d-%H%M%S')}-{os.getpid()}-{time.time_ns() % 10**9:09d}"
    )
    try:
        path.replace(aside)
    except OSError:
        return f"the saved multi-board game is invalid ({reason}); starting afresh"
    return f"the saved multi-board game was invalid ({reason}); moved it to {aside} and started afresh"


def load_entry(
    path: Path, words_of: Callable[[str], WordSet | None] | None = None
) -> tuple[MultiEntry | None, str | None]:
    """The saved game, or None with a one-line message (None when there was no save).

    ``words_of``: the word set a set name stands for (None when this session does not offer
    it: the game is then left on disk, untouched); the hidden answers are checked against it."""
    try:
        size = path.stat().st_size
        raw = path.read_bytes() if size <= MAX_SAVE_BYTES else b""
    except FileNotFoundError:
        return None, None
    except OSError as exc:
        return None, f"could not read the saved multi-board game ({exc.strerror})"
    try:
        if size > MAX_SAVE_BYTES:
            raise ValueError(f"{size} bytes")
        entry = decode_entry(raw)
        words = words_of(entry.word_set) if words_of is not None else None
        if words_of is not None and words is None:
            return None, (
                f"the saved multi-board game used the word set {entry.word_set[:60]!r}, not available now; "
                "started afresh"
            )
        if words is not None:
            check_words(entry, words)
    except ValueError as exc:
        return None, set_aside(path, str(exc))
    except WordleError as exc:  # the set's own files could not be read
        return None, f"the saved multi-board game's words could not be loaded ({exc})"
    return entry, None
