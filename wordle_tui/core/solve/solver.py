"""The solver facade: a strategy over a Patterns (the first ranking is cached: first_ranking.py),
its suggestions checked for safety, and deep's moves and opener totals."""

from __future__ import annotations

import contextlib
import threading
import weakref
from collections.abc import Callable
from dataclasses import asdict, dataclass, replace
from typing import cast

from ..deep import DeepSearch, DeepStats, EffortSpent, OpenerTotal
from ..deep.ranking import totals_within
from ..deep.shipped import shipped_openers
from ..errors import WordleError
from ..game.feedback import score
from ..game.patterns import Patterns, PatternSource
from ..game.state import GameState
from ..storage import cache
from .first_ranking import OPENER_TOP, RANKING_VERSION, first_ranking
from .last_row import on_last_row
from .measure import measured, safe_first, short_list
from .safety import SCAN, needs_check
from .stats import guess_stats
from .strategies import Suggestion, check_strategy, rank

# Suggestions shown: the app's panel, `suggest` and the coach. A guess's safety verdict can depend on
# the others checked beside it (one search memo), so `best` ranks and checks as many: the backtest
# plays what the panel puts first.
SHOWN = 10
ALTERNATIVES_SECONDS = 2.0  # deep: time to prove the totals of the suggestions after the best
# deep on today's game: positions a proof may visit before deep gives up on the move (counted,
# not timed, so a game gets the same moves on every machine); about a minute of CPU at most in
# either mode (a hard-mode position costs about a fifth of a normal one: fewer guesses are legal)
DATED_EFFORT = {False: 30_000, True: 150_000}


class DeepGaveUp(WordleError):
    """Deep could not prove a move within its effort: it shows none rather than an unproven one."""

    def __init__(self, positions: int) -> None:
        super().__init__(
            f"deep gave up: no move proven best within {positions} positions; "
            "use another strategy for this move"
        )
        self.positions = positions  # the lab words its own message (core/lab/benchmark.py)


# One deep search per (lists, mode, pool, breadth, limit), kept while its Patterns lives:
# its memo makes every later question about the same game nearly free.
_SEARCHES: weakref.WeakKeyDictionary[Patterns, dict[tuple, DeepSearch]] = weakref.WeakKeyDictionary()
_SEARCHES_LOCK = threading.Lock()


def deep_search(
    patterns: Patterns,
    hard: bool,
    pool: str = "all",
    breadth: int | None = None,
    max_guesses: int | None = None,
) -> DeepSearch:
    if hard and max_guesses is None:
        max_guesses = 6  # hard mode is played to the game's limit
    key = (hard, pool, breadth, max_guesses)
    with _SEARCHES_LOCK:
        searches = _SEARCHES.setdefault(patterns, {})
        if key not in searches:
            searches[key] = DeepSearch(
                patterns,
                breadth=breadth,
                max_guesses=max_guesses,
                hard=hard,
                candidates_only=pool == "candidates",
            )
        return searches[key]


@dataclass(frozen=True)
class Solver:
    strategy: str = "entropy"
    pool: str = "all"
    breadth: int | None = None  # deep: guesses tried per node (None: all, a proof)
    max_guesses: int | None = None  # deep: a limit in normal mode (hard mode: 6)

    def __post_init__(self):
        check_strategy(self.strategy)

    def suggest(
        self,
        state: GameState,
        top: int = 10,
        cancel: threading.Event | None = None,
        on_progress: Callable[[DeepStats], None] | None = None,
    ) -> list[Suggestion]:
        return self.checked(state, self.unchecked(state, top, cancel, on_progress), cancel)

    def unchecked(
        self,
        state: GameState,
        top: int = 10,
        cancel: threading.Event | None = None,
        on_progress: Callable[[DeepStats], None] | None = None,
    ) -> list[Suggestion]:
        """The strategy's suggestions with their measure, before the safety checks (what
        :meth:`checked` then marks and reorders; :meth:`suggest` does both)."""
        if on_last_row(state):  # only the answer can still win: the candidates, every strategy
            ranked = short_list(state, [], top, cancel)
        elif self.strategy == "deep":
            ranked = self._deep(state, top, cancel, on_progress)
        elif not state.steps and top <= OPENER_TOP:
            ranked = first_ranking(state, self.strategy, self.pool, cancel)[:top]
        else:
            ranked = short_list(
                state, rank(state, self.strategy, pool=self.pool, top=top, cancel=cancel), top, cancel
            )
        return measured(state, ranked, cancel)

    @staticmethod
    def checks(state: GameState) -> bool:
        """Whether :meth:`checked` has work to do here (whether a guess may be marked can lose)."""
        return needs_check(state)

    def checked(
        self, state: GameState, suggestions: list[Suggestion], cancel: threading.Event | None = None
    ) -> list[Suggestion]:
        """``suggestions`` marked where they can lose, a safe guess first when one is found."""
        further = None
        if self.strategy != "deep":  # deep's own best is safe whenever a safe guess exists
            further = lambda: rank(state, self.strategy, pool=self.pool, top=SCAN, cancel=cancel)  # noqa: E731
        return safe_first(state, suggestions, cancel, further, self.pool)

    def _deep(self, state: GameState, top: int, cancel, on_progress) -> list[Suggestion]:
        """The deep search's best guess first, with its total; then the entropy ranking.

        On the empty board, searching every first guess would take hours: the openers that
        `wordle-tui openers` solved are offered instead when there are any (each total exact,
        the ranking not proven over every word)."""
        known = self.known_openers(state) if not state.steps else None
        if known:
            return [self._with_stats(state, o.guess, o.total, False) for o in known[:top]]
        if state.patterns.searched_after_first_guess:
            search, here = self._dated_search(state)
        else:
            search, here = (
                # not searched after the first guess: a stored matrix (Patterns)
                deep_search(
                    cast(Patterns, state.patterns), state.hard, self.pool, self.breadth, self.max_guesses
                ),
                state,
            )
        try:
            result = search.best(here, cancel=cancel, on_progress=on_progress)
        except EffortSpent as spent:
            raise DeepGaveUp(spent.positions) from None
        if result.guess is None:
            raise WordleError(f"no way to finish within {search.max_guesses} guesses from here")
        best = self._with_stats(state, result.guess, _shown(result.cost), result.proven)
        if top <= 1:
            return [best]
        others = [
            s for s in rank(state, "entropy", pool=self.pool, top=top, cancel=cancel) if s.guess != best.guess
        ]
        others = others[: top - 1]
        # How much worse each alternative is: exact totals while the time budget lasts, else None.
        totals = totals_within(search, here, [s.guess for s in others], ALTERNATIVES_SECONDS, cancel)
        others = [
            replace(s, total=_shown(t), proven=t is not None) for s, t in zip(others, totals, strict=False)
        ]
        # best total first (Tab plays the true second best), those not proven in time last
        others.sort(key=lambda s: (s.total is None, s.total if s.total is not None else 0))
        return [best, *others]

    def _dated_search(self, state: GameState) -> tuple[DeepSearch, GameState]:
        """Today's game after the first guess: the candidates as a game of their own, weighted
        by the prior (so a total is the expected guesses x the candidates), 6-safe. The first
        guess would be a search over 14855 x 14855, and no opener totals are solved for a prior.
        A proof that needs more than DATED_EFFORT positions is abandoned (DeepGaveUp)."""
        if not state.steps:
            raise WordleError(
                "deep on today's game starts after the first guess (no opener is solved for "
                "the dated prior): play one, or use the guesses strategy"
            )
        sub, here, weights = state.patterns.searchable(state)
        assert weights is not None  # a dated game always has its prior
        search = DeepSearch(
            sub,
            weights=weights * state.count,
            six_safe=True,
            safe_limit=state.limit,
            hard=state.hard,
            max_guesses=state.limit if state.hard else self.max_guesses,
            breadth=self.breadth,
            candidates_only=self.pool == "candidates",
            effort=DATED_EFFORT[state.hard],
        )
        return search, here

    @staticmethod
    def _with_stats(state: GameState, guess: str, total: int, proven: bool) -> Suggestion:
        row = state.patterns.row(guess)[state.candidates]
        stats = guess_stats(row[None, :], state.patterns.length, weights=state.weights)
        return Suggestion(
            guess,
            float(stats.bits[0]),
            float(stats.expected[0]),
            int(stats.worst[0]),
            int(stats.parts[0]),
            state.could_be_answer(guess),
            total=total,
            proven=proven,
            chance=state.probability(guess),
        )

    def _opener_totals_path(self, patterns: PatternSource, hard: bool):
        if patterns.cache_dir is None:
            return None
        mode = "hard" if hard else "normal"
        return patterns.cache_dir / (
            f"deep-openers-v{RANKING_VERSION}-{patterns.key}-{mode}-{self.breadth}-{self.max_guesses}.json"
        )

    def known_openers(self, state: GameState) -> list[OpenerTotal] | None:
        """Openers solved by `wordle-tui openers` here, else the exact totals the package ships."""
        path = self._opener_totals_path(state.patterns, state.hard)
        if self.pool != "all":
            return None
        words = state.patterns.words
        stored = (
            cache.load_records(path, OpenerTotal, words.key, words.allowed_index)
            if path is not None
            else None
        )
        if stored:
            return sorted(stored, key=lambda o: (o.total, o.guess))
        exact_rules = self.breadth is None and self.max_guesses is None
        return shipped_openers(words, state.hard) if exact_rules else None

    def remember_openers(self, patterns: PatternSource, hard: bool, totals: list[OpenerTotal]) -> None:
        """Keep solved openers (with any solved before) for the deep strategy's empty board."""
        path = self._opener_totals_path(patterns, hard)
        if path is None:
            return
        merged = {o.guess: o for o in self.known_openers(GameState.start(patterns, hard)) or []}
        merged.update({o.guess: o for o in totals})
        with contextlib.suppress(OSError):
            cache.save_records(path, patterns.words.key, [asdict(o) for o in merged.values()])

    def best(self, state: GameState, cancel: threading.Event | None = None) -> str:
        if state.count == 1:
            return state.candidate_words()[0]
        top = 1 if self.strategy == "deep" else SHOWN  # deep's best is proven, and safe when any is
        return self.suggest(state, top=top, cancel=cancel)[0].guess

    def solve(self, state: GameState, answer: str, opener: str | None = None, limit: int = 20) -> GameState:
        """Play the strategy against a known ``answer`` from ``state`` until it is found."""
        words = state.patterns.words
        answer = words.check_guess(answer, any_word=True)
        if answer not in words.answer_index:
            raise WordleError(f"{answer.upper()} is not in the answer list ({words.name})")
        if opener:
            opener = words.check_guess(opener)
        while not state.solved:
            if len(state.steps) >= limit:
                raise WordleError(f"{self.strategy} did not find {answer.upper()} in {limit} guesses")
            guess = opener if (opener and not state.steps) else self.best(state)
            state = state.play(guess, score(guess, answer), any_word=True)
        return state


def _shown(total):
    """An exact integer total as it is; a weighted one (expected guesses x candidates) to 2 places."""
    if total is None or float(total).is_integer():
        return None if total is None else int(total)
    return round(float(total), 2)
