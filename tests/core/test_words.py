import pytest

from wordle_tui.core.errors import WordleError
from wordle_tui.core.game.words import load_word_set, named_set, parse_words, read_words


def test_named_sets_have_the_documented_sizes():
    original = named_set("original")
    assert (len(original.answers), len(original.allowed)) == (2315, 12972)
    nyt = named_set("nyt")
    assert (len(nyt.answers), len(nyt.allowed)) == (2315, 14855)
    everything = named_set("nyt-all")
    assert len(everything.answers) == len(everything.allowed) == 14855


def test_lines_are_cleaned_and_junk_is_reported_with_line_numbers():
    lines = ["# a comment", "", "  Crane ", "slate # trailing comment", "toolong", "ab1cd", "crane", "trace"]
    f = parse_words(lines, "mine.txt")
    assert f.words == ("crane", "slate", "trace")
    assert f.skipped_lines == (5, 6)
    assert f.duplicates == 1
    warning = f.warning()
    assert "mine.txt" in warning and "skipped 2 lines" in warning and "lines 5, 6" in warning


def test_only_the_first_few_bad_lines_are_listed():
    f = parse_words(["abcd"] + ["x"] * 9, "f")
    assert "(lines 2, 3, 4, 5, 6, ...)" in f.warning()


def test_an_explicit_length_wins_over_the_first_word():
    f = parse_words(["apple", "pear", "plum"], "f", length=4)
    assert f.words == ("pear", "plum") and f.skipped_lines == (1,)


@pytest.mark.parametrize(
    "lines,message",
    [
        ([], "the file is empty"),
        (["# only", ""], "the file is empty"),
        (["12345", "ab-cd"], "2 lines skipped"),
    ],
)
def test_a_list_with_no_usable_word_is_a_clear_error(lines, message):
    with pytest.raises(WordleError, match=message):
        parse_words(lines, "f")


def test_a_missing_file_is_named(tmp_path):
    with pytest.raises(WordleError, match=r"word list not found: .*nothing\.txt"):
        read_words(tmp_path / "nothing.txt")


def test_user_files_make_a_word_set(tmp_path):
    (tmp_path / "answers.txt").write_text("bake\ncake\nlake\n")
    (tmp_path / "words.txt").write_text("bake\nclip\nzzzzz\n")
    ws = load_word_set(words=tmp_path / "words.txt", answers=tmp_path / "answers.txt")
    assert ws.answers == ("bake", "cake", "lake")
    assert ws.allowed == ("bake", "cake", "clip", "lake")
    assert any("skipped 1 lines" in w for w in ws.warnings)
    alone = load_word_set(words=tmp_path / "words.txt")
    assert alone.answers == alone.allowed == ("bake", "clip")


def test_guesses_are_checked_against_the_list(original):
    assert original.check_guess(" SALET ") == "salet"
    with pytest.raises(WordleError, match="not in the allowed word list"):
        original.check_guess("zzzzz")
    with pytest.raises(WordleError, match="has 4 letters"):
        original.check_guess("sale")
    with pytest.raises(WordleError, match="letters a-z"):
        original.check_guess("sal3t")
    assert original.check_guess("zzzzz", any_word=True) == "zzzzz"


def test_unknown_set_lists_the_choices():
    with pytest.raises(WordleError, match="original, nyt, nyt-all"):
        named_set("klingon")


def test_a_dictionary_style_file_picks_the_first_real_word_length():
    # /usr/share/dict/words starts with one-letter words, capitals and possessives.
    f = parse_words(["A", "A's", "AA", "Aachen", "aardvark", "Ab", "ab's"], "words")
    assert f.words == ("aa", "ab") and "--length N" in f.warning()
    assert parse_words(["A", "Aachen", "abbey", "abbot"], "words", length=5).words == ("abbey", "abbot")


def test_a_byte_order_mark_does_not_eat_the_first_word(tmp_path):
    path = tmp_path / "bom.txt"
    path.write_bytes("\ufeffcrane\nslate\n".encode("utf-8"))
    assert read_words(path).words == ("crane", "slate")


def test_a_line_too_long_for_a_word_list_is_refused(tmp_path):
    path = tmp_path / "dump.txt"
    path.write_bytes(b"crane\n" + b"x" * 5_000_000 + b"\nslate\n")
    with pytest.raises(WordleError, match=r"line 2 is over 200 characters: not a word list"):
        read_words(path)
