"""The two-level bound that refutes hard-mode openers (deep/two_level.py): never above the exact
total, never below the root bound, and it leaves the search's totals unchanged."""

import numpy as np
import pytest

from wordle_tui.core.deep import DeepSearch
from wordle_tui.core.deep.bounds import RootBounds
from wordle_tui.core.game.patterns import Patterns
from wordle_tui.core.game.state import GameState
from wordle_tui.core.game.words import WordSet

UNCUT = 1 << 40


def _random_lists(original, seed: int) -> Patterns:
    rng = np.random.default_rng(seed)
    answers = sorted(rng.choice(original.answers, 60, replace=False).tolist())
    extra = sorted(rng.choice(original.allowed, 60, replace=False).tolist())
    return Patterns.load(WordSet.build(f"two{seed}", answers, extra), None, use_cache=False)


@pytest.mark.parametrize("hard", [True, False])
@pytest.mark.parametrize("seed", range(2))
def test_the_two_level_bound_lies_between_the_root_bound_and_the_exact_total(original, seed, hard):
    patterns = _random_lists(original, seed)
    limit = 6 if hard else None
    bounding = DeepSearch(patterns, hard=hard, max_guesses=limit)
    exact = DeepSearch(patterns, hard=hard, max_guesses=limit)
    root = GameState.start(patterns, hard=hard)
    roots = RootBounds(patterns, compiled=False, hard=hard)
    for guess in patterns.words.allowed:
        two = bounding.opener_bound_two(root, guess, UNCUT)
        total = exact.cost_of(root, guess)
        assert roots.of(guess, UNCUT) <= two <= total, guess
        # a cut bound stops at or above its cutoff, or is the whole bound below it
        cut = bounding.opener_bound_two(root, guess, two - 3)
        assert cut >= two - 3
    # the bounds it left in the memo do not change the search's totals
    assert [bounding.cost_of(root, g) for g in patterns.words.allowed[::5]] == [
        exact.cost_of(root, g) for g in patterns.words.allowed[::5]
    ]


def test_one_guess_deeper_tightens_reasts_hard_bound_on_the_original_lists(original):
    patterns = Patterns.load(original, None)
    root = GameState.start(patterns, hard=True)
    search = DeepSearch(patterns, hard=True, max_guesses=6)
    below = RootBounds(patterns, hard=True).of("reast", UNCUT)
    # REAST's exact hard total is 8134 (shipped); below the cutoff the bound is the whole bound
    assert below < search.opener_bound_two(root, "reast", 8135) <= 8134


@pytest.mark.parametrize("hard", [True, False])
def test_the_compiled_loop_gives_the_python_loops_bound(original, hard, monkeypatch):
    """One search keeps the compiled loop's memo of groups across openers and cut-off calls; a
    fresh search per opener runs the Python loop. Below each cutoff they agree exactly."""
    from wordle_tui.core.deep import two_level

    if not two_level.COMPILED:
        pytest.skip("numba is not installed")
    patterns = _random_lists(original, 7)
    limit = 6 if hard else None
    root = GameState.start(patterns, hard=hard)
    compiled = DeepSearch(patterns, hard=hard, max_guesses=limit)
    expected = {}
    with monkeypatch.context() as patch:
        patch.setattr(two_level, "COMPILED", False)
        for guess in patterns.words.allowed[::3]:
            expected[guess] = DeepSearch(patterns, hard=hard, max_guesses=limit).opener_bound_two(
                root, guess, UNCUT
            )
    for guess, whole in expected.items():
        assert compiled.opener_bound_two(root, guess, whole - 2) >= whole - 2, guess
        assert compiled.opener_bound_two(root, guess, UNCUT) == whole, guess
    assert len(compiled._most) > 0  # the groups were remembered, and reused above


def test_the_compiled_probes_leave_hard_modes_totals_as_they_were(original, monkeypatch):
    from wordle_tui.core.deep import two_level

    if not two_level.COMPILED:
        pytest.skip("numba is not installed")
    patterns = _random_lists(original, 8)
    root = GameState.start(patterns, hard=True)
    guesses = patterns.words.allowed[::4]
    compiled = DeepSearch(patterns, hard=True, max_guesses=6)
    assert compiled.compiled_probes
    totals = [compiled.cost_of(root, g) for g in guesses]
    cut = [compiled.cost_of(root, g, beta=t - 1) >= t - 1 for g, t in zip(guesses, totals, strict=True)]
    with monkeypatch.context() as patch:
        patch.setattr(two_level, "COMPILED", False)
        python = DeepSearch(patterns, hard=True, max_guesses=6)
        assert not python.compiled_probes
        assert [python.cost_of(root, g) for g in guesses] == totals
    assert all(cut)
