"""The multi-board screen's two slots, as the single game has: your own game and practice, each
saved in its own file (core/multi/save.py) with its own undo history, F5 between them. A new
game replaces only its own slot's (ctrl+z there brings the old one back), so a practice game
never takes the place of the game you follow. A mixin: MultiScreen holds the entry."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.multi.entry import MultiEntry
from ...core.multi.game import game_name
from ...core.multi.save import load_entry, slot_path
from ...core.multi.undo import MultiHistory
from ..notices import warn

if TYPE_CHECKING:
    from .multi_base import MultiScreenBase as _Base
else:
    _Base = object  # the screen supplies everything; see multi_base.py


class MultiSlots(_Base):
    def action_practice(self) -> None:
        self.inputs.put(self._practice)  # in turn, after a ctrl+s waiting for the ranking

    def _practice(self) -> None:
        """F5: the other slot's game and undo history as they were left (this session's, else
        the saved game); a practice game that is over, or none, gives way to a new one."""
        if self.patterns is None:
            self.say("still loading the word lists...", True)
            return
        to_practice = not self.entry.practice
        other = self._kept(to_practice)
        if to_practice and (other is None or other.practice_over):
            self._new_game(None, True)
            return
        if other is None:
            other = MultiEntry.new(self.entry.boards, self.entry.word_set, self.patterns.length)
        self._open(to_practice, other)
        if to_practice:
            self.say(f"Back to the practice {game_name(other.boards)}; F5 goes back to your game.")
        else:
            self.say(f"Back to your {game_name(other.boards)}; F5 for practice.")

    def new_game(self, boards: int | None = None, practice: bool | None = None) -> None:
        self.inputs.put(lambda: self._new_game(boards, practice))  # in turn, as every change

    def _new_game(self, boards: int | None, practice: bool | None) -> None:
        """A new game in a slot (``practice``: which; this one's by default) of ``boards``
        boards, on the answer set of that slot's game (and of its size by default). ctrl+z
        there goes back to the game it replaced; the other slot's is left as it was."""
        if self.patterns is None:
            self.say("still loading the word lists...", True)
            return
        practice = self.entry.practice if practice is None else practice
        here = self.entry if practice == self.entry.practice else self._kept(practice)
        base = here or self.entry  # a slot with no game yet: this one's size and set
        boards = boards or base.boards
        fresh = self._fresh(boards, base.word_set, practice)
        if practice == self.entry.practice:
            self.apply(lambda _: fresh)
        else:
            self._open(practice, fresh, replacing=here)
        rows = len(here.moves) if here is not None else 0
        replaced = (  # the rows went in silence (a play-tester's ctrl+b): say how to get them back
            f"; your {game_name(here.boards)} ({rows} row{'s' if rows > 1 else ''}) replaced, ctrl+z brings it back"
            if here is not None and rows
            else ""
        )
        self.say(
            f"New {game_name(boards)}: {fresh.limit} guesses for {boards} boards{replaced}"
            + (" (practice: the answers are hidden; F5 goes back to your game)" if practice else "")
        )

    def _fresh(self, boards: int, word_set: str, practice: bool) -> MultiEntry:
        """A new game on ``word_set``; practice answers dealt now if its words are loaded, else
        once they are."""
        assert self.patterns is not None  # new games start only once a set is loaded
        if word_set == self.loaded_set:
            answers = self._deal(boards) if practice else None
            return MultiEntry.new(boards, word_set, self.patterns.length, answers)
        self.deal_after_load = word_set if practice else None
        return MultiEntry.new(boards, word_set)

    def _kept(self, practice: bool) -> MultiEntry | None:
        """The slot's game as last shown this session, else as saved (None: it has none)."""
        kept = self.slots.get(practice)
        if kept is None and self.save_path is not None:
            kept, notice = load_entry(slot_path(self.save_path, practice))
            if notice:
                warn(self, notice)
            if kept is not None and kept.practice != practice:
                kept = None  # an older version's practice game, where yours goes: not yours
        return kept

    def _open(self, practice: bool, entry: MultiEntry, replacing: MultiEntry | None = None) -> None:
        """Show ``entry`` in slot ``practice``, with that slot's undo history (each slot keeps
        its own across F5: ctrl+z never crosses from one game to the other); ``replacing``: the
        slot's game ``entry`` replaces, which ctrl+z brings back."""
        self.histories[self.entry.practice] = self.history
        self.history = self.histories.get(practice) or MultiHistory()
        if replacing is not None:
            self.history.record(replacing, entry)
        self.entry, self.error_board = entry, None
        self._changed()

    def footer_labels(self) -> dict[str, str]:
        """The footer's words for F5: where it goes from this game (see FittedFooter)."""
        return {"practice": "own game" if self.entry.practice else "practice"}  # as wide: both fit 80
