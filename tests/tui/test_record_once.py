"""One record per daily puzzle, written once at the game's end (defects 1, 2, 3 and 8 in the app):
nothing after the end (F3, F4, undo and redo, a restart) adds or replaces it; a game opened
finished that the record lacks is written; archive (--date) and practice games are kept apart;
a locked or broken record loses no finished game and never leaves the review "reviewing..."."""

import datetime as dt
import errno
import json
import os
import sqlite3

from textual.widgets import Static

from wordle_tui.cli import main
from wordle_tui.core.coach.record import Record, default_path
from wordle_tui.core.game.board import Board, Row
from wordle_tui.core.game.feedback import decode, score
from wordle_tui.core.storage.save import save_board, slot_path
from wordle_tui.tui import coach
from wordle_tui.tui.screens.review import ReviewScreen

from .conftest import notices, settle, settle_screen
from .test_today_play import small_today

SIZE = (120, 40)
GAME = ("salet", "crony", "bound")
ARCHIVE_DAY = dt.date(2025, 3, 1)


def board(words=GAME[:2], answer="bound", practice=False) -> Board:
    rows = tuple(Row(w, tuple(decode(score(w, answer), 5))) for w in words)
    return Board(word_set="today", rows=rows, strategy="entropy", answer=answer if practice else None)


def today_app(make_app, b: Board | None = None, **kw):
    return make_app(b or board(), sources={"today": small_today}, **kw)


def verdict(app) -> str:
    return str(app.screen.query_one("#review-verdict", Static).render())


def notes(app) -> list[str]:
    return notices(app)


async def finish(pilot, word="bound") -> None:
    await pilot.press(*word, "enter")
    if not pilot.app.play.board.answer:  # the player types the colours the real game showed
        await pilot.press(*"ggggg", "enter")
    await settle_screen(pilot)


def recorded() -> list:
    from wordle_tui.core.coach.record import read_games

    return read_games().games


def waiting() -> list:
    from wordle_tui.core.coach import pending

    return pending.waiting()


def stats_json(capsys) -> dict:
    assert main(["stats", "--json"]) == 0
    return json.loads(capsys.readouterr().out)


async def test_nothing_after_the_end_records_the_daily_game_again(make_app, tmp_path, capsys):
    app = make_app(board(), sources={"today": small_today, "tiny": small_today})
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await finish(pilot)
        assert isinstance(app.screen, ReviewScreen) and "kept in your record" in verdict(app)
        await pilot.press("escape")
        for keys in (["f4"], ["f3"], ["ctrl+z"] * 3, ["ctrl+y"] * 3, ["f4"]):  # F4 back to today
            await pilot.press(*keys)
            await settle(pilot)
            await settle_screen(pilot)
            assert not isinstance(app.screen, ReviewScreen), keys  # no second review either
        assert app.play.board.over and app.play.board.word_set == "today"
    async with today_app(make_app, app.play.board).run_test(size=SIZE) as pilot:  # a restart
        await settle(pilot)
        await settle_screen(pilot)
    (game,) = recorded()
    assert game.kind == "daily" and game.words == GAME
    data = stats_json(capsys)
    assert (data["played"], data["won"], data["current_streak"]) == (1, 1, 1)
    assert sum(data["distribution"].values()) == 1 and data["distribution"]["3"] == 1


async def test_a_second_game_of_the_same_puzzle_is_not_recorded_and_the_screen_says_so(make_app):
    app = today_app(make_app)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await finish(pilot)
    # ctrl+n keeps the finished daily game (test_coach_screens.py); a new board of the same
    # puzzle comes at a start, as from another data directory or a save lost
    app = today_app(make_app, Board(word_set="today", strategy="entropy"))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await finish(pilot)
        assert isinstance(app.screen, ReviewScreen)
        assert "already in your record (SALET CRONY BOUND, solved in 3)" in verdict(app)
        assert any("the first finished game stands" in n for n in notes(app))
    (game,) = recorded()
    assert game.words == GAME


async def test_a_game_opened_finished_that_the_record_lacks_is_written_with_its_scores(make_app, tmp_path):
    """Defect 2: killed while "reviewing...", the restart showed the game solved but the record
    never had it."""
    finished = board(GAME)
    save_board(slot_path(tmp_path, "daily"), finished)
    app = today_app(make_app, finished)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await settle_screen(pilot)
        await app.play.workers.wait_for_complete()
        await settle(pilot)
        assert not isinstance(app.screen, ReviewScreen)  # no review opens on a restart
    (game,) = recorded()
    assert game.words == GAME and game.kind == "daily" and game.skill is not None


async def test_a_game_opened_finished_is_in_the_record_before_its_review_ends(
    make_app, tmp_path, monkeypatch
):
    """The play-test's restart: the game waited in the queue for the whole review (minutes)."""
    import threading
    import time

    release, reviewing = threading.Event(), threading.Event()
    real = coach.review_game

    def slow_review(*args, **kwargs):
        reviewing.set()
        release.wait(240)  # until the test has looked at the record
        return real(*args, **kwargs)

    monkeypatch.setattr(coach, "review_game", slow_review)
    finished = board(GAME)
    save_board(slot_path(tmp_path, "daily"), finished)
    app = today_app(make_app, finished)
    async with app.run_test(size=SIZE) as pilot:
        waited = time.monotonic()  # (settle would wait for the review: the loop must run meanwhile)
        while not (reviewing.is_set() and recorded()) and time.monotonic() - waited < 60:
            await pilot.pause(0.1)
        assert reviewing.is_set() and not release.is_set()
        (game,) = recorded()
        assert game.words == GAME  # in the record while its review goes on
        release.set()
        waited = time.monotonic()  # the review's end queues the scores, and a new worker writes them
        while recorded()[0].skill is None and time.monotonic() - waited < 120:
            await pilot.pause(0.1)
    (game,) = recorded()
    assert game.skill is not None


async def test_archive_and_practice_games_are_apart_and_a_replayed_date_keeps_the_first(make_app, capsys):
    """Defect 3: --date games counted in the daily statistics; a replayed date overwrote. A replay
    (which knows the answer) was then recorded beside the first: the first stands, as for the daily."""
    for words, said in (
        (GAME[:2], "(archive) is kept in your record, apart from the daily statistics"),
        (GAME[1:2], "(archive) is already in your record (SALET CRONY LIGHT, solved in 3): the first"),
    ):
        app = today_app(make_app, board(words, answer="light"), day=ARCHIVE_DAY)
        async with app.run_test(size=SIZE) as pilot:
            await settle(pilot)
            await finish(pilot, "light")
            assert said in verdict(app)
    app = today_app(make_app, board((), practice=True))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await finish(pilot)
        await app.play.workers.wait_for_complete()
    app = today_app(make_app)  # and one daily game
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await finish(pilot)
    data = stats_json(capsys)
    assert (data["played"], data["archive"]["played"], data["practice"]["played"]) == (1, 1, 1)
    assert sum(data["distribution"].values()) == 1
    assert main(["stats", "--archive"]) == 0
    listed = capsys.readouterr().out.splitlines()
    assert sum(line.startswith(f"archive #{1351} {ARCHIVE_DAY}") for line in listed) == 1


async def test_a_game_ended_while_the_record_is_locked_is_written_when_the_lock_goes(make_app, monkeypatch):
    monkeypatch.setattr(coach, "LOCK_WAIT", 0.1)
    monkeypatch.setattr(coach, "RETRY", 0.2)
    path = default_path()
    Record(path).close()
    writer = sqlite3.connect(path, isolation_level=None)
    writer.execute("BEGIN IMMEDIATE")  # another process writing, for longer than a writer waits
    app = today_app(make_app)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await pilot.press(*"bound", "enter", *"ggggg", "enter")
        await pilot.pause(1.0)
        assert any("the record is busy" in n for n in notes(app))
        assert not any("move it aside" in n for n in notes(app))
        writer.execute("ROLLBACK")  # the other process is done
        for _ in range(30):
            await pilot.pause(0.2)
            if recorded():
                break
        await app.screen.workers.wait_for_complete()
    writer.close()
    (game,) = recorded()
    assert game.words == GAME and waiting() == []


async def test_a_broken_record_ends_the_review_with_a_line_and_the_game_waits(make_app):
    path = default_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE games (day TEXT)")
    db.execute("PRAGMA user_version = 1")  # a version 1 record by its number only
    db.commit()
    db.close()
    app = today_app(make_app)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await finish(pilot)
        assert isinstance(app.screen, ReviewScreen)
        summary, *_, trouble = verdict(app).splitlines()  # the summary stays, the record's trouble last
        assert summary.startswith("skill ") and "solved in 3" in summary
        assert "unexpected layout" in trouble and trouble.endswith(
            "; the game waits beside the record and is added once the record can be written"
        )
        assert any("unexpected layout" in n for n in notes(app))
    assert {g.words for g in waiting()} == {GAME}  # kept until the record can be used


async def test_a_full_disk_keeps_the_review_s_summary_and_says_what_waits(make_app, monkeypatch):
    """The review's first line was "· could not add the scores to the record: [Errno 28] No space
    left on device": no summary, an errno, nothing on the game. The game was queued at its end;
    the review's scores could not be."""
    from wordle_tui.core.coach import pending

    from ..core.test_record_faults import full_record

    full_record(monkeypatch)
    opened = []

    def queue_open(*args, **kwargs):  # the disk fills after the game's end was queued
        opened.append(args)
        if len(opened) > 1:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return open(*args, **kwargs)

    monkeypatch.setattr(pending, "open", queue_open, raising=False)
    app = today_app(make_app)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await finish(pilot)
        summary, *_, trouble = verdict(app).splitlines()
        assert summary.startswith("skill ") and "solved in 3" in summary and "Errno" not in trouble
        assert trouble.startswith("cannot write the game record's queue") and trouble.endswith(
            "the disk is full, free some space; the game waits beside the record without the "
            "review's scores, and is added once the record can be written"
        )
        assert any("the disk is full: the game record" in n for n in notes(app))
        assert not any("move it aside" in n for n in notes(app))
    assert [g.words for g in waiting()] == [GAME]


async def test_a_game_that_could_not_be_queued_is_not_said_to_be_kept(make_app, monkeypatch):
    """The queue could not be written and the queue was empty, so the write after it found nothing
    to do and said "Wordle #N is kept in your record". Nor is it said to be lost: the next start
    records the daily game from its save (a play-tester read "not kept", then found it in stats)."""
    from wordle_tui.core.coach import pending

    def no_space(*args, **kwargs):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(pending, "open", no_space, raising=False)
    app = today_app(make_app)
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await finish(pilot)
        await app.workers.wait_for_complete()
        assert any(
            n.endswith(
                "the disk is full, free some space; not in the record yet: the next start adds this "
                "game from its save"
            )
            for n in notes(app)
        )
        assert not any("kept in your record" in n for n in notes(app))
