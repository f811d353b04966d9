import math
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wordle_tui.core.game.feedback import encode_words, parse, pattern_matrix, score
from wordle_tui.core.game.patterns import Patterns
from wordle_tui.core.game.state import GameState, hard_mode_violation
from wordle_tui.core.game.words import WordSet
from wordle_tui.core.solve.solver import Solver
from wordle_tui.core.solve.stats import guess_stats
from wordle_tui.core.solve.strategies import GREEDY, rank


def reference(guess, candidates):
    """Brute force: the feedback groups of one guess, from the scalar scorer."""
    sizes = list(Counter(score(guess, c) for c in candidates).values())
    n = len(candidates)
    return {
        "bits": -sum(s / n * math.log2(s / n) for s in sizes),
        "expected": sum(s * s for s in sizes) / n,
        "worst": max(sizes),
        "parts": len(sizes),
    }


@settings(max_examples=40, deadline=None)
@given(length=st.integers(2, 9), data=st.data())
def test_stats_match_brute_force(length, data):
    # Word lengths up to 9 exercise every counting path (pairwise, count table, sorting).
    word = st.text("abcdef", min_size=length, max_size=length)
    guesses = data.draw(st.lists(word, min_size=1, max_size=8, unique=True))
    candidates = data.draw(st.lists(word, min_size=1, max_size=60, unique=True))
    block = pattern_matrix(encode_words(guesses), encode_words(candidates))
    stats = guess_stats(block, length)
    for i, g in enumerate(guesses):
        ref = reference(g, candidates)
        assert stats.bits[i] == pytest.approx(ref["bits"], abs=1e-9)
        assert stats.expected[i] == pytest.approx(ref["expected"])
        assert stats.worst[i] == ref["worst"] and stats.parts[i] == ref["parts"]


def best_by_brute_force(state, strategy):
    cands = state.candidate_words()
    key = {
        "entropy": lambda r, c: (-round(r["bits"], 9), not c),
        "expected": lambda r, c: (round(r["expected"], 9), not c),
        "minimax": lambda r, c: (r["worst"], not c, round(r["expected"], 9)),
        "parts": lambda r, c: (-r["parts"], not c, round(r["expected"], 9)),
    }[strategy]
    words = state.patterns.words.allowed
    return min(range(len(words)), key=lambda i: (*key(reference(words[i], cands), words[i] in cands), i))


@pytest.mark.parametrize("strategy", ["entropy", "expected", "minimax", "parts"])
@pytest.mark.parametrize("opening", [None, ("salet", "bbbbb"), ("crane", "bybbb")])
def test_rankings_pick_the_brute_force_best(small, strategy, opening):
    state = GameState.start(small)
    if opening:
        state = state.play(opening[0], parse(opening[1], 5), any_word=True)
    top = rank(state, strategy, top=3)
    assert top[0].guess == small.words.allowed[best_by_brute_force(state, strategy)]


@pytest.mark.parametrize("strategy", GREEDY)
def test_rankings_are_deterministic_and_respect_the_pool(small, strategy):
    state = GameState.start(small).play("salet", parse("bbbbb", 5), any_word=True)
    first = rank(state, strategy, top=10)
    assert first == rank(state, strategy, top=10)
    only = rank(state, strategy, pool="candidates", top=10)
    assert only and all(s.could_be_answer for s in only)
    assert all(s.guess in state.candidate_words() for s in only)


@pytest.mark.parametrize("strategy", GREEDY)
def test_hard_mode_suggestions_obey_the_rule(original, tmp_path, strategy):
    patterns = Patterns.load(original, tmp_path)
    state = GameState.start(patterns, hard=True).play("salet", parse("bybyb", 5))
    top = rank(state, strategy, top=20)
    assert top and all(hard_mode_violation(state.steps, s.guess) is None for s in top)


def test_ties_go_to_words_that_could_be_the_answer():
    # Against {abc, abd} every guess splitting them is worth 1 bit; ABD could win at once.
    ws = WordSet.build("t", ["abc", "abd"], ["xcd", "abd"])
    state = GameState.start(Patterns.load(ws, use_cache=False))
    for strategy in GREEDY:
        assert rank(state, strategy, top=1)[0].guess in ("abc", "abd")


def test_frequency_uses_an_intersecting_guess_when_candidates_share_letters(original, tmp_path):
    # The seed write-up's HOUND example: after SLATE and CRONY nine -OUND/-OING words remain,
    # and the best move is a word made of the letters that tell them apart.
    state = GameState.start(Patterns.load(original, tmp_path))
    state = state.play("slate", parse("bbbbb", 5)).play("crony", parse("bbygb", 5))
    assert state.count == 9
    best = rank(state, "frequency", top=1)[0]
    assert not best.could_be_answer
    assert len(set(best.guess) & set("bdfghimpuw")) == 5


def test_the_opening_ranking_is_cached(small):
    state = GameState.start(small)
    solver = Solver("minimax")
    first = solver.suggest(state, top=5)
    assert list(small.cache_dir.glob("openers-*-minimax-all.json"))
    assert solver.suggest(state, top=5) == first


def test_a_corrupt_opener_cache_is_recomputed(small):
    state = GameState.start(small)
    solver = Solver("parts")
    first = solver.suggest(state, top=3)
    for path in small.cache_dir.glob("openers-*-parts-all.json"):
        path.write_text("{not json")
    assert solver.suggest(state, top=3) == first


@pytest.mark.parametrize("game", ["small", "today"])
def test_a_guess_that_tells_nothing_shows_zero_bits_never_minus_zero(game, small):
    import datetime as dt

    from wordle_tui.core.nyt.history import shipped_history
    from wordle_tui.core.nyt.today import load_today

    patterns = small if game == "small" else load_today(dt.date(2024, 6, 1), history=shipped_history())
    state, answer = GameState.start(patterns), "pzazz" if game == "today" else small.words.answers[-1]
    for guess in ("salet", "crony", "humid", "pizza"):
        if state.count > 1 and guess in patterns.words.allowed_index:
            state = state.play(guess, score(guess, answer))
    while state.count > 1:
        guess = state.candidate_words()[0]
        state = state.play(guess, score(guess, answer))
    shown = [f"{s.bits:.2f}" for s in rank(state, "entropy", top=20)] + [f"{state.bits_unknown:.2f}"]
    shown += [f"{step.gained_bits:.2f}" for step in state.steps]
    assert state.count == 1 and not any(text.startswith("-") for text in shown), shown
