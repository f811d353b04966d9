"""What every strategy's suggestions carry, whatever ranked them: the one measure of a move
(expected guesses to win from here under the game's answer model) and whether it can lose.

The measure is the deep search's exact figure where it proved one (its total over the
candidates, per game), else the one-step lookahead estimate of core/solve/lookahead.py, the
``guesses`` strategy's own key. A guess that can lose (core/solve/safety.py) is never first
while a safe guess is known. On the last row only the answer can win: the suggestions are the
candidates, likeliest first, each worth its chance (last_row.py).
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from dataclasses import replace
from typing import cast

import numpy as np

from ..game.state import GameState
from ..nyt.today import block_guesses, block_stats
from .last_row import last_row_cost, on_last_row
from .safety import SafetyCheck, needs_check
from .stats import guess_stats
from .strategies import Suggestion, guess_pool

SHORT = 10  # candidates: at most this many, the candidates themselves are suggested

MEASURE_NOTE = (
    "under the game's answer model; exact where deep proved a total, else estimated one guess ahead"
)


def measured(
    state: GameState, suggestions: list[Suggestion], cancel: threading.Event | None = None
) -> list[Suggestion]:
    """``suggestions`` with their expected guesses filled in."""
    if not suggestions or not state.count:
        return suggestions
    index = state.patterns.words.allowed_index
    missing = [s for s in suggestions if s.guesses is None and not _exact(s, state)]
    figures = {}
    if missing:
        rows = np.array([index[s.guess] for s in missing])
        figures = dict(
            zip(
                (s.guess for s in missing),
                block_guesses(state.patterns, rows, state.candidates, cancel),
                strict=True,
            )
        )
    out = []
    for s in suggestions:
        if _exact(s, state):
            assert s.total is not None  # _exact checks it
            out.append(replace(s, guesses=s.total / state.count))  # a weighted total: expected x count
        elif s.guess in figures:
            out.append(replace(s, guesses=float(figures[s.guess])))
        else:
            out.append(s)
    return out


def short_list(
    state: GameState, suggestions: list[Suggestion], top: int, cancel: threading.Event | None = None
) -> list[Suggestion]:
    """With SHORT candidates or fewer, every strategy suggests the candidates themselves (fewest
    expected guesses first, the likelier first on ties), and only those other guesses of its
    ranking that expect fewer guesses than the best candidate; never a guess that tells nothing.
    On the last row, the candidates alone, however many: no other guess can win."""
    last = on_last_row(state)
    if not (0 < state.count <= SHORT or last):  # one candidate: it alone (any other guess tells nothing)
        return suggestions
    words = state.patterns.words
    rows = np.sort(words.answer_rows[state.candidates])
    stats = block_stats(state.patterns, rows, state.candidates, cancel)
    if last:  # expected guesses with one row left: 1 for the answer, else a loss (last_row.py)
        figures = np.array([last_row_cost(state, words.allowed[r]) for r in rows])
    else:
        figures = block_guesses(state.patterns, rows, state.candidates, cancel)
    own = [
        Suggestion(
            words.allowed[r],
            float(stats.bits[i]),
            float(stats.expected[i]),
            int(stats.worst[i]),
            int(stats.parts[i]),
            True,
            chance=state.probability(words.allowed[r]),
            guesses=float(figures[i]),
        )
        for i, r in enumerate(rows)
    ]
    best = min(s.guesses for s in own if s.guesses is not None)  # every one of them has it
    others = [
        s
        for s in ([] if last else measured(state, suggestions, cancel))
        if not s.could_be_answer and s.bits > 0 and s.guesses is not None and s.guesses < best - 1e-9
    ]
    ranked = sorted(
        others + own, key=lambda s: (round(cast(float, s.guesses), 9), -round(s.chance, 15), s.guess)
    )
    return ranked[:top]


def _exact(s: Suggestion, state: GameState) -> bool:
    return s.total is not None and not s.can_lose and state.count > 0  # a deep total, exact for its guess


def safe_first(
    state: GameState,
    suggestions: list[Suggestion],
    cancel: threading.Event | None = None,
    ranking: Callable[[], list[Suggestion]] | None = None,
    pool: str = "all",
) -> list[Suggestion]:
    """Mark the suggestions that can lose and move them after the others (stably); the first
    one gets a larger effort to decide it. When every one shown can lose, the first guess proven
    safe further down the strategy's ``ranking`` (failing that, any safe guess of the ``pool``
    the search finds) goes first, if there is one."""
    if not suggestions or not needs_check(state):
        return suggestions
    if on_last_row(state):  # no guess can be sure to win: each can lose (the likeliest first)
        return [replace(s, loses=True) for s in suggestions]
    check = SafetyCheck(state)
    verdicts = check.verdicts([s.guess for s in suggestions if not s.can_lose], cancel)
    first = suggestions[0].guess
    if verdicts.get(first) is None and not suggestions[0].can_lose:
        verdicts[first] = check.decide(first, cancel)  # the guess a player follows: try harder
    marked = [replace(s, loses=True) if verdicts.get(s.guess) else s for s in suggestions]
    ordered = sorted(marked, key=lambda s: s.can_lose)  # stable: the strategy's order otherwise
    if not ordered[0].can_lose:
        return ordered  # not proven to lose (proven safe, or not decided within the effort)
    # Every one shown can lose: the first guess proven safe further down the strategy's
    # ranking (failing that, any safe guess the search finds).
    shown = {s.guess for s in ordered}
    further = [s for s in (ranking() if ranking is not None else []) if s.guess not in shown]
    # the search's own pick must be a guess the player's pool allows (a candidate, say)
    words = state.patterns.words
    among = None if pool == "all" else [words.allowed[r] for r in guess_pool(state, pool)]
    best = check.first_safe([s.guess for s in further], cancel, among=among)
    if best is None:
        return ordered  # no guess is proven to finish in time: the strategy's order stands
    pick = next((s for s in further if s.guess == best), None) or _suggestion(state, best)
    return [*measured(state, [pick], cancel), *ordered][: len(suggestions)]


def _suggestion(state: GameState, guess: str) -> Suggestion:
    row = state.patterns.row(guess)[state.candidates]
    stats = guess_stats(row[None, :], state.patterns.length, weights=state.weights)
    figure = block_guesses(
        state.patterns, np.array([state.patterns.words.allowed_index[guess]]), state.candidates
    )
    return Suggestion(
        guess,
        float(stats.bits[0]),
        float(stats.expected[0]),
        int(stats.worst[0]),
        int(stats.parts[0]),
        state.could_be_answer(guess),
        chance=state.probability(guess),
        guesses=float(figure[0]),
    )
