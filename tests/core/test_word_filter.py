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


def test_terms_split_before_plus_and_minus_and_a_term_no_word_can_match_says_why():
    """A play-tester's `+a+e` read "has A and + and E", and `?ei` or `oun/` matched nothing unexplained."""
    assert filter_words(WORDS, "+t+p") == filter_words(WORDS, "+tp") == ["tipsy"]
    assert filter_words(WORDS, "?i??y-z") == ["tipsy", "sissy"]
    assert describe("+a+e-st") == "has A and has E and lacks S and T"
    assert describe("?ei") == "matches ?EI (a pattern has 5 places, ? for any letter)"
    assert "a term is letters" in describe("oun/") and "a term is letters" in describe("+1")
    assert filter_words(WORDS, "- +") == WORDS  # a lone sign asks nothing yet
