import datetime as dt
import math
from collections import defaultdict

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordle_tui.core.game.columns import GuessTerms
from wordle_tui.core.game.feedback import encode_words, pattern_matrix, score
from wordle_tui.core.game.state import GameState
from wordle_tui.core.nyt.history import shipped_history
from wordle_tui.core.nyt.prior import Prior
from wordle_tui.core.nyt.today import DatedPatterns, day_info, load_today
from wordle_tui.core.solve.lookahead import expected_guesses
from wordle_tui.core.solve.stats import guess_stats
from wordle_tui.core.solve.strategies import GREEDY, rank


@settings(max_examples=40, deadline=None)
@given(length=st.integers(2, 6), data=st.data())
def test_on_demand_blocks_equal_the_pattern_matrix(length, data):
    # Few letters, so repeated letters (twice and three times) are common.
    word = st.text("abcd", min_size=length, max_size=length)
    guesses = data.draw(st.lists(word, min_size=1, max_size=12, unique=True))
    answers = data.draw(st.lists(word, min_size=1, max_size=12, unique=True))
    terms = GuessTerms(encode_words(guesses))
    assert np.array_equal(
        terms.block(encode_words(answers)), pattern_matrix(encode_words(guesses), encode_words(answers))
    )


@settings(max_examples=30, deadline=None)
@given(data=st.data())
def test_weighted_figures_match_brute_force(data):
    word = st.text("abcde", min_size=3, max_size=3)
    guesses = data.draw(st.lists(word, min_size=1, max_size=5, unique=True))
    answers = data.draw(st.lists(word, min_size=1, max_size=40, unique=True))
    w = np.array(data.draw(st.lists(st.floats(0.01, 10), min_size=len(answers), max_size=len(answers))))
    stats = guess_stats(pattern_matrix(encode_words(guesses), encode_words(answers)), 3, weights=w)
    p = w / w.sum()
    for i, g in enumerate(guesses):
        mass, size = defaultdict(float), defaultdict(int)
        for a, pa in zip(answers, p, strict=False):
            mass[score(g, a)] += pa
            size[score(g, a)] += 1
        assert stats.bits[i] == pytest.approx(-sum(m * math.log2(m) for m in mass.values()), abs=1e-9)
        assert stats.expected[i] == pytest.approx(sum(mass[k] * size[k] for k in mass), abs=1e-9)


def test_equal_weights_give_the_unweighted_figures(small):
    block = small.matrix
    plain = guess_stats(block, 5)
    equal = guess_stats(block, 5, weights=np.full(block.shape[1], 3.0))
    assert np.allclose(plain.bits, equal.bits, atol=1e-12) and np.allclose(plain.expected, equal.expected)
    assert np.array_equal(plain.worst, equal.worst) and np.array_equal(plain.parts, equal.parts)


def uniform_game(small) -> DatedPatterns:
    n = len(small.words.answers)
    prior = Prior(dt.date(2024, 1, 1), np.full(n, 1.0 / n), np.zeros(n, dtype=np.int8), (1.0, 0, 0, 0, 0), 0)
    return DatedPatterns(small.words, prior, shipped_history())


@pytest.mark.parametrize("strategy", GREEDY)
def test_a_uniform_prior_ranks_exactly_as_the_unweighted_game(small, strategy):
    stored, dated = GameState.start(small), GameState.start(uniform_game(small))
    guess, feedback = small.words.answers[3], score(small.words.answers[3], small.words.answers[20])
    for a, b in ((stored, dated), (stored.play(guess, feedback), dated.play(guess, feedback))):
        assert [s.guess for s in rank(a, strategy)] == [s.guess for s in rank(b, strategy)]
        assert a.bits_unknown == pytest.approx(b.bits_unknown, abs=1e-12)


def test_a_played_step_gains_the_information_of_its_feedback_under_the_prior(small):
    """What the help screen says History's *gained* is: -log2 of the chance the feedback had,
    the prior's mass before over after, which is log2(before / after) only when every candidate
    is equally likely (the play-test read 1.65 for 39 -> 1 on the today set against log2 39)."""
    n = len(small.words.answers)
    uneven = np.linspace(0.1, 3, n) / np.linspace(0.1, 3, n).sum()
    weighted = DatedPatterns(
        small.words, Prior(dt.date(2024, 1, 1), uneven, np.zeros(n, np.int8), (1.0,), 0), shipped_history()
    )
    guess, answer = small.words.answers[3], small.words.answers[20]
    gained = {}
    for name, game in (("weighted", weighted), ("uniform", uniform_game(small))):
        after = GameState.start(game).play(guess, score(guess, answer))
        step = after.steps[0]
        mass = game.weights[after.candidates].sum()  # of the whole prior, which sums to one
        assert step.gained_bits == pytest.approx(-math.log2(mass))
        gained[name] = step.gained_bits
    assert gained["uniform"] == pytest.approx(math.log2(step.before / step.after))
    assert gained["weighted"] != pytest.approx(gained["uniform"])


def test_a_lone_candidate_needs_one_guess_and_two_need_one_and_a_half():
    block = pattern_matrix(encode_words(["abc", "abd"]), encode_words(["abc", "abd"]))
    assert expected_guesses(block, 3, None).tolist() == pytest.approx([1.5, 1.5])
    assert expected_guesses(block[:, :1], 3, None).tolist() == pytest.approx([1.0, 2.0])


@pytest.fixture(scope="module")
def dated():
    return load_today(dt.date(2024, 6, 1), history=shipped_history())


def test_the_dated_game_knows_its_day_and_how_old_its_history_is(dated):
    info = day_info(dated)
    assert (info.puzzle, info.date, info.history_last, info.history_age) == (
        1078,
        dt.date(2024, 6, 1),
        dt.date(2024, 5, 31),
        0,
    )
    assert "Wordle #1078 of 2024-06-01" in info.headline()
    later = day_info(load_today(dt.date(2026, 11, 22), history=shipped_history()))
    assert later.history_age == 325 and "325 days missing" in later.headline()


def test_bits_unknown_is_the_entropy_of_the_prior_over_the_candidates(dated):
    state = GameState.start(dated).play("raise", score("raise", "basin"))
    p = dated.weights[state.candidates] / dated.weights[state.candidates].sum()
    assert state.bits_unknown == pytest.approx(-(p * np.log2(p)).sum())
    likely = state.candidate_probabilities()
    assert sum(q for _, q in likely) == pytest.approx(1.0)
    assert [q for _, q in likely] == sorted((q for _, q in likely), reverse=True)
    assert (
        state.probability(likely[0][0]) == pytest.approx(likely[0][1]) and state.probability("zzzzz") == 0.0
    )
    # The feedback's chance under the prior is what the player gained.
    assert state.steps[0].gained_bits == pytest.approx(-math.log2(dated.weights[state.candidates].sum()))


def test_suggestions_carry_the_chance_that_the_guess_is_the_answer(dated):
    state = GameState.start(dated).play("raise", score("raise", "basin"))
    suggestions = rank(state, "guesses", top=5)
    for s in suggestions:
        assert s.chance == pytest.approx(state.probability(s.guess))
    assert suggestions[0].chance > 0.2  # with four likely words left, guessing one of them wins often


def test_a_subgame_holds_the_candidates_with_their_prior(dated):
    from wordle_tui.core.nyt.today import subgame

    state = GameState.start(dated).play("raise", score("raise", "basin"))
    sub, weights = subgame(state)
    assert list(sub.words.answers) == state.candidate_words() and sub.words.allowed == dated.words.allowed
    assert np.array_equal(sub.matrix, dated.block(None, state.candidates))
    assert weights.sum() == pytest.approx(1.0) and np.allclose(weights, state.weights)


def test_a_later_day_reranks_the_shortlist_of_a_recent_full_ranking(small, tmp_path, monkeypatch):
    from dataclasses import replace

    from wordle_tui.core.solve import first_ranking
    from wordle_tui.core.solve.solver import Solver

    monkeypatch.setattr(first_ranking, "SHORTLIST", 6)
    first = replace(uniform_game(small), cache_dir=tmp_path)
    full = [s.guess for s in rank(GameState.start(first), "entropy", top=6)]
    assert [s.guess for s in Solver("entropy").suggest(GameState.start(first), top=20)] == full[:6]
    n = len(small.words.answers)
    shifted = np.linspace(1, 2, n) / np.linspace(1, 2, n).sum()  # another day, another prior
    later = replace(first, prior=Prior(dt.date(2024, 1, 5), shifted, first.prior.classes, (1.0,), 0))
    ranked = [s.guess for s in Solver("entropy").suggest(GameState.start(later), top=20)]
    assert sorted(ranked) == sorted(full)  # only the shortlist, re-ranked under the new prior
    too_late = replace(
        later, prior=Prior(dt.date(2024, 3, 1), shifted[::-1].copy(), first.prior.classes, (1.0,), 0)
    )
    Solver("entropy").suggest(GameState.start(too_late), top=20)
    import json

    stored = [json.loads(f.read_text()) for f in tmp_path.glob("shortlist-*.json")]
    assert [s["day"] for s in stored] == ["2024-03-01"]  # too old: ranked in full again


def test_candidate_bits_under_the_prior(dated):
    from wordle_tui.core.solve.strategies import candidate_bits

    state = GameState.start(dated).play("raise", score("raise", "basin"))
    bits = candidate_bits(state)
    assert set(bits) == set(state.candidate_words()) and all(b >= 0 for b in bits.values())


def test_deep_on_a_dated_game_is_the_weighted_search_of_its_candidates(small):
    from wordle_tui.core.deep import DeepSearch
    from wordle_tui.core.errors import WordleError
    from wordle_tui.core.solve.solver import Solver

    game = uniform_game(small)  # equal weights: expected guesses x candidates = the plain total
    with pytest.raises(WordleError, match="after the first guess"):
        Solver("deep").suggest(GameState.start(game))
    guess, answer = small.words.answers[3], small.words.answers[20]
    dated = GameState.start(game).play(guess, score(guess, answer))
    (best,) = Solver("deep").suggest(dated, top=1)
    plain = GameState.start(small).play(guess, score(guess, answer))
    exact = DeepSearch(small, six_safe=True).best(plain)
    assert best.proven and best.total == exact.cost


def test_deep_on_a_dated_game_gives_up_past_its_effort(small, monkeypatch):
    """A proof that needs more positions than DATED_EFFORT is abandoned, the same way on every
    machine (positions are counted, not timed), and no unproven move is shown."""
    from wordle_tui.core.solve import solver as solver_module

    n = len(small.words.answers)  # an uneven prior, and the first guess leaving the most candidates
    prior = Prior(dt.date(2024, 1, 1), np.linspace(0.1, 3, n) / n, np.zeros(n, np.int8), (1.0, 0, 0, 0, 0), 0)
    start = GameState.start(DatedPatterns(small.words, prior, shipped_history()))
    answer = small.words.answers[20]
    dated = max((start.play(g, score(g, answer)) for g in small.words.allowed[:40]), key=lambda s: s.count)
    search, here = solver_module.Solver("deep")._dated_search(dated)
    needed = search.best(here).nodes
    assert needed > 1
    monkeypatch.setattr(solver_module, "DATED_EFFORT", {False: needed})
    assert solver_module.Solver("deep").suggest(dated, top=1)[0].proven  # exactly enough
    monkeypatch.setattr(solver_module, "DATED_EFFORT", {False: needed - 1})
    with pytest.raises(solver_module.DeepGaveUp, match=f"within {needed - 1} positions"):
        solver_module.Solver("deep").suggest(dated, top=1)
