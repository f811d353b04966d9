"""What pip installs: the licences, the dependency ranges, and an sdist that holds what the README shows."""

import re
import tomllib
from importlib import metadata
from pathlib import Path

from wordle_tui.core.game.words import WORDLIST_DIR

ROOT = Path(__file__).resolve().parent.parent


def test_the_licence_and_the_word_lists_notices_are_installed():
    dist = metadata.distribution("wordle-tui")
    assert dist.metadata["License-Expression"] == "MIT"
    names = {Path(str(f)).name for f in dist.files}
    assert {"LICENSE", "LICENSES.txt", "nyt-likely-2023.LICENSE"} <= names
    notices = (WORDLIST_DIR / "LICENSES.txt").read_text()  # beside the lists the package reads
    for source in ("CatchemAl", "Aditya Mehrotra", "Alex Selby", "willray73-sys/wordle-words"):
        assert source in notices  # each of the four sources of the shipped lists
    shipped = {p.name for p in WORDLIST_DIR.iterdir() if p.suffix in (".txt", ".tsv")} - {"LICENSES.txt"}
    assert all(name in notices for name in shipped), shipped  # every list names its source


def test_the_package_index_description_has_no_link_that_only_works_in_the_repository():
    description = metadata.metadata("wordle-tui").get_payload()
    assert description.startswith("# wordle-tui") and "pipx install" in description
    assert not re.findall(r"\]\((?!https?:)[^)]*\)", description)


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
