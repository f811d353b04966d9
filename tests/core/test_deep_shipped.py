"""The opener totals shipped in the package: one file per named set and mode, each for the lists
it names, consistent with its own bounds, and the published optima where they are known. A file
left from other lists is ignored, not trusted."""

import json
import shutil

import pytest

from wordle_tui.core.deep import INF, shipped
from wordle_tui.core.deep.shipped import DATA_DIR, shipped_openers
from wordle_tui.core.game.words import named_set

SHIPPED = [
    "original",
    "nyt2022",
    "nyt",
]  # every named set with a stored matrix but nyt2023 (not generated yet)
FILES = sorted(DATA_DIR.glob("*.json"))


def test_every_set_with_a_stored_matrix_ships_both_modes():
    names = {p.name for p in FILES}
    for name in SHIPPED:
        key = named_set(name).key
        assert {f"{key}-normal.json", f"{key}-hard.json"} <= names, name
    assert len(FILES) == 2 * len(SHIPPED)  # nothing left from lists no longer shipped


@pytest.mark.parametrize("path", FILES, ids=[p.stem for p in FILES])
def test_each_file_is_for_the_lists_and_mode_it_names_and_consistent(path):
    stored = json.loads(path.read_text(encoding="utf-8"))
    words = named_set(stored["set"])
    assert path.name == f"{words.key}-{'hard' if stored['hard'] else 'normal'}.json"
    assert stored["key"] == words.key
    openers = stored["openers"]
    assert len(openers) == stored["top_by_bound"] == len({o["guess"] for o in openers})
    assert all(o["guess"] in words.allowed_index for o in openers)
    assert all(o["bound"] <= o["total"] for o in openers)  # the cheap bound is a lower bound
    assert [(o["total"], o["guess"]) for o in openers] == sorted((o["total"], o["guess"]) for o in openers)
    if not stored["hard"]:
        assert all(o["total"] < INF for o in openers)  # without a guess limit every opener finishes
    loaded = shipped_openers(words, stored["hard"])
    assert [o.guess for o in loaded] == [o["guess"] for o in openers if o["total"] < INF]


@pytest.mark.parametrize(
    "name, hard, best, total",
    [
        ("original", False, "salet", 7920),
        ("original", True, "salet", 8122),
        ("nyt2022", False, "tarse", 7883),
        ("nyt2022", True, "salet", 8097),  # the published optima
    ],
)
def test_the_best_shipped_opener_is_the_published_one(name, hard, best, total):
    first = shipped_openers(named_set(name), hard)[0]
    assert (first.guess, first.total) == (best, total)


def test_a_file_for_other_lists_or_the_other_mode_is_ignored(tmp_path, monkeypatch):
    words = named_set("nyt2022")
    monkeypatch.setattr(shipped, "DATA_DIR", tmp_path)
    source = DATA_DIR / f"{words.key}-normal.json"
    shutil.copy(source, tmp_path / source.name)
    assert shipped_openers(words, False)[0].guess == "tarse"  # the copy itself is trusted
    stale = json.loads(source.read_text(encoding="utf-8"))
    stale["key"] = named_set("original").key  # e.g. a file renamed, or the lists changed under it
    (tmp_path / source.name).write_text(json.dumps(stale), encoding="utf-8")
    assert shipped_openers(words, False) is None
    stale["key"] = words.key
    (tmp_path / f"{words.key}-hard.json").write_text(json.dumps(stale), encoding="utf-8")
    assert shipped_openers(words, True) is None  # normal-mode totals under hard mode's name
    stale["openers"][0]["guess"] = "zzzzz"
    (tmp_path / source.name).write_text(json.dumps(stale), encoding="utf-8")
    assert shipped_openers(words, False) is None  # a word the lists do not have
