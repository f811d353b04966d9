"""Regenerate every screenshot of the README and the documentation: python assets/screenshots.py

Plays a real game with the original lists through Textual's test driver and saves SVGs in
docs/images/; with Chromium installed it also retakes the browser screenshot (browser_screenshot.py).
"""

import asyncio
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).parent
IMAGES = HERE.parent / "docs" / "images"
ANSWER = "hound"  # SALET leaves 221 words, CRONY nine -OUND/-OING ones


async def shoot(name, size, keys):
    from wordle_tui.core.game.board import Board
    from wordle_tui.tui.app import WordleApp, word_sources

    app = WordleApp(
        Board(), word_sources(type("Args", (), {"words": None, "answers": None})()), save_dir=None
    )
    async with app.run_test(size=size) as pilot:
        for key in keys:
            await pilot.press(key)
            if key in ("enter", "ctrl+r"):
                await app.workers.wait_for_complete()
                await pilot.pause(0.2)
        await app.workers.wait_for_complete()
        await app.screen.workers.wait_for_complete()
        await pilot.pause(0.5)
        (IMAGES / f"{name}.svg").write_text(app.export_screenshot(title="wordle-tui"))
        print(f"saved {IMAGES / name}.svg")


def main():
    os.environ.setdefault("WORDLE_TUI_DATA_DIR", tempfile.mkdtemp())
    plain = os.environ["WORDLE_TUI_CONFIG_DIR"] = tempfile.mkdtemp()  # the defaults, not your settings
    from wordle_tui.core.game.feedback import format_pattern, score

    game = []
    for word in ("salet", "crony"):
        game += [*word, "enter", *format_pattern(score(word, ANSWER), 5), "enter"]
    asyncio.run(shoot("play", (120, 40), [*game, "tab"]))
    asyncio.run(shoot("colouring", (120, 40), ["s", "a", "l", "e", "t", "enter", "b", "b", "y"]))
    asyncio.run(shoot("small", (80, 24), game))
    asyncio.run(shoot("help", (120, 40), ["f1"]))
    asyncio.run(shoot("cover", (120, 40), ["f6", "ctrl+r"]))
    asyncio.run(shoot("lab", (120, 40), ["f7", "down", "enter", "down", "enter", "ctrl+r"]))
    config = Path(tempfile.mkdtemp())  # the high-contrast tile palette, as a player's settings choose it
    (config / "settings.toml").write_text('palette = "high-contrast"\n')
    os.environ["WORDLE_TUI_CONFIG_DIR"] = str(config)
    asyncio.run(shoot("high-contrast", (120, 40), [*game, "tab"]))
    os.environ["WORDLE_TUI_CONFIG_DIR"] = plain
    contradiction = [*game[:12], *"whump", "enter", *"ggggg", "enter"]  # not an answer
    asyncio.run(shoot("contradiction", (120, 40), contradiction))
    if shutil.which("chromium") or shutil.which("chromium-browser"):
        browser = [sys.executable, str(HERE / "browser_screenshot.py"), "--out", str(IMAGES / "browser.png")]
        subprocess.run(browser, check=True)
    else:
        print("browser.png kept as it was: no Chromium here (Debian: apt-get install chromium)")


if __name__ == "__main__":
    main()
