"""`openers --all`: every opener settled, and an interrupted run resumes to the same result."""

import threading

import pytest

from wordle_tui.core.deep import DeepSearch
from wordle_tui.core.deep.proof import prove_openers
from wordle_tui.core.state import GameState
from wordle_tui.core.stats import Cancelled


def test_an_interrupted_proof_resumes_to_the_same_result(small, tmp_path):
    path = tmp_path / "progress.json"
    cancel = threading.Event()
    seen = []

    def stop_after_five(result, best):
        seen.append(result)
        if len(seen) >= 5:
            cancel.set()

    with pytest.raises(Cancelled):
        prove_openers(small, False, path, workers=2, on_settled=stop_after_five, cancel=cancel)
    assert path.exists()
    resumed = []
    settled = prove_openers(small, False, path, workers=2, on_settled=lambda r, b: resumed.append(r))
    assert {r.guess for r in seen}.isdisjoint(r.guess for r in resumed)  # nothing solved twice
    assert set(settled) == set(small.words.allowed)
    best = min((s for s in settled.values() if s.exact), key=lambda s: (s.value, s.guess))
    assert best.value == DeepSearch(small).best(GameState.start(small)).cost  # the proven optimum
    assert all(s.value >= best.value for s in settled.values())
