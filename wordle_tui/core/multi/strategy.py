"""Choosing the next guess of a multi-board game.

- ``greedy``: the most expected information summed over the unsolved boards (the known
  baseline), preferring words that could be an answer, then the earlier word.
- ``endgame``: greedy, plus the rules that keep the shared limit: guess a board's answer as
  soon as it is certain (the one that tells the other boards most); when the guesses left
  are no more than the boards left, guess only candidates, the likeliest to hit first.
- ``best``: endgame, scoring a guess by its bits plus the boards it may solve now and the
  boards it may make certain; with at most SPARE_NEAR guesses to spare and few candidates
  left, the top guesses and every candidate are ranked by the exact chance to finish
  within the limit (multi_lookahead), the score breaking ties.
"""

from __future__ import annotations

import threading
from dataclasses import asdict, dataclass

import numpy as np

from ..errors import WordleError
from .figures import FiguresCache
from .game import MultiGame
from .lookahead import JOINT_MAX, OutOfBudget, WinOdds, joint_size

MULTI_STRATEGIES = ("best", "endgame", "greedy")
SOLVE_WEIGHT = 1.0  # bits a guess is worth for each board it solves (in expectation)
CERTAIN_WEIGHT = 1.0  # ... and for each board it makes certain
SPARE_NEAR = 2  # guesses to spare at which the chance to finish takes over
LOOK_TOP = 8  # best-scored guesses searched besides the candidates
LOOK_EXTRA = 4  # non-candidates the search may play further down
_ROUND = 9


@dataclass(frozen=True)
class MultiSuggestion:
    guess: str
    bits: float  # expected information summed over the unsolved boards
    could_solve: int  # unsolved boards it is a candidate of
    certain: int  # boards it is the only candidate of (solves them now for sure)
    expect_solved: float  # boards it solves now, in expectation
    expect_certain: float  # boards left certain after it, in expectation
    score: float
    win: float | None = None  # chance to finish within the limit, when searched exactly

    def to_json(self) -> dict:
        return {k: round(v, 4) if isinstance(v, float) else v for k, v in asdict(self).items()}


def check_multi_strategy(name: str) -> str:
    if name not in MULTI_STRATEGIES:
        raise WordleError(f"unknown strategy {name!r}; choose one of {', '.join(MULTI_STRATEGIES)}")
    return name


class MultiSolver:
    """Ranks guesses for multi-board games over one pattern matrix (keeps a figures cache)."""

    def __init__(self, patterns, strategy: str = "best") -> None:
        self.patterns = patterns
        self.strategy = check_multi_strategy(strategy)
        self.cache = FiguresCache(patterns)
        self._opener: dict[tuple[int, int], str] = {}

    # -- the figures of every allowed guess ------------------------------------------------
    def _table(self, game: MultiGame, cancel: threading.Event | None = None) -> dict[str, np.ndarray]:
        words = self.patterns.words
        g = len(words.allowed)
        bits = np.zeros(g)
        solve = np.zeros(g)  # expected boards solved now
        certain_after = np.zeros(g)  # expected boards certain after (not solved now)
        could = np.zeros(g, dtype=np.int32)
        certain = np.zeros(g, dtype=np.int32)
        for i in game.unsolved:
            board = game.boards[i]
            figures = self.cache.get(board.candidates, cancel)
            n = figures.n
            rows = words.answer_rows[board.candidates]
            bits += figures.bits
            solve[rows] += 1.0 / n
            could[rows] += 1
            if n == 1:
                certain[rows] += 1
            # A single left in a group is certain next, unless it is the guess itself.
            singles = figures.singles.astype(np.float64)
            singles[rows] -= 1
            certain_after += singles / n
        return {
            "bits": bits,
            "solve": solve,
            "certain_after": certain_after,
            "could": could,
            "certain": certain,
        }

    def _scores(self, game: MultiGame, t: dict[str, np.ndarray]) -> tuple[np.ndarray, np.ndarray]:
        """Score of each allowed guess and the mask of guesses it may choose from."""
        g = len(t["bits"])
        everyone = np.ones(g, dtype=bool)
        if self.strategy == "greedy":
            return t["bits"], everyone
        if t["certain"].any():  # a board is certain: guess its answer, telling the rest most
            return t["bits"], t["certain"] > 0
        if game.guesses_left <= game.boards_left:  # no slack: only candidates, likeliest first
            return t["solve"] * 1000 + t["bits"], t["could"] > 0
        if self.strategy == "endgame":
            return t["bits"], everyone
        score = t["bits"] + SOLVE_WEIGHT * t["solve"] + CERTAIN_WEIGHT * t["certain_after"]
        return score, everyone

    def rank(
        self, game: MultiGame, top: int = 10, cancel: threading.Event | None = None
    ) -> list[MultiSuggestion]:
        """The ``top`` best guesses, best first (deterministic: ties go to candidates, then
        the earlier word)."""
        if game.boards_left == 0:
            return []
        t = self._table(game, cancel)
        score, allowed = self._scores(game, t)
        rows = np.arange(len(score))
        # The guesses the strategy may choose come first; the rest fill the list to ``top``
        # by the same score, so a late game still shows a full list (not one or two rows).
        # (A filler that tells nothing and solves nothing is left out: no noise rows.)
        order = np.lexsort((rows, t["could"] == 0, -np.round(score, _ROUND), ~allowed))
        preferred = order[: int(allowed.sum())]
        useful = allowed | (t["bits"] > 1e-9) | (t["could"] > 0)
        order = order[useful[order]]
        odds = self._win_odds(game, t, preferred, cancel) if self.strategy == "best" else {}
        if odds:
            position = {int(o): i for i, o in enumerate(order)}
            looked = sorted(odds, key=lambda o: (-round(odds[o], _ROUND), position[o]))
            order = np.array(looked + [int(o) for o in order if int(o) not in odds])
        order = order[: max(top, 1)]
        words = self.patterns.words.allowed
        return [
            MultiSuggestion(
                guess=words[o],
                bits=float(t["bits"][o]),
                could_solve=int(t["could"][o]),
                certain=int(t["certain"][o]),
                expect_solved=float(t["solve"][o]),
                expect_certain=float(t["certain_after"][o]),
                score=float(score[o]),
                win=odds.get(int(o)),
            )
            for o in order
        ]

    def _win_odds(self, game: MultiGame, t, order: np.ndarray, cancel) -> dict[int, float]:
        """P(finish) for the top guesses and every candidate, on small tight endgames."""
        sets = [game.boards[i].candidates for i in game.unsolved]
        if (
            t["certain"].any()
            or game.guesses_left - game.boards_left > SPARE_NEAR
            or joint_size(sets) > JOINT_MAX
        ):
            return {}
        could = t["could"] > 0
        rows = list(
            dict.fromkeys([int(o) for o in order[:LOOK_TOP]] + [int(r) for r in np.flatnonzero(could)])
        )
        extra = [int(o) for o in order if not could[o]][:LOOK_EXTRA]
        try:
            return dict(WinOdds(self.patterns, extra, cancel=cancel).best(sets, game.guesses_left, rows))
        except OutOfBudget:
            return {}

    def choose(self, game: MultiGame, cancel: threading.Event | None = None) -> str:
        """The guess this strategy plays (the first guess is the same for every deal: kept)."""
        key = (game.n_boards, game.limit)
        if not game.moves and key in self._opener:
            return self._opener[key]
        guess = self.rank(game, 1, cancel)[0].guess
        if not game.moves:
            self._opener[key] = guess
        return guess
