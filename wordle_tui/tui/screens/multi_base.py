"""The typed face of MultiScreen that its mixins (multi_input, multi_loading) see.

For the type checker only: each mixin subclasses ``MultiScreenBase`` under ``TYPE_CHECKING`` and
``object`` at run time, so Textual's bindings, CSS and MRO are exactly as before. Keep the
declarations here in step with MultiScreen.__init__ and the methods the mixins share.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from textual.screen import Screen

from ...core.game.patterns import Patterns
from ...core.game.words import WordSet
from ...core.multi.entry import MultiEntry
from ...core.multi.game import MultiGame
from ...core.multi.strategy import MultiSolver, MultiSuggestion
from ...core.multi.undo import MultiHistory
from ..app import WordleApp
from .input_queue import InputQueue


class MultiScreenBase(Screen):
    app: WordleApp  # the screen only runs in WordleApp

    # set in MultiScreen.__init__
    play_sources: dict[str, Callable[[], WordSet]]
    sources: dict[str, Callable[[], WordSet]]
    cache_dir: Path | None
    save_path: Path | None
    entry: MultiEntry
    restoring: bool
    loaded_set: str | None
    deal_after_load: str | None
    after_load: tuple[str, bool] | None
    history: MultiHistory
    slots: dict[bool, MultiEntry]
    histories: dict[bool, MultiHistory]
    patterns: Patterns | None
    solver: MultiSolver | None
    game: MultiGame | None
    error_board: int | None
    _shown_selection: tuple[int, bool, bool] | None
    suggestions: list[MultiSuggestion]
    inputs: InputQueue

    # MultiScreen
    @property
    def selected(self) -> int:
        raise NotImplementedError

    @property
    def col(self) -> int:
        raise NotImplementedError

    def apply(
        self,
        op: Callable[[MultiEntry], MultiEntry],
        push: bool = True,
        why: Callable[[MultiEntry], str] | None = None,
    ) -> None: ...
    def _changed(self, save: bool = True) -> None: ...
    def say(self, text: str, error: bool = False) -> None: ...

    # MultiInput
    def choose_set(self, name: str) -> None: ...

    # MultiSlots
    def new_game(self, boards: int | None = None, practice: bool | None = None) -> None: ...

    # MultiLoading
    def _load_patterns(self) -> None: ...
    def _deal(self, boards: int) -> tuple[str, ...]:
        raise NotImplementedError
