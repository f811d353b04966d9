"""Shipped proofs over every opener (deep/proved.py): written only from a finished proof, read
back only for the lists and mode they are for, and every shipped one consistent with itself."""

import gzip
import json

import pytest

from wordle_tui.core.deep import proved
from wordle_tui.core.deep.proof import prove_openers
from wordle_tui.core.deep.proved import PROOFS_DIR, load_proof, proof_from_progress
from wordle_tui.core.game.words import named_set

PUBLISHED = {  # Selby's optima, for the shipped proofs that have one
    ("original", False): ("salet", 7920),
    ("original", True): ("salet", 8122),
    ("nyt2022", False): ("tarse", 7883),
    ("nyt2022", True): ("salet", 8097),
    ("nyt2023", False): ("tarse", 11219),
    ("nyt2023", True): ("tarse", 11627),
}


def test_a_finished_proof_is_shipped_and_read_back_only_for_its_lists(small, tmp_path, monkeypatch):
    path = tmp_path / "progress.jsonl"
    with pytest.raises(ValueError):
        proof_from_progress(small.words, False, path)  # nothing proven yet
    prove_openers(small, False, path, workers=1)
    data = proof_from_progress(small.words, False, path)
    monkeypatch.setattr(proved, "PROOFS_DIR", tmp_path)
    shipped = tmp_path / f"{small.words.key}-normal.json.gz"
    shipped.write_bytes(gzip.compress(json.dumps(data).encode()))
    proof = load_proof(small.words, False)
    best, total = proof.best
    assert proof.of(best).text() == f"exact {total}, rank 1"
    assert all(v >= total for v in proof.lower.values())
    refuted = next(g for g in proof.lower)
    assert proof.of(refuted).text() == f"at least {proof.lower[refuted]} (refuted)"
    assert load_proof(small.words, True) is None  # the other mode
    (tmp_path / f"{small.words.key}-hard.json.gz").write_bytes(shipped.read_bytes())
    assert load_proof(small.words, True) is None  # a normal-mode proof under hard mode's name


SHIPPED = sorted(PROOFS_DIR.glob("*.json.gz"))


@pytest.mark.parametrize("path", SHIPPED, ids=[p.name.split(".")[0] for p in SHIPPED])
def test_each_shipped_proof_is_small_consistent_and_the_published_optimum(path):
    stored = json.loads(gzip.decompress(path.read_bytes()))
    words = named_set(stored["facts"]["set"])
    assert path.name == f"{words.key}-{'hard' if stored['hard'] else 'normal'}.json.gz"
    assert path.stat().st_size < 100_000
    proof = load_proof(words, stored["hard"])
    best, total = proof.best
    assert (best, total) == tuple(stored["best"]) == PUBLISHED[stored["facts"]["set"], stored["hard"]]
    assert all(bound > total for bound in proof.lower.values())  # every other opener refuted
    assert proof.of(best).rank == 1
    for guess, exact in proof.exact.items():  # a second best's rank is proven only past every bound
        verdict = proof.of(guess)
        assert verdict.at_best == 1 + sum(t < exact for t in proof.exact.values())
        assert (verdict.rank is None) == any(b < exact for b in proof.lower.values())
        if verdict.rank is None:
            assert verdict.text() == f"exact {exact}, rank {verdict.at_best} or worse (not proven)"
