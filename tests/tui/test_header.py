"""The play screen's header says what the game is, and where a practice game stands."""

from wordle_tui.core.game.board import Board, Row
from wordle_tui.tui.screens.play_header import header_text

MISS, WIN = Row("crane", (0,) * 5), Row("hound", (2,) * 5)


def test_practice_counts_the_guess_being_played_then_says_when_it_was_solved():
    practice = Board(answer="hound")
    assert header_text(practice, None, 120)[0] == "Practice \u00b7 guess 1/6"
    assert header_text(Board(answer="hound", rows=(MISS,)), None, 120)[0] == "Practice \u00b7 guess 2/6"
    # solved in 2: no "guess 3/6" after the game is over
    assert (
        header_text(Board(answer="hound", rows=(MISS, WIN)), None, 120)[0] == "Practice \u00b7 solved in 2/6"
    )
    lost = Board(answer="hound", rows=(MISS,) * 6)  # it read "guess 6/6", as if a row were left
    assert header_text(lost, None, 120)[0] == "Practice \u00b7 lost 6/6"
