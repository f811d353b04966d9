"""The play screen, driven with keys and clicks as a player would."""

import json

from textual import events
from textual.widgets import DataTable, Static

from wordle_tui.core.game.board import Board, Row
from wordle_tui.tui.widgets.grid import TileGrid

from .conftest import settle


def candidates_text(app) -> str:
    return str(app.query_one("#candidate-summary", Static).render())


def message(app) -> str:
    return str(app.query_one("#message", Static).render())


def tile_classes(app, row, col) -> set[str]:
    return set(app.query_one(f"#tile-{row}-{col}").classes)


async def test_typing_and_colouring_prunes_the_candidates(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert candidates_text(app).startswith("20 candidates")
        await pilot.press(*"salet", "enter")
        assert app.play.board.colouring and app.play.board.draft == "salet"
        await pilot.press("enter")  # all grey, as the game showed
        await settle(pilot)
        assert app.play.board.rows == (Row("salet", (0, 0, 0, 0, 0)),)
        assert candidates_text(app).startswith("9 candidates")
        assert "-grey" in app.query_one("#key-s").classes
        assert "-grey" not in app.query_one("#key-o").classes
        # The history shows the step with the bits it gained.
        history = app.query_one("#history-table", DataTable)
        assert history.row_count == 1
        assert history.get_row_at(0)[2:4] == ["20", "9"]


async def test_colour_keys_arrows_and_clicks(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press(*"crony", "enter")
        await pilot.press("b", "b", "y", "g")  # colours the first four tiles, moving right
        await pilot.press("left", "space")  # back to the N: green -> grey
        await pilot.click("#tile-1-0")  # nothing there yet: ignored
        await pilot.click("#tile-0-4")  # Y: grey -> yellow
        assert app.play.board.colours == (0, 0, 1, 0, 1)
        assert "-yellow" in tile_classes(app, 0, 2)
        await pilot.press("space", "space", "left", "g")  # Y: yellow -> green -> grey; N green again
        await pilot.press("enter")  # no answer here has a Y: Enter would refuse it yellow
        await settle(pilot)
        assert app.play.board.rows[0].colours == (0, 0, 1, 2, 0)


async def test_a_word_outside_the_list_is_refused_and_kept(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await pilot.press(*"qqqqq", "enter")
        assert "QQQQQ is not in the allowed word list" in message(app)
        assert app.play.board.draft == "qqqqq" and not app.play.board.colouring
        await pilot.press("backspace")
        assert app.play.board.draft == "qqqq"


async def test_contradictory_colours_give_a_message_and_keep_the_history(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press(*"salet", "enter", "enter", *"crony", "enter", *"bbygb", "enter")
        await settle(pilot)
        assert candidates_text(app).startswith("9 candidates")
        await pilot.press("up", "2")  # a fix of an earlier row that no word fits (Enter refuses a new one)
        await settle(pilot)
        assert "no word fits: guess 2 (CRONY gbygb)" in message(app)
        assert len(app.play.board.rows) == 2  # nothing the player entered is lost
        assert candidates_text(app).startswith("0 candidates")
        assert app.query_one("#history-table", DataTable).row_count == 2
        # Fixing the colours of the bad row recomputes everything.
        await pilot.press("left", "0", "enter")
        await settle(pilot)
        assert app.play.board.rows[1].colours == (0, 0, 1, 2, 0)
        assert candidates_text(app).startswith("9 candidates")
        assert "no word fits" not in message(app)


async def test_feedback_the_game_never_shows_is_named_and_widening_not_offered(make_app):
    """A grey S before a yellow S in one row: no answer list fits it, so ctrl+w cannot help."""
    app = make_app(Board(word_set="tiny", any_word=True, rows=(Row("sassy", (0, 0, 1, 0, 0)),)))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        assert "SASSY bbybb) is feedback the game never shows: a grey S before a yellow S" in message(app)
        assert "ctrl+w" not in message(app)


async def test_pasting_the_games_emoji_row(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await pilot.press(*"crony", "enter")
        app.query_one(TileGrid).post_message(events.Paste("⬛⬛🟨🟩⬛"))
        await pilot.pause()
        assert app.play.board.colours == (0, 0, 1, 2, 0)
        app.query_one(TileGrid).post_message(events.Paste("gyx"))
        await pilot.pause()
        assert "not one row's colours" in message(app)
        assert app.play.board.colours == (0, 0, 1, 2, 0)  # nothing the player entered is lost


async def test_undo_and_redo_go_by_meaningful_steps(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await pilot.press(*"sal")
        await pilot.press("ctrl+z")  # the typed letters are one step
        assert app.play.board.draft == ""
        await pilot.press("ctrl+z")
        assert "nothing to undo" in message(app)
        await pilot.press("ctrl+y")
        assert app.play.board.draft == "sal"
        await pilot.press(*"et", "enter", *"bbbbg", "enter")
        await settle(pilot)
        await pilot.press("ctrl+z")  # un-confirm the colours
        assert app.play.board.rows == () and app.play.board.colours == (0, 0, 0, 0, 2)
        await pilot.press("ctrl+z")  # the recolouring, as one step
        assert app.play.board.colours == (0,) * 5
        await pilot.press("ctrl+z")  # the Enter that checked the word
        assert app.play.board.draft == "salet" and not app.play.board.colouring


async def test_the_keyboard_types_when_clicked(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        for key in "crony":
            await pilot.click(f"#key-{key}")
        await pilot.click("#key-enter")
        assert app.play.board.colouring and app.play.board.draft == "crony"
        await pilot.click("#key-backspace")
        assert app.play.board.draft == "cron" and not app.play.board.colouring


async def test_tab_takes_the_top_suggestion_and_clicking_a_row_picks_it(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        top = app.play.suggestions[0].guess
        await pilot.press("tab")
        assert app.play.board.draft == top
        second = app.play.suggestions[1].guess
        await pilot.click("#suggestion-table", offset=(4, 2))  # one click on the second row
        await pilot.pause()
        assert app.play.board.draft == second
        assert app.focused is app.query_one(TileGrid)  # keys go on typing in the grid


async def test_the_game_is_saved_and_restored(make_app, tmp_path):
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await pilot.press(*"salet", "enter", "enter", *"cro")
        await settle(pilot)
    saved = json.loads((tmp_path / "game.json").read_text())
    assert saved["board"]["rows"][0]["word"] == "salet"

    from wordle_tui.core.storage.save import load_board

    board, notice = load_board(tmp_path / "game.json")
    assert notice is None
    again = make_app(board)
    async with again.run_test() as pilot:
        await settle(pilot)
        assert again.play.board.rows[0].word == "salet" and again.play.board.draft == "cro"
        assert candidates_text(again).startswith("9 candidates")


async def test_hard_mode_refuses_guesses_that_ignore_the_hints(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await pilot.press("f2")
        assert app.play.board.hard
        await pilot.press(*"crony", "enter", *"bbygb", "enter")
        await settle(pilot)
        await pilot.press(*"humid", "enter")
        assert "hard mode: 4th letter must be N" in message(app)
        assert app.play.board.draft == "humid" and not app.play.board.colouring


async def test_hard_mode_turned_off_mid_game_says_it_stays_off(make_app):
    """F2 off after a guess cannot be turned on again in that game (F2 would refuse): said once."""
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await pilot.press("f2")
        assert message(app).startswith(
            "Hard mode: each guess must use the hints so far"
        )  # a play-tester saw only the header change
        await pilot.press("f2")
        assert message(app) == "Hard mode off: any allowed word may be guessed."
        await pilot.press("f2")
        await pilot.press(*"crony", "enter", *"bbygb", "enter", "f2")
        await settle(pilot)
        assert not app.play.board.hard
        assert "Hard mode off for the rest of this game" in message(app) and "ctrl+z undoes" in message(app)
        await pilot.press("ctrl+z")  # a play-tester's undo turned hard mode back on in silence
        assert app.play.board.hard and message(app).startswith("Hard mode: each guess must use the hints")
        await pilot.press(*"salet", "enter", "f2")  # a row being coloured is a guess too (a play-tester's)
        assert not app.play.board.hard and "Hard mode off for the rest of this game" in message(app)


async def test_escape_says_the_colours_it_dropped_and_how_to_get_them_back(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await pilot.press(*"crony", "enter", "escape")  # nothing coloured yet: nothing to say
        assert message(app) == "" and app.play.board.draft == "crony" and not app.play.board.colouring
        await pilot.press("enter", *"bby", "escape")
        assert message(app).startswith("CRONY's colours dropped (ctrl+z brings them back)")
        await pilot.press("ctrl+z")
        assert app.play.board.colours == (0, 0, 1, 0, 0)


async def test_a_filter_that_leaves_no_candidate_says_why(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press("slash", *"+q -u")
        await settle(pilot)
        shown = "\n".join(app.query_one("#candidate-words").lines)
        assert shown == "(no candidate has Q and lacks U)"


async def test_ctrl_z_in_the_filter_undoes_the_filters_edits_not_the_game(make_app):
    """ctrl+z with the filter focused took back the board's row behind it, in silence."""
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press(*"crane", "enter", *"bbbyb", "enter")
        await settle(pilot)
        played = app.play.board.rows
        await pilot.press("slash", *"ou", "backspace", "ctrl+z")
        assert app.query_one("#candidate-filter").value == "ou"
        await pilot.press("ctrl+z", "ctrl+z")
        assert app.query_one("#candidate-filter").value == ""
        await pilot.press("ctrl+y")
        assert app.query_one("#candidate-filter").value == "o"
        await pilot.press("ctrl+z", "ctrl+z")
        assert app.play.board.rows == played
        assert message(app) == "nothing to undo in the filter (Escape first to undo a step of the game)"
        await pilot.press("ctrl+y")  # one that works: the line says nothing of the last key
        assert message(app) == "" and app.query_one("#candidate-filter").value == "o"
        await pilot.press("ctrl+z")
        await pilot.press("escape", "ctrl+z")
        assert app.play.board.rows == () and app.query_one("#candidate-filter").value == ""


async def test_practice_mode_colours_the_tiles_and_shows_the_solvers_path(make_app):
    app = make_app(Board(word_set="tiny", answer="hound"))
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press(*"crony", "enter")
        assert app.play.board.rows[0] == Row("crony", (0, 0, 1, 2, 0))
        await pilot.press(*"hound", "enter")
        await settle(pilot)
        assert app.play.board.over
        assert message(app).startswith("Solved in 2!  Solver: ")
        assert "solver:" in str(app.query_one("#history").border_subtitle)


async def test_switching_strategy_recomputes_suggestions(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        await pilot.press("f3")
        await settle(pilot)
        assert app.play.board.strategy == "expected"
        assert "expected" in str(app.query_one("#suggestions").border_title)


async def test_help_screen_opens_and_closes(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await pilot.press("f1")
        assert app.screen.__class__.__name__ == "HelpScreen"
        await pilot.press("escape")
        await settle(pilot)  # under load the pop lands after the key's handling returns
        assert app.screen.__class__.__name__ != "HelpScreen"


async def test_keys_typed_faster_than_the_screen_redraws_keep_their_order(make_app):
    # A whole game row arrives at once (fast typing, a terminal's key repeat, tmux send-keys):
    # the colour keys must apply to the word the Enter before them submitted.
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        grid = app.query_one(TileGrid)
        for key in [*"salet", "enter", *"bbbbb", "enter", *"crony", "enter", *"bbygb", "enter"]:
            grid.post_message(events.Key(key, key if len(key) == 1 else None))
        await settle(pilot)
        assert [(r.word, r.colours) for r in app.play.board.rows] == [
            ("salet", (0, 0, 0, 0, 0)),
            ("crony", (0, 0, 1, 2, 0)),
        ]
        assert candidates_text(app).startswith("9 candidates")


def test_start_up_restores_the_save_or_moves_a_corrupt_one_aside(tmp_path):
    import argparse

    from wordle_tui.tui.app import initial_board

    from .conftest import tiny

    args = argparse.Namespace(
        set="tiny", answer=None, practice=False, rows=None, hard=False, strategy="entropy", any_word=False
    )
    sources = {"tiny": tiny}
    path = tmp_path / "game.json"
    path.write_text('{"version": 1, "board": "garbage"}')
    board, notices = initial_board(args, sources, tmp_path)
    assert board.rows == () and board.word_set == "tiny"
    assert any("invalid" in n and "moved it to" in n for n in notices)
    assert not path.exists()

    from wordle_tui.core.storage.save import save_board

    save_board(path, Board(word_set="tiny", rows=(Row("salet", (0,) * 5),)))
    board, notices = initial_board(args, sources, tmp_path)
    assert board.rows[0].word == "salet" and notices == []
    # Asking for a practice game starts one instead of restoring.
    args.answer = "hound"
    board, _ = initial_board(args, sources, tmp_path)
    assert board.answer == "hound" and board.rows == ()


async def test_the_deep_strategy_marks_its_guess_optimal(make_app):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press(*"salet", "enter", "enter")
        await settle(pilot)
        app.play.set_strategy("deep")
        await settle(pilot)
        best = app.play.suggestions[0]
        assert best.proven and best.total is not None
        row = app.query_one("#suggestion-table", DataTable).get_row_at(0)
        assert "optimal" in str(row[-1])


async def test_any_word_can_be_accepted_for_clones(make_app):
    app = make_app()
    async with app.run_test() as pilot:
        await settle(pilot)
        app.play.action_any_word()
        await pilot.press(*"qqqqq", "enter")
        assert app.play.board.colouring and app.play.board.draft == "qqqqq"
