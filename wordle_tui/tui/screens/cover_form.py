"""The kilordle cover's form: its fields, what they ask for, and folding it away on a narrow
terminal (mixed into CoverScreen)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.containers import Horizontal
from textual.widgets import Button, Input, Label, Select, SelectionList, TextArea

from ...core.errors import WordleError
from ...core.game.words import read_words

TARGETS = [
    ("answer list", "answers"),
    ("every allowed word", "allowed"),
    ("current candidates", "candidates"),
    ("a file", "file"),
]
POOLS = [("every allowed word", "allowed"), ("answers only", "answers")]

if TYPE_CHECKING:
    from collections.abc import Callable

    from textual.screen import Screen

    from ...core.game.words import WordSet

    class _Base(Screen):
        """The typed face of CoverScreen that CoverForm sees (set in CoverScreen.__init__)."""

        words: WordSet
        candidates: Callable[[], list[str]]

else:
    _Base = object  # the screen supplies everything: Textual's bindings and CSS are as before


class CoverForm(_Base):
    def compose_form(self) -> ComposeResult:
        yield Label("Targets (their letter-positions must go green)")
        yield Select(TARGETS, value="answers", allow_blank=False, id="cover-targets")
        yield Input(placeholder="path of a word list", id="cover-file", classes="-hidden")
        yield Label("Guess pool")
        yield Select(POOLS, value="allowed", allow_blank=False, id="cover-pool")
        yield Label("Include (words already played, space-separated)")
        yield Input(id="cover-include")
        yield Label("Exclude (words, space-separated)")
        yield Input(id="cover-exclude")
        yield Label("Time limit of the search (seconds)")
        yield Input("30", id="cover-time", type="number")
        with Horizontal(id="cover-buttons"):
            yield Button("Solve", variant="primary", id="cover-run")
            yield Button("Cancel", id="cover-cancel", disabled=True)
        yield Label("Cover words: mark those already played, then Solve again for the rest")
        yield SelectionList[str](id="cover-words")
        yield Button("Copy words", id="cover-copy", disabled=True)
        yield TextArea("", read_only=True, id="cover-copied", classes="-hidden")

    def fold_form(self, folded: bool) -> None:
        """Below 100 columns the form and the grid do not both fit (the last column showed two
        letters a word): a solve folds the form away and ctrl+f brings it back, as in the lab."""
        self.query_one("#cover-form").set_class(folded, "-folded")

    def action_toggle_form(self) -> None:
        self.fold_form(not self.query_one("#cover-form").has_class("-folded"))

    def _typed_include(self) -> list[str]:
        """Words already played, from any list the game accepts (as the CLI's --include)."""
        return [
            self.words.check_guess(w) for w in self.query_one("#cover-include", Input).value.lower().split()
        ]

    def _options(self) -> tuple[list[str], list[str], list[str], float]:
        choice = self.query_one("#cover-targets", Select).value
        if choice == "answers":
            targets = list(self.words.answers)
        elif choice == "allowed":
            targets = list(self.words.allowed)
        elif choice == "candidates":
            targets = self.candidates()
            if not targets:
                raise WordleError("the current game has no candidates to cover")
        else:
            path = self.query_one("#cover-file", Input).value.strip()
            if not path:
                raise WordleError("give the path of a target word list")
            targets = list(read_words(path, self.words.length).words)
        pool = list(
            self.words.allowed
            if self.query_one("#cover-pool", Select).value == "allowed"
            else self.words.answers
        )
        exclude = self.query_one("#cover-exclude", Input).value.lower().split()
        for word in exclude:
            self.words.check_guess(word)
        try:
            time_limit = float(self.query_one("#cover-time", Input).value or 30)
        except ValueError:
            raise WordleError("the time limit must be a number of seconds") from None
        if time_limit <= 0:
            raise WordleError("the time limit must be positive")
        return targets, pool, exclude, time_limit
