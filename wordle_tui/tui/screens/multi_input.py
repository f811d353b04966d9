"""Keys, pastes and clicks of the multi-board screen, each turned into a MultiEntry operation
(a mixin: MultiScreen holds the entry, the game and ``apply``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual import events

from ...core.game.feedback import EMOJI_SELECTOR, SQUARE_KEYS
from ...core.multi import answer_sets, refusals
from ...core.multi.entry import MultiEntry
from ...core.multi.game import GAMES
from ..preferences import active_keys, show_keys
from ..widgets.multi_board import MiniBoard
from ..widgets.multi_suggestions import MultiSuggestions

if TYPE_CHECKING:
    from ...core.multi.entry import MultiEntry
    from .multi_base import MultiScreenBase as _Base
else:
    _Base = object  # the screen supplies everything; see multi_base.py

COLOUR_KEYS = {"b": 0, "0": 0, "y": 1, "1": 1, "g": 2, "2": 2}
GAME_OVER = "the game is over: ctrl+n starts a new one (ctrl+z takes the last row back)"
SIZES = [n for n in GAMES if n > 1]


class MultiInput(_Base):
    def _over(self) -> bool:
        return self.game is not None and self.game.over

    def _commit(self, entry: MultiEntry) -> MultiEntry:
        assert self.game is not None  # apply() runs an op only once the game is loaded
        return entry.commit(self.game)

    async def on_key(self, event: events.Key) -> None:
        """Every key in its turn: letters, colours and this screen's own bindings are all run
        here, as each key reaches the screen. A binding left to Textual runs a hop later, after
        the letters behind it (a burst of y Right Right y coloured tiles 1 and 2, then moved),
        and a priority binding before the letters ahead of it."""
        entry = self.entry
        if self._over() and (event.key in ("enter", "backspace") or (event.character or " ").isalnum()):
            event.stop()  # nothing more to type or colour: said, not typed where no row shows it
            self.say(GAME_OVER, True)
        elif event.key == "enter":
            event.stop()
            self.apply(self._commit)
        elif event.key == "backspace":
            event.stop()
            self.apply(MultiEntry.backspace, why=refusals.why_not_deleted)
        elif event.character == EMOJI_SELECTOR:  # sent after some emoji squares: nothing to do
            event.stop()
        elif (
            entry.colouring
            and (char := SQUARE_KEYS.get(event.character or "", event.character))
            and (char.lower() in COLOUR_KEYS)
        ):  # an emoji square typed (a paste without bracketed paste) is its digit
            event.stop()
            colour = COLOUR_KEYS[char.lower()]
            on_purpose = not char.isalpha()  # a digit: no word's key
            self.apply(lambda e: (e.steady() if on_purpose else e).colour_here(colour))
        elif (
            not entry.colouring
            and event.character
            and event.character.isascii()
            and event.character.isalpha()
        ):
            event.stop()
            letter = event.character
            self.apply(lambda e: e.type(letter), why=lambda e: refusals.why_not_typed(e, letter))
        elif (
            (bound := self.active_bindings.get(event.key)) is not None
            and bound.node is self
            and bound.enabled
        ):
            event.stop()
            await self.run_action(bound.binding.action)
        elif event.key == "tab":  # its binding is off while colouring: the key comes here
            event.stop()
            self.action_fill()
        elif event.key not in self.active_bindings:  # nothing takes it: said, not dropped in silence
            event.stop()
            if event.is_printable and event.character:
                if event.character.isalpha():
                    letter = event.character
                    self.apply(lambda e: e.strayed(letter), push=False)
                self.say(refusals.why_not_typed(entry, event.character), True)
            else:
                self.say(
                    f"{show_keys(event.key)} does nothing here: {active_keys(self.app, 'help')} lists the keys",
                    True,
                )

    def on_paste(self, event: events.Paste) -> None:
        event.stop()
        if self._over():
            self.say(GAME_OVER, True)
            return
        text = event.text.strip()
        if text.isascii() and text.isalpha() and not self.entry.colouring:
            self.apply(lambda e: e.set_draft(text))
            return
        self.inputs.put(lambda: self._paste(text))

    def _paste(self, text: str) -> None:
        board = self.entry.colour_board  # after a coloured row: from the next board on
        before = self.entry
        self.apply(lambda e: e.steady().paste(text, board))
        if self.entry is not before:  # taken: say where it went (a refusal says why already)
            boards = [b for b, _ in before.paste_targets(text, board)]
            self.say(refusals.pasted(self.entry, boards, board))

    # Handlers by name, not @on: Textual collects @on handlers only from classes it builds, and
    # this mixin is a plain class at run time (clicks were dropped in silence).
    def on_mini_board_clicked(self, event: MiniBoard.Clicked) -> None:
        self.apply(lambda e: e.steady().pick(event.index, event.col), push=event.col is not None)

    def on_multi_suggestions_picked(self, event: MultiSuggestions.Picked) -> None:
        self.apply(lambda e: e.set_draft(event.word))

    # -- moving between boards and tiles ---------------------------------------------------
    def _scroll_to_selected(self) -> None:
        boards = [w for w in self.query(MiniBoard) if not w.has_class("-leaving")]
        if self.selected < len(boards):
            self.query_one("#multi-scroll").scroll_to_widget(boards[self.selected], animate=False)

    def action_board(self, step: int) -> None:
        """Up, Down, [ ]: the previous or next open board while colouring; before Enter they
        scroll the boards a line where some are out of sight (as the scroll itself did)."""
        scroll = self.query_one("#multi-scroll")
        if not self.entry.colouring and scroll.max_scroll_y > 0:
            (scroll.scroll_up if step < 0 else scroll.scroll_down)(animate=False)
            return
        self.apply(lambda e: e.next_board(step), push=False, why=refusals.why_no_other_board)

    def action_tile(self, step: int) -> None:
        self.apply(
            lambda e: e.steady().move_tile(step), push=False, why=lambda e: refusals.why_not_moved(e, step)
        )

    def action_edge(self, step: int) -> None:
        """Home, End: the first or last tile while colouring, as on the single board; before
        Enter they scroll the boards to the top or bottom where some are out of sight."""
        if not self.entry.colouring and self._scroll_to_edge(step):
            return
        self.apply(
            lambda e: e.steady().move_tile(step * e.length),
            push=False,
            why=lambda e: refusals.why_not_moved(e, step),
        )

    def _scroll_to_edge(self, step: int) -> bool:
        """Scroll the boards to their top (``step`` < 0) or bottom; False: already there."""
        scroll = self.query_one("#multi-scroll")
        if step < 0 and scroll.scroll_y > 0:
            scroll.scroll_home(animate=False)
            return True
        if step > 0 and scroll.scroll_y < scroll.max_scroll_y:
            scroll.scroll_end(animate=False)
            return True
        return False

    def action_page(self, step: int) -> None:
        """PageUp, PageDown: the boards a screen up or down, or why they stay."""
        scroll = self.query_one("#multi-scroll")
        if scroll.max_scroll_y <= 0:
            self.say("every board is in sight: nothing to scroll")
        elif (scroll.scroll_y <= 0) if step < 0 else (scroll.scroll_y >= scroll.max_scroll_y):
            self.say(f"the boards are at the {'top' if step < 0 else 'bottom'} already")
        elif step < 0:
            scroll.scroll_page_up(animate=False)
        else:
            scroll.scroll_page_down(animate=False)

    def action_cycle(self) -> None:
        self.apply(lambda e: e.steady().cycle_here(), why=refusals.why_not_cycled)

    # -- game-wide actions ----------------------------------------------------------------
    def action_close(self) -> None:
        if self.inputs.waiting:  # Escape first drops what waits for the ranking
            dropped = self.inputs.cancel()
            self.say(f"stopped waiting: {dropped} key{'s' if dropped != 1 else ''} dropped")
            return
        self.workers.cancel_all()
        self.app.pop_screen()

    def action_undo(self) -> None:
        self.inputs.put(self._undo)

    def action_redo(self) -> None:
        self.inputs.put(self._redo)

    def _undo(self) -> None:
        """Undo the last step (core/multi/undo.py): a typed word, a row's colours, a played row (on every board at once)."""
        before = self.history.undo(self.entry)
        if before is None:
            self.say("nothing to undo")
            return
        self.entry = before
        self._unmark()
        self._changed()

    def _redo(self) -> None:
        after = self.history.redo(self.entry)
        if after is None:
            self.say("nothing to redo")
            return
        self.entry = after
        self._unmark()
        self._changed()

    def _unmark(self) -> None:
        """An error was about the entry undone or redone: its line and board mark go too."""
        self.error_board = None
        self.say("")

    def action_fill(self) -> None:
        top = self.suggestions[0].guess if self.suggestions else None
        over = self.game is not None and self.game.over
        if top is None or over or self.entry.colouring:
            self.say(refusals.why_no_suggestion_typed(self.entry, over, top), True)
            return
        self.apply(lambda e: e.set_draft(top), why=lambda e: refusals.why_no_suggestion_typed(e, over, top))

    def action_suggestion_back(self) -> None:
        over = self.game is not None and self.game.over
        self.say(refusals.why_no_suggestion_back(self.entry, over), True)

    def action_step(self) -> None:
        """Play the top suggestion (practice: scored at once; else colour it next), once the
        ranking is in: the keys behind it wait too, so a burst applies in order."""
        self.inputs.put(self._step, self._ranking_pending)

    def _ranking_pending(self) -> str | None:
        return (
            "the ranking" if self.game is not None and not self.game.over and not self.suggestions else None
        )

    def _step(self) -> None:
        if self._over():
            self.say(GAME_OVER, True)
            return
        if not self.suggestions:
            self.say("still loading the word lists...", True)
            return
        self.action_fill()
        self.apply(self._commit)

    def action_new(self) -> None:
        """ctrl+n: a new game of the same size, in this slot (practice stays practice)."""
        self.new_game()

    def choose_set(self, name: str) -> None:
        self.inputs.put(lambda: self._choose_set(name))  # in turn, as every change

    def _choose_set(self, name: str) -> None:
        """Play another answer set: a new game of the same size (practice stays practice);
        undo goes back to the game on the set before."""
        if self.patterns is None:
            self.say("still loading the word lists...", True)
            return
        if name == self.entry.word_set:
            self.say(f"already on {answer_sets.label(name)}")
            return
        self.deal_after_load = name if self.entry.answers else None
        fresh = MultiEntry.new(self.entry.boards, name)
        before = answer_sets.label(self.entry.word_set)
        self.after_load = (
            f"answers: {answer_sets.label(name)}; ctrl+z goes back to the game on {before}",
            False,
        )
        self.apply(lambda _: fresh)

    def action_next_set(self) -> None:
        names = list(self.sources)
        here = names.index(self.entry.word_set) if self.entry.word_set in names else -1
        self.choose_set(names[(here + 1) % len(names)])

    def action_next_size(self) -> None:
        size = self.entry.boards
        self.new_game(SIZES[(SIZES.index(size) + 1) % len(SIZES)] if size in SIZES else 4)

    def check_action(self, action: str, parameters: tuple) -> bool | None:
        return not (action == "fill" and self.entry.colouring)  # Tab means nothing while colouring
