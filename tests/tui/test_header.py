"""The play screen's header says what the game is, and where a practice game stands."""

from wordle_tui.core.game.board import Board, Row
from wordle_tui.tui.screens.play_header import header_text

from .conftest import notices, settle
from .test_record_once import board as today_board
from .test_record_once import today_app

MISS, WIN = Row("crane", (0,) * 5), Row("hound", (2,) * 5)


def test_practice_counts_the_guess_being_played_then_says_when_it_was_solved():
    practice = Board(answer="hound")
    assert header_text(practice, None, 120)[0] == "Practice \u00b7 guess 1/6"
    assert header_text(Board(answer="hound", rows=(MISS,)), None, 120)[0] == "Practice \u00b7 guess 2/6"
    # solved in 2: no "guess 3/6" after the game is over
    assert (
        header_text(Board(answer="hound", rows=(MISS, WIN)), None, 120)[0] == "Practice \u00b7 solved in 2/6"
    )
    lost = Board(answer="hound", rows=(MISS,) * 6)  # it read "guess 6/6", as if a row were left
    assert header_text(lost, None, 120)[0] == "Practice \u00b7 lost 6/6"


def test_a_solved_hard_practice_game_keeps_hard_at_80_columns_the_strategy_goes_first():
    """ "Practice · solved in 2/6 — original · not saved · guesses" dropped "· hard" once solved."""
    game = Board(answer="hound", rows=(MISS, WIN), hard=True, word_set="original", strategy="guesses")
    for played in (Board(answer="hound", hard=True, word_set="original", strategy="guesses"), game):
        title, settings = header_text(played, None, 80, notes=("not saved",))
        assert "hard" in settings.split(" \u00b7 ") and "not saved" in settings
        assert len(f"{title} \u2014 {settings}") <= 80 - 18  # beside the header's icon and clock
    assert header_text(game, None, 80, notes=("not saved",))[1] == "original \u00b7 not saved \u00b7 hard"
    assert header_text(game, None, 120, notes=("not saved",))[1].endswith("guesses \u00b7 hard")


async def test_a_finished_game_the_record_keeps_is_not_called_not_saved(make_app):
    """A practice game started beside an unfinished one: solved, a notice said "kept in your
    record" while the header still said "not saved"."""
    kept = "Not saved: your unfinished practice game (1 row) is kept; F5 in a plain wordle-tui resumes it."
    app = today_app(make_app, today_board((), answer="bound", practice=True), unsaved={"practice": kept})
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert "not saved" in app.play.sub_title
        for word in ("salet", "crony", "bound"):
            await pilot.press(*word, "enter")
            await settle(pilot)
        await app.play.workers.wait_for_complete()  # the record's write
        await settle(pilot)
        assert app.play.board.solved
        assert any("this practice game is kept in your record" in n for n in notices(app))
        assert "not saved" not in app.play.sub_title
