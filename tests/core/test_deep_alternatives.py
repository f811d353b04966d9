"""Deep totals for every suggestion, and the opener totals shipped in the package."""

import pytest

from wordle_tui.core.deep import DeepSearch
from wordle_tui.core.deep.shipped import shipped_openers
from wordle_tui.core.game.patterns import Patterns
from wordle_tui.core.game.state import GameState
from wordle_tui.core.solve import solver as solver_module
from wordle_tui.core.solve.solver import Solver


def test_every_suggestion_gets_its_exact_total(small):
    state = GameState.start(small).play(small.words.answers[3], 0)
    suggestions = Solver("deep").suggest(state, top=5)
    assert len(suggestions) == 5 and all(s.proven for s in suggestions)
    for s in suggestions:
        assert s.total == DeepSearch(small).cost_of(state, s.guess)
    assert suggestions[0].total == min(s.total for s in suggestions)
    others = [s.total for s in suggestions[1:]]
    assert others == sorted(others)  # Tab steps to the true second best, then the third


def test_totals_not_proven_in_time_are_marked(small, monkeypatch):
    monkeypatch.setattr(solver_module, "ALTERNATIVES_SECONDS", 0.0)
    state = GameState.start(small).play(small.words.answers[5], 0)
    best, *others = Solver("deep").suggest(state, top=4)
    assert best.proven and best.total is not None
    assert others and all(s.total is None and not s.proven for s in others)


@pytest.mark.parametrize("hard, salet", [(False, 7920), (True, 8122)])
def test_the_empty_board_is_served_from_the_shipped_totals(original, tmp_path, hard, salet):
    shipped = shipped_openers(original, hard)
    if shipped is None:
        pytest.fail(f"no shipped opener totals for {'hard' if hard else 'normal'} mode")
    assert {o.guess: o.total for o in shipped}.get("salet") == salet
    p = Patterns.load(original, tmp_path)
    suggestions = Solver("deep").suggest(GameState.start(p, hard), top=3)  # no search: hours otherwise
    assert [(s.guess, s.total) for s in suggestions] == [(o.guess, o.total) for o in shipped[:3]]


def test_a_guess_that_can_lose_has_no_total_in_json():
    from wordle_tui.core.deep import INF
    from wordle_tui.core.solve.strategies import Suggestion

    losing = Suggestion("trace", 5.0, 60.0, 200, 150, True, total=INF, proven=True)
    assert losing.can_lose and losing.to_json()["total"] is None and losing.to_json()["can_lose"]
    fine = Suggestion("salet", 5.0, 60.0, 200, 150, True, total=8122, proven=True)
    assert not fine.can_lose and fine.to_json()["total"] == 8122 and fine.to_json()["can_lose"] is False
