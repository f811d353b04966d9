"""Where no guess is known to finish in time: `review` still ranks the moves and `suggest` still
shows their figures, each saying so once (a play-tester's report: in hard mode every step
scored 99 with `-` for both figures, and every suggestion row said "can lose")."""

import io

from wordle_tui.core.game.feedback import score
from wordle_tui.core.game.share import share_text

from .test_cli import run, run_json

# 2025-11-22 (THICK), hard mode: after SALET bbbby (323 candidates) every guess the suggestions
# show can lose (CUTIN leaves BOTCH GOTCH HOTCH KOTCH POTCH ROTCH, which no hard-mode play finds
# in the four rows left), and neither they nor the coach find one that cannot.
DAY = ["--date", "2025-11-22", "--hard"]
GAME = ("salet", "tonic", "thick")


def test_a_hard_mode_review_ranks_the_moves_where_every_guess_found_can_lose(capsys, monkeypatch):
    text = share_text([score(g, "thick") for g in GAME], 5, "1,617", hard=True)  # 3/6*
    monkeypatch.setattr("sys.stdin", io.StringIO(text))
    data = run_json(capsys, "review", "--share", "-", *GAME)
    step = data["steps"][1]
    assert step["expected_guesses"] is not None and step["best_expected_guesses"] is not None
    assert data["hard"] is True and step["best_can_lose"] is True
    assert 2 < step["best_expected_guesses"] <= step["expected_guesses"] < 3
    assert data["verdict"].count("no guess the coach checked always finishes") == 1


def test_suggest_shows_the_figures_and_says_once_that_every_guess_shown_can_lose(capsys):
    data = run_json(capsys, "suggest", *DAY, "salet=bbbby")
    shown = data["suggestions"]
    assert all(s["can_lose"] for s in shown)
    figures = [s["guesses"] for s in shown]
    assert None not in figures and figures == sorted(figures)  # the strategy's order, by its figure
    code, out, _ = run(capsys, "suggest", *DAY, "salet=bbbby")
    assert code == 0
    assert out.count("can lose") == 1 and "every guess shown can lose" in out


def test_on_the_last_row_the_candidates_come_first(capsys):
    """BAWRS, which cannot be the answer, was suggested first with one row left (deep too)."""
    game = ["--set", "original", *(f"{w}=bgggg" for w in ("eight", "fight", "light", "might", "night"))]
    for strategy in ("guesses", "entropy", "deep"):
        shown = run_json(capsys, "suggest", "-s", strategy, *game)["suggestions"]
        assert [s["guess"] for s in shown] == ["right", "sight", "tight", "wight"], strategy
        assert all(s["guesses"] == 1.75 and s["can_lose"] for s in shown)
    code, out, _ = run(capsys, "suggest", *game)
    assert code == 0 and "the last row: only the answer can still win" in out
    assert "can lose" not in out
