"""The coach's post-game review: for every step, the player's guess against the best one.

Per step, with S the candidates before the guess (under the game's prior, uniform by default):

- expected guesses: how many guesses, this one included, it takes on average to win from here
  when this guess is played now and play is optimal afterwards, under the game's answer model:
  the measure of the suggestions' ``guesses`` column (exact when the deep search proves it
  within the effort bound, else the lookahead estimate of core/coach/costs.py, marked);
- skill = 99 when the guess is within TIE expected guesses of the best one, else
  round(99 * exp(-d)) capped at 98, where d = expected guesses of the guess - those of the best
  guess: so equal-value guesses score equal, and a costlier guess never scores more than a
  cheaper one (except the suggestions' #1: suggested.py). A guess that can lose scores 0,
  unless no guess is known not to: then they are compared as lost.py says;
- luck (outcomes.py): the mid-rank percentile of the feedback that came among the guess's
  possible outcomes, shares weighted by the prior. Averaged over every answer of S it is 50.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Literal, cast

import numpy as np

from ..errors import HardModeError, NoCandidatesError, WordleError
from ..game.feedback import format_pattern
from ..game.game import Game
from ..game.patterns import Patterns, PatternSource
from ..game.state import GameState
from ..solve.stats import check_cancel
from .costs import EFFORT, Cost, CostOracle
from .dated_costs import DatedCostOracle
from .outcomes import luck_score, outcomes
from .suggested import first_suggestion
from .verdict import verdict_parts

OPTIMAL = 99


TIE = 0.01  # expected guesses a game: a guess this close to the best is best (skill 99)
MEASURE = "skill: expected guesses to win under the game's answer model (the suggestions' guesses column)"


def skill_score(expected: float, best: float, exact: bool = True) -> int:
    """99 for a best guess (within TIE of it); less the more expected guesses it costs (0 if it
    can lose while another guess cannot). ``exact`` is kept for callers: exact and estimated
    costs share the tolerance."""
    if math.isinf(best):  # no guess is known to finish in time: this one is no worse than any
        return OPTIMAL
    lost = expected - best
    if lost <= TIE:
        return OPTIMAL
    if math.isinf(expected):
        return 0
    return min(OPTIMAL - 1, round(OPTIMAL * math.exp(-lost)))


@dataclass(frozen=True)
class StepReview:
    number: int
    guess: str
    pattern: int
    before: int
    after: int
    mass_before: float
    mass_after: float
    mine: Cost
    best: Cost
    bits_expected: float
    bits_gained: float
    skill: int
    luck: float
    state: GameState = field(repr=False, compare=False)  # the position before the guess
    suggested: float | None = None  # the suggestions' figure: the guess was their #1 (suggested.py)
    # No guess was known to finish in time ("found": none found; "proven": none does), so the
    # figures are lost.py's (the row limit lifted, or the last row's chance)
    lost: Literal["proven", "found"] | None = None

    @property
    def exact(self) -> bool:
        return self.mine.exact and self.best.exact

    @property
    def optimal(self) -> bool:  # the suggestions' #1 scored 99 on their figure is not called optimal
        return self.skill == OPTIMAL and self.suggested is None

    def to_json(self) -> dict:
        def number(x: float) -> float | None:
            return None if math.isinf(x) else round(x, 4)

        return {
            "guess": self.guess,
            "feedback": format_pattern(self.pattern, self.state.patterns.length),
            "candidates_before": self.before,
            "candidates_after": self.after,
            "mass_before": float(f"{self.mass_before:.6g}"),
            "mass_after": float(f"{self.mass_after:.6g}"),
            "expected_guesses": number(self.mine.expected),
            "best_guess": self.best.guess,
            "best_expected_guesses": number(self.best.expected),
            "exact": self.exact,
            "best_proven": self.best.proven,
            "bits_expected": round(self.bits_expected, 4),
            "bits_gained": round(self.bits_gained, 4),
            "skill": self.skill,
            "luck": round(self.luck),
            "first_suggestion_guesses": None if self.suggested is None else round(self.suggested, 4),
            "can_lose": self.mine.loses,
            "best_can_lose": self.best.loses,
        }


@dataclass(frozen=True)
class GameReview:
    steps: tuple[StepReview, ...]
    solved: bool
    hard: bool
    complete: bool = True  # False: cancelled part-way

    @property
    def skill(self) -> int | None:
        return round(sum(s.skill for s in self.steps) / len(self.steps)) if self.steps else None

    @property
    def luck(self) -> int | None:
        return round(sum(s.luck for s in self.steps) / len(self.steps)) if self.steps else None

    @property
    def outcome(self) -> str:
        """'solved in 3', or 'not solved after 2' (a game under way, or lost)."""
        return f"{'solved in' if self.solved else 'not solved after'} {len(self.steps)}"

    def verdict(self) -> str:
        """The verdict in one line (--json's): its parts joined."""
        return "; ".join(self.verdict_parts())

    def verdict_parts(self) -> list[str]:
        """The verdict's parts, the moves' count first (verdict.py)."""
        return verdict_parts(self.steps)

    def to_json(self) -> dict:
        return {
            "steps": [s.to_json() for s in self.steps],
            "skill": self.skill,
            "luck": self.luck,
            "guesses": len(self.steps),
            "solved": self.solved,
            "hard": self.hard,
            "verdict": self.verdict(),
            "measure": MEASURE,
            "tie": TIE,
        }


def review_step(
    oracle: CostOracle | DatedCostOracle,
    state: GameState,
    guess: str,
    pattern: int,
    number: int,
    cancel: threading.Event | None = None,
    suggestions: bool = False,
) -> StepReview:
    """One step: ``guess`` played in ``state`` and shown ``pattern``; with ``suggestions``, the
    suggestions' #1 scores 99 when the coach's own figure puts it lower (suggested.py)."""
    best = oracle.best(state, cancel)
    lost = best if best.loses else None  # no guess is known to finish in time (lost.py)
    if guess == best.guess:
        mine = best
    elif lost is not None and lost.none_finish:
        mine = oracle.lost_cost_of(state, guess, cancel)  # every guess can lose: lost.py's measure
    else:
        mine = oracle.cost_of(state, guess, cancel)
        if lost is not None and mine.loses:
            mine = oracle.lost_cost_of(state, guess, cancel)
        elif lost is not None:  # not shown to lose where the best found can: it leads (as in the panel)
            best, lost = mine, None
    if (
        best.exact and not mine.exact
    ):  # the estimate's bias cancels in a difference: add that to the exact best
        ours, theirs = oracle.estimate_words(state, [guess, best.guess])
        mine = replace(mine, expected=best.expected + max(0.0, float(ours - theirs)))
    if mine.expected < best.expected:  # the best found was not proven: the player's is better
        best = mine
    w = oracle.weights[state.candidates]
    colours = outcomes(state, guess)
    group = w[colours == pattern].sum()
    masses = np.bincount(np.unique(colours, return_inverse=True)[1], weights=w) / w.sum()
    masses = masses[masses > 0]
    skill = skill_score(mine.expected, best.expected)
    on = suggestions and skill < OPTIMAL  # the suggestions' #1 is never called a mistake (suggested.py)
    suggested = first_suggestion(oracle, state, guess, mine, best, cancel) if on else None
    return StepReview(
        number,
        guess,
        pattern,
        state.count,
        int(np.count_nonzero(colours == pattern)),
        float(w.sum()),
        float(group),
        mine,
        best,
        bits_expected=float(-(masses * np.log2(masses)).sum()),
        bits_gained=float(math.log2(w.sum() / group)) if group > 0 else math.inf,
        skill=OPTIMAL if suggested is not None else skill,
        luck=luck_score(state, guess, pattern, oracle.weights),
        state=state,
        suggested=suggested,
        lost=None if lost is None else ("proven" if lost.none_finish else "found"),
    )


def review(
    game: Game,
    moves: list[tuple[str, int]],
    *,
    effort: int = EFFORT,
    cancel: threading.Event | None = None,
    on_step: Callable[[StepReview], object] | None = None,
) -> GameReview:
    """Review ``moves`` played in ``game`` (its answer model, its rules)."""
    return review_game(
        game.source,
        moves,
        hard=game.rules.hard,
        limit=game.rules.max_guesses,
        effort=effort,
        cancel=cancel,
        on_step=on_step,
    )


def review_game(
    patterns: PatternSource,
    moves: list[tuple[str, int]],
    *,
    hard: bool = False,
    weights: np.ndarray | None = None,
    effort: int = EFFORT,
    limit: int = 6,
    cancel: threading.Event | None = None,
    on_step: Callable[[StepReview], object] | None = None,
) -> GameReview:
    """Review a game (finished or not); raises a WordleError for a move that cannot be played.

    ``weights``: the prior over the answers (None: the source's own answer model; today's game
    brings its own, and its first step is always an estimate); ``effort``: positions the deep
    search may examine per question before the estimate is used (work, not time: the same
    review on any machine)."""
    state = GameState.start(patterns, hard, limit)
    for number, (guess, pattern) in enumerate(moves, start=1):  # a bad move fails before any search
        try:
            state = state.play(guess, pattern)
        except (NoCandidatesError, HardModeError):
            raise  # they name the guess themselves
        except WordleError as exc:
            raise WordleError(f"guess {number} ({guess.upper()}): {exc}") from None
    oracle: CostOracle | DatedCostOracle
    if patterns.searched_after_first_guess:  # today's game: its own prior, later steps on a subgame
        oracle = DatedCostOracle(patterns, hard, effort, limit)
    else:
        oracle = CostOracle(
            cast(Patterns, patterns),  # not searched after the first guess: a stored matrix
            hard,
            weights if weights is not None else patterns.weights,
            effort,
            limit,
        )
    state = GameState.start(patterns, hard, limit)
    steps = []
    for number, (guess, pattern) in enumerate(moves, start=1):
        check_cancel(cancel)
        steps.append(review_step(oracle, state, guess, pattern, number, cancel, weights is None))
        if on_step is not None:
            on_step(steps[-1])
        state = state.play(guess, pattern)
    return GameReview(tuple(steps), state.solved, hard)
