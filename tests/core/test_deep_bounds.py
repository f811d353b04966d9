"""The root bound of `openers --all`: a true lower bound, and the compiled kernel agrees with numpy."""

import numpy as np
import pytest

from wordle_tui.core.deep import DeepSearch
from wordle_tui.core.deep.bounds import RootBounds, root_bound_numpy
from wordle_tui.core.deep.ranking import opener_bounds
from wordle_tui.core.game.state import GameState

UNCUT = 1 << 40


def test_the_root_bound_never_exceeds_the_exact_total_and_beats_the_cheap_bound(small):
    bounds = RootBounds(small, compiled=False)
    cheap, _ = opener_bounds(small)
    search = DeepSearch(small)
    root = GameState.start(small)
    for row, guess in enumerate(small.words.allowed):
        bound = bounds.of(guess, UNCUT)
        assert cheap[row] <= bound <= search.cost_of(root, guess), guess
    # and it is tighter than the cheap bound somewhere (else it would be pointless)
    assert any(bounds.of(g, UNCUT) > cheap[r] for r, g in enumerate(small.words.allowed))


def test_a_cut_bound_stops_at_or_above_the_cutoff_and_is_exact_below_it(small):
    bounds = RootBounds(small, compiled=False)
    for guess in small.words.allowed[::7]:
        full = bounds.of(guess, UNCUT)
        assert bounds.of(guess, full + 1) == full
        cut = bounds.of(guess, full - 5)
        assert full - 5 <= cut <= full


@pytest.fixture(scope="module")
def compiled_bounds(original_patterns):
    pytest.importorskip("wordle_tui.core.deep.bounds_compiled")
    return RootBounds(original_patterns, compiled=True)


@pytest.mark.parametrize("seed", range(24))
def test_the_compiled_root_bound_agrees_with_numpy_on_random_openers(
    original_patterns, compiled_bounds, seed
):
    rng = np.random.default_rng(seed)
    guess = original_patterns.words.allowed[int(rng.integers(0, len(original_patterns.words.allowed)))]
    cutoff = int(rng.choice([UNCUT, 7921, int(rng.integers(6000, 9000))]))
    want = root_bound_numpy(original_patterns, original_patterns.row(guess), cutoff)
    assert compiled_bounds.of(guess, cutoff) == want


def test_the_compiled_root_bound_agrees_with_numpy_on_the_small_lists(small):
    pytest.importorskip("wordle_tui.core.deep.bounds_compiled")
    compiled, numpy = RootBounds(small, compiled=True), RootBounds(small, compiled=False)
    assert [compiled.of(g, UNCUT) for g in small.words.allowed] == [
        numpy.of(g, UNCUT) for g in small.words.allowed
    ]


@pytest.mark.parametrize("seed", range(2))
def test_the_hard_root_bound_never_exceeds_the_exact_hard_total_on_random_lists(original, seed):
    """On small random lists, every opener's hard-mode bound is at most its exact hard total
    (at most 6 guesses), at least the normal-mode bound, and the two kernels agree."""
    from wordle_tui.core.game.patterns import Patterns
    from wordle_tui.core.game.words import WordSet

    rng = np.random.default_rng(seed)
    answers = sorted(rng.choice(original.answers, 50, replace=False).tolist())
    extra = sorted(rng.choice(original.allowed, 60, replace=False).tolist())
    patterns = Patterns.load(WordSet.build(f"random{seed}", answers, extra), None, use_cache=False)
    hard, normal = RootBounds(patterns, compiled=False, hard=True), RootBounds(patterns, compiled=False)
    search = DeepSearch(patterns, hard=True, max_guesses=6)
    root = GameState.start(patterns, hard=True)
    for guess in patterns.words.allowed:
        bound = hard.of(guess, UNCUT)
        assert normal.of(guess, UNCUT) <= bound <= search.cost_of(root, guess), guess
    if pytest.importorskip("wordle_tui.core.deep.bounds_compiled"):
        compiled = RootBounds(patterns, compiled=True, hard=True)
        assert [compiled.of(g, UNCUT) for g in patterns.words.allowed] == [
            hard.of(g, UNCUT) for g in patterns.words.allowed
        ]


def test_the_hints_tighten_the_hard_bound_on_the_original_lists(compiled_bounds, original_patterns):
    hard = RootBounds(original_patterns, compiled=True, hard=True)
    assert compiled_bounds.of("salet", UNCUT) < hard.of("salet", UNCUT) <= 8122  # SALET's exact hard total


@pytest.mark.parametrize("seed", range(12))
def test_the_compiled_hard_root_bound_agrees_with_numpy_on_random_openers(original_patterns, seed):
    pytest.importorskip("wordle_tui.core.deep.bounds_compiled")
    rng = np.random.default_rng(100 + seed)
    guess = original_patterns.words.allowed[int(rng.integers(0, len(original_patterns.words.allowed)))]
    cutoff = int(rng.choice([UNCUT, 8123, int(rng.integers(6000, 9000))]))
    bounds = RootBounds(original_patterns, compiled=True, hard=True)
    want = root_bound_numpy(
        original_patterns,
        original_patterns.row(guess),
        cutoff,
        bounds.hints(guess, original_patterns.row(guess)),
    )
    assert bounds.of(guess, cutoff) == want
