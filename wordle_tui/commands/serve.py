"""`wordle-tui serve`: the same app in a web browser, through textual-serve.

Each browser tab gets its own app process (``python -m wordle_tui play`` under Textual's web
driver). Everything the page loads comes from this server: textual-serve bundles its
scripts and fonts, and our copy of its page (serve_page/) loads the font from there rather
than from a web font service, so it works with no network.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shlex
import socket
import sys
from pathlib import Path

from ..core.errors import WordleError

PAGE_DIR = Path(__file__).with_name("serve_page")
SERVED_ENV = "WORDLE_TUI_SERVED"  # tells the app it runs under textual-serve, not in a terminal


def add_parser(sub) -> None:
    p = sub.add_parser(
        "serve",
        help="serve the app to a web browser (on this machine by default)",
        description="Serve the app to a web browser with textual-serve; each tab runs its own app "
        "(one settings file; one app at a time saves the game: a tab opened while another holds it "
        "plays read-only). "
        "Open the printed address; ctrl+c stops the server.",
    )
    p.add_argument(
        "--host", default="127.0.0.1", help="address to listen on (default: 127.0.0.1, this machine only)"
    )
    p.add_argument("--port", type=int, default=8000, help="port to listen on (default: 8000)")
    p.add_argument(
        "--public-url",
        metavar="URL",
        help="the address browsers reach the server at, if not http://HOST:PORT (e.g. behind a proxy)",
    )


def app_command() -> str:
    """The shell command textual-serve runs for each browser session."""
    return f"{shlex.quote(sys.executable)} -m wordle_tui play"


def prompt_server() -> type:
    """textual-serve's Server, stopping at once on ctrl+c with browser tabs open: aiohttp waits
    for every connection's handler, and a tab's websocket handler only ends when the browser
    closes it (about 19 s, a heartbeat). On shutdown each session is cancelled instead: its
    handler closes the websocket and tells that tab's app to quit, as when a tab closes."""
    from textual_serve.server import Server

    class PromptServer(Server):
        def __init__(self, *args, **kwargs) -> None:
            super().__init__(*args, **kwargs)
            self.sessions: set[asyncio.Task] = set()

        async def handle_websocket(self, request):
            task = asyncio.current_task()
            self.sessions.add(task)
            try:
                return await super().handle_websocket(request)
            finally:
                self.sessions.discard(task)

        async def on_shutdown(self, app) -> None:
            for task in list(self.sessions):
                task.cancel()
            await super().on_shutdown(app)

    return PromptServer


def run(args: argparse.Namespace) -> None:
    if not 1 <= args.port <= 65535:
        raise WordleError(f"--port {args.port}: a port is a number from 1 to 65535")
    try:  # before textual-serve's banner says it is serving
        socket.create_server((args.host, args.port)).close()
    except OSError as exc:  # the port is taken, or the address is not this machine's
        raise WordleError(f"cannot listen on {args.host}:{args.port}: {exc.strerror or exc}") from None
    os.environ[SERVED_ENV] = "1"  # the app processes inherit the server's environment
    server = prompt_server()(
        app_command(),
        host=args.host,
        port=args.port,
        title="wordle-tui",
        public_url=args.public_url,
        templates_path=PAGE_DIR,
    )
    try:
        server.serve()
    except OSError as exc:  # taken between the check above and now
        raise WordleError(f"cannot listen on {args.host}:{args.port}: {exc.strerror or exc}") from None
