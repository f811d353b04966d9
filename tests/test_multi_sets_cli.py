"""`multi suggest/bench` play a sensible answer set: likely by default, any named set or file."""

import json

from wordle_tui.core.game.feedback import score
from wordle_tui.core.game.words import WORDLIST_DIR, read_words

from .test_cli import run


def likely_words() -> set[str]:
    return set(read_words(WORDLIST_DIR / "original-answers.txt").words) | set(
        read_words(WORDLIST_DIR / "nyt-likely-2023.txt").words
    )


def test_multi_suggest_plays_the_likely_set_by_default(capsys):
    code, out, err = run(
        capsys, "multi", "suggest", "--boards", "2", "--top", "1", "salet=bbbbb,bbbbb", "--json"
    )
    assert code == 0, err
    data = json.loads(out)
    likely = likely_words()
    assert data["answer_set"] == "likely" and data["answers"] == len(likely) == 3171
    fits = sum(score("salet", w) == 0 for w in likely)  # counted here, from the lists themselves
    assert [b["candidates"] for b in data["board_states"]] == [fits, fits]


def test_multi_set_and_answer_files_on_request(capsys, tmp_path):
    answers = tmp_path / "quordle.txt"
    answers.write_text("bound\nfound\nsight\nnight\ncrane\n")
    code, out, err = run(capsys, "multi", "suggest", "--boards", "2", "--answers", str(answers), "--json")
    data = json.loads(out)
    assert code == 0 and data["answer_set"] == "quordle.txt" and data["answers"] == 5
    # Not among the answers, but a word NYT accepts: a five-letter file plays with every NYT guess.
    code, out, err = run(
        capsys, "multi", "suggest", "--boards", "2", "--answers", str(answers), "salet=bbbbb,bbbbg"
    )
    assert code == 0, err
    code, out, err = run(
        capsys, "multi", "bench", "--set", "original", "--boards", "2", "--deals", "1", "--json"
    )
    assert code == 0 and json.loads(out)["answer_set"] == "original"
