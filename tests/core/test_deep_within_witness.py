"""An opener the full pass shows to lose is written down with the feedback group it loses on, a
witness as a trap is: a later opener that keeps that group together, under hints that require at
least as much, loses at once (lost_groups.py: why that is sound)."""

import numpy as np

from tests.core.test_deep_within_limit import _deep_wins, trapped  # noqa: F401 - the fixture
from wordle_tui.core.deep.within_limit import WithinLimit
from wordle_tui.core.deep.within_openers import WithinOpeners


def _full_pass_only(patterns, limit, monkeypatch):
    six = WithinOpeners(patterns, limit)
    monkeypatch.setattr(six, "trap", lambda *args, **kwargs: None)  # no trap decides: the full pass does
    monkeypatch.setattr(six, "lost_trap", lambda guess: None)
    return six


def test_a_full_pass_loss_names_the_lost_feedback_group(trapped, monkeypatch):  # noqa: F811
    six = _full_pass_only(trapped, 5, monkeypatch)
    losers = [g for g, wins in _deep_wins(trapped, 5).items() if not wins]
    check = WithinLimit(trapped, 5)
    for guess in losers:
        wins, group = six.decide(guess)
        assert wins is False and group is not None
        row = trapped.words.allowed_index[guess]
        colours = trapped.matrix[row, group]
        everyone = np.flatnonzero(trapped.matrix[row, : trapped.by_answer.shape[0]] == colours[0])
        assert (colours == colours[0]).all() and np.array_equal(np.sort(group), everyone)  # the whole group
        hints = check._child(check.rules.none, row, int(colours[0]))
        rows = check._restrict(check.every_row, hints, check.rules.none)
        assert not check._wins(group.astype(np.int32), 4, hints, rows, check.rules.none)
    assert losers


def test_groups_searched_in_rounds_give_the_deep_searchs_verdicts(trapped, monkeypatch):  # noqa: F811
    """A first round of one position a group cuts every search off: each is searched again in
    later rounds with twice the budget, and every verdict is still the deep search's."""
    monkeypatch.setattr("wordle_tui.core.deep.within_openers.FIRST_ROUND", 1)
    six = _full_pass_only(trapped, 5, monkeypatch)
    for guess, wins in _deep_wins(trapped, 5).items():
        found, group = six.decide(guess)
        assert found is wins and (group is None) is wins


def test_a_lost_group_is_found_behind_groups_no_budget_decides(trapped, monkeypatch):  # noqa: F811
    """The full pass no longer waits on its largest group: with every other group of the opener
    made endless (each spends whatever budget it is given), the lost one is still found, and the
    opener decided within the opener's budget."""
    six = _full_pass_only(trapped, 5, monkeypatch)
    losers = [g for g, wins in _deep_wins(trapped, 5).items() if not wins]
    lost = {g: six.decide(g)[1] for g in losers}
    search = six._wins

    def endless(S, depth, hints, rows, before, asked=False):
        if depth == 4 and not np.array_equal(np.sort(S), lost[guess]):  # an opener's group, not the lost one
            while True:
                six._count_position()  # until the budget is spent
        return search(S, depth, hints, rows, before, asked)

    monkeypatch.setattr(six, "_wins", endless)
    behind = 0
    for guess in losers:
        row = trapped.words.allowed_index[guess]
        sizes = np.bincount(trapped.matrix[row, : trapped.by_answer.shape[0]])
        behind += int((sizes > len(lost[guess])).sum() > 0)  # a larger group is searched before it
        wins, group = six.decide(guess, positions=10**6)
        assert wins is False and np.array_equal(group, lost[guess])
    assert behind > 0


def test_a_lost_feedback_group_refutes_the_openers_that_keep_it_together(trapped, monkeypatch):  # noqa: F811
    """Learnt by a fresh search (as a resumed run's workers learn witnesses), each refutes its
    own opener, and no opener that wins."""
    six = _full_pass_only(trapped, 5, monkeypatch)
    verdicts = _deep_wins(trapped, 5)
    witnesses = {g: six.decide(g)[1] for g, wins in verdicts.items() if not wins}
    again = WithinOpeners(trapped, 5)
    for guess, group in witnesses.items():
        again.learn(guess, group)
    assert all(again.lost_trap(g) is not None for g in witnesses)
    assert all(again.lost_trap(g) is None for g, wins in verdicts.items() if wins)
