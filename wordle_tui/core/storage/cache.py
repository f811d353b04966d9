"""On-disk caches: the pattern matrix and small JSON results, written atomically.

A matrix file is a JSON header line (format version, the key of the word lists it was built
from, shape, dtype, CRC-32 of the data) followed by the raw array bytes. A file that is
truncated, altered, of another format or of other word lists is reported as corrupt so the
caller can rebuild it. JSON results carry the same key, and each record is type-checked:
a cache is only ever a shortcut, so anything doubtful is recomputed.
"""

from __future__ import annotations

import json
import math
import os
import tempfile
import zlib
from dataclasses import fields
from pathlib import Path

import numpy as np

FORMAT_VERSION = 2  # 2: the header names the word lists' key
MAGIC = "wordle-tui-matrix"
MATRIX_DTYPES = ("|u1", "<u2", "<u4", "<u8")  # what pattern_dtype can give; never an object array


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


def save_matrix(path: Path, matrix: np.ndarray, key: str = "") -> None:
    data = np.ascontiguousarray(matrix).tobytes()
    header = {
        "magic": MAGIC,
        "version": FORMAT_VERSION,
        "key": key,
        "shape": list(matrix.shape),
        "dtype": matrix.dtype.str,
        "crc32": zlib.crc32(data),
    }
    atomic_write(path, json.dumps(header).encode() + b"\n" + data)


def load_matrix(path: Path, key: str | None = None, shape: tuple[int, ...] | None = None) -> np.ndarray:
    """The matrix stored at ``path``; FileNotFoundError if absent, CorruptCache if damaged or if
    it was built from other lists (``key``) or has another ``shape`` than the one expected."""
    raw = path.read_bytes()
    line_end = raw.find(b"\n")
    try:
        header = json.loads(raw[:line_end]) if line_end > 0 else None
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        header = None
    if not isinstance(header, dict) or header.get("magic") != MAGIC:
        raise CorruptCache(f"{path.name}: not a matrix file")
    if header.get("version") != FORMAT_VERSION:
        raise CorruptCache(
            f"{path.name}: format version {header.get('version')!r}, expected {FORMAT_VERSION}"
        )
    if key is not None and header.get("key") != key:
        raise CorruptCache(f"{path.name}: built from other word lists")
    stored_shape, dtype_name = header.get("shape"), header.get("dtype")
    if (
        not isinstance(stored_shape, list)
        or not all(type(n) is int and n >= 0 for n in stored_shape)
        or dtype_name not in MATRIX_DTYPES
    ):
        raise CorruptCache(f"{path.name}: unreadable header")
    if shape is not None and tuple(stored_shape) != tuple(shape):
        raise CorruptCache(f"{path.name}: shape {tuple(stored_shape)}, expected {tuple(shape)}")
    dtype = np.dtype(dtype_name)
    data = memoryview(raw)[line_end + 1 :]
    expected = math.prod(stored_shape) * dtype.itemsize
    if len(data) != expected:
        raise CorruptCache(f"{path.name}: {len(data)} bytes of data, expected {expected} (truncated?)")
    if zlib.crc32(data) != header.get("crc32"):
        raise CorruptCache(f"{path.name}: checksum mismatch")
    return np.frombuffer(data, dtype=dtype).reshape(stored_shape)


def load_json(path: Path):
    """A cached JSON value, or None when absent or unreadable (a cache can always be rebuilt)."""
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, RecursionError):
        return None


def save_json(path: Path, value) -> None:
    atomic_write(path, json.dumps(value, indent=1).encode())


# Annotation (as written in the dataclass) -> the JSON types a record's field may hold.
# What a cached record's fields may hold, by the annotation's names (a union is split on "|").
_KINDS = {"str": (str,), "int": (int,), "float": (int, float), "bool": (bool,), "None": (type(None),)}


def _field_kinds(annotation: str) -> tuple[type, ...]:
    return tuple(kind for name in annotation.split("|") for kind in _KINDS[name.strip()])


def _valid_record(item, record_type, words) -> bool:
    names = [f.name for f in fields(record_type)]
    if not isinstance(item, dict) or sorted(item) != sorted(names):
        return False
    for f in fields(record_type):
        annotation = f.type if isinstance(f.type, str) else getattr(f.type, "__name__", str(f.type))
        value, kinds = item[f.name], _field_kinds(annotation)
        if not isinstance(value, kinds) or (isinstance(value, bool) and bool not in kinds):
            return False
        if isinstance(value, float) and not math.isfinite(value):
            return False
    return item.get("guess") in words if "guess" in names else True


def load_records(path: Path, record_type, key: str, words) -> list | None:
    """The dataclass records ``save_records`` stored for the lists ``key``, or None when the file is
    absent, damaged, of other lists, or any record has a wrong type or a guess not in ``words``."""
    stored = load_json(path)
    if stored is None:
        return None
    try:
        if stored["key"] == key and all(
            _valid_record(item, record_type, words) for item in stored["records"]
        ):
            return [record_type(**item) for item in stored["records"]]
    except (KeyError, TypeError):
        pass
    note(f"{path.name} did not match its word lists or was damaged; recomputed it")
    return None


def save_records(path: Path, key: str, records: list[dict]) -> None:
    save_json(path, {"key": key, "records": records})


_NOTICES: list[str] = []


def note(message: str) -> None:
    """Keep a message for the user about a cache that was set right (the CLI prints them)."""
    _NOTICES.append(message)


def take_notices() -> list[str]:
    taken = _NOTICES[:]
    del _NOTICES[: len(taken)]
    return taken
