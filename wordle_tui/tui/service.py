"""The solver service: runs the core's heavy work in thread workers and posts the results.

Each kind of work has its own worker group and is exclusive, so a newer request cancels the
stale one; the worker's cancel event is handed to the core, which checks it between chunks.
"""

from __future__ import annotations

import contextlib
import datetime as dt
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from textual.dom import DOMNode
from textual.worker import get_current_worker

from ..core.deep.process import deep_process, end_deep_process
from ..core.errors import WordleError
from ..core.game.patterns import PatternSource
from ..core.game.setup import build_game
from ..core.game.state import GameState
from ..core.game.words import WordSet
from ..core.solve.solver import ALTERNATIVES_SECONDS, SHOWN, Solver
from ..core.solve.split_figures import warm_up
from ..core.solve.stats import Cancelled
from ..core.solve.strategies import candidate_bits
from .messages import (
    DeepProgress,
    HistoryUpdated,
    LoadProgress,
    PatternsFailed,
    PatternsReady,
    SolverPathReady,
    SuggestionsFailed,
    SuggestionsReady,
)

if TYPE_CHECKING:
    from ..core.nyt.history import History

TOP = SHOWN
CHECKING = "checking which guesses can lose..."
ALTERNATIVES_PENDING = f"proving the other guesses' totals ({ALTERNATIVES_SECONDS:g} s at most)..."


class SolverService:
    def __init__(self, app: DOMNode, cache_dir: Path | None = None) -> None:
        # the screen (or app) that runs the workers and receives their messages
        self.app = app
        self.cache_dir = cache_dir
        self.day: dt.date | None = None  # --date: the day whose game the today set plays (None: today)
        # --history: the answers its prior knows (None: shipped + updates)
        self.history: History | None = None

    def _run(self, work: Callable[[], None], group: str) -> None:
        self.app.run_worker(work, thread=True, exclusive=True, group=group, exit_on_error=False)

    def load(self, source: Callable[[], WordSet], widened: bool, day: dt.date | None = None) -> None:
        """Read the word lists and load (or build) their pattern matrix (``day``: the puzzle a
        today-set game plays; default --date's, else today's)."""

        def work() -> None:
            cancel = get_current_worker().cancelled_event

            def progress(f):
                return self.app.post_message(LoadProgress(f))

            try:
                words = source()
                progress(0.0)
                # the core decides the answer model (the today set: a dated prior, no 220 MB matrix)
                patterns = build_game(
                    words.name,
                    words,
                    day=day or self.day,
                    history=self.history,
                    cache_dir=self.cache_dir,
                    on_progress=progress,
                    cancel=cancel,
                ).source
                notices = list(words.warnings) + ([patterns.notice] if patterns.notice else [])
                if widened:
                    patterns = patterns.widened(on_progress=progress, cancel=cancel)
                    notices += [patterns.notice] if patterns.notice else []
            except Cancelled:
                return
            except WordleError as exc:
                self.app.post_message(PatternsFailed(str(exc)))
                return
            self.app.post_message(PatternsReady(patterns, notices))

        self._run(work, "load")

    def suggest(self, state: GameState, strategy: str, pool: str, generation: int) -> None:
        def progress(stats) -> None:
            self.app.post_message(
                DeepProgress(
                    generation,
                    f"{stats.best_text} \u00b7 {stats.tried}/{stats.to_try} guesses \u00b7 {stats.nodes} positions",
                )
            )

        def best_first(best) -> None:
            self.app.post_message(SuggestionsReady(generation, best, {}, ALTERNATIVES_PENDING))

        def work() -> None:
            cancel = get_current_worker().cancelled_event
            solver = Solver(strategy, pool)
            warm = False
            try:
                dated = state.patterns.searched_after_first_guess
                if strategy == "deep" and not state.steps and (dated or solver.known_openers(state)):
                    # solved openers, read at once; or today's game saying deep starts after a guess
                    suggestions, warm = solver.suggest(state, TOP, cancel=cancel), not dated
                elif strategy == "deep":  # in a child process: the search never holds the UI's GIL
                    suggestions = deep_process().suggest(
                        state, pool, TOP, cancel=cancel, on_progress=progress, on_best=best_first
                    )
                elif solver.checks(state):  # the ranking at once, then which guesses can lose
                    ranked = solver.unchecked(state, TOP, cancel=cancel, on_progress=progress)
                    if not cancel.is_set():
                        self.app.post_message(SuggestionsReady(generation, ranked, {}, CHECKING, final=False))
                    suggestions = solver.checked(state, ranked, cancel=cancel)
                else:
                    suggestions = solver.suggest(state, TOP, cancel=cancel, on_progress=progress)
                if not cancel.is_set():  # on screen now; the candidates' own scores (for ctrl+o) follow
                    self.app.post_message(SuggestionsReady(generation, suggestions, {}))
                warm_up(state.patterns)  # once: the first confirmed row then finds the compiled kernel loaded
                if warm:  # the child starts and loads while the player types the first guess
                    with contextlib.suppress(WordleError):  # its failure is told by the next search
                        deep_process().warm(state.patterns, state.hard)
                bits = candidate_bits(state, cancel) if state.count <= 5000 else {}
            except Cancelled:
                return
            except WordleError as exc:
                self.app.post_message(SuggestionsFailed(generation, str(exc)))
                return
            if bits and not cancel.is_set():
                self.app.post_message(SuggestionsReady(generation, suggestions, bits))

        self._run(work, "suggest")

    def close(self) -> None:
        """The app is leaving: its deep search's child process goes with it, at once."""
        end_deep_process()

    def solver_path(self, patterns: PatternSource, strategy: str, answer: str, hard: bool) -> None:
        """How the solver would have played this answer, for comparison once a game that tells it ends."""

        def work() -> None:
            try:
                game = Solver(strategy).solve(GameState.start(patterns, hard), answer)
            except WordleError as exc:  # the History said a line would come: say why none does
                why = str(exc).split(";")[0].split(" (")[0]  # its first clause fits the border
                self.app.post_message(SolverPathReady(answer, [], failed=why))
                return
            self.app.post_message(SolverPathReady(answer, [s.guess for s in game.steps]))

        self._run(work, "path")

    def update_history(self, today_words: Callable[[], WordSet]) -> None:
        """Fetch the answers of the days the history is missing (one request a day), with
        progress; the worker's cancel event (Cancel, quit) stops it at once, even mid-request,
        keeping every day fetched (each is stored as it comes)."""
        from ..core.nyt import fetch as history_update

        def work() -> None:
            cancel = get_current_worker().cancelled_event

            def progress(done, total):
                return self.app.post_message(LoadProgress(done / max(total, 1), "history"))

            try:
                allowed = set(today_words().allowed)  # an answer outside them is refused as a bad fetch
                result = history_update.update_history(allowed, on_progress=progress, cancel=cancel)
            except WordleError as exc:
                self.app.post_message(HistoryUpdated(f"history update failed: {exc}", changed=False))
                return
            self.app.post_message(HistoryUpdated(result.summary(), changed=bool(result.added)))

        self._run(work, "history")
