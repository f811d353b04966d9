"""The one exception the core raises for anything a user can get wrong, how to quote input in it,
and how to say a failed write."""

import errno
from pathlib import Path
from typing import Generic, TypeVar

T = TypeVar("T")

SHOWN_CHARS = 24  # a longer input is cut when a message repeats it


def shown(text: str) -> str:
    """``text`` quoted for a one-line message: escapes for anything unprintable, long input cut."""
    if len(text) <= SHOWN_CHARS:
        return repr(text)
    return repr(text[:SHOWN_CHARS])[:-1] + f"...' ({len(text)} characters)"


def os_reason(exc: OSError) -> str:
    """Why a read or write failed, as a player reads it: a full disk said so, otherwise the
    system's words without the errno number ("[Errno 28] ...")."""
    if exc.errno == errno.ENOSPC:
        return "the disk is full"
    if exc.errno in (errno.ENOTDIR, errno.EEXIST) and exc.filename:  # which part is a file
        path = Path(exc.filename)  # ENOTDIR: a folder of the path; EEXIST (mkdir): the path itself
        file = next(
            (p for p in (path.parents if exc.errno == errno.ENOTDIR else [path]) if p.is_file()), None
        )
        if file is not None:
            return f"{file} is a file where a folder should be"
    return exc.strerror or str(exc)


class WordleError(ValueError):
    """Bad input: a word, a feedback string, a word list, a cache file. The message says what."""


class HardModeError(WordleError):
    """A guess hard mode does not allow; the message names the guess and its number already."""


class Refused(WordleError, Generic[T]):
    """A key refused that still changes what it was pressed on: ``after`` (no step to undo)."""

    def __init__(self, why: str, after: T) -> None:
        super().__init__(why)
        self.after = after


# Keys sent in one burst ("crane" Enter "slate" Enter) reach a row being coloured as the next
# word: its letters are refused, but its g, y and b coloured tiles and its Enter confirmed the row.
# Digits, Space and the arrows are no word's keys: after one, the player is colouring on purpose.
STRAY = (
    "{word} was being coloured when {letters} came (no colour keys): check its colours, then Enter "
    "confirms; a digit, Space or an arrow first confirms at once"
)


class NoCandidatesError(WordleError):
    """The feedback so far fits no word of the answer list.

    ``step`` is the 1-based guess whose feedback emptied the set. ``never_shown``: why the game
    never shows that feedback for that guess (None: it could, for another answer). ``clash``: the
    earlier row it contradicts on its own (core/game/clash.py), if one does. ``can_widen``:
    widening the candidates to every allowed word could help (the answer can be outside the answer
    list); never for feedback the game never shows or rows that contradict each other, nor where
    every allowed word is a candidate.
    """

    def __init__(
        self,
        step: int,
        guess: str,
        feedback: str,
        before: int,
        never_shown: str | None = None,
        can_widen: bool = False,
        clash: str | None = None,
    ):
        self.step, self.guess, self.feedback, self.before = step, guess, feedback, before
        self.never_shown, self.can_widen = never_shown, can_widen and never_shown is None and clash is None
        if never_shown is not None:
            why = f"is feedback the game never shows: {never_shown}"
        elif before != 1:
            why = f"leaves none of the {before} candidates"
        else:
            why = "rules out the one candidate left"
        if clash is not None and never_shown is None:  # which earlier row, and which letter
            why += f"; {clash}"
        super().__init__(f"no word fits: guess {step} ({guess.upper()} {feedback}) {why}; check the colours")


class AlreadySolvedError(NoCandidatesError):
    """A guess after an all-green row: the game ended there. A NoCandidatesError (its ``step`` is
    the row after the green one, where the board's replay stops), though widening never helps."""

    def __init__(self, step: int, guess: str, answer: str):
        WordleError.__init__(
            self,
            f"the game was already solved at guess {step - 1} ({answer.upper()}): "
            f"guess {step} ({guess.upper()}) comes after its all-green row",
        )
        self.step, self.guess, self.feedback, self.before = step, guess, "", 1
        self.never_shown, self.can_widen = None, False
