"""How the coach judges the default strategy's own play: 30 real days of 2025 (every 12th day),
each played on today's game with the `guesses` strategy's #1 every move, then reviewed.

Prints how many moves the coach proves best (exact, within the tie tolerance), how many it
calls best by the estimate, and by how much the others fall short of the coach's best; and,
over the steps proved exactly, how far the estimate would have been (the error the review
states). Figures, not a test: run it on a quiet machine and quote them.

    python bench/coach_figures.py [--days 30] [--hard]
"""

from __future__ import annotations

import argparse
import datetime as dt
import statistics
import time

import numpy as np

from wordle_tui.core.coach.review import OPTIMAL, TIE, review
from wordle_tui.core.game.feedback import score
from wordle_tui.core.game.setup import build_game
from wordle_tui.core.nyt.history import shipped_history
from wordle_tui.core.nyt.today import block_guesses
from wordle_tui.core.solve.solver import Solver


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--days", type=int, default=30)
    parser.add_argument("--hard", action="store_true")
    args = parser.parse_args()
    history = shipped_history()
    days = history.between(dt.date(2025, 1, 1), dt.date(2025, 12, 31))[::12][: args.days]
    solver = Solver("guesses")
    proven, estimated_best, short, errors, moves = 0, 0, [], [], 0
    started = time.perf_counter()
    for day, answer in days:
        game = build_game("today", day=day, history=history, hard=args.hard)
        state = game.start()
        while not state.solved and len(state.steps) < 8:
            guess = solver.best(state)
            state = state.play(guess, score(guess, answer), any_word=True)
        reviewed = review(game, state.moves)
        line = []
        for step in reviewed.steps:
            if step.before == 1:
                continue  # one candidate left: nothing to judge
            moves += 1
            best = step.skill == OPTIMAL
            if best and step.exact:
                proven += 1
            elif best:
                estimated_best += 1
            else:
                short.append(step.mine.expected - step.best.expected)
            if step.mine.exact and step.mine.expected != float("inf"):  # the estimate of the same move
                row = np.array([game.words.allowed_index[step.guess]])
                guess_estimate = block_guesses(game.source, row, step.state.candidates)[0]
                errors.append(guess_estimate - step.mine.expected)
            line.append(f"{step.guess}{'' if step.exact else '~'}:{step.skill}")
        print(f"{day} {answer}: {' '.join(line)}", flush=True)
    print(
        f"\n{len(days)} days, {moves} moves judged (one-candidate moves left out), "
        f"{'hard' if args.hard else 'normal'} mode, tie {TIE}, {time.perf_counter() - started:.0f} s:"
    )
    print(f"  proven best (exact, skill 99): {proven}")
    print(f"  best by the estimate (skill 99, marked ~): {estimated_best}")
    if short:
        print(
            f"  short of the coach's best: {len(short)} moves, by {statistics.mean(short):.3f} guesses on "
            f"average (median {statistics.median(short):.3f}, most {max(short):.3f})"
        )
    if errors:
        size = [abs(e) for e in errors]
        print(
            f"  the estimate against {len(errors)} exact figures: off by {statistics.mean(size):.3f} guesses on "
            f"average, {sorted(size)[int(0.9 * (len(size) - 1))]:.3f} at the 90th percentile, {max(size):.3f} at most "
            f"(mean signed {statistics.mean(errors):+.3f})"
        )


if __name__ == "__main__":
    main()
