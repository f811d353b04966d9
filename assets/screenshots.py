"""Regenerate every screenshot of the README and the documentation: python assets/screenshots.py

Each picture is the app as a new player opens it with the default settings: startup.open_app from
the command line's own options (none, unless a shot names some), in a fresh data directory and
settings directory, so the game is today's NYT game with the guesses strategy; a real game is then
played in it through Textual's test driver. The player's date is pinned to DAY, a day of the
shipped answer history, so the game, its prior, its header and the answer the tiles are coloured
for do not depend on when, or in which time zone, the pictures are retaken. The Kilordle cover and
the strategy lab are shown on the original lists (--set original, named on those screens): the
cover the documentation's example solves, and a lab run short enough to retake.

Saves SVGs in docs/images/; with Chromium installed it also retakes the browser screenshot
(browser_screenshot.py, which plays the real today's game, not DAY's).
"""

import asyncio
import datetime as dt
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).parent
IMAGES = HERE.parent / "docs" / "images"
DAY = dt.date(2025, 11, 30)  # Wordle #1625, in wordlists/nyt-answers.tsv (its answer is MUGGY)
GUESSES = ("salet", "cornu")  # the guesses strategy's first and second choice that day: 67 words left
ORIGINAL = ("--set", "original")


def pin_today(day: dt.date) -> None:
    """Make ``day`` the player's date: every "today" of the app (puzzle_today) reads the clock
    through game/puzzle.py's local_date, the one place it is replaced."""
    from wordle_tui.core.game import puzzle

    clock = puzzle.local_date
    puzzle.local_date = lambda now=None, zone=None: day if now is None else clock(now, zone)
    if puzzle.puzzle_today() != day:
        raise SystemExit(f"the date could not be pinned to {day}: puzzle_today no longer reads local_date")


async def shoot(name, size, keys, options=()):
    from wordle_tui.cli import build_parser
    from wordle_tui.core.storage.save import SaveLock, data_dir
    from wordle_tui.tui.startup import open_app

    os.environ["WORDLE_TUI_DATA_DIR"] = tempfile.mkdtemp()  # a first start: no saved game, no updates
    args = build_parser().parse_args(["play", *options])
    lock = SaveLock(data_dir())
    app = open_app(args, data_dir(), lock)
    try:
        async with app.run_test(size=size) as pilot:
            for key in keys:
                await pilot.press(key)
                if key in ("enter", "ctrl+r"):
                    await app.workers.wait_for_complete()
                    await pilot.pause(0.2)
                if key == "f9":  # the multi-board screen loads its game in its own worker
                    for _ in range(3):
                        await pilot.pause(0.2)
                        await app.screen.workers.wait_for_complete()
            await app.workers.wait_for_complete()
            await app.screen.workers.wait_for_complete()
            await pilot.pause(0.5)
            (IMAGES / f"{name}.svg").write_text(app.export_screenshot(title="wordle-tui"))
            print(f"saved {IMAGES / name}.svg")
    finally:
        lock.release()


def main():
    plain = os.environ["WORDLE_TUI_CONFIG_DIR"] = tempfile.mkdtemp()  # the defaults, not your settings
    pin_today(DAY)
    from wordle_tui.core.game.feedback import format_pattern, score
    from wordle_tui.core.nyt.history import shipped_history

    answer = shipped_history().answer_on(DAY)
    rows = [[*word, "enter", *format_pattern(score(word, answer), 5), "enter"] for word in GUESSES]
    game = [key for row in rows for key in row]
    asyncio.run(shoot("play", (120, 40), [*game, "tab"]))
    unconfirmed = [*rows[0], *rows[1][:-1]]  # the second row coloured, Enter not yet pressed
    asyncio.run(shoot("colouring", (120, 40), unconfirmed))
    asyncio.run(shoot("small", (80, 24), game))
    asyncio.run(shoot("help", (120, 40), ["f1"]))
    # a Quordle of your own, its boards the answers of DAY and the three days after, two rows in
    days = [shipped_history().answer_on(DAY + dt.timedelta(days=d)) for d in range(4)]
    quordle = [
        key
        for word in GUESSES
        for key in [*word, "enter", *(c for a in days for c in format_pattern(score(word, a), 5)), "enter"]
    ]
    asyncio.run(shoot("multi", (120, 40), ["f9", *quordle]))
    asyncio.run(shoot("cover", (120, 40), ["f6", "ctrl+r"], ORIGINAL))
    asyncio.run(shoot("lab", (120, 40), ["f7", "down", "enter", "down", "enter", "ctrl+r"], ORIGINAL))
    config = Path(tempfile.mkdtemp())  # the high-contrast tile palette, as a player's settings choose it
    (config / "settings.toml").write_text('palette = "high-contrast"\n')
    os.environ["WORDLE_TUI_CONFIG_DIR"] = str(config)
    asyncio.run(shoot("high-contrast", (120, 40), [*game, "tab"]))
    os.environ["WORDLE_TUI_CONFIG_DIR"] = plain
    # The first row coloured wrong (its S yellow), then the answer itself all green: no word fits,
    # and Enter refuses that row.
    miscoloured = [*GUESSES[0], "enter", *"ybbbb", "enter", *answer, "enter", *"ggggg", "enter"]
    asyncio.run(shoot("contradiction", (120, 40), miscoloured))
    if shutil.which("chromium") or shutil.which("chromium-browser"):
        browser = [sys.executable, str(HERE / "browser_screenshot.py"), "--out", str(IMAGES / "browser.png")]
        subprocess.run(browser, check=True)
    else:
        print("browser.png kept as it was: no Chromium here (Debian: apt-get install chromium)")


if __name__ == "__main__":
    main()
