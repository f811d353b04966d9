"""Four guesses left, hard mode: a guess's groups are asked what is known of them (the memo, the
three-left groups proven lost) before any is searched, in Python as in the compiled loop (whose
answers and counts test_deep_within_limit compares with these)."""

import numpy as np

from tests.core.test_deep_within_limit import _positions, trapped  # noqa: F401 - the fixture
from wordle_tui.core.deep import within_openers
from wordle_tui.core.deep.kernels import partition
from wordle_tui.core.deep.known_first import LEFT, after_four
from wordle_tui.core.deep.within_limit import EVERY, WithinLimit
from wordle_tui.core.deep.within_openers import WithinOpeners


def _two_big_groups(search, patterns):
    """A four-left position and a guess leaving two groups of three or more there: (S, hints,
    rows, guess, the later group, its hints)."""
    for state in _positions(patterns, True, 5):
        S, depth, hints, rows = search._position(state)
        assert depth == 4
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


def test_a_later_group_known_lost_refutes_the_guess_before_any_group_is_searched(trapped, monkeypatch):  # noqa: F811
    search = WithinLimit(trapped, 5)
    S, hints, rows, g, group, child = _two_big_groups(search, trapped)
    searched = []
    monkeypatch.setattr(search, "_wins", lambda *args: searched.append(args) or True)
    assert after_four(search, S, g, hints, rows)  # nothing known: every group searched (here: won)
    assert len(searched) >= 2
    searched.clear()
    search.memo[(group.tobytes(), LEFT, child)] = EVERY  # the last group: lost
    assert not after_four(search, S, g, hints, rows)
    assert searched == []
    del search.memo[(group.tobytes(), LEFT, child)]
    search.lost_three.add(group.copy(), child)  # or held by a group proven lost
    before = search.positions
    assert not after_four(search, S, g, hints, rows)
    assert searched == [] and search.positions == before + 1  # a store hit counts as a group asked


def test_every_three_left_group_the_python_loop_keeps_as_lost_is_lost(trapped, monkeypatch):  # noqa: F811
    """Kept from full passes only (the quick passes of one and two guesses a position prove no
    loss); asked again of a search that keeps none, each cannot be finished."""
    monkeypatch.setattr(within_openers, "OPENER_BREADTHS", (1, 2))
    six = WithinOpeners(trapped, 6)
    six.four = False  # the Python four-left loop
    for guess in trapped.words.allowed:
        six.opener(guess)
    assert len(six.lost_three) > 10
    check = WithinLimit(trapped, 6)
    check.last_two = check.four = False
    check.lost_three.kept = 0
    for group, hints in six.lost_three.groups:
        assert not check._wins(group, LEFT, hints.tobytes(), check.every_row, check.rules.none)
