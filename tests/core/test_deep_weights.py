"""Weighted deep search (expected guesses under a prior) and the 6-safe rule, against brute force."""

from functools import cache

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordle_tui.core.deep import DeepSearch, search
from wordle_tui.core.game.feedback import all_green, score
from wordle_tui.core.game.patterns import Patterns
from wordle_tui.core.game.state import GameState
from wordle_tui.core.game.words import WordSet


def brute_force(answers, allowed, weight, limit=99):
    """The least weighted total over every decision tree (None: impossible within ``limit``)."""
    green = all_green(len(answers[0]))

    @cache
    def cost(S: frozenset, left):
        if left == 0:
            return None
        best = None
        for g in allowed:
            groups = {}
            for a in S:
                groups.setdefault(score(g, a), []).append(a)
            if len(groups) == 1 and green not in groups:
                continue
            total = sum(weight[a] for a in S)
            for pattern, group in groups.items():
                if pattern != green:
                    sub = cost(frozenset(group), left - 1)
                    if sub is None:
                        total = None
                        break
                    total += sub
            if total is not None and (best is None or total < best):
                best = total
        return best

    return cost(frozenset(answers), limit)


words3 = st.text("abcde", min_size=3, max_size=3)


def patterns_for(answers, extra):
    return Patterns.load(WordSet.build("t", answers, extra), use_cache=False)


@settings(max_examples=30, deadline=None)
@given(
    answers=st.lists(words3, min_size=2, max_size=8, unique=True),
    extra=st.lists(words3, max_size=4),
    data=st.data(),
)
def test_weighted_totals_equal_brute_force(answers, extra, data):
    p = patterns_for(answers, extra)
    raw = data.draw(st.lists(st.integers(1, 9), min_size=len(p.words.answers), max_size=len(p.words.answers)))
    weights = np.array(raw, dtype=float) / 4
    result = DeepSearch(p, weights=weights).best(GameState.start(p))
    expected = brute_force(
        p.words.answers, p.words.allowed, dict(zip(p.words.answers, weights, strict=False))
    )
    assert result.cost == pytest.approx(expected)
    assert result.average == pytest.approx(expected / weights.sum())


@settings(max_examples=20, deadline=None)
@given(answers=st.lists(words3, min_size=2, max_size=9, unique=True), extra=st.lists(words3, max_size=4))
def test_uniform_weights_reproduce_the_unweighted_totals(answers, extra):
    p = patterns_for(answers, extra)
    root = GameState.start(p)
    plain = DeepSearch(p).best(root)
    weighted = DeepSearch(p, weights=np.ones(len(p.words.answers))).best(root)
    assert weighted.cost == plain.cost and isinstance(plain.cost, int)


@settings(max_examples=25, deadline=None)
@given(answers=st.lists(words3, min_size=2, max_size=8, unique=True), extra=st.lists(words3, max_size=3))
def test_the_safe_rule_keeps_within_the_limit_when_it_can(answers, extra, monkeypatch_module):
    monkeypatch_module.setattr(search, "SAFE_LIMIT", 3)  # small lists: 3 guesses is the tight limit
    p = patterns_for(answers, extra)
    weight = dict.fromkeys(p.words.answers, 1)
    within = brute_force(p.words.answers, p.words.allowed, weight, limit=3)
    result = DeepSearch(p, six_safe=True).best(GameState.start(p))
    assert result.safe == (within is not None)
    assert result.cost == (
        within if within is not None else brute_force(p.words.answers, p.words.allowed, weight)
    )


def test_weights_must_match_the_answers(small):
    with pytest.raises(ValueError, match="one positive number per answer"):
        DeepSearch(small, weights=np.ones(3))


@pytest.fixture(scope="module")
def monkeypatch_module():
    with pytest.MonkeyPatch.context() as patch:
        yield patch


def test_an_effort_limit_stops_best_but_not_cost_of(small):
    from wordle_tui.core.deep import EffortSpent

    state = GameState.start(small)
    weights = np.linspace(0.1, 3, len(small.words.answers))  # unequal: no single word settles it
    needed = DeepSearch(small, six_safe=True, weights=weights).best(state).nodes
    assert needed > 1
    assert DeepSearch(small, six_safe=True, weights=weights, effort=needed).best(state).proven
    with pytest.raises(EffortSpent):
        DeepSearch(small, six_safe=True, weights=weights, effort=needed - 1).best(state)
    limited = DeepSearch(small, effort=0)
    assert limited.cost_of(state, small.words.answers[7]) == DeepSearch(small).cost_of(
        state, small.words.answers[7]
    )
