"""`wordle-tui cache`: what is cached, and clearing it."""

from wordle_tui.cli import main


def test_cache_shows_the_files_and_clear_removes_them(capsys, tmp_path):
    assert main(["suggest", "--words", str(_words(tmp_path))]) == 0
    capsys.readouterr()
    assert main(["cache"]) == 0
    out = capsys.readouterr().out
    assert str(tmp_path / "cache") in out and "patterns-" in out and "of a 512 MB limit" in out
    assert main(["cache", "clear"]) == 0
    assert capsys.readouterr().out.startswith("removed ")
    assert main(["cache"]) == 0
    assert ": 0 files" in capsys.readouterr().out


def _words(tmp_path):
    path = tmp_path / "words.txt"
    path.write_text("crane\nslate\ntrace\ncrate\n")
    return path
