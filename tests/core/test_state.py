import math

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordle_tui.core.errors import NoCandidatesError, WordleError
from wordle_tui.core.game.board import Board, Row
from wordle_tui.core.game.feedback import decode, parse, score
from wordle_tui.core.game.state import GameState, Step, hard_mode_mask, hard_mode_violation


@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_the_answer_survives_and_candidates_only_shrink(small, data):
    words = small.words
    answer = data.draw(st.sampled_from(words.answers))
    guesses = data.draw(st.lists(st.sampled_from(words.allowed), min_size=1, max_size=6))
    state = GameState.start(small)
    for guess in guesses:
        if state.solved:
            break  # nothing is played after an all-green row
        before = set(state.candidate_words())
        state = state.play(guess, score(guess, answer))
        after = set(state.candidate_words())
        assert answer in after and after <= before
        assert all(score(guess, w) == score(guess, answer) for w in after)


def test_pruning_on_duplicate_letters_keeps_steak(original, tmp_path):
    from wordle_tui.core.game.patterns import Patterns

    state = GameState.start(Patterns.load(original, tmp_path))
    state = state.play("bless", parse("bbgyb", 5))
    assert "steak" in state.candidate_words()
    assert all(w[2] == "e" and "s" in w and w.count("s") == 1 for w in state.candidate_words())


def test_bits_gained_and_unknown(small):
    answer = small.words.answers[0]
    guess = small.words.allowed[5]
    state = GameState.start(small).play(guess, score(guess, answer))
    step = state.steps[0]
    assert step.before == len(small.words.answers)
    assert step.gained_bits == pytest.approx(math.log2(step.before / step.after))
    assert state.bits_unknown == pytest.approx(math.log2(state.count))
    assert 0 < step.expected_bits <= math.log2(step.before)


def test_feedback_no_candidate_fits_names_the_step(small):
    state = GameState.start(small)
    answer = small.words.answers[3]
    state = state.play("salet", score("salet", answer), any_word=True)
    with pytest.raises(NoCandidatesError) as info:
        state.play(answer, parse("ggggb", 5))
    assert info.value.step == 2 and "guess 2" in str(info.value)
    assert len(state.steps) == 1  # the old state is untouched


def test_no_guess_is_played_after_an_all_green_row(small):
    answer = small.words.answers[3]
    solved = GameState.start(small).play(answer, small.solved)
    with pytest.raises(NoCandidatesError, match=rf"already solved at guess 1 \({answer.upper()}\)") as info:
        solved.play("salet", score("salet", answer), any_word=True)  # the colours fit the answer
    assert info.value.step == 2
    # The app's board gets the same rule: the rows stay, the row after the green one is named.
    board = Board(rows=(Row(answer, (2,) * 5), Row("salet", tuple(decode(score("salet", answer), 5)))))
    state, error = board.game(small)
    assert error is not None and error.step == 2 and state.solved


def test_widening_keeps_the_history(small):
    state = GameState.start(small).play("salet", parse("bbbbb", 5), any_word=True)
    wide = state.widened(small.widened())
    assert wide.moves == state.moves
    assert wide.count >= state.count


def test_states_are_immutable(small):
    state = GameState.start(small)
    with pytest.raises(ValueError):
        state.candidates[0] = 5
    after = state.play("salet", 0, any_word=True)
    assert state.steps == () and after.steps != ()


def steps(*moves):
    return tuple(Step(g, parse(f, len(g)), 1, 1, 0.0) for g, f in moves)


@pytest.mark.parametrize(
    "guess,reason",
    [
        ("crane", None),
        ("curse", "2nd letter must be R"),
        ("crony", "guess must contain E"),
        ("drone", None),
    ],
)
def test_hard_mode_reasons(guess, reason):
    history = steps(("trace", "bgbby"))  # R green in place 2, E revealed
    assert hard_mode_violation(history, guess) == reason


def test_hard_mode_counts_repeated_letters():
    history = steps(("eerie", "ybybg"))  # two Es and an R revealed
    assert hard_mode_violation(history, "there") is None
    assert hard_mode_violation(history, "rebut") == "5th letter must be E"
    assert hard_mode_violation(history, "crane") == "guess must contain two Es"


def test_hard_mode_mask_agrees_with_the_rule(original):
    history = steps(("salet", "bybyb"), ("crane", "bbgby"))
    mask = hard_mode_mask(history, original.allowed_codes)
    expected = np.array([hard_mode_violation(history, w) is None for w in original.allowed])
    assert (mask == expected).all() and 0 < mask.sum() < len(mask)


def test_hard_mode_refuses_with_the_reason(small):
    state = GameState.start(small, hard=True).play("salet", parse("gbbbb", 5), any_word=True)
    with pytest.raises(WordleError, match=r"hard mode, guess 2 \(CRANE\): 1st letter must be S"):
        state.play("crane", 0, any_word=True)
