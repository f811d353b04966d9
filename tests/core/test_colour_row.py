"""Colouring a row: where the tile cursor goes (Home, End; a confirmed row taken back by undo),
and Enter refusing colours that no candidate fits (session 12's play-test)."""

import pytest

from wordle_tui.core.errors import WordleError
from wordle_tui.core.game.board import Board, Row
from wordle_tui.core.game.grid_mode import Mode, RowRefused, mode_of, press
from wordle_tui.core.game.patterns import Patterns
from wordle_tui.core.game.undo import History
from wordle_tui.core.game.words import WordSet

from .test_grid_mode import ROWS, keys


@pytest.fixture
def tiny(tmp_path) -> Patterns:
    words = WordSet.build("tiny", ["bound", "found", "hound", "crane", "slate"], ["salet", "crony"])
    return Patterns.load(words, tmp_path)


def enter(patterns: Patterns):
    """What Enter does in the app: the word checked, then the row's colours checked."""
    return lambda board, *names: _keys(board, patterns, *names)


def _keys(board: Board, patterns: Patterns, *names: str) -> Board:
    for name in names:
        char = name if len(name) == 1 else None
        board = press(board, name, char, lambda b: b.submit_word(patterns), lambda b: b.confirm(patterns))
    return board


def test_home_and_end_select_the_first_and_last_tile_of_the_row_being_coloured_or_fixed():
    board = keys(Board(), *"crane", "enter", "right", "right", "end")
    assert board.cursor == (0, 4)
    assert keys(board, "home").cursor == (0, 0)
    fixing = keys(Board(rows=ROWS), "up", "end")
    assert fixing.cursor == (1, 4) and mode_of(fixing) is Mode.EDITING
    assert keys(fixing, "home", "y").rows[1].colours[0] == 1


@pytest.mark.parametrize(
    ("board", "why"),
    [
        (Board(), "once a word is entered"),
        (Board(rows=(Row("crane", (2,) * 5),)), "game is over"),
        (Board(answer="crane"), "practice"),
    ],
)
def test_home_and_end_say_why_where_there_is_no_tile_to_select(board, why):
    for key in ("home", "end"):
        with pytest.raises(WordleError, match=why):
            keys(board, key)


def test_a_confirmed_row_taken_back_by_undo_is_coloured_anew_from_its_first_tile():
    history = History(keys(Board(), *"crane", "enter", *"bbbbb"))
    assert history.current.cursor == (0, 4)  # the last colour key left it on the last tile
    history.push(keys(history.current, "enter"))
    assert history.undo()
    board = history.current
    assert board.colours == (0,) * 5 and board.cursor == (0, 0)
    assert keys(board, *"ggggy").colours == (2, 2, 2, 2, 1)  # the whole row, not its last tile
    assert history.redo() and history.current.rows == (Row("crane", (0,) * 5),)


def test_undoing_a_rows_colours_goes_back_to_its_first_tile_whatever_keys_came_first():
    """A play-tester's: b b g b b then ctrl+z left the cursor on tile 3, y b b b b on tile 1 (the
    greys on grey tiles changed nothing, so the step began at the G)."""
    for colours in ("bbgbb", "ybbbb"):
        history = History(keys(Board(), *"whole", "enter"))
        for key in colours:
            history.push(keys(history.current, key))
        assert history.undo()
        assert history.current.colours == (0,) * 5 and history.current.cursor == (0, 0), colours


def test_enter_refuses_colours_no_candidate_fits_and_keeps_the_row_to_fix(tiny):
    typed = enter(tiny)
    board = typed(Board(word_set="tiny"), *"salet", "enter", "enter", *"crony", "enter", *"bbbbb")
    with pytest.raises(RowRefused, match=r"no word fits: guess 2 \(CRONY bbbbb\) leaves none") as refused:
        typed(board, "enter")
    back = refused.value.after
    assert back.rows == board.rows and back.draft == "crony" and back.colours == (0,) * 5
    assert back.cursor == (1, 0) and mode_of(back) is Mode.COLOURING  # coloured anew from there
    assert typed(back, *"bbygb", "enter").rows[-1] == Row("crony", (0, 0, 1, 2, 0))  # as BOUND colours it
    first = typed(Board(word_set="tiny"), *"crony", "enter", *"ggggg")
    with pytest.raises(RowRefused, match=r"guess 1 \(CRONY ggggg\)"):  # the first row the same way
        typed(first, "enter")


def test_a_row_after_an_earlier_row_no_word_fits_is_not_blamed_for_it(tiny):
    broken = Board(word_set="tiny", rows=(Row("crony", (2, 2, 2, 2, 0)),))  # fixed there, say
    board = enter(tiny)(broken, *"salet", "enter", "enter")
    assert [r.word for r in board.rows] == ["crony", "salet"]
    assert board.game(tiny)[1].step == 1  # still said of the row that fits nothing
