"""Issue 19: one model of the game, one measure of a move (suggest, the coach, safe advice)."""

import os
import subprocess
import sys

import pytest

from .test_cli import run_json

HARD_GAME = ["--date", "2024-02-29", "--hard", "crane=bbgbg", "stave=bbgbg", "glade=ybgbg", "image=ggggg"]


def test_hard_mode_advice_never_puts_a_guess_that_can_lose_first(capsys):
    data = run_json(capsys, "suggest", "--date", "2024-02-29", "--hard", "crane=bbgbg", "--json")
    first = data["suggestions"][0]
    assert first["can_lose"] is False and first["guesses"] is not None
    stave = [s for s in data["suggestions"] if s["guess"] == "stave"]
    assert all(s["can_lose"] for s in stave)  # listed or not: never unmarked
    assert all(isinstance(s["guesses"], float) for s in data["suggestions"] if not s["can_lose"])


def test_every_strategy_carries_the_measure(capsys):
    for strategy in ("entropy", "minimax", "frequency"):
        data = run_json(capsys, "suggest", "--set", "original", "-s", strategy, "salet=bbbbb", "--json")
        assert all(s["guesses"] is not None and s["guesses"] > 1 for s in data["suggestions"])


def test_with_two_candidates_no_suggestion_tells_nothing(capsys):
    data = run_json(capsys, "suggest", "--set", "original", "salet=bgbby", "crony=gbbbb", "--json")
    assert data["candidates"] == 2
    assert data["suggestions"] and all(s["bits"] > 0 for s in data["suggestions"])
    assert {s["guess"] for s in data["suggestions"]} == set(data["candidate_words"])


def test_with_one_candidate_it_alone_is_suggested(capsys):
    # RELAY's day: after CRANE, STEAL and RELAX ggggb only RELAY is left; every other word
    # tells nothing, and AAHED, AARGH ... were listed below it at 0.00 bits.
    game = ["--date", "2025-10-04", "crane=byyby", "steal=bbygy", "relax=ggggb"]
    for strategy in ("guesses", "entropy"):
        data = run_json(capsys, "suggest", *game, "-s", strategy, "--json")
        assert data["candidates"] == 1
        assert [s["guess"] for s in data["suggestions"]] == ["relay"]


def _review(env=None) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "wordle_tui.cli", "review", *HARD_GAME],
        capture_output=True,
        text=True,
        env={**os.environ, **(env or {})},
        check=True,
    )
    return done.stdout


def test_the_review_is_the_same_beside_a_busy_core():
    alone = _review()
    busy = [
        subprocess.Popen([sys.executable, "-c", "while True: pass"]) for _ in range(2)
    ]  # two CPU-bound neighbours
    try:
        loaded = _review()
    finally:
        for p in busy:
            p.kill()
            p.wait()
    assert loaded == alone
    lines = alone.splitlines()
    stave = next(line for line in lines if "STAVE" in line.split()[:2])
    assert stave.split()[-2] == "0"  # STAVE can lose in hard mode: skill 0, whatever the load
    assert "SKATE" in stave or "LOAVE" in stave  # the best is a guess that cannot lose


@pytest.mark.parametrize("wordle_set", ["original"])
def test_a_game_following_deep_scores_99_on_every_move(capsys, wordle_set):
    from wordle_tui.core.coach.review import OPTIMAL, review
    from wordle_tui.core.game.feedback import score
    from wordle_tui.core.game.setup import build_game
    from wordle_tui.core.solve.solver import Solver

    game = build_game(wordle_set)
    for answer in ("abide", "mummy", "wound"):
        state = game.start()
        while not state.solved:
            guess = Solver("deep").best(state)
            state = state.play(guess, score(guess, answer))
        reviewed = review(game, state.moves)
        assert [s.skill for s in reviewed.steps] == [OPTIMAL] * len(reviewed.steps), answer


@pytest.mark.parametrize("wordle_set", ["today", "original"])
def test_on_the_first_move_the_coach_agrees_with_the_default_strategy(wordle_set):
    import datetime as dt

    from wordle_tui.core.coach.review import OPTIMAL, TIE, review
    from wordle_tui.core.game.feedback import score
    from wordle_tui.core.game.setup import build_game
    from wordle_tui.core.nyt.history import shipped_history
    from wordle_tui.core.solve.solver import Solver

    day = dt.date(2025, 3, 3)
    game = build_game(wordle_set, day=day if wordle_set == "today" else None, history=shipped_history())
    first = Solver("guesses").best(game.start())
    step = review(game, [(first, score(first, "spear"))]).steps[0]
    assert step.skill == OPTIMAL
    assert step.best.guess == first or step.mine.expected - step.best.expected <= TIE


def test_the_suggestions_first_is_never_marked_down_by_the_coachs_exact_figure(capsys):
    # After ROATE the suggestions' #1 is SLICK by their estimate one guess ahead; the
    # coach's exact search finds CLIPS 2.549 against SLICK's 2.606. Different figures: SLICK
    # scores 99, and the verdict says which measure each uses.
    suggested = run_json(capsys, "suggest", "--set", "original", "roate=bbgbb")
    assert suggested["suggestions"][0]["guess"] == "slick"
    data = run_json(
        capsys, "review", "--set", "original", "roate", "slick", "abuna", "aback", "--answer", "aback"
    )
    slick = data["steps"][1]
    assert slick["best_guess"] == "clips" and slick["exact"] is True
    assert slick["expected_guesses"] > slick["best_expected_guesses"] + 0.05  # the exact figures stand
    assert slick["skill"] == 99
    assert slick["first_suggestion_guesses"] == pytest.approx(
        suggested["suggestions"][0]["guesses"], abs=1e-3
    )
    assert "SLICK was the suggestions' #1" in data["verdict"] and "exact" in data["verdict"]
    # Counted as what it is, not as a mistake: "3 of 4 moves were optimal" beside four 99s
    # read as if the app's own pick had been one (a play-tester's report).
    assert data["verdict"].startswith("4 of 4 moves were optimal or the suggestions' #1")
    assert "rates CLIPS 2.55 and SLICK 2.61" in data["verdict"]  # the exact figures, as information


def test_where_every_guess_shown_can_lose_the_suggestions_and_the_coach_agree(capsys):
    # 2025-09-10, hard mode, after RAISE bbbbb. The suggestions once put PUTON first as safe, and
    # the coach scored it 96 against MOUTH: PUTON was only undecided within the checks' effort.
    # A trap of the words PUTON's feedback groups keep together proves it loses (an unbounded
    # search agrees, in about 1100 positions), as it does every other guess shown; so both the
    # suggestions and the coach compare the moves with the row limit lifted, MOUTH first.
    game = ["--date", "2025-09-10", "--hard", "raise=bbbbb"]
    suggested = run_json(capsys, "suggest", *game)["suggestions"]
    assert all(s["can_lose"] for s in suggested) and "puton" in {s["guess"] for s in suggested}
    assert suggested[0]["guess"] == "mouth"
    data = run_json(capsys, "review", *game, "mouth=bgggb", "pouty=ggggg")
    mouth = data["steps"][1]
    assert mouth["skill"] == 99 and mouth["best_guess"] == "mouth" and mouth["best_can_lose"]
    assert "at step 2 no guess the coach checked always finishes" in data["verdict"]


def test_a_large_miss_of_the_suggestions_estimate_is_said_where_it_happens(capsys):
    """A play-tester followed the suggestions on 2026-12-05 (answer BERRY): after SALET and
    GENRE their #1, JERRY, was 1.98 by the estimate and 2.89 exactly, while the verdict said
    estimates are within about 0.20. The verdict now names the miss."""
    moves = ["salet", "genre", "jerry", "bumph", "berry"]
    data = run_json(capsys, "review", *moves, "--answer", "berry", "--date", "2026-12-05")
    jerry = data["steps"][2]
    assert jerry["skill"] == 99 and jerry["exact"] is True
    missed = jerry["expected_guesses"] - jerry["first_suggestion_guesses"]
    assert missed > 0.2
    assert f"JERRY {jerry['expected_guesses']:.2f} (the estimate missed by {missed:.2f})" in data["verdict"]
    assert "(usually within 0.20 guesses)" in data["verdict"]
