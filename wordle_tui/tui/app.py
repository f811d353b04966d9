"""The Textual app: the play screen, wired to the core through the solver service.

Data flows one way: a key press becomes a Board operation; the new Board is saved and
replayed into a GameState by the core; the service ranks guesses in a worker; the widgets
show what came back.
"""

from __future__ import annotations

import random
from dataclasses import replace
from collections.abc import Callable, Iterable
from functools import partial
from pathlib import Path

from textual import on
from textual.app import App, ComposeResult, SystemCommand
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Header, Input, Static
from textual.worker import Worker, WorkerState

from ..core.board import Board, History, Row, default_data_dir, load_board, save_board
from ..core.feedback import decode, score
from ..core.errors import WordleError
from ..core.patterns import Patterns
from ..core.settings import load_settings
from ..core.state import GameState
from ..core.strategies import STRATEGIES
from ..core.words import NAMED_SETS, WordSet, load_word_set
from .messages import (
    DeepProgress,
    LoadProgress,
    PatternsFailed,
    PatternsReady,
    SolverPathReady,
    SuggestionsFailed,
    SuggestionsReady,
)
from .preferences import Preferences
from .screens.bench import BenchScreen, OpenGame
from .screens.cover import CoverScreen
from .screens.help import HelpScreen
from .service import SolverService
from .widgets.grid import TileGrid
from .widgets.keyboard import Keyboard
from .widgets.panels import CandidatesPanel, HistoryPanel, SuggestionsPanel

WordSources = dict[str, Callable[[], WordSet]]


class WordleApp(App):
    CSS_PATH = ["wordle.tcss", "palettes.tcss"]
    TITLE = "wordle-tui"
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-wide")]
    VERTICAL_BREAKPOINTS = [(0, "-short"), (34, "-tall")]

    BINDINGS = [
        Binding("f1,question_mark", "help", "help", key_display="F1", id="help"),
        Binding("ctrl+z", "undo", "undo", id="undo"),
        Binding("ctrl+y", "redo", "redo", id="redo"),
        Binding("ctrl+n", "new_game", "new", id="new_game"),
        Binding("tab", "fill_suggestion", "suggest", priority=True, id="fill_suggestion"),
        Binding("ctrl+s", "step", "step", id="step"),
        Binding("f2", "toggle_hard", "hard", id="toggle_hard"),
        Binding("f3", "next_strategy", "strategy", id="next_strategy"),
        Binding("f4", "next_word_set", "words", show=False, id="next_word_set"),
        Binding("f5", "practice", "practice", show=False, id="practice"),
        Binding("f6", "cover", "kilordle", id="cover"),
        Binding("f7", "lab", "lab", id="lab"),
        Binding("ctrl+w", "widen", "widen", show=False, id="widen"),
        Binding("ctrl+o", "toggle_sort", "sort", show=False, id="toggle_sort"),
        Binding("slash", "filter", "filter", show=False, id="filter"),
    ]

    def __init__(
        self,
        board: Board,
        sources: WordSources,
        *,
        save_path: Path | None = None,
        cache_dir: Path | None = None,
        notices: Iterable[str] = (),
    ) -> None:
        super().__init__()
        self.history = History(board)
        self.sources = sources
        self.save_path = save_path
        self.service = SolverService(self, cache_dir)
        self.patterns: Patterns | None = None
        self.state: GameState | None = None
        self.suggestions = []
        self.generation = 0
        self.sort_by_score = False
        self._start_notices = list(notices)
        self._loaded_key: tuple[str, bool] | None = None
        self._game_key: tuple | None = None  # what the panels show now

    @property
    def board(self) -> Board:
        return self.history.current

    # -- layout --------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="main"):
            with Vertical(id="left"):
                yield TileGrid(self.board, self, id="grid")
                yield Static("", id="message")
                yield Keyboard(id="keyboard")
            with Vertical(id="right"):
                yield SuggestionsPanel(id="suggestions")
                yield HistoryPanel(id="history")
                yield CandidatesPanel(id="candidates")
        yield Footer()

    def on_mount(self) -> None:
        Preferences.attach(self)
        self.query_one("#history").border_title = "History"
        self.query_one("#candidates").border_title = "Candidates"
        self.query_one("#grid").focus()
        for notice in self._start_notices:
            self.notify(notice, severity="warning", timeout=8)
        self._set_loading(True)
        self._load_words()
        self._update_view()

    # -- the one place the board changes ---------------------------------------------------
    def apply(self, op: Callable[[Board], Board]) -> None:
        try:
            board = op(self.board)
        except WordleError as exc:
            self.say(str(exc), error=True)
            return
        if self.history.push(board):
            self.say("")
            self._board_changed()

    def _board_changed(self, reload: bool = False) -> None:
        board = self.board
        if self.save_path is not None:
            try:
                save_board(self.save_path, board)
            except OSError as exc:
                self.say(f"could not save the game: {exc.strerror}", error=True)
        if reload or self._loaded_key != (board.word_set, board.widened):
            self._load_words()
        self._update_view()

    def _update_view(self) -> None:
        board = self.board
        self.query_one(TileGrid).board = board
        self.query_one(Keyboard).show(board.letter_states())
        self.sub_title = " \u00b7 ".join(
            p for p in (
                board.word_set + (" (widened)" if board.widened else ""),
                board.strategy,
                "hard" if board.hard else "normal",
                f"practice ({len(board.rows)}/{board.max_rows})" if board.answer else "",
            ) if p
        )
        if self.patterns is None:
            return
        # Typing and colouring the current row change nothing the solver sees.
        game_key = (board.rows, board.hard, board.strategy, id(self.patterns))
        if game_key == self._game_key:
            return
        self._game_key = game_key
        state, error = board.game(self.patterns)
        self.state = state
        failed = None
        if error is not None:
            row = board.rows[error.step - 1]
            failed = (row.word, row.pattern)
            self.say(f"{error}, or ctrl+w to widen to every allowed word", error=True)
        self.query_one(HistoryPanel).show(state.steps, failed)
        self.query_one(CandidatesPanel).show(state.candidate_words() if error is None else [])
        self.generation += 1
        suggestions = self.query_one(SuggestionsPanel)
        if error is not None or state.solved:
            self.suggestions = []
            suggestions.show([], self._suggestion_title())
            if state.solved and error is None:
                self._game_over(won=True)
            return
        if board.over:
            self._game_over(won=False)
        suggestions.pending(f"computing ({board.strategy})...", self._suggestion_title())
        self.service.suggest(state, board.strategy, "all", self.generation)

    def _suggestion_title(self) -> str:
        return f"Next guesses \u00b7 {self.board.strategy}" + (" \u00b7 hard" if self.board.hard else "")

    def _game_over(self, won: bool) -> None:
        board = self.board
        if board.answer is None:
            if won:
                self.say(f"Solved in {len(board.rows)}!")
            return
        verdict = f"Solved in {len(board.rows)}!" if won else f"Out of guesses: the answer was {board.answer.upper()}."
        self.say(verdict + " Solver's path coming up...")
        self.service.solver_path(self.patterns, board.strategy, board.answer, board.hard)

    def say(self, text: str, error: bool = False) -> None:
        message = self.query_one("#message", Static)
        message.update(text)
        message.set_class(error, "-error")

    def _set_loading(self, loading: bool) -> None:
        for panel in self.query("SuggestionsPanel, CandidatesPanel, HistoryPanel"):
            panel.loading = loading

    def _load_words(self) -> None:
        board = self.board
        source = self.sources.get(board.word_set)
        if source is None:
            self.say(f"unknown word set {board.word_set!r}", error=True)
            return
        self._loaded_key = (board.word_set, board.widened)
        self.patterns = None
        self._set_loading(True)
        self.service.load(source, board.widened)

    # -- what the workers send back --------------------------------------------------------
    @on(PatternsReady)
    def _patterns_ready(self, message: PatternsReady) -> None:
        if (self.board.word_set, self.board.widened) != self._loaded_key:
            return  # a stale load
        self.patterns = message.patterns
        self.say("")
        for notice in message.notices:
            self.notify(notice, severity="warning", timeout=8)
        self._set_loading(False)
        if self.patterns.length != self.board.length:
            fresh = replace(self.board.fresh(), length=self.patterns.length, widened=self.board.widened)
            self.history = History(fresh)
            self.notify(f"{self.patterns.length}-letter words: started a new game")
        self._board_changed()

    @on(PatternsFailed)
    def _patterns_failed(self, message: PatternsFailed) -> None:
        self._set_loading(False)
        self.say(message.error, error=True)

    @on(LoadProgress)
    def _load_progress(self, message: LoadProgress) -> None:
        self.say(f"building the pattern matrix... {message.fraction:.0%}")

    @on(SuggestionsReady)
    def _suggestions_ready(self, message: SuggestionsReady) -> None:
        if message.generation != self.generation:
            return
        self.suggestions = message.suggestions
        panel = self.query_one(SuggestionsPanel)
        panel.show(message.suggestions, self._suggestion_title())
        if self.state is not None:
            self.query_one(CandidatesPanel).show(self.state.candidate_words(), message.candidate_bits)

    @on(DeepProgress)
    def _deep_progress(self, message: DeepProgress) -> None:
        if message.generation == self.generation:
            self.query_one(SuggestionsPanel).pending(message.text)

    @on(SuggestionsFailed)
    def _suggestions_failed(self, message: SuggestionsFailed) -> None:
        if message.generation == self.generation:
            self.query_one(SuggestionsPanel).pending("")
            self.say(message.error, error=True)

    @on(SolverPathReady)
    def _solver_path(self, message: SolverPathReady) -> None:
        if message.answer != self.board.answer:
            return
        path = " \u203a ".join(w.upper() for w in message.path)
        mine = " \u203a ".join(r.word.upper() for r in self.board.rows)
        self.query_one(HistoryPanel).border_subtitle = f"solver: {path} ({len(message.path)})"
        self.say(f"You: {mine} ({len(self.board.rows)})  Solver: {path} ({len(message.path)})")

    def on_worker_state_changed(self, event: Worker.StateChanged) -> None:
        """A bug in a worker must not pass in silence, nor crash the game: say it."""
        if event.state == WorkerState.ERROR:
            self.say(f"internal error in {event.worker.group}: {event.worker.error!r}", error=True)
            self._set_loading(False)

    # -- input from the widgets -------------------------------------------------------------
    def submit(self) -> None:
        if self.patterns is None:
            self.say("still loading the word lists...", error=True)
            return
        steps = self.state.steps if self.state is not None else ()
        self.apply(lambda b: b.submit_word(self.patterns, steps))

    @on(Keyboard.Pressed)
    def _key_pressed(self, message: Keyboard.Pressed) -> None:
        grid = self.query_one(TileGrid)
        grid.focus()
        if message.key == "enter":
            if self.board.colouring:
                self.apply(Board.commit_colours)
            else:
                self.submit()
        elif message.key == "backspace":
            self.apply(Board.backspace)
        else:
            self.apply(lambda b: b.type(message.key))

    @on(SuggestionsPanel.Picked)
    def _picked(self, message: SuggestionsPanel.Picked) -> None:
        self.apply(lambda b: b.set_draft(message.word))
        self.query_one(TileGrid).focus()

    @on(Input.Submitted, "#candidate-filter")
    def _filter_done(self) -> None:
        self.query_one(TileGrid).focus()

    # -- actions -------------------------------------------------------------------------
    def action_help(self) -> None:
        if not isinstance(self.screen, HelpScreen):
            self.push_screen(HelpScreen())

    GLOBAL_ACTIONS = {"help", "quit", "command_palette"}

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        """Play-screen keys (Tab, ctrl+s, F2...) mean nothing on other screens: hide them there."""
        if action not in self.GLOBAL_ACTIONS and len(self.screen_stack) > 1:
            return False
        return True

    def action_cover(self) -> None:
        if self.patterns is None:
            self.say("still loading the word lists...", error=True)
            return
        if not isinstance(self.screen, CoverScreen):
            state = self.state
            self.push_screen(CoverScreen(self.patterns.words, lambda: state.candidate_words() if state else []))

    def action_lab(self) -> None:
        """The strategy lab; installed once, so its results are still there when reopened."""
        if "lab" not in self._installed_screens:
            self.install_screen(BenchScreen(self.sources, self.board.word_set, self.patterns), name="lab")
        if not isinstance(self.screen, BenchScreen):
            self.push_screen("lab", self._open_game)

    def _open_game(self, game: OpenGame | None) -> None:
        """Replay a benchmark game on the board, as a finished practice game."""
        if game is None:
            return
        rows = tuple(Row(g, tuple(decode(score(g, game.answer), len(g)))) for g in game.path)
        board = Board(
            length=len(game.answer), rows=rows, word_set=game.word_set, strategy=game.strategy, hard=game.hard,
            answer=game.answer, max_rows=max(6, len(rows)),
        )
        self.apply(lambda _: board)

    def action_undo(self) -> None:
        if self.history.undo():
            self._board_changed()
        else:
            self.say("nothing to undo")

    def action_redo(self) -> None:
        if self.history.redo():
            self._board_changed()
        else:
            self.say("nothing to redo")

    def action_new_game(self) -> None:
        self.apply(Board.fresh)

    def action_practice(self) -> None:
        if self.patterns is None:
            self.say("still loading the word lists...", error=True)
            return
        answer = random.choice(self.patterns.words.answers)
        self.apply(lambda b: replace(b.fresh(), answer=answer))
        self.say("Practice: the answer is hidden; type your guesses.")

    def action_fill_suggestion(self) -> None:
        if isinstance(self.focused, Input):
            self.query_one(TileGrid).focus()
            return
        if self.suggestions:
            self.apply(lambda b: b.set_draft(self.suggestions[0].guess))

    def action_step(self) -> None:
        if not self.suggestions:
            self.say("no suggestion yet", error=True)
            return
        self.apply(lambda b: b.set_draft(self.suggestions[0].guess))
        self.submit()

    def action_toggle_hard(self) -> None:
        self.apply(lambda b: replace(b, hard=not b.hard))
        self.preferences.remember(hard=self.board.hard)

    def action_next_strategy(self) -> None:
        self.set_strategy(STRATEGIES[(STRATEGIES.index(self.board.strategy) + 1) % len(STRATEGIES)])

    def set_strategy(self, strategy: str) -> None:
        self.apply(lambda b: replace(b, strategy=strategy))
        self.preferences.remember(strategy=self.board.strategy)

    def action_next_word_set(self) -> None:
        names = list(self.sources)
        self.set_word_set(names[(names.index(self.board.word_set) + 1) % len(names)] if self.board.word_set in names else names[0])

    def set_word_set(self, name: str) -> None:
        self.apply(lambda b: replace(b, word_set=name, widened=False))

    def action_widen(self) -> None:
        self.apply(lambda b: replace(b, widened=not b.widened))
        self.say("every allowed word is now a candidate" if self.board.widened else "back to the answer list")

    def action_any_word(self) -> None:
        self.apply(lambda b: replace(b, any_word=not b.any_word))
        self.say("any word is accepted as a guess" if self.board.any_word else "guesses must be in the allowed list")

    def action_toggle_sort(self) -> None:
        self.sort_by_score = not self.sort_by_score
        self.query_one(CandidatesPanel).set_sort(self.sort_by_score)

    def action_filter(self) -> None:
        self.query_one("#candidate-filter", Input).focus()

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        yield from super().get_system_commands(screen)
        yield from self.preferences.commands()
        yield SystemCommand("Help", "Keys and what the numbers mean", self.action_help)
        yield SystemCommand("Kilordle cover", "The fewest guesses that make every letter-position green", self.action_cover)
        yield SystemCommand("Strategy lab", "Benchmark strategies over every answer, side by side", self.action_lab)
        yield SystemCommand("Undo", "Undo the last change", self.action_undo)
        yield SystemCommand("Redo", "Redo what was undone", self.action_redo)
        yield SystemCommand("New game", "Clear the board, keep the settings", self.action_new_game)
        yield SystemCommand("Practice game", "A hidden random answer; the app colours the tiles", self.action_practice)
        yield SystemCommand("Step", "Play the top suggestion", self.action_step)
        yield SystemCommand("Toggle hard mode", "Greens stay in place, revealed letters are reused", self.action_toggle_hard)
        yield SystemCommand("Widen candidates", "Every allowed word may be the answer (toggle)", self.action_widen)
        yield SystemCommand("Accept any word", "Guesses outside the allowed list, for clones (toggle)", self.action_any_word)
        yield SystemCommand("Sort candidates", "A-Z or by expected bits", self.action_toggle_sort)
        for name in STRATEGIES:
            yield SystemCommand(f"Strategy: {name}", f"Rank guesses by {name}", partial(self.set_strategy, name))
        for name in self.sources:
            what = NAMED_SETS[name][2] if name in NAMED_SETS else "your word list"
            yield SystemCommand(f"Word set: {name}", what, partial(self.set_word_set, name))


# -- start-up ---------------------------------------------------------------------------------
def word_sources(args) -> WordSources:
    sources: WordSources = {name: partial(load_word_set, name) for name in NAMED_SETS}
    if getattr(args, "words", None) or getattr(args, "answers", None):
        custom = partial(load_word_set, words=args.words, answers=args.answers, length=args.length)
        return {"custom": custom, **sources}
    return sources


def initial_board(args, sources: WordSources, save_path: Path | None) -> tuple[Board, list[str]]:
    """The saved game if there is one (and no practice game or other word set was asked for),
    else a new one; options given on the command line apply either way."""
    notices: list[str] = []
    defaults = load_settings().settings  # a new game's word set, strategy and hard mode
    name = "custom" if "custom" in sources else args.set
    practice = args.answer or args.practice
    if save_path is not None and not practice and name != "custom":
        board, notice = load_board(save_path)
        if notice:
            notices.append(notice)
        if board is not None and board.word_set in sources and name in (None, board.word_set):
            return replace(
                board,
                hard=board.hard or args.hard,
                strategy=args.strategy or board.strategy,
                any_word=board.any_word or args.any_word,
            ), notices
    name = name or defaults.word_set
    words = sources[name]()
    notices.extend(words.warnings)
    answer = None
    if args.answer:
        answer = words.check_guess(args.answer, any_word=True)
        if answer not in words.answer_index:
            raise WordleError(f"{answer.upper()} is not in the answer list ({words.name})")
    elif args.practice:
        answer = random.choice(words.answers)
    rows = args.rows or max(6, words.length + 1)
    board = Board(
        length=words.length, word_set=name, answer=answer, max_rows=rows, hard=args.hard or defaults.hard,
        strategy=args.strategy or defaults.strategy, any_word=args.any_word,
    )
    return board, notices


def main(args) -> int:
    sources = word_sources(args)
    save_path = default_data_dir() / "game.json"
    board, notices = initial_board(args, sources, save_path)
    WordleApp(board, sources, save_path=save_path, notices=notices).run()
    return 0
