"""The coach where no guess is known to finish in time (core/coach/lost.py): the moves are still
ranked, by expected guesses with the row limit lifted, and on the last row by their chance.
Before, every figure there was infinite, every move scored 99 (a wasted row included) and the
last row's answer scored 0 against a word that could not win."""

import math
from dataclasses import replace

import pytest

from wordle_tui.core.coach.review import OPTIMAL, review_game
from wordle_tui.core.game.feedback import score
from wordle_tui.core.game.state import GameState


def hard_atch(patterns, words):
    """Hard mode with 4 rows: PATCH shows bgggg, leaving six ?ATCH words with three rows, which
    no hard-mode play finds in time (every legal guess is a ?ATCH word: one letter each)."""
    moves = [(g, score(g, "hatch")) for g in words]
    return review_game(patterns, moves, hard=True, limit=4)


def test_where_every_guess_can_lose_a_wasted_row_still_costs_skill(original_patterns):
    review = hard_atch(original_patterns, ("patch", "patch", "catch", "catch"))
    wasted, catch, last = review.steps[1:]
    # Six words one letter apart: 3.5 guesses with the limit lifted; PATCH again adds a row.
    assert wasted.skill == round(OPTIMAL * math.exp(-1))
    assert wasted.best.expected == pytest.approx(3.5) and wasted.exact
    assert wasted.mine.expected == pytest.approx(4.5)
    assert wasted.lost == "proven" and wasted.mine.loses and wasted.best.loses
    assert wasted.to_json()["expected_guesses"] == pytest.approx(4.5)
    assert wasted.to_json()["can_lose"] and wasted.to_json()["best_can_lose"]
    assert catch.skill == OPTIMAL and catch.mine.expected == pytest.approx(3.5)
    # The last row: five candidates left; CATCH, shown already, cannot win (a loss: 2), the
    # best is a candidate, 2 less its chance of 1/5.
    assert last.lost == "proven" and last.before == 5
    assert last.best.expected == pytest.approx(1.8)
    assert last.best.guess in {"batch", "hatch", "latch", "match", "watch"}
    assert last.mine.expected == pytest.approx(2.0) and last.skill == round(OPTIMAL * math.exp(-0.2))


def test_the_verdict_says_once_that_every_guess_can_lose(original_patterns):
    verdict = hard_atch(original_patterns, ("patch", "watch", "batch", "hatch")).verdict()
    assert verdict.count("every guess can lose") == 1
    assert "at steps 2, 3 every guess can lose" in verdict and "row limit lifted" in verdict
    assert "step 4 was the last row, with 4 candidates" in verdict


def test_the_verdict_says_the_steps_where_no_guess_finishes_in_the_games_order(original_patterns):
    """A play-test's hard game read "at step 3 every guess can lose ...; at step 2 no guess the
    coach checked ...": the kinds came in a fixed order, not the steps'."""
    from wordle_tui.core.coach.lost import lost_note

    steps = hard_atch(original_patterns, ("patch", "watch", "batch", "hatch")).steps
    steps = (steps[0], replace(steps[1], lost="found"), *steps[2:])
    said = lost_note(steps)
    assert said[0].startswith("at step 2 no guess the coach checked")
    assert said[1].startswith("at step 3 every guess can lose")


def test_on_the_last_row_the_answer_is_not_marked_down_for_a_word_that_cannot_win(original_patterns):
    """Normal mode: EIGHT FIGHT LIGHT MIGHT NIGHT all bgggg leave RIGHT SIGHT TIGHT WIGHT for the
    last row. With the limit lifted BAWRS (2.00) looked best, and TIGHT, the answer, scored 0."""
    moves = [(g, score(g, "tight")) for g in ("eight", "fight", "light", "might", "night", "tight")]
    last = review_game(original_patterns, moves).steps[-1]
    assert last.skill == OPTIMAL and last.mine.expected == pytest.approx(1.75)
    assert last.before == 4 and last.lost == "proven"
    assert last.best.guess in {"right", "sight", "tight", "wight"}


def test_the_suggestions_first_that_can_lose_is_no_mistake_where_they_found_nothing_safer(
    original_patterns, monkeypatch
):
    """The coach's search may find a guess that finishes in time where the suggestions' checks,
    within their effort, found none and put one that can lose first: the player who followed
    them is not scored 0 for it (the rule of issue 19)."""
    from wordle_tui.core.coach import suggested
    from wordle_tui.core.coach.costs import Cost
    from wordle_tui.core.solve.strategies import Suggestion

    state = GameState.start(original_patterns, hard=True, limit=4).play("patch", score("patch", "hatch"))
    shown = [Suggestion("catch", 2.5, 1.0, 1, 6, True, guesses=3.5, loses=True)]
    monkeypatch.setattr(suggested.Solver, "suggest", lambda self, state, top, cancel=None: shown)
    mine, safe = Cost("catch", math.inf, True, loses=True), Cost("watch", 3.6, True)
    assert suggested.first_suggestion(None, state, "catch", mine, safe) == 3.5
    assert suggested.first_suggestion(None, state, "match", replace(mine, guess="match"), safe) is None
    shown[0] = replace(shown[0], loses=False)  # their #1 not known to lose: not this rule
    assert suggested.first_suggestion(None, state, "catch", mine, safe) is None


def test_a_word_that_is_not_the_known_answer_on_the_last_row_loses_and_scores_0(original_patterns):
    """The play-test's FJORD, played with APNEA the one candidate left on the last row, scored 36:
    a sure loss read as costing one guess more. Each of the 8 rows of a --rows 8 game too."""
    words = ("chant", "blimp", "sound", "whack", "gizmo", "fjord")
    review = review_game(original_patterns, [(g, score(g, "apnea")) for g in words])
    last = review.steps[-1]
    assert last.before == 1 and last.best.guess == "apnea" and last.best.expected == 1.0
    assert last.mine.loses and math.isinf(last.mine.expected) and last.skill == 0
    eight = ("chant", "blimp", "sound", "whack", "gizmo", "pluck", "knish", "fjord")
    last = review_game(original_patterns, [(g, score(g, "apnea")) for g in eight], limit=8).steps[-1]
    assert last.mine.loses and last.skill == 0


def test_a_game_not_solved_is_not_solved_after_its_rows_in_every_view(original_patterns):
    """The app's review said "not solved in 1" of a game under way, which reads as a loss in 1;
    the command line said "not solved after 1"."""
    assert hard_atch(original_patterns, ("patch", "watch")).outcome == "not solved after 2"
    assert hard_atch(original_patterns, ("patch", "hatch")).outcome == "solved in 2"


def test_a_guess_that_can_lose_where_another_cannot_is_told_why_it_scores_0(original_patterns):
    """A play-tester won with BISON, 88% likely, and the review showed expected "-" and skill
    0 with no reason. Here normal mode with 4 rows: after PATCH bgggg six ?ATCH words are left,
    and MATCH keeps five of them together for the last two rows, where some word splits them."""
    moves = [(g, score(g, "hatch")) for g in ("patch", "match")]
    review = review_game(original_patterns, moves, hard=False, limit=4)
    match = review.steps[1]
    assert match.mine.loses and not match.best.loses and match.skill == 0
    assert (
        f"step 2: MATCH can lose (not every answer it leaves can be found in the 2 rows after it), "
        f"so it scores 0 beside {match.best.guess.upper()}, which always finishes"
    ) in review.verdict()
    won = review_game(original_patterns, [("patch", score("patch", "match")), ("match", 242)], limit=4)
    assert "MATCH can lose" in won.verdict() and "(it was the answer: luck, not a safe move)" in won.verdict()
