"""The play screen's actions: settings, games, suggestions (play_commands.py binds them to keys
and the palette; play_slots.py has the daily and practice slots')."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

from textual.widgets import Input

from ...core.errors import WordleError
from ...core.game import grid_mode
from ...core.game.board import Board
from ...core.game.puzzle import puzzle_number, puzzle_today
from ...core.game.undo import setting_changes
from ...core.game.words import WordSet, named_set
from ...core.solve.strategies import STRATEGIES
from ...core.storage.daily_slot import TODAY
from ..preferences import active_keys
from ..widgets.candidates import CandidatesPanel
from ..widgets.grid import TileGrid
from .input_queue import in_order

if TYPE_CHECKING:
    from .play_base import PlayScreenBase as _Base
else:
    _Base = object  # the screen supplies everything; see play_base.py

WordSources = dict[str, Callable[[], WordSet]]


class PlayActions(_Base):
    """Mixed into PlayScreen, which provides board, apply, start, say, patterns, suggestions."""

    # -- suggestions --------------------------------------------------------------------
    def action_cycle_suggestion(self, step: int) -> None:
        """Tab fills #1, Tab again #2...; Shift+Tab goes back. In the filter, Tab goes back to the grid."""
        if isinstance(self.focused, Input):
            self.query_one(TileGrid).focus()
            return
        self._cycle_suggestion(step)

    @in_order(wait="ranking_on_its_way")  # waits for the ranking of the position on the board
    def _cycle_suggestion(self, step: int) -> None:
        if self._no_suggestion():
            return
        words = [s.guess for s in self.suggestions]
        here = words.index(self.board.draft) if self.board.draft in words else (-1 if step > 0 else 0)
        self.apply(lambda b: b.set_draft(words[(here + step) % len(words)]))

    @in_order(wait="ranking_on_its_way")
    def action_step(self) -> None:
        if self._no_suggestion():
            return
        top = self.suggestions[0].guess
        self.apply(lambda b: self._submit(b.set_draft(top)))

    def _no_suggestion(self) -> bool:
        """Say why there is no suggestion to play, if there is none."""
        if self.helpers_hidden:
            self.say("helpers hidden until the game ends (F8 shows them)", error=True)
        elif not self.suggestions:
            self.say(f"no suggestion: {self.no_ranking or 'none for this position'}", error=True)
        return self.helpers_hidden or not self.suggestions

    @in_order()
    def on_suggestions_panel_picked(self, message) -> None:
        self.apply(lambda b: b.set_draft(message.word))
        self.query_one(TileGrid).focus()

    # -- games and slots ------------------------------------------------------------------
    @in_order()
    def action_undo(self) -> None:
        before = self.board
        if self.history.undo():
            self._stepped(before)
        else:
            self.say("nothing to undo")

    @in_order()
    def action_redo(self) -> None:
        before = self.board
        if self.history.redo():
            self._stepped(before)
        else:
            self.say("nothing to redo")

    def _stepped(self, before: Board) -> None:
        """An undo or redo. One of F2 or F3 changes the settings file too, so the next game starts
        as the screen shows (the core says which steps are settings), and says so, as F2 and F3
        do (a play-tester's undo of F2 turned hard mode back on in silence)."""
        changes = setting_changes(before, self.board)
        if changes:
            self.app.preferences.remember(**changes)
        self._board_changed()
        if "hard" in changes:
            self.hard_said()
        if "strategy" in changes:
            self.strategy_said()

    @in_order()
    def action_new_game(self) -> None:
        """A new game in the same slot (a fresh daily board, or a new hidden answer); ctrl+z
        brings the last one back. The filter and sort of the last game do not carry over. The
        daily puzzle's finished game stays, and practice is offered (grid_mode.new_game)."""
        from ..coach import board_puzzle

        if self.board.answer is not None:
            self.action_practice(keep_history=True)
            return
        try:
            board = grid_mode.new_game(self.board, board_puzzle(self), self.hint_keys(), puzzle_today())
        except WordleError as exc:
            self.say(str(exc), error=True)
            return
        if board == self.board:  # nothing to clear: the panels stay as they are
            self.say("a new game already: nothing to clear")
            return
        before = self.board
        self.query_one(CandidatesPanel).reset()
        self.sort_by_score = False
        self.apply(lambda _: board)
        if board.day is not None and board.day != before.day:  # left open over midnight
            self.say(f"New game: today's puzzle, Wordle #{puzzle_number(board.day)} ({board.day}).")
        elif before.rows:  # the rows went in silence: say how to get them back
            rows = len(before.rows)
            self.say(
                f"New game: your {rows} row{'s' if rows > 1 else ''} cleared; "
                f"{self.hint_keys()['undo']} brings {'them' if rows > 1 else 'it'} back."
            )

    def hint_keys(self) -> dict[str, str]:
        """The keys the hints and messages name, as the player has them (the keymap)."""
        return {bid: active_keys(self.app, bid) for bid in grid_mode.DEFAULT_KEYS}

    @property
    def helpers_hidden(self) -> bool:
        """Practice may hide the suggestions and candidates until the game ends."""
        return self.hide_helpers and self.board.answer is not None and not self.board.over

    @in_order()
    def action_toggle_helpers(self) -> None:
        self.hide_helpers = not self.hide_helpers
        self._update_view()
        if not self.hide_helpers:
            self.say("helpers shown")
        elif self.board.answer is None or self.board.over:  # nothing hidden on this board now
            self.say("helpers will be hidden in practice games, until each ends (F8 shows them)")
        else:
            self.say("practice: helpers hidden until the game ends (F8 shows them)")

    # -- settings -------------------------------------------------------------------------
    @in_order()
    def action_toggle_hard(self) -> None:
        """Hard mode as NYT allows it (Board.toggle_hard); a refused toggle changes no setting."""
        before = self.board.hard
        self.apply(Board.toggle_hard)
        if self.board.hard != before:
            self.app.preferences.remember(hard=self.board.hard)
            self.hard_said()

    @in_order()
    def action_next_strategy(self) -> None:
        self.set_strategy(STRATEGIES[(STRATEGIES.index(self.board.strategy) + 1) % len(STRATEGIES)])

    @in_order()
    def set_strategy(self, strategy: str) -> None:
        self.apply(lambda b: replace(b, strategy=strategy))
        self.app.preferences.remember(strategy=self.board.strategy)
        self.strategy_said()

    @in_order()
    def action_next_word_set(self) -> None:
        names = list(self.sources)
        here = names.index(self.board.word_set) if self.board.word_set in names else -1
        after = names[here + 1 :] + names[: here + 1]
        skipped = ""
        if after[0] == TODAY and len(after) > 2 and not self.board.over:
            skipped = self.joining_today()[1] or ""
            after = after[1:] if skipped else after  # the next set, not a refusal F4 never gets past
        self.set_word_set(after[0], skipped)

    @in_order()
    def set_word_set(self, name: str, skipped: str = "") -> None:
        """Play on the word set ``name`` (``skipped``: why F4 passed over today's lists)."""
        before = self.board
        day = before.day
        if name == TODAY and before.word_set != TODAY and not before.over:
            day, why = self.joining_today()
            if why:
                self.say(f"Not on today's lists: {why}.", error=True)
                return
        self.apply(lambda b: b.with_rules(word_set=name, widened=False, day=day))
        self.word_set_said(before, name, skipped)

    def joining_today(self):
        """(the puzzle date this game would play on today's lists, why it may not): see DailySlot."""
        return self.daily.joining(self.board, self.service.day or puzzle_today())

    @in_order(wait="words_on_their_way")
    def action_widen(self) -> None:
        words = self.patterns.words if self.patterns is not None else None
        if not self.board.widened and words is not None and len(words.answers) >= len(words.allowed):
            self.say("nothing to widen: every allowed word may already be the answer here", error=True)
            return
        before = self.board
        self.apply(lambda b: b.with_rules(widened=not b.widened))
        self.widen_said(before, words)

    @in_order()
    def action_any_word(self) -> None:
        before = self.board
        self.apply(lambda b: b.with_rules(any_word=not b.any_word))
        if self.board is before:
            return  # refused, and said
        self.say(
            "any word is accepted as a guess"
            if self.board.any_word
            else "guesses must be in the allowed list"
        )

    @in_order()
    def action_toggle_sort(self) -> None:
        self.sort_by_score = not self.sort_by_score
        self.query_one(CandidatesPanel).set_sort(self.sort_by_score)

    def action_filter(self) -> None:
        self.next_input()  # not one of the queue's steps, and a key's message ends with it too
        self.set_focus(self.query_one("#candidate-filter", Input))  # at once: the keys sent after are its

    def action_to_grid(self) -> None:
        self.query_one(TileGrid).focus()
        self.press("escape", None)

    @in_order(wait="words_on_their_way")
    def action_cover(self) -> None:
        if self.patterns is None:
            self.say("still loading the word lists...", error=True)
            return
        self.app.open_cover(self.patterns.words, self.state)

    @in_order()
    def action_lab(self) -> None:
        self.app.open_lab(self.board.word_set, self.patterns)

    def action_update_history(self) -> None:
        """Fetch the NYT answers the history is missing (a worker); run again to cancel."""
        if self.updating_history:
            self.workers.cancel_group(self, "history")  # the core stops at once, mid-request too
            self.updating_history = False
            self.say("answer history update cancelled (the days fetched so far are kept)")
            return
        self.updating_history = True
        self.say("updating the answer history...")
        self.service.update_history(self.sources.get("today") or partial(named_set, "today"))
