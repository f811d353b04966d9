"""The progress file of `openers --all`: one JSON object a line, appended as openers are settled.

Appending keeps saving O(1) per opener (rewriting the whole file after each of 12972 openers
wrote gigabytes); a line cut short by a kill is ignored on reading. The first line names the
word lists and mode (and how many best openers are proven); a file that names another proof,
or is no progress file at all, is refused rather than written over (it may hold hours of work).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TextIO

from ..errors import WordleError


@dataclass(frozen=True)
class Settled:
    guess: str
    value: int  # the exact total when exact, else a lower bound (at least the cutoff it was refuted at)
    exact: bool
    seconds: float  # CPU seconds the worker spent on it
    how: str = "search"  # "bound": refuted by the root bound alone; "six": cannot always win within
    # 6 (hard mode); "two": by the two-level bound; "search": by the deep search


@dataclass(frozen=True)
class Upper:
    """A total some strategy reaches (an upper bound on the best opener's): the cutoff's start."""

    guess: str
    total: int


class Progress:
    """What is settled so far, read from and appended to one file."""

    def __init__(self, path: Path, key: str) -> None:
        self.path, self.key = path, key
        self.settled: dict[str, Settled] = {}
        self.upper: Upper | None = None
        lines, cut_short, text = self._read()
        found = lines[0].get("key") if lines and isinstance(lines[0], dict) else None
        if text.strip() and found != key:
            what = f"the progress of another proof ({found}, not {key})" if found else "no proof's progress"
            raise WordleError(
                f"{path} holds {what}: give another --progress file, or delete it to start afresh"
            )
        if lines:
            if cut_short:  # end the half-written line, so the next one appended stays whole
                with path.open("a", encoding="utf-8") as file:
                    file.write("\n")
            for item in lines[1:]:
                if "upper" in item:
                    self.upper = Upper(item["guess"], item["upper"])
                elif "guess" in item:
                    self.settled[item["guess"]] = Settled(**item)
        else:  # missing or empty: start afresh
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps({"key": key}) + "\n", encoding="utf-8")
        self._file: TextIO | None = None

    def _read(self) -> tuple[list[dict], bool, str]:
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return [], False, ""
        except (OSError, UnicodeDecodeError) as error:  # a directory, no permission, not text
            raise WordleError(f"{self.path} cannot be read as a progress file: {error}") from None
        items = []
        for line in text.splitlines():
            try:
                items.append(json.loads(line))
            except ValueError:
                continue  # a line cut short by a kill
        return items, bool(text) and not text.endswith("\n"), text

    def _append(self, item: dict) -> None:
        if self._file is None:
            self._file = self.path.open("a", encoding="utf-8")
        self._file.write(json.dumps(item) + "\n")
        self._file.flush()

    def add(self, result: Settled) -> None:
        self.settled[result.guess] = result
        self._append(asdict(result))

    def set_upper(self, upper: Upper) -> None:
        self.upper = upper
        self._append({"upper": upper.total, "guess": upper.guess})

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None


def read_settled(path: Path, key: str) -> dict[str, Settled] | None:
    """What a progress file settled, read without touching it; None when it is for other lists."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
        items = [json.loads(line) for line in lines[:1]]
        if not items or items[0].get("key") != key:
            return None
        settled = {}
        for line in lines[1:]:
            try:
                item = json.loads(line)
            except ValueError:
                continue  # a line cut short by a kill
            if "guess" in item and "upper" not in item:
                settled[item["guess"]] = Settled(**item)
        return settled
    except (OSError, ValueError, TypeError):
        return None


def verdict(settled: dict[str, Settled], openers: int) -> tuple[Settled | None, bool]:
    """The best exact total, and whether it is proven best of all: every opener settled and
    every other one exact or bounded at least as high (a lower bound must exceed it)."""
    exact = [s for s in settled.values() if s.exact]
    if not exact:
        return None, False
    best = min(exact, key=lambda s: (s.value, s.guess))
    others_above = all(
        s.value > best.value or (s.exact and s.value >= best.value) for s in settled.values() if s is not best
    )
    return best, len(settled) == openers and others_above


def leaders(settled: dict[str, Settled], openers: int, keep: int) -> tuple[list[Settled], bool]:
    """The ``keep`` best exact totals, best first (ties by word) and with any that tie the last,
    and whether they are proven the best ``keep`` of all: every opener settled, and every lower
    bound above the last of them (an opener only bounded could otherwise tie or beat it)."""
    exact = sorted((s for s in settled.values() if s.exact), key=lambda s: (s.value, s.guess))
    if len(exact) < keep:
        return exact, False
    bar = exact[keep - 1].value
    bounded_above = all(s.value > bar for s in settled.values() if not s.exact)
    return [s for s in exact if s.value <= bar], len(settled) == openers and bounded_above
