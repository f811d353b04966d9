"""Loading a multi-board game's word set (and, on opening, its save checked against the
lists) off the UI thread; changing the answer set. A mixin: MultiScreen holds the entry."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from textual.worker import get_current_worker

from ...core.errors import WordleError
from ...core.game.patterns import Patterns
from ...core.game.words import WordSet
from ...core.multi import answer_sets
from ...core.multi.entry import MultiEntry
from ...core.multi.save import open_entry
from ...core.multi.strategy import MultiSolver
from ...core.solve.stats import Cancelled
from ..notices import warn

if TYPE_CHECKING:
    from .multi_base import MultiScreenBase as _Base
else:
    _Base = object  # the screen supplies everything; see multi_base.py


class MultiLoading(_Base):
    def _source(self, name: str) -> Callable[[], WordSet] | None:
        return answer_sets.source(name, self.play_sources)

    def _load_patterns(self) -> None:
        """The entry's word set (and, the first time, the saved game checked against its lists)."""
        name, restoring, save_path = self.entry.word_set, self.restoring, self.save_path
        self.say(f"loading {answer_sets.label(name)}...")

        def work() -> None:
            loaded: dict[str, WordSet] = {}

            def words_of(set_name: str) -> WordSet | None:
                source = self._source(set_name)
                if source is None:
                    return None
                loaded[set_name] = source()
                return loaded[set_name]

            entry, notice = (
                open_entry(save_path, words_of) if restoring and save_path is not None else (None, None)
            )
            set_name = entry.word_set if entry is not None else name
            try:
                source = self._source(set_name)
                if source is None:
                    raise WordleError(f"the word set {set_name!r} is not available")
                words = loaded.get(set_name) or source()
                patterns = Patterns.load(words, self.cache_dir, cancel=get_current_worker().cancelled_event)
            except Cancelled:
                return  # the screen closed, or a newer load replaced this one
            except WordleError as exc:
                self.app.call_from_thread(self._load_failed, set_name, str(exc), notice)
                return
            self.app.call_from_thread(self._patterns_ready, set_name, patterns, entry, notice)

        self.run_worker(work, thread=True, exclusive=True, group="multi-load", exit_on_error=False)

    def _load_failed(self, set_name: str, message: str, notice: str | None) -> None:
        self.restoring = False
        if notice:
            warn(self, notice)
        if self.entry.word_set != set_name:
            return  # the player has moved on
        before = self.history.back_out()
        if before is not None:  # a set that would not load: back to the game before it
            self.entry = before
            self.after_load = (f"{message[:200]}: kept {answer_sets.label(self.entry.word_set)}", True)
            self._changed()
        else:
            self.say(f"{message[:200]}: choose another answer set (F4, or the palette)", True)

    def ask_set_file(self) -> None:
        from .multi_set_file import SetFilePrompt

        def chosen(path: str | None) -> None:
            if path:
                self.choose_set(answer_sets.file_set_name(path))

        self.app.push_screen(SetFilePrompt(), chosen)

    def _patterns_ready(
        self, set_name: str, patterns: Patterns, restored: MultiEntry | None, notice: str | None
    ) -> None:
        if notice:
            warn(self, notice)
        first, self.restoring = self.restoring, False
        entry = restored or self.entry
        if entry.word_set != set_name:
            return  # a load the player has moved on from (undo, another set): the newer one counts
        self.patterns, self.loaded_set = patterns, set_name
        self.solver = MultiSolver(patterns, "best")
        self.say(*(self.after_load or ("",)))
        self.after_load = None
        if entry.length != patterns.length:
            entry = MultiEntry.new(entry.boards, set_name, patterns.length)
        if self.deal_after_load == set_name and not entry.moves and entry.answers is None:
            self.deal_after_load = None
            entry = MultiEntry.new(entry.boards, set_name, patterns.length, self._deal(entry.boards))
        try:
            self.entry = entry.fit(entry.game(patterns))
        except WordleError as exc:
            self.say(f"the saved game no longer fits the word lists ({exc}); started afresh", True)
            self.entry = MultiEntry.new(entry.boards, set_name, patterns.length)
        self._changed(save=not first)  # opening the screen changes nothing on disk

    def _deal(self, boards: int) -> tuple[str, ...]:
        assert self.patterns is not None  # dealt only once the word lists are loaded
        return tuple(random.sample(self.patterns.words.answers, boards))
