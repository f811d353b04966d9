import json
from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordle_tui.core.errors import WordleError
from wordle_tui.core.game.board import Board, Row
from wordle_tui.core.game.undo import History, setting_changes
from wordle_tui.core.storage.save import load_board, save_board


def test_typing_colouring_and_confirming(small):
    word = small.words.allowed[3]
    board = Board()
    for letter in word + "x":  # the extra letter does not fit
        board = board.type(letter)
    assert board.draft == word
    board = board.submit_word(small)
    assert board.colouring and board.colours == (0,) * 5
    board = board.set_colour(0, 1, 2).cycle_colour(0, 4).commit_colours()
    assert board.rows == (Row(word, (0, 2, 0, 0, 1)),) and board.draft == ""


def test_submitting_refuses_short_and_unknown_words(small):
    with pytest.raises(WordleError, match="not enough letters"):
        Board(draft="abc").submit_word(small)
    with pytest.raises(WordleError, match="not in the allowed word list"):
        Board(draft="qqqqq").submit_word(small)
    assert Board(draft="qqqqq", any_word=True).submit_word(small).colouring


def test_practice_mode_scores_the_row_itself(small):
    answer = small.words.answers[0]
    guess = small.words.allowed[7]
    board = Board(draft=guess, answer=answer).submit_word(small)
    assert board.rows[0].word == guess and not board.colouring
    assert board.set_colour(0, 0, 2) == board  # the game colours the tiles, not the player


def test_a_contradiction_keeps_the_rows_and_names_the_row(small):
    answer = small.words.answers[4]
    board = Board(rows=(Row(answer, (2, 2, 2, 2, 0)),))
    state, error = board.game(small)
    assert error is not None and error.step == 1 and state.count == len(small.words.answers)


def test_hard_mode_goes_on_before_the_first_guess_and_a_finished_game_keeps_its_mode():
    assert Board(draft="sal").toggle_hard().hard  # a word being typed is no guess yet
    played = Board(rows=(Row("salet", (0,) * 5),))
    for started in (played, Board(draft="salet", colours=(0,) * 5, cursor=(0, 0))):
        with pytest.raises(WordleError, match="only be turned on before the first guess"):
            started.toggle_hard()
    assert not replace(played, hard=True).toggle_hard().hard  # off mid-game, as NYT allows
    won = Board(rows=(Row("salet", (2,) * 5),))
    for board in (won, replace(won, hard=True)):
        with pytest.raises(WordleError, match="the game is over: it stays as it was played"):
            board.toggle_hard()


def test_letter_states_keep_the_best_colour():
    board = Board(rows=(Row("eerie", (1, 0, 0, 0, 2)), Row("there", (0, 0, 2, 1, 2))))
    states = board.letter_states()
    assert states["e"] == 2 and states["r"] == 1 and states["i"] == 0 and "z" not in states


def test_pasting_the_emoji_row():
    board = Board(draft="crony", colours=(0,) * 5).paste("⬛⬛🟨🟩⬛")
    assert board.colours == (0, 0, 1, 2, 0)
    with pytest.raises(WordleError, match="'x' is not a colour"):
        board.paste("gyxbb")


def test_undo_redo():
    h = History(Board())
    h.push(Board(draft="a"))
    h.push(Board(draft="ab"))  # typing on: the same step
    assert not h.push(Board(draft="ab"))  # no change, no undo step
    h.push(Board(draft="abcde", colours=(0,) * 5, cursor=(0, 0)))  # Enter: a step of its own
    h.push(Board(draft="abcde", colours=(0,) * 5, cursor=(0, 3)))  # a cursor move: no step
    assert h.undo() and h.current.draft == "ab"
    assert h.redo() and h.current.cursor == (0, 3)
    h.undo()
    h.push(Board(draft="ax"))
    assert not h.redo()
    assert h.undo() and h.current.draft == "ab"  # after an undo, new typing is a new step
    assert h.undo() and h.current.draft == ""


def test_going_to_fix_an_earlier_row_and_back_is_no_undo_step():
    colouring = Board(rows=(Row("salet", (0,) * 5),), draft="dearn", colours=(0, 1, 0, 0, 0), cursor=(1, 2))
    h = History(colouring)
    assert h.push(Board(**{**colouring.__dict__, "cursor": (0, 2), "resume_col": 2}))  # Up
    assert h.push(colouring)  # and back
    assert not h.undo_stack


def test_each_fix_of_an_earlier_row_is_a_step_of_its_own():
    """Issue 20, defect 6: ctrl+z took back every fix of the visit, not the last one."""
    rows = (Row("salet", (0,) * 5),)
    h = History(Board(rows=rows, cursor=(0, 0)))
    h.push(Board(rows=(Row("salet", (1, 0, 0, 0, 0)),), cursor=(0, 0)))
    h.push(Board(rows=(Row("salet", (1, 1, 0, 0, 0)),), cursor=(0, 1)))
    assert h.undo() and h.current.rows[0].colours == (1, 0, 0, 0, 0)
    # The row being coloured is still one step, however many keys colour it.
    h = History(Board(rows=rows, draft="crane", colours=(0,) * 5, cursor=(1, 0)))
    h.push(Board(rows=rows, draft="crane", colours=(1, 0, 0, 0, 0), cursor=(1, 1)))
    h.push(Board(rows=rows, draft="crane", colours=(1, 2, 0, 0, 0), cursor=(1, 2)))
    assert h.undo() and h.current.colours == (0,) * 5


def test_a_save_mid_fix_restores_where_the_colouring_goes_on(tmp_path):
    board = Board(
        rows=(Row("salet", (0,) * 5),), draft="dearn", colours=(0, 1, 0, 0, 0), cursor=(0, 2), resume_col=2
    )
    save_board(tmp_path / "game.json", board)
    assert load_board(tmp_path / "game.json") == (board, None)


rows = st.lists(
    st.builds(Row, st.text("abcxyz", min_size=5, max_size=5), st.tuples(*[st.sampled_from([0, 1, 2])] * 5)),
    max_size=7,
)


@settings(deadline=None)  # each example writes a file with fsync: slow on a loaded disk, not wrong
@given(rows=rows, draft=st.text("abc", max_size=5), hard=st.booleans(), answer=st.none() | st.just("crane"))
def test_save_file_round_trips(tmp_path_factory, rows, draft, hard, answer):
    board = Board(rows=tuple(rows), draft=draft, hard=hard, answer=answer, strategy="minimax", max_rows=7)
    path = tmp_path_factory.mktemp("save") / "game.json"
    save_board(path, board)
    assert load_board(path) == (board, None)


@pytest.mark.parametrize(
    "content",
    [
        "{not json",
        "[]",
        json.dumps({"version": 99, "board": {}}),
        json.dumps({"version": 1, "board": {"rows": [{"word": "abc", "colours": [0]}]}}),
        json.dumps({"version": 1, "board": {"rows": [], "colours": [7, 7, 7, 7, 7]}}),
        # wrong types that a loose reader took: a float length, a string for a bool, a list for a name
        json.dumps({"version": 2, "board": {"length": 5.0}}),
        json.dumps({"version": 2, "board": {"max_rows": 5.5}}),
        json.dumps({"version": 2, "board": {"word_set": ["original"]}}),
        json.dumps({"version": 2, "board": {"hard": "no"}}),
        json.dumps({"version": 2, "board": {"widened": "false"}}),
        json.dumps({"version": 2, "board": {"word_set": 5}}),
        # a crafted current row: colours for a short draft, a cursor off the board; the row limit
        json.dumps({"version": 2, "board": {"draft": "ab", "colours": [0, 0, 0, 0, 0], "cursor": [0, 0]}}),
        json.dumps({"version": 2, "board": {"draft": "crane", "colours": [0, 0, 0, 0, 0], "cursor": [0, 9]}}),
        json.dumps({"version": 2, "board": {"max_rows": 1000}}),
        json.dumps({"version": 2, "board": {"resume_col": 5}}),
        json.dumps({"version": 2, "board": {"rows": [{"word": "crane", "colours": [0] * 5}] * 7}}),
        json.dumps({"version": 4, "board": {"answer": "crane", "game_id": "a:b"}}),  # it keys the record
        b"\xff\xfe{not utf-8}",
    ],
)
def test_a_corrupt_save_is_moved_aside_with_a_message(tmp_path, content):
    path = tmp_path / "game.json"
    path.write_bytes(content if isinstance(content, bytes) else content.encode())
    board, notice = load_board(path)
    assert board is None and "invalid" in notice and "moved it to" in notice and "\n" not in notice
    assert not path.exists() and len(list(tmp_path.glob("game.json.corrupt-*"))) == 1


def test_each_invalid_save_is_moved_aside_under_its_own_name(tmp_path):
    path = tmp_path / "game.json"
    for _ in range(3):  # within one second
        path.write_text("{not json")
        load_board(path)
    assert len(list(tmp_path.glob("game.json.corrupt-*"))) == 3


def test_the_practice_answer_is_not_in_the_file(tmp_path):
    path = tmp_path / "practice.json"
    save_board(path, Board(answer="sissy"))
    assert "sissy" not in path.read_text()
    assert load_board(path)[0].answer == "sissy"


def test_a_practice_game_keeps_its_game_id_and_a_board_built_anew_is_a_new_game(tmp_path):
    """The record names a practice game by its id: a restart must not make it another game."""
    path = tmp_path / "practice.json"
    board = Board(answer="sissy", rows=(Row("crane", (0,) * 5),))
    save_board(path, board)
    assert load_board(path)[0].game_id == board.game_id
    assert replace(board, draft="ab").game_id == board.game_id  # a change of the same game
    assert board.fresh().game_id != board.game_id and Board() == Board()  # ids are not the value
    path.write_text(json.dumps({"version": 3, "board": {"hidden_answer": "ZnZmZmw="}}))  # before ids
    assert load_board(path)[0].game_id


def test_a_version_1_save_still_loads(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(
        json.dumps(
            {
                "version": 1,
                "board": {
                    "rows": [{"word": "crane", "colours": [0, 1, 0, 0, 2]}],
                    "draft": "so",
                    "colours": None,
                    "answer": None,
                },
            }
        )
    )
    board, notice = load_board(path)
    assert notice is None and board.rows == (Row("crane", (0, 1, 0, 0, 2)),) and board.draft == "so"
    # Version 1 let a daily game run past its rows: it is kept, its board made longer.
    seven = [{"word": "crane", "colours": [0, 0, 0, 0, 0]}] * 7
    path.write_text(json.dumps({"version": 1, "board": {"rows": seven}}))
    board, notice = load_board(path)
    assert notice is None and len(board.rows) == 7 and board.max_rows == 7


def test_a_second_instance_finds_the_lock_taken(tmp_path):
    from wordle_tui.core.storage.save import SaveLock

    first, second = SaveLock(tmp_path), SaveLock(tmp_path)
    assert first.acquire()
    assert not second.acquire()
    first.release()
    assert second.acquire()
    second.release()


def test_no_save_file_is_no_message(tmp_path):
    assert load_board(tmp_path / "game.json") == (None, None)


def test_a_finished_game_keeps_its_rules_a_game_under_way_takes_new_ones():
    won = Board(word_set="today", rows=(Row("crane", (2,) * 5),))
    for rules in ({"word_set": "nyt2022", "widened": False}, {"widened": True}, {"any_word": True}):
        with pytest.raises(WordleError, match="the game is over: it stays as it was played"):
            won.with_rules(**rules)
    assert won.with_rules(word_set="today") is not None  # nothing changed: nothing to refuse
    under_way = Board(word_set="today", rows=(Row("crane", (0,) * 5),))
    assert under_way.with_rules(word_set="nyt2022").word_set == "nyt2022"


def test_only_a_step_that_changes_nothing_but_settings_is_a_setting_change():
    typed = Board(draft="crane", colours=(0,) * 5, cursor=(0, 0))
    moved = replace(typed, strategy="minimax", cursor=(0, 3))  # F3, then a cursor move merged into it
    assert setting_changes(typed, moved) == {"strategy": "minimax"}
    assert setting_changes(moved, typed) == {"strategy": typed.strategy}  # its undo
    assert setting_changes(Board(), Board(hard=True)) == {"hard": True}
    # A share text's star sets hard mode with the rows it colours: that game's, not a setting.
    shared = Board(hard=True, rows=(Row("crane", (2,) * 5),))
    assert setting_changes(Board(), shared) == {}
    assert setting_changes(Board(), Board(draft="a")) == {}


def test_undo_of_a_practice_row_takes_its_word_back_and_redo_plays_it_again():
    """A play-tester: the word stayed typed after the undo, so a new word typed at once was
    dropped (the row is full) and Enter played the old one again."""
    empty = Board(answer="bound")
    played = Board(answer="bound", rows=(Row("crane", (0,) * 5),))
    h = History(empty)
    h.push(replace(empty, draft="cra"))
    h.push(replace(empty, draft="crane"))
    h.push(played)  # Enter: the game colours the row
    assert h.undo() and h.current == empty and not h.undo_stack  # the typing is no step of its own
    assert h.redo() and h.current == played
    # A word restored typed (a saved game) has no typing step before it: still an empty row.
    h = History(replace(empty, draft="crane"))
    h.push(played)
    assert h.undo() and h.current == empty
    # Outside practice a confirmed row goes back to its colours, to be fixed.
    colouring = Board(draft="crane", colours=(0,) * 5, cursor=(0, 4))
    h = History(colouring)
    h.push(colouring.commit_colours())
    assert h.undo() and h.current.draft == "crane" and h.current.cursor == (0, 0)
