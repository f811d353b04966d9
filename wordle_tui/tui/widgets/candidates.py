"""The candidates panel beside the board: the words still possible, filtered and sorted. It
only displays what the core computed."""

from __future__ import annotations

import math

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widgets import Input, Log, Static

from ...core.game.word_filter import describe, filter_words
from ...core.solve.strategies import percent
from .filter_input import FilterInput


class CandidatesPanel(Vertical):
    """The words still possible: scrollable, filtered by typing, sorted by name or score."""

    def compose(self) -> ComposeResult:
        yield Static(id="candidate-summary")
        yield FilterInput(placeholder="/ to filter, e.g. ?i??y +ae -st", id="candidate-filter")
        yield CandidateList(id="candidate-words")

    def on_mount(self) -> None:
        self.words: list[str] = []
        self.scores: dict[str, float] = {}
        self.chances: dict[str, float] | None = None
        self.by_score = False

    def show(
        self,
        words: list[str],
        scores: dict[str, float] | None = None,
        bits: float | None = None,
        chances: dict[str, float] | None = None,
    ) -> None:
        """``bits``: the entropy of the answer (the core's, under the prior when there is one);
        ``chances``: each candidate's probability, most likely first, shown and sorted by."""
        self.words, self.scores, self.chances = words, scores or {}, chances
        count = len(words)
        if bits is None:
            bits = math.log2(count) if count else 0.0
        bits = abs(bits)  # one candidate: never "-0.00"
        self.query_one("#candidate-summary", Static).update(
            Text.assemble(
                (f"{count}", "bold"),
                f" candidate{'s' if count != 1 else ''} \u00b7 ",
                (f"{bits:.2f}", "bold"),
                " bits unknown",
            )
        )
        self._render_words()

    def reset(self) -> None:
        """A new game: the filter and sort of the last one do not carry over. The words stay: the
        screen shows the new game's once its position differs, and a new board of the same
        position (ctrl+n on an empty practice board) has the same candidates."""
        self.by_score = False
        self.query_one(FilterInput).reset()
        self._render_words()

    def clear(self) -> None:
        """Another game: nothing of the last one stays, its words neither (this one's word lists
        may still be loading)."""
        self.reset()
        self.show([])

    def set_sort(self, by_score: bool) -> None:
        self.by_score = by_score
        self._render_words()

    def on_input_changed(self, event: Input.Changed) -> None:
        self._render_words()

    def on_resize(self) -> None:
        if self.is_mounted:
            self._render_words()

    def _columns(self, entries: list[str]) -> list[str]:
        """Word-and-figure entries in aligned columns, so a line never breaks inside one."""
        if not entries:
            return []
        cell = max(map(len, entries)) + 2
        per_line = max(1, (self._width() + 2) // cell)
        rows = [entries[i : i + per_line] for i in range(0, len(entries), per_line)]
        return ["".join(e.ljust(cell) for e in row).rstrip() for row in rows]

    def _width(self) -> int:
        return self.query_one(CandidateList).scrollable_content_region.width or 60

    def _render_words(self) -> None:
        needle = self.query_one("#candidate-filter", Input).value.strip().lower()
        words = filter_words(self.words, needle) if needle else list(self.words)
        if self.by_score and self.scores:
            words.sort(key=lambda w: (-self.scores.get(w, 0.0), w))
            body = self._columns([f"{w.upper()} {self.scores.get(w, 0.0):.2f}" for w in words])
        elif (chances := self.chances) is not None:
            words.sort(key=lambda w: (-chances.get(w, 0.0), w))
            body = self._columns([f"{w.upper()} {percent(chances.get(w, 0.0))}" for w in words])
        else:
            body = self._columns([w.upper() for w in words])
        order = "by score" if self.by_score else "by chance" if self.chances is not None else "A-Z"
        shown = f"{len(words)} shown" if needle else ""
        self.border_subtitle = " \u00b7 ".join(p for p in (order, shown) if p)
        if not body and needle and self.words:  # say why: "/c" showing "(none)" looked broken
            body = [f"(no candidate {describe(needle, len(self.words[0]))})"]
        self.query_one(CandidateList).show(body or ["(none)"])


class CandidateList(Log, can_focus=False):
    """The candidate lines, drawn lazily: only the lines in sight are rendered, so 14855
    words cost no more per update than 10 (a Static re-wrapped all of them every time)."""

    def show(self, lines: list[str]) -> None:
        self.clear()
        self.write_lines(lines, scroll_end=False)
        self.scroll_home(animate=False)

    @property
    def text(self) -> str:
        return "\n".join(self.lines)
