"""The today set's commands: suggest and solve on a dated game, history, backtest."""

import datetime as dt

import pytest

from wordle_tui.core.game.puzzle import puzzle_number, puzzle_today
from wordle_tui.core.lab import backtest as backtest_module
from wordle_tui.core.lab.backtest import Backtest, Day

from .test_cli import run, run_json


def history_file(tmp_path, days):
    path = tmp_path / "history.tsv"
    path.write_text("".join(f"{d}\t{puzzle_number(dt.date.fromisoformat(d))}\t{w}\n" for d, w in days))
    return path


def test_suggest_plays_the_day_asked_with_probabilities(capsys):
    data = run_json(capsys, "suggest", "--date", "2024-06-01", "raise=bbygb", "--top", "3")
    assert data["day"] == {
        "puzzle": 1078,
        "date": "2024-06-01",
        "history_last": "2024-05-31",
        "history_age_days": 0,
    }
    probabilities = data["candidate_probabilities"]
    assert (
        sum(probabilities.values()) == pytest.approx(1.0, abs=1e-3) and data["candidate_words"][0] == "missy"
    )
    assert data["suggestions"][0]["chance"] == pytest.approx(
        probabilities[data["suggestions"][0]["guess"]], abs=1e-6
    )
    code, out, _ = run(capsys, "suggest", "--date", "2024-06-01", "raise=bbygb")
    assert code == 0 and out.startswith("Wordle #1078 of 2024-06-01") and "MISSY 82.6%" in out


def test_a_date_is_checked(capsys):
    with pytest.raises(SystemExit) as exit_:
        run(capsys, "suggest", "--date", "2024-02-30", "raise=bbbbb")
    assert (
        exit_.value.code == 2
        and "argument --date: bad date '2024-02-30': day is out of range for month" in capsys.readouterr().err
    )


def test_history_lists_past_answers_and_never_today(capsys, tmp_path):
    today = puzzle_today()  # the game's day: the player's local date
    days = [
        ((today - dt.timedelta(days=k)).isoformat(), w)
        for k, w in ((2, "ghost"), (1, "crane"), (0, "spoil"), (-1, "trace"))
    ]
    path = history_file(tmp_path, days)
    data = run_json(capsys, "history", "--history", str(path), "--last", "5")
    answers = [d["answer"] for d in data]
    assert "spoil" not in answers and "trace" not in answers and answers[-1] == "crane"
    code, out, _ = run(capsys, "history", "--history", str(path), "--last", "1")
    assert code == 0 and "CRANE" in out and "GHOST" not in out


def test_history_lists_the_last_10_by_default_and_every_past_answer_with_all(capsys, tmp_path):
    today = puzzle_today()
    words = ["ghost", "crane", "spoil", "trace", "baker", "civic"]
    words += ["dwell", "eerie", "fjord", "gamut", "hippo", "ivory"]  # the 11th and 12th days back: left out
    path = history_file(
        tmp_path, [((today - dt.timedelta(days=k)).isoformat(), w) for k, w in enumerate(words, 1)]
    )
    code, out, _ = run(capsys, "history", "--history", str(path))
    assert code == 0 and len(out.splitlines()) == 10 and "IVORY" not in out and "HIPPO" not in out
    assert [d["answer"] for d in run_json(capsys, "history", "--history", str(path), "--all")] == words[::-1]
    code, out, _ = run(capsys, "history", "--help")
    said = " ".join(out.split())
    assert "the last 10" in said and "--all" in said


def test_backtest_on_a_fixture_history(capsys, tmp_path):
    # The opener is each day's answer on two days (one guess); a third day needs more.
    path = history_file(tmp_path, [("2024-01-01", "raise"), ("2024-01-02", "raise"), ("2024-01-03", "basin")])
    data = run_json(
        capsys,
        "backtest",
        "--history",
        str(path),
        "--from",
        "2024-01-01",
        "--to",
        "2024-01-02",
        "--opener",
        "raise",
    )
    assert data["days"] == 2 and data["average"] == 1.0 and data["histogram"] == {"1": 2}
    assert data["max"] == 1 and data["failures"] == [] and data["dead_ends"] == 0
    assert set(data) >= {"days", "average", "histogram", "max", "failures", "seconds"}
    code, _, err = run(
        capsys, "backtest", "--history", str(path), "--from", "2025-01-01", "--to", "2025-01-02"
    )
    assert code == 2 and "no answer from 2025-01-01 to 2025-01-02" in err


def test_backtest_figures_are_counted_by_hand():
    days = [
        Day(dt.date(2024, 1, i), "x", g, m)
        for i, (g, m) in enumerate(
            [(("a", "x"), 0.5), (("a", "b", "x"), 0.005), (tuple("abcdefgx"), 0.2), (("x",), 1.0)], start=1
        )
    ]
    result = Backtest("guesses", "a", False, days)
    assert result.average == pytest.approx((2 + 3 + 8 + 1) / 4) and result.histogram == {
        1: 1,
        2: 1,
        3: 1,
        8: 1,
    }
    assert result.max == 8 and [d.date.day for d in result.failures] == [3]
    assert [d.date.day for d in result.surprises] == [2]
    assert result.to_json()["failures"] == [{"date": "2024-01-03", "answer": "x", "guesses": 8}]


def test_a_backtest_day_never_sees_its_own_answer(monkeypatch, tmp_path):
    seen = []
    real = backtest_module.fit_prior

    def spy(words, history, day, *args):
        seen.append((day, history.before(day)))
        return real(words, history, day, *args)

    monkeypatch.setattr(backtest_module, "fit_prior", spy)
    from wordle_tui.core.nyt.history import read_history

    history = read_history(history_file(tmp_path, [("2024-01-01", "raise"), ("2024-01-02", "arise")]))
    backtest_module.run_backtest(history, dt.date(2024, 1, 1), dt.date(2024, 1, 2), opener="raise")
    assert seen == [(dt.date(2024, 1, 1), []), (dt.date(2024, 1, 2), ["raise"])]


def test_history_update_offline_is_one_line_and_keeps_the_history(capsys, monkeypatch):
    monkeypatch.setenv("WORDLE_TUI_NYT_URL", "http://127.0.0.1:9/nothing-listens-here")
    code, out, err = run(capsys, "history", "update")
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert "added 0 of" in err and "cannot reach" in err
    data = run_json(capsys, "history", "--last", "1")
    assert data[-1]["date"] == "2025-12-31"
