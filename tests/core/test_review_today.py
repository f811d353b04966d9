"""The review of today's game: a dated prior over every word, no stored matrix."""

import datetime as dt

import numpy as np
import pytest

from wordle_tui.core.coach.review import OPTIMAL, review_game
from wordle_tui.core.deep import DeepSearch
from wordle_tui.core.game.feedback import score
from wordle_tui.core.game.state import GameState
from wordle_tui.core.nyt.history import shipped_history
from wordle_tui.core.nyt.prior import Prior
from wordle_tui.core.nyt.today import DatedPatterns, load_today, subgame


@pytest.fixture(scope="module")
def today():
    return load_today(dt.date(2024, 6, 1), history=shipped_history())


def weighted_deep_game(dated, opener: str, answer: str) -> list[tuple[str, int]]:
    """The opener, then the weighted deep search's own moves on the subgame it leaves."""
    first = GameState.start(dated).play(opener, score(opener, answer))
    sub, weights = subgame(first)
    search = DeepSearch(sub, weights=weights, six_safe=True)  # as the app plays deep on today
    state = GameState.start(sub).play(opener, score(opener, answer))
    while not state.solved:
        guess = search.best(state).guess
        state = state.play(guess, score(guess, answer))
    return list(state.moves)


def test_after_the_first_guess_the_weighted_deep_searchs_moves_score_99_exactly(today):
    moves = weighted_deep_game(today, "salet", "abide")
    review = review_game(today, moves, effort=200_000)  # effort: enough to prove every step
    first, *later = review.steps
    assert first.before == 14855 and not first.exact  # all 14855 words: the estimate, marked
    assert later and all(s.exact for s in later)
    assert [s.skill for s in later] == [OPTIMAL] * len(later)
    assert review.solved and all(0 <= s.luck <= 100 for s in review.steps)
    assert "estimates" in review.verdict()


def test_a_worse_move_costs_skill_and_the_expected_guesses_follow_the_prior(today):
    moves = weighted_deep_game(today, "salet", "abide")
    worse = [moves[0]] + [(g, score(g, "abide")) for g in ("crony", "humid", "abide")]
    review = review_game(today, worse, effort=200_000)
    step = review.steps[1]
    assert step.exact and step.skill < OPTIMAL and step.mine.expected > step.best.expected
    state = GameState.start(today).play(*moves[0])
    sub, weights = subgame(state)
    inner = GameState.start(sub).play(*moves[0])
    total = DeepSearch(sub, weights=weights, six_safe=True).cost_of(inner, "crony")  # the app's deep rules
    assert step.mine.expected == pytest.approx(total)  # the subgame's weights sum to one
    assert step.mass_before == pytest.approx(today.weights[state.candidates].sum() / today.weights.sum())


def test_a_uniform_dated_game_reviews_later_steps_as_the_stored_game_does(small):
    n = len(small.words.answers)
    prior = Prior(dt.date(2024, 1, 1), np.full(n, 1.0 / n), np.zeros(n, dtype=np.int8), (1.0, 0, 0, 0, 0), 0)
    dated = DatedPatterns(small.words, prior, shipped_history())
    answer = small.words.answers[7]
    moves = [(g, score(g, answer)) for g in ("clerk", "brawn", answer)]
    stored, on_today = review_game(small, moves, effort=200_000), review_game(dated, moves, effort=200_000)
    for a, b in zip(stored.steps[1:], on_today.steps[1:], strict=False):
        assert (b.mine.expected, b.best.expected, b.skill, b.exact) == (
            a.mine.expected,
            a.best.expected,
            a.skill,
            a.exact,
        )
    assert [s.luck for s in on_today.steps] == pytest.approx([s.luck for s in stored.steps])


def test_a_today_game_is_recorded_with_its_scores_and_the_solvers_guesses(today, tmp_path):
    from wordle_tui.core.coach.game_end import finished_game, keep, with_scores
    from wordle_tui.core.coach.record import Record
    from wordle_tui.core.game.puzzle import Puzzle

    moves = [(g, score(g, "abide")) for g in ("salet", "crony", "humid", "abide")]
    review = review_game(today, moves, effort=200_000)
    game = finished_game(Puzzle("daily", today.day), moves, 5, False, rows=6)
    kept = keep(with_scores(game, today, review), tmp_path / "r.sqlite3")
    assert kept.skill == review.skill and kept.luck == review.luck and kept.puzzle == today.puzzle
    assert kept.solver_guesses is not None and 1 <= kept.solver_guesses <= 6
    with Record(tmp_path / "r.sqlite3") as record:
        assert [g.words for g in record.games()] == [tuple(g for g, _ in moves)]


def test_the_split_lists_each_groups_likeliest_first(today):
    """A play-tester's: the coach's split listed today's words alphabetically (BHOOT BHUTS
    BIBBS ... before BIDDY, the likely one)."""
    from wordle_tui.core.coach.outcomes import split

    state = GameState.start(today).play("salet", score("salet", "biddy"))
    chance = dict(state.candidate_probabilities())
    groups = split(state, "poind")
    assert sum(len(words) for _, words in groups) == state.count
    for _, words in groups:
        assert [chance[w] for w in words] == sorted((chance[w] for w in words), reverse=True)
    assert max(len(w) for _, w in groups) > 10  # groups big enough for the order to matter
