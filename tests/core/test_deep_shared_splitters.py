"""any_finish's store of what splits a group apart, kept across calls under their hints."""

import numpy as np
import pytest

from wordle_tui.core.deep import kernels
from wordle_tui.core.deep.hard import HardRules
from wordle_tui.core.game.feedback import score
from wordle_tui.core.game.state import Step

compiled = pytest.importorskip("wordle_tui.core.deep.compiled")
shared_splitters = pytest.importorskip("wordle_tui.core.deep.compiled_shared_splitters")
compiled_last_two = pytest.importorskip("wordle_tui.core.deep.compiled_last_two")
splitters = pytest.importorskip("wordle_tui.core.deep.compiled_splitters")

KEY = (np.uint64(3), np.uint64(5))
NONE_FOUND, MANY = splitters.NO_SPLITTER, splitters.MANY


def test_a_group_is_known_only_under_hints_requiring_as_much():
    store = shared_splitters.shared_splitters(4)
    learnt = np.array([0, 2, 1, 0], np.uint8)
    kept = shared_splitters.keep(store, KEY, learnt, NONE_FOUND, np.zeros(1, np.int64))
    assert kept == NONE_FOUND
    assert shared_splitters.recall(store, KEY, np.array([0, 2, 1, 0], np.uint8)) == NONE_FOUND
    assert shared_splitters.recall(store, KEY, np.array([3, 2, 2, 1], np.uint8)) == NONE_FOUND
    # one byte less: a guess legal now may not have been then, so the scan must be made again
    assert shared_splitters.recall(store, KEY, np.array([3, 1, 2, 1], np.uint8)) == shared_splitters.ABSENT
    assert shared_splitters.recall(store, (KEY[1], KEY[0]), learnt) == shared_splitters.ABSENT


def test_a_green_must_be_the_same_letter_not_a_larger_one():
    store = shared_splitters.shared_splitters(27)  # one green position, then 26 letter counts
    learnt = np.zeros(27, np.uint8)
    learnt[0] = 3  # the letter c at the one position
    shared_splitters.keep(store, KEY, learnt, NONE_FOUND, np.zeros(1, np.int64))
    assert shared_splitters.recall(store, KEY, learnt) == NONE_FOUND
    other = learnt.copy()
    other[0] = 4  # the letter d there: its guesses were not legal when the group was learnt
    assert shared_splitters.recall(store, KEY, other) == shared_splitters.ABSENT


def test_a_candidate_splitter_is_known_under_any_hints():
    store = shared_splitters.shared_splitters(4)
    kept = shared_splitters.keep(store, KEY, np.array([9, 9, 9, 9], np.uint8), 7, np.zeros(1, np.int64))
    assert kept == shared_splitters.CANDIDATE
    assert shared_splitters.recall(store, KEY, np.zeros(4, np.uint8)) == shared_splitters.CANDIDATE


def test_a_list_is_copied_and_the_store_starts_again_when_full():
    store = shared_splitters.shared_splitters(2, groups=2, rows=8)
    outs = np.array(
        [7, 7, 3, 40, 41, 42], np.int64
    )  # a list of three at 2, as compiled_splitters.learn encodes it
    start = shared_splitters.keep(store, KEY, np.zeros(2, np.uint8), -4 - 2, outs)
    assert store[3][start : start + 4].tolist() == [3, 40, 41, 42]
    assert shared_splitters.keep(store, (KEY[0], KEY[0]), np.zeros(2, np.uint8), MANY, outs) == MANY
    assert len(store[0]) == 2
    shared_splitters.keep(store, (KEY[1], KEY[1]), np.zeros(2, np.uint8), NONE_FOUND, outs)
    assert len(store[0]) == 1  # full: what was kept is gone, learnt again when met
    assert shared_splitters.recall(store, KEY, np.zeros(2, np.uint8)) == shared_splitters.ABSENT


def _finishes(patterns, S, first, steps, store):
    """any_finish on S under the hints of ``steps``, trying only the guess ``first``, each word
    legal there a splitter (``parts`` all |S|: a ceiling that cuts nothing)."""
    words, by_answer = patterns.words, patterns.by_answer
    rules = HardRules(words.allowed_codes, words.allowed_index)
    now = np.frombuffer(rules.of_steps(steps), dtype=np.uint8)
    rows = np.arange(by_answer.shape[1], dtype=np.int64)
    legal, _, _ = compiled.ranked(
        by_answer, S, rows, np.flatnonzero(now), now, rules.codes, rules.counts, rules.present, 5
    )
    row = words.allowed_index[first]
    ranked = np.concatenate([[row], legal[legal != row]]).astype(np.int64)
    parts = np.full(len(ranked), len(S), np.int64)
    return compiled_last_two.any_finish(
        by_answer,
        S.astype(np.int64),
        words.answer_rows[S],
        ranked,
        parts,
        0,
        1,
        True,
        rules.codes,
        rules.counts,
        242,
        kernels.answer_keys(by_answer.shape[0]),
        now,
        store,
    )


def test_a_group_learnt_unsplittable_under_strict_hints_is_split_under_looser_ones(original_patterns):
    """FOUND leaves BATCH LATCH MATCH WATCH together, all grey (its feedback requires nothing).
    With ?ATCH known (hints as if PATCH had been played), every legal guess is a ?ATCH word,
    which splits off one of them at most: lost. With nothing known, BLOWN splits the four
    apart: won, even after the store learnt the group unsplittable under the strict hints
    (which a guess legal now need not meet)."""
    answers = list(original_patterns.words.answers)
    S = np.array(sorted(answers.index(w) for w in ("batch", "found", "latch", "match", "watch")))
    strict = (Step("patch", score("patch", "batch"), 0, 0, 0.0),)
    store = shared_splitters.shared_splitters(31)
    assert _finishes(original_patterns, S, "found", (), shared_splitters.shared_splitters(31))
    assert not _finishes(original_patterns, S, "found", strict, store)
    assert len(store[0]) == 1  # the four, learnt unsplittable there
    assert _finishes(original_patterns, S, "found", (), store)
    assert not _finishes(original_patterns, S, "found", strict, store)  # known, the same answer


def test_normal_mode_takes_a_long_list_of_splitters_as_playable():
    """Normal mode: more than FEW non-candidates split a group apart (MANY), and any of them may
    be played. find_shared once handed MANY on to outsider(), which reads each splitter's letter
    codes, and normal mode passes those as one row of zeros: a read out of bounds, garbage
    deciding that no guess splits the group (a safe guess shown "can lose", run to run)."""
    no_codes, no_counts = np.zeros((1, 5), np.uint8), np.zeros((1, 26), np.uint8)
    legal = np.ones(12_000, np.bool_)
    group = np.array([4, 8, 15], np.int64)
    found = splitters.find_shared(
        MANY,
        np.zeros(1, np.int64),
        legal,
        group,
        9_000,
        80,
        False,
        no_codes,
        no_counts,
        np.zeros(5, np.int64),
    )
    assert found == splitters.OUTSIDER
