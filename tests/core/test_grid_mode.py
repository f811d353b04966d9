"""The grid's state machine: each mode, and what each key does in it."""

import datetime as dt
from dataclasses import replace

import pytest

from wordle_tui.core.errors import STRAY, Refused, WordleError
from wordle_tui.core.game.board import Board, Row
from wordle_tui.core.game.grid_mode import Mode, click, hint, mode_of, new_game, press
from wordle_tui.core.game.grid_paste import paste
from wordle_tui.core.game.puzzle import Puzzle


def colour_word(board: Board) -> Board:
    """What Enter on a full row does in the app, without the word lists."""
    return Board(**{**board.__dict__, "colours": (0,) * board.length, "cursor": (len(board.rows), 0)})


def keys(board: Board, *names: str) -> Board:
    for name in names:
        char = name if len(name) == 1 else None
        board = press(board, name, char, colour_word)
    return board


ROWS = (Row("crane", (1, 0, 0, 0, 0)), Row("split", (0, 0, 0, 0, 1)))


def test_typing_then_colouring_then_confirming():
    board = keys(Board(), *"crane")
    assert mode_of(board) is Mode.TYPING and board.draft == "crane"
    board = keys(board, "enter")
    assert mode_of(board) is Mode.COLOURING and board.cursor == (0, 0)
    board = keys(board, "y", "b", "left", "space")
    assert board.colours == (1, 1, 0, 0, 0) and board.cursor == (0, 1)
    board = keys(board, "enter")
    assert (
        board.rows == (Row("crane", (1, 1, 0, 0, 0)),)
        and mode_of(board) is Mode.TYPING
        and board.cursor is None
    )


def test_a_letter_that_is_no_colour_while_colouring_is_refused_with_the_reason():
    board = keys(Board(), *"crane", "enter")
    with pytest.raises(WordleError, match="S is no colour: g y b"):
        keys(board, "s")


def burst(board: Board, *names: str) -> tuple[Board, list[str]]:
    """Every key in turn, as the play screen takes them: a refused key says why, and a refusal
    that carries a board (Refused) leaves it changed."""
    said = []
    for name in names:
        try:
            board = keys(board, name)
        except Refused as exc:
            board, said = exc.after, [*said, str(exc)]
        except WordleError as exc:
            said.append(str(exc))
    return board, said


@pytest.mark.parametrize("next_word", ["slate", "bigot", "thumb"])
def test_the_next_word_typed_in_one_burst_does_not_confirm_the_row_being_coloured(next_word):
    """Play-test, session 31: "crane" Enter "bigot" Enter in one burst confirmed CRANE as
    b g b b b (BIGOT's b and g coloured it, its Enter confirmed it), "slate" as all grey, and
    the answer dropped out without a word. Now Enter after a letter that is no colour is refused
    once, saying so; the colours the burst gave are left to check, and Enter again confirms."""
    board, said = burst(Board(), *"crane", "enter", *next_word, "enter")
    assert mode_of(board) is Mode.COLOURING and board.rows == () and board.draft == "crane"
    letters = " ".join(c.upper() for c in next_word if c not in "gyb")
    assert said[-1] == STRAY.format(word="CRANE", letters=letters)
    assert keys(board, "enter").rows == (Row("crane", board.colours),)


@pytest.mark.parametrize("on_purpose", [("2",), ("0",), ("space",), ("left",), ("home",), ("up", "enter")])
def test_a_key_no_word_has_after_a_stray_letter_lets_the_first_enter_confirm(on_purpose):
    """Play-test, session 31: a careful player who typed a wrong letter, then coloured on, had
    an Enter refused. A digit, Space, an arrow or a fix is no word's key: colouring on purpose."""
    board, _ = burst(Board(), *"crane", "enter", "x", *on_purpose)
    assert not board.stray and keys(board, "enter").rows and len(keys(board, "enter").rows) == 1


def test_a_row_retyped_after_a_stray_letter_is_confirmed_by_its_first_enter():
    board, _ = burst(Board(), *"crane", "enter", "s", "backspace", "e", "enter")
    assert not board.stray and keys(board, "enter").rows == (Row("crane", (0,) * 5),)
    board, _ = burst(Board(), *"crane", "enter", "s", "escape", "enter")
    assert not board.stray and keys(board, "enter").rows == (Row("crane", (0,) * 5),)


def test_escape_while_colouring_goes_back_to_typing_the_word_kept():
    board = keys(Board(), *"crane", "enter", "escape")
    assert mode_of(board) is Mode.TYPING and board.draft == "crane"


def test_fixing_an_earlier_row_then_typing_goes_back_to_the_current_row():
    board = keys(Board(rows=ROWS), "up", "up")
    assert mode_of(board) is Mode.EDITING and board.cursor == (0, 0)
    assert "fixing row 1" in hint(board)
    board = keys(board, "b")  # the fix: the tile stays selected
    assert board.rows[0].colours == (0, 0, 0, 0, 0) and board.cursor == (0, 0)
    board = keys(board, *"slate")  # the next guess: s is no colour key, so typing resumes
    assert mode_of(board) is Mode.TYPING and board.draft == "slate"
    assert board.rows[0].colours == (0, 0, 0, 0, 0)  # and the fixed row keeps its fix


def test_enter_or_escape_ends_an_edit_and_down_past_the_rows_too():
    for key in ("enter", "escape", "down"):
        board = keys(Board(rows=ROWS), "up", key)
        assert mode_of(board) is Mode.TYPING and board.cursor is None


def test_editing_while_colouring_returns_to_the_colouring():
    board = keys(Board(rows=ROWS), *"plumb", "enter", "up", "g", "enter")
    assert mode_of(board) is Mode.COLOURING and board.cursor == (2, 0)
    assert board.rows[1].colours == (2, 0, 0, 0, 1)


def test_game_over_and_practice():
    solved = Board(rows=(Row("crane", (2,) * 5),))
    assert mode_of(solved) is Mode.OVER
    with pytest.raises(WordleError, match="game is over"):  # said, not ignored
        keys(solved, "a")
    assert mode_of(keys(solved, "up")) is Mode.EDITING  # a wrong green can still be fixed
    practice = Board(rows=ROWS, answer="sissy")
    with pytest.raises(WordleError, match="practice"):  # the game coloured those rows
        keys(practice, "up")
    with pytest.raises(WordleError, match="practice"):
        click(practice, 0, 0)
    full = Board(rows=ROWS * 3)
    assert mode_of(full) is Mode.OVER  # every row used


def test_back_from_fixing_an_earlier_row_the_colouring_goes_on_where_it_was():
    salet = (Row("salet", (0, 1, 0, 1, 0)),)
    for back in (("escape",), ("enter",), ("down",), ("left", "down", "up", "escape")):
        board = keys(Board(rows=salet), *"dearn", "enter", "b", "y", "up", *back)
        assert mode_of(board) is Mode.COLOURING and board.cursor == (1, 2), back
        assert board.colours == (0, 1, 0, 0, 0)  # the colours already given stay
        board = keys(board, "g", "y", "y")  # the rest of the row: A, R, N
        assert board.colours == (0, 1, 2, 1, 1)
    # A click on an earlier row, then back: the same.
    board = keys(click(keys(Board(rows=salet), *"dearn", "enter", "b", "y", "y"), 0, 4), "escape")
    assert board.cursor == (1, 3) and board.colours == (0, 1, 1, 0, 0)


def test_a_click_on_an_earlier_row_selects_first_and_a_second_click_cycles():
    board = click(Board(rows=ROWS), 1, 2)
    assert board.rows == ROWS and board.cursor == (1, 2) and mode_of(board) is Mode.EDITING
    board = click(board, 1, 2)  # the tile already selected
    assert board.rows[1].colours == (0, 0, 1, 0, 1) and board.cursor == (1, 2)
    board = click(board, 0, 0)  # another tile: selected, not changed
    assert board.rows[0] == ROWS[0] and board.cursor == (0, 0)
    assert keys(board, "g").rows[0].colours == (2, 0, 0, 0, 0)  # a key colours the selected tile
    assert keys(board, "space").rows[0].colours == (2, 0, 0, 0, 0)
    with pytest.raises(WordleError, match="nothing to colour"):
        click(Board(rows=ROWS), 2, 0)  # the empty current row


def test_a_click_on_the_row_being_coloured_cycles_at_once():
    board = keys(Board(rows=ROWS), *"plumb", "enter")
    board = click(board, 2, 3)
    assert board.colours == (0, 0, 0, 1, 0) and board.cursor == (2, 3)
    board = click(click(board, 0, 1), 2, 4)  # from an earlier row straight back to the current one
    assert board.rows == ROWS and board.colours == (0, 0, 0, 1, 1) and board.cursor == (2, 4)


def test_paste_a_word_or_one_rows_colours_and_refuse_the_rest_shortly():
    assert paste(Board(), "crane").draft == "crane"
    board = paste(keys(Board(), *"crane", "enter"), "⬛🟨⬛⬛🟩")
    assert board.colours == (0, 1, 0, 0, 2)
    share = "Wordle 1,234 4/6\n\n⬛🟨⬛⬛⬛\n🟩🟩🟩🟩🟩"
    for text in (share, "x" * 100_000, "gyx"):
        with pytest.raises(WordleError) as error:
            paste(board, text)
        assert len(str(error.value)) < 80


def test_the_hint_names_the_players_keys():
    over = Board(rows=(Row("crane", (2,) * 5),))
    assert mode_of(over) is Mode.OVER
    assert hint(over) == "game over: ctrl+n new game \u00b7 ctrl+z undo"
    assert "ctrl+u undo" in hint(over, {"undo": "ctrl+u"})  # a remapped key, as the footer shows it
    assert hint(over, can_undo=False) == "game over: ctrl+n new game"  # restored: no step to undo
    assert "F9 suggests" in hint(Board(), {"cycle_suggestion": "F9"})


def test_a_finished_daily_puzzle_is_not_played_again_and_the_hint_offers_practice():
    """ctrl+n on the daily puzzle's finished game cleared the board for the same puzzle, its
    answer known; NYT gives one game a puzzle."""
    daily, won = (
        Puzzle("daily", dt.date(2026, 11, 26)),
        Board(word_set="today", rows=(Row("crane", (2,) * 5),)),
    )
    with pytest.raises(WordleError, match=r"Wordle #1986 is done.*F5 plays a practice game"):
        new_game(won, daily)
    with pytest.raises(WordleError, match="F6 plays"):  # the player's key
        new_game(won, daily, {"switch_slot": "F6"})
    assert hint(won, daily=True) == "today's puzzle done: F5 practice \u00b7 ctrl+z undo"
    started = new_game(replace(won, rows=won.rows[:0], draft="cra"), daily)  # not over: start it again
    assert started.draft == "" and started.word_set == "today"
    assert new_game(won, Puzzle("archive", dt.date(2024, 3, 15))).rows == ()  # a replay, as documented
    assert new_game(won, Puzzle("custom")).rows == () and hint(won).startswith("game over: ctrl+n new game")


def test_a_letter_after_a_fix_types_the_next_guess_even_a_colour_letter():
    """Issue 20, defect 6: the g of the next guess recoloured the fixed row."""
    board = keys(Board(rows=ROWS), "up", "y")  # the fix: SPLIT's S is yellow
    assert board.rows[1].colours[0] == 1 and mode_of(board) is Mode.EDITING
    board = keys(board, *"grain")
    assert board.rows == (ROWS[0], Row("split", (1, *ROWS[1].colours[1:])))
    assert mode_of(board) is Mode.TYPING and board.draft == "grain"
    # Space and a second click fix a tile too; the letter after them types on as well.
    assert keys(Board(rows=ROWS), "up", "space", "g").draft == "g"
    assert keys(click(click(Board(rows=ROWS), 0, 1), 0, 1), "y").draft == "y"


def test_digits_and_arrows_go_on_fixing():
    board = keys(Board(rows=ROWS), "up", *"00120")  # a whole row: 2 1 0 move right
    assert board.rows[1].colours == (0, 0, 1, 2, 0) and mode_of(board) is Mode.EDITING
    board = keys(Board(rows=ROWS), "up", "y", "right", "g")  # another tile selected: g fixes it
    assert board.rows[1].colours[:2] == (1, 2) and board.draft == ""


@pytest.mark.parametrize(
    ("board", "names", "why"),
    [
        (Board(), ("space",), "once a word is entered"),
        (Board(), ("2",), "once a word is entered"),
        (Board(), ("backspace",), "row is empty"),
        (Board(), ("up",), "no earlier row"),
        (
            Board(),
            (*"crane", "x"),
            r"row is full \(CRANE\): X not typed; Backspace deletes a letter, Enter checks",
        ),
        (Board(answer="bound"), (*"crane", "x"), "Enter plays it"),
        (Board(), ("@",), "'@' types nothing: a guess is letters a to z"),
        (Board(), ("7",), "'7' types nothing"),
        (Board(), ("é",), "'é' types nothing"),
        (Board(answer="crane"), (".",), "'.' types nothing"),
        (Board(rows=ROWS), ("up", "@"), "'@' types nothing"),
        (Board(rows=ROWS), (*"plumb", "enter", "."), "'.' is no colour key"),
        (Board(rows=ROWS), (*"plumb", "enter", "5"), "'5' is no colour key"),
        (Board(rows=(Row("crane", (2,) * 5),)), ("a",), "game is over"),
        (Board(rows=ROWS, answer="crane"), ("up",), "practice"),
        (Board(rows=ROWS, answer="crane"), ("left",), "practice"),
        (Board(rows=ROWS), ("up", "up", "up"), "first row"),
        (Board(rows=ROWS), (*"plumb", "enter", "down"), "no row below"),
    ],
)
def test_a_key_that_does_nothing_says_why(board, names, why):
    """Issue 20, defect 7: keys that did nothing said nothing."""
    with pytest.raises(WordleError, match=why):
        keys(board, *names)


def test_backspace_while_fixing_an_earlier_row_only_goes_back_when_the_row_is_empty():
    board = keys(Board(rows=ROWS), "up", "backspace")
    assert mode_of(board) is Mode.TYPING and board.rows == ROWS


SHARE = "Wordle 1,234 3/6*\n\n⬛🟨⬛⬛⬛\n⬛⬛🟩🟨⬛\n🟩🟩🟩🟩🟩"


def test_a_share_text_colours_the_words_entered_before_it_and_sets_hard_mode():
    board = keys(Board(rows=ROWS), *"plumb", "enter")  # two rows and one being coloured
    board = paste(board, SHARE)
    assert [r.colours for r in board.rows] == [(0, 1, 0, 0, 0), (0, 0, 2, 1, 0)]
    assert board.colours == (2,) * 5 and board.hard and mode_of(board) is Mode.COLOURING


def test_a_share_text_pasted_first_colours_each_word_entered_after_it():
    board = paste(Board(), SHARE.replace("3/6*", "3/6"))
    assert not board.hard and board.rows == ()
    board = press(keys(board, *"crane"), "enter", None, lambda b: b.submit_word(_Words(), ()))
    assert board.colours == (0, 1, 0, 0, 0)  # the share's first row, ready to confirm


def test_the_next_word_typed_after_a_share_text_coloured_the_row_is_no_colour_keys():
    # The share text said "1 row coloured; the next 2 words you enter get theirs": typing CRONY
    # took its Y as a colour key, so SALET's S turned yellow and the message went.
    share = "Wordle 1,234 3/6*\n\n⬛⬛🟨⬛⬛\n⬛🟨⬛⬛⬛\n🟩🟩🟩🟩🟩"
    board = paste(keys(Board(), *"salet", "enter"), share)
    said = hint(board)
    board = keys(board, *"crony")
    assert board.rows == (Row("salet", (0, 0, 1, 0, 0)),) and board.draft == "crony"
    assert said.startswith("share text's colours: Enter confirms, or type the next word")
    submit = lambda b: b.submit_word(_Words(), ())  # noqa: E731
    board = press(keys(board, "backspace"), "y", "y", submit)  # a colour letter types on too
    board = press(board, "enter", None, submit)
    assert board.colours == (0, 1, 0, 0, 0) and keys(board, "b").draft == "b"
    recoloured = keys(board, "2")  # recoloured: its own colours now, g y b colour again
    assert keys(recoloured, "b").colours == (2, 0, 0, 0, 0)
    last = press(keys(keys(board, "enter"), *"bound"), "enter", None, submit)
    with pytest.raises(WordleError, match="end the game here: Enter confirms"):
        keys(last, "h")


class _Words:
    class words:
        @staticmethod
        def check_guess(word, any_word=False):
            return word


def test_a_share_text_that_does_not_fit_the_words_names_the_row():
    board = Board(rows=(*ROWS, Row("plumb", (0,) * 5), Row("crane", (0,) * 5)))
    with pytest.raises(WordleError, match=r"row 4 \(CRANE\)"):
        paste(board, SHARE)
    with pytest.raises(WordleError, match="score says 4/6"):
        paste(Board(), SHARE.replace("3/6", "4/6"))
    with pytest.raises(WordleError, match="practice"):
        paste(Board(answer="crane"), SHARE)


@pytest.mark.parametrize("newline", ["\r\n", "\r"])
def test_a_share_text_pasted_with_a_terminals_line_ends_is_read_as_one(newline):
    # A terminal's paste turns the game's line feeds into carriage returns: still a share text.
    board = keys(Board(), *"salet", "enter", "enter", *"crony", "enter", "enter", *"pound", "enter")
    assert paste(board, SHARE.replace("\n", newline)) == paste(board, SHARE)


def test_the_share_note_names_one_word_left_in_the_singular():
    """It read "the next 1 words you enter get theirs"."""
    from dataclasses import replace

    from wordle_tui.core.game.board import Board, Row
    from wordle_tui.core.game.grid_paste import share_note

    board = Board(rows=(Row("crane", (0,) * 5),), shared=(0, 242))
    assert share_note(board).endswith("the next word you enter gets its (Enter confirms)")
    assert "the next 2 words you enter get theirs" in share_note(replace(board, shared=(0, 0, 242)))


def test_a_share_text_of_another_puzzle_is_refused_on_a_dated_game():
    """Session 23's play-test: Wordle 1,988's colours went into the #1989 daily game and its record."""
    import datetime as dt

    from wordle_tui.core.game.puzzle import Puzzle, puzzle_date

    share = "Wordle 1,988 2/6*\n\n⬛⬛🟨⬛⬛\n🟩🟩🟩🟩🟩"
    board = keys(Board(), *"salet", "enter")
    daily = Puzzle("daily", puzzle_date(1989))
    with pytest.raises(WordleError) as refused:
        paste(board, share, daily)
    assert str(refused.value) == (
        "the share text is of Wordle 1,988 (2026-11-28), but this game is Wordle #1989 · 2026-11-29: "
        "its colours are not this puzzle's (--date 2026-11-28 plays that day)"
    )
    assert paste(board, share, Puzzle("archive", dt.date(2026, 11, 28))).shared  # that day's game
    assert paste(board, share, Puzzle("custom")).shared  # no puzzle of its own to be
    assert paste(board, share.replace("1,988", "1,989"), daily).shared


def test_emoji_squares_typed_as_keys_colour_the_row():
    """A play-tester's: a terminal without bracketed paste sends a pasted emoji row one square a
    key, each refused ("'🟨' is no colour key"). A square is its digit; the selector after it is
    nothing."""
    row = "\u2b1b\U0001f7e8\ufe0f\U0001f7e9\u2b1c\U0001f7e7"
    board = keys(Board(), *"crane", "enter", *row)
    assert board.colours == (0, 1, 2, 0, 2) and keys(board, "enter").rows == (Row("crane", (0, 1, 2, 0, 2)),)
    with pytest.raises(WordleError, match="colour keys work once a word is entered"):
        keys(Board(), "\U0001f7e9")
