"""A small board draws the row being coloured apart from the rows played: its tiles start grey,
and a played grey row must not look the same (a play-tester could not tell them apart)."""

from rich.style import Style

from wordle_tui.core.game.feedback import score
from wordle_tui.tui.widgets.multi_board import BoardView, MiniBoard


def tile_styles(board: MiniBoard) -> list[Style]:
    text = board.render()
    return [Style.parse(str(span.style)) for span in text.spans]


def test_the_row_being_coloured_is_drawn_apart_from_a_played_grey_row():
    played = (("mound", score("mound", "sight")),)  # all grey on its answer
    view = BoardView(0, played, 5, 10, False, draft="crane", colours=(0,) * 5, selected=True, cursor=2)
    styles = tile_styles(MiniBoard(view))
    assert len(styles) == 10
    played_row, coloured_row = styles[:5], styles[5:]
    assert not any(s.italic for s in played_row)
    assert all(s.italic and s.bold for s in coloured_row)
    assert {s.bgcolor for s in played_row} == {s.bgcolor for s in coloured_row}  # the same grey
    assert [bool(s.reverse) for s in coloured_row] == [False, False, True, False, False]  # the cursor
