"""The one place the app writes its save files, and remembers a write that failed.

A write that fails (a full disk, a read-only directory) keeps the newest content of that file
in memory and is reported until a write of it succeeds: every later write and ``flush``
(before quitting) tries again, so rows confirmed on a full disk are saved once space returns;
quitting while it still fails is told what is lost (``lost``), not that it will be saved.
"""

from __future__ import annotations

import errno
from pathlib import Path

from ..errors import os_reason
from . import cache
from .save import decode_board


class SaveWriter:
    def __init__(self) -> None:
        self.pending: dict[Path, bytes] = {}  # files whose newest content is not on disk yet
        self.failures: dict[Path, OSError] = {}

    def write(self, path: Path, data: bytes) -> bool:
        """Write ``path`` (and retry any other pending file); True when nothing is pending."""
        self.pending[path] = data
        return self.flush()

    def flush(self) -> bool:
        """Retry every pending write; True when all are on disk."""
        for path, data in list(self.pending.items()):
            try:
                cache.atomic_write(path, data)
            except OSError as exc:
                self.failures[path] = exc
                continue
            del self.pending[path]
            self.failures.pop(path, None)
        return not self.pending

    @property
    def warning(self) -> str | None:
        """One line while a write is failing, naming why; None once everything is saved."""
        if not self.failures:
            return None
        exc = next(iter(self.failures.values()))
        advice = ", free some space" if exc.errno == errno.ENOSPC else ""
        return f"could not save the game: {os_reason(exc)}{advice} (kept in memory; saved as soon as a write succeeds)"

    def lost(self) -> str | None:
        """What quitting now loses, in one line (None: nothing): for each file still failing, the
        confirmed rows its save on disk lacks, or only the changes since (a row being typed)."""
        if not self.pending:
            return None
        said = []
        for path, data in self.pending.items():
            rows = decode_board(data).rows
            try:
                saved = decode_board(path.read_bytes()).rows
            except (OSError, ValueError):
                saved = ()
            kept = len(saved) if rows[: len(saved)] == saved else 0
            new = len(rows) - kept
            if kept == 0 and new:
                said.append(f"the game was not saved ({path.name}): its {_rows(new)} {_be(new)} lost")
            elif new:
                said.append(
                    f"{_rows(new)} {'was' if new == 1 else 'were'} not saved and {_be(new)} lost "
                    f"({path.name} has the {kept} before {'it' if new == 1 else 'them'})"
                )
            else:
                had = f"has the {_rows(kept)}" if kept else "had no confirmed row"
                said.append(f"the last changes were not saved ({path.name} {had})")
        return f"{os_reason(next(iter(self.failures.values())))}: " + "; ".join(said)


def _rows(n: int) -> str:
    return f"{n} confirmed row{'' if n == 1 else 's'}"


def _be(n: int) -> str:
    return "is" if n == 1 else "are"
