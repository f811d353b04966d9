"""A loopback HTTP server for the history fetch's faults: it answers every day at once, except the
days it is told to hang on (never a byte) or to drip (a byte every 0.2 s). Bounded and
self-stopping: it closes every connection when stopped, and stops by itself after a minute."""

from __future__ import annotations

import json
import socket
import threading
import time

LIFETIME = 60.0  # seconds; the server stops by itself even if a test forgets it


class Loopback:
    def __init__(self, answer: str = "cigar", hang=(), drip=(), body=None, redirect=False) -> None:
        self.answer, self.hang, self.drip, self.body, self.redirect = (
            answer,
            set(hang),
            set(drip),
            body,
            redirect,
        )
        self.stopped = threading.Event()
        self.asked: list[str] = []
        self.sock = socket.create_server(("127.0.0.1", 0))
        self.sock.settimeout(0.1)
        self.url = f"http://127.0.0.1:{self.sock.getsockname()[1]}/svc"
        self.started = time.monotonic()
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def __enter__(self) -> Loopback:
        return self

    def __exit__(self, *exc) -> None:
        self.stop()

    def stop(self) -> None:
        self.stopped.set()
        self.thread.join(5)
        self.sock.close()

    def _alive(self) -> bool:
        return not self.stopped.is_set() and time.monotonic() - self.started < LIFETIME

    def _serve(self) -> None:
        while self._alive():
            try:
                conn, _ = self.sock.accept()
            except TimeoutError:
                continue
            threading.Thread(target=self._reply, args=(conn,), daemon=True).start()

    def _reply(self, conn: socket.socket) -> None:
        with conn:
            request = conn.recv(4096).decode(errors="replace")
            path = request.split(" ")[1] if " " in request else ""
            day = path.rsplit("/", 1)[-1].removesuffix(".json")
            self.asked.append(day)
            body = self.body or json.dumps({"solution": self.answer, "print_date": day}).encode()
            head = f"HTTP/1.1 200 OK\r\nContent-Length: {len(body)}\r\nConnection: close\r\n\r\n".encode()
            if self.redirect:
                head = f"HTTP/1.1 302 Found\r\nLocation: {path}\r\nContent-Length: 0\r\n\r\n".encode()
                body = b""
            if day in self.hang:
                self.stopped.wait(LIFETIME)
                return
            try:
                if day in self.drip:
                    for byte in head + body:
                        if not self._alive():
                            return
                        conn.sendall(bytes([byte]))
                        self.stopped.wait(0.2)
                    return
                conn.sendall(head + body)
            except OSError:
                pass  # the client went away
