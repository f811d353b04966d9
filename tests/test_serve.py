"""`wordle-tui serve`: a real server on a free loopback port, its page, and an app session over
its websocket. Every wait is bounded by a count of tries, never by a measured time."""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import aiohttp
import pytest

from wordle_tui.cli import main as cli_main

from . import stacks

HOST = "127.0.0.1"
linux_only = pytest.mark.skipif(
    not Path("/proc/self/stat").exists(), reason="finds the app processes in /proc"
)


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


def descendants(pid: int) -> list[int]:
    """Processes started by ``pid``, however deep (Linux's /proc)."""
    parents: dict[int, int] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        parents[int(stat.parent.name)] = int(fields[1])
    found, frontier = [], [pid]
    while frontier:
        parent = frontier.pop()
        children = [p for p, pp in parents.items() if pp == parent]
        found += children
        frontier += children
    return found


@pytest.fixture
async def server():
    port = free_port()
    proc = stacks.popen(
        [sys.executable, "-m", "wordle_tui", "serve", "--port", str(port)],
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    url = f"http://{HOST}:{port}"
    try:
        async with aiohttp.ClientSession() as session:
            deadline = time.monotonic() + 120  # until it listens (or dies): a deadline, not a count
            while time.monotonic() < deadline:
                assert proc.poll() is None, proc.stdout.read().decode()
                try:
                    async with session.get(url + "/") as response:
                        if response.status == 200:
                            break
                except aiohttp.ClientConnectionError:
                    await asyncio.sleep(0.1)
            else:
                pytest.fail("the server never answered")
            yield proc, url, session
    finally:
        started = descendants(proc.pid)
        proc.send_signal(signal.SIGINT)
        try:
            proc.wait(timeout=60)
        except subprocess.TimeoutExpired:  # faulthandler (stacks.popen) prints where it is on SIGABRT
            proc.send_signal(signal.SIGABRT)
            output = proc.communicate(timeout=stacks.DUMP_WAIT)[0].decode(errors="replace")
            pytest.fail(f"the server did not stop on ctrl+c; its output and stacks:\n{output}")
        for pid in started:  # app processes end on their own once their session closes
            for _ in range(600):
                if not Path(f"/proc/{pid}").exists() or "Z" in _state(pid):
                    break
                await asyncio.sleep(0.1)
            else:
                os.kill(pid, signal.SIGKILL)
                pytest.fail(f"process {pid} was left behind")


def _state(pid: int) -> str:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return "Z"


@linux_only
async def test_the_page_loads_everything_from_the_server(server):
    _, url, session = server
    async with session.get(url + "/") as response:
        page = await response.text()
    assert f'data-session-websocket-url="ws://{HOST}:{url.rsplit(":", 1)[1]}/ws"' in page
    assert "<title>wordle-tui</title>" in page
    links = re.findall(r'(?:href|src)="([^"]+)"|url\("([^"]+)"\)', page)
    links = [a or b for a, b in links]
    assert any(link.endswith(".ttf") for link in links) and any(link.endswith("textual.js") for link in links)
    for link in links:
        assert link.startswith(url + "/static/"), (
            f"{link} is not served here: the page would need the network"
        )
        async with session.get(link) as response:
            assert response.status == 200, link
            assert len(await response.read()) > 0


@linux_only
async def test_a_browser_session_runs_the_app_and_quits(server):
    proc, url, session = server
    async with session.ws_connect(url.replace("http", "ws") + "/ws?width=100&height=32") as ws:
        await ws.send_json(["resize", {"width": 100, "height": 32}])
        screen = b""
        for _ in range(500):  # the app's first frames: its title bar and the on-screen keyboard
            message = await ws.receive(timeout=60)
            assert message.type == aiohttp.WSMsgType.BINARY, message
            screen += message.data
            if b"wordle-tui" in screen and b"enter" in screen:
                break
        else:
            pytest.fail("no app on the websocket")
        apps = [pid for pid in descendants(proc.pid) if b"wordle_tui\x00play" in _cmdline(pid)]
        assert apps, "no app process"
        assert all(b"WORDLE_TUI_SERVED=1" in _environ(pid).split(b"\x00") for pid in apps)
        await ws.send_json(["stdin", "\x11"])  # ctrl+q quits the app, which ends the session
        for _ in range(500):
            message = await ws.receive(timeout=60)
            if message.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED):
                break
        else:
            pytest.fail("the session did not end")


def _cmdline(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""


def _environ(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/environ").read_bytes()
    except OSError:
        return b""


def test_a_port_that_is_taken_is_one_clear_line():
    with socket.socket() as s:
        s.bind((HOST, 0))
        s.listen()
        done = subprocess.run(  # its own process: the server takes over signal handling and logging
            [sys.executable, "-m", "wordle_tui", "serve", "--port", str(s.getsockname()[1])],
            capture_output=True,
            text=True,
            timeout=120,
        )
    assert done.returncode == 2
    assert done.stderr.strip().splitlines()[-1].startswith("wordle-tui: error: cannot listen on 127.0.0.1:")


def test_a_port_out_of_range_is_refused(capsys):
    assert cli_main(["serve", "--port", "70000"]) == 2
    assert "a port is a number from 1 to 65535" in capsys.readouterr().err


@linux_only
async def test_ctrl_c_with_a_tab_open_stops_the_server_promptly(server):
    """Issue 22: aiohttp waited for the tab's websocket handler, which ends only when the browser
    closes it (about 19 s); the sessions are now ended first, and their apps exit at once."""
    proc, url, session = server
    async with session.ws_connect(url.replace("http", "ws") + "/ws?width=100&height=32") as ws:
        await ws.send_json(["resize", {"width": 100, "height": 32}])
        screen = b""
        for _ in range(2000):  # until the app has loaded its words (and is ranking its first guesses)
            message = await ws.receive(timeout=60)
            assert message.type == aiohttp.WSMsgType.BINARY, message
            screen += message.data
            if b"candidates" in screen:
                break
        else:
            pytest.fail("the app never loaded")
        proc.send_signal(signal.SIGINT)
        started = time.monotonic()
        while proc.poll() is None and time.monotonic() - started < 30:
            if ws.closed:  # the server ended the session: wait for it without spinning
                await asyncio.sleep(0.05)
                continue
            with contextlib.suppress(asyncio.TimeoutError):
                await ws.receive(timeout=0.1)
        stopped = time.monotonic() - started
    assert proc.poll() == 0 and stopped < 5  # a bound for a loaded machine: about 1 s, 22 s before
