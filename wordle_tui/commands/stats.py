"""`wordle-tui stats`: the player's record of daily games."""

from __future__ import annotations

from ..core.coach.player_stats import player_stats, stats_lines
from ..core.coach.record import Record


def add_parser(sub) -> None:
    p = sub.add_parser(
        "stats", help="your record of daily games: streaks, guess distribution, skill and luck"
    )
    p.add_argument("--json", action="store_true", help="machine-readable output")


def run(args) -> None:
    from .common import _emit

    with Record() as record:
        stats = player_stats(record.games())
    _emit(args, stats.to_json(), stats_lines(stats))
