"""`wordle-tui openers --all` from the command line: proven on small word files, and a rerun resumes."""

from wordle_tui.cli import main
from wordle_tui.core.game.words import named_set


def test_openers_all_proves_the_best_opener_and_a_rerun_resumes(capsys, tmp_path):
    original = named_set("original")
    answers = original.answers[::150]
    guesses = sorted(set(original.allowed[::600]) | set(answers))
    (tmp_path / "answers.txt").write_text("\n".join(answers) + "\n")
    (tmp_path / "words.txt").write_text("\n".join(guesses) + "\n")
    argv = [
        "openers",
        "--all",
        "--words",
        str(tmp_path / "words.txt"),
        "--answers",
        str(tmp_path / "answers.txt"),
        "--progress",
        str(tmp_path / "progress.jsonl"),
        "--workers",
        "2",
    ]
    assert main(argv) == 0
    first = capsys.readouterr().out
    assert f"best of all {len(guesses)} openers;" in first and "not proven" not in first
    lines = (tmp_path / "progress.jsonl").read_text().splitlines()
    assert len(lines) == 2 + len(guesses)  # the key, the upper bound, one line per opener
    assert main(argv) == 0
    again = capsys.readouterr().out
    assert again.split(";")[0] == first.split(";")[0]  # the same opener and total
    assert (tmp_path / "progress.jsonl").read_text().splitlines() == lines  # nothing settled twice
