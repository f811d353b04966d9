"""The progress file of a run deciding every hard-mode opener (proof_six_run.py): one JSON
object a line, appended as openers are decided, the first line naming the lists and the limit.
A line cut short by a kill is skipped (its opener is decided again).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from ..game.words import WordSet
from .within_limit import LIMIT

RECENT = 200  # the last openers decided, whose mean CPU time ``status`` projects the rest at


def progress_key(words: WordSet, limit: int = LIMIT) -> str:
    return f"{words.key}-hard-within-{limit}"


class Progress:
    """What a progress file holds so far: the decided openers, guess -> (wins, CPU seconds),
    the undecided ones, guess -> (the largest budget they were left undecided at, CPU seconds
    spent on them), and the witnesses, guess -> the trap (answers) it was shown to lose by.
    Empty when missing, and ``foreign`` says why a file is another run's (its key); a line cut
    short by a kill is skipped (decided again)."""

    def __init__(self, path: Path, key: str) -> None:
        self.decided: dict[str, tuple[bool, float]] = {}
        self.undecided: dict[str, tuple[int, float]] = {}
        self.witnesses: dict[str, list[str]] = {}
        self.foreign: str | None = None
        try:
            lines = path.read_text(encoding="utf-8").splitlines()
        except OSError:
            return
        if lines and lines[0] != json.dumps({"key": key}):
            try:
                self.foreign = f"its key is {json.loads(lines[0])['key']}"
            except (ValueError, KeyError, TypeError):
                self.foreign = "its first line names no key"
        if not lines or self.foreign is not None:
            return
        for line in lines[1:]:
            try:
                item = json.loads(line)
                if "undecided" in item:
                    budget, spent = self.undecided.get(item["guess"], (0, 0.0))
                    self.undecided[item["guess"]] = (
                        max(budget, int(item["undecided"])),
                        spent + float(item["seconds"]),
                    )
                else:
                    self.decided[item["guess"]] = (bool(item["wins"]), float(item["seconds"]))
                    if "trap" in item:
                        self.witnesses[item["guess"]] = [str(w) for w in item["trap"]]
            except (ValueError, KeyError, TypeError):
                continue

    def todo(self, allowed: Sequence[str], positions: int | None) -> list[str]:
        """The openers a run with this budget decides: none decided, none undecided at it; those
        never tried first, then those left undecided at the smallest budget, the least CPU spent
        on them first: an opener slow to spend a budget is mostly slow to decide (nyt2023's
        BEZZY: 13 s for 30,000 positions, then over an hour), and would hold a worker while
        many quick ones wait."""
        tried = {
            g for g, (budget, _) in self.undecided.items() if positions is not None and budget >= positions
        }
        left = [g for g in allowed if g not in self.decided and g not in tried]
        return sorted(left, key=lambda g: self.undecided.get(g, (0, 0.0)))  # stable: list order on ties

    def cpu(self) -> float:
        return sum(s for _, s in self.decided.values()) + sum(s for _, s in self.undecided.values())


def status(progress: Progress, openers: int) -> str:
    """How far a run is: what is decided, the CPU spent, and the rest at the recent pace."""
    decided = list(progress.decided.values())
    cannot = sum(not wins for wins, _ in decided)
    line = (
        f"{len(decided)} of {openers} openers decided ({len(decided) - cannot} win, {cannot} cannot), "
        f"{openers - len(decided)} to go; {progress.cpu():.0f} s of workers' CPU so far, "
        f"{len(progress.witnesses)} witnesses"
    )
    recent = [seconds for _, seconds in decided[-RECENT:]]
    if recent and len(decided) < openers:
        pace = sum(recent) / len(recent)
        line += (
            f"; the last {len(recent)} decided took {pace:.1f} s each on average: the rest at that "
            f"pace, {(openers - len(decided)) * pace / 3600:.1f} hours of CPU"
        )
    return line


def read_decided(path: Path, key: str) -> dict[str, tuple[bool, float]]:
    """The openers a progress file decided so far: guess -> (wins, CPU seconds)."""
    return Progress(path, key).decided
