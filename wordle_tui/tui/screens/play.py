"""The play screen: the board, the keyboard and the panels, wired to the core.

Data flows one way: a key becomes a Board operation through the core's grid state machine;
the new Board is saved to its slot and replayed into a GameState by the core; the service
ranks guesses in a worker; the widgets show what came back. Every message and panel is
reset when the position it describes changes, so nothing outlives its cause.
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable
from pathlib import Path

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Header, Input, Static

from ...core.coach.daily_game import daily_slot
from ...core.coach.record import GameRecord
from ...core.errors import WordleError
from ...core.game import grid_mode
from ...core.game.board import Board
from ...core.game.patterns import PatternSource
from ...core.game.puzzle import puzzle_today, seconds_to_next_day
from ...core.game.state import GameState
from ...core.game.undo import History
from ...core.solve.solver import Solver
from ...core.storage.daily_slot import DailySlot
from ...core.storage.save import encode_board, load_board, slot_of, slot_path
from ...core.storage.save_writer import SaveWriter
from ..coach import score_later, write_waiting
from ..service import SolverService
from ..widgets.board_column import BoardColumn
from ..widgets.candidates import CandidatesPanel
from ..widgets.filter_input import FilterInput
from ..widgets.fitted_footer import FittedFooter
from ..widgets.grid import TileGrid
from ..widgets.keyboard import Keyboard
from ..widgets.message_line import MessageLine
from ..widgets.panels import HistoryPanel, SuggestionsPanel
from .input_queue import InputQueue
from .play_actions import PlayActions, WordSources
from .play_commands import PLAY_BINDINGS
from .play_header import header_text
from .play_input import PlayInput
from .play_kept import PlayKept
from .play_messages import PlayMessages
from .play_results import PlayResults
from .play_slots import PlaySlots


class PlayScreen(
    PlayInput, PlayActions, PlaySlots, PlayResults, PlayKept, PlayMessages, Screen, inherit_bindings=False
):
    BINDINGS = PLAY_BINDINGS  # all of its keys, in the footer's order (Screen's Tab is ours)
    # The panels' layouts by height (wordle.tcss); the board fits its column (board_column.py).
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-medium"), (38, "-tall")]

    def __init__(
        self, board: Board, sources: WordSources, *, save_dir: Path | None, cache_dir: Path | None
    ) -> None:
        super().__init__()
        self.history = History(board)
        self.sources = sources
        self.save_dir = save_dir  # None: read-only (another instance has the game open)
        self.unsaved: dict[str, str] = {}  # slots kept in memory only (a saved game is kept), each with why
        self.kept: dict[str, Board] = {}  # each slot's game as last played this session
        daily = load_board(slot_path(save_dir, "daily"))[0] if save_dir is not None else None
        self.daily = daily_slot(daily)  # what game.json holds: today's (or a later) puzzle is kept
        self.records: dict[str, GameRecord | None] = {}  # the record's game of each puzzle, read once
        self.saver = SaveWriter()  # a failed write is retried and said until one succeeds
        self.service = SolverService(self, cache_dir)
        self.inputs = InputQueue(self._waiting, self.step_begins)  # every input, in the order received
        self.words_loading = False
        self.ranking_pending = False  # a ranking of the position on the board is on its way
        self.no_ranking = ""  # why no ranking comes for this position (deep on today's first guess...)
        self.patterns: PatternSource | None = None
        self.state: GameState | None = None
        self.suggestions = []
        self.generation = 0
        self.sort_by_score = False
        self.hide_helpers = False
        self.updating_history = False  # an answer history update is running (the palette cancels it)
        self._loaded_key: tuple[str, bool, dt.date | None] | None = None
        self._game_key: tuple | None = None  # the position the panels show now
        # What the position itself says (no word fits, the verdict), and why the game is not saved
        # or recorded as last told (play_messages.py: once, not after every key).
        self._note: tuple[str, bool] = ("", False)
        self._kept_told: tuple[str, ...] = ()
        self.ends: dict[tuple, str] = {}  # each finished game seen: "opened" finished, or "handled"
        self._opened(board)

    @property
    def board(self) -> Board:
        return self.history.current

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="main"):
            with BoardColumn(id="left"):
                yield TileGrid(self.board, self, id="grid")
                yield Static("", id="hint")
                yield MessageLine(id="message")
                yield Keyboard(id="keyboard")
            with Vertical(id="right"):
                yield Static("Helpers hidden until the game ends (F8 shows them).", id="helpers-off")
                yield SuggestionsPanel(id="suggestions")
                yield HistoryPanel(id="history")
                yield CandidatesPanel(id="candidates")
        yield FittedFooter()

    def on_mount(self) -> None:
        self.query_one("#history").border_title = "History"
        self.query_one("#candidates").border_title = "Candidates"
        self.query_one(TileGrid).focus()
        self._load_words()
        self._update_view()
        write_waiting(self)  # games a killed run left queued go into the record now
        score_later(self)  # and games quit during their review get their scores
        self._at_next_day()

    def _at_next_day(self) -> None:
        """At the player's local midnight the hint offers the new day's puzzle, unasked."""
        self.set_timer(seconds_to_next_day() + 1, self._a_new_day, name="next day")

    def _a_new_day(self) -> None:
        self._update_view()
        self._at_next_day()

    # -- the one place the board changes ---------------------------------------------------
    def apply(self, op: Callable[[Board], Board]) -> None:
        try:
            board = op(self.board)
        except WordleError as exc:
            self.refused(exc)
            return
        if self.history.push(board):
            self._board_changed()

    def start(self, board: Board) -> None:
        """Another game (new, practice, the other slot): its own undo history, clean panels."""
        self.history = History(board)
        self._opened(board)
        self.query_one(CandidatesPanel).clear()
        self.sort_by_score = False
        self._game_key = None
        self.set_note(("", False))
        self._board_changed()
        self.refresh_bindings()  # the footer's F5 says where it goes from this game

    def _opened(self, board: Board) -> None:
        """A game opened finished (restored, switched to) is not reviewed again; see tui/coach.py."""
        from ..coach import end_key

        if board.over:
            self.ends.setdefault(end_key(board), "opened")

    def _submit(self, board: Board) -> Board:
        if self.patterns is None:
            raise WordleError("still loading the word lists...")
        return board.submit_word(self.patterns, self.state.steps if self.state is not None else ())

    def _board_changed(self) -> None:
        board = self.board
        self.kept[slot_of(board)] = board
        if self.save_dir is not None and not self.unwritten(board):
            failing = self.saver.warning
            self.saver.write(slot_path(self.save_dir, slot_of(board)), encode_board(board))
            if slot_of(board) == "daily":
                self.daily = DailySlot(board)
            if self.saver.warning:  # the position's note until a write succeeds
                self.set_note(self._ended(self._verdict()) if board.over else (self.saver.warning, True))
            elif failing and failing in self._note[0]:  # alone, or under a finished game's verdict
                self.set_note((self._note[0].replace(failing, "").strip(), False))
        if self._loaded_key != self.lists_of(board):
            self._load_words()
        self._update_view()

    def _update_view(self) -> None:
        board = self.board
        self.query_one(TileGrid).board = board
        self.query_one(Keyboard).show(board.letter_states())
        from ..coach import board_puzzle

        puzzle = board_puzzle(self)
        daily = board.over and puzzle.is_daily  # over, it offers practice, or the new day's
        day_over = daily and puzzle.day is not None and puzzle.day < puzzle_today()
        can_undo = bool(self.history.undo_stack)
        hint = grid_mode.hint(board, self.hint_keys(), not self.helpers_hidden, can_undo, daily, day_over)
        self.query_one("#hint", Static).update(hint)
        self.query_one(BoardColumn).fit()  # the rows may have changed, and the hint's lines
        self.query_one("#right").set_class(self.helpers_hidden, "-helpers-off")
        self._update_header()
        if self.patterns is None:
            return
        # Typing and colouring the current row change nothing the solver sees.
        game_key = (board.rows, board.hard, board.strategy, board.max_rows, id(self.patterns))
        if game_key == self._game_key:
            self._highlight()
            return
        self._game_key = game_key
        self.ranking_pending, self.no_ranking = False, ""
        self.set_note((self.saver.warning, True) if self.saver.warning else ("", False))
        self.tell_kept(board)  # once, when it becomes so: the header keeps "not saved"
        self.generation += 1
        self.suggestions = []  # the previous position's ranking must not be played
        state, error = board.game(self.patterns)
        self.state = state
        history = self.query_one(HistoryPanel)
        history.border_subtitle = ""
        failed = None
        if error is not None:
            row = board.rows[error.step - 1]
            failed = (row.word, row.pattern)
            self.set_note((self.no_fit(error), True))
        history.show(state.steps, failed)
        if error is None:
            self.show_candidates()
        else:
            self.query_one(CandidatesPanel).show([])
        panel = self.query_one(SuggestionsPanel)
        if error is not None or board.over:
            self.no_ranking = "the game is over" if board.over else self._note[0]
            panel.show([], self._suggestion_title(), "the game is over" if board.over else "")
            if board.over and error is None:
                self._game_over()
            return
        if board.strategy == "deep" and self.patterns.searched_after_first_guess and not state.steps:
            self.no_ranking = (
                "deep on today's game starts after the first guess "
                "(no opener is solved for the prior): play one, or F3"
            )
        elif board.strategy == "deep" and not state.steps and not Solver("deep").known_openers(state):
            self.no_ranking = "no solved openers for this list: play a first guess, or F3"
        if self.no_ranking:
            panel.show([], self._suggestion_title(), self.no_ranking)
            return
        panel.pending(f"computing ({board.strategy})...", self._suggestion_title())
        self.ranking_pending = True
        self.service.suggest(state, board.strategy, "all", self.generation)

    def _update_header(self) -> None:
        board = self.board
        notes = (
            "not saved" if self.not_saved(board) or self.saver.pending else "",
            self.app.read_only_why if self.save_dir is None and self.app.read_only else "",
        )
        self.title, self.sub_title = header_text(
            board,
            self.patterns,
            self.size.width or self.app.size.width,
            archive=self.service.day is not None,
            notes=tuple(n for n in notes if n),
        )

    def on_resize(self) -> None:
        self._update_header()

    def _suggestion_title(self) -> str:
        return f"Next guesses \u00b7 {self.board.strategy}" + (" \u00b7 hard" if self.board.hard else "")

    def _highlight(self) -> None:
        words = [s.guess for s in self.suggestions]
        draft = self.board.draft
        self.query_one(SuggestionsPanel).highlight(draft if draft in words else None)

    def _game_over(self) -> None:
        board = self.board
        self.set_note(self._ended(self._verdict()))
        if board.known_answer is not None:  # how the solver would have played it, for comparison
            assert self.patterns is not None  # a game is over only once its words are loaded
            self.service.solver_path(self.patterns, board.strategy, board.known_answer, board.hard)
        from ..coach import game_over

        game_over(self)  # keep it in the record once; review a game that ended now

    @on(Input.Submitted, "#candidate-filter")
    def _filter_done(self) -> None:
        self.query_one(TileGrid).focus()

    @on(FilterInput.Keyed)
    def _filter_keyed(self) -> None:
        self.next_input()

    @on(FilterInput.NothingTo)
    def _filter_unchanged(self, event: FilterInput.NothingTo) -> None:
        self.say(f"nothing to {event.step} in the filter (Escape first to {event.step} a step of the game)")
