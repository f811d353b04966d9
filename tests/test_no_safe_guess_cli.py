"""Where no guess is known to finish in time: `review` still ranks the moves and `suggest` still
shows their figures, each saying so once (a play-tester's report: in hard mode every step
scored 99 with `-` for both figures, and every suggestion row said "can lose")."""

from .test_cli import run, run_json

# 2025-11-22 (THICK), hard mode: after SALET bbbby (323 candidates) every guess the suggestions
# show can lose (CUTIN leaves BOTCH GOTCH HOTCH KOTCH POTCH ROTCH, which no hard-mode play finds
# in the four rows left), and neither they nor the coach find one that cannot.
DAY = ["--date", "2025-11-22", "--hard"]


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
    """BAWRS, which cannot be the answer, was suggested first with one row left."""
    game = ["--set", "original", *(f"{w}=bgggg" for w in ("eight", "fight", "light", "might", "night"))]
    data = run_json(capsys, "suggest", *game)
    shown = data["suggestions"]
    assert [s["guess"] for s in shown] == ["right", "sight", "tight", "wight"]
    assert all(s["guesses"] == 1.75 and s["can_lose"] for s in shown)
    code, out, _ = run(capsys, "suggest", *game)
    assert code == 0 and "the last row: only the answer can still win" in out
    assert "can lose" not in out
