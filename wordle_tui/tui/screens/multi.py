"""The multi-board screen (Dordle to Duotrigordle): the boards side by side, one typed guess
for all of them, each board's colours, and suggestions for the whole game.

Every change is a MultiEntry operation (core/multi/entry.py); the entry is saved to its own
slot and replayed into a MultiGame; the suggestions are ranked in a thread worker.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from textual import events
from textual.app import ComposeResult
from textual.containers import Grid, Horizontal, VerticalScroll
from textual.screen import Screen
from textual.widgets import Header, Static
from textual.worker import Worker, WorkerState, get_current_worker

from ...core.errors import Refused, WordleError
from ...core.game.patterns import Patterns
from ...core.multi import answer_sets
from ...core.multi.entry import BoardRefused, MultiEntry
from ...core.multi.game import MultiGame, game_name
from ...core.multi.refusals import next_board
from ...core.multi.save import save_entry
from ...core.multi.strategy import MultiSolver
from ...core.multi.undo import MultiHistory
from ...core.solve.stats import Cancelled
from ..widgets.fitted_footer import FittedFooter
from ..widgets.multi_board import BoardView, MiniBoard
from ..widgets.multi_suggestions import MultiSuggestions
from .input_queue import InputQueue
from .multi_commands import MULTI_BINDINGS, MultiCommands
from .multi_help import MULTI_HELP
from .multi_input import MultiInput
from .multi_loading import MultiLoading
from .multi_slots import MultiSlots

TOP = 10
FEW = 4  # a board lists its candidates when it has this many or fewer


class MultiScreen(MultiLoading, MultiInput, MultiSlots, Screen):
    """Type a guess once; Enter; colour each board's row (g/y/b, arrows, [ ] between boards,
    or paste an emoji row per board); Enter again. Tab takes the top suggestion."""

    DEFAULT_CSS = """
    MultiScreen #multi-main { height: 1fr; }
    MultiScreen #multi-scroll { width: 1fr; height: 1fr; }
    MultiScreen #multi-boards { grid-size: 4; grid-gutter: 0 1; height: auto; grid-rows: auto; }
    MultiScreen #multi-message { height: auto; max-height: 3; padding: 0 1; }
    MultiScreen #multi-hint { height: auto; padding: 0 1; color: $text-muted; }
    MultiScreen #multi-message.-error { color: $error; }
    MultiScreen ToastRack { margin-bottom: 5; }  /* above the footer, the message and the hint */
    """

    COMMANDS = {MultiCommands}
    KEYS_HELP = MULTI_HELP  # F1 here: these keys, not the single game's
    BINDINGS = MULTI_BINDINGS

    def __init__(
        self, sources: dict[str, Callable], word_set: str, cache_dir: Path | None, save_path: Path | None
    ) -> None:
        """``sources`` and ``word_set``: the play screen's; multi-board offers its own answer
        sets (core/multi/answer_sets.py) and starts on ``likely`` unless the player plays a
        list of their own. The save is read with the word lists, off the UI thread."""
        super().__init__()
        self.play_sources = sources
        self.sources = answer_sets.sources(sources)
        self.cache_dir = cache_dir
        self.save_path = save_path
        self.entry = MultiEntry.new(4, answer_sets.default_set(word_set, sources))  # until the save is read
        self.restoring = save_path is not None
        self.loaded_set: str | None = None
        self.deal_after_load: str | None = None  # a practice game moved to this set: deal once it loads
        self.after_load: tuple[str, bool] | None = None  # a line (and is it an error) for when it loads
        self.history = MultiHistory()  # undo and redo by the player's steps
        self.slots: dict[bool, MultiEntry] = {}  # each slot's game as last shown (by: is it practice)
        self.histories: dict[bool, MultiHistory] = {}  # the other slot's undo history (multi_slots.py)
        self.patterns: Patterns | None = None
        self.solver: MultiSolver | None = None
        self.game: MultiGame | None = None
        self.error_board: int | None = None
        self._shown_selection: tuple[int, bool, bool] | None = None
        self.suggestions = []
        self.inputs = InputQueue(self._waiting)  # every change in the order received (ctrl+s waits)

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="multi-main"):
            with VerticalScroll(id="multi-scroll", can_focus=False):  # its arrows are the screen's
                yield Grid(id="multi-boards")
            yield MultiSuggestions(id="multi-suggestions")
        yield Static("", id="multi-hint")
        yield Static("", id="multi-message")
        yield FittedFooter()

    def on_mount(self) -> None:
        self._load_patterns()

    # -- the one place the entry changes (loading: multi_loading.py) -------------------
    @property
    def selected(self) -> int:
        """The board colour keys act on (the entry holds it, so undo and the save agree)."""
        return self.entry.board

    @property
    def col(self) -> int:
        return self.entry.col

    def apply(
        self,
        op: Callable[[MultiEntry], MultiEntry],
        push: bool = True,
        why: Callable[[MultiEntry], str] | None = None,
    ) -> None:
        """Change the entry; ``push=False`` (moving the selection) is saved but not undone.
        ``why``: what to say when the op leaves the entry as it was (core/multi/refusals.py).
        In turn: after a ctrl+s still waiting for the ranking (input_queue.InputQueue)."""
        self.inputs.put(lambda: self._apply_now(op, push, why))

    def _apply_now(
        self,
        op: Callable[[MultiEntry], MultiEntry],
        push: bool,
        why: Callable[[MultiEntry], str] | None,
    ) -> None:
        if self.game is None:
            self.say("still loading the word lists...", True)
            return
        try:
            entry = op(self.entry)
        except WordleError as exc:
            if isinstance(exc, Refused):
                self.entry = exc.after  # no step to undo
                self._changed()
            self.say(str(exc), True)
            self.error_board = exc.board if isinstance(exc, BoardRefused) else None
            self._show_boards()
            return
        if entry == self.entry:
            if why is not None:
                self.say(why(entry), True)
            return
        if push:
            self.history.record(self.entry, entry)
        self.entry = entry
        self.error_board = None
        self.say("")
        self._changed()

    def _changed(self, save: bool = True) -> None:
        entry = self.entry
        if entry.word_set != self.loaded_set:  # another answer set (a change, or undoing one)
            self.game, self.patterns, self.loaded_set, self.suggestions = None, None, None, []
            self._load_patterns()
            return  # saved once loaded: until then the game on disk is the one before
        self.slots[entry.practice] = entry
        if save and self.save_path is not None:
            try:
                save_entry(self.save_path, entry)
            except OSError as exc:
                self.say(f"could not save the game: {exc.strerror}", True)
        before = _shape(self.game)
        assert self.patterns is not None  # loaded with loaded_set
        self.game = entry.game(self.patterns)
        self.sub_title = (
            f"{game_name(entry.boards)} \u00b7 answers: {answer_sets.label(entry.word_set)} "
            f"({len(self.patterns.words.answers)})" + (" \u00b7 practice" if entry.answers else "")
        )
        if (entry.board, entry.colouring, entry.practice) != self._shown_selection:
            self._shown_selection = (entry.board, entry.colouring, entry.practice)
            # Tab is off while colouring: the footer drops it, then shows it again; F5 names the other slot
            self.refresh_bindings()
            self.call_after_refresh(self._scroll_to_selected)
        self._show_boards()
        panel = self.query_one(MultiSuggestions)
        panel.budget(self.game.guesses_left, self.game.boards_left, self.game.verdict)
        if self.game.verdict == "lost" and entry.answers:
            self.say("Out of guesses. The answers: " + " ".join(a.upper() for a in entry.answers), True)
        elif self.game.verdict == "won":
            self.say(f"Solved all {entry.boards} boards in {self.game.used}!")
        if before != _shape(self.game) or not self.suggestions:  # another size too: ctrl+b, a new empty game
            self._suggest()

    def _suggest(self) -> None:
        panel = self.query_one(MultiSuggestions)
        self.suggestions = []
        assert self.game is not None and self.solver is not None  # set when the word lists load
        if self.game.over:
            panel.pending("")
            return
        panel.pending("computing...")
        game, solver = self.game, self.solver

        def work() -> None:
            cancel: threading.Event = get_current_worker().cancelled_event
            try:
                ranked = solver.rank(game, TOP, cancel)
            except Cancelled:
                return
            if not cancel.is_set():
                self.app.call_from_thread(self._suggestions_ready, game, ranked)

        self.run_worker(work, thread=True, exclusive=True, group="multi-suggest", exit_on_error=False)

    def _suggestions_ready(self, game: MultiGame, ranked) -> None:
        if game is not self.game:
            return  # stale
        self.suggestions = ranked
        self.query_one(MultiSuggestions).show(ranked, "best")
        self.inputs.resume()  # a ctrl+s waiting for them goes now, and the keys behind it

    def _waiting(self, reason: str) -> None:
        self.say(f"ctrl+s waits for {reason} (Escape drops the keys waiting)")

    def _show_boards(self) -> None:
        entry, game = self.entry, self.game
        assert game is not None  # shown once the word lists load
        grid = self.query_one("#multi-boards", Grid)
        views = []
        over = game.over
        for i, board in enumerate(game.boards):
            rows = tuple((g, p) for g, f in entry.moves if (p := f[i]) is not None)
            views.append(
                BoardView(
                    i,
                    rows,
                    entry.length,
                    board.count,
                    board.solved,
                    draft="" if board.solved else entry.draft,
                    colours=entry.colours[i] if entry.colours else None,
                    selected=i == self.selected and entry.colouring,
                    cursor=self.col,
                    error=i == self.error_board,
                    few=tuple(board.candidate_words()) if board.count <= FEW and not board.solved else (),
                    over=over,
                    answer=entry.answers[i] if over and entry.answers and not board.solved else "",
                )
            )
        existing = [w for w in grid.query(MiniBoard) if not w.has_class("-leaving")]
        for widget, view in zip(existing, views, strict=False):
            widget.show(view)
        for widget in existing[len(views) :]:  # fewer boards: drop the rest (removal is async)
            widget.add_class("-leaving")
            widget.remove()
        if len(views) > len(existing):
            grid.mount_all([MiniBoard(v) for v in views[len(existing) :]])
        self._fit_columns()
        self.query_one("#multi-hint", Static).update(self._hint(over))

    def _hint(self, over: bool) -> str:
        """The line under the boards: what the keys do now (one line at 80 columns, board 32 too)."""
        entry = self.entry
        if over:
            return "game over: ctrl+n a new game, ctrl+z undo"
        if not entry.colouring:
            return "type a guess for every board and press Enter (Tab: the top suggestion)"
        if entry.row_done and next_board(entry) == self.selected + 1:  # the only board left open
            return f"board {self.selected + 1} coloured: a colour starts its row again; Enter plays the row"
        if entry.row_done:
            return (
                f"board {self.selected + 1} coloured: a colour goes on to board {next_board(entry)}, "
                "\u2191\u2193 board; Enter plays the row"
            )
        return (
            f"board {self.selected + 1}: g y b colours, \u2190\u2192 tile, \u2191\u2193 board, "
            "paste emoji; Enter plays the row"
        )

    def _fit_columns(self) -> None:
        width = self.entry.length * 3 + 4
        scroll = self.query_one("#multi-scroll")
        room = (
            (scroll.size.width or 80) - scroll.styles.scrollbar_size_vertical + 1
        )  # the last gutter is not needed
        columns = max(1, min(self.entry.boards, room // (width + 1)))
        grid = self.query_one("#multi-boards", Grid)
        grid.styles.grid_size_columns = columns
        grid.styles.grid_columns = str(width)

    def on_resize(self, event: events.Resize) -> None:
        if self.game is not None:
            self.call_after_refresh(self._fit_columns)

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """A bug in a worker must not pass in silence, nor crash the game: say it."""
        if event.state == WorkerState.ERROR:
            event.stop()
            self.say(f"internal error in {event.worker.group}: {event.worker.error!r}", True)

    def say(self, text: str, error: bool = False) -> None:
        message = self.query_one("#multi-message", Static)
        message.update(text)
        message.set_class(error, "-error")


def _shape(game: MultiGame | None) -> tuple | None:
    """What the suggestions are of: an empty Octordle after an empty Quordle needs its own (it
    showed the Quordle's bits, summed over four boards)."""
    return None if game is None else (game.n_boards, game.limit, game.moves)
