"""One game of the player's record (record.py keeps them): which game it is, what was played,
how many rows it had, and its scores."""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, replace

ROWS = 6  # NYT's rows: the daily statistics count the games of this many (player_stats.py)


@dataclass(frozen=True)
class GameRecord:
    date: dt.date | None  # the puzzle's date (None: practice)
    puzzle: int | None
    words: tuple[str, ...]
    colours: tuple[str, ...]
    solved: bool
    hard: bool = False
    skill: float | None = None
    luck: float | None = None
    solver_guesses: int | None = None
    kind: str = "daily"  # daily, archive or practice
    game_id: str | None = None  # a practice game's (Board.game_id); None before practice games had one
    rows: int = ROWS  # the game's row limit (--rows): a game of 8 rows is "7/8", not "7/6"

    @property
    def guesses(self) -> int:
        return len(self.words)

    @property
    def result(self) -> str:
        """The result as the share text writes it, out of the game's own rows: 4/6, 7/8, X/8."""
        return f"{self.guesses if self.solved else 'X'}/{self.rows}"

    @property
    def shared_result(self) -> str:
        """The result with NYT's star for hard mode, as its share text writes it: 4/6*."""
        return self.result + ("*" if self.hard else "")

    @property
    def which(self) -> str:
        """'archive #1443 2025-06-01', 'daily #1500 2025-07-28', or 'practice' (no puzzle)."""
        return f"{self.kind} #{self.puzzle} {self.date}" if self.kind != "practice" else "practice"

    @property
    def of_nyt_rows(self) -> bool:
        """Played with NYT's six rows: only such daily games are in the streaks and distribution."""
        return self.rows == ROWS

    @property
    def key(self) -> str:
        """Which game this is: a daily or archive puzzle has one game, the first finished; so has
        a practice game, whatever its replays."""
        if self.kind in ("daily", "archive"):
            return f"{self.kind}:{self.puzzle}"
        if self.game_id is not None:
            return practice_key(self.game_id)
        return f"practice:{' '.join(self.words)}:{' '.join(self.colours)}"

    @property
    def scored(self) -> bool:
        return self.skill is not None or self.luck is not None or self.solver_guesses is not None

    def same_play(self, other: GameRecord) -> bool:
        """The same rows, words and colours: a replay after undo may keep the words and change a
        colouring (a lost game won on its last row), and its scores are not this game's."""
        return (self.words, self.colours) == (other.words, other.colours)

    def joined(self, later: GameRecord) -> GameRecord:
        """This game, kept first under its key, after ``later`` of the same key: it stands, with
        ``later``'s scores where it has none if it is the same game (its scores come on a later
        line once computed). The record's rule (Record.add), and every reader's."""
        if not self.same_play(later):
            return self
        return replace(
            self,
            skill=self.skill if self.skill is not None else later.skill,
            luck=self.luck if self.luck is not None else later.luck,
            solver_guesses=self.solver_guesses if self.solver_guesses is not None else later.solver_guesses,
        )


def legacy_rows(words: int, solved: bool) -> int:
    """The rows of a game kept before the record kept them (record version 3 and before, or a
    queue line of then): six, as nearly every game had, unless its words prove otherwise. A loss
    used every row it had, so it had exactly as many as its words; a win had at least its words."""
    return words if not solved else max(ROWS, words)


def practice_key(game_id: str) -> str:
    """The record's key of a practice game (its game id has no colon: a key from before ids,
    ``practice:<words>:<colours>``, has two)."""
    return f"practice:{game_id}"


def game_id_of_key(kind: str, key: str | None) -> str | None:
    """The practice game id a row's key holds (None: not a practice game, or one from before ids)."""
    if kind != "practice" or not key or not key.startswith("practice:"):
        return None
    rest = key.removeprefix("practice:")
    return rest if rest and ":" not in rest else None
