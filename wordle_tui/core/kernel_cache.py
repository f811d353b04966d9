"""numba's cache keeps a compiled kernel under its own file's time and size alone, so a kernel
that calls a function (or reads a constant) of another module runs on stale after that module
changes, and a proof would count with old code. Each kernel module calls ``fresh(__file__)``
first: when the sources it imports, itself included, differ from those its cache was compiled
from, that cache is dropped and numba compiles again."""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

_SIBLING = re.compile(r"^from \.(\w+) import", re.M)  # a module of the same package


def sources(path: Path) -> list[Path]:
    """``path`` and the modules of its package it imports, directly or through them."""
    found: list[Path] = []
    todo = [path]
    while todo:
        source = todo.pop()
        if source in found or not source.exists():
            continue
        found.append(source)
        todo += [source.with_name(f"{name}.py") for name in _SIBLING.findall(source.read_text())]
    return sorted(found)


def digest(path: Path) -> str:
    """One hash over the names and bytes of ``sources(path)``."""
    sha = hashlib.sha256()
    for source in sources(path):
        sha.update(source.name.encode() + b"\0" + source.read_bytes() + b"\0")
    return sha.hexdigest()


def fresh(module_file: str) -> None:
    """Drop the numba cache of the module at ``module_file`` when it was compiled from other
    sources than these (numba's in-tree cache, ``__pycache__`` beside the module)."""
    path = Path(module_file).resolve()
    cache = path.parent / "__pycache__"
    stamp = cache / f"{path.stem}.sources"
    now = digest(path)
    try:
        if stamp.read_text() == now:
            return
    except OSError:
        pass  # no stamp yet: whatever is cached is of unknown sources
    try:
        for old in cache.glob(f"{path.stem}.*.nb[ic]"):
            old.unlink(missing_ok=True)
        cache.mkdir(exist_ok=True)
        stamp.write_text(now)
    except OSError:
        pass  # a read-only install: numba caches in the user's directory, and files change only with a release
