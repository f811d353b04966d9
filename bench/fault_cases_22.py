"""The fault sweep's cases of issue 22 (a full disk, the history fetch, serve, a data directory
that cannot be written, --history files, settings keys, exit statuses, cover's time limit).

Each case runs the installed program (a command, or a short driver of the app for what needs
a terminal) and checks its exit status and a line it must say. The history fetch runs against
a loopback server here that hangs, drips or misbehaves on purpose; it stops with the sweep.
Used by bench/fault_sweep.py; prints one line per case like the other cases.
"""

from __future__ import annotations

import datetime as dt
import json
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

from wordle_tui.core.game.puzzle import puzzle_today

WT = f"{sys.executable} -m wordle_tui"
HANG_DAY = "2026-01-03"  # the third day after the shipped history: two are stored before it


class Server:
    """Answers CIGAR for every day, except: ``hang`` days (never a byte), ``drip`` days (a
    byte every 0.2 s), or every day with ``body`` / a redirect to itself."""

    def __init__(
        self, hang=(), drip=(), body: bytes | None = None, redirect=False, answer="cigar", every: float = 0.2
    ):
        self.every = every  # seconds between dripped bytes
        self.hang, self.drip, self.body, self.redirect, self.answer = (
            set(hang),
            set(drip),
            body,
            redirect,
            answer,
        )
        self.asked: list[str] = []
        self.stopped = threading.Event()
        self.sock = socket.create_server(("127.0.0.1", 0))
        self.sock.settimeout(0.1)
        self.url = f"http://127.0.0.1:{self.sock.getsockname()[1]}/svc"
        threading.Thread(target=self._serve, daemon=True).start()

    def stop(self) -> None:
        self.stopped.set()
        self.sock.close()

    def _serve(self) -> None:
        while not self.stopped.is_set():
            try:
                conn, _ = self.sock.accept()
            except OSError:
                continue
            threading.Thread(target=self._reply, args=(conn,), daemon=True).start()

    def _reply(self, conn: socket.socket) -> None:
        with conn:
            path = conn.recv(4096).decode(errors="replace").split(" ")[1]
            day = path.rsplit("/", 1)[-1].removesuffix(".json")
            self.asked.append(day)
            body = self.body or json.dumps({"solution": self.answer}).encode()
            reply = f"HTTP/1.1 200 OK\r\nContent-Length: {len(body)}\r\n\r\n".encode() + body
            if self.redirect:
                reply = f"HTTP/1.1 302 Found\r\nLocation: {path}\r\nContent-Length: 0\r\n\r\n".encode()
            try:
                if day in self.hang:
                    self.stopped.wait(300)
                elif day in self.drip:
                    for byte in reply:
                        if self.stopped.wait(self.every):
                            return
                        conn.sendall(bytes([byte]))
                else:
                    conn.sendall(reply)
            except OSError:
                pass


def report(good: bool, status, seconds: float, name: str, said: str) -> bool:
    print(f"{'ok  ' if good else 'FAIL'}  {status!s:>3} {seconds:6.1f}s  {name}: {said[:110]}")
    return good


def check(name: str, command: str, env: dict, status: tuple, says: str = "", timeout: float = 120) -> bool:
    """Run ``command``: good when its status is one of ``status``, no traceback, and ``says``
    is in its output (stderr first)."""
    started = time.perf_counter()
    try:
        proc = subprocess.run(
            ["bash", "-c", command],
            env=env,
            capture_output=True,
            text=True,
            timeout=timeout,
            cwd=env["SWEEP"],
        )
    except subprocess.TimeoutExpired:
        return report(False, "-", time.perf_counter() - started, name, "HANG")
    both = proc.stderr + proc.stdout
    good = proc.returncode in status and "Traceback" not in both and says in both
    first = (proc.stderr.strip() or proc.stdout.strip() or "(nothing said)").splitlines()[0]
    return report(good, proc.returncode, time.perf_counter() - started, name, first)


def interrupted_update(name: str, sig: int, env: dict, data: Path) -> bool:
    """``history update`` stuck on a silent server, then ``sig``: the two days fetched before stay."""
    server = Server(hang={HANG_DAY})
    started = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-m", "wordle_tui", "history", "update"],
        env={**env, "WORDLE_TUI_NYT_URL": server.url, "WORDLE_TUI_DATA_DIR": str(data)},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    for _ in range(600):
        if HANG_DAY in server.asked:
            break
        time.sleep(0.1)
    proc.send_signal(sig)
    _, err = proc.communicate(timeout=60)
    server.stop()
    path = data / "nyt-answers.tsv"
    kept = (
        [line[:10] for line in path.read_text().splitlines() if line.startswith("2026")]
        if path.exists()
        else []
    )
    good = kept == ["2026-01-01", "2026-01-02"] and "Traceback" not in err
    return report(good, proc.returncode, time.perf_counter() - started, name, f"kept {kept}")


def driver(name: str, script: str, env: dict, timeout: float = 180) -> bool:
    """A Python driver (bench/fault_drivers_22.py SCRIPT): it prints one line and exits 0 when good."""
    started = time.perf_counter()
    here = Path(__file__).with_name("fault_drivers_22.py")
    try:
        proc = subprocess.run(
            [sys.executable, str(here), script], env=env, capture_output=True, text=True, timeout=timeout
        )
    except subprocess.TimeoutExpired:
        return report(False, "-", time.perf_counter() - started, name, "HANG")
    said = (proc.stdout.strip() or proc.stderr.strip() or "(nothing said)").splitlines()[-1]
    return report(proc.returncode == 0, proc.returncode, time.perf_counter() - started, name, said)


def run_cases(root: Path, env: dict) -> list[bool]:
    print("-- issue 22: a full disk, the history fetch, serve, data directory, --history, settings, exits")
    results = []
    today = puzzle_today()  # as the program counts days
    files = {
        "nonword.tsv": "2024-01-01\t926\tqzxvw\n",
        "before0.tsv": "2021-06-18\t-1\tcigar\n",
        "bom.tsv": "\ufeff2024-01-01\t926\traise\n",
        "empty.tsv": "",
        "future.tsv": "".join(
            f"{d}\t{(d - dt.date(2021, 6, 19)).days}\t{w}\n"
            for d, w in zip(
                (today - dt.timedelta(days=1), today, today + dt.timedelta(1)),
                ("raise", "arise", "aisle"),
                strict=True,
            )
        ),
    }
    for name, text in files.items():
        (root / name).write_bytes(text.encode())
    (root / "cfg-bad").mkdir(exist_ok=True)
    (root / "cfg-bad" / "settings.toml").write_text('[keymap]\nundo = "notakey+zz"\n')
    (root / "cfg-quit").mkdir(exist_ok=True)
    (root / "cfg-quit" / "settings.toml").write_text('[keymap]\nundo = "ctrl+q"\n')
    (root / "cfg-bom").mkdir(exist_ok=True)
    (root / "cfg-bom" / "settings.toml").write_bytes(
        '\ufeffhard = true\n[keymap]\nundo = "ctrl+u"\n'.encode()
    )
    (root / "w5.txt").write_text("crane\nslate\ntrace\ncrate\nplant\n")
    (root / "nyt-dir" / "nyt-answers.tsv").mkdir(parents=True, exist_ok=True)
    back = f"{WT} backtest --opener raise --history"
    cli = [
        (
            "--history: a 5-letter non-word",
            f"{WT} history --history nonword.tsv",
            (2,),
            "QZXVW is not an allowed",
        ),
        ("--history: a day before puzzle 0", f"{WT} history --history before0.tsv", (2,), "before puzzle 0"),
        ("--history: a BOM is read", f"{WT} history --history bom.tsv", (0,), "RAISE"),
        ("--history: an empty file", f"{WT} history --history empty.tsv", (2,), "holds no answers"),
        (
            "backtest: today and later not played",
            f"{back} future.tsv --from {today - dt.timedelta(1)} --to {today + dt.timedelta(1)}",
            (0,),
            "are not played",
        ),
        (
            "backtest: a non-word",
            f"{back} nonword.tsv --from 2024-01-01 --to 2024-01-01",
            (2,),
            "not an allowed",
        ),
        (
            'settings: undo = "notakey+zz"',
            f"WORDLE_TUI_CONFIG_DIR={root}/cfg-bad {WT} config show",
            (2,),
            "is not a key",
        ),
        (
            'settings: undo = "ctrl+q"',
            f"WORDLE_TUI_CONFIG_DIR={root}/cfg-quit {WT} config show",
            (2,),
            "quits the app",
        ),
        ("settings: a BOM", f"WORDLE_TUI_CONFIG_DIR={root}/cfg-bom {WT} config show", (0,), "hard = true"),
        ("suggest | head -1 (pipefail)", f"set -o pipefail; {WT} suggest | head -1", (0,), ""),
        ("--help > /dev/full", f"{WT} --help > /dev/full", (1,), "No space left on device"),
        ("--version > /dev/full", f"{WT} --version > /dev/full", (1,), "No space left on device"),
        ("--help, stdout closed", f"{WT} --help >&-", (2,), "standard output is closed"),
        ("--version, stdout closed", f"{WT} --version >&-", (2,), "standard output is closed"),
        ("cover --time-limit inf", f"{WT} cover --words w5.txt --time-limit inf", (0,), ""),
        ("cover --time-limit nan still refused", f"{WT} cover --time-limit nan", (2,), "positive number"),
    ]
    results += [check(name, command, env, status, says) for name, command, status, says in cli]
    fetches = [
        (
            "history update: a dripping server (30 s deadline)",
            Server(drip={"2026-01-01"}, every=1.0),
            (2,),
            "no complete answer within 30 s",
        ),
        (
            "history update: a 150 KB answer",
            Server(body=b'{"solution": "cigar", "x": "' + b"x" * 150_000 + b'"}'),
            (0,),
            "added",
        ),
        ("history update: a redirect loop", Server(redirect=True), (2,), "redirect"),
        ("history update: an answer not allowed", Server(answer="zzzzz"), (2,), "not an allowed word"),
    ]
    for name, server, status, says in fetches:
        data = root / f"data-{len(results)}"
        command = f"WORDLE_TUI_NYT_URL={server.url} WORDLE_TUI_DATA_DIR={data} {WT} history update"
        good = check(name, command, env, status, says)
        if "redirect" in name:
            err = subprocess.run(
                ["bash", "-c", command + " 2>&1 >/dev/null"], env=env, capture_output=True, text=True
            ).stdout
            good = good and "\\n" not in err and len(err.strip().splitlines()) == 1
        results.append(good)
        server.stop()
    server = Server()
    command = f"WORDLE_TUI_NYT_URL={server.url} WORDLE_TUI_DATA_DIR={root}/nyt-dir {WT} history update"
    results.append(
        check("history update: a directory in place of the file", command, env, (2,), "Is a directory")
    )
    server.stop()
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGKILL):
        name = f"history update: {signal.Signals(sig).name} keeps the days fetched"
        results.append(interrupted_update(name, sig, env, root / f"data-{sig}"))
    for name, script in (
        ("history update: the write fails (full disk)", "update-enospc"),
        ("history update: a read-only data directory", "update-erofs"),
        ("app: ctrl+q during a hung history update", "quit-hang"),
        ("app: ctrl+q during a dripping history update", "quit-drip"),
        ("app: a full disk during play", "full-disk-play"),
        ("app: a read-only data directory", "read-only-dir"),
        ("app: a file in place of the data directory", "file-dir"),
        ("serve: ctrl+c with a tab open", "serve-stop"),
    ):
        results.append(driver(name, script, {**env, "WORDLE_TUI_DATA_DIR": str(root / f"data-{script}")}))
    return results
