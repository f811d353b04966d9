"""One practice game is one entry in the record: a replay after undo (which knows the answer) is
that game again, told so and not recorded, as a daily or archive puzzle's second game is; a new
practice game is a new entry, even with the same answer played the same way."""

from textual.widgets import Static

from wordle_tui.core.coach.record import read_games
from wordle_tui.tui.screens import play_slots

from .conftest import notices, settle
from .test_record_once import SIZE, board, today_app


async def play(pilot, *words: str) -> None:
    for word in words:
        await pilot.press(*word, "enter")
        await settle(pilot)
    await pilot.app.play.workers.wait_for_complete()  # the record's write
    await settle(pilot)


def practice_games() -> list[tuple[str, ...]]:
    return [g.words for g in read_games().games if g.kind == "practice"]


def line_under_the_board(app) -> str:
    return str(app.play.query_one("#message", Static).render())


async def test_a_practice_game_replayed_after_undo_is_not_recorded_again(make_app):
    """The tester's SALET RIFLE BOULE, ctrl+z, CYCLE BOULE: the record listed two practice games."""
    app = today_app(make_app, board((), answer="bound", practice=True))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await play(pilot, "salet", "crony", "bound")
        assert practice_games() == [("salet", "crony", "bound")]
        await pilot.press("ctrl+z")  # in practice the undone row's word goes with it
        await settle(pilot)
        assert app.play.board.draft == ""
        assert "this replay will not be recorded" in line_under_the_board(app)  # from the undo on
        await play(pilot, "humid", "bound")
        assert app.play.board.solved and len(app.play.board.rows) == 4
        assert any(
            "this practice game is already in your record (SALET CRONY BOUND, solved in 3): "
            "the first finished game stands, this replay is not recorded" in n
            for n in notices(app)
        )
    assert practice_games() == [("salet", "crony", "bound")]


async def test_a_new_practice_game_is_recorded_even_with_the_same_answer_and_words(make_app, monkeypatch):
    monkeypatch.setattr(play_slots, "draw_answer", lambda patterns: "bound")
    app = today_app(make_app, board((), answer="bound", practice=True))
    async with app.run_test(size=SIZE) as pilot:
        await settle(pilot)
        await play(pilot, "salet", "crony", "bound")
        await pilot.press("ctrl+n")  # a new hidden answer: BOUND again
        await settle(pilot)
        assert app.play.board.rows == () and app.play.board.answer == "bound"
        assert "will not be recorded" not in line_under_the_board(app)
        await play(pilot, "salet", "crony", "bound")
        assert sum("this practice game is kept in your record" in n for n in notices(app)) == 2
    assert practice_games() == [("salet", "crony", "bound")] * 2
