"""What the player has entered: the rows of the tile grid, as an immutable value.

The app keeps a Board, turns key presses into Board operations, and derives the game state
from it with ``Board.game``. Undo and redo are a stack of Boards; the save file is a Board
as JSON. Nothing here knows about the screen.
"""

from __future__ import annotations

import json
import time
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path

from . import cache
from .errors import NoCandidatesError, WordleError
from .feedback import GREEN, GREY, YELLOW, decode, encode, parse, score
from .patterns import Patterns
from .state import GameState, hard_mode_violation
from .strategies import STRATEGIES

SAVE_VERSION = 1


@dataclass(frozen=True)
class Row:
    word: str
    colours: tuple[int, ...]

    @property
    def pattern(self) -> int:
        return encode(self.colours)


@dataclass(frozen=True)
class Board:
    """Committed rows, plus the row being typed (``draft``) and, once it is a whole word,
    the colours being entered for it (``colours``)."""

    length: int = 5
    rows: tuple[Row, ...] = ()
    draft: str = ""
    colours: tuple[int, ...] | None = None
    hard: bool = False
    any_word: bool = False
    strategy: str = "entropy"
    word_set: str = "original"
    widened: bool = False
    answer: str | None = None  # practice mode: the hidden word
    max_rows: int = 6

    # -- typing ------------------------------------------------------------------------
    @property
    def colouring(self) -> bool:
        return self.colours is not None

    @property
    def over(self) -> bool:
        solved = bool(self.rows) and all(c == GREEN for c in self.rows[-1].colours)
        return solved or (self.answer is not None and len(self.rows) >= self.max_rows)

    def type(self, letter: str) -> Board:
        letter = letter.lower()
        if self.over or self.colouring or len(self.draft) >= self.length:
            return self
        if not (len(letter) == 1 and "a" <= letter <= "z"):
            return self
        return replace(self, draft=self.draft + letter)

    def backspace(self) -> Board:
        if self.colouring:
            return replace(self, colours=None, draft=self.draft[:-1])
        return replace(self, draft=self.draft[:-1])

    def submit_word(self, patterns: Patterns, steps=()) -> Board:
        """Enter on a full row: check the word, then colour it (or score it, in practice)."""
        if self.over:
            raise WordleError("the game is over: start a new one (ctrl+n)")
        if len(self.draft) < self.length:
            raise WordleError(f"not enough letters: {len(self.draft)} of {self.length}")
        word = patterns.words.check_guess(self.draft, any_word=self.any_word)
        if self.hard:
            reason = hard_mode_violation(tuple(steps), word)
            if reason:
                raise WordleError(f"hard mode: {reason}")
        if self.answer is not None:
            colours = tuple(decode(score(word, self.answer), self.length))
            return replace(self, rows=self.rows + (Row(word, colours),), draft="")
        return replace(self, draft=word, colours=(GREY,) * self.length)

    def commit_colours(self) -> Board:
        """Enter while colouring: the row joins the history."""
        if not self.colouring:
            return self
        return replace(self, rows=self.rows + (Row(self.draft, self.colours),), draft="", colours=None)

    def set_draft(self, word: str) -> Board:
        """Put a whole word (a suggestion) into the current row."""
        if self.over:
            return self
        return replace(self, draft=word.lower()[: self.length], colours=None)

    # -- colours -----------------------------------------------------------------------
    def colour_at(self, row: int, col: int) -> int:
        if row < len(self.rows):
            return self.rows[row].colours[col]
        return self.colours[col] if self.colours else GREY

    def set_colour(self, row: int, col: int, colour: int) -> Board:
        """Colour one tile of a committed row or of the row being coloured."""
        if self.answer is not None:
            return self  # practice mode: the game colours the tiles
        if row < len(self.rows):
            old = self.rows[row]
            new = Row(old.word, old.colours[:col] + (colour,) + old.colours[col + 1 :])
            return replace(self, rows=self.rows[:row] + (new,) + self.rows[row + 1 :])
        if row == len(self.rows) and self.colours is not None:
            return replace(self, colours=self.colours[:col] + (colour,) + self.colours[col + 1 :])
        return self

    def cycle_colour(self, row: int, col: int) -> Board:
        """Grey -> yellow -> green -> grey, as a click on a tile does."""
        nxt = {GREY: YELLOW, YELLOW: GREEN, GREEN: GREY}
        return self.set_colour(row, col, nxt[self.colour_at(row, col)])

    def paste(self, text: str, row: int | None = None) -> Board:
        """A feedback string or the game's emoji row fills a whole row's colours."""
        row = len(self.rows) if row is None else row
        colours = tuple(decode(parse(text, self.length), self.length))
        board = self
        for col, colour in enumerate(colours):
            board = board.set_colour(row, col, colour)
        return board

    # -- the game it describes ----------------------------------------------------------
    def letter_states(self) -> dict[str, int]:
        """Each letter's best known colour over the committed rows (green > yellow > grey),
        as the game's own keyboard shows it; letters not yet played are absent."""
        best: dict[str, int] = {}
        for row in self.rows:
            for letter, colour in zip(row.word, row.colours):
                best[letter] = max(best.get(letter, GREY), colour)
        return best

    def game(self, patterns: Patterns) -> tuple[GameState, NoCandidatesError | None]:
        """Replay the committed rows (already accepted, so not re-checked against hard mode).

        When a row's feedback fits no candidate, the state stops before that row and the
        error, naming the row, comes with it: the rows themselves are kept for fixing.
        """
        state = GameState.start(patterns, hard=False)
        try:
            for row in self.rows:
                state = state.play(row.word, row.pattern, any_word=True)
        except NoCandidatesError as exc:
            return state.with_hard(self.hard), exc
        return state.with_hard(self.hard), None

    def fresh(self) -> Board:
        """A new game with the same settings."""
        return Board(
            length=self.length, hard=self.hard, any_word=self.any_word, strategy=self.strategy,
            word_set=self.word_set, max_rows=self.max_rows,
        )

    # -- saving ------------------------------------------------------------------------
    def to_json(self) -> dict:
        data = asdict(self)
        data["rows"] = [{"word": r.word, "colours": list(r.colours)} for r in self.rows]
        data["colours"] = list(self.colours) if self.colours is not None else None
        return {"version": SAVE_VERSION, "board": data}

    @classmethod
    def from_json(cls, data) -> Board:
        """Rebuild a saved board; WordleError when the data is not a valid save."""
        try:
            if data.get("version") != SAVE_VERSION:
                raise ValueError(f"save format {data.get('version')!r}")
            raw = dict(data["board"])
            raw["rows"] = tuple(Row(str(r["word"]), tuple(int(c) for c in r["colours"])) for r in raw["rows"])
            if raw.get("colours") is not None:
                raw["colours"] = tuple(int(c) for c in raw["colours"])
            board = cls(**raw)
            _check(board)
            return board
        except (AttributeError, KeyError, TypeError, ValueError) as exc:
            raise WordleError(f"not a valid saved game ({exc})") from None


def _check(board: Board) -> None:
    """Refuse a loaded board that the app could not show or replay."""
    n = board.length

    def word_ok(w: str, exact: bool = True) -> bool:
        return isinstance(w, str) and (len(w) == n if exact else len(w) <= n) and (w == "" or (w.isascii() and w.isalpha() and w.islower()))

    def colours_ok(colours) -> bool:
        return len(colours) == n and set(colours) <= {GREY, YELLOW, GREEN}

    if not 2 <= n <= 40:
        raise ValueError(f"word length {n}")
    for row in board.rows:
        if not (word_ok(row.word) and colours_ok(row.colours)):
            raise ValueError(f"row {row.word!r}")
    if not word_ok(board.draft, exact=False) or (board.colours is not None and not colours_ok(board.colours)):
        raise ValueError("current row")
    if board.strategy not in STRATEGIES:
        raise ValueError(f"strategy {board.strategy!r}")
    if board.answer is not None and not word_ok(board.answer):
        raise ValueError("answer")
    if not 1 <= board.max_rows <= 100:
        raise ValueError(f"{board.max_rows} rows")


@dataclass
class History:
    """Undo and redo over Boards."""

    current: Board
    undo_stack: list[Board] = field(default_factory=list)
    redo_stack: list[Board] = field(default_factory=list)

    def push(self, board: Board) -> bool:
        """Make ``board`` current; False when nothing changed."""
        if board == self.current:
            return False
        self.undo_stack.append(self.current)
        self.redo_stack.clear()
        self.current = board
        return True

    def undo(self) -> bool:
        if not self.undo_stack:
            return False
        self.redo_stack.append(self.current)
        self.current = self.undo_stack.pop()
        return True

    def redo(self) -> bool:
        if not self.redo_stack:
            return False
        self.undo_stack.append(self.current)
        self.current = self.redo_stack.pop()
        return True


# -- the save file -----------------------------------------------------------------------
def default_data_dir() -> Path:
    return cache.user_dir("data")


def save_board(path: Path, board: Board) -> None:
    cache.atomic_write(path, json.dumps(board.to_json(), indent=1).encode())


def load_board(path: Path) -> tuple[Board | None, str | None]:
    """The saved board, or None; a corrupt file is moved aside and the message says where."""
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None, None
    except OSError as exc:
        return None, f"could not read the saved game ({exc.strerror})"
    try:
        return Board.from_json(json.loads(raw)), None
    except (ValueError, WordleError) as exc:
        aside = path.with_name(f"{path.name}.corrupt-{time.strftime('%Y%m%d-%H%M%S')}")
        try:
            path.replace(aside)
        except OSError:
            return None, f"the saved game is corrupt ({exc}); starting afresh"
        return None, f"the saved game was corrupt ({exc}); moved it to {aside} and started afresh"


