"""What the player enters on the multi-board screen, and its save file."""

import json

import pytest

from wordle_tui.core.errors import WordleError
from wordle_tui.core.game.feedback import format_pattern, parse, score
from wordle_tui.core.multi.entry import BoardRefused, MultiEntry
from wordle_tui.core.multi.save import decode_entry, encode_entry, load_entry, save_entry


def colouring(small, boards=3):
    entry = MultiEntry.new(boards, "small")
    game = entry.game(small)
    for letter in small.words.allowed[0]:
        entry = entry.type(letter)
    return entry.submit(game), game


def test_typing_then_colouring_every_open_board(small):
    entry, _ = colouring(small)
    assert entry.colouring and entry.colours == ((0,) * 5,) * 3
    entry = entry.set_colour(1, 2, 2).cycle(2, 0)
    assert entry.colours[1] == (0, 0, 2, 0, 0) and entry.colours[2] == (1, 0, 0, 0, 0)


def test_paste_one_emoji_row_per_board_or_several_on_a_line(small):
    entry, _ = colouring(small)
    rows = ["gybbb", "bbbbg", "ybybg"]
    emoji = [format_pattern(parse(r, 5), 5, "emoji") for r in rows]
    pasted = entry.paste("\n".join(emoji), 0)
    assert [format_pattern(sum(c * 3**i for i, c in enumerate(col)), 5) for col in pasted.colours] == rows
    side_by_side = entry.paste(emoji[0] + " " + emoji[1], 1)  # boards 2 and 3 on one line
    assert side_by_side.colours[0] == entry.colours[0] and side_by_side.colours[1][0] == 2
    with pytest.raises(WordleError, match="4 colours, not rows of 5"):
        entry.paste("gybb", 0)
    with pytest.raises(WordleError, match="pasted 3 rows for 2 open boards from board 2: none taken"):
        entry.paste("\n".join(emoji), 1)


def test_a_paste_of_fewer_rows_than_open_boards_says_where_they_went(small):
    """A play-tester's: a paste of fewer rows than boards was taken without a word."""
    from wordle_tui.core.multi import refusals

    entry, _ = colouring(small)
    one = format_pattern(parse("gybbb", 5), 5, "emoji")
    assert [b for b, _ in entry.paste_targets(one, 1)] == [1]
    pasted = entry.paste(one, 1)
    assert pasted.colours[1] == (2, 1, 0, 0, 0) and pasted.colours[2] == entry.colours[2]
    assert refusals.pasted(pasted, [1], 1) == "pasted onto board 2; board 3 not changed (Enter plays the row)"
    assert refusals.pasted(pasted, [0, 1, 2], 0) == "pasted onto boards 1, 2, 3 (Enter plays the row)"


def test_commit_keeps_the_row_when_a_board_fits_nothing(small):
    entry, game = colouring(small, boards=2)
    word = entry.draft
    answer = next(a for a in small.words.answers if a != word)
    good = entry.paste(
        format_pattern(score(word, answer), 5) + "\n" + format_pattern(score(word, answer), 5), 0
    )
    assert good.commit(game).moves == ((word, (score(word, answer),) * 2),)
    bad = entry.set_colour(1, 0, 2).set_colour(1, 1, 2).set_colour(1, 2, 2).set_colour(1, 3, 2)
    with pytest.raises(WordleError, match=r"board 1|board 2"):
        bad.commit(game)


def test_a_refused_row_selects_the_board_that_fits_nothing(small):
    """A play-tester's: after "board 2: no word fits", the next colour key went to board 1 and
    cleared board 2's mark. The refusal selects board 2 at its first tile, colours kept."""
    entry, game = colouring(small)
    word = entry.draft
    answers = small.words.answers
    shown = {score(word, a) for a in answers}
    never = next(p for p in range(3**5) if p not in shown)  # no answer colours WORD so
    rows = [
        format_pattern(score(word, answers[0]), 5),
        format_pattern(never, 5),
        format_pattern(score(word, answers[1]), 5),
    ]
    coloured = entry.paste("\n".join(rows), 0)
    assert coloured.board != 1
    with pytest.raises(BoardRefused, match="board 2") as refused:
        coloured.commit(game)
    after = refused.value.after
    assert refused.value.board == 1 and (after.board, after.col) == (1, 0)
    assert after.colours == coloured.colours and after.draft == word and after.moves == ()
    assert after.colour_here(2).colours[1][0] == 2  # the next colour key fixes board 2


def test_save_and_restore(tmp_path, small):
    entry, game = colouring(small, boards=2)
    answers = small.words.answers[3], small.words.answers[7]
    rows = "\n".join(format_pattern(score(entry.draft, a), 5) for a in answers)
    entry = entry.paste(rows, 0).commit(game)
    path = tmp_path / "multi.json"
    save_entry(path, entry)
    loaded, notice = load_entry(path)
    assert notice is None and loaded == entry and len(loaded.moves) == 1
    assert loaded.game(small).boards[1].could_be_answer(answers[1])


@pytest.mark.parametrize(
    "data",
    [
        {"version": 9},
        {"version": 1, "boards": 4, "limit": 3, "word_set": "x", "length": 5, "moves": []},
        {"version": 1, "boards": 2, "limit": 7, "word_set": "x", "length": 5, "moves": [["abc", [0, 0]]]},
        {"version": 1, "boards": 2, "limit": 7, "word_set": "x", "length": 5, "moves": [["crane", [0]]]},
        {"version": 1, "boards": 2, "limit": 7, "word_set": "x", "length": 5, "moves": [["crane", [0, 999]]]},
        {"version": 1, "boards": 2, "limit": 7, "word_set": "x", "length": 5, "moves": [], "draft": "cr4"},
        {
            "version": 1,
            "boards": 2,
            "limit": 7,
            "word_set": "x",
            "length": 5,
            "moves": [],
            "draft": "cra",
            "colours": [[0] * 5, [0] * 5],
        },
        {
            "version": 1,
            "boards": 2,
            "limit": 7,
            "word_set": "x",
            "length": 5,
            "moves": [],
            "draft": "crane",
            "colours": [[0, 0, 0, 0, 7], [0] * 5],
        },
    ],
)
def test_a_bad_save_is_refused_and_moved_aside(tmp_path, data):
    path = tmp_path / "multi.json"
    path.write_text(json.dumps(data))
    entry, notice = load_entry(path)
    assert entry is None and "invalid" in notice and not path.exists()
    assert list(tmp_path.glob("multi.json.corrupt-*"))


def test_the_row_being_coloured_and_its_selection_are_saved(tmp_path, small):
    entry, _ = colouring(small, boards=3)
    entry = entry.colour_here(2).colour_here(1).next_board(1).move_tile(3)
    assert (entry.board, entry.col) == (1, 3) and entry.colours[0][:2] == (2, 1)
    path = tmp_path / "multi.json"
    save_entry(path, entry)
    loaded, notice = load_entry(path)
    assert notice is None and loaded == entry
    typing = entry.set_draft("cra")
    save_entry(path, typing)
    assert load_entry(path)[0] == typing


def test_a_save_without_the_row_still_loads(tmp_path):
    path = tmp_path / "multi.json"
    path.write_text(
        json.dumps(
            {
                "version": 1,
                "boards": 2,
                "limit": 7,
                "word_set": "small",
                "length": 5,
                "moves": [],
                "answers": None,
            }
        )
    )
    entry, notice = load_entry(path)
    assert notice is None and entry == MultiEntry(2, 7, "small", 5)


def test_colour_keys_skip_a_solved_board_and_a_saved_selection_on_one_moves_off(tmp_path, small):
    word = small.words.answers[0]
    entry = MultiEntry.new(3, "small")
    entry = entry.set_draft(word).submit(entry.game(small))
    feedback = (small.solved, score(word, small.words.answers[1]), score(word, small.words.answers[2]))
    entry = entry._commit(entry.game(small), word, feedback)  # board 1 solved
    entry = entry.set_draft(small.words.answers[1]).submit(entry.game(small))
    assert entry.colours[0] is None and (entry.board, entry.col) == (1, 0)
    for _ in range(5):
        entry = entry.colour_here(2)
    assert entry.colours[1] == (2,) * 5 and (entry.board, entry.col) == (1, 5) and entry.row_done
    for _ in range(5):
        entry = entry.colour_here(0)  # the first goes on to board 3
    assert (entry.board, entry.col) == (2, 5) and entry.colours[2] == (0,) * 5
    entry = entry.colour_here(1)
    assert (entry.board, entry.col) == (1, 1) and entry.colours[1][0] == 1  # wraps past the solved board
    data = {**json.loads(encode_entry(entry)), "board": 0, "col": 4}  # a selection on the solved board
    restored = decode_entry(json.dumps(data).encode())
    assert (restored.board, restored.col) == (1, 0) and restored.colours == entry.colours


def test_after_a_rows_last_tile_the_board_stays_selected_until_the_next_colour(small):
    """Down after a row selects the very next board: the row's end moving on at once made Down
    skip one, which Enter then played all grey (a play-tester typed g b y b b Down ...)."""
    entry = MultiEntry.new(4, "small")
    entry = entry.set_draft(small.words.answers[0]).submit(entry.game(small))
    for key in "gbybb":
        entry = entry.colour_here({"g": 2, "y": 1, "b": 0}[key])
    assert (entry.board, entry.col) == (0, 5) and entry.row_done
    assert entry.move_tile(1) == entry and entry.cycle_here() == entry  # no tile past the end
    assert entry.move_tile(-1).col == 4  # Left: back on the last tile
    down = entry.next_board(1)
    assert (down.board, down.col) == (1, 0)
    typed = entry.colour_here(1)  # typing on: board 2's first tile
    assert (
        (typed.board, typed.col) == (1, 1)
        and typed.colours[1][0] == 1
        and typed.colours[0] == (2, 0, 1, 0, 0)
    )
    restored = decode_entry(encode_entry(entry))  # a kill right after the row: still after its end
    assert (restored.board, restored.col) == (0, 5)
