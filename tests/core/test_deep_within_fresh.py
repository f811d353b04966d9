"""Each opener is searched with an empty memo and empty stores: what it takes does not hang on
the openers a worker decided before it (only the lost traps and groups carry over, and those
only refute)."""

from tests.core.test_deep_within_limit import trapped  # noqa: F401 - the fixture
from wordle_tui.core.deep.within_openers import WithinOpeners


def test_an_opener_s_search_does_not_hang_on_the_openers_decided_before_it(trapped, monkeypatch):  # noqa: F811
    openers = trapped.words.allowed[::4]

    def decided(order):
        six = WithinOpeners(trapped, 6)
        monkeypatch.setattr(six, "lost_trap", lambda guess: None)  # what carries over, left out
        found = {}
        for guess in order:
            before = six.positions
            found[guess] = (six.opener(guess), six.positions - before)
        return found

    forwards = decided(openers)
    assert forwards == decided(openers[::-1])
    assert {wins for wins, _ in forwards.values()} == {True, False}
