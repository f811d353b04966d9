""" "Cannot win within the limit", decided by its own search, agrees with the deep search's cost
(infinite exactly when no play wins in time) in hard and normal mode, openers and later
positions; a bounded question says "not decided" rather than guess; the opener run resumes and ships."""

import numpy as np
import pytest

from wordle_tui.core.deep import INF, DeepSearch, kernels, proof_six_run, within_openers
from wordle_tui.core.deep.families import trap_sets
from wordle_tui.core.deep.hard import HardRules
from wordle_tui.core.deep.proof_six_run import decide_openers, load_cannot_win, shipped_content
from wordle_tui.core.deep.six_progress import Progress, progress_key, read_decided
from wordle_tui.core.deep.within_limit import WithinLimit
from wordle_tui.core.deep.within_openers import WithinOpeners
from wordle_tui.core.game.feedback import score
from wordle_tui.core.game.patterns import Patterns
from wordle_tui.core.game.state import GameState, hard_mode_violation
from wordle_tui.core.game.words import WordSet

# clusters hard mode cannot split fast: once _ATCH or _IGHT is green, each guess tries one letter
TRAPS = ["batch", "catch", "hatch", "latch", "match", "patch", "watch"]
TRAPS += ["fight", "light", "might", "night", "right", "sight", "tight"]


@pytest.fixture(scope="module")
def trapped(small_words, tmp_path_factory):
    """The small lists with two such clusters among the answers."""
    answers = sorted(set(small_words.answers) | set(TRAPS))
    words = WordSet.build("trapped", answers, sorted(set(small_words.allowed) | set(answers)))
    return Patterns.load(words, tmp_path_factory.mktemp("cache"))


def _deep_wins(patterns, limit):
    search = DeepSearch(patterns, hard=True, max_guesses=limit)
    root = GameState.start(patterns, True)
    return {g: search.cost_of(root, g) < INF for g in patterns.words.allowed}


@pytest.mark.parametrize("limit", [4, 5])
@pytest.mark.parametrize("compiled_finish", [True, False])
def test_winnable_openers_are_those_the_deep_search_finishes(trapped, limit, compiled_finish):
    six = WithinOpeners(trapped, limit)
    six.last_two = six.last_two and compiled_finish  # the compiled finish and the recursion agree
    six.four = six.four and compiled_finish
    wins = {g: six.opener(g) for g in trapped.words.allowed}
    assert wins == _deep_wins(trapped, limit)
    assert any(wins.values()) and not all(wins.values())  # both answers occur at these limits


@pytest.mark.skipif(not kernels.COMPILED, reason="the compiled four-left loop needs numba")
@pytest.mark.parametrize("limit", [5, 6])
def test_the_compiled_four_left_loop_answers_and_counts_as_the_python_loop(trapped, limit):
    """Every opener, each with a budget that leaves some undecided: the same answers, and the
    same positions counted, with four guesses left searched in one compiled call or in Python."""
    answers, counted = [], []
    for four in (True, False):
        six = WithinOpeners(trapped, limit)
        six.four = four
        answers.append({g: six.opener(g, positions=20) for g in trapped.words.allowed})
        counted.append(six.positions)
    assert answers[0] == answers[1] and counted[0] == counted[1]
    assert None in answers[0].values() and True in answers[0].values()


@pytest.mark.skipif(not kernels.COMPILED, reason="the compiled four-left loop needs numba")
def test_every_group_the_four_left_loop_keeps_as_lost_is_lost(trapped, monkeypatch):
    """Every three-left group kept to refute later groups by (compiled_within.lost_store) cannot
    be finished, asked again of the Python recursion; the openers are decided through passes of
    one and two guesses a position too, whose failures prove nothing."""
    monkeypatch.setattr(within_openers, "OPENER_BREADTHS", (1, 2))
    six = WithinOpeners(trapped, 6)
    kept = []
    for guess in trapped.words.allowed:  # each opener starts the store afresh: read after each
        six.opener(guess)
        if six.end.lost_three is not None:
            members, starts, hints, *_, used = six.end.lost_three
            kept += [(members[starts[k] : starts[k + 1]].copy(), hints[k].tobytes()) for k in range(used[0])]
    check = WithinLimit(trapped, 6)
    check.last_two = check.four = False
    assert len(kept) > 10
    for group, hints in kept:
        assert not check._wins(group.astype(np.int32), 3, hints, check.every_row, check.rules.none)


def test_every_four_left_group_kept_as_lost_is_lost(trapped):
    """The four-left groups the full pass proves lost are kept to refute later ones (whole sets
    of guesses after an opener: a later set holding one under hints that require as much); asked
    again of a search that keeps none, each cannot be finished."""
    six = WithinOpeners(trapped, 6)
    kept = []
    for guess in trapped.words.allowed:  # each opener starts the store afresh: read after each
        six.opener(guess)
        kept += six.lost_four.groups
    check = WithinLimit(trapped, 6)
    check.lost_four.kept = 0
    assert len(kept) > 10
    for group, hints in kept:
        assert not check._wins(group, 4, hints.tobytes(), check.every_row, check.rules.none)


def test_a_trap_that_cannot_be_finished_proves_its_opener_loses(trapped):
    """The trap stage alone: every opener it refutes loses, and it refutes some (NIGHT: the
    other six ?IGHT words are one feedback group, with five guesses, each trying one letter)."""
    six = WithinOpeners(trapped, 6)
    refuted = {g for g in trapped.words.allowed if six.trapped(g)}
    assert "night" in refuted and refuted <= {g for g, wins in _deep_wins(trapped, 6).items() if not wins}


def test_a_trap_found_lost_refutes_other_openers_that_keep_it_together(trapped):
    """Traps found lost for every other opener refute some of the rest at once, and only
    openers that lose."""
    six = WithinOpeners(trapped, 5)
    found = {g for g in trapped.words.allowed[::2] if six.trapped(g)}
    assert found and 0 < len(six.lost) <= len(found)  # a trap lost under the same hints is kept once
    rest = trapped.words.allowed[1::2]
    refuted = {g for g in rest if six.lost_trap(g) is not None}
    assert refuted and refuted <= {g for g, wins in _deep_wins(trapped, 5).items() if not wins}


def test_a_losing_opener_s_trap_is_a_witness_another_run_learns_from(trapped):
    """Each loss by a trap names its trap, in one feedback group of the opener; a fresh search
    that learns those witnesses refutes each of those openers at once, and refutes no opener
    that wins. A trap the opener does not keep together teaches nothing."""
    first = WithinOpeners(trapped, 5)
    verdicts = {g: first.decide(g) for g in trapped.words.allowed}
    witnesses = {g: trap for g, (wins, trap) in verdicts.items() if trap is not None}
    assert witnesses and all(verdicts[g][0] is False for g in witnesses)
    again = WithinOpeners(trapped, 5)
    for guess, trap in witnesses.items():
        row = trapped.words.allowed_index[guess]
        assert len(set(trapped.matrix[row, trap].tolist())) == 1
        again.learn(guess, trap)
    assert all(again.lost_trap(g) is not None for g in witnesses)
    winners = [g for g, (wins, _) in verdicts.items() if wins]
    assert winners and all(again.lost_trap(g) is None for g in winners)
    guess, trap = next(iter(witnesses.items()))
    other = next(
        g
        for g in trapped.words.allowed
        if len(set(trapped.matrix[trapped.words.allowed_index[g], trap].tolist())) > 1
    )
    ignorant = WithinOpeners(trapped, 5)
    ignorant.learn(other, trap)
    assert len(ignorant.lost) == 0


def test_wide_traps_refute_only_openers_that_lose(trapped, monkeypatch):
    """The wide stage, asked of groups of any size and unions of a few families: every opener
    it refutes loses, and it refutes some."""
    monkeypatch.setattr(within_openers, "WIDE_GROUP", 3)
    monkeypatch.setattr(within_openers, "wide_trap_sets", lambda codes, group: trap_sets(codes, group, 2)[3:])
    six = WithinOpeners(trapped, 5)
    refuted = {g for g in trapped.words.allowed if six.trapped(g, wide=True)}
    assert refuted and refuted <= {g for g, wins in _deep_wins(trapped, 5).items() if not wins}


def test_checks_over_the_same_words_share_the_letter_tables(trapped):
    """A safety check builds a WithinLimit per position: the letter counts over every allowed
    word are built once per word list (a copy of the list included), in either mode."""
    words = trapped.words
    hard, normal = WithinLimit(trapped, 5), WithinLimit(trapped, 6, hard=False)
    copy = HardRules(words.allowed_codes.copy(), dict(words.allowed_index))
    for rules in (normal.rules, copy):
        assert rules.counts is hard.rules.counts and rules.present is hard.rules.present
    row = words.allowed_index["batch"]  # and they count what they say
    assert hard.rules.counts[row].tolist() == [("batch".count(chr(97 + k))) for k in range(26)]
    assert hard.rules.present[row] == sum(1 << (ord(c) - 97) for c in set("batch"))


def test_a_quick_pass_that_finds_no_win_does_not_decide(trapped, monkeypatch):
    """Quick passes of one and two guesses a position miss wins the full pass then finds."""
    monkeypatch.setattr(within_openers, "OPENER_BREADTHS", (1, 2))
    six = WithinOpeners(trapped, 5)
    assert {g: six.opener(g) for g in trapped.words.allowed} == _deep_wins(trapped, 5)


def test_a_run_resumes_and_ships_only_when_every_opener_is_decided(small, tmp_path):
    path = tmp_path / "six.jsonl"
    decided = decide_openers(small, path, workers=1, limit=3)
    assert {g: wins for g, (wins, _) in decided.items()} == _deep_wins(small, 3)
    lines = path.read_text().splitlines()
    path.write_text("\n".join(lines[:-3]) + "\n" + lines[-3][:10])  # two lost, one cut short by a kill
    key = progress_key(small.words, 3)
    assert len(read_decided(path, key)) == len(decided) - 3
    again = decide_openers(small, path, workers=1, limit=3)
    assert {g: w for g, (w, _) in again.items()} == {g: w for g, (w, _) in decided.items()}
    assert len(read_decided(path, key)) == len(decided)  # the cut line skipped, the rest whole
    with pytest.raises(ValueError):
        shipped_content(small.words, dict(list(decided.items())[1:]), {})


def test_a_run_with_a_budget_leaves_the_slow_openers_to_a_run_without(small, tmp_path):
    """Three positions an opener: the openers they do not decide are written down undecided,
    a second run with that budget passes over them, and one without a budget decides them."""
    path, wins = tmp_path / "six.jsonl", _deep_wins(small, 3)
    first = decide_openers(small, path, workers=1, limit=3, positions=3)
    progress = Progress(path, progress_key(small.words, 3))
    assert first and progress.undecided and set(progress.undecided).isdisjoint(first)
    assert set(first) | set(progress.undecided) == set(small.words.allowed)
    assert all(first[g][0] == wins[g] for g in first)
    assert progress.todo(small.words.allowed, 3) == []
    assert decide_openers(small, path, workers=1, limit=3, positions=3).keys() == first.keys()
    every = decide_openers(small, path, workers=1, limit=3)
    assert {g: w for g, (w, _) in every.items()} == wins
    assert read_decided(path, progress_key(small.words, 3)).keys() == every.keys()


def test_a_run_writes_each_trap_down_and_the_next_run_s_workers_learn_them(trapped, tmp_path):
    path = tmp_path / "six.jsonl"
    decided = decide_openers(trapped, path, workers=1, limit=5)
    progress = Progress(path, progress_key(trapped.words, 5))
    assert progress.witnesses and all(decided[g][0] is False for g in progress.witnesses)
    try:
        proof_six_run._init(trapped.words, trapped.cache_dir, 5, None, progress.witnesses)
        six = proof_six_run._WORKER["six"]
        assert all(six.lost_trap(g) is not None for g in progress.witnesses)
    finally:
        proof_six_run._WORKER.clear()


def test_a_run_never_writes_over_another_run_s_progress(small, tmp_path):
    path = tmp_path / "six.jsonl"
    path.write_text('{"key": "other-hard-within-6"}\n{"guess": "salet", "wins": true, "seconds": 1}\n')
    before = path.read_text()
    with pytest.raises(ValueError, match="other-hard-within-6"):
        decide_openers(small, path, workers=1, limit=3)
    assert path.read_text() == before


def test_the_shipped_list_is_read_back_only_for_its_lists(small, original, tmp_path, monkeypatch):
    import gzip
    import json

    decided = {g: (g != small.words.allowed[0], 0.0) for g in small.words.allowed}
    data = shipped_content(small.words, decided, {"set": "small"})
    monkeypatch.setattr(proof_six_run, "SIX_DIR", tmp_path)
    (tmp_path / f"{small.words.key}-hard.json.gz").write_bytes(gzip.compress(json.dumps(data).encode()))
    assert load_cannot_win(small.words) == {small.words.allowed[0]}
    (tmp_path / f"{original.key}-hard.json.gz").write_bytes(gzip.compress(json.dumps(data).encode()))
    assert load_cannot_win(original) is None  # another lists' answer under this name


def _positions(patterns, hard, limit):
    """Every position after one opener and one feedback, with at least 3 candidates."""
    root = GameState.start(patterns, hard, limit)
    seen = []
    for opener in patterns.words.allowed[::7]:
        for answer in patterns.words.answers[::5]:
            state = root.play(opener, score(opener, answer))
            if state.count >= 3:
                seen.append(state)
    return seen


@pytest.mark.parametrize("hard", [True, False])
def test_after_a_guess_mid_game_it_agrees_with_the_deep_search(trapped, hard):
    """After a first guess, with 3 and 4 rows left: 'finishes' exactly when the deep search's
    cost under the limit is finite; both answers occur."""
    answers = {True: 0, False: 0}
    for limit in (4, 5):
        search, within = DeepSearch(trapped, hard=hard, max_guesses=limit), WithinLimit(trapped, limit, hard)
        for state in _positions(trapped, hard, limit)[:40]:
            legal = [
                g
                for g in trapped.words.allowed[::3]
                if not hard or hard_mode_violation(state.steps, g) is None
            ]
            for guess in legal[:12]:
                wins = within.after(state, guess)
                assert wins == (search.cost_of(state, guess) < INF), (state.steps, guess)
                answers[wins] += 1
            assert within.wins(state) == (search.best(state).cost < INF)
    assert answers[True] and answers[False]


def test_a_bounded_question_is_not_decided_rather_than_guessed(trapped):
    state = _positions(trapped, True, 5)[0]
    guess = next(g for g in trapped.words.allowed if hard_mode_violation(state.steps, g) is None)
    assert WithinLimit(trapped, 5).after(state, guess, positions=0) is None
    assert WithinLimit(trapped, 5).after(state, guess, positions=10**6) in (True, False)
