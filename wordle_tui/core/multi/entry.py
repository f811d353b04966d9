"""What the player has entered in a multi-board game, as an immutable value.

The app keeps a MultiEntry, turns keys into its operations and derives the MultiGame from
it with ``game``; undo is a stack of entries. Its save file is save.py's. Nothing here knows
about the screen.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..errors import STRAY, Refused, WordleError
from ..game.feedback import GREEN, GREY, YELLOW, decode, encode, parse
from ..game.patterns import Patterns
from .game import BoardError, MultiGame, default_limit

NEXT_COLOUR = {GREY: YELLOW, YELLOW: GREEN, GREEN: GREY}

Colours = tuple[int, ...] | None  # one board's colours for the row being coloured; None: board done


class BoardRefused(Refused["MultiEntry"]):
    """Enter on colours one board cannot take: ``after`` selects that board (``board``)."""

    def __init__(self, exc: BoardError, after: MultiEntry) -> None:
        super().__init__(str(exc), after)
        self.board = exc.board


@dataclass(frozen=True)
class MultiEntry:
    boards: int = 4
    limit: int = 9
    word_set: str = "original"
    length: int = 5
    moves: tuple[tuple[str, tuple[int | None, ...]], ...] = ()
    draft: str = ""
    colours: tuple[Colours, ...] | None = None  # while colouring the drafted word
    answers: tuple[str, ...] | None = None  # practice: the hidden answers, the app colours
    board: int = 0  # while colouring: the open board colour keys act on ...
    col: int = 0  # ... and its tile (kept here so undo, the save and the view agree); length: after the last
    # letters that are no colour keys, typed while colouring: Enter names them first (not saved)
    stray: str = ""

    @classmethod
    def new(cls, boards: int, word_set: str, length: int = 5, answers=None) -> MultiEntry:
        return cls(boards, default_limit(boards), word_set, length, answers=answers)

    @property
    def colouring(self) -> bool:
        return self.colours is not None

    @property
    def row_done(self) -> bool:
        """The selected board's row is coloured to its end: no tile is selected, and the next
        colour key goes on to the next open board (``colour_here``)."""
        return self.colours is not None and self.col == self.length

    @property
    def colour_board(self) -> int:
        """The board the next colour (a key, a paste) goes to: the selected one, or once its row
        is coloured, the next open one."""
        return self.select(self.board + 1).board if self.row_done else self.board

    @property
    def practice(self) -> bool:
        """A practice game: the answers are hidden, and the app colours."""
        return self.answers is not None

    @property
    def practice_over(self) -> bool:
        """A practice game every answer of which was guessed, or with no guess left (the
        answers known, the entry alone tells)."""
        guessed = {guess for guess, _ in self.moves}
        return self.answers is not None and (len(self.moves) >= self.limit or guessed >= set(self.answers))

    def game(self, patterns: Patterns) -> MultiGame:
        """Replay the committed moves (each was checked when it was committed)."""
        index = patterns.words.answer_index
        unknown = [a for a in self.answers or () if a not in index]
        if unknown:
            raise WordleError(f"{unknown[0].upper()} is not in the answer list ({patterns.words.name})")
        answers = tuple(index[a] for a in self.answers) if self.answers else None
        game = MultiGame.start(patterns, self.boards, self.limit, answers)
        return game.replay(self.moves, any_word=True)

    def fit(self, game: MultiGame) -> MultiEntry:
        """A restored row whose done boards disagree with the replayed game keeps its word
        and loses its colours (Enter colours it afresh)."""
        if self.colours is not None and tuple(c is None for c in self.colours) != game.done:
            return replace(self, colours=None, board=0, col=0)
        return self

    # -- typing ------------------------------------------------------------------------
    def type(self, letter: str) -> MultiEntry:
        letter = letter.lower()
        if (
            self.colouring
            or len(self.draft) >= self.length
            or not ("a" <= letter <= "z" and len(letter) == 1)
        ):
            return self
        return replace(self, draft=self.draft + letter)

    def backspace(self) -> MultiEntry:
        return replace(self, draft=self.draft[:-1], colours=None, board=0, col=0, stray="")

    def strayed(self, letter: str) -> MultiEntry:
        """A letter that is no colour key while colouring (refused): the next Enter names it
        instead of playing the row (the next word, sent in one burst with this one's)."""
        return replace(self, stray=self.stray + letter.upper()) if self.colouring else self

    def steady(self) -> MultiEntry:
        """A key no word has (a digit, Space, an arrow, a click, a paste): colouring on purpose."""
        return replace(self, stray="")

    def set_draft(self, word: str) -> MultiEntry:
        return replace(self, draft=word.lower()[: self.length], colours=None, board=0, col=0)

    def submit(self, game: MultiGame) -> MultiEntry:
        """Enter on a full row: check the word, then colour it on every open board (practice:
        the game scores it at once)."""
        if game.over:
            raise WordleError(f"the game is {game.verdict}: start a new one (ctrl+n)")
        if len(self.draft) < self.length:
            raise WordleError(f"not enough letters: {len(self.draft)} of {self.length}")
        word = game.patterns.words.check_guess(self.draft)
        if self.answers:
            return self._commit(game, word, game.feedback_for(word))
        colours = tuple(None if done else (GREY,) * self.length for done in game.done)
        return replace(self, draft=word, colours=colours, board=0, col=0).select(0)

    def commit(self, game: MultiGame) -> MultiEntry:
        """Enter while colouring: the row joins every open board, or a BoardRefused names the
        board whose colours fit none of its candidates and selects it, at its first tile, as
        the single board puts its cursor back on a refused row (the next colour key fixes it)."""
        if self.colours is None:
            return self.submit(game)
        if self.stray:
            letters = " ".join(self.stray)
            raise Refused(STRAY.format(word=self.draft.upper(), letters=letters), replace(self, stray=""))
        feedback = tuple(None if c is None else encode(c) for c in self.colours)
        try:
            return self._commit(game, self.draft, feedback)
        except BoardError as exc:
            raise BoardRefused(exc, self.select(exc.board)) from None

    def _commit(self, game: MultiGame, word: str, feedback) -> MultiEntry:
        game.play(word, feedback)  # raises, naming the board, when nothing fits
        return replace(self, moves=(*self.moves, (word, feedback)), draft="", colours=None, board=0, col=0)

    # -- the selected board and tile (open boards only: a done board takes no colours) ----
    def open_boards(self) -> list[int]:
        return [b for b, c in enumerate(self.colours or ()) if c is not None]

    def select(self, start: int, step: int = 1) -> MultiEntry:
        """The first open board from ``start`` going ``step`` (wrapping round), at its first tile."""
        for k in range(self.boards):
            b = (start + step * k) % self.boards
            if self.colours is not None and self.colours[b] is not None:
                return replace(self, board=b, col=0)
        return self

    def next_board(self, step: int) -> MultiEntry:
        return self.select(self.board + step, step)

    def move_tile(self, step: int) -> MultiEntry:
        if not self.colouring or (self.row_done and step > 0):
            return self
        return replace(self, col=min(max(self.col + step, 0), self.length - 1))

    def pick(self, board: int, col: int | None) -> MultiEntry:
        """A click on an open board (and on one of its tiles: cycle that tile's colour)."""
        if self.colours is None or not 0 <= board < self.boards or self.colours[board] is None:
            return self
        if col is None:
            return replace(self, board=board)
        return replace(self, board=board, col=col).cycle(board, col)

    def colour_here(self, colour: int) -> MultiEntry:
        """A colour key: colour the selected tile, then select the next one; after the row's
        last tile, the board stays selected until the next colour key, which goes on to the
        next open board's first tile. Moving on at once made Down, pressed after a row as
        between boards, skip a board, which Enter then played all grey (a play-tester's)."""
        if self.colours is None:
            return self
        if self.row_done:  # select always finds an open board (this one, at worst) at its first tile
            return self.select(self.board + 1).colour_here(colour)
        return replace(self.set_colour(self.board, self.col, colour), col=self.col + 1)

    def cycle_here(self) -> MultiEntry:
        return self if self.row_done else self.cycle(self.board, self.col)

    # -- colours -----------------------------------------------------------------------
    def set_colour(self, board: int, col: int, colour: int) -> MultiEntry:
        colours = self.colours
        if colours is None or (row := colours[board]) is None:
            return self
        row = (*row[:col], colour, *row[col + 1 :])
        return replace(self, colours=(*colours[:board], row, *colours[board + 1 :]))

    def cycle(self, board: int, col: int) -> MultiEntry:
        colours = self.colours
        if colours is None or (row := colours[board]) is None:
            return self
        return self.set_colour(board, col, NEXT_COLOUR[row[col]])

    def paste(self, text: str, board: int) -> MultiEntry:
        """Emoji rows (or any notation), one per board from ``board`` on, skipping boards
        already done: a row of 5 colours per line, or several boards' rows on one line."""
        entry = self
        for b, pattern in self.paste_targets(text, board):
            for col, colour in enumerate(decode(pattern, self.length)):
                entry = entry.set_colour(b, col, colour)
        return entry

    def paste_targets(self, text: str, board: int) -> list[tuple[int, int]]:
        """Where a paste's rows go: (board, from 0; its row's pattern), in order (see paste)."""
        if self.colours is None:
            raise WordleError("type the guess and press Enter before pasting its colours")
        rows = [line for line in text.splitlines() if line.strip()]
        chunks: list[int] = []
        for line in rows:
            squares = [ch for ch in line if not ch.isspace() and ch != "\ufe0f"]
            if len(squares) % self.length:
                raise WordleError(
                    f"bad paste {line.strip()!r}: {len(squares)} colours, not rows of {self.length}"
                )
            for i in range(0, len(squares), self.length):
                chunks.append(parse("".join(squares[i : i + self.length]), self.length))
        open_boards = [b for b in range(board, self.boards) if self.colours[b] is not None]
        if len(chunks) > len(open_boards):
            raise WordleError(
                f"pasted {len(chunks)} rows for {len(open_boards)} open boards from board {board + 1}: "
                "none taken (one row a board)"
            )
        return list(zip(open_boards, chunks, strict=False))
