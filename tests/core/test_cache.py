import json

import numpy as np
import pytest

from wordle_tui.core.errors import WordleError
from wordle_tui.core.game.patterns import Patterns
from wordle_tui.core.storage import cache


def test_matrix_round_trips(tmp_path):
    m = np.arange(60, dtype=np.uint8).reshape(6, 10)
    cache.save_matrix(tmp_path / "m.bin", m)
    assert (cache.load_matrix(tmp_path / "m.bin") == m).all()


@pytest.mark.parametrize(
    "damage,reason",
    [
        (lambda b: b[:-7], "truncated"),
        (lambda b: b[:-1] + bytes([b[-1] ^ 1]), "checksum"),
        (lambda b: b"garbage" + b, "not a matrix file"),
        (lambda b: b"", "not a matrix file"),
    ],
)
def test_damaged_files_are_detected(tmp_path, damage, reason):
    path = tmp_path / "m.bin"
    cache.save_matrix(path, np.ones((4, 4), dtype=np.uint8))
    path.write_bytes(damage(path.read_bytes()))
    with pytest.raises(cache.CorruptCache, match=reason):
        cache.load_matrix(path)


def test_a_corrupt_pattern_cache_is_rebuilt_and_said_so(small_words, tmp_path):
    first = Patterns.load(small_words, tmp_path)
    assert first.notice is None
    (path,) = tmp_path.glob("patterns-*.bin")
    path.write_bytes(path.read_bytes()[:100])
    rebuilt = Patterns.load(small_words, tmp_path)
    assert "corrupt" in rebuilt.notice and "rebuilt" in rebuilt.notice
    assert (rebuilt.matrix == first.matrix).all()
    assert Patterns.load(small_words, tmp_path).notice is None  # and the rebuilt file is good


def test_the_cache_is_keyed_by_the_lists(small_words, original, tmp_path):
    Patterns.load(small_words, tmp_path)
    other = type(small_words).build("other", small_words.answers[:10], small_words.allowed)
    Patterns.load(other, tmp_path)
    assert len(list(tmp_path.glob("patterns-*.bin"))) == 2


def _words(small_words, answers):
    return type(small_words).build("other", answers, small_words.allowed)


def test_a_cache_of_other_lists_with_the_same_shape_is_not_trusted(small_words, tmp_path):
    # Same allowed list and as many answers, other answers: the shape matches, the content does not.
    original = Patterns.load(small_words, tmp_path)
    other_answers = [w for w in small_words.allowed if w not in small_words.answers][
        : len(small_words.answers)
    ]
    other = _words(small_words, other_answers)
    (other_path,) = tmp_path.glob("patterns-*.bin")  # only the original's so far
    other_path.rename(tmp_path / f"patterns-{other.key}.bin")  # as if the names had collided
    loaded = Patterns.load(other, tmp_path)
    assert "other word lists" in loaded.notice and "rebuilt" in loaded.notice
    assert (loaded.matrix == Patterns.load(other, tmp_path, use_cache=False).matrix).all()
    assert not (loaded.matrix == original.matrix).all()


def test_a_cache_of_another_shape_is_rebuilt_not_an_index_error(small_words, tmp_path):
    path = tmp_path / f"patterns-{small_words.key}.bin"
    cache.save_matrix(path, np.zeros((3, 3), dtype=np.uint8), small_words.key)
    loaded = Patterns.load(small_words, tmp_path)
    assert "shape" in loaded.notice
    assert loaded.matrix.shape == (len(small_words.allowed), len(small_words.answers))


@pytest.mark.parametrize(
    "header",
    [
        {"shape": [-4, 4], "dtype": "|u1"},
        {"shape": [4, 4], "dtype": "|O"},
        {"shape": [4, "4"], "dtype": "|u1"},
        {"shape": 16, "dtype": "<f8"},
    ],
)
def test_crafted_headers_are_refused_as_unreadable(tmp_path, header):
    path = tmp_path / "m.bin"
    head = {"magic": cache.MAGIC, "version": cache.FORMAT_VERSION, "key": "k", "crc32": 0, **header}
    path.write_bytes(json.dumps(head).encode() + b"\n" + bytes(16))
    with pytest.raises(cache.CorruptCache, match="unreadable header"):
        cache.load_matrix(path, key="k")


def test_a_pattern_matrix_too_big_is_refused_before_it_is_built(original, tmp_path, monkeypatch):
    monkeypatch.setenv("WORDLE_TUI_MATRIX_LIMIT_MB", "8")
    with pytest.raises(
        WordleError, match=r"12972 guesses x 2315 answers need a 29 MB .* over the 8 MB limit"
    ):
        Patterns.load(original, tmp_path)
    assert not list(tmp_path.iterdir())


@pytest.mark.parametrize("guesses", [3.1208, None])
def test_a_cached_ranking_with_every_field_of_a_suggestion_reads_back(tmp_path, guesses):
    # Every field a Suggestion has must be one the cache can check: the `guesses` measure
    # (float | None) was not, so each run threw the opening ranking away and recomputed it.
    from dataclasses import replace

    from wordle_tui.core.solve.strategies import Suggestion

    stored = replace(Suggestion("salet", 5.7, 393.9, 1059, 194, True, chance=0.1), guesses=guesses)
    path = tmp_path / "openers.json"
    cache.save_records(path, "key", [stored.to_record()])
    assert cache.load_records(path, Suggestion, "key", {"salet"}) == [stored]
    assert cache.take_notices() == []  # nothing was said to be damaged
