"""The one exception the core raises for anything a user can get wrong, and how to quote input in it."""

SHOWN_CHARS = 24  # a longer input is cut when a message repeats it


def shown(text: str) -> str:
    """``text`` quoted for a one-line message: escapes for anything unprintable, long input cut."""
    if len(text) <= SHOWN_CHARS:
        return repr(text)
    return repr(text[:SHOWN_CHARS])[:-1] + f"...' ({len(text)} characters)"


class WordleError(ValueError):
    """Bad input: a word, a feedback string, a word list, a cache file. The message says what."""


class NoCandidatesError(WordleError):
    """The feedback so far fits no word of the answer list.

    ``step`` is the 1-based guess whose feedback emptied the set; the caller may widen the
    candidates to every allowed word, since the answer can be outside the answer list.
    """

    def __init__(self, step: int, guess: str, feedback: str, before: int):
        self.step, self.guess, self.feedback, self.before = step, guess, feedback, before
        super().__init__(
            f"no word fits: guess {step} ({guess.upper()} {feedback}) "
            + (
                f"leaves none of the {before} candidates"
                if before != 1
                else "rules out the one candidate left"
            )
            + "; check the colours"
        )


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
