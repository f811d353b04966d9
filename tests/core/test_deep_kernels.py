"""The compiled kernels agree with the numpy path they replace."""

import numpy as np
import pytest

from wordle_tui.core.deep import DeepSearch, kernels, last_two
from wordle_tui.core.deep.hard import HardRules
from wordle_tui.core.game.feedback import score
from wordle_tui.core.game.state import GameState, Step, hard_mode_violation

compiled = pytest.importorskip("wordle_tui.core.deep.compiled")


@pytest.mark.parametrize("seed", range(20))
def test_compiled_parts_agree_with_numpy_on_random_states(original_patterns, seed):
    rng = np.random.default_rng(seed)
    by_answer = original_patterns.by_answer
    n = int(rng.choice([2, 3, 5, 6, 7, 30, 200, by_answer.shape[0]]))
    S = np.sort(rng.choice(by_answer.shape[0], n, replace=False)).astype(np.int32)
    rows = np.sort(rng.choice(by_answer.shape[1], int(rng.integers(1, 3000)), replace=False))
    expected = kernels.parts_numpy(by_answer, S, rows)
    assert (compiled.parts(by_answer, S.astype(np.int64), rows.astype(np.int64)) == expected).all()
    # and the numpy path itself counts what a set of patterns would
    assert expected[0] == len(set(by_answer[S, rows[0]].tolist()))


@pytest.mark.parametrize("seed", range(20))
@pytest.mark.parametrize("weighted", [False, True])
def test_compiled_partition_agrees_with_numpy(original_patterns, seed, weighted):
    rng = np.random.default_rng(seed)
    n = int(rng.integers(1, 400))
    S = np.sort(rng.choice(2315, n, replace=False)).astype(np.int32)
    colours = original_patterns.matrix[int(rng.integers(0, 12972)), S]
    w = rng.random(n) + 0.1 if weighted else np.ones(n, dtype=np.int64)
    got = compiled.partition(colours, S, w, 242)
    want = kernels.partition_numpy(colours, S, w, 242)
    for a, b in zip(got, want, strict=False):
        assert np.allclose(a, b) and len(a) == len(b)


@pytest.mark.parametrize("seed", range(10))
def test_compiled_legal_agrees_with_numpy_and_the_rules(original_patterns, seed):
    rng = np.random.default_rng(seed)
    words = original_patterns.words
    rules = HardRules(words.allowed_codes, words.allowed_index)
    answer = words.answers[int(rng.integers(0, 2315))]
    steps = tuple(
        Step(g, score(g, answer), 0, 0, 0.0)
        for g in (words.allowed[int(i)] for i in rng.integers(0, 12972, int(rng.integers(1, 3))))
    )
    hints = rules.of_steps(steps)
    now = np.frombuffer(hints, dtype=np.uint8)
    grew = np.flatnonzero(now)
    rows = np.sort(rng.choice(12972, int(rng.integers(1, 5000)), replace=False))
    want = kernels.legal_numpy(rules.codes, rules.counts, rows, grew, now, 5)
    assert (compiled.legal(rules.codes, rules.counts, rules.present, rows, grew, now, 5) == want).all()
    # and numpy's answer is hard mode's own rule
    assert list(want[:200]) == [hard_mode_violation(steps, words.allowed[r]) is None for r in rows[:200]]
    assert rules.restrict(rows, None, hints, rules.none)[0].tolist() == rows[want].tolist()


@pytest.mark.parametrize("seed", range(16))
def test_the_compiled_last_two_guesses_give_the_python_search_totals(original_patterns, seed, monkeypatch):
    """Positions with three guesses left are finished in one compiled pass; with it off the
    search recurses in Python. Both must give the same totals: here every group of a few random
    second guesses has three guesses left (hard mode, normal mode with a limit, weighted)."""
    if not kernels.COMPILED:
        pytest.skip("numba is switched off (WORDLE_TUI_NUMBA=0)")
    rng = np.random.default_rng(seed)
    words = original_patterns.words
    hard = seed % 3 != 2
    answer, opener = words.answers[int(rng.integers(0, 2315))], words.allowed[int(rng.integers(0, 12972))]
    state = GameState.start(original_patterns, hard=hard).play(opener, score(opener, answer))
    legal = [w for w in words.allowed[::41] if not hard or hard_mode_violation(state.steps, w) is None]
    guesses = [legal[int(i)] for i in rng.integers(0, len(legal), 4)]
    weights = rng.random(2315) + 0.2 if seed % 4 == 3 else None
    calls = []
    monkeypatch.setattr(last_two, "last_two", lambda *a: calls.append(1) or compiled_last_two(*a))
    totals = []
    for use_kernel in (True, False):
        search = DeepSearch(original_patterns, hard=hard, max_guesses=len(state.steps) + 4, weights=weights)
        search.last_two = use_kernel
        totals.append([search.cost_of(state, g) for g in guesses])
    assert calls  # the kernel did the first search's work
    assert totals[0] == pytest.approx(totals[1])


compiled_last_two = last_two.last_two


@pytest.mark.parametrize("seed", range(6))
def test_what_last_two_remembers_of_groups_keeps_the_totals(original_patterns, seed):
    """Normal mode keeps, for the whole search, which groups can be split apart and by which
    candidate: several weighted questions to one search (the memo filled by the earlier ones)
    give the totals of a search that remembers nothing and of the Python recursion."""
    if not kernels.COMPILED:
        pytest.skip("numba is switched off (WORDLE_TUI_NUMBA=0)")
    rng = np.random.default_rng(100 + seed)
    words = original_patterns.words
    answer, opener = words.answers[int(rng.integers(0, 2315))], words.allowed[int(rng.integers(0, 12972))]
    state = GameState.start(original_patterns).play(opener, score(opener, answer))
    guesses = [words.allowed[int(i)] for i in rng.integers(0, 12972, 5)]
    weights = rng.random(2315) + 0.05 if seed % 2 else None
    totals = []
    for how in ("remember", "forget", "python"):
        search = DeepSearch(original_patterns, max_guesses=len(state.steps) + 4, weights=weights)
        if how == "forget":
            search.splitters = None
        search.last_two = how != "python"
        totals.append([search.cost_of(state, g) for g in guesses])
        if how == "remember":
            assert len(search.splitters.groups) > 0  # it did remember groups
    assert totals[0] == pytest.approx(totals[1]) and totals[0] == pytest.approx(totals[2])


@pytest.mark.parametrize("seed", range(20))
def test_compiled_most_parts_agrees_with_numpy(original_patterns, seed):
    """The compiled count skips guesses by their ceilings (parts in a superset), so the
    ceilings here are real ones: parts over a random superset of S, highest first (as the
    search passes them)."""
    rng = np.random.default_rng(seed)
    by_answer, rows_of = original_patterns.by_answer, original_patterns.words.answer_rows
    parent = np.sort(rng.choice(2315, int(rng.integers(3, 600)), replace=False))
    S = np.sort(rng.choice(parent, int(rng.integers(3, len(parent) + 1)), replace=False))
    rows = np.sort(rng.choice(12972, int(rng.integers(1, 6000)), replace=False))
    caps = kernels.parts_numpy(by_answer, parent, rows)
    order = np.argsort(-caps, kind="stable")
    rows, caps = rows[order], caps[order]
    scratch = np.zeros(12972, dtype=np.int64)
    most = kernels.most_parts_numpy(by_answer, S, rows_of[S], rows, caps, 0)
    for least in (0, int(rng.integers(0, 3 * len(S))), most - 3, most - 1, most, most + 2):
        want = kernels.most_parts_numpy(by_answer, S, rows_of[S], rows, caps, max(least, 0))
        assert (
            compiled.most_parts(
                by_answer,
                S.astype(np.int64),
                rows_of[S].astype(np.int64),
                rows.astype(np.int64),
                caps.astype(np.int64),
                scratch,
                max(least, 0),
            )
            == want
        )
        assert not scratch.any()
    # the numpy path is the definition: the best of parts + [guess in S]
    some = rows[:20]
    direct = max(len(set(by_answer[S, r].tolist())) + (r in set(rows_of[S].tolist())) for r in some)
    assert kernels.most_parts_numpy(by_answer, S, rows_of[S], some, caps[:20], 0) == direct


@pytest.mark.parametrize("seed", range(12))
def test_compiled_expand_agrees_with_numpy(original_patterns, seed):
    rng = np.random.default_rng(seed)
    by_answer, rows_of = original_patterns.by_answer, original_patterns.words.answer_rows
    parent = np.sort(rng.choice(2315, int(rng.integers(3, 600)), replace=False))
    S = np.sort(rng.choice(parent, int(rng.integers(3, len(parent) + 1)), replace=False)).astype(np.int32)
    rows = np.sort(rng.choice(12972, int(rng.integers(1, 6000)), replace=False))
    caps = kernels.parts_numpy(by_answer, parent, rows)
    w = rng.random(len(S)) + 0.1 if seed % 2 else np.ones(len(S), dtype=np.int64)
    heaviest = np.concatenate(([0], np.cumsum(np.sort(w)[::-1])))
    beta = 3 * w.sum() - heaviest[int(rng.integers(1, len(S) + 1))]  # a cutoff some guesses beat
    want = kernels.expand_numpy(by_answer, S, rows_of[S], rows, caps, w, heaviest, beta)
    got = kernels.expand(by_answer, S, rows_of[S], rows, caps, w, heaviest, beta)
    for a, b in zip(got, want, strict=False):
        assert len(a) == len(b) and np.allclose(a, b)
    assert (np.diff(want[1]) <= 0).all()  # children's ceilings come highest first


@pytest.mark.parametrize("guess, answer", [("speed", "geese"), ("error", "robot"), ("eerie", "melee")])
def test_hard_mode_filter_counts_repeated_letters(original_patterns, guess, answer):
    """Letters revealed twice (or more) must be reused as often: the compiled filter checks
    those one by one, beside its one-test shortcut for letters needed once."""
    words = original_patterns.words
    rules = HardRules(words.allowed_codes, words.allowed_index)
    steps = (Step(guess, score(guess, answer), 0, 0, 0.0),)
    rows = np.arange(12972)
    kept = rules.restrict(rows, None, rules.of_steps(steps), rules.none)[0]
    assert kept.tolist() == [r for r in rows if hard_mode_violation(steps, words.allowed[r]) is None]
    assert 0 < len(kept) < 12972


@pytest.mark.parametrize("seed", range(20))
def test_compiled_least_bound_agrees_with_the_expansion(original_patterns, seed):
    """A weighted probe takes the least guess bound without expanding every guess: the same value
    as the least bound of the full expansion (numpy), with real ceilings, highest first."""
    from wordle_tui.core.deep import least_bound

    if not kernels.COMPILED:
        pytest.skip("numba is switched off (WORDLE_TUI_NUMBA=0)")
    rng = np.random.default_rng(seed)
    by_answer, rows_of = original_patterns.by_answer, original_patterns.words.answer_rows
    parent = np.sort(rng.choice(2315, int(rng.integers(3, 600)), replace=False))
    S = np.sort(rng.choice(parent, int(rng.integers(3, min(len(parent), 120) + 1)), replace=False))
    rows = np.sort(rng.choice(12972, int(rng.integers(1, 6000)), replace=False))
    rows = np.union1d(rows, rows_of[S[: int(rng.integers(0, 4))]])  # some guesses are candidates
    caps = kernels.parts_numpy(by_answer, parent, rows)
    order = np.argsort(-caps, kind="stable")
    rows, caps = rows[order], caps[order]
    w = rng.random(len(S)) * rng.choice([1, 10, 100], len(S)) + 0.01
    heaviest = np.concatenate(([0], np.cumsum(np.sort(w)[::-1])))
    for budget in (float(1 << 40), 3 * w.sum() - heaviest[min(len(S), 40)], 2 * w.sum()):
        args = (by_answer, S, rows_of[S], rows, caps, w, heaviest, budget)
        assert least_bound.least_bound(*args) == pytest.approx(least_bound.least_bound_numpy(*args))


@pytest.mark.parametrize("seed", range(8))
def test_the_radix_order_is_a_stable_sort_largest_first(seed):
    rng = np.random.default_rng(seed)
    top = [3, 243, 70_000][seed % 3]  # the last beyond 16 bits: the plain sort
    counts = rng.integers(0, top, int(rng.integers(0, 5000)))
    assert kernels.most_first(counts).tolist() == np.argsort(-counts, kind="stable").tolist()
