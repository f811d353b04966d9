"""`wordle-tui multi`: suggestions and seeded benchmarks for multi-board games (Dordle to
Duotrigordle), over the core's multi-board game."""

from __future__ import annotations

import argparse

from ..core.errors import WordleError
from ..core.game.patterns import Patterns
from ..core.game.words import load_word_set
from ..core.multi import answer_sets
from ..core.multi.bench import run_multi_bench
from ..core.multi.game import GAMES, MultiGame, default_limit, format_feedback, game_name, parse_feedback
from ..core.multi.strategy import MULTI_STRATEGIES, MultiSolver

EPILOG = """\
one feedback per board, comma-separated, '-' for a board already solved. Quordle example:
  wordle-tui multi suggest --boards 4 soare=bbgbb,bbgyg,gybbb,bbbbb clint=ybbbb,bbbbb,bbbyg,bggbb \\
      blimp=bbbbb,bbbby,bbbbb,ggggg snout=bbbbb,bbbbb,ggggg,-
games: """ + ", ".join(f"{name} {n} boards in {limit}" for n, (name, limit) in GAMES.items() if n > 1)


def add_parser(sub) -> None:
    p = sub.add_parser(
        "multi",
        help="multi-board games (Dordle to Duotrigordle): suggest and bench",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    msub = p.add_subparsers(dest="multi_command", metavar="suggest|bench", required=True)

    s = msub.add_parser(
        "suggest",
        help="the best next guesses for the whole game",
        epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    s.add_argument(
        "moves", nargs="*", metavar="GUESS=FB1,FB2,...", help="each guess and the colours of every board"
    )
    _common(s)
    s.add_argument("--top", type=int, default=10, metavar="K", help="suggestions to show (default: 10)")
    s.add_argument("--any-word", action="store_true", help="accept played guesses outside the allowed list")
    _set_args(s)

    b = msub.add_parser(
        "bench", help="play K seeded deals to the end: win rate, average, histogram, worst deals"
    )
    _common(b)
    b.add_argument("--deals", type=int, default=100, metavar="K", help="deals to play (default: 100)")
    b.add_argument(
        "--seed",
        type=int,
        default=0,
        metavar="S",
        help="seed of the deals: the same deals on every machine (default: 0)",
    )
    _set_args(b)


def _set_args(p: argparse.ArgumentParser) -> None:
    g = p.add_argument_group(
        "answer set", "which words the hidden answers are (every answer of the set equally likely)"
    )
    g.add_argument(
        "--set",
        default=answer_sets.LIKELY,
        choices=list(answer_sets.SETS),
        help="named set (default: likely, the original answers and NYT's 2023 likely list, 3171 "
        "common words; today's dated prior is NYT's, not multi-board's)",
    )
    g.add_argument(
        "--answers",
        metavar="FILE",
        help="the answers, one a line (allowed guesses: --words, else these and every NYT word)",
    )
    g.add_argument("--words", metavar="FILE", help="allowed guesses, one a line (alone: also the answers)")
    g.add_argument("--length", type=int, metavar="N", help="word length to keep from the files")


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--boards", "-n", type=int, default=4, metavar="N", help="boards (default: 4, Quordle)")
    p.add_argument(
        "--limit", type=int, metavar="L", help="guess limit (default: the named game's, else boards + 5)"
    )
    p.add_argument("--strategy", "-s", default="best", choices=MULTI_STRATEGIES, help="(default: best)")
    p.add_argument("--json", action="store_true", help="machine-readable output")


def _load(args) -> Patterns:
    """The answer set asked for, its pattern matrix from the cache (or built, with a bar)."""
    from .common import _say
    from .running import fraction_bar

    if args.answers is not None:
        words = answer_sets.file_set(args.answers, args.words, args.length)
    elif args.words is not None:
        words = load_word_set(words=args.words, length=args.length)
    else:
        words = answer_sets.load_set(args.set)
    for warning in words.warnings:
        _say(warning)
    patterns = Patterns.load(words, on_progress=fraction_bar("building pattern matrix"))
    if patterns.notice:
        _say(patterns.notice)
    return patterns


def run(args) -> None:
    from .common import _emit

    if args.boards < 1:
        raise WordleError(f"--boards needs a positive number (got {args.boards})")
    limit = default_limit(args.boards) if args.limit is None else args.limit
    if limit < args.boards:
        raise WordleError(f"--limit {limit} cannot solve {args.boards} boards: each needs its own guess")
    if args.multi_command == "bench":
        if args.deals < 1:
            raise WordleError(f"--deals needs a positive number (got {args.deals})")
        if args.seed < 0:
            raise WordleError(f"--seed must be 0 or more (got {args.seed})")
    patterns = _load(args)
    if args.boards > len(patterns.words.answers):
        raise WordleError(f"--boards {args.boards}: the set has only {len(patterns.words.answers)} answers")
    if args.multi_command == "suggest":
        _suggest(args, patterns, limit, _emit)
    else:
        _bench(args, patterns, limit, _emit)


def _suggest(args, patterns, limit: int, emit) -> None:
    game = MultiGame.start(patterns, args.boards, limit)
    for text in args.moves:
        guess, sep, feedback = text.partition("=")
        if not sep:
            raise WordleError(f"bad move {text!r}: write GUESS=FB1,FB2,... e.g. soare=bbybb,gbbbb,bbybg,-")
        game = game.play(
            guess, parse_feedback(feedback, args.boards, patterns.length), any_word=args.any_word
        )
    if args.top < 1:
        raise WordleError("--top needs a positive number of suggestions")
    suggestions = MultiSolver(patterns, args.strategy).rank(game, args.top)
    length = patterns.length
    data = {
        "answer_set": patterns.words.name,
        "answers": len(patterns.words.answers),
        "boards": game.n_boards,
        "limit": limit,
        "used": game.used,
        "guesses_left": game.guesses_left,
        "boards_left": game.boards_left,
        "verdict": game.verdict,
        "moves": [{"guess": g, "feedback": format_feedback(f, length)} for g, f in game.moves],
        "board_states": [
            {
                "board": i + 1,
                "solved": b.solved,
                "candidates": b.count,
                "candidate_words": b.candidate_words()[:100],
            }
            for i, b in enumerate(game.boards)
        ],
        "suggestions": [s.to_json() for s in suggestions],
    }
    text = [
        (
            f"{game_name(game.n_boards)} on {patterns.words.name} ({len(patterns.words.answers)} answers): "
            f"{game.used}/{limit} guesses used, "
            f"{game.guesses_left} left for {game.boards_left} board{'' if game.boards_left == 1 else 's'}"
            + (
                f", {game.boards_left - game.guesses_left} short: not every board can be solved now"
                if not game.verdict and game.guesses_left < game.boards_left
                else ""
            )
        )
    ]
    for i, b in enumerate(game.boards, 1):
        if b.solved:
            text.append(f"  board {i}: solved ({b.steps[-1].guess.upper()} in {len(b.steps)})")
        else:
            shown = " ".join(w.upper() for w in b.candidate_words()[:12]) + (" ..." if b.count > 12 else "")
            noun = "candidate " if b.count == 1 else "candidates"
            text.append(f"  board {i}: {b.count:>4} {noun}  {shown}")
    if game.verdict:
        text.append("won!" if game.won else "lost: out of guesses")
    elif suggestions:
        text.append(f"best next guesses ({args.strategy}):")
        searched = any(s.win is not None for s in suggestions)
        text.append(
            f"  {'guess':<{length + 2}}{'bits':>7}{'fits':>8}{'sure':>9}"
            + (f"{'win':>8}" if searched else "")
        )
        for s in suggestions:
            odds = (f"{s.win:8.1%}" if s.win is not None else " " * 8) if searched else ""
            text.append(
                f"  {s.guess.upper():<{length + 2}}{s.bits:7.2f}{s.could_solve:>8}{s.expect_certain:9.2f}{odds}"
                + ("  (an answer for sure)" if s.certain else "")
            )
        text.append(
            "  bits: summed over unsolved boards; fits: open boards it could be the answer of (one at most is);"
            " sure: boards it should leave certain (expected)"
            + ("; win: the exact chance to solve every board within the limit" if searched else "")
        )
    emit(args, data, text)


def _bench(args, patterns, limit: int, emit) -> None:
    from .running import fraction_bar

    bar = fraction_bar(f"{game_name(args.boards)} deals")
    progress = (lambda r: bar(len(r.deals) / r.total)) if bar else None
    result = run_multi_bench(
        patterns, args.boards, limit, args.deals, args.seed, args.strategy, on_progress=progress
    )
    hist = result.histogram
    peak = max(hist.values(), default=1)
    text = [
        (
            f"{game_name(args.boards)} ({args.boards} boards in {limit}) on {patterns.words.name} "
            f"({len(patterns.words.answers)} answers), {args.strategy}, seed {args.seed}: "
            f"{result.wins}/{len(result.deals)} won ({result.win_rate:.1%}), "
            f"average {result.average:.3f} guesses, {result.seconds:.1f} s"
        ),
        "guesses",
    ]
    for guesses, count in hist.items():
        label = "unsolved" if guesses == 0 else f"{guesses}{' (lost)' if guesses > limit else ''}"
        text.append(f"  {label:>10} {count:>6} {'#' * round(30 * count / peak)}")
    text.append("worst deals:")
    for d in result.worst():
        text.append(
            f"  #{d.index} {' '.join(a.upper() for a in d.answers[:8])}{' ...' if len(d.answers) > 8 else ''}: "
            f"{len(d.guesses)} guesses{'' if d.won else ' (lost)'}"
        )
    emit(args, {"answer_set": patterns.words.name, **result.to_json()}, text)
