import json
import time
from importlib import metadata
from pathlib import Path

import pytest

import wordle_tui
from wordle_tui.core.game.patterns import Patterns
from wordle_tui.core.game.words import WordSet, named_set

SOURCE_TREE = Path(__file__).resolve().parent.parent / "wordle_tui"


def _editable_install() -> bool:
    try:
        direct = metadata.distribution("wordle-tui").read_text("direct_url.json")
    except metadata.PackageNotFoundError:
        return False
    return bool(direct) and json.loads(direct).get("dir_info", {}).get("editable", False)


def pytest_configure(config):
    """Test what pip installed: a non-editable install must not be shadowed by the source tree
    (a broken wheel would pass). Editable installs are the source tree, by design."""
    tested = Path(wordle_tui.__file__).resolve().parent
    if tested == SOURCE_TREE and not _editable_install():
        raise pytest.UsageError(
            f"the tests import wordle_tui from the source tree ({tested}), not the installed package: "
            "install it (pip install '.[test]') and run pytest, not python -m pytest, from the checkout"
        )


def pytest_report_header(config):
    return f"wordle_tui under test: {Path(wordle_tui.__file__).resolve().parent}"


@pytest.fixture(autouse=True)
def isolated_dirs(tmp_path, monkeypatch):
    """Every test gets its own cache, data and config directories: nothing leaks between tests."""
    monkeypatch.setenv("WORDLE_TUI_CACHE_DIR", str(tmp_path / "cache"))
    monkeypatch.setenv("WORDLE_TUI_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("WORDLE_TUI_CONFIG_DIR", str(tmp_path / "config"))
    return tmp_path


@pytest.fixture
def machine_zone(monkeypatch):
    """Sets the machine's time zone (TZ) for this test, as the player's shell would; the zone
    comes back after it."""

    def set_zone(zone: str) -> None:
        monkeypatch.setenv("TZ", zone)
        time.tzset()

    yield set_zone
    monkeypatch.undo()
    time.tzset()


@pytest.fixture(scope="session")
def original():
    return named_set("original")


@pytest.fixture(scope="session")
def original_patterns(original, tmp_path_factory) -> Patterns:
    """The original lists' whole matrix, for the deep search's tests: immutable, one per session."""
    return Patterns.load(original, tmp_path_factory.mktemp("cache"))


@pytest.fixture(scope="session")
def small_words(original) -> WordSet:
    """About 60 real answers and 100 more allowed guesses: quick to build, still realistic."""
    return WordSet.build("small", original.answers[::40], original.allowed[::130])


@pytest.fixture(scope="session")
def small(small_words, tmp_path_factory) -> Patterns:
    """Immutable, so one per session is safe (and hypothesis may reuse it across examples)."""
    return Patterns.load(small_words, tmp_path_factory.mktemp("cache"))


@pytest.fixture
def opener_lists(original, tmp_path):
    """Lists small enough to solve every opener exactly, as files: the command
    line's options for them, the answers and the guesses."""
    answers = original.answers[::150]
    guesses = sorted(set(original.allowed[::600]) | set(answers))
    (tmp_path / "answers.txt").write_text("\n".join(answers) + "\n")
    (tmp_path / "words.txt").write_text("\n".join(guesses) + "\n")
    argv = ["--words", str(tmp_path / "words.txt"), "--answers", str(tmp_path / "answers.txt")]
    return argv, answers, guesses
