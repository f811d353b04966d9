"""The player's statistics from the record: played, win rate, streaks, the guess distribution,
and recent averages of skill, luck and guesses against the solver's own on the same answers."""

from __future__ import annotations

import datetime as dt
from dataclasses import asdict, dataclass

from .record import GameRecord

RECENT_DAYS = 14
LOST = 7  # a lost game counts as 7 guesses in averages


@dataclass(frozen=True)
class Recent:
    """Averages over the games of the last RECENT_DAYS days (None: no game had the figure)."""

    games: int
    skill: float | None
    luck: float | None
    guesses: float | None
    solver_guesses: float | None  # the solver on the same answers (those known)


@dataclass(frozen=True)
class PlayerStats:
    played: int
    won: int
    current_streak: int
    best_streak: int
    distribution: dict[int, int]  # guesses -> games won with that many
    recent: Recent

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0

    def to_json(self) -> dict:
        data = asdict(self)
        data["win_rate"] = round(self.win_rate, 4)
        data["distribution"] = {str(k): v for k, v in self.distribution.items()}
        data["recent"] = {k: round(v, 3) if isinstance(v, float) else v for k, v in data["recent"].items()}
        data["recent"]["days"] = RECENT_DAYS
        return data


def _mean(values: list[float]) -> float | None:
    return sum(values) / len(values) if values else None


def _streaks(games: list[GameRecord], today: dt.date) -> tuple[int, int]:
    """(current, best): runs of wins on consecutive days; the current run ends today or yesterday."""
    best = run = 0
    previous: dt.date | None = None
    for game in games:
        consecutive = previous is not None and (game.date - previous).days == 1
        run = (run + 1 if consecutive else 1) if game.solved else 0
        best = max(best, run)
        previous = game.date
    current = run if previous is not None and (today - previous).days <= 1 else 0
    return current, best


def player_stats(games: list[GameRecord], today: dt.date | None = None) -> PlayerStats:
    """Statistics of ``games`` (the record, in any order) as of ``today`` (default: the local date)."""
    today = today or dt.date.today()
    games = sorted(games, key=lambda g: g.date)
    won = [g for g in games if g.solved]
    longest = max((g.guesses for g in won), default=6)
    distribution = {n: sum(g.guesses == n for g in won) for n in range(1, max(6, longest) + 1)}
    current, best = _streaks(games, today)
    recent = [g for g in games if 0 <= (today - g.date).days < RECENT_DAYS]
    return PlayerStats(
        played=len(games),
        won=len(won),
        current_streak=current,
        best_streak=best,
        distribution=distribution,
        recent=Recent(
            games=len(recent),
            skill=_mean([g.skill for g in recent if g.skill is not None]),
            luck=_mean([g.luck for g in recent if g.luck is not None]),
            guesses=_mean([g.guesses if g.solved else LOST for g in recent]),
            solver_guesses=_mean([g.solver_guesses for g in recent if g.solver_guesses is not None]),
        ),
    )


def stats_lines(stats: PlayerStats) -> list[str]:
    """The statistics as text: `wordle-tui stats` and the app's statistics screen."""
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
        lines.append(
            f"  X {'#' * round(30 * (stats.played - stats.won) / peak):<30} {stats.played - stats.won}"
        )
    r = stats.recent

    def show(x: float | None, digits: int = 0) -> str:
        return "-" if x is None else f"{x:.{digits}f}"

    lines.append(
        f"last {RECENT_DAYS} days ({r.games} game{'' if r.games == 1 else 's'}): skill {show(r.skill)}, luck {show(r.luck)}, "
        f"guesses {show(r.guesses, 2)} (a loss counts {LOST}) against the solver's {show(r.solver_guesses, 2)}"
    )
    return lines
