"""Multi-board games (Dordle to Duotrigordle): one typed guess goes to every unsolved board.

Each board is a GameState over the shared pattern matrix. A board is done once its answer
is guessed and takes no feedback after that; the game is won when every board is done
within the shared guess limit. A MultiGame is immutable, so undo is replaying the moves
but the last one (which also re-opens a board that move had solved).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from ..errors import WordleError
from ..game.feedback import format_pattern, parse
from ..game.patterns import Patterns
from ..game.state import GameState

# The named games: boards -> guess limit (always boards + 5).
GAMES = {
    1: ("Wordle", 6),
    2: ("Dordle", 7),
    4: ("Quordle", 9),
    8: ("Octordle", 13),
    16: ("Sedecordle", 21),
    32: ("Duotrigordle", 37),
}
SOLVED_MARK = "-"  # feedback notation for a board already done


class BoardError(WordleError):
    """A row one board cannot take (its colours fit none of its candidates): ``board``, from 0,
    names it, so an entry can select it for the fix."""

    def __init__(self, board: int, why: str) -> None:
        super().__init__(why)
        self.board = board


def default_limit(boards: int) -> int:
    """The named game's limit, or boards + 5 (the rule every named game follows)."""
    return GAMES.get(boards, ("", boards + 5))[1]


def game_name(boards: int) -> str:
    return GAMES.get(boards, (f"{boards} boards", 0))[0]


Move = tuple[str, tuple[int | None, ...]]  # guess, and its pattern on each board (None: done)


@dataclass(frozen=True, eq=False)
class MultiGame:
    patterns: Patterns
    limit: int
    boards: tuple[GameState, ...]
    moves: tuple[Move, ...] = ()
    answers: tuple[int, ...] | None = None  # hidden answers (indices), when the app scores

    @classmethod
    def start(
        cls, patterns: Patterns, boards: int, limit: int | None = None, answers: tuple[int, ...] | None = None
    ) -> MultiGame:
        if boards < 1:
            raise WordleError(f"--boards must be at least 1 (got {boards})")
        limit = default_limit(boards) if limit is None else limit
        if limit < boards:
            raise WordleError(f"a limit of {limit} guesses cannot solve {boards} boards (each needs one)")
        if answers is not None and len(answers) != boards:
            raise WordleError(f"{len(answers)} answers for {boards} boards")
        fresh = GameState.start(patterns)
        return cls(patterns, limit, (fresh,) * boards, (), answers)

    # -- what a view shows -------------------------------------------------------------
    @property
    def n_boards(self) -> int:
        return len(self.boards)

    @property
    def used(self) -> int:
        return len(self.moves)

    @property
    def guesses_left(self) -> int:
        return self.limit - self.used

    @property
    def done(self) -> tuple[bool, ...]:
        return tuple(b.solved for b in self.boards)

    @property
    def unsolved(self) -> list[int]:
        return [i for i, b in enumerate(self.boards) if not b.solved]

    @property
    def boards_left(self) -> int:
        return len(self.unsolved)

    @property
    def won(self) -> bool:
        return self.boards_left == 0 and self.used <= self.limit

    @property
    def lost(self) -> bool:
        return not self.won and self.used >= self.limit

    @property
    def over(self) -> bool:
        return self.won or self.lost

    @property
    def verdict(self) -> str | None:
        """'won', 'lost', or None while the game goes on."""
        return "won" if self.won else "lost" if self.lost else None

    # -- playing -----------------------------------------------------------------------
    def play(self, guess: str, feedback: tuple[int | None, ...], *, any_word: bool = False) -> MultiGame:
        """The game after ``guess`` showed ``feedback`` (one pattern per board, None for a
        board already done). Raises a BoardError naming the board when nothing fits."""
        if len(feedback) != self.n_boards:
            raise WordleError(f"{len(feedback)} feedback rows for {self.n_boards} boards")
        guess = self.patterns.words.check_guess(guess, any_word=any_word)
        solved = [
            i
            for i, (b, p) in enumerate(zip(self.boards, feedback, strict=True), 1)
            if not b.solved and p == self.patterns.solved
        ]
        if len(solved) > 1:  # each board has its own answer (the deals are distinct answers)
            named = ", ".join(map(str, solved[:-1])) + f" and {solved[-1]}"
            raise WordleError(
                f"boards {named} cannot {'both' if len(solved) == 2 else 'all'} be {guess.upper()}: each board has its own answer"
            )
        boards, wrong = [], []  # every board the row does not fit is named, the first selected
        for i, (board, pattern) in enumerate(zip(self.boards, feedback, strict=False), 1):
            if board.solved:
                if pattern is not None and pattern != self.patterns.solved:
                    wrong.append((i, f"board {i} is already solved: give '{SOLVED_MARK}' as its feedback"))
                boards.append(board)
                continue
            if pattern is None:
                wrong.append((i, f"board {i} is not solved: it needs feedback for {guess.upper()}"))
                continue
            try:
                boards.append(board.play(guess, pattern, any_word=True))
            except WordleError as exc:
                wrong.append((i, f"board {i}: {exc}"))
        if wrong:
            raise BoardError(wrong[0][0] - 1, "; ".join(why for _, why in wrong))
        done = tuple(None if b.solved else p for b, p in zip(self.boards, feedback, strict=False))
        return replace(self, boards=tuple(boards), moves=(*self.moves, (guess, done)))

    def play_word(self, guess: str, *, any_word: bool = False) -> MultiGame:
        """Play against the hidden answers: the game scores every board itself."""
        if self.answers is None:
            raise WordleError("this game has no hidden answers: give the feedback of each board")
        return self.play(guess, self.feedback_for(guess), any_word=any_word)

    def feedback_for(self, guess: str) -> tuple[int | None, ...]:
        assert self.answers is not None  # asked only of a game with hidden answers
        row = self.patterns.row(guess)
        return tuple(
            None if b.solved else int(row[a]) for b, a in zip(self.boards, self.answers, strict=False)
        )

    def replay(self, moves, *, any_word: bool = False) -> MultiGame:
        game = replace(self, boards=(GameState.start(self.patterns),) * self.n_boards, moves=())
        for guess, feedback in moves:
            game = game.play(guess, tuple(feedback), any_word=any_word)
        return game

    def undo(self) -> MultiGame:
        """The game before the last guess, on every board at once."""
        if not self.moves:
            raise WordleError("nothing to undo")
        return self.replay(self.moves[:-1], any_word=True)

    def answer_words(self) -> list[str] | None:
        if self.answers is None:
            return None
        return [self.patterns.words.answers[a] for a in self.answers]


def parse_feedback(text: str, boards: int, length: int) -> tuple[int | None, ...]:
    """``FB1,FB2,...``: one feedback per board in any notation, ``-`` for a board already done."""
    parts = [p.strip() for p in text.split(",")]
    if len(parts) != boards:
        given = f"{len(parts)} board{'' if len(parts) == 1 else 's'}"
        raise WordleError(f"bad feedback {text!r}: {given} given, the game has {boards}")
    return tuple(None if p == SOLVED_MARK else parse(p, length) for p in parts)


def format_feedback(feedback: tuple[int | None, ...], length: int, notation: str = "letters") -> str:
    return ",".join(SOLVED_MARK if p is None else format_pattern(p, length, notation) for p in feedback)


# -- seeded deals ---------------------------------------------------------------------------
def deal(n_answers: int, boards: int, seed: int, index: int = 0) -> tuple[int, ...]:
    """Deal ``index`` of seed ``seed``: ``boards`` distinct answer indices.

    PCG64 seeded through SeedSequence([seed, index]) gives the same bits everywhere; the deal
    keeps only what those bits fix (uniform doubles, then the smallest ``boards`` of them),
    not a shuffle algorithm numpy could change, so a seed names the same deals on every machine.
    """
    if boards > n_answers:
        raise WordleError(f"{boards} boards need {boards} distinct answers; the set has {n_answers}")
    rng = np.random.Generator(np.random.PCG64([seed, index]))
    keys = rng.random(n_answers)
    return tuple(int(i) for i in np.argsort(keys, kind="stable")[:boards])
