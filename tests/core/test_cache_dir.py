"""The cache as a whole: leftovers of killed writers, the size cap, typed JSON records."""

import json
import os
import time

import pytest

from wordle_tui.core.game.patterns import Patterns
from wordle_tui.core.game.state import GameState
from wordle_tui.core.game.words import WordSet
from wordle_tui.core.solve.solver import Solver
from wordle_tui.core.storage import cache, cache_dir


def test_leftovers_of_a_killed_writer_are_removed_at_start_but_a_live_write_is_not(small_words, tmp_path):
    stale = tmp_path / "patterns-x.bin1234.tmp"
    fresh = tmp_path / "patterns-y.bin5678.tmp"
    for path in (stale, fresh):
        path.write_bytes(b"half a matrix")
    old = time.time() - 2 * cache_dir.LEFTOVER_AGE
    os.utime(stale, (old, old))
    Patterns.load(small_words, tmp_path)
    assert not stale.exists() and fresh.exists()


def test_the_cache_is_capped_least_recently_used_first_and_says_so(small_words, tmp_path, monkeypatch):
    sets = [WordSet.build(f"s{i}", small_words.answers[i::3], small_words.allowed) for i in range(3)]
    for words in sets[:2]:
        Patterns.load(words, tmp_path)
    size = max(e.size for e in cache_dir.entries(tmp_path))
    Patterns.load(sets[0], tmp_path)  # used again: now the second set is the least recent
    monkeypatch.setattr(cache_dir, "limit_bytes", lambda: 2 * size + 1)
    third = Patterns.load(sets[2], tmp_path)
    assert "least recently used" in third.notice and f"patterns-{sets[1].key}.bin" in third.notice
    assert {e.path.name for e in cache_dir.entries(tmp_path)} == {
        f"patterns-{w.key}.bin" for w in (sets[0], sets[2])
    }


def test_clear_removes_cache_files_and_nothing_else(small_words, tmp_path):
    Patterns.load(small_words, tmp_path)
    (tmp_path / "game.json").write_text("{}")  # a save in the same folder stays
    removed = cache_dir.clear(tmp_path)
    assert [e.path.name for e in removed] == [f"patterns-{small_words.key}.bin"]
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]


@pytest.mark.parametrize(
    "records",
    [
        [
            {
                "guess": 5,
                "bits": 1.0,
                "expected": 1.0,
                "worst": 1,
                "parts": 1,
                "could_be_answer": True,
                "total": None,
                "proven": False,
            }
        ],
        [
            {
                "guess": "zzzzz",
                "bits": 1.0,
                "expected": 1.0,
                "worst": 1,
                "parts": 1,
                "could_be_answer": True,
                "total": None,
                "proven": False,
            }
        ],
        [{"guess": "aback", "bits": "lots"}],
        {"not": "a list"},
    ],
)
def test_an_opener_cache_of_wrong_types_or_words_is_recomputed_and_said(small, records):
    state = GameState.start(small)
    solver = Solver("minimax")
    first = solver.suggest(state, top=3)
    cache.take_notices()
    (path,) = small.cache_dir.glob("openers-*-minimax-all.json")
    stored = json.loads(path.read_text())
    path.write_text(json.dumps({"key": stored["key"], "records": records}))
    assert solver.suggest(state, top=3) == first
    assert any("recomputed" in n for n in cache.take_notices())


def test_an_opener_cache_of_other_lists_is_not_trusted(small):
    state = GameState.start(small)
    solver = Solver("parts")
    first = solver.suggest(state, top=3)
    (path,) = small.cache_dir.glob("openers-*-parts-all.json")
    stored = json.loads(path.read_text())
    stored["records"] = [dict(r, guess=small.words.allowed[-1 - i]) for i, r in enumerate(stored["records"])]
    path.write_text(json.dumps({**stored, "key": "another-list"}))
    assert solver.suggest(state, top=3) == first
    assert any("did not match its word lists" in n for n in cache.take_notices())
