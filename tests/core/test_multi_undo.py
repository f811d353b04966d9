"""Multi-board undo by the player's steps (core/multi/undo.py): a play-tester's ctrl+z took back one
tile colour a press (about 20 presses to reach the guess before), and in practice left the undone
word typed on every board."""

from wordle_tui.core.multi.entry import MultiEntry
from wordle_tui.core.multi.undo import MultiHistory


def played(history: MultiHistory, entry: MultiEntry, *ops) -> MultiEntry:
    """``entry`` after each op, every step recorded as the screen records it."""
    for op in ops:
        after = op(entry)
        history.record(entry, after)
        entry = after
    return entry


def typed(word: str):
    return [lambda e, letter=letter: e.type(letter) for letter in word]


def test_a_typed_word_and_a_rows_colours_are_one_step_each(small):
    game = MultiEntry.new(2, "small").game(small)
    history, start = MultiHistory(), MultiEntry.new(2, "small")
    word = small.words.allowed[0]
    full = played(history, start, *typed(word))
    colouring = played(history, full, lambda e: e.submit(game))
    coloured = played(history, colouring, *[lambda e: e.colour_here(2)] * 7)
    assert coloured.colours[1][:2] == (2, 2)  # board 1 done, board 2 begun
    assert history.undo(coloured) == colouring  # every colour of the row at once
    assert history.undo(colouring) == full  # the row back to its typed word
    assert history.undo(full) == start  # the word's letters at once
    assert history.undo(start) is None
    assert history.redo(start) == full and history.redo(full) == colouring


def test_in_practice_a_played_row_is_undone_with_its_word(small):
    answers = tuple(small.words.answers[:2])
    game = MultiEntry.new(2, "small", answers=answers).game(small)
    history, start = MultiHistory(), MultiEntry.new(2, "small", answers=answers)
    word = next(w for w in small.words.allowed if w not in answers)
    full = played(history, start, *typed(word))
    row = played(history, full, lambda e: e.submit(game))  # the game colours it: a played row
    assert len(row.moves) == 1 and not row.draft
    back = history.undo(row)
    assert back == start  # the word went with its row: the next guess is typed at once
    assert history.undo(back) is None
    assert history.redo(back) == row
