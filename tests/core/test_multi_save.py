"""The multi-board save loader (issue 22, item 1): a strict schema, one-line messages, invalid
files moved aside under unique names, hidden answers checked against the word lists; and the
practice save's answer checked against its set."""

import json
from dataclasses import replace

import pytest

from wordle_tui.core.game.board import Board
from wordle_tui.core.game.words import WordSet
from wordle_tui.core.multi.entry import MultiEntry
from wordle_tui.core.multi.save import load_entry, open_entry, save_entry, slot_path
from wordle_tui.core.storage.save import load_board, save_board

WORDS = WordSet.build("small", ["crane", "slate", "bound", "found", "sight", "night"], ["salet"])
GOOD = {"version": 1, "boards": 2, "limit": 7, "word_set": "small", "length": 5, "moves": []}


def words_of(name):
    return WORDS if name == "small" else None


def load(tmp_path, raw: bytes):
    path = tmp_path / "multi.json"
    path.write_bytes(raw)
    entry, notice = load_entry(path, words_of)
    return path, entry, notice


def assert_moved_aside(tmp_path, path, entry, notice):
    assert entry is None and notice and "\n" not in notice and "invalid" in notice
    assert not path.exists() and len(list(tmp_path.glob("multi.json.corrupt-*"))) == 1
    assert next(iter(tmp_path.glob("multi.json.corrupt-*"))).name in notice


def test_a_non_utf8_save_is_moved_aside_not_a_crash(tmp_path):
    path, entry, notice = load(tmp_path, b"\x00\xff\xfe garbage")
    assert_moved_aside(tmp_path, path, entry, notice)


@pytest.mark.parametrize(
    ("change", "said"),
    [
        ({"boards": "4"}, "Expected `int`, got `str` - at `$.boards`"),
        ({"limit": 9.5}, "Expected `int`, got `float` - at `$.limit`"),
        ({"moves": [{"guess": "crane"}]}, "Expected `array`, got `object`"),
        ({"spare": 1}, "unknown field `spare`"),
    ],
)
def test_a_field_of_the_wrong_type_is_refused(tmp_path, change, said):
    path, entry, notice = load(tmp_path, json.dumps({**GOOD, **change}).encode())
    assert_moved_aside(tmp_path, path, entry, notice)
    assert said in notice


def test_no_python_internals_in_the_message(tmp_path):
    path, entry, notice = load(tmp_path, b"[1, 2]")
    assert_moved_aside(tmp_path, path, entry, notice)
    assert "attribute" not in notice and "'list' object" not in notice


def test_hidden_answers_that_are_not_answers_of_the_set_are_refused(tmp_path):
    path, entry, notice = load(tmp_path, json.dumps({**GOOD, "answers": ["zzzzz", "crane"]}).encode())
    assert_moved_aside(tmp_path, path, entry, notice)
    assert "ZZZZZ is not an answer of small" in notice


def test_real_answers_load(tmp_path):
    _, entry, notice = load(tmp_path, json.dumps({**GOOD, "answers": ["bound", "crane"]}).encode())
    assert notice is None and entry == MultiEntry(2, 7, "small", 5, answers=("bound", "crane"))


def test_a_save_for_a_set_not_offered_is_said_and_left_alone(tmp_path):
    path, entry, notice = load(tmp_path, json.dumps({**GOOD, "word_set": "elsewhere"}).encode())
    assert entry is None and "not available" in notice and path.exists()


def test_invalid_saves_moved_aside_in_one_second_keep_distinct_names(tmp_path):
    path = tmp_path / "multi.json"
    for _ in range(3):
        path.write_bytes(b"\xff")
        load_entry(path, words_of)
    assert len(list(tmp_path.glob("multi.json.corrupt-*"))) == 3


def test_a_good_save_round_trips(tmp_path):
    path = tmp_path / "multi.json"
    entry = MultiEntry(2, 7, "small", 5, (("crane", (0, 242)),), answers=("bound", "crane"))
    save_entry(path, entry)
    assert load_entry(slot_path(path, True), words_of) == (entry, None)


def test_practice_and_your_own_game_are_saved_apart(tmp_path):
    path = tmp_path / "multi.json"
    own = MultiEntry(2, 7, "small", 5, (("crane", (0, 242)),))
    practice = MultiEntry(2, 7, "small", 5, (("slate", (0, 3)),), answers=("bound", "crane"))
    save_entry(path, own)
    save_entry(path, practice)  # a practice game started beside yours does not replace it
    assert slot_path(path, True).name == "multi-practice.json"
    assert load_entry(path, words_of) == (own, None)
    assert load_entry(slot_path(path, True), words_of) == (practice, None)


def test_a_practice_game_saved_before_the_practice_slot_moves_to_it(tmp_path):
    path = tmp_path / "multi.json"
    practice = MultiEntry(2, 7, "small", 5, answers=("bound", "crane"))
    path.write_bytes(json.dumps({**GOOD, "answers": ["bound", "crane"]}).encode())
    assert open_entry(path, words_of) == (practice, None)  # opened, as the older version would
    assert not path.exists() and load_entry(slot_path(path, True), words_of) == (practice, None)
    own = MultiEntry(2, 7, "small", 5)
    save_entry(path, own)
    assert open_entry(path, words_of) == (own, None) and slot_path(path, True).exists()


def test_a_practice_game_is_over_once_every_answer_is_guessed_or_no_guess_is_left():
    entry = MultiEntry(2, 3, "small", 5, answers=("bound", "crane"))
    assert not entry.practice_over and not MultiEntry(2, 3, "small", 5).practice_over
    found = replace(entry, moves=(("crane", (0, 242)), ("bound", (242, None))))
    assert found.practice_over
    spent = replace(entry, moves=(("slate", (0, 0)), ("night", (0, 0)), ("crane", (0, 242))))
    assert spent.practice_over and not replace(entry, moves=spent.moves[:2]).practice_over


def test_a_practice_save_whose_answer_is_not_a_word_is_refused(tmp_path):
    path = tmp_path / "practice.json"
    save_board(path, Board(word_set="original", answer="zzzzz"))
    board, notice = load_board(path)
    assert board is None and "practice answer is not a word of original" in notice
    assert "zzzzz" not in notice.lower() and not path.exists()
    save_board(path, Board(word_set="original", answer="sissy"))
    assert load_board(path)[0].answer == "sissy"
