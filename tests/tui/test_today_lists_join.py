"""F4 or the palette onto today's lists from another list's game (session 23): the game becomes
the game of today's puzzle, saved and recorded dated, unless the daily slot keeps the player's game
of that puzzle. Then a second board of it is refused: it was recorded as today's daily game, and
the player's own game, finished later, was dropped (a puzzle's first game stands)."""

import pytest

from wordle_tui.core.coach.pending import read_everything
from wordle_tui.core.game.board import Board, Row
from wordle_tui.core.game.puzzle import puzzle_number, puzzle_today
from wordle_tui.core.storage.save import save_board, slot_path

from .conftest import tiny
from .test_feedback_line import other
from .test_kept_games import args, message, run, saved, words
from .test_today_play import small_today

SOLVED = [*"bound", "enter", *"ggggg", "enter"]


@pytest.fixture(autouse=True)
def no_review(monkeypatch):
    monkeypatch.setattr("wordle_tui.tui.screens.review.game_ended", lambda *a, **k: None)


def todays_game(save_dir) -> Board:
    today = Board(word_set="today", rows=(Row("raise", (0,) * 5),), day=puzzle_today())
    save_board(slot_path(save_dir, "daily"), today)
    return today


def daily_games() -> list[tuple[str, ...]]:
    return [g.words for g in read_everything()[0] if g.kind == "daily"]


async def test_another_lists_game_does_not_become_a_second_game_of_todays_puzzle(tmp_path):
    today = todays_game(tmp_path)
    refusal = (
        f"Not on today's lists: your game of Wordle #{puzzle_number(today.day)} (1 row) is in the "
        "daily slot, and wordle-tui without --set resumes it."
    )

    def refused_then_solved_on_its_own_lists(app):
        assert app.play.board.word_set == "tiny" and words(app.play.board) == ["bound"]
        assert app.play.board.solved and app.play.board.day is None

    seen = []

    def after_f4(app):
        seen.append(message(app))

    await run(tmp_path, args(set="tiny"), ["f4"], after_f4)
    assert seen == [refusal]
    await run(tmp_path, args(set="tiny"), ["f4", *SOLVED], refused_then_solved_on_its_own_lists)
    assert daily_games() == [] and saved(tmp_path, "daily") == today  # neither recorded nor saved over
    await run(tmp_path, args(), [*"bound", "enter", *"ggggg", "enter"])
    assert daily_games() == [("raise", "bound")]  # the player's own game is today's


async def test_with_no_game_of_todays_puzzle_another_lists_game_becomes_it_dated(tmp_path):
    def todays_now(app):
        board = app.play.board
        assert board.word_set == "today" and board.day == puzzle_today() and board.solved
        assert app.play.title.startswith(f"Wordle #{puzzle_number(puzzle_today())}")

    await run(tmp_path, args(set="tiny"), ["f4", *SOLVED], todays_now)
    assert daily_games() == [("bound",)]
    assert saved(tmp_path, "daily").day == puzzle_today()  # saved dated, not as a save from before dates


async def test_f4_passes_over_todays_lists_and_says_why(tmp_path):
    todays_game(tmp_path)
    sources = {"tiny": tiny, "today": small_today, "other": other}

    def on_other(app):
        assert app.play.board.word_set == "other"
        assert message(app).endswith(
            "Today's lists skipped: your game of Wordle "
            f"#{puzzle_number(puzzle_today())} (1 row) is in the daily slot, and wordle-tui without "
            "--set resumes it."
        )

    await run(tmp_path, args(set="tiny"), ["f4"], on_other, sources=sources)


async def test_todays_game_moved_off_its_lists_and_back_is_still_todays(tmp_path):
    today = todays_game(tmp_path)

    def back(app):
        assert app.play.board.word_set == "today" and app.play.board.day == today.day
        assert words(app.play.board) == ["raise"] and "not saved" not in app.play.sub_title

    await run(tmp_path, args(), ["f4", "f4"], back)


async def test_a_new_game_on_another_list_is_no_game_of_todays_puzzle(tmp_path):
    """A new game after F4 off today's game kept its date: F4 back then saved it over today's."""
    today = todays_game(tmp_path)

    def refused(app):
        assert app.play.board.word_set == "tiny" and app.play.board.day is None
        assert message(app).startswith("Not on today's lists:")

    await run(tmp_path, args(), ["f4", "ctrl+n", "f4"], refused)
    assert saved(tmp_path, "daily") == today
