"""When a game ends: its entry in the player's record, queued and written at once, before any
review; the review's scores and the solver's own number of guesses on the same answer (when the
answer is known) are added to the same entry afterwards."""

from __future__ import annotations

import threading
from dataclasses import replace
from pathlib import Path

from ..errors import WordleError, os_reason
from ..game.feedback import all_green, format_pattern, score
from ..game.patterns import PatternSource
from ..game.puzzle import Puzzle
from ..game.state import GameState
from ..solve.solver import Solver
from ..solve.stats import Cancelled, check_cancel
from .pending import enqueue, flush, waiting
from .record import ROWS, GameRecord
from .review import GameReview

SOLVER_LIMIT = 20  # guesses: a safety stop, never reached by the deep search


def solver_guesses(
    patterns: PatternSource, answer: str, hard: bool, cancel: threading.Event | None = None
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


def finished_game(
    puzzle: Puzzle,
    moves: list[tuple[str, int]],
    length: int,
    hard: bool,
    game_id: str | None = None,
    *,
    rows: int,
) -> GameRecord | None:
    """The record's entry for a game that just ended (None: a custom game, not recorded);
    ``game_id`` (Board.game_id) names a practice game, so its replays are the same game;
    ``rows``: the game's row limit (Board.max_rows), without which a game of 8 rows reads "X/6"."""
    if puzzle.kind == "custom" or not moves:
        return None
    return GameRecord(
        date=puzzle.day,
        puzzle=puzzle.number,
        words=tuple(g for g, _ in moves),
        colours=tuple(format_pattern(p, length) for _, p in moves),
        solved=moves[-1][1] == all_green(length),
        hard=hard,
        kind=puzzle.kind,
        game_id=game_id if puzzle.kind == "practice" else None,
        rows=rows,
    )


def with_scores(
    game: GameRecord,
    patterns: PatternSource,
    review: GameReview | None,
    cancel: threading.Event | None = None,
) -> GameRecord:
    """``game`` with its review's scores and the solver's guesses on its answer (when known).
    Cancelling skips only the solver's game."""
    try:
        solver = solver_guesses(patterns, game.words[-1], game.hard, cancel) if game.solved else None
    except Cancelled:
        solver = None
    return replace(
        game,
        skill=float(review.skill) if review is not None and review.skill is not None else None,
        luck=float(review.luck) if review is not None and review.luck is not None else None,
        solver_guesses=solver,
    )


def keep(game: GameRecord, path: Path | None = None, lock_wait: float | None = None) -> GameRecord:
    """Queue ``game`` and write the queue into the record; returns what the record holds under the
    game's key (a daily or archive puzzle's first game). Raises RecordBusy or RecordBroken: the game waits in
    the queue and the next write adds it."""
    enqueue(game, path)
    return flush(path, lock_wait).get(game.key, game)


def _name(game: GameRecord) -> str:
    if game.kind == "practice":
        return "this practice game"
    return f"Wordle #{game.puzzle}" + (f" of {game.date} (archive)" if game.kind == "archive" else "")


def _already(kept: GameRecord) -> str:
    result = f"solved in {kept.guesses}" if kept.solved else "not solved"
    if not kept.of_nyt_rows:
        result += f" of {kept.rows} rows" if kept.solved else f" in {kept.rows} rows"
    return f"{_name(kept)} is already in your record ({' '.join(kept.words).upper()}, {result})"


def _other(kept: GameRecord) -> str:
    """A game other than ``kept`` of its puzzle: a practice game's is a replay (after undo)."""
    return "this replay" if kept.kind == "practice" else "this one"


def kept_note(game: GameRecord, kept: GameRecord) -> str:
    """What the player is told once the record holds ``game``, or another game of its puzzle
    (of the same practice game: a replay)."""
    if kept.same_play(game):
        apart = "" if game.kind == "daily" else ", apart from the daily statistics"
        if game.kind == "daily" and not game.of_nyt_rows:  # said, so it is not a surprise in the stats
            apart = f", apart from the {ROWS}-row daily statistics: it had {game.rows} rows"
        return f"{_name(game)} is kept in your record{apart}"
    return f"{_already(kept)}: the first finished game stands, {_other(kept)} is not recorded"


def unrecorded_note(kept: GameRecord) -> str:
    """What a game of ``kept``'s puzzle (a replay of ``kept``'s practice game), other than
    ``kept``, is told from its start."""
    return f"{_already(kept)}: {_other(kept)} will not be recorded."


def unqueued_note(game: GameRecord, reason: str, saved: bool = True) -> str:
    """``reason`` the record's queue could not take ``game``, and what becomes of it: a daily
    game the app saves (``saved``: not read-only) is recorded from its save at the next start
    (tui/coach.py, as after a kill); any other is not kept. On a full disk "not kept" was said
    of daily games the record then showed."""
    if game.kind == "daily" and saved:
        return f"{reason}; not in the record yet: the next start adds this game from its save"
    return f"{reason}; this game is not kept for the record"


def not_kept_note(game: GameRecord, exc: Exception, path: Path | None = None, saved: bool = True) -> str:
    """One line when the record could not take ``game`` (with its scores): what is wrong, without
    an errno, and what became of the game: waiting beside the record, where the next write that
    succeeds adds it, or not queued at all (``unqueued_note``; ``saved``: the app saves the game)."""
    reason = os_reason(exc) if isinstance(exc, OSError) else str(exc)
    try:
        queued = [g for g in waiting(path) if g.key == game.key and g.same_play(game)]
    except (OSError, WordleError):
        queued = []
    if not queued:
        return unqueued_note(game, reason, saved)
    if game.scored and not any(g.scored for g in queued):
        return (
            f"{reason}; the game waits beside the record without the review's scores, "
            "and is added once the record can be written"
        )
    return f"{reason}; the game waits beside the record and is added once the record can be written"
