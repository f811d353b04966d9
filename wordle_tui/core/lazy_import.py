"""Compiled kernels imported on first use, not at start-up: importing numba costs the app's
first frame a few hundred milliseconds, and most starts show a cached opening first."""

from __future__ import annotations

import importlib.util
import os
import sys
from types import ModuleType


def compiled_module(name: str) -> ModuleType | None:
    """The numba kernel module ``name``, loaded when first used; None when numba is not
    installed or WORDLE_TUI_NUMBA=0 asks for the numpy path."""
    if os.environ.get("WORDLE_TUI_NUMBA", "1") == "0" or importlib.util.find_spec("numba") is None:
        return None
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.find_spec(name)
    spec.loader = importlib.util.LazyLoader(spec.loader)
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
