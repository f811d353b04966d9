"""`wordle-tui openers WORD --hard` says which openers cannot always win within 6, from the
shipped decision (core/deep/proof_six_run.py) for those lists."""

import gzip
import json

from wordle_tui.cli import main
from wordle_tui.core.deep import proof_six_run
from wordle_tui.core.deep.proof_six_run import decide_openers, shipped_content
from wordle_tui.core.game.patterns import Patterns
from wordle_tui.core.game.words import WordSet, named_set

# once _ATCH, _IGHT or _AKER is green, hard mode tries one letter a guess: some openers lose
TRAPS = ["batch", "catch", "hatch", "latch", "match", "patch", "watch", "fight", "light", "might"]
TRAPS += ["night", "right", "sight", "tight", "baker", "faker", "maker", "taker", "wager", "water"]


def test_openers_that_cannot_win_within_six_are_named(capsys, tmp_path, monkeypatch):
    original = named_set("original")
    answers = sorted(set(original.answers[::150]) | set(TRAPS))
    guesses = sorted(set(original.allowed[::600]) | set(answers))
    (tmp_path / "answers.txt").write_text("\n".join(answers) + "\n")
    (tmp_path / "words.txt").write_text("\n".join(guesses) + "\n")
    lists = ["--words", str(tmp_path / "words.txt"), "--answers", str(tmp_path / "answers.txt"), "--hard"]
    lists += ["--progress", str(tmp_path / "progress.jsonl")]
    assert main(["openers", "--all", "--workers", "1", *lists]) == 0
    best = capsys.readouterr().out.split()[0].lower()
    words = WordSet.build("cli", answers, guesses)
    decided = decide_openers(Patterns.load(words, tmp_path), tmp_path / "six.jsonl", workers=1)
    losing = sorted(g for g, (wins, _) in decided.items() if not wins)
    assert losing and best not in losing
    monkeypatch.setattr(proof_six_run, "SIX_DIR", tmp_path)
    data = json.dumps(shipped_content(words, decided, {})).encode()
    (tmp_path / f"{words.key}-hard.json.gz").write_bytes(gzip.compress(data))
    assert main(["openers", best, losing[0], *lists]) == 0
    text = capsys.readouterr().out.splitlines()
    assert "cannot" not in text[0] and text[1].endswith("; cannot win within 6")
    assert f"; {len(losing)} cannot always win within 6)" in text[-1]
    assert main(["openers", best, losing[0], "--json", *lists]) == 0
    found = json.loads(capsys.readouterr().out)["openers"]
    assert [o["wins_within_six"] for o in found] == [True, False]


def test_the_shipped_nyt2023_decision_counts_what_selby_published():
    """Every opener of the NYT 14855 / 3158 lists decided (182794 s of workers' CPU over
    sessions 16-34): 7402 of 14855 cannot always win within 6 in hard mode (Selby: 7402);
    TARSE, the proven best, is not among them."""
    cannot = proof_six_run.load_cannot_win(named_set("nyt2023"))
    assert cannot is not None and len(cannot) == 7402
    assert "tarse" not in cannot and "peppy" in cannot


def test_the_shipped_nyt2022_decision_counts_what_selby_published():
    """Every opener of the NYT 2022 lists decided (2072 s of CPU): 2136 of 14855 cannot always
    win within 6 in hard mode, Selby's published count; the best opener is not among them."""
    cannot = proof_six_run.load_cannot_win(named_set("nyt2022"))
    assert cannot is not None and len(cannot) == 2136
    assert "salet" not in cannot and "aargh" in cannot
