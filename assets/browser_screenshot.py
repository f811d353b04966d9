"""Play a guess in the browser version of wordle-tui and save a screenshot (for the README).

Starts `wordle-tui serve` on a free loopback port, with a fresh game and settings in a
temporary directory (the pattern matrix cache is the usual one), opens the page in a
real headless Chromium (Debian: `apt-get install chromium`), drives it through the
DevTools protocol with aiohttp (already installed with textual-serve), types a guess and
its colours, waits for the suggestions, and saves a PNG. Needs no network.

    python assets/browser_screenshot.py [--guess salet --colours bybbg] [--palette high-contrast]
                                        [--out docs/images/browser.png]
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
from pathlib import Path

import aiohttp

HOST = "127.0.0.1"
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--hide-scrollbars",
    "--remote-debugging-port=0",
]
# Keeps a copy of what the app sends, so we can tell when the screen has settled.
RECORD_SCREEN = """
const RealSocket = window.WebSocket;
window.__screen = ""; window.__bytes = 0;
window.WebSocket = function (...args) {
  const socket = new RealSocket(...args);
  socket.addEventListener("message", (event) => {
    if (event.data instanceof ArrayBuffer) {
      window.__bytes += event.data.byteLength;
      window.__screen = (window.__screen + new TextDecoder().decode(event.data)).slice(-200000);
    } else if (event.data instanceof Blob) {
      window.__bytes += event.data.size;
      event.data.text().then((text) => { window.__screen = (window.__screen + text).slice(-200000); });
    }
  });
  return socket;
};
window.WebSocket.prototype = RealSocket.prototype;
Object.assign(window.WebSocket, RealSocket);
"""
KEYS = {"enter": ("Enter", 13, "\r")}


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


async def wait_for_server(url: str, server: subprocess.Popen) -> None:
    async with aiohttp.ClientSession() as session:
        for _ in range(300):
            if server.poll() is not None:
                raise RuntimeError("wordle-tui serve stopped")
            try:
                async with session.get(url) as response:
                    if response.status == 200:
                        return
            except aiohttp.ClientConnectionError:
                await asyncio.sleep(0.1)
    raise RuntimeError("wordle-tui serve never answered")


class DevTools:
    """Just enough of the Chrome DevTools protocol: numbered calls over one websocket."""

    def __init__(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.ws, self.next_id = ws, 0

    async def call(self, method: str, **params):
        self.next_id += 1
        await self.ws.send_json({"id": self.next_id, "method": method, "params": params})
        while True:
            reply = json.loads((await self.ws.receive(timeout=60)).data)
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    async def evaluate(self, expression: str):
        return (await self.call("Runtime.evaluate", expression=expression, returnByValue=True))["result"].get(
            "value"
        )

    async def key(self, key: str) -> None:
        name, code, text = KEYS[key] if key in KEYS else (key, ord(key.upper()), key)
        for kind in ("keyDown", "keyUp"):
            await self.call(
                "Input.dispatchKeyEvent",
                type=kind,
                key=name,
                windowsVirtualKeyCode=code,
                text=text if kind == "keyDown" else "",
            )

    async def settle(self, quiet_polls: int = 12, max_polls: int = 600) -> None:
        """Until the app sends nothing for ``quiet_polls`` polls in a row (and is not computing)."""
        last, quiet = -1, 0
        for _ in range(max_polls):
            await asyncio.sleep(0.25)
            sent = await self.evaluate("window.__bytes")
            tail = await self.evaluate("window.__screen.slice(-20000)")
            quiet = quiet + 1 if sent == last and "computing" not in (tail or "") else 0
            last = sent
            if quiet >= quiet_polls:
                return
        raise RuntimeError("the app never settled")


async def drive(devtools_port: int, url: str, args) -> bytes:
    async with aiohttp.ClientSession() as session:
        async with session.get(f"http://{HOST}:{devtools_port}/json/list") as response:
            page = next(t for t in await response.json() if t["type"] == "page")
        async with session.ws_connect(page["webSocketDebuggerUrl"], max_msg_size=0) as ws:
            tools = DevTools(ws)
            await tools.call("Page.enable")
            await tools.call("Page.addScriptToEvaluateOnNewDocument", source=RECORD_SCREEN)
            await tools.call("Page.navigate", url=url)
            for _ in range(400):  # the app is up once its keyboard is drawn
                await asyncio.sleep(0.25)
                if "enter" in (await tools.evaluate("window.__screen || ''")):
                    break
            else:
                raise RuntimeError("the app did not start in the page")
            await tools.settle()  # the word lists load and the first suggestions come
            await tools.evaluate("document.querySelector('.xterm-helper-textarea').focus()")
            for key in [*args.guess, "enter", *args.colours, "enter"]:
                await tools.key(key)
            await tools.settle()
            shot = await tools.call("Page.captureScreenshot", format="png")
            return base64.b64decode(shot["data"])


async def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--guess", default="salet")
    parser.add_argument("--colours", default="bybbg", help="g/y/b for each letter, as the game showed")
    parser.add_argument("--palette", default="normal", choices=("normal", "high-contrast"))
    parser.add_argument("--size", default="1280,860", help="window width,height in pixels")
    parser.add_argument(
        "--out", default=str(Path(__file__).parent.parent / "docs" / "images" / "browser.png")
    )
    parser.add_argument("--chromium", default=shutil.which("chromium") or shutil.which("chromium-browser"))
    args = parser.parse_args()
    if not args.chromium:
        sys.exit("no chromium: apt-get install -y chromium")

    with tempfile.TemporaryDirectory(prefix="wordle-shot-") as tmp:
        tmp = Path(tmp)
        (tmp / "config").mkdir()
        (tmp / "config" / "settings.toml").write_text(f'palette = "{args.palette}"\n')
        env = {
            **os.environ,
            "WORDLE_TUI_DATA_DIR": str(tmp / "data"),
            "WORDLE_TUI_CONFIG_DIR": str(tmp / "config"),
        }
        port = free_port()
        server = subprocess.Popen(
            [sys.executable, "-m", "wordle_tui", "serve", "--port", str(port)],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        browser = subprocess.Popen(
            [
                args.chromium,
                *CHROMIUM_FLAGS,
                f"--user-data-dir={tmp / 'chromium'}",
                f"--window-size={args.size}",
                "about:blank",
            ],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            active = tmp / "chromium" / "DevToolsActivePort"
            for _ in range(200):
                if active.exists() and active.read_text().strip():
                    break
                await asyncio.sleep(0.1)
            devtools_port = int(active.read_text().split()[0])
            await wait_for_server(f"http://{HOST}:{port}/", server)
            png = await drive(devtools_port, f"http://{HOST}:{port}/", args)
        finally:
            browser.terminate()
            server.send_signal(signal.SIGINT)
            browser.wait(30)
            server.wait(30)
    Path(args.out).write_bytes(png)
    print(f"saved {args.out} ({len(png)} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
