"""What the line under the board says (widgets/message_line.py draws it): the position's note, a
key's own message, why a game is not saved or not recorded (told once, when it becomes so: the
header keeps "not saved"), and what the keys that change a game's rules did: F3 on a finished
game, F2 off mid-game, F4, ctrl+w.

Mixed into PlayScreen: it provides board, patterns, not_saved and recorded.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.coach.daily_game import not_recorded
from ...core.game.board import Board
from ...core.game.words import NAMED_SETS, WordSet
from ..widgets.message_line import MessageLine

if TYPE_CHECKING:
    from .play_base import PlayScreenBase as _Base
else:
    _Base = object  # the screen supplies everything; see play_base.py


class PlayMessages(_Base):
    def say(self, text: str, error: bool = False) -> None:
        """What this input says, until the next input."""
        self.query_one(MessageLine).say(text, error)

    def set_note(self, note: tuple[str, bool]) -> None:
        """What the position says (its verdict, colours no word fits, a failing save) while it holds."""
        self._note = note
        self.query_one(MessageLine).set_note(*note)

    def next_input(self) -> None:
        """A new input: the last one's message goes, the position's note is shown again."""
        self.query_one(MessageLine).next_input()

    def tell_kept(self, board: Board) -> None:
        """Why ``board`` will not be recorded, and why it is not saved, each told when it becomes
        so (at the start, after F4, an undo into a replay): once, not again after every key."""
        notes = tuple(filter(None, [not_recorded(board, self.recorded(board)), self.not_saved(board)]))
        for note in notes:
            if note not in self._kept_told:
                self.query_one(MessageLine).add(note)
        self._kept_told = notes

    def _verdict(self) -> str:
        board = self.board
        if board.solved:
            return f"Solved in {len(board.rows)}!"
        if board.answer is not None:
            return f"Lost: the answer was {board.answer.upper()}."  # one line at 80x24, under the board
        return f"All {board.max_rows} rows used."

    def _ended(self, verdict: str) -> tuple[str, bool]:
        """A finished game's note: its verdict, and a failing save's warning until a write succeeds."""
        warning = self.saver.warning
        return (f"{verdict}  {warning}", True) if warning else (verdict, False)

    # -- the keys that change a game's rules --------------------------------------------
    def strategy_said(self) -> None:
        """F3: the strategy now ranking the suggestions; on a finished game, the game stays as
        played and the strategy is for the next ones."""
        name = self.board.strategy
        if self.board.over:
            shown = self.board.known_answer is not None  # a lost daily game's answer is not known here
            self.say(
                f"Strategy: {name}, used from your next game"
                + ("; the History's solver line shows how it would have played this one." if shown else ".")
            )
        else:
            self.say(f"Strategy: {name}: the suggestions are its picks from now on.")

    def hard_said(self) -> None:
        """F2: what the rules are now (a play-tester saw only the header change); off mid-game,
        that it cannot be turned on again within the game."""
        board = self.board
        if not board.hard and board.guessed:  # a row being coloured is a guess too (a play-tester's)
            undo = self.hint_keys()["undo"]
            self.say(f"Hard mode off for the rest of this game ({undo} undoes this).")
        elif board.hard:
            self.say("Hard mode: each guess must use the hints so far (greens in place, yellows kept).")
        else:
            self.say("Hard mode off: any allowed word may be guessed.")

    def word_set_said(self, before: Board, name: str, skipped: str = "") -> None:
        """F4 (or the palette's word set ``name``): the lists now played, and the rows replayed on them."""
        board = self.board
        if board is before:
            if before.word_set == name and not before.widened:
                self.say(f"the word set is {name} already")
            return  # else refused, and said
        what = NAMED_SETS[board.word_set][2] if board.word_set in NAMED_SETS else "your own word lists"
        rows = len(board.rows)
        played = f"; your {_rows(rows)} {'is' if rows == 1 else 'are'} replayed on it" if rows else ""
        passed = f" Today's lists skipped: {skipped}." if skipped else ""
        self.say(f"Word set: {board.word_set}, {what}{played}.{passed}")
        self.tell_kept(board)

    def widen_said(self, before: Board, words: WordSet | None) -> None:
        """ctrl+w: which words may be the answer now (``words``: the lists before it)."""
        board = self.board
        if board is before:
            return  # refused, and said
        if not board.widened:
            self.say("Back to the answer list: only its words may be the answer now.")
        elif words is None:
            self.say(
                "Widened: any allowed word may be the answer now (the first time builds a large matrix)."
            )
        else:
            self.say(
                f"Widened: any of the {len(words.allowed)} allowed words may be the answer now, not only "
                f"the {len(words.answers)} answers (the first time builds a large matrix)."
            )


def _rows(count: int) -> str:
    return f"{count} row" + ("s" if count != 1 else "")
