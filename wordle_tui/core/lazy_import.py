"""Compiled kernels imported on first use, not at start-up: importing numba costs the app's
first frame a few hundred milliseconds, and most starts show a cached opening first."""

from __future__ import annotations

import importlib
import importlib.util
import os
import threading


class LazyModule:
    """Stands for a module until one of its names is first used, then imports it (once, under
    a lock: the rankings call kernels from several threads at once, and importlib's LazyLoader
    is not thread-safe before Python 3.13). Each name looked up is kept on the instance, so
    later uses cost a plain attribute read."""

    def __init__(self, name: str) -> None:
        self._name = name
        self._lock = threading.Lock()

    def __getattr__(self, attr: str):
        if attr.startswith("__"):
            raise AttributeError(attr)
        with self._lock:
            value = getattr(importlib.import_module(self._name), attr)
        setattr(self, attr, value)
        return value


def compiled_module(name: str) -> LazyModule | None:
    """The numba kernel module ``name``, imported when first used; None when numba is not
    installed or WORDLE_TUI_NUMBA=0 asks for the numpy path."""
    if os.environ.get("WORDLE_TUI_NUMBA", "1") == "0" or importlib.util.find_spec("numba") is None:
        return None
    return LazyModule(name)
