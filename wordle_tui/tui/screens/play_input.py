"""Keys apply in the order received: every input of the play screen goes through one queue.

Textual hands a key to the focused grid at once, but runs a key binding only once the key has
bubbled back up to the app (a priority binding even before the keys ahead of it), and the
ranking that Tab and ctrl+s play comes later still, from a worker. So a burst like ``sal``
BSpace BSpace BSpace Tab Enter could apply Tab first. Here every input (a key, a click, a
paste, an action from the footer or the palette) is one step of a queue, applied in turn; a
step that needs what is still on its way (the ranking, the word lists) holds the queue, and
every step after it, until that arrives.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from textual import events
from textual.actions import parse
from textual.widgets import Input

from ...core.errors import NoCandidatesError, Refused, WordleError
from ...core.game import grid_mode, grid_paste
from ...core.game.board import Board
from ..preferences import active_keys, show_keys
from ..widgets.grid import TileGrid
from ..widgets.keyboard import Keyboard
from .input_queue import in_order

if TYPE_CHECKING:
    from .play_base import PlayScreenBase as _Base
else:
    _Base = object  # the screen supplies everything; see play_base.py


class PlayInput(_Base):
    """Mixed into PlayScreen: every key, click and paste, in its turn. Needs inputs, apply, say,
    board, history, patterns, words_loading, ranking_pending, helpers_hidden, _note, _submit and
    _board_changed from the screen."""

    # -- focus: the grid takes every key the filter does not --------------------------------
    def on_key(self, event: events.Key) -> None:
        grid = self.query_one(TileGrid)
        if self.focused is grid or isinstance(self.focused, Input):
            return
        self.set_focus(grid)  # at once: the grid hands on keys it takes while another widget has focus
        grid.on_key(event)

    def on_keyboard_pressed(self, message: Keyboard.Pressed) -> None:
        self.query_one(TileGrid).focus()
        self.press(message.key, message.key if len(message.key) == 1 else None)

    def press(self, key: str, char: str | None) -> None:
        if key == "escape" and self.inputs.waiting:
            dropped = self.inputs.cancel()
            self.say(f"stopped waiting: {dropped} key{'s' if dropped != 1 else ''} dropped")
            return
        wait = self.words_on_their_way if key == "enter" else None  # Enter checks the word

        def step(board: Board) -> Board:
            return grid_mode.press(board, key, char, self._submit, self._confirm)

        self.inputs.put(lambda: self._pressed(step, key), wait)

    def _pressed(self, step: Callable[[Board], Board], key: str) -> None:
        before = self.board
        self.apply(step)
        dropped = before.colours is not None and any(before.colours) and self.board.colours is None
        if key == "escape" and dropped:  # a play-tester's Escape dropped a row's colours in silence
            undo = self.hint_keys()["undo"]
            word = before.draft.upper()
            self.say(
                f"{word}'s colours dropped ({undo} brings them back): Backspace changes it, Enter colours it anew"
            )

    def _confirm(self, board: Board) -> Board:
        if self.patterns is None:
            raise WordleError("still loading the word lists...")
        return board.confirm(self.patterns)

    def refused(self, exc: WordleError) -> None:
        """Say why a key changed nothing. A position no word fits stays said: it is what to fix
        first. A row refused on Enter comes back to be coloured anew from its first tile."""
        if isinstance(exc, Refused) and self.history.push(exc.after):
            self._board_changed()
        if isinstance(exc, grid_mode.RowRefused):  # the rows before it fit: this row is to fix
            self.say(self.no_fit(exc.error), error=True)
            return
        self.say(self._note[0] if self._note[1] else str(exc), error=True)

    def no_fit(self, error: NoCandidatesError) -> str:
        """Colours no word fits, in one line, with the way out where widening can help."""
        widen = f", or {active_keys(self.app, 'widen')} to widen to every allowed word"
        return f"{error}{widen if error.can_widen else ''}"

    def shortcut(self, key: str) -> bool:
        """A key bound to one of this screen's actions, run in its turn (the grid hands it here
        instead of letting it bubble up, which would put it behind the keys after it)."""
        active = self.active_bindings.get(key)
        if active is None or active.node is not self or not active.enabled:
            return False
        namespace, name, params = parse(active.binding.action)
        if namespace:  # app.help: not the board's
            return False
        getattr(self, f"action_{name}")(*params)
        return True

    def unbound(self, key: str, char: str | None) -> None:
        """A key nothing on the play screen is bound to: a character goes to the board, which says
        why it types nothing (`@`, `.`, `5`); any other key (F12) says it is none of the screen's."""
        if char:
            self.press(key, char)
            return
        said = f"{show_keys(key)} does nothing here: {active_keys(self.app, 'help')} lists the keys"
        self.inputs.put(lambda: self.say(said, error=True))

    @in_order()
    def click(self, row: int, col: int) -> None:
        self.apply(lambda b: grid_mode.click(b, row, col))

    @in_order()
    def paste(self, text: str) -> None:
        from ..coach import board_puzzle

        before = self.board.shared
        puzzle = board_puzzle(self)
        self.apply(lambda b: grid_paste.paste(replace(b, stray=""), text, puzzle))  # a paste is on purpose
        if self.board.shared != before and not self._note[1]:  # a share text: say what it filled
            self.say(grid_paste.share_note(self.board))

    def words_on_their_way(self) -> str | None:
        return "the word lists" if self.patterns is None and self.words_loading else None

    def ranking_on_its_way(self) -> str | None:
        if self.helpers_hidden:
            return None
        return self.words_on_their_way() or (
            f"the {self.board.strategy} ranking" if self.ranking_pending else None
        )

    def step_begins(self) -> None:
        """A key's own message (a refusal, a hint) lasts until the next input: the position's
        note is shown again, and the input says its own if it has one."""
        self.next_input()

    def _waiting(self, what: str) -> None:
        self.say(f"waiting for {what}; the keys after wait too (Esc: stop waiting)")
