"""What the strategy lab's run worker reports to its screen (tui/screens/bench.py)."""

from __future__ import annotations

from dataclasses import dataclass

from textual.message import Message

from ...core.game.patterns import Patterns
from ...core.lab.benchmark import Run


@dataclass
class BenchProgress(Message):
    strategy: str
    done: int
    total: int
    average: float
    started: float

    def can_replace(self, message: Message) -> bool:
        return isinstance(message, BenchProgress)


@dataclass
class RunFinished(Message):
    run: Run
    patterns: Patterns


@dataclass
class BenchStopped(Message):
    error: str | None = None  # a failed start, or why a run stopped early (shown red)
