"""Coach figures: how long the review of a 6-step game takes, and how much of it is exact.

    python bench/review_figures.py            # 12 games (about a minute with SALET's total cached)
    python bench/review_figures.py --games 40 --effort 200000   # how long full proofs take

The games: SALET, then a naive player's guesses (the first candidate left, A-Z), keeping the
answers where that takes exactly 6 guesses, spread over the answer list. "Warm cache" is what a
player's machine has after the first run: the pattern matrix and SALET's exact total on disk
(solved here once if missing, and reported). Every review starts with an empty deep-search memo,
as a fresh `wordle-tui review` process does.
"""

import argparse
import statistics
import time

from wordle_tui.core.coach.costs import EFFORT
from wordle_tui.core.coach.review import review_game
from wordle_tui.core.deep import OpenerTotal
from wordle_tui.core.game.feedback import score
from wordle_tui.core.game.patterns import Patterns
from wordle_tui.core.game.state import GameState
from wordle_tui.core.game.words import named_set
from wordle_tui.core.solve.solver import _SEARCHES, Solver, deep_search

OPENER = "salet"


def naive_game(patterns, answer):
    state = GameState.start(patterns)
    guess = OPENER
    while True:
        state = state.play(guess, score(guess, answer))
        if state.solved:
            return state.moves
        guess = state.candidate_words()[0]


def six_step_games(patterns, count):
    games = [g for a in patterns.words.answers if len(g := naive_game(patterns, a)) == 6]
    return [games[i * len(games) // count] for i in range(min(count, len(games)))]


def ensure_opener_total(patterns):
    root = GameState.start(patterns)
    deep = Solver("deep")
    if any(o.guess == OPENER for o in deep.known_openers(root) or ()):
        return
    started = time.perf_counter()
    total = deep_search(patterns, False).cost_of(root, OPENER)
    seconds = time.perf_counter() - started
    deep.remember_openers(patterns, False, [OpenerTotal(OPENER, 0, total, seconds)])
    print(f"(solved {OPENER.upper()}'s exact total once: {total}, {seconds:.1f} s; cached from now on)")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=12)
    parser.add_argument(
        "--effort", type=int, default=EFFORT, help=f"positions per question (the review's default: {EFFORT})"
    )
    args = parser.parse_args()
    patterns = Patterns.load(named_set("original"))
    _ = patterns.by_answer  # built once, as a running app or CLI has it
    ensure_opener_total(patterns)
    games = six_step_games(patterns, args.games)
    times, cpu, exact_after_first, positions = [], [], 0, 0
    for moves in games:
        _SEARCHES.clear()
        started, started_cpu = time.perf_counter(), time.process_time()
        review = review_game(patterns, moves, effort=args.effort)
        times.append(time.perf_counter() - started)
        cpu.append(time.process_time() - started_cpu)
        exact_after_first += sum(s.exact for s in review.steps[1:])
        positions += len(review.steps) - 1
        first = review.steps[0]
        print(
            f"{' '.join(g.upper() for g, _ in moves):<40} {times[-1]:5.2f} s ({cpu[-1]:4.2f} s CPU)"
            f"  skill {review.skill:>2}  luck {review.luck:>2}"
            f"  after {OPENER.upper()}: {first.after:>3} left, first step {'exact' if first.exact else 'estimate'}"
        )
    print(
        f"\n{len(games)} six-step games from {OPENER.upper()}, cold memo, warm disk cache, effort {args.effort} positions:"
    )
    print(
        f"  review time: median {statistics.median(times):.2f} s, max {max(times):.2f} s (target <= 2 s);"
        f" CPU median {statistics.median(cpu):.2f} s, max {max(cpu):.2f} s"
    )
    print(f"  steps after the first proven exact: {exact_after_first} of {positions}")


if __name__ == "__main__":
    main()
