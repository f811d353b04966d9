"""`openers --all`: every opener settled, and an interrupted run resumes to the same result."""

import threading

import pytest

from wordle_tui.core.deep import DeepSearch
from wordle_tui.core.deep.proof import prove_openers, verdict
from wordle_tui.core.errors import WordleError
from wordle_tui.core.game.state import GameState
from wordle_tui.core.solve.stats import Cancelled


def test_an_interrupted_proof_resumes_to_the_same_result(small, tmp_path):
    path = tmp_path / "progress.json"
    cancel = threading.Event()
    seen = []

    def stop_after_five(result, best):
        seen.append(result)
        if len(seen) >= 5:
            cancel.set()

    with pytest.raises(Cancelled):
        prove_openers(small, False, path, workers=2, on_settled=stop_after_five, cancel=cancel)
    assert path.exists()
    resumed = []
    settled = prove_openers(small, False, path, workers=2, on_settled=lambda r, b: resumed.append(r))
    assert {r.guess for r in seen}.isdisjoint(r.guess for r in resumed)  # nothing solved twice
    assert set(settled) == set(small.words.allowed)
    best = min((s for s in settled.values() if s.exact), key=lambda s: (s.value, s.guess))
    assert best.value == DeepSearch(small).best(GameState.start(small)).cost  # the proven optimum
    assert all(s.value >= best.value for s in settled.values())
    assert verdict(settled, len(small.words.allowed)) == (best, True)


def test_a_cancelled_proof_leaves_no_worker_behind(small, tmp_path):
    import multiprocessing

    cancel = threading.Event()
    with pytest.raises(Cancelled):
        prove_openers(
            small, False, tmp_path / "p.jsonl", workers=2, on_settled=lambda r, b: cancel.set(), cancel=cancel
        )
    assert multiprocessing.active_children() == []


def test_a_line_cut_short_by_a_kill_is_settled_again(small, tmp_path):
    path = tmp_path / "p.jsonl"
    first = prove_openers(small, False, path, workers=1, limit=6)
    lines = path.read_text().splitlines()
    path.write_text(
        "\n".join(lines[:-1]) + "\n" + lines[-1][: len(lines[-1]) // 2]
    )  # the last one half-written
    again = []
    second = prove_openers(
        small, False, path, workers=1, limit=6, on_settled=lambda r, b: again.append(r.guess)
    )
    assert len(again) == 1 and _verdicts(second) == _verdicts(first)
    again.clear()
    assert (
        _verdicts(
            prove_openers(small, False, path, workers=1, limit=6, on_settled=lambda r, b: again.append(r))
        )
        == _verdicts(first)
        and again == []
    )  # the one settled again was kept whole


def _verdicts(settled):
    return {g: (s.value, s.exact) for g, s in settled.items()}


def test_a_progress_file_for_other_lists_is_refused_and_kept(small, tmp_path):
    """Another proof's file may hold hours of work: refused in one line, never written over."""
    path = tmp_path / "p.jsonl"
    other = '{"key": "other-normal"}\n{"guess": "xxxxx", "value": 1, "exact": true, "seconds": 0}\n'
    path.write_text(other)
    with pytest.raises(WordleError, match="another proof"):
        prove_openers(small, False, path, workers=1, limit=3)
    assert path.read_text() == other


def test_the_verdict_needs_every_opener_and_every_bound_above_the_best():
    from wordle_tui.core.deep.proof import Settled, verdict

    best = Settled("salet", 7920, True, 0.0)
    above = {
        "salet": best,
        "trace": Settled("trace", 7921, False, 0.0),
        "reast": Settled("reast", 7923, True, 0.0),
    }
    assert verdict(above, 3) == (best, True)
    assert verdict(above, 4) == (best, False)  # one opener not settled
    level = dict(above, trace=Settled("trace", 7920, False, 0.0))  # a bound that does not exceed the best
    assert verdict(level, 3) == (best, False)


def test_the_hard_mode_proof_finds_the_hard_mode_optimum(small, tmp_path):
    settled = prove_openers(small, True, tmp_path / "hard.jsonl", workers=2)
    best, proven = verdict(settled, len(small.words.allowed))
    root = GameState.start(small, hard=True)
    assert proven and best.value == DeepSearch(small, hard=True, max_guesses=6).best(root).cost


def test_hard_openers_that_cannot_win_within_six_are_refuted_without_a_search(small_words, tmp_path):
    from wordle_tui.core.deep.within_openers import WithinOpeners
    from wordle_tui.core.game.patterns import Patterns
    from wordle_tui.core.game.words import WordSet

    traps = ["batch", "catch", "hatch", "latch", "match", "patch", "watch", "fight", "light", "might"]
    traps += ["night", "right", "sight", "tight", "baker", "faker", "maker", "taker", "wager", "water"]
    answers = sorted(set(small_words.answers) | set(traps))
    words = WordSet.build("trapped", answers, sorted(set(small_words.allowed) | set(answers)))
    trapped = Patterns.load(words, tmp_path)
    settled = prove_openers(trapped, True, tmp_path / "hard.jsonl", workers=2)
    best, proven = verdict(settled, len(words.allowed))
    root = GameState.start(trapped, hard=True)
    assert proven and best.value == DeepSearch(trapped, hard=True, max_guesses=6).best(root).cost
    six = WithinOpeners(trapped)
    losing = {g for g in words.allowed if not six.opener(g)}
    by_six = {g for g, s in settled.items() if s.how == "six"}
    assert by_six and by_six <= losing  # refuted so, and only those that lose
    assert not any(settled[g].exact for g in losing)


def test_a_proof_worker_leaves_ctrl_c_to_the_run(small):
    """Ctrl+C reaches a terminal's whole process group: a worker that took it would print its
    KeyboardInterrupt over the run's one line, while the run stops the pool anyway."""
    import signal

    from wordle_tui.core.deep import proof

    previous = signal.getsignal(signal.SIGINT)
    try:
        proof._init(small.words, small.cache_dir, True)
        assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
    finally:
        signal.signal(signal.SIGINT, previous)
        proof._WORKER.clear()
