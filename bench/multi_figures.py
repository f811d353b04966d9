"""Multi-board figures on the original answers: seeded deals played to the end, and the time
of one suggestion on a Quordle position after two guesses (what the app computes per row).

    python bench/multi_figures.py                 # Quordle 1000, Octordle 1000, Sedecordle 200, Duotrigordle 200
    python bench/multi_figures.py --deals 100     # every game on 100 deals (quicker)
    python bench/multi_figures.py --games 4,8 --strategy endgame

Each row is also `wordle-tui multi bench --set original --boards N --deals K --seed 0`. Prints a markdown
table ready for the README.
"""

import argparse
import statistics
import time

from wordle_tui.core.game.patterns import Patterns
from wordle_tui.core.game.words import named_set
from wordle_tui.core.multi import figures as multi_stats
from wordle_tui.core.multi.bench import run_multi_bench
from wordle_tui.core.multi.game import MultiGame, deal, default_limit, game_name
from wordle_tui.core.multi.strategy import MULTI_STRATEGIES, MultiSolver

DEALS = {4: 1000, 8: 1000, 16: 200, 32: 200}


def suggestion_seconds(
    patterns: Patterns, strategy: str, played: int, positions: int = 20
) -> tuple[float, float]:
    """Median and worst time of a suggestion after ``played`` guesses (the solver's own) on
    fresh Quordle deals, with a fresh solver each time (nothing cached from earlier positions)."""
    times = []
    for index in range(positions):
        game = MultiGame.start(patterns, 4, answers=deal(len(patterns.words.answers), 4, 1, index))
        player = MultiSolver(patterns, strategy)
        for _ in range(played):
            if game.boards_left:
                game = game.play_word(player.choose(game))
        multi_stats._FRESH.clear()  # nothing cached, not even the fresh board's figures
        started = time.perf_counter()
        MultiSolver(patterns, strategy).rank(game, 10)
        times.append(time.perf_counter() - started)
    return statistics.median(times), max(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", default="4,8,16,32", help="board counts, comma-separated")
    parser.add_argument(
        "--deals", type=int, help="deals for every game (default: 1000 for 4 and 8 boards, 200 beyond)"
    )
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--strategy", default="best", choices=MULTI_STRATEGIES)
    parser.add_argument("--timing-only", action="store_true", help="only the suggestion times")
    args = parser.parse_args()
    patterns = Patterns.load(named_set("original"))
    rows = []
    for boards in [] if args.timing_only else (int(b) for b in args.games.split(",")):
        deals = args.deals or DEALS.get(boards, 200)
        r = run_multi_bench(patterns, boards, default_limit(boards), deals, args.seed, args.strategy)
        rows.append(
            f"| {game_name(boards)} | {boards} | {r.limit} | {len(r.deals)} | {r.wins} | {r.win_rate:.1%} "
            f"| {r.average:.3f} | {max(len(d.guesses) for d in r.deals)} | {r.seconds:.0f} s |"
        )
        print(rows[-1], flush=True)
    print()
    print(f"strategy {args.strategy}, seed {args.seed}, original answers")
    print("| game | boards | limit | deals | wins | win rate | average guesses | most guesses | time |")
    print("|---|---|---|---|---|---|---|---|---|")
    print("\n".join(rows))
    print("\nQuordle suggestion (top 10, fresh solver, 20 deals of seed 1):")
    for played in (0, 1, 2, 3):
        median, worst = suggestion_seconds(patterns, args.strategy, played, 1 if played == 0 else 20)
        print(f"  after {played} guesses: median {median * 1000:.0f} ms, worst {worst * 1000:.0f} ms")


if __name__ == "__main__":
    main()
