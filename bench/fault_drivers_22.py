"""Drivers for the issue-22 cases of the fault sweep that need the app (a terminal), a write that
fails, or a browser: each runs one scenario against the installed package, prints one line
and exits 0 when the program behaved. Usage: python bench/fault_drivers_22.py SCENARIO
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import errno
import io
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from fault_cases_22 import HANG_DAY, Server

from wordle_tui.core.game.board import Board
from wordle_tui.core.game.words import WordSet
from wordle_tui.core.storage import cache

WORDS = ["bound", "found", "hound", "mound", "crane", "slate", "fight", "night", "salet", "crony"]
DATA = Path(os.environ["WORDLE_TUI_DATA_DIR"])


def failing_writes(code: int) -> None:
    def write(path, data):
        raise OSError(code, os.strerror(code), f"{path}123.tmp")

    cache.atomic_write = write


def update_fails(code: int, said: str) -> bool:
    from wordle_tui.cli import main

    failing_writes(code)
    server = Server()
    os.environ["WORDLE_TUI_NYT_URL"] = server.url
    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        status = main(["history", "update"])
    server.stop()
    line = err.getvalue().strip()
    print(f"exit {status}: {line[:150]}")
    return status == 2 and said in line and ".tmp" not in line and len(line.splitlines()) == 1


def app(save_dir: Path | None = DATA, today=False):
    from wordle_tui.tui.app import WordleApp

    name = "today" if today else "tiny"
    words = lambda: WordSet.build(name, WORDS, WORDS)  # noqa: E731
    board = Board(word_set=name, strategy="guesses" if today else "entropy")
    return WordleApp(board, {name: words}, save_dir=save_dir, cache_dir=DATA / "cache")


async def quit_during_update(fault: str) -> bool:
    from wordle_tui.core.nyt import fetch

    server = Server(**{fault: {HANG_DAY}}, answer="crane")
    os.environ["WORDLE_TUI_NYT_URL"] = server.url
    returned, real = threading.Event(), fetch.update_history

    def update(*args, **kwargs):
        try:
            return real(*args, **kwargs)
        finally:
            returned.set()

    fetch.update_history = update
    the_app = app(today=True)
    async with the_app.run_test(size=(120, 40)) as pilot:
        await pilot.pause(1)
        the_app.play.action_update_history()
        for _ in range(600):
            await pilot.pause(0.05)
            if HANG_DAY in server.asked:
                break
        await pilot.press("ctrl+q")
        pressed = time.monotonic()
    ended = returned.wait(30)
    seconds = time.monotonic() - pressed
    from wordle_tui.core.nyt.history import load_history

    kept = [d.isoformat() for d, _ in load_history().history.days if d.year == 2026]
    server.stop()
    print(f"the update ended {seconds:.2f} s after ctrl+q (the app's exit waits for it); kept {kept}")
    return ended and seconds < 1.0 and kept == ["2026-01-01", "2026-01-02"]


async def full_disk_play() -> bool:
    from textual.widgets import Static

    from wordle_tui.core.storage.save import load_board

    real = cache.atomic_write
    failing_writes(errno.ENOSPC)
    the_app = app()
    async with the_app.run_test(size=(120, 40)) as pilot:
        await pilot.pause(1)
        shown = []
        for word in ("salet", "fight"):
            await pilot.press(*word, "enter", "enter")
            await pilot.pause(0.5)
            shown.append(str(the_app.query_one("#message", Static).render()))
        await pilot.press("ctrl+q")
        await pilot.pause()
        asked = the_app.is_running
        cache.atomic_write = real  # space comes back
        await pilot.press("ctrl+q")
    saved, _ = load_board(DATA / "game.json")
    rows = [r.word for r in saved.rows] if saved else []
    warned = all(s.startswith("could not save the game: the disk is full") for s in shown)
    print(f"warning kept: {warned}; first ctrl+q asked: {asked}; saved after space returned: {rows}")
    return warned and asked and rows == ["salet", "fight"]


async def cannot_write(data: Path, said: str) -> bool:
    from wordle_tui.core.storage.save import SaveLock
    from wordle_tui.tui.startup import open_app

    args = argparse.Namespace(
        set="tiny", answer=None, practice=False, rows=None, hard=False, strategy=None, any_word=False
    )
    the_app = open_app(args, data, SaveLock(data), {"tiny": lambda: WordSet.build("tiny", WORDS, WORDS)})
    notes = the_app._start_notices  # shown for 10 s: on a loaded machine they may be gone when looked at
    async with the_app.run_test() as pilot:
        await pilot.pause(1)
        header = the_app.play.sub_title
        await pilot.press(*"salet", "enter", "enter")
    print(f"the app ran; its header: {header!r}; it said: {notes}")
    return any(said in n for n in notes) and "cannot be written" in header


def read_only_dir() -> bool:
    from filelock import FileLock

    def refused(self, *args, **kwargs):
        raise PermissionError(errno.EPERM, os.strerror(errno.EPERM), str(DATA / "game.lock"))

    FileLock.acquire = refused
    return asyncio.run(cannot_write(DATA, "(Operation not permitted): nothing is saved"))


def file_dir() -> bool:
    DATA.parent.mkdir(parents=True, exist_ok=True)
    DATA.write_text("not a directory")
    return asyncio.run(cannot_write(DATA, "(the data directory) is a file"))


async def serve_stop() -> bool:
    import aiohttp

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    command = [sys.executable, "-m", "wordle_tui", "serve", "--port", str(port)]
    proc = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    async with aiohttp.ClientSession() as session:
        for _ in range(300):
            with contextlib.suppress(OSError):
                socket.create_connection(("127.0.0.1", port), 0.2).close()
                break
            await asyncio.sleep(0.1)
        async with session.ws_connect(f"http://127.0.0.1:{port}/ws?width=100&height=32") as ws:
            screen = b""
            while b"candidates" not in screen:
                message = await ws.receive(timeout=60)
                screen += message.data if isinstance(message.data, bytes) else b""
            proc.send_signal(signal.SIGINT)
            started = time.monotonic()
            while proc.poll() is None and time.monotonic() - started < 60:
                if ws.closed:
                    await asyncio.sleep(0.05)
                    continue
                with contextlib.suppress(asyncio.TimeoutError):
                    await ws.receive(timeout=0.1)
            seconds = time.monotonic() - started
    if proc.poll() is None:
        proc.kill()
    print(f"serve stopped {seconds:.2f} s after ctrl+c with a tab open (exit {proc.poll()})")
    return proc.poll() == 0 and seconds < 15  # 19-26 s before; about 1-3 s on an idle machine


SCENARIOS = {
    "update-enospc": lambda: update_fails(errno.ENOSPC, "the disk is full (No space left on device)"),
    "update-erofs": lambda: update_fails(errno.EROFS, "Read-only file system"),
    "quit-hang": lambda: asyncio.run(quit_during_update("hang")),
    "quit-drip": lambda: asyncio.run(quit_during_update("drip")),
    "full-disk-play": lambda: asyncio.run(full_disk_play()),
    "read-only-dir": read_only_dir,
    "file-dir": file_dir,
    "serve-stop": lambda: asyncio.run(serve_stop()),
}

if __name__ == "__main__":
    sys.exit(0 if SCENARIOS[sys.argv[1]]() else 1)
