"""CPU time of the hard-mode safety checks, position by position (issue 19: the "checked" list).

    python bench/safety_positions.py                        # today's game, app_figures' answers
    python bench/safety_positions.py 2025-01-01 2025-01-31  # each day's game, its real answer

Plays as bench/app_figures.py does in hard mode: SALET, then the checked list's first guess, and
times `Solver.checked` (what the app runs between the ranking and the checked list) at each
position after the first guess, by CPU time (time.process_time: the machine's other load cannot
inflate it). The ranking before it is not timed. Prints every position, slowest last, then
p50/p95/max with the load average.
"""

import datetime as dt
import os
import statistics
import sys
import time

from wordle_tui.core.game.feedback import score
from wordle_tui.core.game.state import GameState
from wordle_tui.core.nyt.history import load_history
from wordle_tui.core.nyt.today import load_today
from wordle_tui.core.solve.solver import Solver

OPENER, TOP = "salet", 10  # app_figures' first guess; the panel's suggestions
ANSWERS = "hound crimp vivid eerie folly nymph tacit jazzy rebus gauze spell oxide wrung abbey plumb knoll"


def games(args: list[str]):
    """(label, game, answer) for each position to play: today's game on app_figures' answers,
    or each day's game between the two dates on its real answer."""
    if not args:
        game = load_today()
        return [(str(game.day), game, answer) for answer in ANSWERS.split()]
    start, end = (dt.date.fromisoformat(a) for a in args)
    history = load_history().history
    return [
        (str(day), load_today(day, history=history), answer) for day, answer in history.between(start, end)
    ]


def play(game, answer: str, solver: Solver) -> list[tuple[str, int, float]]:
    """(moves, candidates, CPU seconds of the check) at each checked position of one game."""
    state, guess, timed = GameState.start(game, hard=True), OPENER, []
    while guess != answer and len(state.steps) < 2:
        state = state.play(guess, score(guess, answer))
        if state.count <= 1:
            break
        ranked = solver.unchecked(state, TOP)
        started = time.process_time()
        checked = solver.checked(state, ranked)
        timed.append(("-".join(s.guess for s in state.steps), state.count, time.process_time() - started))
        guess = checked[0].guess
    return timed


def main() -> None:
    solver, rows = Solver("guesses"), []
    for label, game, answer in games(sys.argv[1:]):
        for moves, count, seconds in play(game, answer, solver):
            rows.append((seconds, label, answer, moves, count))
            print(f"{label} {answer} {moves:<12} {count:5d} candidates {seconds * 1000:7.0f} ms", flush=True)
    cpu = sorted(seconds for seconds, *_ in rows)
    print("slowest:")
    for seconds, label, answer, moves, count in sorted(rows)[-5:]:
        print(f"  {label} {answer} {moves:<12} {count:5d} candidates {seconds * 1000:7.0f} ms")
    p95 = cpu[round(0.95 * (len(cpu) - 1))]
    print(
        f"{len(cpu)} positions: CPU p50 {statistics.median(cpu) * 1000:.0f} p95 {p95 * 1000:.0f} "
        f"max {cpu[-1] * 1000:.0f} ms, total {sum(cpu):.1f} s "
        f"[load {' '.join(f'{x:.2f}' for x in os.getloadavg())}]"
    )


if __name__ == "__main__":
    main()
