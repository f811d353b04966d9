"""The history fetch's faults (issue 22): a deadline per answer and per update, cancel at once,
days stored as they come, and writes that fail in one clear line. Against tests/loopback.py."""

import datetime as dt
import errno
import threading
import time

import pytest

from tests.loopback import Loopback
from wordle_tui.core.game.words import named_set
from wordle_tui.core.nyt import fetch
from wordle_tui.core.nyt.fetch import update_history
from wordle_tui.core.nyt.history import load_history, user_history_path
from wordle_tui.core.storage import cache

ALLOWED = frozenset(named_set("today").allowed)
ON_JAN_5 = dt.datetime(2026, 1, 5, 15, 0, tzinfo=dt.UTC)  # yesterday in New York: 4 January
JAN = [f"2026-01-0{i}" for i in range(1, 5)]


def stored(tmp_path) -> list[str]:
    history = load_history(data_dir=tmp_path).history
    return [d.isoformat() for d, _ in history.days if d >= dt.date(2026, 1, 1)]


@pytest.mark.parametrize("fault", ["hang", "drip"])
def test_cancel_interrupts_a_hung_or_dripping_request_and_keeps_the_days_before(tmp_path, fault):
    with Loopback(**{fault: {JAN[2]}}) as server:
        cancel = threading.Event()
        threading.Timer(1.0, cancel.set).start()  # the player cancels while 3 January hangs
        result = update_history(ALLOWED, now=ON_JAN_5, data_dir=tmp_path, url=server.url, cancel=cancel)
        cancelled_at = time.monotonic()
    assert result.cancelled and [d.isoformat() for d, _ in result.added] == JAN[:2]
    assert stored(tmp_path) == JAN[:2]
    assert server.asked == JAN[:3]
    assert cancelled_at - server.started < 10  # not the socket timeout nor the drip: at once


def test_a_dripping_server_meets_the_update_s_deadline(tmp_path):
    with Loopback(drip={JAN[1]}) as server:
        result = update_history(ALLOWED, now=ON_JAN_5, data_dir=tmp_path, url=server.url, seconds=1.5)
    assert "no complete answer within" in result.error and stored(tmp_path) == JAN[:1]


def test_each_answer_has_its_own_deadline(tmp_path, monkeypatch):
    monkeypatch.setattr(fetch, "ANSWER_SECONDS", 1.0)
    with Loopback(hang={JAN[0]}) as server:
        result = update_history(ALLOWED, now=ON_JAN_5, data_dir=tmp_path, url=server.url)
    assert result.error.endswith("no complete answer within 1 s") and result.added == []


def test_a_reply_over_100_000_bytes_is_read_whole(tmp_path):
    body = ('{"solution": "cigar", "padding": "' + "x" * 150_000 + '"}').encode()
    with Loopback(body=body) as server:
        result = update_history(ALLOWED, now=ON_JAN_5, data_dir=tmp_path, url=server.url)
    assert result.error is None and stored(tmp_path) == JAN


def test_a_redirect_loop_is_one_line(tmp_path):
    with Loopback(redirect=True) as server:
        result = update_history(ALLOWED, now=ON_JAN_5, data_dir=tmp_path, url=server.url)
    assert "redirect" in result.error and "\n" not in result.error and "\\n" not in result.error


def test_a_directory_in_place_of_the_file_is_said_and_the_fetched_day_shown(tmp_path):
    user_history_path(tmp_path).mkdir(parents=True)
    with Loopback() as server:
        result = update_history(ALLOWED, now=ON_JAN_5, data_dir=tmp_path, url=server.url)
    assert result.error == f"cannot store the answer history in {user_history_path(tmp_path)}: Is a directory"
    assert result.unstored == [(dt.date(2026, 1, 1), "cigar")] and "2026-01-01 CIGAR" in result.summary()
    assert [p.name for p in tmp_path.iterdir()] == ["nyt-answers.tsv"]  # no temporary file left


@pytest.mark.parametrize(
    ("code", "said"),
    [(errno.ENOSPC, "the disk is full (No space left on device)"), (errno.EROFS, "Read-only file system")],
)
def test_a_failed_write_keeps_the_days_stored_before_it_and_names_the_file(tmp_path, monkeypatch, code, said):
    real, writes = cache.atomic_write, []

    def write(path, data):
        writes.append(path)
        if len(writes) == 3:  # the disk fills up on the third day
            raise OSError(code, __import__("os").strerror(code), str(path) + "123.tmp")
        real(path, data)

    monkeypatch.setattr(cache, "atomic_write", write)
    with Loopback() as server:
        result = update_history(ALLOWED, now=ON_JAN_5, data_dir=tmp_path, url=server.url)
    assert result.error == f"cannot store the answer history in {user_history_path(tmp_path)}: {said}"
    assert ".tmp" not in result.summary() and stored(tmp_path) == JAN[:2]
    assert result.unstored == [(dt.date(2026, 1, 3), "cigar")]
