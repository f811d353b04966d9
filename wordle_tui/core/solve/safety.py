"""Can a guess lose? Decided exactly under the game's guess limit, within a bounded effort.

A guess can lose when some answer it leaves possible cannot be found within the rows left, however
well the rest is played (hard mode above all: its rules can leave no guess that splits a group
like _ATCH). core/deep/within_limit.py answers that exactly: a yes-or-no search that stops at the
first play that finishes in time, and proves a loss only by trying every guess. Its work is
bounded by a number of positions (SAFETY_NODES, never seconds, so the answer is the same on any
machine at any load); past it the answer is None: not decided, and not marked.

Cheapest first: groups that fit the rows left (or that one of their own words splits so) need no
search; then the search's quick passes (a few guesses a position) prove most guesses safe; a
trap inside the candidates (core/solve/traps.py: a family like ?ATCH that no play finishes) is
a proof of a loss over a few words; then the full pass decides. A dated game's positions share
one matrix (the first checked position's), not one each; each check has a memo of its own. Checked from the second guess
on in hard mode, and in normal mode once at most CHECK_ROWS rows are left. The first guess of
today's game (no stored matrix) is never checked: six rows are ample for any ranked opener.

When every suggestion shown can lose, :func:`first_safe` walks on down the strategy's own
ranking to the first guess that cannot (so the pick is the best safe one by the strategy's
measure, under the game's answer model), and failing that asks the search for any safe guess.
"""

from __future__ import annotations

import threading
import weakref
from collections.abc import Collection
from functools import cached_property

import numpy as np

from ..deep.within_limit import WithinLimit
from ..game.state import GameState
from .traps import FAMILIES, families, guess_loses, kept_together, position_lost, traps

# Positions the search may examine (about 1-5 ms each on 2024 hardware). A loss is proven only by
# trying every guess and costs the most: past the budget a guess is left undecided (not marked).
# Sized so a hard-mode update stays near a second at worst (bench/safety_figures.py).
SAFETY_NODES = 100  # per guess checked
DECIDE_NODES = 1_000  # the first suggestion, when those did not decide it
SCAN_NODES = 3_000  # first_safe, all guesses together (trap proofs included)...
SCAN_EACH = 150  # ...each guess of the ranking, in the quick passes (they prove a guess safe, fast)
SCAN = 100  # guesses of the strategy's ranking first_safe may try
ANY_NODES = 200  # ...and then the search for any safe guess (its positions are the costliest)
CHECK_ROWS = 4  # normal mode: checked once this many rows (or fewer) are left

_GAMES: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()  # game -> (moves, matrix, position)
_LOCK = threading.Lock()


def needs_check(state: GameState) -> bool:
    if not state.steps or state.count <= 1:
        return False
    return state.hard or state.rows_left <= CHECK_ROWS


class SafetyCheck:
    """The safety questions about one position, sharing one memo. A fresh memo each time: the
    answers depend on the position alone, not on what was asked before (a memo carried over
    would let a later check reach further within the same number of positions)."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self._lost: bool | None = None

    @cached_property
    def _searched(self) -> tuple[WithinLimit, GameState]:
        """The search and the position replayed on its game, made when a guess first needs a
        search: a dated game's matrix for it is most of a check's cost, and a guess shown safe
        without a search (the usual case in normal mode) needs none."""
        state = self.state
        sub, here = _searchable(state)
        if here.limit != state.limit:
            here = GameState(here.patterns, here.candidates, here.steps, here.hard, state.limit)
        return WithinLimit(sub, state.limit, state.hard), here

    @property
    def search(self) -> WithinLimit:
        return self._searched[0]

    @property
    def here(self) -> GameState:
        return self._searched[1]

    @cached_property
    def subsets(self) -> list:
        """Hard mode: the traps among the candidates (core/solve/traps.py)."""
        return traps(self._families)

    @cached_property
    def _families(self) -> list:
        """Hard mode: the candidates' families, largest first (none in normal mode: no traps)."""
        return families(self.here, self.state.rows_left) if self.state.hard else []

    def subsets_after(self, guess: str, position: int = FAMILIES + 1) -> list:
        """The traps to search after ``guess``: the family members its feedbacks keep together,
        then the first ``position`` of the position's own (one already listed is not repeated)."""
        kept = kept_together(self.here, guess, self._families, self.state.rows_left)
        seen = {s.tobytes() for s in kept}
        return kept + [s for s in self.subsets[:position] if s.tobytes() not in seen]

    def lost(self, cancel: threading.Event | None = None) -> bool:
        """A trap no guess escapes (:func:`position_lost`): proven without trying every guess."""
        if self._lost is None:
            self._lost = bool(self.subsets) and position_lost(self.search, self.here, self.subsets, cancel)
        return self._lost

    def verdicts(
        self, guesses: list[str], cancel: threading.Event | None = None, nodes: int = SAFETY_NODES
    ) -> dict[str, bool | None]:
        """For each guess: True when it can lose, False when it always finishes in time, None
        when not decided within ``nodes`` positions."""
        verdicts: dict[str, bool | None] = {g: False for g in guesses if _plainly_safe(self.state, g)}
        left = [g for g in guesses if g not in verdicts]
        if left and self.lost(cancel):
            return {**verdicts, **dict.fromkeys(left, True)}
        for guess in left:
            if self.state.hard and guess_loses(
                self.search, self.here, guess, self.subsets_after(guess), cancel
            ):
                verdicts[guess] = True
            else:
                wins = self.search.after(self.here, guess, nodes, cancel)
                verdicts[guess] = None if wins is None else not wins
        return verdicts

    def first_safe(
        self,
        ranking: list[str],
        cancel: threading.Event | None = None,
        nodes: int = SCAN_NODES,
        among: Collection[str] | None = None,
    ) -> str | None:
        """The first guess of ``ranking`` (a strategy's order, its first SCAN guesses) shown to
        finish in time, else any guess the search finds that does (one of ``among``, when given:
        the player's guess pool), or None: none does, or none was found within ``nodes``
        positions in all (SCAN_EACH at most for each guess not refuted by a trap, in the quick
        passes: one that needs the full pass is passed over)."""
        if self.lost(cancel):
            return None
        end = None  # the search's budget starts with the first guess that needs it
        for guess in ranking[:SCAN]:
            if _plainly_safe(self.state, guess):
                return guess
            end = self.search.positions + nodes if end is None else end
            traps_after = self.subsets_after(guess, FAMILIES)
            if traps_after and guess_loses(self.search, self.here, guess, traps_after, cancel):
                continue  # a family proves it loses: searches over a few words, cheap
            left = end - self.search.positions
            if left <= 0:
                return None
            if self.search.after(self.here, guess, min(SCAN_EACH, left), cancel, full=False):
                return guess
        end = self.search.positions + nodes if end is None else end
        budget = min(ANY_NODES, max(end - self.search.positions, 0))
        return self.search.a_win(self.here, budget, cancel, among)

    def decide(self, guess: str, cancel: threading.Event | None = None) -> bool | None:
        """The verdict on ``guess`` with DECIDE_NODES positions: for the one guess shown first."""
        wins = self.search.after(self.here, guess, DECIDE_NODES, cancel)
        return None if wins is None else not wins


def _searchable(state: GameState):
    """The game a search runs on and ``state`` replayed there. A dated game builds a matrix per
    position (every allowed guess x the candidates): a later position of the same game replays
    its moves on the earlier one's instead, so every check of the game shares one matrix."""
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
        return dict.fromkeys(guesses)
    return SafetyCheck(state).verdicts(guesses, cancel, nodes)


def _plainly_safe(state: GameState, guess: str) -> bool:
    """A finish in time shown without a search: every group ``guess`` leaves is no bigger than
    the rows then left (guess its words one by one: always legal, hard mode included), or one of
    the group's own words splits it into such groups. Only the candidates' columns are needed, so
    a dated game needs no matrix for it; a group that only another word splits is the search's."""
    left = state.rows_left - 1
    game = state.patterns
    index = game.words.allowed_index.get(guess)
    colours = (
        game.block(np.array([index]), state.candidates)[0]
        if index is not None
        else game.row(guess)[state.candidates]
    )
    sizes = np.bincount(colours, minlength=3**game.length)
    sizes[game.solved] = 0
    big = np.flatnonzero(sizes > left)
    if not big.size:
        return True
    if left < 2:
        return False
    for pattern in big[np.argsort(-sizes[big], kind="stable")].tolist():  # the largest fails soonest
        if not _split_within(game, state.candidates[colours == pattern], left - 1):
            return False
    return True


def _split_within(game, members: np.ndarray, size: int) -> bool:
    """One of the words of ``members`` leaves every group of them at most ``size`` words (the
    answer itself, guessed, leaves none): legal in hard mode too."""
    own = game.block(np.sort(game.words.answer_rows[members]), members)
    return bool((_largest_groups(own, game.solved, 3**game.length) <= size).any())


def _largest_groups(block: np.ndarray, solved: int, patterns: int) -> np.ndarray:
    """Each row's largest group of equal feedback, the solved feedback left out: a count per
    row and pattern (one bincount) when the block is wide enough to fill such a table, else
    each row sorted and its runs measured."""
    rows, width = block.shape
    if rows * patterns <= 8 * block.size:
        flat = block.astype(np.int64) + (np.arange(rows, dtype=np.int64) * patterns)[:, None]
        counts = np.bincount(flat.ravel(), minlength=rows * patterns).reshape(rows, patterns)
        counts[:, solved] = 0
        return np.maximum(counts.max(axis=1), (block == solved).any(axis=1))
    block = block.astype(np.int64)
    block[block == solved] = -1 - np.arange(width)[np.nonzero(block == solved)[1]]
    block.sort(axis=1)
    run = np.ones(rows, dtype=np.int64)
    largest = run.copy()
    for j in range(1, width):
        run = np.where(block[:, j] == block[:, j - 1], run + 1, 1)
        np.maximum(largest, run, out=largest)
    return largest
