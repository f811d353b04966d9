"""On-disk caches: the pattern matrix and small JSON results, written atomically.

A matrix file is a JSON header line (format version, shape, dtype, CRC-32 of the data)
followed by the raw array bytes. A file that is truncated, altered or of another format
is reported as corrupt so the caller can rebuild it.
"""

from __future__ import annotations

import json
import os
import tempfile
import zlib
from pathlib import Path

import numpy as np

FORMAT_VERSION = 1
MAGIC = "wordle-tui-matrix"


class CorruptCache(Exception):
    """A cache file exists but cannot be trusted; the message says why."""


def user_dir(kind: str) -> Path:
    """``$WORDLE_TUI_<KIND>_DIR`` if set, else the platform's user ``kind`` directory
    ("cache" or "data")."""
    override = os.environ.get(f"WORDLE_TUI_{kind.upper()}_DIR")
    if override:
        return Path(override)
    import platformdirs

    return getattr(platformdirs, f"user_{kind}_path")("wordle-tui", appauthor=False)


def default_cache_dir() -> Path:
    return user_dir("cache")


def atomic_write(path: Path, data: bytes) -> None:
    """Write to a temporary file beside ``path`` and rename it over, so readers never see half."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def save_matrix(path: Path, matrix: np.ndarray) -> None:
    data = np.ascontiguousarray(matrix).tobytes()
    header = {
        "magic": MAGIC,
        "version": FORMAT_VERSION,
        "shape": list(matrix.shape),
        "dtype": matrix.dtype.str,
        "crc32": zlib.crc32(data),
    }
    atomic_write(path, json.dumps(header).encode() + b"\n" + data)


def load_matrix(path: Path) -> np.ndarray:
    """The matrix stored at ``path``; FileNotFoundError if absent, CorruptCache if damaged."""
    raw = path.read_bytes()
    line_end = raw.find(b"\n")
    try:
        header = json.loads(raw[:line_end]) if line_end > 0 else None
    except (UnicodeDecodeError, json.JSONDecodeError):
        header = None
    if not isinstance(header, dict) or header.get("magic") != MAGIC:
        raise CorruptCache(f"{path.name}: not a matrix file")
    if header.get("version") != FORMAT_VERSION:
        raise CorruptCache(f"{path.name}: format version {header.get('version')}, expected {FORMAT_VERSION}")
    data = memoryview(raw)[line_end + 1 :]
    try:
        dtype = np.dtype(header["dtype"])
        shape = tuple(int(s) for s in header["shape"])
        expected = int(np.prod(shape)) * dtype.itemsize
    except (KeyError, TypeError, ValueError):
        raise CorruptCache(f"{path.name}: unreadable header") from None
    if len(data) != expected:
        raise CorruptCache(f"{path.name}: {len(data)} bytes of data, expected {expected} (truncated?)")
    if zlib.crc32(data) != header.get("crc32"):
        raise CorruptCache(f"{path.name}: checksum mismatch")
    return np.frombuffer(data, dtype=dtype).reshape(shape)


def load_json(path: Path):
    """A cached JSON value, or None when absent or unreadable (a cache can always be rebuilt)."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def save_json(path: Path, value) -> None:
    atomic_write(path, json.dumps(value, indent=1).encode())
