"""The player's statistics from the record, as NYT shows them for the daily puzzle: played, win %,
current and longest streak, the guess distribution; the last 14 days' average beside the solver's
on the same puzzles; skill and luck game by game. Archive and practice games are only counted,
apart: they are in no streak and no distribution. So are daily games of another row limit
(``--rows 8``): NYT's figures are of six rows, and a win on the 7th row is no win in six, while
a loss in 4 rows might have been won in 6; such a puzzle is a day not played by NYT's rules, as
a day missed is, so it ends a streak."""

from __future__ import annotations

import datetime as dt
from dataclasses import asdict, dataclass

from ..game.puzzle import puzzle_number, puzzle_today
from .record import ROWS, GameRecord

RECENT_DAYS = 14
LOST = 7  # a lost game counts as 7 guesses in averages


@dataclass(frozen=True)
class Recent:
    """Averages over the daily games of the last RECENT_DAYS days (None: no game had the figure)."""

    games: int
    skill: float | None
    luck: float | None
    guesses: float | None  # every game, a loss counting LOST
    solver_games: int  # the games whose answer the solver played too
    my_guesses: float | None  # the player's average on those
    solver_guesses: float | None  # the solver's on the same puzzles


@dataclass(frozen=True)
class Apart:
    """Archive or practice games, or daily ones of another row limit: counted, never in streaks
    or the distribution."""

    played: int
    won: int


@dataclass(frozen=True)
class Point:
    """One reviewed daily game, for skill and luck over time."""

    puzzle: int
    skill: float | None
    luck: float | None


@dataclass(frozen=True)
class PlayerStats:
    played: int
    won: int
    current_streak: int
    best_streak: int
    distribution: dict[int, int]  # guesses -> daily games won with that many
    recent: Recent
    archive: Apart
    practice: Apart
    other_rows: Apart  # daily games of another row limit than ROWS
    timeline: list[Point]

    @property
    def lost(self) -> int:
        return self.played - self.won

    @property
    def win_rate(self) -> float:
        return self.won / self.played if self.played else 0.0

    def to_json(self) -> dict:
        data = asdict(self)
        data["win_rate"] = round(self.win_rate, 4) if self.played else None  # no games: no rate
        data["lost"] = self.lost
        data["distribution"] = {str(k): v for k, v in self.distribution.items()}
        data["recent"] = {k: round(v, 3) if isinstance(v, float) else v for k, v in data["recent"].items()}
        data["recent"]["days"] = RECENT_DAYS
        data["timeline"] = [
            {k: round(v, 1) if isinstance(v, float) else v for k, v in p.items()} for p in data["timeline"]
        ]
        return data


def _number(game: GameRecord) -> int:
    """A daily game's puzzle number (a daily game always has one)."""
    return game.puzzle if game.puzzle is not None else 0


def _mean(values: list[float]) -> float | None:
    return sum(values) / len(values) if values else None


def _streaks(games: list[GameRecord], today: int) -> tuple[int, int]:
    """(current, longest): runs of wins over consecutive puzzle numbers; the current run ends at
    today's puzzle or yesterday's (today's is still to play)."""
    best = run = 0
    previous: int | None = None
    for game in games:
        consecutive = previous is not None and _number(game) - previous == 1
        run = (run + 1 if consecutive else 1) if game.solved else 0
        best = max(best, run)
        previous = _number(game)
    current = run if previous is not None and today - previous <= 1 else 0
    return current, best


def in_daily_figures(game: GameRecord) -> bool:
    """A daily game of NYT's rows: the only games in the streaks, distribution and averages."""
    return game.kind == "daily" and game.of_nyt_rows


def kept_apart(games: list[GameRecord]) -> list[GameRecord]:
    """The games only counted and listed (stats --archive, the statistics screen's foot)."""
    return [g for g in games if not in_daily_figures(g)]


def daily_games(games: list[GameRecord]) -> list[GameRecord]:
    """The games the daily figures count, the latest puzzle first (stats --daily)."""
    return sorted(filter(in_daily_figures, games), key=_number, reverse=True)


def player_stats(games: list[GameRecord], today: dt.date | None = None) -> PlayerStats:
    """Statistics of ``games`` (the record, in any order) as of ``today`` (default: the date of
    the player's daily puzzle)."""
    today_number = puzzle_number(today or puzzle_today())
    daily = sorted(filter(in_daily_figures, games), key=_number)
    won = [g for g in daily if g.solved]
    distribution = {n: sum(g.guesses == n for g in won) for n in range(1, ROWS + 1)}
    current, best = _streaks(daily, today_number)
    # A later puzzle's game (played where the date was already later) is recent, as in the streak.
    recent = [g for g in daily if today_number - _number(g) < RECENT_DAYS]
    beside = [g for g in recent if g.solver_guesses is not None]

    def apart(kept: list[GameRecord]) -> Apart:
        return Apart(len(kept), sum(g.solved for g in kept))

    return PlayerStats(
        played=len(daily),
        won=len(won),
        current_streak=current,
        best_streak=best,
        distribution=distribution,
        recent=Recent(
            games=len(recent),
            skill=_mean([g.skill for g in recent if g.skill is not None]),
            luck=_mean([g.luck for g in recent if g.luck is not None]),
            guesses=_mean([g.guesses if g.solved else LOST for g in recent]),
            solver_games=len(beside),
            my_guesses=_mean([g.guesses if g.solved else LOST for g in beside]),
            solver_guesses=_mean([float(g.solver_guesses) for g in beside if g.solver_guesses is not None]),
        ),
        archive=apart([g for g in games if g.kind == "archive"]),
        practice=apart([g for g in games if g.kind == "practice"]),
        other_rows=apart([g for g in games if g.kind == "daily" and not g.of_nyt_rows]),
        timeline=[
            Point(_number(g), g.skill, g.luck) for g in daily if g.skill is not None or g.luck is not None
        ],
    )


def _show(x: float | None, digits: int = 0) -> str:
    return "-" if x is None else f"{x:.{digits}f}"


def summary_lines(stats: PlayerStats) -> list[str]:
    """Played, streaks, the recent averages and the games kept apart: the statistics screen's text."""
    other = stats.other_rows
    apart = (
        f"archive games {stats.archive.played} (won {stats.archive.won}), "
        f"practice games {stats.practice.played} (won {stats.practice.won})"
        + (f", daily games of another row limit {other.played} (won {other.won})" if other.played else "")
        + ": kept apart, in no streak or distribution (stats --archive lists them)"
    )
    if not stats.played and other.played:
        return [f"no daily games of {ROWS} rows recorded yet: the daily statistics count only those", apart]
    if not stats.played:
        return ["no daily games recorded yet: finish one in the app (wordle-tui) to start your record", apart]
    r = stats.recent
    return [
        f"played {stats.played}, won {stats.won} ({stats.win_rate:.0%}), "
        f"current streak {stats.current_streak}, longest streak {stats.best_streak}",
        f"last {RECENT_DAYS} days ({r.games} game{'' if r.games == 1 else 's'}): skill {_show(r.skill)}, "
        f"luck {_show(r.luck)}, guesses {_show(r.guesses, 2)} (a loss counts {LOST})",
        _beside_solver(r),
        apart,
    ]


def _beside_solver(r: Recent) -> str:
    """The player against the solver on the recent puzzles it played too, worded for the count."""
    if not r.solver_games:
        return "  the solver played none of them: nothing to compare yet"
    games = "the 1 game" if r.solver_games == 1 else f"the {r.solver_games} games"
    return (
        f"  on {games} the solver played too: you {_show(r.my_guesses, 2)}, "
        f"the solver {_show(r.solver_guesses, 2)}"
    )


def stats_lines(stats: PlayerStats) -> list[str]:
    """The statistics as text: `wordle-tui stats`."""
    lines = summary_lines(stats)
    if not stats.played:
        return lines
    lines[1:1] = ["guess distribution:"]
    rows = [(str(n), c) for n, c in stats.distribution.items()] + [("X", stats.lost)]
    peak = max(c for _, c in rows) or 1
    lines[2:2] = [f"  {label} {'#' * round(30 * count / peak):<30} {count}" for label, count in rows]
    return lines
