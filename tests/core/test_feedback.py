import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordle_tui.core.errors import WordleError
from wordle_tui.core.game.feedback import (
    NOTATIONS,
    all_green,
    decode,
    encode_words,
    format_pattern,
    never_shown,
    parse,
    pattern_matrix,
    score,
)

GOLDEN = [
    ("speed", "abide", "bbyby"),
    ("speed", "erase", "ybyyb"),
    ("bless", "steak", "bbgyb"),
    ("crane", "paper", "byyby"),
    ("eerie", "there", "ybybg"),  # the green E is served first; one E is left for a yellow
    ("llama", "hello", "yybbb"),
    ("abbey", "babes", "yyggb"),
    ("geese", "eerie", "bgybg"),
]


@pytest.mark.parametrize("guess,answer,expected", GOLDEN)
def test_duplicate_letters_score_as_the_game_does(guess, answer, expected):
    assert format_pattern(score(guess, answer), len(guess)) == expected


@pytest.mark.parametrize("guess,answer,expected", GOLDEN)
def test_matrix_agrees_on_golden_cases(guess, answer, expected):
    m = pattern_matrix(encode_words([guess]), encode_words([answer]))
    assert format_pattern(int(m[0, 0]), len(guess)) == expected


def words(length, alphabet="abcde"):
    return st.text(alphabet, min_size=length, max_size=length)


@settings(max_examples=60, deadline=None)
@given(
    length=st.integers(2, 9),
    data=st.data(),
)
def test_vectorised_matrix_equals_scalar_reference(length, data):
    # A five-letter alphabet makes repeated letters the rule, not the exception.
    guesses = data.draw(st.lists(words(length), min_size=1, max_size=12))
    answers = data.draw(st.lists(words(length), min_size=1, max_size=12))
    m = pattern_matrix(encode_words(guesses), encode_words(answers), chunk=5)
    expected = np.array([[score(g, a) for a in answers] for g in guesses])
    assert (m == expected).all()


@pytest.mark.parametrize("length", [8, 9])
def test_long_words_with_many_repeats_match_the_reference(length):
    # Whatever seed hypothesis runs with (CI fixes one), lengths 8 and 9 (uint16 patterns, letters
    # repeated up to 9 times) are always checked: three letters make every count path happen.
    rng = np.random.default_rng(length)
    guesses = ["".join(rng.choice(list("abc"), length)) for _ in range(40)]
    answers = ["".join(rng.choice(list("abc"), length)) for _ in range(40)]
    m = pattern_matrix(encode_words(guesses), encode_words(answers), chunk=7)
    assert m.dtype == np.uint16
    assert (m == np.array([[score(g, a) for a in answers] for g in guesses])).all()


@given(words(5))
def test_a_word_against_itself_is_all_green(w):
    assert score(w, w) == all_green(5)


@given(words(6), words(6))
def test_coloured_tiles_never_exceed_the_shared_letters(g, a):
    colours = decode(score(g, a), 6)
    shared = sum(min(g.count(c), a.count(c)) for c in set(g))
    assert sum(1 for c in colours if c) == shared


@pytest.mark.parametrize("notation", list(NOTATIONS))
@given(pattern=st.integers(0, 3**5 - 1))
def test_every_notation_round_trips(notation, pattern):
    assert parse(format_pattern(pattern, 5, notation), 5) == pattern


@pytest.mark.parametrize(
    "text",
    ["gybbb", "GYBBB", "21000", "+~---", "🟩🟨⬛⬛⬛", "🟩🟨⬜⬜⬜", "🟧🟦⬛⬛⬛", "🟩\ufe0f🟨 ⬛⬛⬛"],
)
def test_every_notation_a_player_meets_parses(text):
    assert format_pattern(parse(text, 5), 5) == "gybbb"


@pytest.mark.parametrize(
    "text,named",
    [("gybxb", "'x'"), ("2103b", "'3'"), ("gy?bb", "'?'"), ("🟥🟩🟩🟩🟩", "'🟥'")],
)
def test_bad_feedback_names_the_bad_character(text, named):
    with pytest.raises(WordleError, match=named):
        parse(text, 5)


def test_feedback_of_the_wrong_length_is_refused():
    with pytest.raises(WordleError, match="4 colours for a 5-letter word"):
        parse("gggg", 5)


def test_long_words_get_a_wide_enough_dtype():
    w = ["abcdefgh"]
    m = pattern_matrix(encode_words(w), encode_words(w))
    assert m.dtype == np.uint16 and m[0, 0] == all_green(8)


def test_never_shown_names_exactly_the_feedback_no_answer_gives():
    """Every colouring of every 4-letter guess over a and b, against every answer over a, b and c
    (c: a letter the guess lacks): a colouring is named as never shown if and only if no answer
    gives it. The play-tester's SASSY bbybb (a grey S before a yellow S) fitted no word and was
    blamed on the answer list, with --widen advised."""
    import itertools

    for guess in map("".join, itertools.product("ab", repeat=4)):
        shown_ = {score(guess, "".join(a)) for a in itertools.product("abc", repeat=4)}
        for pattern in range(3**4):
            assert (never_shown(guess, pattern) is None) == (pattern in shown_), (guess, pattern)


def test_never_shown_says_why():
    assert "a grey S before a yellow S" in never_shown("sassy", parse("bbybb", 5))
    assert "3 yellow S need 3 places" in never_shown("sassy", parse("yyyyb", 5))
    assert never_shown("sassy", parse("bbggg", 5)) is None  # grey then green: BOSSY
