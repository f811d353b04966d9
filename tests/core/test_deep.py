import threading
from functools import cache

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordle_tui.core.deep import DeepSearch, rank_openers
from wordle_tui.core.errors import WordleError
from wordle_tui.core.game.feedback import all_green, score
from wordle_tui.core.game.patterns import Patterns
from wordle_tui.core.game.state import GameState, Step, hard_mode_violation
from wordle_tui.core.game.words import WordSet
from wordle_tui.core.lab.simulate import simulate
from wordle_tui.core.solve.solver import Solver
from wordle_tui.core.solve.stats import Cancelled
from wordle_tui.core.solve.strategies import GREEDY
from wordle_tui.core.solve.tree import format_tree, verify_tree


def exhaustive(answers, allowed, limit=None, hard=False):
    """Every decision tree, no pruning: the least total guesses (None: impossible)."""
    green = all_green(len(answers[0]))

    @cache
    def cost(S: frozenset, left, steps):
        n = len(S)
        if left == 0:
            return None
        best = None
        for g in allowed:
            if hard and hard_mode_violation(steps, g):
                continue
            groups = {}
            for a in S:
                groups.setdefault(score(g, a), []).append(a)
            if len(groups) == 1 and green not in groups:
                continue  # splits nothing: never part of a best tree
            total = n
            for pattern, group in groups.items():
                if pattern == green:
                    continue
                sub = cost(frozenset(group), left - 1, (*steps, Step(g, pattern, 0, 0, 0.0)) if hard else ())
                if sub is None:
                    total = None
                    break
                total += sub
            if total is not None and (best is None or total < best):
                best = total
        return best

    def with_steps(S, left, steps):
        return cost(S, left, tuple(steps))

    return with_steps(frozenset(answers), limit if limit else 99, ())


def patterns_for(answers, extra):
    return Patterns.load(WordSet.build("t", answers, extra), use_cache=False)


words3 = st.text("abcde", min_size=3, max_size=3)


@settings(max_examples=30, deadline=None)
@given(answers=st.lists(words3, min_size=2, max_size=9, unique=True), extra=st.lists(words3, max_size=5))
def test_deep_equals_the_exhaustive_search(answers, extra):
    p = patterns_for(answers, extra)
    root = GameState.start(p)
    result = DeepSearch(p).best(root)
    assert result.proven
    assert result.cost == exhaustive(p.words.answers, p.words.allowed)
    # Following the search's choices plays exactly that total.
    played = simulate(root, Solver("deep").best)
    assert sum(len(path) for path in played.paths.values()) == result.cost


@settings(max_examples=20, deadline=None)
@given(
    answers=st.lists(words3, min_size=2, max_size=8, unique=True),
    extra=st.lists(words3, max_size=4),
    limit=st.integers(2, 4),
)
def test_deep_respects_a_guess_limit(answers, extra, limit):
    p = patterns_for(answers, extra)
    expected = exhaustive(p.words.answers, p.words.allowed, limit=limit)
    result = DeepSearch(p, max_guesses=limit).best(GameState.start(p))
    if expected is None:
        assert result.guess is None
    else:
        assert result.cost == expected


@settings(max_examples=20, deadline=None)
@given(answers=st.lists(words3, min_size=2, max_size=7, unique=True), extra=st.lists(words3, max_size=4))
def test_deep_hard_mode_equals_the_exhaustive_search(answers, extra):
    p = patterns_for(answers, extra)
    expected = exhaustive(p.words.answers, p.words.allowed, limit=6, hard=True)
    result = DeepSearch(p, max_guesses=6, hard=True).best(GameState.start(p, hard=True))
    assert result.cost == expected


def test_deep_never_does_worse_than_the_greedy_strategies(small):
    root = GameState.start(small)
    deep = DeepSearch(small).best(root)
    for strategy in GREEDY:
        greedy = simulate(root, Solver(strategy).best)
        assert deep.cost <= sum(len(p) for p in greedy.paths.values()), strategy


def test_the_exported_tree_verifies_and_corruption_names_the_line(small):
    root = GameState.start(small)
    result = simulate(root, Solver("deep").best)
    text = format_tree(result.paths)
    report = verify_tree(small, text)
    assert report.games == len(small.words.answers)
    assert report.total == DeepSearch(small).best(root).cost
    lines = text.splitlines()
    target = next(i for i, line in enumerate(lines) if line.count(" ") >= 3)
    bad = lines[:]
    bad[target] = bad[target].replace(bad[target].split()[1][:5], "GGGGG", 1)
    with pytest.raises(WordleError, match=f"line {target + 1}: "):
        verify_tree(small, "\n".join(bad))
    with pytest.raises(WordleError, match="never reaches 1 answers"):
        verify_tree(small, "\n".join(lines[1:]))
    with pytest.raises(WordleError, match="already played on line 1"):
        verify_tree(small, "\n".join([lines[0], *lines]))


def test_a_tree_that_breaks_hard_mode_is_refused():
    p = patterns_for(["abc", "abd", "xyz"], ["zzz"])
    # ABC shows green A and B; the next guess ZZZ drops them.
    tree = "abc GGB1 zzz BBB2 abd GGG3\nabc GGG1\nabc BBB1 xyz GGG2\n"
    assert verify_tree(p, tree).total == 6
    with pytest.raises(WordleError, match="line 1: hard mode: guess 2 ZZZ"):
        verify_tree(p, tree, hard=True)


def test_inconsistent_decisions_are_refused():
    p = patterns_for(["abc", "abd", "abe"], [])
    tree = "abc GGB1 abd GGG2\nabc GGG1\nabc GGB1 abe GGG2\n"
    with pytest.raises(WordleError, match="line 3: after the same feedback line 1 plays ABD"):
        verify_tree(p, tree)


def test_cancellation_stops_promptly(original, tmp_path):
    # Measured in positions, not seconds: the search checks the flag every 256 positions.
    p = Patterns.load(original, tmp_path)
    cancel = threading.Event()
    search = DeepSearch(p)

    def progress(stats):
        if stats.nodes >= 512:
            cancel.set()

    with pytest.raises(Cancelled):
        search.best(GameState.start(p), cancel=cancel, on_progress=progress)  # the whole game: hours
    assert 512 <= search.stats.nodes <= 512 + 256


def test_opener_ranking_on_a_small_list(small):
    search = DeepSearch(small)
    ranked = rank_openers(search, 5)
    assert len(ranked) == 5 and [r.total for r in ranked] == sorted(r.total for r in ranked)
    for r in ranked:
        assert r.bound <= r.total
        assert r.total == search.cost_of(GameState.start(small), r.guess)


def test_solved_openers_serve_the_empty_board(small):
    solver = Solver("deep")
    search = DeepSearch(small)
    totals = rank_openers(search, 3)
    solver.remember_openers(small, False, totals)
    root = GameState.start(small)
    suggestions = solver.suggest(root, top=3)
    assert [s.guess for s in suggestions] == [t.guess for t in totals]
    assert [s.total for s in suggestions] == [t.total for t in totals]
    assert not any(s.proven for s in suggestions)  # not proven over every first guess


def test_the_candidates_pool_only_plays_words_that_could_be_the_answer(small):
    root = GameState.start(small)
    result = simulate(root, Solver("deep", pool="candidates").best)
    for answer, path in result.paths.items():
        state = root
        for guess in path:
            assert state.could_be_answer(guess), (answer, path, guess)
            state = state.play(guess, score(guess, answer))
    everything = DeepSearch(small).best(root).cost
    assert sum(len(p) for p in result.paths.values()) >= everything
