import numpy as np
import pytest

from wordle_tui.core import cache
from wordle_tui.core.patterns import Patterns


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
