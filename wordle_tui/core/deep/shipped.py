"""Exact opener totals shipped inside the package, so the empty board is instant with deep.

Each file `openers_data/<word-set key>-<normal|hard>.json` holds the openers with the best cheap
bound, each solved exactly (normal: no guess limit; hard: at most 6 guesses). The ranking is
over those openers only, not proven over every allowed word (see `openers --all`).

Shipped for original, nyt2022 and nyt (nyt-all and today have every allowed word as an answer:
a first-guess search there is out of reach; nyt2023 is not generated yet). Regenerate
(a minute per set in normal mode, about ten in hard mode, on this 2-core machine):

    python -m wordle_tui.core.deep.shipped --set original --top 20 [--hard]
"""

from __future__ import annotations

import argparse
import json
from dataclasses import asdict
from pathlib import Path

from ..game.patterns import Patterns
from ..game.words import WordSet, named_set
from .ranking import OpenerTotal, rank_openers
from .search import INF, DeepSearch

DATA_DIR = Path(__file__).resolve().parent / "openers_data"


def _path(words: WordSet, hard: bool) -> Path:
    return DATA_DIR / f"{words.key}-{'hard' if hard else 'normal'}.json"


def shipped_openers(words: WordSet, hard: bool) -> list[OpenerTotal] | None:
    """The shipped exact totals for these lists and mode, best first, or None. A file whose
    key or mode is not these lists' (renamed, or left from other lists) is not trusted."""
    try:
        stored = json.loads(_path(words, hard).read_text(encoding="utf-8"))
        if stored["key"] != words.key or stored["hard"] != hard:
            return None
        totals = [OpenerTotal(**item) for item in stored["openers"]]
        if not all(o.guess in words.allowed_index for o in totals):
            return None
        # hard mode: an opener that cannot always finish within 6 (TRACE: _ATCH) is left out
        return sorted((o for o in totals if o.total < INF), key=lambda o: (o.total, o.guess))
    except (OSError, ValueError, TypeError, KeyError):
        return None


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="solve the best openers exactly and ship their totals")
    parser.add_argument("--set", default="original")
    parser.add_argument("--top", type=int, default=20)
    parser.add_argument("--hard", action="store_true")
    args = parser.parse_args(argv)
    words = named_set(args.set)
    patterns = Patterns.load(words)
    search = DeepSearch(patterns, hard=args.hard, max_guesses=6 if args.hard else None)
    totals = rank_openers(search, args.top, on_result=lambda r: print(r, flush=True))
    DATA_DIR.mkdir(exist_ok=True)
    data = {
        "set": args.set,
        "key": words.key,
        "hard": args.hard,
        "top_by_bound": args.top,
        "openers": [{**asdict(t), "seconds": round(t.seconds, 2)} for t in totals],
    }
    _path(words, args.hard).write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
