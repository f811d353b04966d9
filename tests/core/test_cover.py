import itertools

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordle_tui.core.cover.kilordle import coverage, greedy_cover, needed_positions, solve_cover
from wordle_tui.core.errors import WordleError


def covers(words, targets) -> bool:
    return all(any(w[i] == c for w in words) for i, c in needed_positions(targets))


def brute_force_size(targets, pool) -> int:
    for k in range(1, len(pool) + 1):
        if any(covers(combo, targets) for combo in itertools.combinations(pool, k)):
            return k
    raise AssertionError("no cover")


@settings(max_examples=25, deadline=None)
@given(data=st.data())
def test_the_cover_is_optimal_on_small_lists(data):
    word = st.text("abcd", min_size=3, max_size=3)
    targets = data.draw(st.lists(word, min_size=1, max_size=8, unique=True))
    pool = data.draw(st.lists(word, min_size=1, max_size=9, unique=True)) + targets
    result = solve_cover(targets, pool, time_limit=20)
    assert covers(result.words, targets)
    assert set(result.words) <= set(pool)
    assert result.size == brute_force_size(targets, list(dict.fromkeys(pool)))
    assert result.size <= result.greedy_size and covers(result.greedy, targets)
    assert result.lower_bound <= result.size and result.lp_bound <= result.size + 1e-6
    assert result.optimal


def test_the_original_answers_need_30_words_and_the_bound_proves_it(original):
    result = solve_cover(list(original.answers), list(original.allowed), time_limit=60)
    assert len(result.needed) == 125
    assert result.size == 30 and result.optimal
    assert result.lp_bound == pytest.approx(29.047, abs=1e-3) and result.lower_bound == 30
    assert result.greedy_size == 34
    assert result.proof() == "30 words; LP bound 29.047 > 29, so no 29-word cover exists"
    assert covers(result.words, original.answers)
    assert all(result.covered_by[lp][lp[0]] == lp[1] for lp in result.needed)


def test_the_five_blanks_of_the_answer_list(original):
    needed = set(needed_positions(list(original.answers)))
    blanks = {(i, c) for i in range(5) for c in "abcdefghijklmnopqrstuvwxyz"} - needed
    assert blanks == {(0, "x"), (3, "q"), (4, "j"), (4, "q"), (4, "v")}


def test_included_words_stay_and_excluded_words_go():
    targets = ["abc", "abd", "bca", "cab"]
    pool = [*targets, "dbc", "aaa", "ccb"]
    result = solve_cover(targets, pool, include=["aaa"], exclude=["cab"])
    assert "aaa" in result.words and "cab" not in result.words
    assert covers(result.words, targets)
    assert result.included == ("aaa",)


def test_an_uncoverable_letter_position_is_named():
    with pytest.raises(WordleError, match="provides x at position 1, z at position 3: no cover exists"):
        solve_cover(["xyz", "abc"], ["abc", "ayc", "xbc"][:2])


def test_bad_options_are_refused():
    with pytest.raises(WordleError, match="both included and excluded"):
        solve_cover(["abc"], ["abc"], include=["abc"], exclude=["abc"])
    with pytest.raises(WordleError, match="unknown solver"):
        solve_cover(["abc"], ["abc"], solver="gurobi")


def test_a_missing_solver_says_how_to_install_it():
    try:
        import highspy  # noqa: F401
    except ImportError:
        with pytest.raises(WordleError, match="pip install highspy"):
            solve_cover(["abc"], ["abc"], solver="highs")
    else:
        assert solve_cover(["abc"], ["abc"], solver="highs").size == 1


def test_greedy_takes_the_rarest_first():
    # AYZ alone provides y and z, XBC alone x: rare letter-positions weigh most, so AYZ comes first
    # (gain 1/2 + 1 + 1), then XBC for the x; ABC, whose letters others provide too, is never taken.
    pool = ["abc", "xbc", "ayz"]
    cov = coverage(pool, needed_positions(["abc", "xyz"]))
    chosen = greedy_cover(cov)
    assert chosen == [2, 1]
    assert covers([pool[j] for j in chosen], ["abc", "xyz"])
