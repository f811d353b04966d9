"""The coach in the app: the record at a game's end, and palette commands for the review, the
statistics and the share text.

The app registers the commands with one line (``yield from coach_commands(self)``); the play
screen calls ``game_over`` whenever it shows a finished game. A game is queued for the record the
moment it ends (on the UI thread: one small file append, so a kill right after still has it),
then a worker writes it, waiting while another process holds the record; its review, when one
opens, adds the scores. A game still queued when the app starts (the last run was killed, or the
record could not be written) is written at once. Nothing after the end (F3, F4, undo and redo, the palette, a restart)
records the game again or replaces it.
"""

from __future__ import annotations

import contextlib
import datetime as dt
from collections.abc import Iterable
from functools import partial
from typing import TYPE_CHECKING

from textual.app import SystemCommand
from textual.worker import get_current_worker

from ..core.coach.game_end import finished_game, kept_note, unqueued_note, unrecorded_note, with_scores
from ..core.coach.pending import enqueue, flush, read_everything, waiting
from ..core.coach.record import GameRecord, RecordBusy
from ..core.coach.review import review_game
from ..core.coach.unscored import score_waiting
from ..core.errors import WordleError
from ..core.game.puzzle import Puzzle, game_puzzle, local_date, puzzle_today
from ..core.game.share import share_name, share_text
from ..core.nyt.today import TODAY
from ..core.solve.stats import Cancelled
from .notices import warn

if TYPE_CHECKING:
    from .app import WordleApp

RETRY = 2.0  # seconds between tries while the record is busy
LOCK_WAIT = 2.0  # seconds one try waits for another process's write
# A game opened finished and not yet scored: the app closed at its end (killed, say), before the
# review the end opens; it is scored in the background, and this says where to see it.
UNSEEN_REVIEW = "this game ended as the app closed, before its review showed: ctrl+p, Review this game"


def coach_commands(app: WordleApp) -> Iterable[SystemCommand]:
    yield SystemCommand(
        "Review this game", "Each move against the best one: skill, luck and why", partial(open_review, app)
    )
    yield SystemCommand(
        "Statistics",
        "Your daily games: streaks, guess distribution, skill and luck",
        partial(open_stats, app),
    )
    yield SystemCommand(
        "Copy share text", "The game's colours as the NYT share text", partial(copy_share, app)
    )


def board_puzzle(play, board=None) -> Puzzle:
    """What a game of the play screen is (default: the one on the board; until the game value
    carries its Puzzle): dated by its own puzzle's date, else by the lists loaded for it."""
    board = board or play.board
    chosen = play.service.day  # --date
    loaded = getattr(play.patterns, "day", None) if board is play.board else None
    return game_puzzle(
        board.word_set,
        practice=board.answer is not None,
        day=board.day or loaded,  # the game's own puzzle: the lists may still be the day before's
        archive=chosen is not None and chosen != puzzle_today(),
    )


def end_key(board) -> tuple:
    """A game's end as the record sees it: the same rows are the same end, whatever the
    strategy, word set or hard-mode display does afterwards; a new practice game's are another
    end, even with the same answer and rows."""
    return (board.length, board.answer, board.rows, board.game_id if board.answer is not None else None)


def game_over(play) -> None:
    """The play screen shows a finished game. A game that ended now is queued and written, and a
    daily or custom one reviewed; one that was opened finished (a restart) is only checked to
    be in the record, with its scores (the app may have died before either)."""
    board = play.board
    key = end_key(board)
    seen = play.ends.get(key)
    if seen == "handled":
        return
    play.ends[key] = "handled"
    puzzle = board_puzzle(play)
    moves = play.state.moves
    if seen == "opened":
        if puzzle.kind == "daily":
            _check_restored(play, puzzle, moves)
        return
    game = finished_game(puzzle, moves, board.length, board.hard, board.game_id, rows=board.max_rows)
    if game is not None:
        try:
            enqueue(game)
        except (OSError, WordleError) as exc:  # not queued: no write to say it waits, or is kept
            warn(play, unqueued_note(game, str(exc), play.save_dir is not None), severity="error")
        else:
            _write(play, game)
    if board.answer is None:
        from .screens.review import game_ended  # the review's screen loads when first needed

        then = partial(_after_review, play)
        saved = play.save_dir is not None
        game_ended(play.app, play.patterns, moves, board.hard, game, then, play.state.limit, saved)


def _write(play, game: GameRecord | None, announce: bool = True) -> None:
    """Write the queue into the record in a worker, trying again while another process holds it."""

    def work() -> None:
        cancelled = get_current_worker().cancelled_event
        said = False
        while True:
            try:
                kept = flush(lock_wait=LOCK_WAIT)
                break
            except RecordBusy:
                if not said:
                    say(
                        "the record is busy (another wordle-tui?): the game waits and is written when it is free"
                    )
                    said = True
                if cancelled.wait(RETRY):
                    return
            except (OSError, WordleError) as exc:
                say(f"{exc}; the game waits and is written when the record can be used", error=True)
                return
        if game is not None:
            held = kept.get(game.key) or _held(game) or game
            play.app.call_from_thread(play.record_keeps, game.key, held)  # its puzzle's game now
            if announce:
                say(kept_note(game, held))

    def say(text: str, error: bool = False) -> None:
        play.app.call_from_thread(play.notify, text, severity="error" if error else "information", timeout=8)

    play.run_worker(work, thread=True, group="record", exit_on_error=False)


def score_later(play) -> None:
    """At the start: the record's dated games without scores (quit during their review), reviewed
    in the background, then written (core/coach/unscored.py)."""
    if play.save_dir is None or TODAY not in play.sources:
        return  # read-only: the instance that has the game open writes the record

    def work() -> None:
        cancel = get_current_worker().cancelled_event
        service = play.service
        try:
            queued = score_waiting(
                play.sources[TODAY], puzzle_today(), service.history, service.cache_dir, cancel
            )
        except (OSError, WordleError):
            return  # unreadable now: the next start tries again
        if queued and not cancel.is_set():
            play.app.call_from_thread(_write, play, None, False)

    play.run_worker(work, thread=True, group="scores", exit_on_error=False)


def write_waiting(play) -> None:
    """At the start: games an earlier run left queued go into the record now, not only when the
    next game ends (a killed review's game waited for the whole of the next review)."""
    if play.save_dir is None:
        return  # read-only: the instance that has the game open writes the queue
    try:
        queued = bool(waiting())
    except OSError:
        return  # unreadable now: the next write says why
    if queued:
        _write(play, None)


def _held(game: GameRecord) -> GameRecord | None:
    """What the record (or its queue) holds under ``game``'s key."""
    return next((g for g in read_everything()[0] if g.key == game.key), None)


def _check_restored(play, puzzle: Puzzle, moves) -> None:
    """A daily game opened finished: written if it is in neither the record nor its queue (the
    app died at its end), and reviewed in the background if its scores are missing. It is dated
    by its save (the puzzle of the day it was played), not by today."""
    board, save_dir, patterns = play.board, play.save_dir, play.patterns
    if save_dir is None:
        return  # read-only: the instance that has the game open records it

    def work() -> None:
        from ..core.storage.save import slot_path

        assert puzzle.day is not None  # a daily puzzle
        day = board.day or puzzle.day  # the save's own puzzle date
        if board.day is None:  # a save from before dates were kept: the day it was last written
            with contextlib.suppress(OSError):
                mtime = slot_path(save_dir, "daily").stat().st_mtime
                day = min(local_date(dt.datetime.fromtimestamp(mtime, dt.UTC), None), puzzle.day)
        try:
            games = read_everything()[0]
        except (OSError, WordleError):
            return  # the next start tries again
        game = finished_game(Puzzle("daily", day), moves, board.length, board.hard, rows=board.max_rows)
        if game is None:
            return
        held = next((g for g in games if g.key == game.key), None)
        if held is not None and (held.scored or not held.same_play(game)):
            return  # scored, or a replay (after undo): the puzzle's first game stands, reviewed
        game = held or game
        play.app.call_from_thread(play.notify, UNSEEN_REVIEW, timeout=20)  # scored below, unseen
        cancel = get_current_worker().cancelled_event
        try:
            if held is None:
                enqueue(game)
                play.app.call_from_thread(_write, play, game, False)  # now: the review may take minutes
            review = review_game(patterns, moves, hard=board.hard, limit=board.max_rows, cancel=cancel)
            enqueue(with_scores(game, patterns, review, cancel))
        except (Cancelled, WordleError, OSError):
            pass  # what was queued is written below; the scores wait for another start
        play.app.call_from_thread(_write, play, game, False)

    play.run_worker(work, thread=True, group="record", exit_on_error=False)


def _game(app: WordleApp):
    """The current game's state, or None (said to the player) while the lists load."""
    state = getattr(app.play, "state", None)
    if state is None or getattr(app.play, "patterns", None) is None:
        app.notify("still loading the word lists...", severity="warning")
        return None
    return state


def open_review(app: WordleApp) -> None:
    """The palette's review: of a finished recorded game, it adds the scores to its entry."""
    from .screens.review import ReviewScreen

    state = _game(app)
    if state is None or isinstance(app.screen, ReviewScreen):
        return
    board = app.play.board
    game = (
        finished_game(
            board_puzzle(app.play), state.moves, board.length, board.hard, board.game_id, rows=board.max_rows
        )
        if board.over
        else None
    )
    try:
        held = _held(game) if game is not None else None  # scores go to the record's game, if it is this one
    except WordleError:
        held = None
    game = held if held is not None and game is not None and held.same_play(game) else None
    assert app.play.patterns is not None  # _game found the word lists loaded
    app.push_screen(
        ReviewScreen(
            app.play.patterns, state.moves, state.hard, game, state.limit, app.play.save_dir is not None
        ),
        partial(_after_review, app.play),
    )


async def _after_review(play, action: str | None) -> None:
    """The review was left for one of the play screen's actions (ctrl+n there: a new game)."""
    if action is not None:
        await play.run_action(action)


def open_stats(app: WordleApp) -> None:
    from .screens.stats import StatsScreen

    if not isinstance(app.screen, StatsScreen):
        app.push_screen(StatsScreen())


def copy_share(app: WordleApp) -> None:
    state = _game(app)
    if state is None:
        return
    if not state.steps:
        app.notify("no guesses yet: nothing to share", severity="warning")
        return
    if not app.play.board.over:  # its score would be X/6: a loss
        app.notify(
            "the game is not over: its share text comes at the end, with its result", severity="warning"
        )
        return
    board = app.play.board
    name = share_name(board_puzzle(app.play))  # an archive game's own number, none for practice
    text = share_text(
        [p for _, p in state.moves], state.patterns.length, name, hard=state.hard, rows=board.max_rows
    )
    app.copy_to_clipboard(text)
    kept = app.play.recorded(board)  # a replay after undo: the record keeps the first end
    if kept is not None and list(kept.words) != [word for word, _ in state.moves]:
        text += "\n\n" + unrecorded_note(kept)
    app.notify(text, title="Copied the share text")
