"""The game state: the guesses played, their feedback, and the candidates still possible.

A GameState is immutable: playing a guess returns a new state, so undo is keeping the old
one and editing an earlier row is replaying the history with the new feedback.
"""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, replace

import numpy as np

from ..errors import AlreadySolvedError, HardModeError, NoCandidatesError
from ..solve.stats import guess_stats
from .clash import clash
from .feedback import GREEN, GREY, decode, format_pattern, never_shown
from .patterns import PatternSource


@dataclass(frozen=True)
class Step:
    guess: str
    pattern: int
    before: int  # candidates before this guess
    after: int  # candidates after its feedback
    expected_bits: float  # what the guess was expected to tell, against the candidates before
    probability: float | None = None  # under a prior: the chance of this feedback, before it came

    @property
    def gained_bits(self) -> float:
        """Information actually gained: log2(before / after), or -log2(chance of the feedback)."""
        if self.probability is not None:
            # never "-0.00": a certain feedback gains exactly nothing
            return max(0.0 - math.log2(self.probability), 0.0) if self.probability > 0 else math.inf
        return math.log2(self.before / self.after) if self.after else math.inf


@dataclass(frozen=True, eq=False)
class GameState:
    patterns: PatternSource
    candidates: np.ndarray  # indices into patterns.words.answers, sorted, read-only
    steps: tuple[Step, ...] = ()
    hard: bool = False
    limit: int = 6  # the game's guesses (its rows): a guess that may need more can lose

    @classmethod
    def start(cls, patterns: PatternSource, hard: bool = False, limit: int = 6) -> GameState:
        everyone = np.arange(len(patterns.words.answers))
        everyone.flags.writeable = False
        return cls(patterns, everyone, (), hard, limit)

    @property
    def rows_left(self) -> int:
        """Guesses still allowed, this one included."""
        return self.limit - len(self.steps)

    # -- what a view shows -------------------------------------------------------------
    @property
    def count(self) -> int:
        return len(self.candidates)

    @property
    def weights(self) -> np.ndarray | None:
        """The candidates' probabilities (summing to one) under the game's prior, or None when
        every candidate is equally likely."""
        prior = self.patterns.weights
        if prior is None or not self.count:
            return None
        w = prior[self.candidates]
        return w / w.sum()

    @property
    def bits_unknown(self) -> float:
        """The entropy of the answer: log2 of the count, or that of the prior over the candidates."""
        w = self.weights
        if w is None:
            return math.log2(self.count) if self.count else 0.0
        return max(float(-(w * np.log2(w)).sum()), 0.0) + 0.0  # + 0.0: never -0.0 for one word

    def probability(self, word: str) -> float:
        """The chance that ``word`` is the answer, given the feedback so far."""
        index = self.patterns.words.answer_index.get(word)
        if index is None or not self.count:
            return 0.0
        at = np.searchsorted(self.candidates, index)
        if at >= self.count or self.candidates[at] != index:
            return 0.0
        w = self.weights
        return 1.0 / self.count if w is None else float(w[at])

    def candidate_probabilities(self) -> list[tuple[str, float]]:
        """Every candidate with its probability, most likely first (ties alphabetical)."""
        answers = self.patterns.words.answers
        w = self.weights
        if w is None:
            return [(answers[i], 1.0 / self.count) for i in self.candidates]
        order = np.lexsort((self.candidates, -w))
        return [(answers[self.candidates[o]], float(w[o])) for o in order]

    @property
    def solved(self) -> bool:
        return bool(self.steps) and self.steps[-1].pattern == self.patterns.solved

    def candidate_words(self) -> list[str]:
        answers = self.patterns.words.answers
        return [answers[i] for i in self.candidates]

    def could_be_answer(self, word: str) -> bool:
        index = self.patterns.words.answer_index.get(word)
        return index is not None and bool(np.isin(index, self.candidates))

    # -- playing -----------------------------------------------------------------------
    def play(self, guess: str, pattern: int, *, any_word: bool = False) -> GameState:
        """The state after ``guess`` was shown ``pattern``; raises if nothing fits, or if the
        game was already solved (an all-green row ends it: later colours could still fit)."""
        guess = self.patterns.words.check_guess(guess, any_word=any_word)
        if self.solved:
            raise AlreadySolvedError(len(self.steps) + 1, guess, self.steps[-1].guess)
        if self.hard:
            reason = hard_mode_violation(self.steps, guess)
            if reason:
                raise HardModeError(f"hard mode, guess {len(self.steps) + 1} ({guess.upper()}): {reason}")
        row = self.patterns.row(guess)[self.candidates]
        kept = self.candidates[row == pattern]
        kept.flags.writeable = False
        w = self.weights
        expected = (
            float(guess_stats(row[None, :], self.patterns.length, weights=w).bits[0]) if self.count else 0.0
        )
        chance = None if w is None else float(w[row == pattern].sum())
        step = Step(guess, pattern, self.count, len(kept), expected, chance)
        if len(kept) == 0:
            words = self.patterns.words
            raise NoCandidatesError(
                len(self.steps) + 1,
                guess,
                format_pattern(pattern, self.patterns.length),
                self.count,
                never_shown(guess, pattern),
                can_widen=len(words.answers) < len(words.allowed),
                clash=clash([(s.guess, s.pattern) for s in self.steps], guess, pattern),
            )
        return replace(self, candidates=kept, steps=(*self.steps, step))

    def replay(self, moves: list[tuple[str, int]], *, any_word: bool = False) -> GameState:
        state = replace(self, candidates=GameState.start(self.patterns).candidates, steps=())
        for guess, pattern in moves:
            state = state.play(guess, pattern, any_word=any_word)
        return state

    @property
    def moves(self) -> list[tuple[str, int]]:
        return [(s.guess, s.pattern) for s in self.steps]

    def with_hard(self, hard: bool) -> GameState:
        return replace(self, hard=hard)

    def widened(self, patterns: PatternSource) -> GameState:
        """Replay this game over ``patterns`` (the same guesses, more possible answers)."""
        return GameState.start(patterns, self.hard, self.limit).replay(self.moves, any_word=True)


# -- hard mode (the NYT rule) -----------------------------------------------------------
_ORDINALS = ["1st", "2nd", "3rd"] + [f"{n}th" for n in range(4, 41)]
_TIMES = {1: "", 2: "two ", 3: "three ", 4: "four ", 5: "five "}


def revealed(steps: tuple[Step, ...], length: int) -> tuple[dict[int, str], Counter]:
    """Greens by position, and how many of each letter the feedback has revealed."""
    greens: dict[int, str] = {}
    needed: Counter = Counter()
    for step in steps:
        colours = decode(step.pattern, length)
        shown = Counter(g for g, c in zip(step.guess, colours, strict=False) if c != GREY)
        needed |= shown  # the most copies any single row has revealed
        greens.update({i: g for i, (g, c) in enumerate(zip(step.guess, colours, strict=False)) if c == GREEN})
    return greens, needed


def hard_mode_violation(steps: tuple[Step, ...], guess: str) -> str | None:
    """Why ``guess`` breaks hard mode (greens stay in place, revealed letters are reused)."""
    greens, needed = revealed(steps, len(guess))
    for i, letter in sorted(greens.items()):
        if guess[i] != letter:
            return f"{_ORDINALS[i]} letter must be {letter.upper()}"
    have = Counter(guess)
    for letter, count in sorted(needed.items()):
        if have[letter] < count:
            return f"guess must contain {_TIMES.get(count, f'{count} ')}{letter.upper()}" + (
                "s" if count > 1 else ""
            )
    return None


def hard_mode_mask(steps: tuple[Step, ...], codes: np.ndarray) -> np.ndarray:
    """Which words (letter-code rows) a hard-mode player may still guess."""
    ok = np.ones(codes.shape[0], dtype=bool)
    if not steps:
        return ok
    greens, needed = revealed(steps, codes.shape[1])
    for i, letter in greens.items():
        ok &= codes[:, i] == ord(letter) - ord("a")
    for letter, count in needed.items():
        ok &= (codes == ord(letter) - ord("a")).sum(axis=1) >= count
    return ok
