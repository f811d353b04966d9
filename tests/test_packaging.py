"""What pip installs: the licences, the dependency ranges, and an sdist that holds what the README shows."""

import re
from importlib import metadata
from pathlib import Path

import pytest

from wordle_tui.core.game.words import WORDLIST_DIR

tomllib = pytest.importorskip("tomllib")  # Python 3.11+

ROOT = Path(__file__).resolve().parent.parent


def test_the_licence_and_the_word_lists_notices_are_installed():
    dist = metadata.distribution("wordle-tui")
    assert dist.metadata["License-Expression"] == "MIT"
    names = {Path(str(f)).name for f in dist.files}
    assert {"LICENSE", "LICENSES.txt"} <= names
    notices = (WORDLIST_DIR / "LICENSES.txt").read_text()  # beside the lists the package reads
    assert "CatchemAl" in notices and "Aditya Mehrotra" in notices  # both upstream copyright lines


def test_textual_is_a_range_for_users_and_exact_only_for_tests():
    runtime = [r for r in metadata.requires("wordle-tui") if "extra ==" not in r]
    textual = next(r for r in runtime if r.startswith("textual") and not r.startswith("textual-"))
    assert "==" not in textual and "<9" in textual
    pins = (ROOT / "tests" / "constraints.txt").read_text()
    assert {"textual", "rich", "pygments"} <= set(re.findall(r"^([a-z]+)==", pins, re.M))


def test_the_sdist_holds_every_file_the_readme_points_at():
    include = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["hatch"]["build"]["targets"][
        "sdist"
    ]["include"]
    linked = re.findall(r"\]\(((?!https?:)[^)#]+)\)", (ROOT / "README.md").read_text())
    assert linked
    for path in linked:
        assert (ROOT / path).exists(), path
        assert path.split("/")[0] in include, f"{path} is not in the sdist"
    assert "LICENSE" in include
