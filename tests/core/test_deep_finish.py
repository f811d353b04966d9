"""The compiled finish (three guesses left) as the safety checks ask it, against a brute force:
a set is won when some guess leaves no group of three or more that no guess its hints allow
splits apart. Trap-rich positions, so the same group recurs under many guesses (the kernel
learns each group's splitters once per call) and many guesses are refuted."""

import numpy as np
import pytest

from wordle_tui.core.deep import kernels
from wordle_tui.core.deep.within_limit import WithinLimit
from wordle_tui.core.game.feedback import score
from wordle_tui.core.game.state import GameState

pytestmark = pytest.mark.skipif(not kernels.COMPILED, reason="numba is switched off (WORDLE_TUI_NUMBA=0)")
TRAPS = ["hatch", "fight", "sound", "water", "baker", "willy", "shave", "tower", "eight", "jolly"]


def _brute(within: WithinLimit, S, hints: bytes, universe) -> bool:
    """Whether S can be finished with three guesses left, guesses drawn from ``universe``."""
    rules, matrix, solved = within.rules, within.matrix, within.solved
    rows = within._restrict(universe, hints, rules.none)
    for g in rows.tolist():
        colours = matrix[g, S]
        if len(np.unique(colours)) == 1:
            continue  # one feedback: a row spent (a guess that splits S apart does better)
        won = True
        for c in np.unique(colours).tolist():
            group = S[colours == c]
            if c == solved or len(group) < 3:
                continue
            allowed = within._restrict(rows, within._child(hints, g, c), hints)
            block = np.sort(matrix[np.ix_(allowed, group)], axis=1)
            if not (np.diff(block, axis=1) != 0).all(axis=1).any():
                won = False
                break
        if won:
            return True
    return False


@pytest.mark.parametrize("hard, tiny", [(True, False), (False, False), (True, True)])
def test_the_compiled_finish_decides_as_a_brute_force(original_patterns, hard, tiny):
    """``tiny``: a store of splitters with room for two groups, which starts again within a call
    over and over, another group's list taking the place of one learnt earlier in the call: what
    a call keeps of the groups it met must not be such a place."""
    words = original_patterns.words
    within = WithinLimit(original_patterns, 6, hard)
    if tiny:
        shared_splitters = pytest.importorskip("wordle_tui.core.deep.compiled_shared_splitters")
        within.end.splitters = shared_splitters.shared_splitters(len(within.rules.none), 2, 40)
    decided = []
    for seed in range(4):
        rng = np.random.default_rng(seed)
        for answer in TRAPS:
            opener = words.allowed[int(rng.integers(0, len(words.allowed)))]
            state = GameState.start(original_patterns, hard).play(opener, score(opener, answer))
            if not 3 <= state.count <= 60:
                continue
            S = np.asarray(state.candidates, dtype=np.int32)
            # a sample of the guesses, and the candidates (always legal): the search's rows
            universe = np.union1d(np.arange(seed, len(words.allowed), 37), words.answer_rows[S])
            hints = within.rules.of_steps(state.steps) if hard else b""
            want = _brute(within, S, hints, universe)
            within.memo.clear()
            before = within.rules.none if hard else b""
            assert within._wins(S, 3, hints, universe, before) == want, (opener, answer)
            decided.append(want)
    assert True in decided and False in decided  # both answers were asked for


def test_a_first_guess_is_refuted_by_the_ceiling_only_past_it(original_patterns):
    """The three-left question stops counting a first guess's groups as soon as one is larger
    than the ceiling (the most parts any guess has over S): then no guess splits it apart. One
    only as large is not refuted so. FOUND leaves BATCH LATCH MATCH WATCH together (YOUNG and
    FOUND apart), which BLOWN splits apart: won under a ceiling of 4, refuted under 3."""
    compiled_last_two = pytest.importorskip("wordle_tui.core.deep.compiled_last_two")
    shared_splitters = pytest.importorskip("wordle_tui.core.deep.compiled_shared_splitters")
    words, by_answer = original_patterns.words, original_patterns.by_answer
    answers = list(words.answers)
    S = np.array(sorted(answers.index(w) for w in ("batch", "found", "latch", "match", "watch", "young")))
    rules = WithinLimit(original_patterns, 6, True).rules
    first = words.allowed_index["found"]
    ranked = np.concatenate([[first], np.delete(np.arange(by_answer.shape[1]), first)]).astype(np.int64)

    def finishes(ceiling: int) -> bool:
        return compiled_last_two.any_finish(
            by_answer,
            S.astype(np.int64),
            words.answer_rows[S],
            ranked,
            np.full(len(ranked), ceiling, np.int64),  # every guess's parts: the ceiling is the first's
            0,
            1,  # the first guess alone, FOUND
            True,
            rules.codes,
            rules.counts,
            original_patterns.solved,
            kernels.answer_keys(by_answer.shape[0]),
            np.frombuffer(rules.none, np.uint8),
            shared_splitters.shared_splitters(len(rules.none)),
        )

    assert finishes(len(S))  # no ceiling to speak of
    assert finishes(4)  # the group is as large as the ceiling: searched, and split apart
    assert not finishes(3)  # larger: refuted unsearched
