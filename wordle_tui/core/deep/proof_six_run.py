"""Which openers cannot always win within 6 in hard mode: every opener decided (`proof_six`) on
every core, resumably, and the answer shipped beside the proofs.

`proofs_data/within_six/<word-set key>-hard.json.gz` lists the openers that cannot (every other
allowed word was shown to win within 6 by a strategy found); a file whose key or length is not
these lists' is not trusted. Run (resumable: the progress file is appended to as it goes) and ship:

    python -m wordle_tui.core.deep.proof_six_run --set nyt2022 --progress FILE [--workers N] [--ship]
    python -m wordle_tui.core.deep.proof_six_run --set nyt2022 --progress FILE --status  # how far

With ``--positions N`` the stages after the traps share N positions an opener: an opener left
undecided is written down as such and passed over by later runs with the same or a smaller
budget, so a first run with a budget decides the many quick openers, and a later one without a
budget the few slow ones (nyt2023 has openers no stage decides within minutes).

An opener shown to lose is written down with the trap's words, or those of the feedback group
the full pass proved lost: a witness any run can search again. A resumed run's workers learn
every witness, so a group one run found lost refutes the openers of the next that keep it
together at once (lost_groups.py: why that is sound).

An opener still being searched when the run is stopped is lost with it (nyt2023's slowest take
most of an hour); `kill -USR1` the run instead to drain it: its workers finish the openers
they are on, start no other, and the run ends as if done.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import resource
import signal
import sys
import time
from collections.abc import Callable
from functools import partial
from multiprocessing import get_context
from pathlib import Path
from typing import Protocol

import numpy as np

from ..game.patterns import Patterns
from ..game.words import WordSet, named_set
from .six_progress import Progress, progress_key, status
from .within_limit import LIMIT
from .within_openers import WithinOpeners

SIX_DIR = Path(__file__).resolve().parent / "proofs_data" / "within_six"
VERSION = 1
REPORT = 100  # openers between two lines of progress

_WORKER: dict = {}


class EventLike(Protocol):
    def is_set(self) -> bool: ...


def _init(
    words: WordSet,
    cache_dir,
    limit: int,
    positions: int | None,
    witnesses: dict[str, list[str]],
    drain: EventLike | None = None,
) -> None:
    signal.signal(signal.SIGUSR1, signal.SIG_IGN)  # meant for the run, not its workers (they'd die)
    _WORKER["drain"] = drain
    _WORKER["six"] = six = WithinOpeners(Patterns.load(words, cache_dir), limit)
    _WORKER["positions"] = positions
    index = {w: i for i, w in enumerate(words.answers)}
    for guess, trap in witnesses.items():  # groups earlier runs found lost refute openers at once
        if guess in words.allowed_index and all(w in index for w in trap):
            six.learn(guess, np.array([index[w] for w in trap], dtype=np.int64))


def _decide(guess: str) -> tuple[str, bool | None, float, list[str] | None] | None:
    if _WORKER["drain"] is not None and _WORKER["drain"].is_set():
        return None  # drained: left to the next run
    started = time.process_time()
    six = _WORKER["six"]
    wins, trap = six.decide(guess, _WORKER["positions"])
    witness = None if trap is None else [six.words.answers[i] for i in trap.tolist()]
    return guess, wins, time.process_time() - started, witness


def decide_openers(
    patterns: Patterns,
    path: Path,
    *,
    workers: int | None = None,
    limit: int = LIMIT,
    positions: int | None = None,
    report: Callable[[str], object] | None = None,
    drain: EventLike | None = None,
) -> dict[str, tuple[bool, float]]:
    """Every opener decided (True: some hard-mode play wins every answer within ``limit``),
    appended to ``path`` as it goes and resumed from it; with ``positions``, those the last
    stage does not decide within that many positions are written down as undecided. ``report``
    is given a line of progress every REPORT openers. Once ``drain`` (an Event of the spawn
    context) is set, no opener is begun: those under way are finished, the rest left."""
    key = progress_key(patterns.words, limit)
    progress = Progress(path, key)
    if progress.foreign is not None:
        raise ValueError(f"{path} is not this run's progress file ({progress.foreign}, not {key})")
    decided = progress.decided
    if not decided and not progress.undecided:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(json.dumps({"key": key}) + "\n", encoding="utf-8")
    elif not path.read_text(encoding="utf-8").endswith("\n"):
        with path.open("a", encoding="utf-8") as out:
            out.write("\n")  # end a line cut short, so the next one stays whole
    todo = progress.todo(patterns.words.allowed, positions)
    if not todo:
        return decided
    pool = get_context("spawn").Pool(
        workers or os.cpu_count() or 1,
        initializer=_init,
        initargs=(patterns.words, patterns.cache_dir, limit, positions, progress.witnesses, drain),
    )
    done = 0
    try:
        with path.open("a", encoding="utf-8") as out:
            # one opener a task: without a budget one takes minutes, and is written down (or lost
            # when the run is stopped) alone, not with the three others of its chunk
            for result in pool.imap_unordered(_decide, todo):
                if result is None:
                    continue
                guess, wins, seconds, trap = result
                line: dict[str, object] = {"guess": guess, "undecided": positions}
                if wins is not None:
                    decided[guess] = (wins, seconds)
                    line = {"guess": guess, "wins": wins} | ({} if trap is None else {"trap": trap})
                line["seconds"] = round(seconds, 4)
                out.write(json.dumps(line) + "\n")
                out.flush()
                done += 1
                if report is not None and done % REPORT == 0:
                    cannot = sum(not wins for wins, _ in decided.values())
                    report(f"{done} of {len(todo)} this run; decided {len(decided)}, {cannot} cannot")
        if report is not None:
            cannot = sum(not wins for wins, _ in decided.values())
            left = "" if done == len(todo) else f" (drained: {len(todo) - done} left to the next run)"
            report(f"{done} of {len(todo)} this run; decided {len(decided)}, {cannot} cannot{left}")
    finally:
        pool.terminate()  # a cancelled run leaves no worker behind
        pool.join()
    return decided


def _interrupt(signum, frame) -> None:
    raise KeyboardInterrupt


def _path(words: WordSet) -> Path:
    return SIX_DIR / f"{words.key}-hard.json.gz"


def load_cannot_win(words: WordSet, path: Path | None = None) -> frozenset[str] | None:
    """The openers that cannot always win within 6 in hard mode, from the shipped file; None
    when none is shipped for these lists."""
    try:
        stored = json.loads(gzip.decompress((path or _path(words)).read_bytes()))
        if stored["key"] != words.key or stored["openers"] != len(words.allowed) or stored["limit"] != LIMIT:
            return None
        return frozenset(stored["cannot"])
    except (OSError, ValueError, TypeError, KeyError, EOFError):
        return None


def shipped_content(words: WordSet, decided: dict[str, tuple[bool, float]], facts: dict) -> dict:
    """The shipped file's content; ValueError unless every opener is decided."""
    if set(decided) != set(words.allowed):
        raise ValueError(f"{len(decided)} of {len(words.allowed)} openers decided: not finished")
    return {
        "version": VERSION,
        "key": words.key,
        "limit": LIMIT,
        "openers": len(words.allowed),
        "cannot": sorted(g for g, (wins, _) in decided.items() if not wins),
        "facts": {**facts, "decided": time.strftime("%Y-%m-%d")},
    }


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="decide which hard-mode openers cannot win within 6")
    parser.add_argument("--set", default="nyt2022")
    parser.add_argument("--progress", required=True, help="the run's progress file (resumed when it exists)")
    parser.add_argument("--workers", type=int, help="worker processes (default: every core)")
    parser.add_argument(
        "--positions", type=int, help="leave an opener undecided past this many positions (default: none)"
    )
    parser.add_argument(
        "--ship", action="store_true", help="write the shipped file once every opener is decided"
    )
    parser.add_argument("--status", action="store_true", help="say how far the progress file is, and stop")
    args = parser.parse_args(argv)
    words = named_set(args.set)
    if args.status:
        if not Path(args.progress).is_file():
            sys.exit(f"proof_six_run: no progress file at {args.progress}")
        progress = Progress(Path(args.progress), progress_key(words))
        if progress.foreign is not None:
            sys.exit(f"proof_six_run: {args.progress} is not this run's progress file ({progress.foreign})")
        print(f"{args.set} hard: {status(progress, len(words.allowed))}")
        return
    wall = time.perf_counter()
    print(f"load average at the start: {os.getloadavg()[0]:.2f}", flush=True)
    path = Path(args.progress)
    patterns = Patterns.load(words, None)
    report = partial(print, flush=True)
    signal.signal(signal.SIGTERM, _interrupt)  # stopped as by ctrl+c: its workers are stopped too
    drain = get_context("spawn").Event()
    signal.signal(signal.SIGUSR1, lambda signum, frame: drain.set())
    try:
        decided = decide_openers(
            patterns, path, workers=args.workers, positions=args.positions, report=report, drain=drain
        )
    except ValueError as error:
        sys.exit(f"proof_six_run: {error}")
    except KeyboardInterrupt:
        sys.exit(f"proof_six_run: stopped; every opener decided so far is kept in {path}")
    cannot = sum(not wins for wins, _ in decided.values())
    cpu = Progress(path, progress_key(words)).cpu()
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    print(
        f"{args.set} hard: {len(decided)} of {len(words.allowed)} openers decided, {cannot} of them "
        f"cannot always win within {LIMIT}; wall "
        f"{time.perf_counter() - wall:.0f} s this run; workers' CPU {cpu:.0f} s (every run of this "
        f"progress file); peak worker {peak:.0f} MB; load average at the end {os.getloadavg()[0]:.2f}"
    )
    if args.ship and len(decided) < len(words.allowed):
        print(
            f"not shipped: {len(words.allowed) - len(decided)} openers undecided (run again without --positions)"
        )
    elif args.ship:
        data = shipped_content(words, decided, {"set": args.set, "cpu_seconds": round(cpu)})
        SIX_DIR.mkdir(parents=True, exist_ok=True)
        text = json.dumps(data, separators=(",", ":"), sort_keys=True).encode()
        _path(words).write_bytes(gzip.compress(text, mtime=0))
        print(f"shipped {_path(words).name}")


if __name__ == "__main__":
    main()
