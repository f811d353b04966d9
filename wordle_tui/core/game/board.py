"""What the player has entered: the rows of the tile grid, as an immutable value.

The app keeps a Board, turns key presses into Board operations, and derives the game state
from it with ``Board.game``. Undo and redo are a stack of Boards (undo.py); the save file is a
Board as JSON. Nothing here knows about the screen.
"""

from __future__ import annotations

import datetime as dt
import secrets
from dataclasses import dataclass, field, replace

from ..errors import NoCandidatesError, WordleError
from .feedback import GREEN, GREY, YELLOW, decode, encode, parse, score
from .patterns import PatternSource
from .state import GameState, hard_mode_violation

MAX_ROWS = 20  # the one row limit: option, save file and paste all check against it


def new_game_id() -> str:
    """A name for a new game, unique enough that no two of a player's games share it."""
    return secrets.token_hex(6)


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
    cursor: tuple[int, int] | None = None  # the tile colour keys act on (row, column); see grid_mode
    resume_col: int = 0  # while an earlier row is fixed: where the current row's colouring goes on
    fixed: bool = False  # that row's selected tile was just recoloured: a letter now types on (not saved)
    # letters that are no colour keys, typed while colouring: Enter names them first (not saved)
    stray: str = ""
    shared: tuple[int, ...] = ()  # a pasted share text's rows (patterns): each word entered gets its own
    day: dt.date | None = None  # the today set's daily game: its puzzle's date (None: not one, or not known)
    # Which game this is: a board built anew is a new game, one changed from it (replace, undo)
    # the same. It names a practice game in the record, so its replays after undo are not new
    # games. Not part of the value: two boards with the same rows are equal whatever their game.
    game_id: str = field(default_factory=new_game_id, compare=False)

    # -- typing ------------------------------------------------------------------------
    @property
    def colouring(self) -> bool:
        return self.colours is not None

    @property
    def solved(self) -> bool:
        return bool(self.rows) and all(c == GREEN for c in self.rows[-1].colours)

    @property
    def over(self) -> bool:
        return self.solved or len(self.rows) >= self.max_rows

    @property
    def known_answer(self) -> str | None:
        """The answer where the game tells it: a practice game's own, or a solved game's last word."""
        return self.answer or (self.rows[-1].word if self.solved else None)

    def type(self, letter: str) -> Board:
        letter = letter.lower()
        if self.over or self.colouring or len(self.draft) >= self.length:
            return self
        if not (len(letter) == 1 and "a" <= letter <= "z"):
            return self
        return replace(self, draft=self.draft + letter)

    def backspace(self) -> Board:
        if self.colouring:
            return replace(self, colours=None, draft=self.draft[:-1], cursor=None, stray="")
        return replace(self, draft=self.draft[:-1])

    def submit_word(self, patterns: PatternSource, steps=()) -> Board:
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
            return replace(self, rows=(*self.rows, Row(word, colours)), draft="", cursor=None)
        shared = self.shared[len(self.rows)] if len(self.shared) > len(self.rows) else None
        colours = tuple(decode(shared, self.length)) if shared is not None else (GREY,) * self.length
        return replace(self, draft=word, colours=colours, cursor=(len(self.rows), 0))

    def commit_colours(self) -> Board:
        """Enter while colouring: the row joins the history."""
        if self.colours is None:
            return self
        return replace(
            self, rows=(*self.rows, Row(self.draft, self.colours)), draft="", colours=None, cursor=None
        )

    def confirm(self, patterns: PatternSource) -> Board:
        """Enter while colouring, checked against the word lists: colours that leave no candidate
        are refused (NoCandidatesError, naming the row) and nothing changes. A row after an earlier
        one that fits nothing is not blamed for it: that row's own message is on screen already."""
        confirmed = self.commit_colours()
        error = confirmed.game(patterns)[1] if confirmed is not self else None
        if error is not None and error.step == len(confirmed.rows):
            raise error
        return confirmed

    def set_draft(self, word: str) -> Board:
        """Put a whole word (a suggestion) into the current row."""
        if self.over:
            return self
        return replace(self, draft=word.lower()[: self.length], colours=None, cursor=None)

    @property
    def guessed(self) -> bool:
        """A guess is in (played, or entered and being coloured): hard mode can no longer be
        turned on in this game."""
        return bool(self.rows) or self.colouring

    def toggle_hard(self) -> Board:
        """Hard mode on or off as NYT allows it: on only before the first guess, off until the
        game ends; rows played in one mode are never labelled with the other (the share text's star)."""
        if self.over:
            mode = "hard" if self.hard else "normal"
            raise WordleError(f"the game is over: it stays as it was played, in {mode} mode")
        if not self.hard and self.guessed:
            raise WordleError(
                "hard mode can only be turned on before the first guess (as on the NYT site): "
                "this game stays in normal mode"
            )
        return replace(self, hard=not self.hard)

    def with_rules(self, **rules) -> Board:
        """Another word set, widened answers or any word accepted (``rules``): while the game is
        under way its rows are replayed under them; a finished game stays as it was played, since
        its puzzle, date, save slot and record all follow from its rules."""
        changed = replace(self, **rules)
        if self.over and changed != self:
            played = (
                ("with any word accepted" if self.any_word else "with guesses from the allowed list")
                if "any_word" in rules
                else f"on the {self.word_set} word set" + (", widened" if self.widened else "")
            )
            raise WordleError(
                f"the game is over: it stays as it was played, {played} (a new game can change it)"
            )
        return changed

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
            new = Row(old.word, (*old.colours[:col], colour, *old.colours[col + 1 :]))
            return replace(self, rows=(*self.rows[:row], new, *self.rows[row + 1 :]))
        if row == len(self.rows) and self.colours is not None:
            return replace(self, colours=(*self.colours[:col], colour, *self.colours[col + 1 :]))
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
            for letter, colour in zip(row.word, row.colours, strict=False):
                best[letter] = max(best.get(letter, GREY), colour)
        return best

    def game(self, patterns: PatternSource) -> tuple[GameState, NoCandidatesError | None]:
        """Replay the committed rows (already accepted, so not re-checked against hard mode).

        When a row's feedback fits no candidate, the state stops before that row and the
        error, naming the row, comes with it: the rows themselves are kept for fixing.
        """
        state = GameState.start(patterns, hard=False, limit=self.max_rows)
        try:
            for row in self.rows:
                state = state.play(row.word, row.pattern, any_word=True)
        except NoCandidatesError as exc:
            return state.with_hard(self.hard), exc
        return state.with_hard(self.hard), None

    def fresh(self) -> Board:
        """A new game with the same settings."""
        return Board(
            length=self.length,
            hard=self.hard,
            any_word=self.any_word,
            strategy=self.strategy,
            word_set=self.word_set,
            max_rows=self.max_rows,
            day=self.day if self.word_set == "today" else None,  # the same puzzle; none off its lists
        )
