"""Rows whose colours contradict each other are named, letter and place (core/game/clash.py)."""

import pytest

from wordle_tui.core.errors import NoCandidatesError
from wordle_tui.core.game.clash import clash
from wordle_tui.core.game.feedback import parse, score
from wordle_tui.core.game.setup import build_game


def row(word: str, colours: str) -> tuple[str, int]:
    return word, parse(colours, 5)


@pytest.mark.parametrize(
    ("earlier", "new", "says"),
    [
        (
            [row("salet", "gbbbb")],
            row("storm", "bbbbb"),
            "against guess 1, S green at 1 in SALET but S grey at 1 in STORM",
        ),
        ([row("salet", "gbbbb")], row("crony", "gbbbb"), "S green at 1 in SALET but C green at 1 in CRONY"),
        ([row("salet", "ybbbb")], row("shown", "gbbbb"), "S green at 1 in SHOWN but S yellow at 1 in SALET"),
        (
            [row("crony", "bbbbb"), row("salet", "bybbb")],
            row("abbey", "bbbbb"),
            "against guess 2, SALET shows 1 A, ABBEY none",
        ),
        ([row("eerie", "gybbb")], row("eaten", "gbbbb"), "EERIE shows 2 Es, EATEN only 1"),
    ],
)
def test_a_row_that_contradicts_an_earlier_one_is_named(earlier, new, says):
    said = clash(earlier, *new)
    assert said is not None and said.startswith("against guess ") and said.endswith(says)


@pytest.mark.parametrize(
    ("earlier", "new"),
    [
        ([row("salet", "gbbbb")], row("shown", "gbbbb")),  # the same green
        ([row("eerie", "gybbb")], row("eaten", "gbbgb")),  # two Es, both placed
        ([row("salet", "bybbb")], row("crony", "bbbbb")),  # nothing in common
    ],
)
def test_rows_that_agree_are_not_called_a_clash(earlier, new):
    assert clash(earlier, *new) is None


def test_rows_true_of_a_word_never_clash():
    """Every pair of rows some answer shows agree: checked over real rows of several answers."""
    guesses = ["salet", "eerie", "crony", "abbey", "llama", "geese", "mamma"]
    answers = build_game("original").source.words.answers
    for answer in ["eerie", "llama", "mummy", *answers[::23]]:
        rows = [(g, score(g, answer)) for g in guesses]
        for i in range(1, len(rows)):
            assert clash(rows[:i], *rows[i]) is None, (answer, rows[i][0])


def test_no_word_fits_names_the_clash_and_does_not_offer_to_widen():
    game = build_game("original")
    state = game.start().play("salet", parse("gbbbb", 5))
    with pytest.raises(NoCandidatesError) as caught:
        state.play("storm", parse("bbbbb", 5))
    assert str(caught.value).endswith(
        "; against guess 1, S green at 1 in SALET but S grey at 1 in STORM; check the colours"
    )
    assert not caught.value.can_widen
