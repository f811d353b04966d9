"""Decision trees as text, one line per answer, the way published optimal trees are written:

    salet BBBBB1 courd BBYBB2 nymph GGGGG3

each guess followed by its feedback (B grey, Y yellow, G green) and the guess number. A tree
verifies when every answer appears once, ends in all-green, every feedback is what the game
would show, the same history always leads to the same next guess, and (in hard mode) every
guess respects the hints before it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NoReturn

from ..errors import WordleError
from ..game.feedback import all_green, format_pattern, parse, score
from ..game.patterns import PatternSource
from ..game.state import Step, hard_mode_violation

_TREE_LETTERS = str.maketrans("bygBYG", "BYGBYG")


def format_tree(paths: dict[str, list[str]]) -> str:
    lines = []
    for answer in sorted(paths):
        tokens = []
        for n, guess in enumerate(paths[answer], 1):
            feedback = format_pattern(score(guess, answer), len(guess)).upper()
            tokens.append(f"{guess} {feedback}{n}")
        lines.append(" ".join(tokens))
    return "\n".join(lines) + "\n"


@dataclass(frozen=True)
class TreeReport:
    games: int
    total: int
    max: int

    @property
    def average(self) -> float:
        return self.total / self.games if self.games else 0.0


def verify_tree(
    patterns: PatternSource, text: str, *, hard: bool = False, max_guesses: int | None = None
) -> TreeReport:
    """Replay every answer through the tree; WordleError names the first line that fails."""
    words = patterns.words
    length = patterns.length
    seen: dict[str, int] = {}
    decisions: dict[tuple, tuple[str, int]] = {}  # feedback history -> (next guess, line)
    total = longest = 0
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        tokens = line.split()

        def fail(why: str, number: int = number, line: str = line) -> NoReturn:
            raise WordleError(f"line {number}: {why}: {line.strip()[:80]}")

        if len(tokens) % 2:
            fail("expected pairs of GUESS FEEDBACK<n>")
        pairs = list(zip(tokens[::2], tokens[1::2], strict=False))
        answer = pairs[-1][0].lower()
        if answer not in words.answer_index:
            fail(f"{answer.upper()} is not in the answer list")
        if answer in seen:
            fail(f"{answer.upper()} already played on line {seen[answer]}")
        seen[answer] = number
        history: tuple = ()
        steps: tuple[Step, ...] = ()
        for n, (guess, token) in enumerate(pairs, 1):
            guess = guess.lower()
            if guess not in words.allowed_index:
                fail(f"{guess.upper()} is not an allowed guess")
            if not token.endswith(str(n)) or len(token) != length + len(str(n)):
                fail(f"guess {n} should read {guess.upper()} {'X' * length}{n}")
            try:
                pattern = parse(token[:length].translate(_TREE_LETTERS).lower(), length)
            except WordleError as exc:
                fail(str(exc))
            if pattern != score(guess, answer):
                fail(
                    f"{guess.upper()} against {answer.upper()} shows {format_pattern(score(guess, answer), length).upper()}, not {token[:length]}"
                )
            if hard:
                reason = hard_mode_violation(steps, guess)
                if reason:
                    fail(f"hard mode: guess {n} {guess.upper()}: {reason}")
            earlier = decisions.setdefault(history, (guess, number))
            if earlier[0] != guess:
                fail(
                    f"after the same feedback line {earlier[1]} plays {earlier[0].upper()}, this line {guess.upper()}"
                )
            steps += (Step(guess, pattern, 0, 0, 0.0),)
            history += (guess, pattern)
            if pattern == all_green(length) and n != len(pairs):
                fail(f"solved at guess {n} but the line goes on")
        if history[-1] != all_green(length):
            fail("the line does not end with the answer in all green")
        if max_guesses is not None and len(pairs) > max_guesses:
            fail(f"{len(pairs)} guesses, more than {max_guesses}")
        total += len(pairs)
        longest = max(longest, len(pairs))
    missing = sorted(set(words.answers) - set(seen))
    if missing:
        raise WordleError(
            f"the tree never reaches {len(missing)} answers: {', '.join(w.upper() for w in missing[:10])}"
        )
    return TreeReport(len(seen), total, longest)
