"""Ranking first guesses: a cheap bound for every allowed word, exact totals for the best."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from ..game.patterns import Patterns
from ..game.state import GameState
from ..solve.stats import Cancelled, check_cancel
from .kernels import parts as count_parts
from .search import DeepSearch


@dataclass(frozen=True)
class OpenerTotal:
    guess: str
    bound: int  # the cheap lower bound 3n - [g is an answer] - parts(g)
    total: int  # total guesses over every answer, opening with it and playing on optimally
    seconds: float


def opener_bounds(patterns: Patterns) -> tuple[np.ndarray, np.ndarray]:
    """The cheap lower bound of every allowed first guess, and the order that sorts by it."""
    n = len(patterns.words.answers)
    parts = count_parts(
        patterns.by_answer, np.arange(len(patterns.words.answers)), np.arange(len(patterns.words.allowed))
    )
    in_set = np.zeros(len(patterns.words.allowed), dtype=bool)
    in_set[patterns.words.answer_rows] = True
    bound = 3 * n - in_set - parts
    return bound, np.lexsort((np.arange(len(bound)), ~in_set, bound))


def rank_openers(
    search: DeepSearch,
    top: int,
    *,
    on_result: Callable[[OpenerTotal], None] | None = None,
    cancel: threading.Event | None = None,
) -> list[OpenerTotal]:
    """Exact totals of the ``top`` openers with the best cheap bound, best total first."""
    patterns = search.patterns
    root = GameState.start(patterns, hard=search.hard)
    bound, order = opener_bounds(patterns)
    results = []
    for row in order[:top]:
        started = time.perf_counter()
        guess = patterns.words.allowed[row]
        total = search.cost_of(root, guess, cancel=cancel)
        results.append(OpenerTotal(guess, int(bound[row]), int(total), time.perf_counter() - started))
        if on_result is not None:
            on_result(results[-1])
    return sorted(results, key=lambda r: (r.total, r.guess))


class _Deadline:
    """A cancel flag that is also raised when the time is up (duck-types threading.Event)."""

    def __init__(self, cancel: threading.Event | None, seconds: float) -> None:
        self.cancel, self.until = cancel, time.perf_counter() + seconds

    def is_set(self) -> bool:
        return (self.cancel is not None and self.cancel.is_set()) or time.perf_counter() > self.until


def totals_within(
    search: DeepSearch,
    state: GameState,
    guesses: list[str],
    seconds: float,
    cancel: threading.Event | None = None,
) -> list[float | None]:
    """The exact total after each guess, solved in order until ``seconds`` are spent: None for
    the guesses not proven in time. The caller's ``cancel`` still raises Cancelled."""
    deadline = _Deadline(cancel, seconds)
    totals: list[float | None] = []
    for guess in guesses:
        if deadline.is_set():
            check_cancel(cancel)
            totals.append(None)
            continue
        try:
            totals.append(search.cost_of(state, guess, cancel=deadline))
        except Cancelled:
            check_cancel(cancel)
            totals.append(None)
    return totals
