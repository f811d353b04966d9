from wordle_tui.core.game.word_filter import describe, filter_words

WORDS = ["dizzy", "fizzy", "tipsy", "sissy", "bound", "found"]


def test_positional_patterns_letters_in_and_out_and_substrings():
    assert filter_words(WORDS, "?i??y") == ["dizzy", "fizzy", "tipsy", "sissy"]
    assert filter_words(WORDS, ".i..y -z") == ["tipsy", "sissy"]
    assert filter_words(WORDS, "+ts") == ["tipsy"]
    assert filter_words(WORDS, "oun") == ["bound", "found"]
    assert filter_words(WORDS, "?i??y +p") == ["tipsy"]
    assert filter_words(WORDS, "??") == []  # a pattern is a whole word
    assert filter_words(WORDS, "") == WORDS


def test_a_filter_says_what_it_asks_so_an_empty_result_can_say_why():
    """A play-tester's `/c` showed "(none)" with no reason: the panel now says what failed."""
    assert describe("c") == "contains C"
    assert describe("+ae -st ?I??Y") == "has A and E and lacks S and T and matches ?I??Y"
