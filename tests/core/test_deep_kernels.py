"""The compiled kernels agree with the numpy path they replace."""

import numpy as np
import pytest

from wordle_tui.core.deep import kernels
from wordle_tui.core.patterns import Patterns

compiled = pytest.importorskip("wordle_tui.core.deep.compiled")


@pytest.fixture(scope="module")
def original_patterns(original, tmp_path_factory):
    return Patterns.load(original, tmp_path_factory.mktemp("cache"))


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
    for a, b in zip(got, want):
        assert np.allclose(a, b) and len(a) == len(b)
