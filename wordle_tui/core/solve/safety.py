"""Can a guess lose? Decided exactly by the deep search under the game's guess limit.

A guess can lose when some answer it leaves possible cannot be found within the rows left, however
well the rest is played (hard mode above all: its rules can leave no guess that splits a group
like _ATCH). The deep search (core/deep/) with the guess limit as its depth answers that exactly:
a guess's cost is infinite precisely when no play finishes every answer in time. The work is
bounded by a number of positions (SAFETY_NODES, never seconds, so the answer is the same on any
machine at any load); past it the answer is None: not decided, and not marked.

Cheapest first: groups that fit the rows left (or that one more guess splits so) need no
search; then a search trying QUICK_BREADTH guesses a position proves most guesses safe; only in
hard mode do the searches go on to prove a guess can lose (over normal mode's whole list it cost
the backtest minutes): first on a trap inside the candidates (core/solve/traps.py: a family
like ?ATCH that no play finishes is a proof over a few words), then the full search. A dated
game's positions share one matrix and memo (the first checked position's), not one each. Checked from the second guess on in hard mode, and in normal mode
once at most CHECK_ROWS rows are left. The first guess of today's game (no stored matrix)
is never checked: six rows are ample for any ranked opener.
"""

from __future__ import annotations

import threading
import weakref
from collections import OrderedDict

import numpy as np

from ..deep import INF, DeepSearch
from ..game.state import GameState
from .stats import Cancelled
from .traps import guess_loses, position_lost, traps

# Positions the deep search may examine per check. 20,000 cost a hard two-year backtest most of an
# hour and a hard-mode update up to a minute, nearly all in searches that ran out and changed no
# move; at 2,000 the 2024-01-01..10 hard backtest took 5.0 s of CPU instead of 32 (bench/safety_figures.py).
SAFETY_NODES = 2_000
CHECK_ROWS = 4  # normal mode: checked once this many rows (or fewer) are left
QUICK_BREADTH = 3  # guesses a position the quick search tries: a finish it finds is a proof of safety
QUICK_NODES = 300  # positions the quick search may examine

KEPT = 4  # matrices whose searches are kept (the latest used): each holds its matrix and memo
_SEARCHES: OrderedDict[int, tuple[object, dict]] = OrderedDict()  # id(matrix) -> (matrix, searches)
_LOST: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # search -> {position: trapped}
_GAMES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # game -> (moves, matrix, position)
_LOCK = threading.Lock()


class NodeBudget:
    """Looks like a threading.Event to the deep search: 'set' once it has examined ``nodes``
    positions in the current call (or the caller cancels). Effort, not time: deterministic."""

    def __init__(self, search: DeepSearch, nodes: int, cancel: threading.Event | None = None) -> None:
        self.search, self.nodes, self.cancel = search, nodes, cancel

    def is_set(self) -> bool:
        return (self.cancel is not None and self.cancel.is_set()) or self.search.stats.nodes >= self.nodes


def needs_check(state: GameState) -> bool:
    if not state.steps or state.count <= 1:
        return False
    return state.hard or state.rows_left <= CHECK_ROWS


def limited_search(state: GameState, breadth: int | None = None) -> tuple[DeepSearch, GameState]:
    """The deep search with the game's guess limit (trying ``breadth`` guesses a position, None:
    all, a proof), on the matrix a search can run on, and ``state`` replayed there (kept per
    matrix: later positions reuse its memo)."""
    sub, here = _searchable(state)
    key = (state.hard, state.limit, breadth)
    with _LOCK:
        # Not a WeakKeyDictionary: a search holds its matrix, so no entry would ever be dropped
        # (a backtest kept every day's sub-game and memo: hundreds of MB). The latest few instead.
        _, searches = _SEARCHES.setdefault(id(sub), (sub, {}))
        _SEARCHES.move_to_end(id(sub))
        while len(_SEARCHES) > KEPT:
            _SEARCHES.popitem(last=False)
        if key not in searches:
            searches[key] = DeepSearch(sub, hard=state.hard, max_guesses=state.limit, breadth=breadth)
        search = searches[key]
    if here.limit != state.limit:
        here = GameState(here.patterns, here.candidates, here.steps, here.hard, state.limit)
    return search, here


def _searchable(state: GameState):
    """The game a search runs on and ``state`` replayed there. A dated game builds a matrix per
    position (every allowed guess x the candidates): a later position of the same game replays
    its moves on the earlier one's instead, so every check of the game shares one memo."""
    game = state.patterns
    moves = [(step.guess, step.pattern) for step in state.steps]
    with _LOCK:
        known = _GAMES.get(game)
    if known is not None and known[2].hard == state.hard and moves[: len(known[0])] == known[0]:
        _, sub, here = known
        for guess, pattern in moves[len(known[0]) :]:
            here = here.play(guess, pattern, any_word=True)
        return sub, here
    sub, here, _ = game.searchable(state)
    if sub is not game:
        with _LOCK:
            _GAMES[game] = (moves, sub, here)
    return sub, here


def can_lose(
    state: GameState,
    guesses: list[str],
    cancel: threading.Event | None = None,
    nodes: int = SAFETY_NODES,
) -> dict[str, bool | None]:
    """For each guess: True when it can lose, False when it always finishes in time, None when
    not decided within ``nodes`` positions (or not checked here: see :func:`needs_check`)."""
    if not needs_check(state):
        return {g: None for g in guesses}
    verdicts: dict[str, bool | None] = {g: False for g in guesses if _plainly_safe(state, g)}
    if len(verdicts) == len(guesses):
        return verdicts
    quick, here = limited_search(state, QUICK_BREADTH)
    search, _ = limited_search(state)
    quick_verdicts = {  # a finish found trying a few guesses a position proves it safe
        g: _decide(lambda g=g: _cost(quick, here, g, QUICK_NODES, cancel) < INF, cancel)
        for g in guesses
        if g not in verdicts
    }
    verdicts.update({g: False for g, finished in quick_verdicts.items() if finished})
    left = [g for g in guesses if g not in verdicts]
    if not left or not state.hard:  # normal mode's whole list makes the full proof too costly to ask here
        return {**verdicts, **{g: None for g in left}}
    subsets = traps(here, state.rows_left)  # a trap inside the candidates proves a loss cheaply
    if _trapped(search, here, subsets, cancel):
        return {**verdicts, **{g: True for g in left}}
    for guess in left:
        if subsets and guess_loses(search, here, guess, subsets, cancel):
            verdicts[guess] = True
        elif quick_verdicts[guess] is None:  # the quick search ran out of positions: not decided
            verdicts[guess] = None
        else:  # the quick search found no finish: the full search decides
            verdicts[guess] = _decide(lambda g=guess: _cost(search, here, g, nodes, cancel) >= INF, cancel)
    return verdicts


def _trapped(search: DeepSearch, here: GameState, subsets, cancel: threading.Event | None) -> bool:
    """:func:`position_lost`, asked once per position (safe_best asks again what can_lose did)."""
    if not subsets:
        return False
    key = (tuple((step.guess, step.pattern) for step in here.steps), here.candidates.tobytes())
    with _LOCK:
        known = _LOST.setdefault(search, {})
        if key in known:
            return known[key]
    lost = position_lost(search, here, subsets, cancel)
    with _LOCK:
        known[key] = lost
    return lost


def _decide(proof, cancel: threading.Event | None) -> bool | None:
    """``proof()``, or None when its search ran out of positions (the caller's cancel raises)."""
    try:
        return proof()
    except Cancelled:
        if cancel is not None and cancel.is_set():
            raise
        return None


def _cost(search: DeepSearch, here: GameState, guess: str, nodes: int, cancel) -> float:
    return search.cost_of(here, guess, cancel=NodeBudget(search, nodes, cancel))


def _plainly_safe(state: GameState, guess: str) -> bool:
    """A finish in time shown without a search: every group ``guess`` leaves is no bigger than
    the rows then left (guess its words one by one: always legal, hard mode included), or a
    guess splits it into such groups (one of its own words; in normal mode, any word)."""
    left = state.rows_left - 1
    colours = state.patterns.row(guess)[state.candidates]
    for pattern in np.unique(colours):
        members = state.candidates[colours == pattern]
        if pattern == state.patterns.solved or len(members) <= left:
            continue
        if left < 2 or not _split_within(state, members, left - 1):
            return False
    return True


def _split_within(state: GameState, members: np.ndarray, size: int) -> bool:
    """Some guess leaves every group of ``members`` at most ``size`` words (the answer itself,
    guessed, leaves none): first among their own words, then (normal mode) every word."""
    words = state.patterns.words
    pools: list[np.ndarray | None] = [np.sort(words.answer_rows[members])]
    if not state.hard:
        pools.append(None)
    for pool in pools:
        for block in state.patterns.blocks(pool, members):
            if (_largest_groups(block, state.patterns.solved) <= size).any():
                return True
    return False


def _largest_groups(block: np.ndarray, solved: int) -> np.ndarray:
    """Each row's largest group of equal feedback, the solved feedback left out."""
    block = block.astype(np.int64)
    block[block == solved] = -1 - np.arange(block.shape[1])[np.nonzero(block == solved)[1]]
    block.sort(axis=1)
    run = np.ones(block.shape[0], dtype=np.int64)
    largest = run.copy()
    for j in range(1, block.shape[1]):
        run = np.where(block[:, j] == block[:, j - 1], run + 1, 1)
        np.maximum(largest, run, out=largest)
    return largest


def safe_best(
    state: GameState, cancel: threading.Event | None = None, nodes: int = SAFETY_NODES
) -> str | None:
    """A guess that always finishes in time (the search's best under the limit), or None."""
    search, here = limited_search(state)
    if state.hard and _trapped(search, here, traps(here, state.rows_left), cancel):
        return None  # a trap no guess escapes: proven without searching every guess
    try:
        result = search.best(here, cancel=NodeBudget(search, nodes, cancel))
    except Cancelled:
        if cancel is not None and cancel.is_set():
            raise
        return None
    return result.guess if result.guess is not None and result.cost < INF else None
