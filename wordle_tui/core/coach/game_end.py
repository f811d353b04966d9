"""When a daily game ends: keep it in the player's record with its review's scores and the
solver's own number of guesses on the same answer (when the answer is known)."""

from __future__ import annotations

import datetime as dt
import threading
from pathlib import Path

from ..errors import WordleError
from ..game.feedback import format_pattern, score
from ..game.patterns import Patterns
from ..game.share import puzzle_number
from ..game.state import GameState
from ..solve.solver import Solver
from ..solve.stats import Cancelled, check_cancel
from .record import GameRecord, Record
from .review import GameReview

SOLVER_LIMIT = 20  # guesses: a safety stop, never reached by the deep search


def solver_guesses(
    patterns: Patterns, answer: str, hard: bool, cancel: threading.Event | None = None
) -> int | None:
    """How many guesses the deep search takes to find ``answer``, opening with the best solved
    opener (else the entropy strategy's); None when the answer is not in the answer list.
    Today's game has no stored matrix for the deep search: its own strategy (guesses, the
    fewest expected guesses under the prior) plays it instead."""
    if answer not in patterns.words.answer_index:
        return None
    state = GameState.start(patterns, hard)
    if patterns.searched_after_first_guess:
        solver = Solver("guesses")
        guess = solver.best(state, cancel)  # the first ranking is cached per day
    else:
        solver = Solver("deep")
        known = solver.known_openers(state)
        guess = known[0].guess if known else Solver("entropy").best(state, cancel)
    while True:
        state = state.play(guess, score(guess, answer))
        if state.solved or len(state.steps) >= SOLVER_LIMIT:
            return len(state.steps) if state.solved else None
        check_cancel(cancel)
        guess = solver.best(state, cancel)


def record_daily(
    patterns: Patterns,
    moves: list[tuple[str, int]],
    hard: bool,
    review: GameReview | None = None,
    day: dt.date | None = None,
    path: Path | None = None,
    cancel: threading.Event | None = None,
) -> GameRecord:
    """Keep a finished daily game (``day``: the puzzle's date, default today) in the record,
    with its review's scores when there is one. Cancelling skips only the solver's game."""
    day = day or dt.date.today()
    solved = bool(moves) and moves[-1][1] == patterns.solved
    try:
        solver = solver_guesses(patterns, moves[-1][0], hard, cancel) if solved else None
    except Cancelled:
        solver = None
    game = GameRecord(
        date=day,
        puzzle=puzzle_number(day),
        words=tuple(g for g, _ in moves),
        colours=tuple(format_pattern(p, patterns.length) for _, p in moves),
        solved=solved,
        hard=hard,
        skill=float(review.skill) if review is not None and review.skill is not None else None,
        luck=float(review.luck) if review is not None and review.luck is not None else None,
        solver_guesses=solver,
    )
    with Record(path) as record:
        kept = record.game_on(day)
        if kept is not None and kept.words != game.words:  # one daily puzzle a day: the first game stands
            raise AlreadyRecorded(
                f"{day} is already in your record ({' '.join(kept.words).upper()}); this game is not kept"
            )
        record.add(game)  # the same game again (a second review) updates its scores
    return game


class AlreadyRecorded(WordleError):
    """A different game of the same day is in the record already."""
