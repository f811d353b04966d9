"""Where the play screen's game is kept: its save slot, or only memory (and why), and the record.

Mixed into PlayScreen. The rules are the core's: DailySlot says which game may be saved over the
daily slot's, core/coach/daily_game.py which game is today's and whether the record keeps it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...core.coach.daily_game import is_recorded, record_key, recorded_game
from ...core.coach.record import GameRecord
from ...core.game.board import Board
from ...core.storage.save import slot_of

if TYPE_CHECKING:
    from .play_base import PlayScreenBase as _Base
else:
    _Base = object  # the screen supplies everything; see play_base.py


class PlayKept(_Base):
    """Needs unsaved, daily, records, save_dir and service from the screen."""

    def unwritten(self, board: Board) -> str:
        """Why this game is kept in memory only, not written to its slot ("": it is written)."""
        why = self.unsaved.get(slot_of(board), "")
        if not why and slot_of(board) == "daily" and self.save_dir is not None:
            why = self.daily.kept_from(board) or ""
        return why

    def lost_on_quit(self) -> str:
        """The unfinished games with rows that only memory holds (``unwritten``), named: quitting
        loses them (an archive day's game, ``--date``, was lost by ctrl+q without a word). "":
        none."""
        boards = {slot_of(b): b for b in (*self.kept.values(), self.board)}  # this slot's: the board
        lost = [b for b in boards.values() if b.rows and not b.over and self.unwritten(b)]
        names = [
            f"{'your practice game' if b.answer is not None else self.daily_name(b)} ({len(b.rows)} of "
            f"{b.max_rows} rows)"
            for b in lost
        ]
        return " and ".join(names)

    def not_saved(self, board: Board) -> str:
        """Why this game is not saved, as the player is told ("": it is saved, or it is a finished
        game as the record keeps it, which nothing need save: today's puzzle's beside a later
        puzzle's game in the slot, an archive day's, a practice game beside an unfinished one)."""
        why = self.unwritten(board)
        game = self.recorded(board) if why else None  # its puzzle's, or its practice game's
        return "" if game is not None and is_recorded(board, game) else why

    def record_keeps(self, key: str, game: GameRecord) -> None:
        """The record holds ``game`` under ``key`` now (tui/coach.py, once written): the header
        no longer says "not saved" of a finished game the record keeps."""
        self.records[key] = game
        self._update_header()

    def recorded(self, board: Board) -> GameRecord | None:
        """The record's game of ``board``'s puzzle (a daily or archive one), read once a puzzle; of
        its practice game, once it ended here (a practice game is replayed only through undo,
        which a restart does not keep: the record is not read for each new one)."""
        from ..coach import board_puzzle

        key = record_key(puzzle := board_puzzle(self, board), board.game_id)
        if key is None:
            return None
        if key not in self.records and puzzle.kind != "practice":
            self.records[key] = recorded_game(puzzle)
        return self.records.get(key)
