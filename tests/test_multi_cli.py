"""`wordle-tui multi`: suggest and bench, driven as a user would."""

import json

import pytest

from wordle_tui.cli import main
from wordle_tui.core.game.feedback import format_pattern, score


@pytest.fixture
def lists(tmp_path, small_words):
    answers, words = tmp_path / "answers.txt", tmp_path / "words.txt"
    answers.write_text("\n".join(small_words.answers))
    words.write_text("\n".join(small_words.allowed))
    return ["--answers", str(answers), "--words", str(words)], small_words


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _move(guess, answers, solved=()):
    return guess + "=" + ",".join("-" if a in solved else format_pattern(score(guess, a), 5) for a in answers)


def test_suggest_reads_feedback_per_board(capsys, lists):
    files, words = lists
    answers = words.answers[:4]
    opener = next(w for w in words.allowed if w not in answers)
    moves = [_move(opener, answers), _move(answers[0], answers), _move(answers[1], answers, answers[:1])]
    assert moves[2].split("=")[1].startswith("-,ggggg,")  # board 1 done, board 2 solved now
    code, out, err = run(capsys, "multi", "suggest", "--boards", "4", *files, *moves, "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["boards"] == 4 and data["limit"] == 9 and data["guesses_left"] == 6
    assert [b["solved"] for b in data["board_states"]] == [True, True, False, False] and data[
        "boards_left"
    ] == 2
    for state, answer in zip(data["board_states"][2:], answers[2:], strict=False):
        assert answer in state["candidate_words"]
    assert data["suggestions"] and set(data["suggestions"][0]) >= {"guess", "bits", "could_solve"}
    _, text, _ = run(capsys, "multi", "suggest", "--boards", "4", *files, *moves)
    assert "board 1: solved" in text and "6 left for 2 boards" in text
    # one guess for two boards: the app's "1 short", not a list of guesses that could win
    _, text, _ = run(
        capsys, "multi", "suggest", "--boards", "2", "--limit", "2", *files, moves[0].rsplit(",", 2)[0]
    )
    assert "1 left for 2 boards, 1 short: not every board can be solved now" in text


def test_suggest_text_names_the_columns_as_the_app_does(capsys, lists):
    files, words = lists
    answers = words.answers
    for guess in words.allowed:  # a guess that leaves one board a single candidate, another several
        groups = {}
        for a in answers:
            groups.setdefault(score(guess, a), []).append(a)
        single = [g[0] for g in groups.values() if len(g) == 1 and g[0] != guess]
        many = [g[0] for g in groups.values() if len(g) > 2]
        if single and many:
            break
    code, text, err = run(
        capsys, "multi", "suggest", "--boards", "2", *files, _move(guess, [single[0], many[0]])
    )
    assert code == 0, err
    assert "   1 candidate  " in text and "1 candidates" not in text
    header = next(line for line in text.splitlines() if line.strip().startswith("guess"))
    assert header.split()[:5] == ["guess", "bits", "fits", "sure", "win"][: len(header.split())]
    assert "certain" not in header and "sure:" in text
    assert sum(1 for line in text.splitlines() if line.startswith("  ") and line.split()[0].isupper()) == 10


@pytest.mark.parametrize(
    "argv,message",
    [
        (["--boards", "2", "zzzzz=bbbbb,bbbbb"], "ZZZZZ is not in the allowed word list"),
        (["--boards", "2", "WORD=bbbbb"], "1 board given, the game has 2"),
        (["--boards", "3", "--limit", "2"], "--limit 2 cannot solve 3 boards"),
        (["--boards", "0"], "--boards needs a positive number"),
        (["--boards", "2", "nofeedback"], "write GUESS=FB1,FB2"),
    ],
)
def test_suggest_bad_input_says_what_is_wrong(capsys, lists, argv, message):
    files, words = lists
    argv = [a.replace("WORD", words.allowed[0]) for a in argv]
    code, _, err = run(capsys, "multi", "suggest", *files, *argv)
    assert code == 2 and message in err and len(err.strip().splitlines()) == 1


def test_an_unknown_option_names_multi_suggest(capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["multi", "suggest", "--bogus"])
    assert stopped.value.code == 2
    assert capsys.readouterr().err.startswith(
        "wordle-tui multi suggest: error: unrecognized arguments: --bogus (`wordle-tui multi suggest --help`"
    )


def test_bench_json_schema_and_same_seed_same_deals(capsys, lists):
    files, _ = lists
    argv = ["multi", "bench", "--boards", "4", "--deals", "5", "--seed", "11", *files, "--json"]
    code, out, err = run(capsys, *argv)
    assert code == 0, err
    data = json.loads(out)
    assert {"boards", "limit", "deals", "wins", "win_rate", "average", "histogram", "seconds"} <= set(data)
    assert data["boards"] == 4 and data["limit"] == 9 and data["deals"] == 5
    assert sum(data["histogram"].values()) == 5
    _, again, _ = run(capsys, *argv)
    assert json.loads(again)["worst"] == data["worst"]


def test_bench_text_reports_win_rate_histogram_and_worst(capsys, lists):
    files, _ = lists
    code, out, _ = run(capsys, "multi", "bench", "--boards", "2", "--deals", "3", *files)
    assert code == 0
    assert "Dordle (2 boards in 7)" in out and "won (" in out and "average" in out
    assert "guesses" in out and "worst deals:" in out


@pytest.mark.parametrize(
    "argv,message", [(["--deals", "0"], "--deals needs"), (["--seed", "-1"], "--seed must")]
)
def test_bench_bad_numbers(capsys, lists, argv, message):
    files, _ = lists
    code, _, err = run(capsys, "multi", "bench", *files, *argv)
    assert code == 2 and message in err
