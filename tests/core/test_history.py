import datetime as dt

import pytest

from wordle_tui.core.errors import WordleError
from wordle_tui.core.game.puzzle import puzzle_date, puzzle_number
from wordle_tui.core.nyt.history import (
    History,
    load_history,
    parse_history,
    save_user_history,
    shipped_history,
)


def test_puzzle_numbers_count_days_since_the_first_puzzle():
    assert puzzle_number(dt.date(2021, 6, 19)) == 0
    assert puzzle_number(dt.date(2025, 12, 31)) == 1656
    assert puzzle_date(1656) == dt.date(2025, 12, 31)


def test_the_shipped_history_has_every_day_to_the_end_of_2025():
    history = shipped_history()
    assert history.days[0] == (dt.date(2021, 6, 19), "cigar")
    assert history.last == dt.date(2025, 12, 31) and len(history.days) == 1657
    assert history.answer_on(dt.date(2023, 3, 27)) == "guano"


@pytest.mark.parametrize(
    "line, message",
    [
        ("2022-01-01\t196\trebus\textra", "expected date<TAB>puzzle<TAB>answer"),
        ("2022-13-01\t196\trebus", "bad date"),
        ("2022-01-01\t195\trebus", "is puzzle 196, not 195"),
        ("2022-01-01\t196\treb5s", "not a five-letter word"),
    ],
)
def test_a_bad_line_is_named_with_what_is_wrong(line, message):
    with pytest.raises(WordleError, match=f"f.tsv, line 2: .*{message}"):
        parse_history("# comment\n" + line + "\n", "f.tsv")


def test_a_day_listed_twice_with_different_answers_is_an_error():
    with pytest.raises(WordleError, match="listed twice"):
        parse_history("2022-01-01\t196\trebus\n2022-01-01\t196\tcigar\n", "f")


def test_before_never_includes_the_day_itself():
    h = parse_history("2022-01-01\t196\trebus\n2022-01-02\t197\tboost\n2022-01-03\t198\ttruss\n", "f")
    assert h.before(dt.date(2022, 1, 3)) == ["rebus", "boost"]
    assert h.age(dt.date(2022, 1, 4)) == 0 and h.age(dt.date(2022, 1, 10)) == 6


def test_stored_updates_merge_with_the_snapshot_and_a_file_replaces_both(tmp_path):
    save_user_history(History(((dt.date(2026, 1, 1), "ghost"),)), tmp_path)
    merged = load_history(data_dir=tmp_path).history
    assert merged.last == dt.date(2026, 1, 1) and merged.answer_on(dt.date(2021, 6, 19)) == "cigar"
    own = tmp_path / "mine.tsv"
    own.write_text("2022-01-01\t196\trebus\n")
    assert load_history(own, data_dir=tmp_path).history.days == ((dt.date(2022, 1, 1), "rebus"),)


def test_an_unreadable_stored_update_is_reported_and_the_snapshot_kept(tmp_path):
    (tmp_path / "nyt-answers.tsv").write_text("garbage line\n")
    loaded = load_history(data_dir=tmp_path)
    assert (
        loaded.history.last == dt.date(2025, 12, 31) and "ignored the stored answer history" in loaded.notice
    )
