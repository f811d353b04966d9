"""The play screen's two slots, the daily game and practice: F5 between them, a new practice
game, a lab game replayed as practice. Each message names the game F5 goes to: the daily slot
holds today's puzzle, an archive day's (``--date``) or another list's game."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ...core.coach.daily_game import todays_board
from ...core.game.board import MAX_ROWS, Board, Row
from ...core.game.feedback import decode, score
from ...core.game.puzzle import Puzzle, game_puzzle, puzzle_today
from ...core.game.setup import draw_answer
from ...core.storage.daily_slot import TODAY
from ...core.storage.save import load_board, slot_path
from ..notices import warn
from ..widgets.candidates import CandidatesPanel
from .input_queue import in_order

if TYPE_CHECKING:
    from .play_base import PlayScreenBase as _Base
else:
    _Base = object  # the screen supplies everything; see play_base.py


class PlaySlots(_Base):
    """Mixed into PlayScreen, which provides board, kept, unsaved, daily, start, apply, say."""

    @in_order(wait="words_on_their_way")
    def action_practice(self, keep_history: bool = False) -> None:
        if self.patterns is None:
            self.say("still loading the word lists...", error=True)
            return
        board = replace(self.board.fresh(), answer=draw_answer(self.patterns))
        if keep_history:
            self.query_one(CandidatesPanel).reset()
            self.apply(lambda _: board)
        else:
            self.start(board)
        back = f"{self.hint_keys()['switch_slot']} goes back to {self.daily_name(self.daily_game())}"
        self.say(f"Practice: the answer is hidden; type your guesses. {back}.")

    @in_order()
    def action_switch_slot(self) -> None:
        """F5: between the daily game and practice; each slot keeps its own game (a slot that is
        not saved, in memory for the session)."""
        to_practice = self.board.answer is None
        slot = "practice" if to_practice else "daily"
        saved = self.kept.get(slot)
        why = self.unsaved.get(slot) or (self.not_saved(saved) if saved is not None else "")
        in_memory = self.unsaved.get(slot) or (self.unwritten(saved) if saved is not None else "")
        if self.save_dir is not None and not in_memory:  # else the game not written, as it was left
            saved, notice = load_board(slot_path(self.save_dir, slot))
            if not to_practice:  # another day's game gives way to today's (the record's, if played)
                board = self.board
                saved, stale = todays_board(
                    saved, board.word_set, strategy=board.strategy, any_word=board.any_word
                )
                notice = "; ".join(filter(None, [notice, stale]))
            if notice:
                warn(self, notice)
        if to_practice and (saved is None or saved.over or saved.answer is None):
            self.action_practice()
            return
        self.start(saved if saved is not None else self.new_daily_board())
        key = self.hint_keys()["switch_slot"]
        back = (
            "Back to the practice game."
            if to_practice
            else f"Back to {self.daily_name(saved)}; {key} for practice."
        )
        self.say(why or back)  # a game that is not saved says so again

    def footer_labels(self) -> dict[str, str]:
        """The footer's words for F5: where it goes from this game (see FittedFooter)."""
        if self.board.answer is None:
            return {"switch_slot": "practice"}
        return {
            "switch_slot": "archive" if self.daily_puzzle(self.daily_game()).kind == "archive" else "daily"
        }

    @in_order()
    def open_game(self, game) -> None:
        """Replay a lab game on the board, as a finished practice game (the daily game is kept)."""
        if game is None:
            return
        rows = tuple(Row(g, tuple(decode(score(g, game.answer), len(g)))) for g in game.path)[:MAX_ROWS]
        self.start(
            Board(
                length=len(game.answer),
                rows=rows,
                word_set=game.word_set,
                strategy=game.strategy,
                hard=game.hard,
                answer=game.answer,
                max_rows=max(6, len(rows)),
            )
        )

    def new_daily_board(self) -> Board:
        """A new game in the daily slot, the settings kept: on today's lists, of the puzzle
        the slot plays now (a new day's after midnight, not the one the lists were loaded for)."""
        board = replace(self.board.fresh(), answer=None)
        today = board.word_set == TODAY
        return replace(board, day=(self.service.day or puzzle_today()) if today else None)

    def daily_game(self) -> Board | None:
        """The daily slot's game, as F5 finds it from practice (None: there is none, a new one)."""
        kept = self.kept.get("daily")  # this session's, saved or not
        return kept if kept is not None else self.daily.saved

    def daily_puzzle(self, board: Board | None) -> Puzzle:
        """What a daily slot's game plays: today's puzzle, an archive day's, or another list."""
        if board is None:
            return Puzzle("daily", puzzle_today())  # a new game of today's puzzle
        chosen = self.service.day  # --date: this session's daily slot plays that day
        archive = chosen is not None and chosen != puzzle_today()
        return game_puzzle(board.word_set, practice=False, day=board.day or puzzle_today(), archive=archive)

    def daily_name(self, board: Board | None) -> str:
        """How a message names a daily slot's game: "your daily game", "the archive game of 2025-10-17"..."""
        return self.daily_puzzle(board).game_name(board.word_set if board is not None else "today")
