"""The one place the app writes its save files, and remembers a write that failed.

A write that fails (a full disk, a read-only directory) keeps the newest content of that file
in memory and is reported until a write of it succeeds: every later write and ``flush``
(before quitting) tries again, so rows confirmed on a full disk are saved once space returns.
"""

from __future__ import annotations

import errno
from pathlib import Path

from . import cache


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
        reason = "the disk is full" if exc.errno == errno.ENOSPC else (exc.strerror or str(exc))
        return f"could not save the game: {reason} (kept in memory; saved as soon as a write succeeds)"
