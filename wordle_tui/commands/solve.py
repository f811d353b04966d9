"""`wordle-tui solve`: the guesses a strategy plays to reach a given answer."""

from __future__ import annotations

from typing import Any

from ..core.game.feedback import format_pattern
from ..core.nyt.today import TODAY
from .common import _emit, _load_game, _solver, _strategy_args, _word_args, describe_day
from .suggest import refuse_endless_deep


def add_parser(sub) -> None:
    p = sub.add_parser("solve", help="the path a strategy plays to a given answer")
    p.add_argument("answer")
    _strategy_args(p)
    _word_args(p, TODAY)
    p.add_argument("--opener", metavar="WORD", help="first guess (default: the strategy's best)")
    p.add_argument("--json", action="store_true", help="machine-readable output")


def run(args) -> None:
    game = _load_game(args, args.hard)
    patterns = game.source
    state = game.start()
    solver = _solver(args)
    if not args.opener:
        refuse_endless_deep(solver, state, args.breadth)
    state = solver.solve(state, args.answer, args.opener)
    length = patterns.length
    data: dict[str, Any] = {
        "answer": state.steps[-1].guess,
        "guesses": [{"guess": s.guess, "feedback": format_pattern(s.pattern, length)} for s in state.steps],
    }
    text = [
        f"{i}. {s.guess.upper()} {format_pattern(s.pattern, length)}  {s.before} -> {s.after}"
        for i, s in enumerate(state.steps, 1)
    ]
    text.append(f"solved {data['answer'].upper()} in {len(state.steps)}")
    if line := describe_day(patterns):
        text.insert(0, line)
    _emit(args, data, text)
