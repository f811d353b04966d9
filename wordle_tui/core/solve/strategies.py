"""Strategies: rank every guess a player may make against the current candidates.

Every strategy orders the guess pool by its own key, then prefers words that could be the
answer, then the earlier word in the list, so a ranking is deterministic.

- ``entropy``: most expected information (bits);
- ``expected``: fewest candidates expected to remain;
- ``minimax``: smallest worst-case group;
- ``parts``: most distinct feedback groups;
- ``guesses``: fewest expected guesses to finish, one step ahead (lookahead.py): weighs the
  chance of winning now against what the feedback teaches, so it shines under a prior;
- ``frequency``: positional letter frequency, switching to an "intersecting guess" that
  covers the letters still in doubt when few candidates remain.
"""

from __future__ import annotations

import math
import threading
from dataclasses import asdict, dataclass

import numpy as np

from ..deep.results import INF
from ..errors import WordleError
from ..game.state import GameState, hard_mode_mask, revealed
from ..nyt.today import block_guesses, block_stats
from .stats import GuessStats

GREEDY = ("entropy", "expected", "minimax", "parts", "guesses", "frequency")  # one guess ahead
STRATEGIES = (*GREEDY, "deep")  # deep: the search in deep.py, driven by the Solver
POOLS = ("all", "candidates")

# The frequency strategy's intersecting step applies to candidate sets of this size.
INTERSECT_MIN, INTERSECT_MAX = 3, 50
_ROUND = 9  # decimals kept before comparing floats, so equal splits tie exactly


@dataclass(frozen=True)
class Suggestion:
    guess: str
    bits: float
    expected: float
    worst: int
    parts: int
    could_be_answer: bool
    total: int | None = None  # deep search: total guesses over the candidates from here
    proven: bool = False  # deep search: the total is the optimum
    chance: float = 0.0  # the probability that the guess is the answer (1/n each without a prior)
    # The one measure every strategy shows: expected guesses to win from here, this one included,
    # under the game's answer model (exact when ``proven``, else the lookahead estimate).
    guesses: float | None = None
    loses: bool = False  # proven (core/solve/safety.py): some answer would need more than the rows left

    @property
    def can_lose(self) -> bool:
        """After this guess some answer could need more guesses than the rows left."""
        return self.loses or (self.total is not None and self.total >= INF)

    def to_record(self) -> dict:
        """What a cache keeps (Suggestion(**record) reads it back)."""
        return asdict(self)

    def to_json(self) -> dict:
        data = asdict(self)
        del data["loses"]
        data["can_lose"] = self.can_lose
        if self.can_lose:  # the search's infinity is no total
            data["total"] = None
        figure = self.guesses
        data["guesses"] = round(figure, 4) if figure is not None and math.isfinite(figure) else None
        return data


def percent(p: float) -> str:
    """A chance for display: '' for impossible, '<0.1%' rather than a misleading 0.0%."""
    if p <= 0:
        return ""
    return "<0.1%" if p < 0.001 else f"{p:.1%}"


def check_strategy(name: str) -> str:
    if name not in STRATEGIES:
        raise WordleError(f"unknown strategy {name!r}; choose one of {', '.join(STRATEGIES)}")
    return name


def guess_pool(state: GameState, pool: str = "all") -> np.ndarray:
    """Rows of the allowed list a player may guess now: everything or only candidates,
    narrowed by hard mode."""
    words = state.patterns.words
    if pool == "candidates":
        rows = np.sort(words.answer_rows[state.candidates])
    elif pool == "all":
        rows = np.arange(len(words.allowed))
    else:
        raise WordleError(f"unknown guess pool {pool!r}; choose one of {', '.join(POOLS)}")
    if state.hard and state.steps:
        rows = rows[hard_mode_mask(state.steps, words.allowed_codes[rows])]
    return rows


def rank(
    state: GameState,
    strategy: str = "entropy",
    *,
    pool: str = "all",
    top: int = 10,
    cancel: threading.Event | None = None,
    among: np.ndarray | None = None,
) -> list[Suggestion]:
    """The ``top`` best guesses for ``state``, best first (one-step strategies), from the
    whole pool or only the allowed-list rows ``among``."""
    if check_strategy(strategy) not in GREEDY:
        raise WordleError(f"{strategy} is not a one-step strategy: use Solver")
    if state.count == 0:
        return []
    words = state.patterns.words
    rows = guess_pool(state, pool)
    if among is not None:
        rows = np.intersect1d(rows, among)
    if rows.size == 0:
        raise WordleError("no allowed word satisfies hard mode")
    is_candidate = np.zeros(len(words.allowed), dtype=bool)
    is_candidate[words.answer_rows[state.candidates]] = True
    cand = is_candidate[rows]
    whole_pool = rows.size == len(words.allowed)

    chance = np.zeros(len(words.allowed))
    w = state.weights
    chance[words.answer_rows[state.candidates]] = 1.0 / state.count if w is None else w
    chance = chance[rows]
    figure = None  # the guesses strategy's own key is the measure every suggestion carries
    if strategy in ("frequency", "guesses"):
        if strategy == "frequency":
            order = _frequency_order(state, rows, cand)[:top]
        else:
            order, figure = _guesses_order(state, rows, cand, chance, whole_pool, top, cancel)
            order = order[:top]
        stats = block_stats(state.patterns, rows[order], state.candidates)  # shown, for the top only
        picked = np.arange(order.size)
    else:
        stats = block_stats(state.patterns, None if whole_pool else rows, state.candidates, cancel)
        order = np.lexsort(_keys(strategy, stats, chance, rows))[:top]
        picked = order
    return [
        Suggestion(
            guess=words.allowed[rows[o]],
            bits=float(stats.bits[p]),
            expected=float(stats.expected[p]),
            worst=int(stats.worst[p]),
            parts=int(stats.parts[p]),
            could_be_answer=bool(cand[o]),
            chance=float(chance[o]),
            guesses=None if figure is None or not np.isfinite(figure[o]) else float(figure[o]),
        )
        for o, p in zip(order, picked, strict=False)
    ]


def _guesses_order(
    state: GameState, rows, cand, chance, whole_pool: bool, top: int, cancel
) -> tuple[np.ndarray, np.ndarray]:
    """Order of ``rows`` by expected guesses to finish, the likelier answer first on ties, and
    each row's figure (inf where it was not needed).

    A word that cannot be the answer costs itself plus at least one more guess: 2 or more.
    So when some candidate expects at most 2, only the candidates need scoring (exactly),
    as long as they fill the ``top`` places."""
    inside = np.flatnonzero(cand)
    score = np.full(rows.size, np.inf)
    score[inside] = np.round(block_guesses(state.patterns, rows[inside], state.candidates, cancel), _ROUND)
    if inside.size < rows.size and (inside.size < top or score[inside].min() > 2.0):
        score = np.round(
            block_guesses(state.patterns, None if whole_pool else rows, state.candidates, cancel), _ROUND
        )
    return np.lexsort((rows, -np.round(chance, 15), score)), score


def _keys(strategy: str, s: GuessStats, chance: np.ndarray, rows: np.ndarray) -> tuple:
    """Sort keys for np.lexsort, least significant first. Ties go to the likelier answer
    (without a prior: to any candidate, as every candidate is as likely)."""
    bits, expected = np.round(s.bits, _ROUND), np.round(s.expected, _ROUND)
    not_cand = -np.round(chance, 15)
    if strategy == "entropy":
        return rows, not_cand, -bits
    if strategy == "expected":
        return rows, not_cand, expected
    if strategy == "minimax":
        return rows, expected, not_cand, s.worst
    if strategy == "parts":
        return rows, expected, not_cand, -s.parts
    raise AssertionError(strategy)


def _frequency_order(state: GameState, rows: np.ndarray, cand: np.ndarray) -> np.ndarray:
    """Order of ``rows`` for the frequency strategy (the Python Wordle Solver approach)."""
    words = state.patterns.words
    codes = words.allowed_codes[rows]
    length = codes.shape[1]
    cand_codes = words.answer_codes[state.candidates]
    n = len(state.candidates)
    # First occurrences only, so a word scores each of its letters once.
    first = np.ones(codes.shape, dtype=bool)
    for i in range(1, length):
        first[:, i] = (codes[:, :i] != codes[:, i : i + 1]).all(axis=1)

    w = state.weights  # under a prior a letter counts by the probability mass that has it there
    freq = np.zeros((length, 26), dtype=np.int64 if w is None else np.float64)
    for i in range(length):
        freq[i] = np.bincount(cand_codes[:, i], weights=w, minlength=26)
    positional = np.round((freq[np.arange(length), codes] * first).sum(axis=1), _ROUND)  # equal sums tie

    if INTERSECT_MIN <= n <= INTERSECT_MAX:
        # Cover as many letters still in doubt as possible: in some candidates but not all,
        # and not yet revealed by the feedback.
        having = np.array([(cand_codes == c).any(axis=1).sum() for c in range(26)])
        weight = ((having > 0) & (having < n)).astype(np.int64)
        _, known = revealed(state.steps, length)
        for letter in known:
            weight[ord(letter) - ord("a")] = 0
        intersect = (weight[codes] * first).sum(axis=1)
        if intersect.max() > 0:
            return np.lexsort((rows, -positional, ~cand, -intersect))
    return np.lexsort((rows, -positional, ~cand))


def candidate_bits(state: GameState, cancel: threading.Event | None = None) -> dict[str, float]:
    """Expected information of each candidate as a guess: a score to sort candidates by."""
    words = state.patterns.words
    rows = words.answer_rows[state.candidates]
    stats = block_stats(state.patterns, rows, state.candidates, cancel)
    return {words.allowed[r]: float(b) for r, b in zip(rows, stats.bits, strict=False)}
