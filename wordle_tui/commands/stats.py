"""`wordle-tui stats`: the player's record of daily games."""

from __future__ import annotations

from ..core.player_stats import LOST, RECENT_DAYS, PlayerStats, player_stats
from ..core.record import Record


def add_parser(sub) -> None:
    p = sub.add_parser("stats", help="your record of daily games: streaks, guess distribution, skill and luck")
    p.add_argument("--json", action="store_true", help="machine-readable output")


def run(args) -> None:
    from ..cli import _emit

    with Record() as record:
        stats = player_stats(record.games())
    _emit(args, stats.to_json(), stats_lines(stats))


def stats_lines(stats: PlayerStats) -> list[str]:
    """The statistics as text (the CLI, and the app's statistics screen)."""
    if not stats.played:
        return ["no daily games recorded yet: finish one in the app (wordle-tui) to start your record"]
    lines = [
        f"played {stats.played}, won {stats.won} ({stats.win_rate:.0%}), "
        f"current streak {stats.current_streak}, best streak {stats.best_streak}",
        "guess distribution:",
    ]
    peak = max(stats.distribution.values()) or 1
    for guesses, count in stats.distribution.items():
        lines.append(f"  {guesses} {'#' * round(30 * count / peak):<30} {count}")
    if stats.played > stats.won:
        lines.append(f"  X {'#' * round(30 * (stats.played - stats.won) / peak):<30} {stats.played - stats.won}")
    r = stats.recent

    def show(x: float | None, digits: int = 0) -> str:
        return "-" if x is None else f"{x:.{digits}f}"

    lines.append(
        f"last {RECENT_DAYS} days ({r.games} games): skill {show(r.skill)}, luck {show(r.luck)}, "
        f"guesses {show(r.guesses, 2)} (a loss counts {LOST}) against the solver's {show(r.solver_guesses, 2)}"
    )
    return lines
