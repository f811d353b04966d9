"""The kilordle cover screen: choose targets and pool, solve in a worker, show the cover,
the proof of its size and which word turns each letter-position green."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from rich.text import Text
from textual import on, work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Button, DataTable, Footer, Header, Input, Select, SelectionList, Static, TextArea
from textual.worker import get_current_worker

from ...core.cover.kilordle import CoverResult, solve_cover
from ...core.errors import WordleError
from ...core.game.words import WordSet
from ...core.solve.stats import Cancelled
from .cover_form import CoverForm


@dataclass
class CoverSolved(Message):
    result: CoverResult


@dataclass
class CoverFailed(Message):
    error: str


class CoverScreen(CoverForm, Screen):
    """Solve a kilordle: the fewest guesses that make every letter-position green."""

    BINDINGS = [
        Binding("escape", "close", "back / cancel"),
        Binding("ctrl+r", "run", "solve"),
        # As in the lab; priority, so a solve stops even from a text field (check_action lets it cut there).
        Binding("ctrl+x", "cancel", "cancel", priority=True),
        Binding("ctrl+k", "copy", "copy words"),
        Binding("ctrl+f", "toggle_form", "form"),
    ]

    def __init__(self, words: WordSet, candidates: Callable[[], list[str]]) -> None:
        super().__init__()
        self.words = words
        self.candidates = candidates
        self.result: CoverResult | None = None

    def compose(self) -> ComposeResult:
        yield Header()
        with Horizontal(id="cover-main"):
            with VerticalScroll(id="cover-form"):
                yield from self.compose_form()
            with Vertical(id="cover-result"):
                yield Static("Press Solve (ctrl+r).", id="cover-proof")
                yield Static("", id="cover-message", classes="-hidden")  # what the last key did
                yield Static("", id="cover-summary")
                yield DataTable(id="cover-grid", cursor_type="none", zebra_stripes=True)
        yield Footer()

    def on_mount(self) -> None:
        self.title = "Kilordle cover"
        self.sub_title = self.words.name

    # -- running -------------------------------------------------------------------------
    def action_run(self) -> None:
        self._note("")
        try:
            targets, pool, exclude, time_limit = self._options()
            self._typed_include()
        except WordleError as exc:  # refused: the last result's proof stays as it was
            self._note(str(exc))
            return
        include = list(
            dict.fromkeys(
                self._typed_include() + list(self.query_one("#cover-words", SelectionList).selected)
            )
        )
        if self.has_class("-narrow"):
            self.fold_form(True)
        self._solve(targets, pool, include, exclude, time_limit)
        self._set_running(True)  # after the worker exists: the footer's ctrl+x asks ``running``

    @work(thread=True, exclusive=True, group="cover", exit_on_error=False)
    def _solve(self, targets, pool, include, exclude, time_limit) -> None:
        cancel = get_current_worker().cancelled_event
        try:
            result = solve_cover(
                targets, pool, include=include, exclude=exclude, time_limit=time_limit, cancel=cancel
            )
        except Cancelled:
            return
        except WordleError as exc:
            self.post_message(CoverFailed(str(exc)))
            return
        if not cancel.is_set():
            self.post_message(CoverSolved(result))

    def _set_running(self, running: bool) -> None:
        self.query_one("#cover-result").loading = running
        self.query_one("#cover-run", Button).disabled = running
        self.query_one("#cover-cancel", Button).disabled = not running
        self.refresh_bindings()  # ctrl+x in a text field: cancel while running, else cut

    @property
    def running(self) -> bool:
        return any(not w.is_finished for w in self.workers if w.group == "cover")  # pending counts

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Nothing to cancel from a text field: there ctrl+x is the field's own cut.
        return not (action == "cancel" and not self.running and isinstance(self.focused, Input))

    def action_cancel(self) -> None:
        if not self.running:
            self._note("nothing to cancel: no solve is running")
            return
        self.workers.cancel_group(self, "cover")
        self._set_running(False)
        self._note("cancelled")  # the solver process is killed at once (core.cover_process)

    def action_close(self) -> None:
        if self.running:
            self.action_cancel()
        else:
            self.dismiss()

    # -- results -------------------------------------------------------------------------
    @on(CoverSolved)
    def _solved(self, message: CoverSolved) -> None:
        self._set_running(False)
        self.result = r = message.result
        self._say(r.proof(), error=not r.optimal)
        self.query_one("#cover-summary", Static).update(
            f"{r.size} words cover {len(r.needed)} letter-positions \u00b7 greedy cover: {r.greedy_size} words "
            f"\u00b7 {r.solver.upper()} {r.solver_seconds:.2f} s of {r.seconds:.2f} s in all"
            + (f" \u00b7 {len(r.included)} already played" if r.included else "")
        )
        words = self.query_one("#cover-words", SelectionList)
        words.clear_options()
        words.add_options([(w.upper(), w, w in r.included) for w in r.words])
        self.query_one("#cover-copy", Button).disabled = False
        self._show_grid(r)

    def _show_grid(self, r: CoverResult) -> None:
        """26 letters x N positions: the word that covers each, a dot where none is needed."""
        grid = self.query_one("#cover-grid", DataTable)
        grid.clear(columns=True)
        grid.add_columns("", *[f"{i + 1}" for i in range(r.length)])
        for letter in "abcdefghijklmnopqrstuvwxyz":
            cells = []
            for i in range(r.length):
                word = r.covered_by.get((i, letter))
                cells.append(
                    Text(word.upper(), style="bold" if word in r.included else "")
                    if word
                    else Text("  \u00b7", style="dim")
                )
            grid.add_row(Text(letter.upper(), style="bold"), *cells)

    @on(CoverFailed)
    def _failed(self, message: CoverFailed) -> None:
        self._set_running(False)
        self._say(message.error, error=True)

    def _say(self, text: str, error: bool = False) -> None:
        proof = self.query_one("#cover-proof", Static)
        proof.update(text)
        proof.set_class(error, "-error")

    def _note(self, text: str) -> None:
        """The message line, apart from the proof: a key that did nothing leaves the result's proof."""
        message = self.query_one("#cover-message", Static)
        message.update(text)
        message.set_class(not text, "-hidden")

    # -- form ----------------------------------------------------------------------------
    @on(Select.Changed, "#cover-targets")
    def _targets_changed(self, event: Select.Changed) -> None:
        self.query_one("#cover-file").set_class(event.value != "file", "-hidden")

    @on(Select.Changed)
    @on(Input.Changed)
    def _settings_changed(self) -> None:
        """A result belongs to the settings it was solved for: new settings clear it."""
        if self.result is None:
            return
        self.result = None
        self.query_one("#cover-grid", DataTable).clear(columns=True)
        self.query_one("#cover-summary", Static).update("")
        self.query_one("#cover-copy", Button).disabled = True
        self._say("The settings changed: Solve again (ctrl+r).")

    @on(Button.Pressed, "#cover-run")
    def _run_pressed(self) -> None:
        self.action_run()

    @on(Button.Pressed, "#cover-cancel")
    def _cancel_pressed(self) -> None:
        self.action_cancel()

    @on(Button.Pressed, "#cover-copy")
    def _copy_pressed(self) -> None:
        self.action_copy()

    def action_copy(self) -> None:
        if self.result is None:
            self._note("nothing to copy: Solve first (ctrl+r)")
            return
        self._note("")
        played = set(self.query_one("#cover-words", SelectionList).selected)
        remaining = [w for w in self.result.words if w not in played]
        text = " ".join(w.upper() for w in remaining)
        self.app.copy_to_clipboard(text)
        # A terminal may ignore the clipboard escape, and nothing tells us: show the words to select too.
        shown = self.query_one("#cover-copied", TextArea)
        shown.text = text
        shown.remove_class("-hidden")
        self.fold_form(False)  # the words are shown in the form: a narrow solve folded it away
        self.call_after_refresh(shown.scroll_visible)
        self.notify(
            f"sent {len(remaining)} words to the clipboard (if the terminal allows it); they are also shown to select"
        )
