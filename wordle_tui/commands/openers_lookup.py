"""`wordle-tui openers WORD ...`: each opener's proven total or refuting bound, read from the
shipped proofs (core: deep/proved.py), else from a finished `openers --all` run on this machine."""

from __future__ import annotations

from pathlib import Path

from ..core.deep.proof_six_run import load_cannot_win
from ..core.deep.proved import Proof, load_proof, local_proof
from ..core.errors import WordleError
from ..core.game.words import WordSet, load_word_set
from ..core.nyt.today import TODAY
from ..core.storage import cache
from .common import _emit


def add_arguments(p) -> None:
    p.add_argument(
        "guesses",
        nargs="*",
        metavar="WORD",
        help="look up these openers in the proof over every first guess (exact total and rank, or the "
        "bound that refuted it)",
    )


def run(args) -> None:
    words = load_word_set(args.set, words=args.words, answers=args.answers, length=args.length)
    if args.all:
        raise WordleError("--all proves every opener; name openers without it to look them up")
    if args.top is not None:
        raise WordleError("--top ranks openers; name openers without it to look them up")
    guesses = [words.check_guess(g) for g in args.guesses]
    mode = "hard" if args.hard else "normal"
    proof = load_proof(words, args.hard) or _local_proof(words, args)
    if proof is None and args.set == TODAY and args.words is None and args.answers is None:
        raise WordleError(
            "--set today weighs the answers by the day's prior, and openers are proven with every "
            "answer equally likely: look them up on --set nyt2022 or nyt2023 (NYT's words and answers)"
        )
    if proof is None:
        raise WordleError(
            f"no proof over every opener for these lists in {mode} mode: run `{_proving(args)}` first"
        )
    verdicts = [proof.of(g) for g in guesses]
    best, total = proof.best
    # hard mode: which openers cannot always win within 6, where that was decided and shipped
    cannot = load_cannot_win(words) if args.hard else None
    text = [f"{v.guess.upper():<8}{v.text()}{_six_note(v.guess, cannot)}" for v in verdicts]
    footer = f"({mode}, {len(words.allowed)} openers; best {best.upper()} {total}"
    if cannot is not None:
        footer += f"; {len(cannot)} cannot always win within 6"
    text.append(footer + ")")
    data = {
        "hard": args.hard,
        "openers": [
            {
                "guess": v.guess,
                "value": v.value,
                "exact": v.exact,
                "rank": v.rank,
                "rank_at_best": v.at_best,
                "wins_within_six": None if cannot is None else v.guess not in cannot,
            }
            for v in verdicts
        ],
    }
    _emit(args, data, text)


def _proving(args) -> str:
    """The `openers --all` command that proves these lists (the same options as the lookup)."""
    lists = [f"--words {args.words}"] if args.words else []
    lists += [f"--answers {args.answers}"] if args.answers else []
    lists += [] if lists else [f"--set {args.set}"]
    lists += [f"--length {args.length}"] if args.length not in (None, 5) else []
    lists += [f"--progress {args.progress}"] if args.progress else []
    return " ".join(["wordle-tui openers --all", *lists, *(["--hard"] if args.hard else [])])


def _six_note(guess: str, cannot: frozenset[str] | None) -> str:
    return "; cannot win within 6" if cannot is not None and guess in cannot else ""


def _local_proof(words: WordSet, args) -> Proof | None:
    """A finished `openers --all` run's progress file (where that command keeps it)."""
    mode = "hard" if args.hard else "normal"
    default = cache.default_cache_dir() / f"openers-all-{words.key}-{mode}.jsonl"
    return local_proof(words, args.hard, Path(args.progress) if args.progress else default)
