"""`history update` against a real HTTP server on 127.0.0.1, at a fixed clock."""

import datetime as dt
import json
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from wordle_tui.core.game.words import named_set
from wordle_tui.core.nyt.fetch import URL_ENV, update_history
from wordle_tui.core.nyt.history import load_history, user_history_path


@pytest.fixture(autouse=True)
def player_in_new_york(monkeypatch):
    import time

    monkeypatch.setenv("TZ", "America/New_York")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


ALLOWED = frozenset(named_set("today").allowed)
# 2026-01-03 at 04:30 UTC is 23:30 on 2 January for a player in New York (the machine's zone
# in these tests): their yesterday is 1 January.
LATE_ON_JAN_2 = dt.datetime(2026, 1, 3, 4, 30, tzinfo=dt.UTC)
ON_JAN_4 = dt.datetime(2026, 1, 4, 15, 0, tzinfo=dt.UTC)


class Fixture(BaseHTTPRequestHandler):
    answers: dict = {}  # path -> (status, body)
    asked: list = []

    def do_GET(self):
        Fixture.asked.append(self.path)
        status, body = Fixture.answers.get(self.path, (404, "{}"))
        data = body.encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *args):
        pass


@pytest.fixture
def server(monkeypatch):
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Fixture)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    Fixture.answers, Fixture.asked = {}, []
    monkeypatch.setenv(URL_ENV, f"http://127.0.0.1:{httpd.server_address[1]}/svc/wordle/v2")
    yield Fixture
    httpd.shutdown()
    httpd.server_close()
    thread.join()


def serve(fixture, day: str, solution, status: int = 200):
    fixture.answers[f"/svc/wordle/v2/{day}.json"] = (
        status,
        json.dumps({"solution": solution, "print_date": day}),
    )


def test_fetches_only_the_missing_days_up_to_yesterday(server, tmp_path):
    for day, word in (("2026-01-01", "ghost"), ("2026-01-02", "crane"), ("2026-01-03", "spoil")):
        serve(server, day, word)
    result = update_history(ALLOWED, now=LATE_ON_JAN_2, data_dir=tmp_path)
    assert server.asked == [
        "/svc/wordle/v2/2026-01-01.json"
    ]  # never 2 January: it is still today in New York
    assert result.added == [(dt.date(2026, 1, 1), "ghost")] and result.error is None
    assert load_history(data_dir=tmp_path).history.answer_on(dt.date(2026, 1, 1)) == "ghost"

    server.asked.clear()
    result = update_history(ALLOWED, now=ON_JAN_4, data_dir=tmp_path)
    assert server.asked == ["/svc/wordle/v2/2026-01-02.json", "/svc/wordle/v2/2026-01-03.json"]
    history = load_history(data_dir=tmp_path).history
    assert history.last == dt.date(2026, 1, 3) and history.answer_on(dt.date(2026, 1, 1)) == "ghost"

    server.asked.clear()
    assert update_history(ALLOWED, now=ON_JAN_4, data_dir=tmp_path).wanted == 0 and server.asked == []


@pytest.mark.parametrize("solution", ["zzzzz", "ab", 42, None])
def test_rejects_an_answer_that_is_not_an_allowed_word(server, tmp_path, solution):
    serve(server, "2026-01-01", "ghost")
    serve(server, "2026-01-02", solution)
    result = update_history(ALLOWED, now=ON_JAN_4, data_dir=tmp_path)
    assert "not an allowed word" in result.error and result.added == [(dt.date(2026, 1, 1), "ghost")]
    history = load_history(data_dir=tmp_path).history
    assert history.last == dt.date(2026, 1, 1)  # the good day is kept, the bad one not stored


def test_rejects_a_malformed_reply(server, tmp_path):
    server.answers["/svc/wordle/v2/2026-01-01.json"] = (200, "<html>not json</html>")
    result = update_history(ALLOWED, now=ON_JAN_4, data_dir=tmp_path)
    assert "not the expected JSON" in result.error and not user_history_path(tmp_path).exists()


def test_a_server_error_keeps_everything_already_stored(server, tmp_path):
    serve(server, "2026-01-01", "ghost")
    update_history(ALLOWED, now=LATE_ON_JAN_2, data_dir=tmp_path)
    before = user_history_path(tmp_path).read_bytes()
    serve(server, "2026-01-02", "crane", status=500)
    result = update_history(ALLOWED, now=ON_JAN_4, data_dir=tmp_path)
    assert "HTTP 500" in result.error and result.added == []
    assert user_history_path(tmp_path).read_bytes() == before
    assert "stopped: " in result.summary()


def test_offline_says_so_in_one_line(monkeypatch, tmp_path):
    monkeypatch.setenv(URL_ENV, "http://127.0.0.1:9/nothing-listens-here")
    result = update_history(ALLOWED, now=LATE_ON_JAN_2, data_dir=tmp_path)
    assert "cannot reach" in result.error and "\n" not in result.error
    assert load_history(data_dir=tmp_path).history.last == dt.date(2025, 12, 31)


def test_progress_is_reported_and_cancel_stops_keeping_what_was_fetched(server, tmp_path):
    import threading

    for day, word in (("2026-01-01", "ghost"), ("2026-01-02", "crane"), ("2026-01-03", "spoil")):
        serve(server, day, word)
    cancel, seen = threading.Event(), []

    def progress(done, total):
        seen.append((done, total))
        cancel.set()  # the player cancels after the first day

    result = update_history(ALLOWED, now=ON_JAN_4, data_dir=tmp_path, on_progress=progress, cancel=cancel)
    assert seen == [(1, 3)] and result.cancelled and result.added == [(dt.date(2026, 1, 1), "ghost")]
    assert load_history(data_dir=tmp_path).history.last == dt.date(2026, 1, 1)
    assert "cancelled" in result.summary()
