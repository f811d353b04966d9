"""Start-up: the word sources, which game to open (the daily or the practice slot), the lock."""

from __future__ import annotations

import copy
import datetime as dt
import sys
from dataclasses import replace
from functools import partial
from pathlib import Path

from ..core.coach.daily_game import recorded_game, stale, stale_note, todays_recorded
from ..core.coach.game_record import ROWS
from ..core.errors import WordleError
from ..core.game.board import MAX_ROWS, Board
from ..core.game.puzzle import Puzzle, check_day, puzzle_today
from ..core.game.setup import practice_answer
from ..core.game.words import NAMED_SETS, load_word_set
from ..core.nyt.history import History, load_history
from ..core.nyt.today import TODAY
from ..core.storage.save import SaveLock, data_dir, load_board, slot_of, slot_path
from ..core.storage.settings import load_settings
from .screens.play_actions import WordSources


def word_sources(args) -> WordSources:
    sources: WordSources = {name: partial(load_word_set, name) for name in NAMED_SETS}
    if getattr(args, "words", None) or getattr(args, "answers", None):
        custom = partial(load_word_set, words=args.words, answers=args.answers, length=args.length)
        return {"custom": custom, **sources}
    return sources


def check_rows(rows: int | None) -> None:
    if rows is not None and not 1 <= rows <= MAX_ROWS:
        raise WordleError(f"--rows must be between 1 and {MAX_ROWS}, not {rows}")


def game_day(args) -> tuple[dt.date | None, History | None, list[str]]:
    """``--date`` (the past day whose game the today set plays; None: today, and so is today's
    date: the daily game itself; a later day is refused, its puzzle is not out) and ``--history``
    (the answers that replace the shipped ones and the player's updates; None: those), with notices."""
    day = getattr(args, "date", None)
    if day is not None and check_day(day) == puzzle_today():
        day = None
    path = getattr(args, "history", None)
    loaded = load_history(path) if path else None
    notices = [loaded.notice] if loaded is not None and loaded.notice else []
    return day, loaded.history if loaded is not None else None, notices


def initial_board(
    args, sources: WordSources, save_dir: Path | None, history: History | None = None
) -> tuple[Board, list[str]]:
    """The saved daily game if there is one (and no practice game, other word set or other
    date was asked for), else today's puzzle as the record has it if it was played, else a new
    one (core/coach/daily_game.py); options given on the command line apply either way.
    A practice game goes to its own slot: the daily game stays saved. ``history`` is --history's."""
    board, notices, _ = _opening_board(args, sources, save_dir, history)
    return board, notices


def opening(
    args, sources: WordSources, save_dir: Path | None, history: History | None = None
) -> tuple[Board, list[str], dict[str, str]]:
    """The first game, the notices, and the slots this session keeps in memory only, each with
    the line under the board saying why: a new game is never saved over an unfinished one."""
    board, notices, resumed = _opening_board(args, sources, save_dir, history)
    day = getattr(args, "date", None)
    if day is not None:  # another day's game: the daily slot keeps today's
        daily = load_board(slot_path(save_dir, "daily"))[0] if save_dir is not None else None
        has_daily = daily is not None and bool(daily.rows) and not stale(daily, puzzle_today())
        why = (
            "your daily game is kept (without --date it resumes)"
            if has_daily
            else "its end goes into your record, apart from the daily games"  # at 80x24: 5 rows of 29
        )
        if not has_daily and recorded_game(Puzzle("archive", day)) is not None:
            why = "the record keeps your first game of that day"  # "goes into your record" denied the note beside it
        return board, notices, {"daily": f"The game of {day} is not saved: {why}."}
    if resumed or save_dir is None:
        return board, notices, {}
    slot = slot_of(board)
    saved, notice = load_board(slot_path(save_dir, slot))  # the daily slot's was read already
    notices.extend([notice] if notice else [])
    if saved is None or saved.over or not saved.rows or stale(saved, puzzle_today()):
        return board, notices, {}  # nothing the player can still play is lost: a new game may replace it
    rows = f"{len(saved.rows)} row{'s' if len(saved.rows) > 1 else ''}"
    kept = "practice" if saved.answer is not None else saved.word_set
    return (
        board,
        notices,
        {slot: f"Not saved: your unfinished {kept} game ({rows}) is kept; {_resume_hint(saved)}."},
    )


def _resume_hint(saved: Board) -> str:
    if saved.answer is not None:
        return "F5 in a plain wordle-tui resumes it"
    if saved.word_set not in NAMED_SETS:
        return "wordle-tui with its --words/--answers resumes it"
    return f"wordle-tui --set {saved.word_set} resumes it"


def _opening_board(
    args, sources: WordSources, save_dir: Path | None, history: History | None
) -> tuple[Board, list[str], bool]:
    """initial_board's board and notices, and whether the board is the saved daily game."""
    check_rows(args.rows)
    notices: list[str] = []
    name = _checked_set(args, sources)
    practice = args.answer or args.practice
    day = getattr(args, "date", None)
    dated = day is not None or getattr(args, "history", None) is not None
    today = puzzle_today()
    if save_dir is not None and not practice and day is None:  # a custom game resumes with --words
        board, notice = load_board(slot_path(save_dir, "daily"))
        if notice:
            notices.append(notice)
        if board is not None and stale(board, today):  # not today's puzzle: today's opens instead
            notices.extend(filter(None, [stale_note(board, today)]))
            board = None
        if board is not None and board.over and board.word_set != TODAY and name is None:
            board = (
                None  # a finished game of another list has nothing to resume: a plain start opens a new one
            )
        if (
            board is not None
            and board.word_set in sources
            and (board.word_set == TODAY if dated else name in (None, board.word_set))
        ):
            if args.rows is not None and args.rows != board.max_rows:  # said, not silently ignored
                notices.append(f"--rows is for a new game: your saved game keeps its {board.max_rows} rows")
            hard = board.hard
            if args.hard and not hard:  # as F2: only before the first guess
                try:
                    hard = board.toggle_hard().hard
                except WordleError as exc:
                    notices.append(f"--hard: {exc}")
            return (
                replace(
                    board,
                    hard=hard,
                    strategy=args.strategy or board.strategy,
                    any_word=board.any_word or args.any_word,
                    day=board.day or _daily_day(board.word_set, day),  # a save from before dates
                ),
                notices,
                True,
            )
    defaults = load_settings().settings  # a new game's word set, strategy and hard mode
    name = name or (TODAY if dated else defaults.word_set)
    strategy = args.strategy or defaults.strategy
    played = (
        todays_recorded(today, strategy=strategy, any_word=args.any_word)
        if name == TODAY and not practice and day is None
        else None
    )
    if played is not None:  # today's puzzle is played (here, or where the slot's later game was)
        if args.rows is not None:
            notices.append("--rows is for a new game: today's puzzle is already played")
        return played, notices, False
    words = sources[name]()
    notices.extend(words.warnings)
    answer = None
    if args.answer:
        answer = words.check_guess(args.answer, any_word=True)
        if answer not in words.answer_index:
            raise WordleError(f"{answer.upper()} is not in the answer list ({words.name})")
    elif args.practice:
        answer = practice_answer(name, words, day=day, history=history)
    rows = args.rows or min(MAX_ROWS, max(6, words.length + 1))
    if name == TODAY and answer is None and rows != ROWS:  # said before the game, not at its end
        notices.append(
            f"{rows} rows: this game is kept in your record apart from the {ROWS}-row daily statistics"
        )
    board = Board(
        length=words.length,
        word_set=name,
        answer=answer,
        max_rows=rows,
        hard=args.hard or defaults.hard,
        strategy=strategy,
        any_word=args.any_word,
        day=None if answer is not None else _daily_day(name, day),
    )
    return board, notices, False


def _checked_set(args, sources: WordSources) -> str | None:
    """The word set the options name (None: the saved game's or the settings'); --date and
    --history are refused on another set, where they would be ignored."""
    name = "custom" if "custom" in sources else args.set
    dated = getattr(args, "date", None) is not None or getattr(args, "history", None) is not None
    if dated and (name or TODAY) != TODAY:
        raise WordleError(f"--date and --history are for the today set's game, not {name!r}")
    return name


def _daily_day(word_set: str, day: dt.date | None) -> dt.date | None:
    """The puzzle date a today-set game plays (--date's, else the player's today); None for other lists."""
    return (day or puzzle_today()) if word_set == TODAY else None


def open_app(args, save_dir: Path, lock: SaveLock, sources: WordSources | None = None):
    """The app for these options; read-only when another instance holds the save lock."""
    from .app import WordleApp

    check_rows(args.rows)
    sources = sources or word_sources(args)
    _checked_set(args, sources)
    day, history, notices = game_day(args)
    args = copy.copy(args)
    args.date = day  # today's date opens the daily game, as no --date does
    read_only = not lock.acquire()
    if read_only:
        notices.append(
            lock.problem or "the game is open in another wordle-tui: this one is read-only (nothing is saved)"
        )
    board, more, unsaved = opening(args, sources, save_dir if save_dir.is_dir() else None, history)
    app = WordleApp(
        board,
        sources,
        save_dir=save_dir,
        notices=notices + more,
        read_only=read_only,
        day=day,
        history=history,
        unsaved=unsaved,
    )
    if lock.problem:
        app.read_only_why = "not saved: data dir cannot be written"
    return app


def main(args) -> int:
    save_dir = data_dir()
    lock = SaveLock(save_dir)
    try:
        app = open_app(args, save_dir, lock)
        app.exit_at_once = True  # the CLI ends the process right after (cli._exit_now)
        app.run()
    finally:
        lock.release()  # a no-op when this instance never held it
    if app.exit_notice:
        print(f"wordle-tui: {app.exit_notice}", file=sys.stderr)
    return app.return_code or 0  # 1: quit with a game that could not be saved
