"""`wordle-tui stats`: the player's record of daily games (archive and practice games, and daily
games of another row limit than six, apart)."""

from __future__ import annotations

import sys


def add_parser(sub) -> None:
    p = sub.add_parser(
        "stats", help="your record of daily games: streaks, guess distribution, skill and luck"
    )
    p.add_argument("--json", action="store_true", help="machine-readable output")
    which = p.add_mutually_exclusive_group()
    which.add_argument(
        "--daily",
        action="store_true",
        help="list your daily games of 6 rows (the ones the statistics count), the latest first",
    )
    which.add_argument(
        "--archive",
        action="store_true",
        help="list your archive (--date) and practice games, and daily games of other than 6 rows "
        "(--rows), kept apart from the daily statistics",
    )


def run(args) -> None:
    from ..core.coach.pending import read_everything
    from ..core.coach.player_stats import daily_games, kept_apart, player_stats, stats_lines
    from .common import _emit

    games, notes = read_everything()
    for note in notes:
        print(note, file=sys.stderr)
    if args.daily or args.archive:
        listed = daily_games(games) if args.daily else kept_apart(games)
        none = "daily games of 6 rows" if args.daily else "archive, practice or other-rows games"
        _emit(
            args,
            {"games": [_game_json(g) for g in listed]},
            [_game_line(g) for g in listed] or [f"no {none} recorded yet"],
        )
        return
    stats = player_stats(games)
    _emit(args, stats.to_json() | {"notes": notes}, stats_lines(stats))


def _game_json(game) -> dict:
    return {
        "kind": game.kind,
        "puzzle": game.puzzle,
        "date": game.date.isoformat() if game.date else None,
        "words": list(game.words),
        "colours": list(game.colours),
        "solved": game.solved,
        "hard": game.hard,
        "skill": game.skill,
        "luck": game.luck,
        "solver_guesses": game.solver_guesses,
        "rows": game.rows,
    }


def _game_line(game) -> str:
    scores = (
        f"  skill {game.skill:.0f} luck {game.luck:.0f}"
        if game.skill is not None and game.luck is not None
        else ""
    )
    return f"{game.which:<24} {game.shared_result:<5} {' '.join(game.words).upper()}{scores}"
