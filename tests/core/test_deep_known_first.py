"""Four or five guesses left, hard mode: a guess's groups are asked what is known of them (the
memo, the groups proven lost with as many left) before any is searched, at four left in Python as
in the compiled loop (whose answers and counts test_deep_within_limit compares with these)."""

import numpy as np
import pytest

from tests.core.test_deep_within_limit import _positions, trapped  # noqa: F401 - the fixture
from wordle_tui.core.deep import within_openers
from wordle_tui.core.deep.kernels import partition
from wordle_tui.core.deep.known_first import after_known
from wordle_tui.core.deep.within_limit import EVERY, WithinLimit
from wordle_tui.core.deep.within_openers import WithinOpeners


def _two_big_groups(search, patterns, depth):
    """A position with ``depth`` guesses left and a guess leaving two groups of three or more there: (S, hints,
    rows, guess, the later group, its hints)."""
    for state in _positions(patterns, True, depth + 1):
        S, left, hints, rows = search._position(state)
        assert left == depth
        for g in rows.tolist():
            members, starts, found, _ = partition(
                search.matrix[g, S], S, np.ones(len(S), np.int64), search.solved
            )
            big = [k for k in range(len(found)) if starts[k + 1] - starts[k] > 2]
            if len(big) >= 2:
                k = big[-1]
                return (
                    S,
                    hints,
                    rows,
                    g,
                    members[starts[k] : starts[k + 1]],
                    search._child(hints, g, int(found[k])),
                )
    raise AssertionError("no guess leaves two groups of three or more")


@pytest.mark.parametrize("depth", [4, 5])
def test_a_later_group_known_lost_refutes_the_guess_before_any_group_is_searched(trapped, monkeypatch, depth):  # noqa: F811
    search = WithinLimit(trapped, depth + 1)
    S, hints, rows, g, group, child = _two_big_groups(search, trapped, depth)
    searched = []
    monkeypatch.setattr(search, "_wins", lambda *args, **asked: searched.append(args) or True)
    assert after_known(search, S, g, depth, hints, rows)  # nothing known: every group searched (here: won)
    assert len(searched) >= 2
    searched.clear()
    key = (group.tobytes(), depth - 1, child)
    search.memo[key] = EVERY  # the last group: lost
    assert not after_known(search, S, g, depth, hints, rows)
    assert searched == []
    del search.memo[key]
    store = search.lost_three if depth == 4 else search.lost_four
    store.add(group.copy(), child)  # or held by a group proven lost with as many left
    before = search.positions
    assert not after_known(search, S, g, depth, hints, rows)
    assert searched == [] and search.positions == before + 1  # a store hit counts as a group asked
    assert search.memo[key] == search.breadth


def test_every_three_left_group_the_python_loop_keeps_as_lost_is_lost(trapped, monkeypatch):  # noqa: F811
    """Kept from full passes only (the quick passes of one and two guesses a position prove no
    loss); asked again of a search that keeps none, each cannot be finished."""
    monkeypatch.setattr(within_openers, "OPENER_BREADTHS", (1, 2))
    six = WithinOpeners(trapped, 6)
    six.four = False  # the Python four-left loop
    kept = []
    for guess in trapped.words.allowed:  # each opener starts the store afresh: read after each
        six.opener(guess)
        kept += six.lost_three.groups
    assert len(kept) > 10
    check = WithinLimit(trapped, 6)
    check.last_two = check.four = False
    check.lost_three.kept = 0
    for group, hints in kept:
        assert not check._wins(group, 3, hints.tobytes(), check.every_row, check.rules.none)
