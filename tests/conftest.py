import pytest

from wordle_tui.core.patterns import Patterns
from wordle_tui.core.words import WordSet, named_set


@pytest.fixture(autouse=True)
def isolated_dirs(tmp_path, monkeypatch):
    """Every test gets its own cache, data and config directories: nothing leaks between tests."""
    monkeypatch.setenv("WORDLE_TUI_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("WORDLE_TUI_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("WORDLE_TUI_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path


@pytest.fixture(scope="session")
def original():
    return named_set("original")


@pytest.fixture(scope="session")
def small_words(original) -> WordSet:
    """About 60 real answers and 100 more allowed guesses: quick to build, still realistic."""
    return WordSet.build("small", original.answers[::40], original.allowed[::130])


@pytest.fixture(scope="session")
def small(small_words, tmp_path_factory) -> Patterns:
    """Immutable, so one per session is safe (and hypothesis may reuse it across examples)."""
    return Patterns.load(small_words, tmp_path_factory.mktemp("cache"))
