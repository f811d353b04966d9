import datetime as dt
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap

import pytest

from wordle_tui.core.coach.player_stats import LOST, player_stats
from wordle_tui.core.coach.record import MIGRATIONS, GameRecord, Record, default_path
from wordle_tui.core.errors import WordleError
from wordle_tui.core.game.puzzle import puzzle_number

from .old_records import record_of_version

DAY = dt.date(2025, 3, 1)
BATCH = 50


def game(day: int, guesses: int = 4, solved: bool = True, **kw) -> GameRecord:
    words = tuple(["salet"] * (guesses - 1) + ["abide"])
    colours = tuple(["bbbbb"] * (guesses - 1) + ["ggggg" if solved else "bbbbb"])
    when = DAY + dt.timedelta(days=day)
    return GameRecord(when, puzzle_number(when), words, colours, solved, **kw)


def test_games_round_trip_and_a_daily_puzzle_is_kept_once_the_first_standing(tmp_path):
    path = tmp_path / "r.sqlite3"
    with Record(path) as record:
        record.add(game(0, skill=80.0, luck=40.0, solver_guesses=3))
        record.add([game(2), game(1, 6, hard=True)])
        (kept,) = record.add(game(0, 3))  # another game of the same puzzle: the first stands
    assert kept.guesses == 4
    with Record(path) as record:
        games = record.games()
    assert [g.date for g in games] == [DAY, DAY + dt.timedelta(1), DAY + dt.timedelta(2)]
    assert games[0].guesses == 4 and games[0].skill == 80.0
    assert games[1].hard and games[1].words == ("salet",) * 5 + ("abide",)


def test_the_default_path_is_in_the_user_data_dir(isolated_dirs):
    assert default_path() == isolated_dirs / "data" / "record.sqlite3"


def test_migrations_bring_an_old_database_up_and_refuse_a_newer_one(tmp_path):
    path = tmp_path / "r.sqlite3"
    sqlite3.connect(path).close()  # version 0: empty
    with Record(path) as record:
        assert record.db.execute("PRAGMA user_version").fetchone()[0] == len(MIGRATIONS)
    db = sqlite3.connect(path)
    db.execute(f"PRAGMA user_version = {len(MIGRATIONS) + 1}")
    db.close()
    with pytest.raises(WordleError, match="newer wordle-tui"):
        Record(path)


def test_a_file_that_is_not_a_database_gets_a_clear_message_and_is_left_alone(tmp_path):
    path = tmp_path / "r.sqlite3"
    path.write_bytes(b"not a database at all, but the player's file" * 100)
    with pytest.raises(WordleError, match=r"cannot be used .* move it aside"):
        Record(path)
    assert path.read_bytes().startswith(b"not a database")


WRITER = textwrap.dedent("""
    import datetime as dt, sys
    from wordle_tui.core.coach.record import GameRecord, Record
    from wordle_tui.core.game.puzzle import puzzle_number
    day = lambda d: dt.date(1800, 1, 1) + dt.timedelta(days=d)
    start, count, batch = int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    with Record(sys.argv[1]) as record:
        for first in range(start, start + count, batch):
            record.add([GameRecord(day(d), puzzle_number(day(d)), ("salet",), ("ggggg",), True)
                        for d in range(first, first + batch)])
""")


def writer(path, start, count, batch):
    return subprocess.Popen([sys.executable, "-c", WRITER, str(path), str(start), str(count), str(batch)])


def count_games(path) -> int:
    try:
        with Record(path) as record:
            return len(record.games())
    except WordleError:
        return 0


def test_a_writer_killed_mid_write_leaves_whole_transactions(tmp_path):
    path = tmp_path / "r.sqlite3"
    proc = writer(path, 0, 10**6, BATCH)
    try:
        while count_games(path) < 5 * BATCH and proc.poll() is None:
            pass
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    db.close()
    kept = count_games(path)
    assert kept >= 5 * BATCH and kept % BATCH == 0
    with Record(path) as record:  # and it is still writable (a day before any the writer wrote)
        before = dt.date(1799, 12, 31)
        record.add(GameRecord(before, puzzle_number(before), ("salet",), ("ggggg",), True))
    assert count_games(path) == kept + 1


def test_two_processes_write_at_once_and_nothing_is_lost(tmp_path):
    path = tmp_path / "r.sqlite3"
    procs = [writer(path, 0, 300, 1), writer(path, 300, 300, 1)]
    assert [p.wait() for p in procs] == [0, 0]
    assert count_games(path) == 600


# -- statistics ----------------------------------------------------------------------------
def test_statistics_streaks_and_distribution():
    games = [
        game(0, 3),
        game(1, 4),
        game(2, 6, solved=False),
        game(3, 2),
        game(4, 4),
        game(5, 5),
        game(7, 3),
        game(8, 4),
    ]
    stats = player_stats(games, today=DAY + dt.timedelta(9))
    assert (stats.played, stats.won) == (8, 7)
    assert stats.win_rate == pytest.approx(7 / 8)
    assert stats.best_streak == 3  # days 3-5; day 6 was not played
    assert stats.current_streak == 2  # days 7-8, and yesterday was day 8
    assert stats.distribution == {1: 0, 2: 1, 3: 2, 4: 3, 5: 1, 6: 0}
    assert player_stats(games, today=DAY + dt.timedelta(11)).current_streak == 0  # a day was missed


def test_recent_averages_cover_the_last_14_days_against_the_solver():
    games = [
        game(-20, 6, skill=10.0),
        game(0, 3, skill=90.0, luck=60.0, solver_guesses=3),
        game(1, 6, solved=False, skill=50.0, luck=20.0),
        game(2, 4, skill=70.0, solver_guesses=4),
    ]
    recent = player_stats(games, today=DAY + dt.timedelta(2)).recent
    assert recent.games == 3
    assert recent.skill == pytest.approx(70.0)
    assert recent.luck == pytest.approx(40.0)
    assert recent.guesses == pytest.approx((3 + LOST + 4) / 3)
    assert recent.solver_guesses == pytest.approx(3.5)


def test_no_games_no_figures():
    stats = player_stats([], today=DAY)
    assert (stats.played, stats.win_rate, stats.current_streak, stats.recent.skill) == (0, 0.0, 0, None)
    assert stats.to_json()["win_rate"] is None  # a rate of no games is none, not 0% (the text says "won 0")
    assert set(stats.to_json()) >= {
        "played",
        "win_rate",
        "current_streak",
        "best_streak",
        "distribution",
        "recent",
    }


def test_one_daily_game_a_puzzle_the_first_stands(tmp_path):
    from wordle_tui.core.coach.game_end import keep, kept_note

    first, second = game(0, 2), game(0, 1)
    path = tmp_path / "r.sqlite3"
    assert keep(first, path) == first
    assert keep(first, path) == first  # the same game again: fine, still one
    stands = keep(second, path)
    assert stands == first
    assert "the first finished game stands" in kept_note(second, stands)
    with Record(path) as record:
        assert [g.words for g in record.games()] == [first.words]


def test_one_archive_game_a_puzzle_the_first_stands_as_for_the_daily(tmp_path):
    """A replayed archive day (ctrl+n on a finished --date game) was recorded a second time."""
    from wordle_tui.core.coach.game_end import keep, kept_note

    first, replay = game(0, 4, kind="archive"), game(0, 1, kind="archive")
    path = tmp_path / "r.sqlite3"
    assert keep(first, path) == first
    stands = keep(replay, path)
    assert stands == first
    assert kept_note(replay, stands) == (
        f"Wordle #{first.puzzle} of {DAY} (archive) is already in your record (SALET SALET SALET ABIDE, "
        "solved in 4): the first finished game stands, this one is not recorded"
    )
    with Record(path) as record:
        assert [(g.kind, g.words) for g in record.games()] == [("archive", first.words)]


def test_a_record_with_archive_games_keyed_by_their_words_keeps_the_first_of_a_puzzle(tmp_path):
    """Version 2 keyed an archive game by its words: the first of each puzzle takes the puzzle's key
    (later replays already kept stay as they are, never deleted); a new replay is refused."""
    path = tmp_path / "r.sqlite3"
    first, second, replay = (game(0, n, kind="archive") for n in (4, 2, 1))
    rows = [
        (
            f"archive:{g.puzzle}:{old_key}",
            g.date.isoformat(),
            g.puzzle,
            " ".join(g.words),
            " ".join(g.colours),
            when,
        )
        for g, old_key, when in ((first, "first", "2025-03-02"), (second, "second", "2025-03-03"))
    ]
    insert = "INSERT INTO played VALUES (?, 'archive', ?, ?, ?, ?, 1, 0, NULL, NULL, NULL, ?)"
    record_of_version(path, 2, rows, insert)
    with Record(path) as record:
        (kept,) = record.add(replay)
        assert kept == first
        assert sorted(g.guesses for g in record.games()) == [2, 4]


def practice(words: tuple[str, ...], game_id: str | None) -> GameRecord:
    colours = tuple("ggggg" if w == words[-1] else "bbbbb" for w in words)
    return GameRecord(None, None, words, colours, True, kind="practice", game_id=game_id)


def test_one_practice_game_is_one_entry_whatever_its_replays_and_a_new_game_is_another(tmp_path):
    """A practice game replayed after undo (SALET RIFLE BOULE, then SALET RIFLE CYCLE BOULE) was
    recorded twice: keyed by its words, each replay was a new game."""
    from wordle_tui.core.coach.game_end import keep, kept_note
    from wordle_tui.core.coach.pending import read_everything

    path = tmp_path / "r.sqlite3"
    first = practice(("salet", "rifle", "boule"), "a1")
    replay = practice(("salet", "rifle", "cycle", "boule"), "a1")
    again = practice(("salet", "rifle", "boule"), "b2")  # a new game: the same answer and words
    assert keep(first, path) == first
    stands = keep(replay, path)
    assert stands == first  # read back with its game id
    assert kept_note(replay, stands) == (
        "this practice game is already in your record (SALET RIFLE BOULE, solved in 3): "
        "the first finished game stands, this replay is not recorded"
    )
    assert keep(again, path) == again
    games = read_everything(path)[0]
    assert sorted((g.game_id, g.guesses) for g in games) == [("a1", 3), ("b2", 3)]


def test_practice_games_recorded_before_game_ids_keep_their_entries(tmp_path):
    path = tmp_path / "r.sqlite3"
    old = practice(("salet", "boule"), None)
    with Record(path) as record:
        record.db.execute(
            "INSERT INTO played (key, kind, date, puzzle, words, colours, solved, hard, skill, luck,"
            " solver_guesses, recorded) VALUES (?, 'practice', NULL, NULL, ?, ?, 1, 0, NULL, NULL, NULL, ?)",
            ("practice:salet boule:bbbbb ggggg", "salet boule", "bbbbb ggggg", "2026-11-01"),
        )
        (kept,) = record.add(old)  # the same game queued again: still one
        assert kept == old and kept.game_id is None and kept.key == "practice:salet boule:bbbbb ggggg"
        assert len(record.games()) == 1


def test_a_replay_of_a_lost_daily_game_won_on_its_last_row_adds_nothing_to_it(tmp_path):
    """A play-tester's: a loss, ctrl+z, the last row coloured green: the same words, so the
    record took the replay's solver guesses as the lost game's (an answer it never had) and
    called the replay kept."""
    from dataclasses import replace

    from wordle_tui.core.coach.game_end import keep, kept_note
    from wordle_tui.core.coach.pending import enqueue, read_everything

    path = tmp_path / "r.sqlite3"
    lost = game(0, 6, solved=False, skill=40.0, luck=50.0)
    won = replace(lost, colours=(*lost.colours[:-1], "ggggg"), solved=True, solver_guesses=4)
    assert keep(lost, path) == lost
    stands = keep(won, path)
    assert stands == lost and stands.solver_guesses is None
    assert "the first finished game stands, this one is not recorded" in kept_note(won, stands)
    enqueue(won, path)  # the replay's line waiting beside the record is not read into it either
    assert read_everything(path)[0] == [lost]


def test_a_queued_game_is_read_with_the_scores_a_later_line_adds_as_the_record_keeps_it(tmp_path):
    """A game queued at its end, then again with its scores (the record was broken meanwhile):
    `stats` read the first line, "skill -", where the record once written says 99."""
    from dataclasses import replace

    from wordle_tui.core.coach.pending import enqueue, flush, read_everything

    path = tmp_path / "r.sqlite3"
    ended = game(0)
    scored = replace(ended, skill=99.0, luck=49.0, solver_guesses=4)
    other = replace(game(0, 3), skill=10.0)  # another game of the puzzle: its scores are not this one's
    for queued in (ended, scored, other):
        enqueue(queued, path)
    (read,) = read_everything(path)[0]
    assert (read.words, read.skill, read.luck, read.solver_guesses) == (ended.words, 99.0, 49.0, 4)
    flush(path)
    assert read_everything(path)[0] == [read]  # the same game once the record holds it
