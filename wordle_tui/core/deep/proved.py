"""What `openers --all` proved, shipped inside the package: for each lists and mode proven on
this project's machine, every opener's exact total or the lower bound it was refuted with.

`proofs_data/<word-set key>-<normal|hard>.json.gz` (tens of KB) holds the exact totals by word
and every opener's value in the allowed list's order; a file whose key, mode or length is not
these lists' is not trusted. Ranks come from exact totals alone: an opener with exact total t is
ranked 1 + the openers with a smaller exact total, and only when every refuted opener is known
to cost at least t (else its rank is not proven). The shipped best-by-bound totals
(`shipped.py`) add exact totals the proof itself only bounded.

Ship a finished proof (refused unless it proves its best opener best of all):

    python -m wordle_tui.core.deep.proved --set original --hard --progress FILE [--seconds S --peak-mb M]
"""

from __future__ import annotations

import argparse
import gzip
import json
import time
from dataclasses import dataclass
from pathlib import Path

from ..game.words import WordSet, named_set
from .proof_progress import read_settled, verdict
from .shipped import shipped_openers

PROOFS_DIR = Path(__file__).resolve().parent / "proofs_data"
VERSION = 1


@dataclass(frozen=True)
class OpenerVerdict:
    guess: str
    value: int  # the exact total, or a lower bound on it
    exact: bool
    rank: int | None  # 1 = best of all openers; None when not proven (or not exact)
    at_best: int | None = None  # exact: 1 + the openers with a smaller exact total (the rank if proven)

    def text(self) -> str:
        if not self.exact:
            return f"at least {self.value} (refuted)"
        if self.rank:
            return f"exact {self.value}, rank {self.rank}"
        if self.at_best and self.at_best > 1:  # some opener below it may only have been bounded
            return f"exact {self.value}, rank {self.at_best} or worse (not proven)"
        return f"exact {self.value}, rank not proven"


@dataclass(frozen=True)
class Proof:
    """Every opener's value for one lists and mode: exact totals, lower bounds for the rest."""

    words: WordSet
    hard: bool
    exact: dict[str, int]
    lower: dict[str, int]
    facts: dict

    @property
    def best(self) -> tuple[str, int]:
        return min(self.exact.items(), key=lambda item: (item[1], item[0]))

    def of(self, guess: str) -> OpenerVerdict:
        if guess in self.exact:
            total = self.exact[guess]
            proven = all(bound >= total for bound in self.lower.values())
            at_best = 1 + sum(t < total for t in self.exact.values())
            return OpenerVerdict(guess, total, True, at_best if proven else None, at_best)
        return OpenerVerdict(guess, self.lower[guess], False, None)


def _path(words: WordSet, hard: bool) -> Path:
    return PROOFS_DIR / f"{words.key}-{'hard' if hard else 'normal'}.json.gz"


def load_proof(words: WordSet, hard: bool, path: Path | None = None) -> Proof | None:
    """The shipped proof for these lists and mode, or None (none shipped, or not for them)."""
    try:
        stored = json.loads(gzip.decompress((path or _path(words, hard)).read_bytes()))
        values = stored["values"]
        if stored["key"] != words.key or stored["hard"] != hard or len(values) != len(words.allowed):
            return None
        exact = {g: int(t) for g, t in stored["exact"].items() if g in words.allowed_index}
        lower = {g: int(v) for g, v in zip(words.allowed, values, strict=True) if g not in exact}
    except (OSError, ValueError, TypeError, KeyError, EOFError):
        return None
    return proof_of(words, hard, exact, lower, stored.get("facts", {}))


def proof_of(words: WordSet, hard: bool, exact: dict, lower: dict, facts: dict) -> Proof:
    """A Proof from its exact totals and lower bounds, with the shipped best-by-bound totals
    (`shipped.py`) as exact totals for the openers the proof only bounded."""
    exact, lower = dict(exact), dict(lower)
    for known in shipped_openers(words, hard) or []:
        if known.guess in lower and known.total >= lower[known.guess]:
            exact[known.guess] = known.total
            del lower[known.guess]
    return Proof(words, hard, exact, lower, facts)


def local_proof(words: WordSet, hard: bool, path: Path) -> Proof | None:
    """A finished `openers --all` progress file as a Proof (None when unfinished or missing)."""
    settled = read_settled(path, f"{words.key}-{'hard' if hard else 'normal'}")
    if settled is None or not verdict(settled, len(words.allowed))[1]:
        return None
    exact = {g: s.value for g, s in settled.items() if s.exact}
    return proof_of(words, hard, exact, {g: s.value for g, s in settled.items() if not s.exact}, {})


def proof_from_progress(words: WordSet, hard: bool, progress: Path, facts: dict | None = None) -> dict:
    """The shipped file's content from a finished `openers --all` progress file; ValueError
    unless it proves its best opener best of all."""
    settled = read_settled(progress, f"{words.key}-{'hard' if hard else 'normal'}") or {}
    best, proven = verdict(settled, len(words.allowed))
    if best is None or not proven:
        raise ValueError(f"{progress}: not a finished proof for these lists and mode")
    return {
        "version": VERSION,
        "key": words.key,
        "hard": hard,
        "best": [best.guess, best.value],
        "exact": {g: s.value for g, s in settled.items() if s.exact},
        "values": [settled[g].value for g in words.allowed],  # exact or lower bound, allowed order
        "facts": {**(facts or {}), "proven": time.strftime("%Y-%m-%d")},
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="ship a finished `openers --all` proof")
    parser.add_argument("--set", default="original")
    parser.add_argument("--hard", action="store_true")
    parser.add_argument("--progress", required=True, help="the proof's progress file")
    parser.add_argument("--seconds", type=float, help="wall seconds the proof took (recorded)")
    parser.add_argument("--cpu-seconds", type=float, help="CPU seconds it took (recorded)")
    parser.add_argument("--peak-mb", type=float, help="its peak memory (recorded)")
    args = parser.parse_args(argv)
    words = named_set(args.set)
    facts = {"set": args.set, "wall_seconds": args.seconds, "cpu_seconds": args.cpu_seconds}
    facts["peak_mb"] = args.peak_mb
    data = proof_from_progress(words, args.hard, Path(args.progress), facts)
    PROOFS_DIR.mkdir(exist_ok=True)
    text = json.dumps(data, separators=(",", ":"), sort_keys=True).encode()
    _path(words, args.hard).write_bytes(gzip.compress(text, mtime=0))
    print(f"{args.set} {'hard' if args.hard else 'normal'}: {data['best'][0].upper()} {data['best'][1]}")


if __name__ == "__main__":
    main()
