"""The multi-board screen's keys, and its palette commands: a new game of each size, practice or
not, and the answer set (a named one, or a word file)."""

from __future__ import annotations

from functools import partial

from textual.binding import Binding, BindingType
from textual.command import DiscoveryHit, Hit, Hits, Provider

from ...core.multi import answer_sets
from ...core.multi.game import GAMES

# The footer's order: what does not fit at 80 columns is on F1's help. None is a priority binding:
# the screen's on_key runs each in its turn with the letters (multi_input.py), before the boards'
# scroll, whose own keys would take Up, Down, Home, End and the pages.
MULTI_BINDINGS: list[BindingType] = [
    Binding("f1", "app.help", "help", key_display="F1"),
    Binding("escape", "close", "back"),
    Binding("tab", "fill", "suggest"),
    Binding("ctrl+s", "step", "step"),
    Binding("ctrl+z", "undo", "undo"),
    Binding("ctrl+n", "new", "new"),
    Binding("f5", "practice", "practice"),  # before redo: the slots in sight at 80 columns too
    Binding("ctrl+y", "redo", "redo"),
    Binding("f4", "next_set", "answers"),
    Binding("ctrl+b", "next_size", "boards"),
    Binding("right_square_bracket,down", "board(1)", "next board", show=False),
    Binding("left_square_bracket,up", "board(-1)", "previous board", show=False),
    Binding("left", "tile(-1)", show=False),
    Binding("right", "tile(1)", show=False),
    Binding("home", "edge(-1)", show=False),  # the single board's first and last tile here too
    Binding("end", "edge(1)", show=False),
    Binding("pageup", "page(-1)", show=False),  # the scroll's own said nothing
    Binding("pagedown", "page(1)", show=False),
    Binding("shift+tab", "suggestion_back", show=False),
    Binding("space", "cycle", show=False),
]


class MultiCommands(Provider):
    def _commands(self):
        screen = self.screen
        for boards, (name, limit) in GAMES.items():
            if boards < 2:
                continue
            yield (
                f"New {name}",
                f"{boards} boards in {limit} guesses, your own game",
                partial(screen.new_game, boards, False),
            )
            yield (
                f"Practice {name}",
                f"{boards} hidden answers; the app colours",
                partial(screen.new_game, boards, True),
            )

        for name in screen.sources:
            what = answer_sets.SETS.get(name, "your word list")
            here = " (this game's)" if name == screen.entry.word_set else ""
            yield (f"Answer set: {answer_sets.label(name)}{here}", what, partial(screen.choose_set, name))
        yield (
            "Answer set from a file...",
            "A word list, one word a line: its words are the hidden answers",
            screen.ask_set_file,
        )

    async def discover(self) -> Hits:
        for title, help_text, callback in self._commands():
            yield DiscoveryHit(title, callback, help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for title, help_text, callback in self._commands():
            score = matcher.match(title)
            if score > 0:
                yield Hit(score, matcher.highlight(title), callback, help=help_text)
