"""Each multi-board operation that leaves the entry as it was has a reason to say, and the
reason fits the entry's state (typing or colouring)."""

from dataclasses import replace

from wordle_tui.core.multi import refusals
from wordle_tui.core.multi.entry import MultiEntry

TYPING = MultiEntry.new(4, "small")
FULL = replace(TYPING, draft="crane")
COLOURING = replace(FULL, colours=((0,) * 5, None, None, None))  # boards 2-4 done


def test_each_no_op_of_the_entry_has_its_reason():
    assert FULL.type("s") == FULL and "the row is full (CRANE)" in refusals.why_not_typed(FULL, "s")
    assert TYPING.type("5") == TYPING and "'5' types nothing" in refusals.why_not_typed(TYPING, "5")
    assert COLOURING.type("a") == COLOURING and "being coloured" in refusals.why_not_typed(COLOURING, "a")
    assert TYPING.backspace() == TYPING and "nothing to delete" in refusals.why_not_deleted(TYPING)
    for entry, why in (
        (TYPING.move_tile(1), refusals.why_not_moved(TYPING, 1)),
        (TYPING.next_board(1), refusals.why_no_other_board(TYPING)),
        (TYPING.cycle_here(), refusals.why_not_cycled(TYPING)),
    ):
        assert entry == TYPING and why == refusals.BEFORE_COLOURING


def test_while_colouring_the_reason_is_the_edge_or_the_only_open_board():
    assert COLOURING.move_tile(-1) == COLOURING
    assert refusals.why_not_moved(COLOURING, -1) == "already on the first tile"
    last = replace(COLOURING, col=4)
    assert last.move_tile(1) == last and refusals.why_not_moved(last, 1) == "already on the last tile"
    assert COLOURING.next_board(1) == COLOURING
    assert refusals.why_no_other_board(COLOURING) == "board 1 is the only one left to colour"


def test_tab_says_what_stands_in_its_way_first_the_game_being_over():
    assert "game is over" in refusals.why_no_suggestion_typed(FULL, True, "salet")
    assert "being coloured" in refusals.why_no_suggestion_typed(COLOURING, False, "salet")
    assert "no suggestion yet" in refusals.why_no_suggestion_typed(TYPING, False, None)
    assert refusals.why_no_suggestion_typed(FULL, False, "crane") == "CRANE is typed already: Enter checks it"
