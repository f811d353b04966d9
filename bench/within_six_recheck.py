"""Re-decide openers a within-6 run already decided, with this code: the same answers, and the CPU
then against now (issue 23: every change to the search is checked against decided openers).

    python bench/within_six_recheck.py                                  # nyt2023: the first 40 over 20 s
    python bench/within_six_recheck.py --over 20 --count 40             # those that took over 20 s
    python bench/within_six_recheck.py --set nyt2022 --progress FILE
    python bench/within_six_recheck.py --openers bahus babka           # these, whatever they took

Openers are taken in the progress file's order (those decided in over --over seconds, the first
--count of them) and decided one after the other in this process, as a run's worker decides them
(each from an empty memo and empty stores; the traps and groups found lost carry over). CPU seconds are this process's; the file's are
the run's workers', measured beside whatever else ran then.
"""

import argparse
import json
import sys
import time
from pathlib import Path

from wordle_tui.core.deep.within_openers import WithinOpeners
from wordle_tui.core.game.patterns import Patterns
from wordle_tui.core.game.words import named_set

PROGRESS = Path(__file__).parent / "progress" / "nyt2023-hard-within-6.jsonl"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", default="nyt2023")
    parser.add_argument("--progress", type=Path, default=PROGRESS)
    parser.add_argument("--over", type=float, default=20.0, help="openers decided in over this many seconds")
    parser.add_argument("--count", type=int, default=40)
    parser.add_argument(
        "--openers", nargs="+", metavar="WORD", help="these decided openers instead, in this order"
    )
    args = parser.parse_args()
    lines = [json.loads(line) for line in args.progress.read_text().splitlines() if line.strip()]
    if args.openers:
        named = {r["guess"]: r for r in lines if "wins" in r}
        missing = [w for w in args.openers if w.lower() not in named]
        if missing:
            sys.exit(f"not decided in {args.progress}: {' '.join(missing)}")
        decided = [named[w.lower()] for w in args.openers]
    else:
        decided = [r for r in lines if "wins" in r and r.get("seconds", 0) > args.over][: args.count]
    six = WithinOpeners(Patterns.load(named_set(args.set), None))
    then = now = 0.0
    wrong = []
    for record in decided:
        start, counted = time.process_time(), six.positions
        wins = six.opener(record["guess"])
        took = time.process_time() - start
        then, now = then + record["seconds"], now + took
        if wins != record["wins"]:
            wrong.append(record["guess"])
        verdict = "wins" if wins else "cannot"
        print(
            f"{record['guess']}  {verdict:6}  {record['seconds']:7.1f} s then  {took:7.1f} s now"
            f"  {six.positions - counted:9d} positions",
            flush=True,
        )
    print(
        f"{len(decided)} openers: {then:.0f} s then, {now:.0f} s now, {six.positions} positions;"
        f" answers that differ: {wrong or 'none'}"
    )
    sys.exit(1 if wrong else 0)


if __name__ == "__main__":
    main()
