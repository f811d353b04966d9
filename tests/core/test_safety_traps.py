"""Issue 19's safety checks made cheap: a trap inside the candidates proves a loss exactly, a
dated game's later positions search on the matrix of its first checked position, and a check's
answer depends on its position alone."""

import datetime as dt
import json

import numpy as np
import pytest

from wordle_tui.core.deep import INF, DeepSearch
from wordle_tui.core.deep.within_limit import WithinLimit
from wordle_tui.core.game.feedback import parse, score
from wordle_tui.core.game.setup import build_game
from wordle_tui.core.game.state import GameState
from wordle_tui.core.nyt.history import shipped_history
from wordle_tui.core.solve.safety import SafetyCheck, can_lose
from wordle_tui.core.solve.traps import families, guess_loses, kept_together, position_lost, traps


@pytest.fixture(scope="module")
def leap_day():
    """Issue 19's game: 2024-02-29 in hard mode after CRANE bbgbg (98 candidates)."""
    game = build_game("today", day=dt.date(2024, 2, 29), history=shipped_history(), hard=True)
    return game.start().play("crane", parse("bbgbg", 5))


def limited_search(state: GameState):
    check = SafetyCheck(state)
    return check.search, check.here


def _words(state: GameState, members) -> list[str]:
    return [state.patterns.words.answers[i] for i in members]


def test_families_are_the_candidates_equal_but_in_one_place(leap_day):
    _, here = limited_search(leap_day)
    found = [_words(here, f) for f in families(here, 6)]
    assert ["stade", "stage", "stake", "stale", "state", "stave"] in found
    for family in found:
        assert len(family) >= 6
        differing = [i for i in range(5) if len({w[i] for w in family}) > 1]
        assert len(differing) == 1, family
    assert [len(f) for f in found] == sorted((len(f) for f in found), reverse=True)


def test_a_trap_proof_agrees_with_the_unbounded_search(leap_day):
    """Every loss a trap shows is a loss the full search (no budget) proves; a wrong verdict fails."""
    search, here = limited_search(leap_day)
    subsets = traps(families(here, leap_day.rows_left))
    unbounded = DeepSearch(here.patterns, hard=True, max_guesses=leap_day.limit)
    shown = 0
    for guess in ["shave", "slate", "stave", "skate", "shade", "stale", "loave", "tease", "plate"]:
        if guess_loses(search, here, guess, subsets):
            shown += 1
            assert unbounded.cost_of(here, guess) >= INF, guess
    assert shown >= 2  # the check does decide some (SHAVE and SLATE lose to a family)
    assert unbounded.cost_of(here, "skate") < INF and not guess_loses(search, here, "skate", subsets)


@pytest.fixture(scope="module")
def atch(original_patterns):
    """Hard mode, 3 rows left, PATCH showed bgggg: every legal guess is ?ATCH, one letter each."""
    state = GameState.start(original_patterns, hard=True, limit=4).play("patch", score("patch", "hatch"))
    assert state.count > state.rows_left
    return state


def test_a_lost_position_is_proven_by_its_family(atch):
    search, here = limited_search(atch)
    assert position_lost(search, here, traps(families(here, atch.rows_left)))
    unbounded = DeepSearch(atch.patterns, hard=True, max_guesses=atch.limit)
    assert unbounded.best(atch).cost >= INF  # the full search agrees: nothing finishes in time
    guesses = ["watch", "catch", "match"]
    assert can_lose(atch, guesses) == dict.fromkeys(guesses, True)
    assert SafetyCheck(atch).first_safe(list(atch.patterns.words.allowed)) is None


def test_one_row_more_and_the_same_family_is_no_trap(original_patterns):
    state = GameState.start(original_patterns, hard=True, limit=8).play("patch", score("patch", "hatch"))
    search, here = limited_search(state)
    assert not position_lost(search, here, traps(families(here, state.rows_left)))
    assert can_lose(state, ["watch"]) == {"watch": False}


def test_a_later_position_replays_on_the_first_ones_matrix(leap_day):
    first, here = limited_search(leap_day)
    later = leap_day.play("skate", score("skate", "image"))
    again, there = limited_search(later)
    assert again.matrix is first.matrix  # one matrix for the whole game...
    assert again is not first  # ...and a memo for each check
    assert _words(there, there.candidates) == _words(later, later.candidates)
    assert [s.guess for s in there.steps] == ["crane", "skate"] and there.hard
    assert np.array_equal(limited_search(leap_day)[1].candidates, here.candidates)


def test_the_sub_games_of_finished_checks_are_freed(leap_day):
    """A search holds its matrix: were searches kept by that matrix, weakly, none would ever be
    freed (every backtest day's sub-game and memo were kept once)."""
    import gc
    import weakref

    def checked(opener: str):
        state = GameState.start(leap_day.patterns, hard=True).play(opener, score(opener, "image"))
        return limited_search(state)[0].patterns

    first = weakref.ref(checked("crane"))
    for opener in ["slate", "pious", "mound", "tangy", "brick", "fjord"]:
        checked(opener)
    gc.collect()
    assert first() is None


def test_a_checks_answers_depend_on_its_position_alone(leap_day):
    """Asked after other checks of the same game (whose work a shared memo would reuse), a
    position gets the verdicts it gets when asked first."""
    guesses = ["stave", "skate", "shave", "slate", "plate", "tease"]
    first = SafetyCheck(leap_day).verdicts(guesses)
    later = leap_day.play("skate", score("skate", "image"))
    SafetyCheck(later).verdicts(["glade", "image", "blade"])
    assert SafetyCheck(leap_day).verdicts(guesses) == first
    assert first["skate"] is False and first["stave"] is True  # issue 19's pair, both decided


@pytest.fixture(scope="module")
def june_15():
    """The play-test's position: 2025-06-15 in hard mode after CRANE bbgbb (376 candidates),
    where every one of the default strategy's first ten guesses can lose."""
    game = build_game("today", day=dt.date(2025, 6, 15), history=shipped_history(), hard=True)
    return game.start().play("crane", parse("bbgbb", 5))


def test_when_every_suggestion_shown_can_lose_the_first_safe_guess_of_the_ranking_leads(june_15):
    from wordle_tui.core.solve.solver import Solver
    from wordle_tui.core.solve.strategies import rank

    shown = Solver("guesses").suggest(june_15, top=10)
    assert not shown[0].can_lose and all(s.can_lose for s in shown[1:])
    ranking = [s.guess for s in rank(june_15, "guesses", top=100)]
    above = ranking[: ranking.index(shown[0].guess)]
    check = SafetyCheck(june_15)
    assert check.search.after(check.here, shown[0].guess) is True  # exact, no budget
    assert len(above) >= 10 and not any(check.search.after(check.here, g) for g in above)


@pytest.fixture(scope="module")
def all_grey():
    """A play-tester's game: hard mode after SALET bbbbb (1059 candidates, answer WOUND)."""
    game = build_game("today", day=dt.date(2026, 12, 5), history=shipped_history(), hard=True)
    return game.start().play("salet", parse("bbbbb", 5))


def test_a_guess_that_keeps_hinted_families_together_is_shown_to_lose(all_grey):
    """CORNU was shown first and not marked: it keeps ?OUND together (O and N green, U yellow)
    with four rows left, and the player lost WOUND following the suggestions. The checks tried
    only the position's largest families, which CORNU does not trap; now the words each of its
    feedbacks keeps together are searched, and every loss shown is the unbounded search's."""
    search, here = limited_search(all_grey)
    kept = kept_together(here, "cornu", families(here, all_grey.rows_left), all_grey.rows_left)
    assert {"bound", "found", "hound", "mound", "pound", "wound"} <= set(_words(here, kept[0]))
    guesses = ["cornu", "curio", "pruno"]
    assert can_lose(all_grey, guesses) == dict.fromkeys(guesses, True)
    unbounded = WithinLimit(search.patterns, all_grey.limit, hard=True)
    assert not any(unbounded.after(here, g) for g in guesses)


def test_the_suggestions_no_longer_offer_it_as_safe(capsys):
    """The play-tester's command: CORNU, once first and unmarked, is marked can lose."""
    from wordle_tui.cli import main

    assert main(["suggest", "salet=bbbbb", "--hard", "--date", "2026-12-05", "--json"]) == 0
    shown = {s["guess"]: s["can_lose"] for s in json.loads(capsys.readouterr().out)["suggestions"]}
    assert shown["cornu"] is True


def test_a_normal_mode_verdict_is_the_unbounded_searchs():
    """A play-tester's position: 2026-12-05, normal mode, CRANE bbbyb SLEPT ybbbb (120
    candidates). BONKS was shown "can lose" on one run and first and unmarked on the next: the
    three-left kernel read letter codes out of bounds in normal mode (test_deep_shared_splitters
    pins the cause). Every verdict given must be the unbounded search's."""
    game = build_game("today", day=dt.date(2026, 12, 5), history=shipped_history())
    state = game.start().play("crane", parse("bbbyb", 5)).play("slept", parse("ybbbb", 5))
    guesses = ["bonks", "bonds", "bonus", "dinos", "bison", "boson"]
    verdicts = SafetyCheck(state).verdicts(guesses)
    search, here = limited_search(state)
    unbounded = WithinLimit(search.patterns, state.limit, hard=False)
    assert verdicts["bonks"] is False and verdicts["bonds"] is False
    for guess, loses in verdicts.items():
        assert loses is None or loses is not unbounded.after(here, guess), guess
