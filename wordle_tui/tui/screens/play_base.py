"""The typed face of PlayScreen that its mixins (play_actions, play_input, play_results) see.

For the type checker only: each mixin subclasses ``PlayScreenBase`` under ``TYPE_CHECKING`` and
``object`` at run time, so Textual's bindings, CSS and MRO are exactly as before. Keep the
declarations here in step with PlayScreen.__init__ and the methods the mixins share.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from pathlib import Path

from textual.screen import Screen

from ...core.coach.record import GameRecord
from ...core.game.board import Board
from ...core.game.patterns import PatternSource
from ...core.game.state import GameState
from ...core.game.undo import History
from ...core.game.words import WordSet
from ...core.solve.strategies import Suggestion
from ...core.storage.daily_slot import DailySlot
from ...core.storage.save_writer import SaveWriter
from ..app import WordleApp
from ..service import SolverService
from .input_queue import InputQueue


class PlayScreenBase(Screen):
    # set in PlayScreen.__init__
    history: History
    sources: dict[str, Callable[[], WordSet]]
    save_dir: Path | None
    unsaved: dict[str, str]
    kept: dict[str, Board]
    daily: DailySlot
    records: dict[str, GameRecord | None]
    saver: SaveWriter
    service: SolverService
    inputs: InputQueue
    words_loading: bool
    ranking_pending: bool
    no_ranking: str
    patterns: PatternSource | None
    state: GameState | None
    suggestions: list[Suggestion]
    generation: int
    sort_by_score: bool
    hide_helpers: bool
    updating_history: bool
    _loaded_key: tuple[str, bool, dt.date | None] | None
    _game_key: tuple | None
    _note: tuple[str, bool]
    _kept_told: tuple[str, ...]
    ends: dict[tuple, str]

    app: WordleApp  # the screen only runs in WordleApp

    # PlayScreen
    @property
    def board(self) -> Board:
        raise NotImplementedError

    def apply(self, op: Callable[[Board], Board]) -> None: ...
    def start(self, board: Board) -> None: ...
    def _submit(self, board: Board) -> Board:
        raise NotImplementedError

    def _board_changed(self) -> None: ...
    def _update_view(self) -> None: ...
    def _update_header(self) -> None: ...
    def _suggestion_title(self) -> str:
        raise NotImplementedError

    def _highlight(self) -> None: ...
    def _verdict(self) -> str:
        raise NotImplementedError

    def _ended(self, verdict: str) -> tuple[str, bool]:
        raise NotImplementedError

    # PlayMessages
    def say(self, text: str, error: bool = False) -> None: ...
    def set_note(self, note: tuple[str, bool]) -> None: ...
    def next_input(self) -> None: ...
    def tell_kept(self, board: Board) -> None: ...
    def strategy_said(self) -> None: ...
    def hard_said(self) -> None: ...
    def word_set_said(self, before: Board, name: str, skipped: str = "") -> None: ...
    def widen_said(self, before: Board, words: WordSet | None) -> None: ...
    # PlayKept
    def not_saved(self, board: Board) -> str:
        raise NotImplementedError

    def unwritten(self, board: Board) -> str:
        raise NotImplementedError

    def recorded(self, board: Board) -> GameRecord | None:
        raise NotImplementedError

    # PlayActions
    @property
    def helpers_hidden(self) -> bool:
        raise NotImplementedError

    def hint_keys(self) -> dict[str, str]:
        raise NotImplementedError

    # PlaySlots
    def action_practice(self, keep_history: bool = False) -> None: ...
    def daily_name(self, board: Board | None) -> str:
        raise NotImplementedError

    # PlayResults
    def _load_words(self) -> None: ...
    def lists_of(self, board: Board) -> tuple[str, bool, dt.date | None]:
        raise NotImplementedError

    def show_candidates(self, scores: dict[str, float] | None = None) -> None: ...

    # PlayInput
    def press(self, key: str, char: str | None) -> None: ...
