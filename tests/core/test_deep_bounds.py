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


@pytest.fixture(scope="module")
def original_patterns(original, tmp_path_factory):
    from wordle_tui.core.game.patterns import Patterns

    return Patterns.load(original, tmp_path_factory.mktemp("cache"))


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
