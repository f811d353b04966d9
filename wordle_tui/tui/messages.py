"""Messages the solver service posts from its worker threads to the app."""

from __future__ import annotations

from dataclasses import dataclass

from textual.message import Message

from ..core.game.patterns import PatternSource
from ..core.solve.strategies import Suggestion


@dataclass
class PatternsReady(Message):
    patterns: PatternSource
    notices: list[str]


@dataclass
class PatternsFailed(Message):
    error: str


@dataclass
class LoadProgress(Message):
    fraction: float
    what: str = "matrix"  # "matrix": building a pattern matrix; "history": fetching missing answers

    def can_replace(self, message: Message) -> bool:
        return isinstance(message, LoadProgress) and message.what == self.what


@dataclass
class SuggestionsReady(Message):
    generation: int
    suggestions: list[Suggestion]
    candidate_bits: dict[str, float]
    status: str = ""  # a line above them: what is still being computed
    final: bool = True  # False: shown while the safety checks run; Tab and ctrl+s wait for the final


@dataclass
class SuggestionsFailed(Message):
    generation: int
    error: str


@dataclass
class SolverPathReady(Message):
    answer: str
    path: list[str]
    failed: str = ""  # why the strategy found no path (deep may give up), in place of one


@dataclass
class DeepProgress(Message):
    generation: int
    text: str

    def can_replace(self, message: Message) -> bool:
        return isinstance(message, DeepProgress)


@dataclass
class HistoryUpdated(Message):
    summary: str  # one line: what the update added, or why it stopped
    changed: bool  # new days: the prior changes, reload the game
