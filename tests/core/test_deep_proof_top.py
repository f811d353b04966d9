"""The proof of the best N openers (`prove_openers(keep=N)`): the same N, with the same exact
totals, as solving every opener exactly, on a list small enough to do that."""

import pytest

from wordle_tui.core.deep import DeepSearch
from wordle_tui.core.deep.proof import Settled, leaders, prove_openers
from wordle_tui.core.errors import WordleError
from wordle_tui.core.game.state import GameState


@pytest.fixture(scope="module")
def every_total(small):
    search, root = DeepSearch(small), GameState.start(small)
    return sorted((int(search.cost_of(root, g)), g) for g in small.words.allowed)


@pytest.mark.parametrize("keep", [1, 3, 10])
def test_the_best_n_proven_are_the_best_n_of_every_opener_solved(small, tmp_path, every_total, keep):
    settled = prove_openers(small, False, tmp_path / "p.jsonl", workers=2, keep=keep)
    best, proven = leaders(settled, len(small.words.allowed), keep)
    assert proven
    bar = every_total[keep - 1][0]
    assert [(s.value, s.guess) for s in best] == [(t, g) for t, g in every_total if t <= bar]  # ties too
    assert all(s.value == dict((g, t) for t, g in every_total)[g] for g, s in settled.items() if s.exact)
    assert all(s.value > bar for s in settled.values() if not s.exact)  # the rest: bounded above the N-th


def test_a_proof_of_the_best_one_does_not_pass_for_a_proof_of_the_best_three(small, tmp_path):
    """A progress file keeps its N: the best-one proof's file is refused by the best three's,
    and left as it was (it may hold hours of work), as is a file that is no progress file."""
    path = tmp_path / "p.jsonl"
    prove_openers(small, False, path, workers=1, limit=20)
    before = path.read_text()
    with pytest.raises(WordleError, match=r"another proof .*-top3"):
        prove_openers(small, False, path, workers=1, limit=20, keep=3)
    assert path.read_text() == before
    notes = tmp_path / "notes.txt"
    notes.write_text("my notes\n")
    with pytest.raises(WordleError, match="no proof's progress"):
        prove_openers(small, False, notes, workers=1, limit=20)
    assert notes.read_text() == "my notes\n"
    again = []
    prove_openers(
        small,
        False,
        tmp_path / "p3.jsonl",
        workers=1,
        limit=20,
        keep=3,
        on_settled=lambda r, b: again.append(r),
    )
    assert len(again) == 20  # its own file: every opener settled against the third best


def test_the_leaders_need_every_opener_and_every_bound_above_the_last_of_them():
    settled = {
        "salet": Settled("salet", 7920, True, 0.0),
        "reast": Settled("reast", 7923, True, 0.0),
        "trace": Settled("trace", 7926, True, 0.0),
        "crane": Settled("crane", 7927, False, 0.0),
    }
    best, proven = leaders(settled, 4, 2)
    assert [s.guess for s in best] == ["salet", "reast"] and proven
    assert leaders(settled, 5, 2)[1] is False  # one opener not settled
    assert leaders(settled, 4, 3)[1] is True  # TRACE 7926 exact; CRANE is at least 7927
    crate = Settled("crate", 7926, True, 0.0)
    tied, proven = leaders(dict(settled, crate=crate), 5, 3)
    assert [s.guess for s in tied] == ["salet", "reast", "crate", "trace"] and proven  # CRATE ties TRACE
    assert leaders(dict(settled, crane=Settled("crane", 7926, False, 0.0)), 4, 3)[1] is False  # could tie
    assert leaders(settled, 4, 4) == (list(settled.values())[:3], False)  # only three exact
