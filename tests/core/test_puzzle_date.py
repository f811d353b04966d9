"""Which puzzle is today's: the player's local date (NYT's puzzle changes at local midnight),
at fixed clocks around midnight in UTC+14, UTC and UTC-10; and `history update` never fetches a
day that is today or later where the player is."""

import datetime as dt

import pytest

from wordle_tui.core.game.puzzle import puzzle_number
from wordle_tui.core.nyt import fetch
from wordle_tui.core.nyt.today import load_today
from wordle_tui.core.storage.settings import parse_settings

UTC = dt.UTC
ZONES = ("Pacific/Kiritimati", "UTC", "Pacific/Honolulu")  # UTC+14, UTC, UTC-10
# A fixed clock -> the puzzle each of the three players has then (2026-11-24 is #1984).
CLOCKS = [
    (dt.datetime(2026, 11, 24, 9, 59, tzinfo=UTC), (1984, 1984, 1983)),  # 23:59 in both islands
    (dt.datetime(2026, 11, 24, 10, 0, tzinfo=UTC), (1985, 1984, 1984)),  # midnight in both
    (dt.datetime(2026, 11, 24, 23, 59, tzinfo=UTC), (1985, 1984, 1984)),
    (dt.datetime(2026, 11, 25, 0, 0, tzinfo=UTC), (1985, 1985, 1984)),  # midnight in UTC
]


@pytest.mark.parametrize("clock, puzzles", CLOCKS, ids=[c.isoformat()[:16] for c, _ in CLOCKS])
def test_the_puzzle_each_player_has_is_their_local_date(machine_zone, clock, puzzles):
    from wordle_tui.core.game.puzzle import puzzle_today

    had = {}
    for zone in ZONES:
        machine_zone(zone)
        had[zone] = puzzle_number(puzzle_today(clock))
    assert had == dict(zip(ZONES, puzzles, strict=True))


@pytest.mark.parametrize("clock, puzzles", CLOCKS, ids=[c.isoformat()[:16] for c, _ in CLOCKS])
def test_the_next_puzzle_comes_at_the_players_local_midnight(machine_zone, clock, puzzles):
    """What the play screen waits for to offer the new day's puzzle (its hint's timer)."""
    from wordle_tui.core.game.puzzle import puzzle_today, seconds_to_next_day

    for zone in ZONES:
        machine_zone(zone)
        wait = dt.timedelta(seconds=seconds_to_next_day(clock))
        assert dt.timedelta(0) < wait <= dt.timedelta(days=1)
        assert puzzle_today(clock + wait) == puzzle_today(clock) + dt.timedelta(days=1)
        assert puzzle_today(clock + wait - dt.timedelta(seconds=1)) == puzzle_today(clock)


def test_a_pinned_time_zone_setting_wins_over_the_machine(machine_zone, isolated_dirs):
    from wordle_tui.core.game.puzzle import puzzle_today

    machine_zone("Pacific/Honolulu")
    clock = dt.datetime(2026, 11, 24, 9, 59, tzinfo=UTC)
    assert puzzle_number(puzzle_today(clock)) == 1983
    config = isolated_dirs / "config"
    config.mkdir(exist_ok=True)
    (config / "settings.toml").write_text('time_zone = "Pacific/Kiritimati"\n')
    assert puzzle_number(puzzle_today(clock)) == 1984


def test_a_bad_time_zone_setting_is_named_and_the_machine_zone_used():
    loaded = parse_settings('time_zone = "Mars/Olympus"\n')
    assert loaded.settings.time_zone == ""
    assert "time_zone 'Mars/Olympus' is not a time zone name" in loaded.problems[0]


def test_berlin_at_2_25_utc_already_plays_the_next_puzzle(machine_zone, small_words):
    """Defect 4: at 02:25 UTC a player in Berlin (or Tokyo) has the new puzzle; the game was
    the US East's, a day behind."""
    clock = dt.datetime(2026, 11, 24, 2, 25, tzinfo=UTC)
    for zone in ("Europe/Berlin", "Asia/Tokyo"):
        machine_zone(zone)
        game = load_today(now=clock, words=small_words)
        assert (game.day, game.puzzle) == (dt.date(2026, 11, 24), 1984)


@pytest.mark.parametrize("clock", [c for c, _ in CLOCKS], ids=[c.isoformat()[:16] for c, _ in CLOCKS])
def test_history_update_fetches_up_to_the_players_yesterday_and_never_today(
    machine_zone, isolated_dirs, clock
):
    for zone in ZONES:
        machine_zone(zone)
        asked = []

        def fake(day, allowed, url=None, asked=asked, **_):
            asked.append(day)
            return "crane"

        fetch.update_history({"crane"}, now=clock, data_dir=isolated_dirs / f"data-{zone[-4:]}", fetch=fake)
        today = clock.astimezone(None).date()
        assert asked and max(asked) == today - dt.timedelta(days=1), zone


def test_a_player_may_choose_any_puzzle_from_the_first_to_todays_not_a_later_one():
    from wordle_tui.core.errors import WordleError
    from wordle_tui.core.game.puzzle import EPOCH, check_day

    today = dt.date(2026, 11, 28)
    assert check_day(today, today) == today  # today's date is the daily itself
    assert check_day(EPOCH, today) == EPOCH
    with pytest.raises(
        WordleError, match=r"^2026-11-29 is still to come: the latest puzzle is today's, #1988 of 2026-11-28"
    ):
        check_day(dt.date(2026, 11, 29), today)
    with pytest.raises(WordleError, match="before the first Wordle"):
        check_day(EPOCH - dt.timedelta(days=1), today)
