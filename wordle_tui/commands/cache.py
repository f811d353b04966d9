"""`wordle-tui cache`: what the cache holds (pattern matrices, rankings, benchmark runs), and clearing it."""

from __future__ import annotations

import argparse

from ..core.storage import cache_dir
from ..core.storage.cache import default_cache_dir


def add_parser(sub) -> None:
    p = sub.add_parser("cache", help="show the cache (every file in it can be rebuilt) or clear it")
    p.add_argument("action", nargs="?", default="show", choices=("show", "clear"), help="(default: show)")


def run(args: argparse.Namespace) -> None:
    directory = default_cache_dir()
    limit = cache_dir.limit_bytes() // 2**20
    if args.action == "clear":
        removed = cache_dir.clear(directory) if directory.is_dir() else []
        print(
            f"removed {len(removed)} files ({sum(e.size for e in removed) / 2**20:.1f} MB) from {directory}"
        )
        return
    files = cache_dir.entries(directory) if directory.is_dir() else []
    total = sum(e.size for e in files)
    print(
        f"{directory}: {len(files)} files, {total / 2**20:.1f} MB of a {limit} MB limit "
        "(WORDLE_TUI_CACHE_LIMIT_MB; least recently used removed first)"
    )
    for e in reversed(files):  # most recently used first
        print(f"  {e.size / 2**20:9.1f} MB  {e.path.name}")
