"""The solver facade: a strategy over a Patterns, with the opening ranking cached on disk."""

from __future__ import annotations

import threading
import weakref
from collections.abc import Callable
from dataclasses import asdict, dataclass, replace

from . import cache
from .deep import DeepSearch, DeepStats, OpenerTotal
from .deep.ranking import totals_within
from .deep.shipped import shipped_openers
from .errors import WordleError
from .feedback import score
from .patterns import Patterns
from .state import GameState
from .stats import guess_stats
from .strategies import Suggestion, check_strategy, rank

OPENER_TOP = 20  # suggestions kept in the opener cache
ALTERNATIVES_SECONDS = 2.0  # deep: time to prove the totals of the suggestions after the best
RANKING_VERSION = 1  # bump when a strategy's ranking changes, to retire cached openers


# One deep search per (lists, mode, pool, breadth, limit), kept while its Patterns lives:
# its memo makes every later question about the same game nearly free.
_SEARCHES: weakref.WeakKeyDictionary[Patterns, dict[tuple, DeepSearch]] = weakref.WeakKeyDictionary()
_SEARCHES_LOCK = threading.Lock()


def deep_search(patterns: Patterns, hard: bool, pool: str = "all", breadth: int | None = None,
                max_guesses: int | None = None) -> DeepSearch:
    if hard and max_guesses is None:
        max_guesses = 6  # hard mode is played to the game's limit
    key = (hard, pool, breadth, max_guesses)
    with _SEARCHES_LOCK:
        searches = _SEARCHES.setdefault(patterns, {})
        if key not in searches:
            searches[key] = DeepSearch(patterns, breadth=breadth, max_guesses=max_guesses, hard=hard,
                                       candidates_only=pool == "candidates")
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
        if self.strategy == "deep":
            return self._deep(state, top, cancel, on_progress)
        if not state.steps and top <= OPENER_TOP:
            return self._openers(state, cancel)[:top]
        return rank(state, self.strategy, pool=self.pool, top=top, cancel=cancel)

    def _deep(self, state: GameState, top: int, cancel, on_progress) -> list[Suggestion]:
        """The deep search's best guess first, with its total; then the entropy ranking.

        On the empty board, searching every first guess would take hours: the openers that
        `wordle-tui openers` solved are offered instead when there are any (each total exact,
        the ranking not proven over every word)."""
        known = self.known_openers(state) if not state.steps else None
        if known:
            return [self._with_stats(state, o.guess, o.total, False) for o in known[:top]]
        search = deep_search(state.patterns, state.hard, self.pool, self.breadth, self.max_guesses)
        result = search.best(state, cancel=cancel, on_progress=on_progress)
        if result.guess is None:
            raise WordleError(f"no way to finish within {search.max_guesses} guesses from here")
        best = self._with_stats(state, result.guess, result.cost, result.proven)
        if top <= 1:
            return [best]
        others = [s for s in rank(state, "entropy", pool=self.pool, top=top, cancel=cancel) if s.guess != best.guess]
        others = others[: top - 1]
        # How much worse each alternative is: exact totals while the time budget lasts, else None.
        totals = totals_within(search, state, [s.guess for s in others], ALTERNATIVES_SECONDS, cancel)
        others = [replace(s, total=t, proven=t is not None) for s, t in zip(others, totals)]
        return [best, *others]

    @staticmethod
    def _with_stats(state: GameState, guess: str, total: int, proven: bool) -> Suggestion:
        row = state.patterns.row(guess)[state.candidates]
        stats = guess_stats(row[None, :], state.patterns.length)
        return Suggestion(
            guess, float(stats.bits[0]), float(stats.expected[0]), int(stats.worst[0]), int(stats.parts[0]),
            state.could_be_answer(guess), total=total, proven=proven,
        )

    def _opener_totals_path(self, patterns: Patterns, hard: bool):
        if patterns.cache_dir is None:
            return None
        mode = "hard" if hard else "normal"
        return patterns.cache_dir / (
            f"deep-openers-v{RANKING_VERSION}-{patterns.words.key}-{mode}-{self.breadth}-{self.max_guesses}.json"
        )

    def known_openers(self, state: GameState) -> list[OpenerTotal] | None:
        """Openers solved by `wordle-tui openers` here, else the exact totals the package ships."""
        path = self._opener_totals_path(state.patterns, state.hard)
        stored = cache.load_json(path) if path is not None and self.pool == "all" else None
        try:
            return sorted((OpenerTotal(**item) for item in stored), key=lambda o: (o.total, o.guess))
        except (TypeError, ValueError):
            exact_rules = self.pool == "all" and self.breadth is None and self.max_guesses is None
            return shipped_openers(state.patterns.words, state.hard) if exact_rules else None

    def remember_openers(self, patterns: Patterns, hard: bool, totals: list[OpenerTotal]) -> None:
        """Keep solved openers (with any solved before) for the deep strategy's empty board."""
        path = self._opener_totals_path(patterns, hard)
        if path is None:
            return
        merged = {o.guess: o for o in self.known_openers(GameState.start(patterns, hard)) or []}
        merged.update({o.guess: o for o in totals})
        try:
            cache.save_json(path, [asdict(o) for o in merged.values()])
        except OSError:
            pass

    def best(self, state: GameState, cancel: threading.Event | None = None) -> str:
        if state.count == 1:
            return state.candidate_words()[0]
        return self.suggest(state, top=1, cancel=cancel)[0].guess

    def _openers(self, state: GameState, cancel) -> list[Suggestion]:
        """The first ranking depends only on the lists, the strategy and the pool: compute once."""
        patterns = state.patterns
        path = None
        if patterns.cache_dir is not None:
            path = patterns.cache_dir / (
                f"openers-v{RANKING_VERSION}-{patterns.words.key}-{self.strategy}-{self.pool}.json"
            )
            cached = cache.load_json(path)
            try:
                return [Suggestion(**item) for item in cached]
            except (TypeError, ValueError):
                pass  # absent or unreadable: recompute
        ranking = rank(state, self.strategy, pool=self.pool, top=OPENER_TOP, cancel=cancel)
        if path is not None:
            try:
                cache.save_json(path, [s.to_json() for s in ranking])
            except OSError:
                pass  # a cache that cannot be written only costs time
        return ranking

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
