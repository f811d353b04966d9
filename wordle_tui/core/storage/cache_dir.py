"""The cache directory as a whole: leftovers of interrupted writes, a size cap, listing and clearing.

Every file in it can be rebuilt, so the cap removes the least recently used first (a load marks
a file used by touching it) and says what went.
"""

from __future__ import annotations

import contextlib
import os
import time
from dataclasses import dataclass
from pathlib import Path

DEFAULT_LIMIT_MB = 512  # the usual sets and their widened forms fit; a 40k-word list does not
LEFTOVER_AGE = 600  # seconds: a temporary file this old belongs to a writer that died (kill -9)
CACHE_GLOBS = ("patterns-*.bin", "openers-*.json", "deep-openers-*.json", "bench-*.json")  # never a save file


@dataclass(frozen=True)
class Entry:
    path: Path
    size: int
    used: float  # last use (modification time, refreshed on every load)


def limit_bytes() -> int:
    """``$WORDLE_TUI_CACHE_LIMIT_MB`` (a whole number of megabytes) or the default."""
    raw = os.environ.get("WORDLE_TUI_CACHE_LIMIT_MB", "")
    return (int(raw) if raw.isdigit() else DEFAULT_LIMIT_MB) * 1024 * 1024


def entries(directory: Path) -> list[Entry]:
    """The cache files, least recently used first."""
    found = []
    for pattern in CACHE_GLOBS:
        for path in directory.glob(pattern):
            try:
                st = path.stat()
            except OSError:
                continue  # removed meanwhile by another instance
            found.append(Entry(path, st.st_size, st.st_mtime))
    return sorted(found, key=lambda e: (e.used, e.path.name))


def mark_used(path: Path) -> None:
    with contextlib.suppress(OSError):  # read-only cache: the order only gets less exact
        os.utime(path)


def remove_leftovers(directory: Path, now: float | None = None) -> list[str]:
    """Delete ``*.tmp`` files of writers that died mid-write (older than LEFTOVER_AGE, so a
    write going on in another instance is left alone). Returns the names removed."""
    now = time.time() if now is None else now
    removed = []
    for path in directory.glob("*.tmp"):
        try:
            if now - path.stat().st_mtime > LEFTOVER_AGE:
                path.unlink()
                removed.append(path.name)
        except OSError:
            continue
    return removed


def enforce_limit(directory: Path, keep: Path | None = None, limit: int | None = None) -> list[Entry]:
    """Remove least recently used files until the cache fits ``limit`` bytes; never ``keep``
    (the file just written). Returns what was removed."""
    limit = limit_bytes() if limit is None else limit
    files = entries(directory)
    total = sum(e.size for e in files)
    removed = []
    for entry in files:
        if total <= limit:
            break
        if keep is not None and entry.path == keep:
            continue
        try:
            entry.path.unlink()
        except OSError:
            continue
        total -= entry.size
        removed.append(entry)
    return removed


def describe_removed(removed: list[Entry], limit: int | None = None) -> str:
    limit = limit_bytes() if limit is None else limit
    names = ", ".join(e.path.name for e in removed[:3]) + (", ..." if len(removed) > 3 else "")
    return (
        f"cache over its {limit // 2**20} MB limit: removed {len(removed)} least recently used "
        f"file{'s' if len(removed) != 1 else ''} ({names}; {sum(e.size for e in removed) / 2**20:.1f} MB)"
    )


def clear(directory: Path) -> list[Entry]:
    """Remove every cache file (and any leftovers); returns what was removed."""
    removed = []
    for entry in entries(directory):
        try:
            entry.path.unlink()
            removed.append(entry)
        except OSError:
            continue
    remove_leftovers(directory, now=float("inf"))
    return removed
