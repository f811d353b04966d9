"""`wordle-tui suggest`: the candidates left and the best next guesses after some feedback."""

from __future__ import annotations

import argparse
import math
from dataclasses import replace

from ..core.errors import AlreadySolvedError, NoCandidatesError, WordleError
from ..core.game.feedback import format_pattern
from ..core.game.state import GameState
from ..core.nyt.today import TODAY
from ..core.solve.all_lose import all_lose_note
from ..core.solve.measure import MEASURE_NOTE
from ..core.solve.solver import SHOWN, Solver
from ..core.solve.strategies import Suggestion, percent
from .common import (
    FEEDBACK_EPILOG,
    _emit,
    _load_game,
    _parse_move,
    _solver,
    _strategy_args,
    _word_args,
    describe_day,
)
from .running import deep_progress


def add_parser(sub) -> None:
    p = sub.add_parser(
        "suggest",
        help="candidates and the best next guesses after some feedback",
        epilog=FEEDBACK_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument(
        "moves", nargs="*", metavar="GUESS=FEEDBACK", help="the guesses played and the colours shown"
    )
    _strategy_args(p)
    _word_args(p, TODAY)
    p.add_argument(
        "--top", type=int, default=SHOWN, metavar="K", help=f"suggestions to show (default: {SHOWN})"
    )
    p.add_argument("--any-word", action="store_true", help="accept played guesses outside the allowed list")
    p.add_argument(
        "--widen", action="store_true", help="every allowed word may be the answer, not only the answer list"
    )
    p.add_argument("--json", action="store_true", help="machine-readable output")


def run(args) -> None:
    game = _load_game(args, args.hard)
    if args.widen:
        game = replace(game, source=game.source.widened())
    patterns = game.source
    state = game.start()
    for move in args.moves:
        guess, pattern = _parse_move(move, patterns.words, args.any_word)
        try:
            state = state.play(guess, pattern, any_word=args.any_word)
        except AlreadySolvedError:
            raise  # widening would not help
        except NoCandidatesError as exc:
            if exc.can_widen:
                raise WordleError(
                    f"{exc}, or add --widen: the answer may be outside the answer list"
                ) from None
            if args.widen and exc.never_shown is None:
                raise WordleError(f"{exc} (every allowed word was a candidate)") from None
            raise
    solver = _solver(args)
    refuse_endless_deep(solver, state, args.breadth)
    suggestions = solver.suggest(state, top=args.top, on_progress=deep_progress())
    weighted = state.weights is not None
    data = {
        **({"day": info.to_json()} if (info := patterns.day_info()) is not None else {}),
        "candidates": state.count,
        "bits_unknown": round(state.bits_unknown, 4),
        "steps": [
            {
                "guess": s.guess,
                "feedback": format_pattern(s.pattern, patterns.length),
                "before": s.before,
                "after": s.after,
                "bits_expected": round(s.expected_bits, 4),
                "bits_gained": round(s.gained_bits, 4),
            }
            for s in state.steps
        ],
        "candidate_words": [w for w, _ in state.candidate_probabilities()[:100]]
        if weighted
        else state.candidate_words()[:100],
        **(
            {"candidate_probabilities": {w: round(p, 6) for w, p in state.candidate_probabilities()[:100]}}
            if weighted
            else {}
        ),
        "suggestions": [
            {**s.to_json(), "bits": round(s.bits, 4), "expected": round(s.expected, 4)} for s in suggestions
        ],
    }
    _emit(args, data, _text(args, state, suggestions))


def _text(args, state: GameState, suggestions: list[Suggestion]) -> list[str]:
    patterns = state.patterns
    weighted = state.weights is not None
    text = [line] if (line := describe_day(patterns)) else []
    for i, s in enumerate(state.steps, 1):
        text.append(
            f"{i}. {s.guess.upper()} {format_pattern(s.pattern, patterns.length)}  "
            f"{s.before} -> {s.after}  expected {s.expected_bits:.2f} bits, gained {s.gained_bits:.2f}"
        )
    text.append(
        f"{state.count} candidate{'' if state.count == 1 else 's'} left, {state.bits_unknown:.2f} bits unknown"
    )
    if state.solved:
        text.append(f"solved: {state.steps[-1].guess.upper()}")
    elif weighted:
        likely = state.candidate_probabilities()
        shown = [f"{w.upper()} {percent(p)}" for w, p in likely[:12] if p >= 0.001]
        text.append(
            "  most likely: "
            + " ".join(shown)
            + (f" (+{len(likely) - len(shown)} less likely)" if len(likely) > len(shown) else "")
        )
    elif state.count <= 30:
        text.append("  " + " ".join(w.upper() for w in state.candidate_words()))
    if suggestions and not state.solved:
        text.append(f"best next guesses ({args.strategy}{', hard' if args.hard else ''}):")
        text.append(
            f"  {'guess':<{patterns.length + 2}}{'guesses':>8}{'bits':>6}{'expected':>10}{'worst':>7}"
        )
        note = all_lose_note(state, suggestions)  # said once below, not on every row
        text += [_row(args, state, sug, sug is suggestions[0], not note) for sug in suggestions]
        if note:
            text.append("  " + note[0])
        text.append("  %: the chance it is the answer" if weighted else "  * could be the answer")
        text.append(f"  guesses: expected guesses to win from here, this one included ({MEASURE_NOTE})")
    return text


def _row(args, state: GameState, sug: Suggestion, first: bool, marked: bool = True) -> str:
    weighted = state.weights is not None
    mark = f"  {percent(sug.chance) or '-':>6}" if weighted else (" *" if sug.could_be_answer else "")
    if sug.can_lose:  # some answer could need more guesses than the rows left
        mark += f"  can lose: cannot always finish within {state.limit} guesses" if marked else ""
    elif sug.total is not None:
        verdict = (
            "optimal"
            if sug.proven and first
            else "exact (after this guess)"
            if sug.proven
            else "best of the openers solved so far"
            if not state.steps
            else f"best with breadth {args.breadth}"
        )
        total = f"total {sug.total} = " if not weighted else ""  # a weighted total is no count
        mark += f"  {total}{sug.total / state.count:.5f} a game, {verdict}"
    elif args.strategy == "deep" and state.steps:
        mark += "  total not proven within the time budget"
    # A guess that can lose keeps its figure (the limit lifted, or the last row's): the order
    # among guesses that can all lose is still worth showing; a deep total of infinity is none.
    figure = "-" if sug.guesses is None or not math.isfinite(sug.guesses) else f"{sug.guesses:.3f}"
    length = state.patterns.length
    return f"  {sug.guess.upper():<{length + 2}}{figure:>8}{sug.bits:6.2f}{sug.expected:10.2f}{sug.worst:7d}{mark}"


def refuse_endless_deep(solver: Solver, state: GameState, breadth: int | None) -> None:
    """Deep on the empty board with nothing solved would search for hours: say what to do instead."""
    if solver.strategy == "deep" and not state.steps and breadth is None and not solver.known_openers(state):
        if state.patterns.searched_after_first_guess:
            raise WordleError(
                "deep on today's game starts after the first guess (no opener is solved for the "
                "dated prior): give its feedback, e.g. salet=bybbb (or --opener WORD to solve)"
            )
        raise WordleError(
            "a deep search over every first guess takes hours: give the first guess's feedback (e.g. salet=bybbb), "
            "run `wordle-tui openers --top N` first (its totals are then offered here; seconds to minutes an "
            "opener with 2315 answers, far longer with nyt-all's 14855), or give --breadth K (or --opener WORD to solve)"
        )
