"""Messages the solver service posts from its worker threads to the app."""

from __future__ import annotations

from dataclasses import dataclass

from textual.message import Message

from ..core.patterns import Patterns
from ..core.strategies import Suggestion


@dataclass
class PatternsReady(Message):
    patterns: Patterns
    notices: list[str]


@dataclass
class PatternsFailed(Message):
    error: str


@dataclass
class LoadProgress(Message):
    fraction: float

    def can_replace(self, message: Message) -> bool:
        return isinstance(message, LoadProgress)


@dataclass
class SuggestionsReady(Message):
    generation: int
    suggestions: list[Suggestion]
    candidate_bits: dict[str, float]


@dataclass
class SuggestionsFailed(Message):
    generation: int
    error: str


@dataclass
class SolverPathReady(Message):
    answer: str
    path: list[str]


@dataclass
class DeepProgress(Message):
    generation: int
    text: str

    def can_replace(self, message: Message) -> bool:
        return isinstance(message, DeepProgress)
