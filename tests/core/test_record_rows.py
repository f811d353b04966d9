"""Each game's rows in the record: a --rows 8 game is "7/8" or "X/8" wherever the record is read
(it was read as a game of six: "8/6", "X/6", a 7th bar in the distribution), and daily games of
other than six rows are kept apart from NYT's six-row figures."""

import datetime as dt
import json

from wordle_tui.cli import main
from wordle_tui.core.coach import pending
from wordle_tui.core.coach.daily_game import recorded_board
from wordle_tui.core.coach.game_end import finished_game, kept_note
from wordle_tui.core.coach.player_stats import player_stats, stats_lines, summary_lines
from wordle_tui.core.coach.record import GameRecord, Record, read_games
from wordle_tui.core.game.feedback import all_green, score
from wordle_tui.core.game.puzzle import Puzzle, puzzle_number

from .old_records import record_of_version

DAY = dt.date(2025, 3, 1)
MISS = "bbbbb"


def daily(day: int, guesses: int, solved: bool = True, rows: int = 6, kind: str = "daily") -> GameRecord:
    words = ("salet",) * (guesses - 1) + ("abide" if solved else "salet",)
    colours = (MISS,) * (guesses - 1) + ("ggggg" if solved else MISS,)
    when = DAY + dt.timedelta(days=day)
    return GameRecord(when, puzzle_number(when), words, colours, solved, kind=kind, rows=rows)


def _text(game: GameRecord) -> tuple[str, str]:
    return " ".join(game.words), " ".join(game.colours)


def test_a_game_keeps_its_rows_through_the_queue_and_the_record_and_reads_back_whole(tmp_path):
    path = tmp_path / "record.sqlite3"
    games = [daily(0, 4), daily(1, 7, rows=8), daily(2, 8, solved=False, rows=8), daily(3, 3, rows=4)]
    for game in games:
        pending.enqueue(game, path)
    assert pending.waiting(path) == games  # the queue keeps the rows too
    pending.flush(path)
    read = read_games(path).games
    assert read == games and [g.result for g in read] == ["4/6", "7/8", "X/8", "3/4"]
    with Record(path) as record:  # what this version wrote, read and written again, is unchanged
        assert record.add(read) == games and record.games() == games


def test_a_six_row_games_queue_line_is_as_before_so_an_older_wordle_tui_reads_it(tmp_path):
    path = tmp_path / "record.sqlite3"
    pending.enqueue(daily(0, 4), path)
    pending.enqueue(daily(1, 7, rows=8), path)
    six, eight = (json.loads(line) for line in pending.queue_path(path).read_text().splitlines())
    assert "rows" not in six and eight["rows"] == 8


def test_an_older_record_is_read_and_migrated_as_six_rows_unless_its_words_say_more(tmp_path):
    """Version 3 kept no rows: a game is six rows, except where its words prove otherwise (a loss
    used every row it had; a win in 7 had at least 7). Nothing is lost on the way."""
    path = tmp_path / "record.sqlite3"
    old = [daily(0, 6, solved=False), daily(1, 3), daily(2, 7), daily(3, 8, solved=False), daily(4, 4, False)]
    when = "2025-03-09T12:00:00Z"
    row = [
        (g.key, g.kind, g.date.isoformat(), g.puzzle, *_text(g), g.solved, 0, None, None, None, when)
        for g in old
    ]
    record_of_version(path, 3, row)
    seen = read_games(path)  # a reader, before any migration
    with Record(path) as record:  # a writer migrates to version 4
        migrated = record.games()
    assert seen.skipped == 0 and seen.games == migrated
    assert [g.result for g in migrated] == ["X/6", "3/6", "7/7", "X/8", "X/4"]


def test_a_row_with_more_words_than_rows_is_left_out_as_malformed(tmp_path):
    path = tmp_path / "record.sqlite3"
    with Record(path) as record:
        record.add(daily(0, 4))
        record.db.execute("UPDATE played SET rows = 3")
    read = read_games(path)
    assert read.games == [] and read.skipped == 1


def test_daily_games_of_other_rows_are_apart_from_the_six_row_figures():
    """A demanding player's six-row statistics: an 8-row win on the 7th row is no win in six, and
    a 4-row loss might have been won in six; such a day is not played by NYT's rules, so it ends
    the streak as a day missed does."""
    games = [daily(0, 3), daily(1, 7, rows=8), daily(2, 4), daily(3, 5), daily(4, 4, False, rows=4)]
    games += [daily(5, 8, solved=False, rows=8, kind="archive")]
    stats = player_stats(games, today=DAY + dt.timedelta(3))
    assert (stats.played, stats.won, stats.lost) == (3, 3, 0)
    assert stats.distribution == {1: 0, 2: 0, 3: 1, 4: 1, 5: 1, 6: 0}  # no 7th bar
    assert (stats.current_streak, stats.best_streak) == (2, 2)  # day 1 (8 rows) broke it
    assert (stats.other_rows.played, stats.other_rows.won) == (2, 1)
    assert (stats.archive.played, stats.archive.won) == (1, 0)
    assert stats.to_json()["other_rows"] == {"played": 2, "won": 1}
    assert "daily games of another row limit 2 (won 1)" in summary_lines(stats)[-1]
    assert not any(line.startswith("  7 ") for line in stats_lines(stats))
    only_eight = player_stats([daily(1, 7, rows=8)], today=DAY + dt.timedelta(3))
    assert summary_lines(only_eight)[0].startswith("no daily games of 6 rows recorded yet")


def test_stats_archive_lists_the_games_apart_with_their_own_rows(capsys):
    with Record() as record:
        record.add(
            [daily(0, 4), daily(1, 7, rows=8), daily(2, 8, False, rows=8), daily(3, 2, kind="archive")]
        )
    assert main(["stats", "--archive"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[:3] for line in lines] == [
        ["archive", f"#{puzzle_number(DAY + dt.timedelta(3))}", str(DAY + dt.timedelta(3))],
        ["daily", f"#{puzzle_number(DAY + dt.timedelta(1))}", str(DAY + dt.timedelta(1))],
        ["daily", f"#{puzzle_number(DAY + dt.timedelta(2))}", str(DAY + dt.timedelta(2))],
    ]
    assert [line.split()[3] for line in lines] == ["2/6", "7/8", "X/8"]
    assert main(["stats", "--archive", "--json"]) == 0
    assert [g["rows"] for g in json.loads(capsys.readouterr().out)["games"]] == [6, 8, 8]
    assert main(["stats", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["played"], data["other_rows"], list(data["distribution"])) == (
        1,
        {"played": 2, "won": 1},
        ["1", "2", "3", "4", "5", "6"],
    )


def test_a_finished_game_is_kept_with_its_rows_and_told_it_is_apart():
    moves = [(w, score(w, "abide")) for w in ["salet"] * 6] + [("abide", all_green(5))]
    game = finished_game(Puzzle("daily", DAY), moves, 5, False, rows=8)
    assert game is not None and game.rows == 8 and game.result == "7/8"
    assert kept_note(game, game).endswith("apart from the 6-row daily statistics: it had 8 rows")
    board = recorded_board(game)  # today's puzzle, opened finished as the record has it
    assert board.solved and board.max_rows == 8 and len(board.rows) == 7
    lost = finished_game(Puzzle("daily", DAY), moves[:6], 5, False, rows=6)
    assert lost is not None and lost.result == "X/6" and kept_note(lost, lost).endswith("kept in your record")


def test_stats_daily_lists_the_games_the_figures_count_the_latest_first(capsys):
    """`stats` showed no daily game's date: only --archive listed games."""
    with Record() as record:
        record.add([daily(0, 4), daily(2, 3), daily(1, 7, rows=8), daily(3, 2, kind="archive")])
    assert main(["stats", "--daily"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split()[:4] for line in lines] == [
        ["daily", f"#{puzzle_number(DAY + dt.timedelta(2))}", str(DAY + dt.timedelta(2)), "3/6"],
        ["daily", f"#{puzzle_number(DAY)}", str(DAY), "4/6"],
    ]
    assert main(["stats", "--daily", "--json"]) == 0
    assert [g["date"] for g in json.loads(capsys.readouterr().out)["games"]] == [
        str(DAY + dt.timedelta(2)),
        str(DAY),
    ]
