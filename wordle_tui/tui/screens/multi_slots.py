"""The multi-board screen's two slots, as the single game has: your own game and practice, each
saved in its own file (core/multi/save.py), F5 between them. A new game replaces only its own
slot's, so a practice game never takes the place of the game you follow. A mixin: MultiScreen
holds the entry."""

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
        """F5: the other slot's game as it was left (this session's, else the saved one); a
        practice game that is over, or none, gives way to a new one."""
        if self.patterns is None:
            self.say("still loading the word lists...", True)
            return
        to_practice = not self.entry.practice
        other = self.slots.get(to_practice)
        if other is None and self.save_path is not None:
            other, notice = load_entry(slot_path(self.save_path, to_practice))
            if notice:
                warn(self, notice)
            if other is not None and other.practice != to_practice:
                other = None  # an older version's practice game, where yours goes: not yours
        if to_practice and (other is None or other.practice_over):
            self.new_game(practice=True)
            return
        if other is None:
            other = MultiEntry.new(self.entry.boards, self.entry.word_set, self.patterns.length)
        self.open_slot(other)
        if to_practice:
            self.say(f"Back to the practice {game_name(other.boards)}; F5 goes back to your game.")
        else:
            self.say(f"Back to your {game_name(other.boards)}; F5 for practice.")

    def new_game(self, boards: int | None = None, practice: bool | None = None) -> None:
        """A new game of ``boards`` (this one's size) in its slot (``practice``: which; this
        one's by default). In the same slot ctrl+z goes back to the game it replaced; the
        other slot's game is left saved as it was."""
        if self.patterns is None:
            self.say("still loading the word lists...", True)
            return
        boards = boards or self.entry.boards
        practice = self.entry.practice if practice is None else practice
        answers = self._deal(boards) if practice else None
        fresh = MultiEntry.new(boards, self.entry.word_set, self.patterns.length, answers)
        if practice == self.entry.practice:
            self.apply(lambda _: fresh)
        else:
            self.open_slot(fresh)
        self.say(
            f"New {game_name(boards)}: {fresh.limit} guesses for {boards} boards"
            + (" (practice: the answers are hidden; F5 goes back to your game)" if practice else "")
        )

    def open_slot(self, entry: MultiEntry) -> None:
        """Show the other slot's ``entry``, with an undo history of its own (as F5 on the single
        game: ctrl+z never crosses from one game to the other)."""
        self.history = MultiHistory()
        self.entry, self.error_board = entry, None
        self._changed()

    def footer_labels(self) -> dict[str, str]:
        """The footer's words for F5: where it goes from this game (see FittedFooter)."""
        return {"practice": "your game" if self.entry.practice else "practice"}
