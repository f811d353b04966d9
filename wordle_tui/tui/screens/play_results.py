"""What the play screen's workers send back: the word lists loaded, rankings, the solver's path.

Mixed into PlayScreen; plain ``on_<message>`` names, as Textual registers a mixin's handlers by name.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import replace
from typing import TYPE_CHECKING

from textual.worker import Worker, WorkerState

from ...core.game.undo import History
from ...core.solve.all_lose import all_lose_note
from ...core.storage.daily_slot import TODAY
from ..messages import (
    DeepProgress,
    HistoryUpdated,
    LoadProgress,
    PatternsFailed,
    PatternsReady,
    SolverPathReady,
    SuggestionsFailed,
    SuggestionsReady,
)
from ..notices import warn
from ..widgets.candidates import CandidatesPanel
from ..widgets.message_line import MessageLine
from ..widgets.panels import HistoryPanel, SuggestionsPanel

if TYPE_CHECKING:
    from .play_base import PlayScreenBase as _Base
else:
    _Base = object  # the screen supplies everything; see play_base.py


class PlayResults(_Base):
    """Needs board, history, sources, service, patterns, state, generation, say from the screen."""

    def _set_loading(self, loading: bool) -> None:
        self.words_loading = loading
        for panel in self.query("SuggestionsPanel, CandidatesPanel, HistoryPanel"):
            panel.loading = loading
        if not loading:
            self.query_one(MessageLine).progress(None)  # what the loading's progress covered comes back

    def _load_words(self) -> None:
        board = self.board
        source = self.sources.get(board.word_set)
        if source is None:
            self.say(f"unknown word set {board.word_set!r}", error=True)
            return
        self._loaded_key = self.lists_of(board)
        self.patterns = None
        self._set_loading(True)
        self.service.load(source, board.widened, self._loaded_key[2])

    def lists_of(self, board) -> tuple[str, bool, dt.date | None]:
        """What the loaded word lists must be for ``board``: its set, widened or not, and for a
        game of a dated puzzle its date (a game of a new day's puzzle, after midnight, is not
        played on the day before's prior); a practice game takes whichever day's are loaded."""
        dated = board.word_set == TODAY and board.answer is None and board.day is not None
        loaded_day = self._loaded_key[2] if self._loaded_key is not None else None
        return (board.word_set, board.widened, board.day if dated else loaded_day)

    def on_patterns_ready(self, message: PatternsReady) -> None:
        if self.lists_of(self.board) != self._loaded_key:
            return  # a stale load
        self.patterns = message.patterns
        self.query_one(SuggestionsPanel).use_prior(self.patterns.weights is not None)
        for notice in message.notices:
            warn(self, notice)
        self._set_loading(False)
        if self.patterns.length != self.board.length:
            self.history = History(
                replace(self.board.fresh(), length=self.patterns.length, widened=self.board.widened)
            )
            self.notify(f"{self.patterns.length}-letter words: started a new game")
        self._board_changed()
        self.inputs.resume()  # the keys that waited for the word lists

    def on_patterns_failed(self, message: PatternsFailed) -> None:
        self._set_loading(False)
        self.say(message.error, error=True)
        self.inputs.resume()

    def on_load_progress(self, message: LoadProgress) -> None:
        if message.what == "history":
            self.say(f"updating the answer history... {message.fraction:.0%} (palette: cancel)")
        elif self.board.word_set == "today":
            self.query_one(MessageLine).progress("fitting today's answer prior...")
        else:
            fraction = f"{message.fraction:.0%}"
            self.query_one(MessageLine).progress(
                f"building the pattern matrix (once; cached after)... {fraction}"
            )

    def on_history_updated(self, message: HistoryUpdated) -> None:
        """The update's one line; new days change the prior, so the game is loaded again."""
        self.updating_history = False
        self.say(message.summary)
        self.notify(message.summary, title="Answer history", timeout=10)  # outlives the reload's clean panels
        if message.changed and self.board.word_set == "today":
            self._load_words()

    def on_suggestions_ready(self, message: SuggestionsReady) -> None:
        if message.generation != self.generation:
            return
        if message.suggestions is self.suggestions:  # the same ranking, now with the candidates' scores
            if self.state is not None:
                self.show_candidates(message.candidate_bits)
            return
        self.suggestions = message.suggestions
        self.ranking_pending = not message.final  # Tab and ctrl+s wait for the checked list
        opening = self.state is not None and not self.state.steps
        self.query_one(SuggestionsPanel).show(
            message.suggestions,
            self._suggestion_title(),
            message.status,
            opening=opening,
            strategy=self.board.strategy,
            note=all_lose_note(self.state, message.suggestions) if self.state is not None else (),
        )
        self._highlight()
        if self.state is not None:
            self.show_candidates(message.candidate_bits)
        if message.final:
            self.inputs.resume()  # Tab and ctrl+s waited for this ranking

    def show_candidates(self, scores: dict[str, float] | None = None) -> None:
        """The candidates, with each one's chance of being the answer when the game has a prior."""
        state = self.state
        assert state is not None  # callers show candidates only for a position with a state
        chances = dict(state.candidate_probabilities()) if state.weights is not None else None
        self.query_one(CandidatesPanel).show(state.candidate_words(), scores, state.bits_unknown, chances)

    def on_deep_progress(self, message: DeepProgress) -> None:
        if message.generation == self.generation:
            self.query_one(SuggestionsPanel).pending(message.text)

    def on_suggestions_failed(self, message: SuggestionsFailed) -> None:
        if message.generation == self.generation:
            self.query_one(SuggestionsPanel).show([], self._suggestion_title(), message.error)
            self.ranking_pending, self.no_ranking = False, message.error
            self.inputs.resume()

    def on_solver_path_ready(self, message: SolverPathReady) -> None:
        if message.answer != self.board.known_answer or not self.board.over:
            return
        path = " \u203a ".join(w.upper() for w in message.path)
        line = message.failed or f"{path} ({len(message.path)})"
        self.query_one(HistoryPanel).border_subtitle = f"solver: {line}"
        self.set_note(self._ended(f"{self._verdict()}  Solver: {line}"))

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """A bug in a worker must not pass in silence, nor crash the game: say it."""
        if event.state == WorkerState.ERROR:
            self.say(f"internal error in {event.worker.group}: {event.worker.error!r}", error=True)
            self._set_loading(False)
            if event.worker.group == "suggest":
                self.ranking_pending, self.no_ranking = False, "the ranking failed"
            self.inputs.resume()
