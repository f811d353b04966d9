"""A data directory the app cannot write (issue 22): it starts, resumes what it can read, says
it cannot save, and writes nothing; a file in place of the directory is named as such. A save
that cannot be read is moved aside, and the warning names where, on screen long enough to read."""

import argparse
import errno
import os

from filelock import FileLock

from wordle_tui.core.game.board import Board, Row
from wordle_tui.core.storage.save import SaveLock, save_board
from wordle_tui.tui.notices import WARNING_SECONDS
from wordle_tui.tui.startup import open_app

from .conftest import notices, settle, tiny


def args() -> argparse.Namespace:
    return argparse.Namespace(
        set="tiny", answer=None, practice=False, rows=None, hard=False, strategy=None, any_word=False
    )


async def test_a_read_only_data_directory_plays_and_says_it_cannot_save(tmp_path, monkeypatch):
    data = tmp_path / "data"
    save_board(data / "game.json", Board(word_set="tiny", rows=(Row("salet", (0,) * 5),)))
    before = {p.name: p.read_bytes() for p in data.iterdir()}

    def refused(self, *a, **k):  # what filelock meets in a read-only directory
        raise PermissionError(errno.EPERM, os.strerror(errno.EPERM), str(data / "game.lock"))

    monkeypatch.setattr(FileLock, "acquire", refused)
    app = open_app(args(), data, SaveLock(data), {"tiny": tiny})
    async with app.run_test() as pilot:
        await settle(pilot)
        assert [row.word for row in app.play.board.rows] == ["salet"]  # the saved game, resumed
        assert "cannot be written" in app.play.sub_title
        assert f"cannot save in {data} (Operation not permitted): nothing is saved" in notices(app)
        await pilot.press(*"fight", "enter", "enter")
    assert {p.name: p.read_bytes() for p in data.iterdir()} == before


async def test_a_file_in_place_of_the_data_directory_is_named(tmp_path):
    data = tmp_path / "data"
    data.write_text("not a directory")
    app = open_app(args(), data, SaveLock(data), {"tiny": tiny})
    async with app.run_test() as pilot:
        await settle(pilot)
        messages = notices(app)
        assert messages == [f"cannot save: {data} (the data directory) is a file; move it away to save"]
        await pilot.press(*"salet", "enter", "enter")
    assert data.read_text() == "not a directory"


async def test_a_game_the_record_cannot_take_is_told_once_with_no_contradiction(tmp_path):
    """A play-tester's: with a file in place of the data directory, a finished game was "not
    kept for the record" ("[Errno 17] File exists: ...") and, a moment later, "waits and is
    written when the record can be used"."""
    data = tmp_path / "data"  # the record's directory too (isolated_dirs)
    data.write_text("not a directory")
    practice = argparse.Namespace(**{**vars(args()), "answer": "hound"})
    app = open_app(practice, data, SaveLock(data), {"tiny": tiny})
    async with app.run_test() as pilot:
        await settle(pilot)
        await pilot.press(*"hound", "enter")
        await settle(pilot)
        assert app.play.board.over
        told = notices(app)[1:]  # after the start's "cannot save"
    assert told == [
        f"cannot write the game record's queue {data}/record.sqlite3.pending: {data} is a file where "
        "a folder should be; this game is not kept for the record"
    ]


async def test_a_corrupt_save_is_moved_aside_and_the_warning_names_its_full_path(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    (data / "game.json").write_text("{broken")
    app = open_app(args(), data, SaveLock(data), {"tiny": tiny})
    async with app.run_test() as pilot:
        await settle(pilot)
        (aside,) = data.glob("game.json.corrupt-*")
        (toast,) = [n for n in app._notifications if "invalid" in n.message]
        assert f"moved it to {aside} and started afresh" in toast.message  # the directory too
        assert toast.severity == "warning" and toast.timeout == WARNING_SECONDS >= 30
