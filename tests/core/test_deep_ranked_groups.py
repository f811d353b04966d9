"""The position kernels of the winnability search agree with the numpy paths they replace."""

import numpy as np
import pytest

from wordle_tui.core.deep import first_group, kernels, last_two
from wordle_tui.core.deep.families import families, wide_trap_sets
from wordle_tui.core.deep.hard import HardRules
from wordle_tui.core.game.feedback import score
from wordle_tui.core.game.state import Step
from wordle_tui.core.solve.safety import _largest_groups

compiled = pytest.importorskip("wordle_tui.core.deep.compiled")
compiled_first_group = pytest.importorskip("wordle_tui.core.deep.compiled_first_group")
compiled_last_two = pytest.importorskip("wordle_tui.core.deep.compiled_last_two")


@pytest.mark.parametrize("seed", range(12))
def test_compiled_ranked_agrees_with_numpy(original_patterns, seed):
    rng = np.random.default_rng(seed)
    words = original_patterns.words
    rules = HardRules(words.allowed_codes, words.allowed_index)
    answer = words.answers[int(rng.integers(0, 2315))]
    steps = tuple(
        Step(g, score(g, answer), 0, 0, 0.0) for g in rng.choice(words.allowed, int(rng.integers(0, 3)))
    )
    now = np.frombuffer(rules.of_steps(steps), dtype=np.uint8)
    grew = np.flatnonzero(now)
    S = np.sort(rng.choice(2315, int(rng.choice([3, 6, 40, 500])), replace=False)).astype(np.int32)
    rows = np.sort(rng.choice(12972, int(rng.integers(1, 5000)), replace=False)).astype(np.int64)
    args = (original_patterns.by_answer, S, rows, grew, now, rules.codes, rules.counts, rules.present, 5)
    got = compiled.ranked(*args)
    legal = rows[kernels.legal_numpy(rules.codes, rules.counts, rows, grew, now, 5)]
    found = kernels.parts_numpy(original_patterns.by_answer, S, legal)
    order = np.argsort(-found, kind="stable")
    for a, b in zip(got, (legal, legal[order], found[order]), strict=True):
        assert a.tolist() == b.tolist()


@pytest.mark.parametrize("seed", range(12))
def test_compiled_largest_groups_agree_with_numpy_and_partition(original_patterns, seed):
    """Each guess's largest group (pattern, size, members) as partition finds it first, and the
    hints after it as HardRules.child makes them (none in normal mode)."""
    rng = np.random.default_rng(seed)
    matrix, words = original_patterns.matrix, original_patterns.words
    rules = HardRules(words.allowed_codes, words.allowed_index)
    S = np.sort(rng.choice(2315, int(rng.choice([2, 3, 7, 60, 900])), replace=False)).astype(np.int32)
    rows = rng.choice(12972, int(rng.integers(1, 300)), replace=False).astype(np.int64)
    answer = words.answers[int(rng.integers(0, 2315))]
    steps = tuple(Step(g, score(g, answer), 0, 0, 0.0) for g in rng.choice(words.allowed, seed % 3))
    hints = rules.of_steps(steps) if seed % 4 else b""  # every fourth: normal mode
    now = np.frombuffer(hints, dtype=np.uint8)
    got = compiled_first_group.largest_groups(matrix, S, rows, 242, rules.codes, now)
    want = first_group.largest_groups_numpy(matrix, S, rows, 242, 243, rules.codes, now)
    for a, b in zip(got, want, strict=True):
        assert a.tolist() == b.tolist()
    patterns, sizes, members, children = got
    assert members.dtype == S.dtype  # the memo's keys are the group's bytes, as partition's are
    ends = np.cumsum(sizes)
    for j, r in enumerate(rows[:20].tolist()):  # partition's first group, its members in S's order
        group, starts, found, _ = kernels.partition_numpy(matrix[r, S], S, np.ones(len(S)), 242)
        assert (
            members[ends[j] - sizes[j] : ends[j]].tolist() == group[: starts[1] if len(found) else 0].tolist()
        )
        if len(found):
            assert (int(found[0]), int(starts[1])) == (patterns[j], sizes[j])
            child = rules.child(hints, r, int(patterns[j])) if hints else b""
            assert children[j].tobytes() == child


@pytest.mark.parametrize("seed", range(6))
def test_the_two_ways_to_measure_the_largest_groups_agree(original_patterns, seed):
    rng = np.random.default_rng(seed)
    S = rng.choice(2315, int(rng.integers(31, 80)), replace=False)  # wide enough for the count table
    block = original_patterns.matrix[np.ix_(rng.choice(12972, 50, replace=False), S)]
    wide = _largest_groups(block, 242, 243)  # a count table when the block is wide enough
    narrow = np.array([_largest_groups(row[None, :], 242, 10**6)[0] for row in block])  # each row sorted
    assert wide.tolist() == narrow.tolist()


@pytest.mark.parametrize("seed", range(8))
def test_any_finish_is_last_two_over_the_guesses_it_names(original_patterns, seed):
    """The within-limit search's one call with three guesses left: a finish by some guess of
    ranked[skip : breadth, those that split S], as last_two answers guess by guess."""
    rng = np.random.default_rng(seed)
    words, by_answer = original_patterns.words, original_patterns.by_answer
    rules = HardRules(words.allowed_codes, words.allowed_index)
    if seed % 2:  # a family (?ATCH ...) after one of its words: some cannot be finished in three
        family = families(words.answer_codes, np.arange(2315), 4)[seed]
        S, first = family[1:].astype(np.int32), words.answers[family[0]]
        steps: tuple[Step, ...] = (Step(first, score(first, words.answers[family[1]]), 0, 0, 0.0),)
    else:
        answer = words.answers[int(rng.integers(0, 2315))]
        steps = tuple(Step(g, score(g, answer), 0, 0, 0.0) for g in rng.choice(words.allowed, 1))
        S = np.sort(rng.choice(2315, int(rng.integers(12, 30)), replace=False)).astype(np.int32)
    now = np.frombuffer(rules.of_steps(steps), dtype=np.uint8)
    rows = np.arange(12972, dtype=np.int64)
    grew = np.flatnonzero(now)
    _, ranked, parts = compiled.ranked(
        by_answer, S, rows, grew, now, rules.codes, rules.counts, rules.present, 5
    )
    keys, srows = kernels.answer_keys(2315), words.answer_rows[S]
    S64, ones = S.astype(np.int64), np.ones(len(S), dtype=np.int64)
    args = (rules.codes, rules.counts, 242)

    def finishes(row):
        one = np.array([row], dtype=np.int64)
        cost, _ = last_two.last_two(
            by_answer,
            S64,
            srows,
            ones,
            one,
            np.array([3 * len(S)]),
            ranked,
            parts,
            3 * len(S) + 1,
            True,
            *args,
            None,
        )
        return cost <= 3 * len(S)

    split, outcomes = int(np.count_nonzero(parts > 1)), set()
    shared = last_two.shared_splitters(len(now))  # kept across the calls, as the search keeps it
    last = (split - 3, 1 << 30), (split - 1, split)  # the guesses that split S least
    for skip, breadth in [(0, 1 << 30), (0, 5), (3, 30), (30, 100), (1, 2), *last]:
        want = any(finishes(r) for r in ranked[skip : min(split, breadth)].tolist())
        got = compiled_last_two.any_finish(
            by_answer, S64, srows, ranked, parts, skip, breadth, True, *args, keys, now, shared
        )
        assert got == want, (skip, breadth)
        outcomes.add(want)
    assert outcomes == {False} if seed % 2 else True in outcomes  # no guess finishes a family


@pytest.mark.parametrize("length", [5, 13])
def test_families_are_the_words_equal_but_in_one_position_at_any_length(length):
    """Five-letter words are keyed as integers, words past 12 letters as rows: the same families."""
    rng = np.random.default_rng(length)
    base = rng.integers(0, 26, size=(12, length))
    codes = np.repeat(base, 4, axis=0)
    for i, position in enumerate(rng.integers(0, length, size=12)):
        codes[4 * i : 4 * i + 4, position] = rng.permutation(26)[:4]  # a family of four
    found = families(codes.astype(np.uint8), np.arange(48), 3)
    assert sorted(f.tolist() for f in found) == [list(range(4 * i, 4 * i + 4)) for i in range(12)]


def test_wide_traps_are_unions_of_the_largest_families():
    """24 families of sizes 3..26, no two sharing a word: the wide sets are the 10 and the 20
    largest together, then the 20 largest of two or more (the same 20 here: not repeated)."""
    rng = np.random.default_rng(5)
    rows = []
    for size in range(3, 27):
        family = np.repeat(rng.integers(0, 26, size=(1, 5)), size, axis=0)
        family[:, 2] = rng.permutation(26)[:size]
        rows.append(family)
    codes = np.concatenate(rows).astype(np.uint8)
    top = families(codes, np.arange(len(codes)), 3)
    assert [len(f) for f in top] == list(range(26, 2, -1))
    wide = wide_trap_sets(codes, np.arange(len(codes)))
    assert [w.tolist() for w in wide] == [np.unique(np.concatenate(top[:k])).tolist() for k in (10, 20)]
    assert wide_trap_sets(codes, np.concatenate(top[:6])) == []  # six families: the narrow sets'
