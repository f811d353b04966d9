"""Each key's own feedback is what the line under the board shows after it (session 22's play-test):
a note shown at the start is told once, not after every key; F4, ctrl+w and F3 on a finished game
say what they did, and the word lists loading afterwards do not take it away."""

from textual.widgets import Static

from wordle_tui.core.game.board import Board, Row
from wordle_tui.core.game.puzzle import puzzle_number, puzzle_today
from wordle_tui.core.game.words import WordSet

from .conftest import ANSWERS, GUESSES, settle
from .test_key_order import burst
from .test_today_play import today_app

NOT_SAVED = "Not saved: your unfinished today game (1 row) is kept; wordle-tui --set today resumes it."


def message(app) -> str:
    return str(app.query_one("#message", Static).render())


def other() -> WordSet:
    """A second list for F4 to go to: the tiny game's words, every one a possible answer."""
    return WordSet.build("other", ANSWERS + GUESSES, ())


def unsaved_app(make_app, board: Board | None = None):
    return make_app(board, sources={"other": other}, unsaved={"daily": NOT_SAVED})


async def test_the_start_note_is_told_once_and_the_header_keeps_not_saved(make_app):
    """It came back after a confirmed row, ctrl+z, F4 and ctrl+w, over what those keys said."""
    app = unsaved_app(make_app)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert message(app) == NOT_SAVED  # at the start
        await burst(pilot, *"crony", "enter", *"bbygb", "enter")  # a confirmed row
        await settle(pilot)
        assert len(app.play.board.rows) == 1 and message(app) == ""
        assert "not saved" in app.play.sub_title  # the header keeps saying it
        await burst(pilot, "ctrl+z")
        await settle(pilot)
        assert app.play.board.colouring and message(app) == ""
        await burst(pilot, "ctrl+y")
        await settle(pilot)
        assert "Not saved" not in message(app) and "not saved" in app.play.sub_title


async def test_f4_says_which_lists_it_plays_and_that_the_rows_are_replayed(make_app):
    app = unsaved_app(make_app, Board(word_set="tiny", rows=(Row("crony", (0, 0, 1, 2, 0)),)))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await burst(pilot, "f4")
        await settle(pilot)  # the other list loaded: its line stays
        assert app.play.board.word_set == "other" and app.play.patterns is not None
        assert message(app) == "Word set: other, your own word lists; your 1 row is replayed on it."
        assert "other" in app.play.sub_title
        app.play.set_word_set("other")  # the palette's entry for the set played
        await settle(pilot)
        assert message(app) == "the word set is other already"


async def test_f4_off_todays_game_says_it_is_no_longer_saved_and_how_to_resume_it(make_app):
    today = puzzle_today()
    app = today_app(make_app, rows=(Row("crony", (0, 0, 1, 2, 0)),), day=today)
    async with app.run_test(size=(80, 24)) as pilot:
        await settle(pilot)
        assert message(app) == ""  # today's game is saved
        await burst(pilot, "f4")
        await settle(pilot)
        assert app.play.board.word_set == "tiny" and "not saved" in app.play.sub_title
        assert message(app) == (
            "Word set: tiny, your own word lists; your 1 row is replayed on it.  Not saved: your game "
            f"of today's Wordle #{puzzle_number(today)} (1 row) is kept; wordle-tui without --set resumes it."
        )


async def test_widening_says_which_words_may_be_the_answer_after_the_lists_load(make_app):
    app = unsaved_app(make_app)
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await burst(pilot, "ctrl+w")
        await settle(pilot)  # the widened matrix built: the line stays
        assert app.play.board.widened and app.play.patterns is not None
        assert message(app).startswith(
            f"Widened: any of the {len(ANSWERS) + len(GUESSES)} allowed words may be the answer now, "
            f"not only the {len(ANSWERS)} answers"
        )
        await burst(pilot, "ctrl+w")
        await settle(pilot)
        assert not app.play.board.widened
        assert message(app) == "Back to the answer list: only its words may be the answer now."


async def test_f3_during_a_game_says_which_strategy_ranks_the_suggestions(make_app):
    """Only the header changed: a play-tester saw the panel reorder with nothing said."""
    app = make_app(Board(word_set="tiny", strategy="entropy"))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await burst(pilot, "f3")
        await settle(pilot)
        strategy = app.play.board.strategy
        assert strategy != "entropy"
        assert message(app) == f"Strategy: {strategy}: the suggestions are its picks from now on."


async def test_f3_on_a_finished_game_says_the_strategy_is_for_the_next_game(make_app):
    """F2, F4 and Tab there say why they refuse; F3 changed the next game's strategy in silence.
    A play-tester then found no solver line on a won daily game (only practice games had one):
    a won game tells its answer, so it has one too."""
    app = make_app(Board(word_set="tiny", strategy="entropy", rows=(Row("bound", (2,) * 5),)))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert message(app).startswith("Solved in 1!  Solver: ")
        await burst(pilot, "f3")
        await settle(pilot)
        strategy = app.play.board.strategy
        assert strategy != "entropy" and app.preferences.settings.strategy == strategy
        assert message(app) == (
            f"Strategy: {strategy}, used from your next game; the History's solver line shows how it "
            "would have played this one."
        )
        assert str(app.query_one("#history").border_subtitle).startswith("solver: ")
        await burst(pilot, "ctrl+o")  # the next key: the game's own line again
        await settle(pilot)
        assert message(app).startswith("Solved in 1!  Solver: ")


async def test_a_strategy_that_finds_no_path_says_so_on_the_solver_line(make_app, monkeypatch):
    """A play-tester's: F3 to deep on a finished practice game promised the History's solver line,
    and none came (deep gave up on the answer; the failure was dropped)."""
    from wordle_tui.core.solve.solver import DeepGaveUp, Solver

    def gives_up(self, state, answer):
        raise DeepGaveUp(30000)

    app = make_app(Board(word_set="tiny", strategy="entropy", rows=(Row("bound", (2,) * 5),)))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        monkeypatch.setattr(Solver, "solve", gives_up)
        await burst(pilot, "f3")
        await settle(pilot)
        line = "deep gave up: no move proven best within 30000 positions"
        assert app.query_one("#history").border_subtitle == f"solver: {line}"
        await burst(pilot, "ctrl+o")  # the next key: the game's own line again, with why
        await settle(pilot)
        assert message(app) == f"Solved in 1!  Solver: {line}"


async def test_f3_on_a_lost_game_of_unknown_answer_promises_no_solver_line(make_app):
    grey = Row("crony", (0,) * 5)
    app = make_app(Board(word_set="tiny", strategy="entropy", max_rows=1, rows=(grey,)))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await burst(pilot, "f3")
        await settle(pilot)
        assert message(app) == f"Strategy: {app.play.board.strategy}, used from your next game."
        assert not app.query_one("#history").border_subtitle
