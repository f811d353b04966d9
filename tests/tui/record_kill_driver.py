"""A child process for test_record_kill: plays today's game (a small stand-in for the today set)
to its winning row and is killed (SIGKILL, nothing runs after it) at one point between that row
and the end of the review; or, with ``restart``, opens the saved game again and lets it settle.

    python -m tests.tui.record_kill_driver POINT SAVE_DIR
"""

from __future__ import annotations

import asyncio
import os
import signal
import sys
import time
from pathlib import Path

from wordle_tui.core.coach.pending import waiting
from wordle_tui.core.coach.record import Record
from wordle_tui.core.game.board import Board, Row
from wordle_tui.core.game.feedback import decode, score
from wordle_tui.core.storage import save
from wordle_tui.core.storage.save import load_board, slot_path
from wordle_tui.tui.app import WordleApp
from wordle_tui.tui.screens import review

from .test_today_play import small_today

WORDS = ("salet", "crony")
SETTLE_SECONDS = 240  # the restart's review and writes, under any load (the test allows 300)


def die(*_args, **_kwargs) -> None:
    os.kill(os.getpid(), signal.SIGKILL)


def after(function, check=lambda *a, **k: True):
    """``function``, then a kill the first time ``check`` holds for its arguments."""

    def wrapped(*args, **kwargs):
        result = function(*args, **kwargs)
        if check(*args, **kwargs):
            die()
        return result

    return wrapped


def killed_mid_write(self, games) -> None:
    """Record.add killed inside its transaction: rows written, the COMMIT never comes."""
    self.db.execute("BEGIN IMMEDIATE")
    for game in games:
        self.db.execute(
            "INSERT OR IGNORE INTO played (key, kind, date, puzzle, words, colours, solved, hard, skill,"
            " luck, solver_guesses, recorded) VALUES (?, 'daily', NULL, NULL, ?, '', 1, 0, NULL, NULL, NULL, '')",
            (game.key, " ".join(game.words)),
        )
    die()


def traced(module, name: str, began: float) -> None:
    """The restart's timeline on stdout: when each of the coach's steps began, and what it raised
    (a worker's exception is otherwise silent, and the test shows this output when it fails)."""
    function = getattr(module, name)

    def wrapped(*args, **kwargs):
        print(f"{time.monotonic() - began:.1f}s {name}", flush=True)
        try:
            return function(*args, **kwargs)
        except BaseException as exc:
            print(f"{time.monotonic() - began:.1f}s {name} raised {exc!r}", flush=True)
            raise

    setattr(module, name, wrapped)


def arm(point: str) -> None:
    # The record's modules are imported where a point needs them: "saved" and "reviewing" also
    # run on the code before the queue existed, and show what it lost.
    if point == "saved":  # the winning row is on disk, nothing else happened
        from wordle_tui.core.storage.save_writer import SaveWriter  # the one writer of the saves

        SaveWriter.write = after(SaveWriter.write, lambda _self, _path, data: save.decode_board(data).over)
    elif point == "queued":
        from wordle_tui.core.coach import pending

        pending.enqueue = after(pending.enqueue)
        from wordle_tui.tui import coach

        coach.enqueue = pending.enqueue
    elif point == "writing":
        from wordle_tui.core.coach import record

        record.Record.add = killed_mid_write
    elif point == "written":
        from wordle_tui.core.coach import pending
        from wordle_tui.tui import coach

        coach.flush = after(pending.flush)
    elif point == "reviewing":
        original = review.review_game

        def reviewing(*args, on_step=None, **kwargs):
            return original(*args, on_step=after(on_step), **kwargs)

        review.review_game = reviewing
    elif point == "scoring":
        review.with_scores = die
    elif point == "reviewed":
        review.kept_note = after(review.kept_note)
    elif point != "restart":
        raise SystemExit(f"unknown point {point}")


async def run(point: str, save_dir: Path) -> None:
    if point == "restart":
        board, _ = load_board(slot_path(save_dir, "daily"))
        from wordle_tui.tui import coach

        began = time.monotonic()
        for name in ("_check_restored", "read_everything", "review_game", "enqueue", "flush"):
            traced(coach, name, began)
    else:
        rows = tuple(Row(w, tuple(decode(score(w, "bound"), 5))) for w in WORDS)
        board = Board(word_set="today", rows=rows, strategy="entropy")
    app = WordleApp(board, {"today": small_today}, save_dir=save_dir, cache_dir=save_dir / "cache")
    async with app.run_test(size=(120, 40)) as pilot:
        for _ in range(3):
            await app.workers.wait_for_complete()
            await pilot.pause(0.1)
        if point != "restart":
            arm(point)
            await pilot.press(*"bound", "enter", *"ggggg", "enter")
            for _ in range(5):
                await pilot.pause(0.2)
                await app.workers.wait_for_complete()
                await app.screen.workers.wait_for_complete()
            print("not killed")
            return
        # Settled once the record holds the game with its scores and nothing waits in the queue:
        # a condition, not a number of pauses (under load the start's workers begin late).
        deadline = time.monotonic() + SETTLE_SECONDS
        while not settled() and time.monotonic() < deadline:
            await pilot.pause(0.2)
            await app.workers.wait_for_complete()
    with Record() as record:  # where and what it saw: the test reads the same record after it
        seen = [(g.key, g.words, g.scored) for g in record.games()]
    print(
        "settled" if settled() else f"not settled within {SETTLE_SECONDS} s:", record.path, seen, flush=True
    )


def settled() -> bool:
    with Record() as record:
        games = record.games()
    return bool(games) and all(g.scored for g in games) and not waiting()


if __name__ == "__main__":
    asyncio.run(run(sys.argv[1], Path(sys.argv[2])))
