"""Multi-board's answer set in the app: F9 from today's game plays the likely set (not 14855
equally likely words), the set can be changed there (F4, the palette, a word file), and a
save that cannot be read opens a fresh game instead of crashing."""

from textual.widgets import Input

from wordle_tui.core.game.board import Board
from wordle_tui.core.game.feedback import score
from wordle_tui.core.game.words import WORDLIST_DIR, read_words
from wordle_tui.core.multi.answer_sets import file_set_name
from wordle_tui.tui.screens.multi_commands import MultiCommands

from .conftest import open_multi, settle_screen
from .test_today_play import small_today

SIZE = (120, 40)


def counts(screen) -> list[int]:
    return [b.count for b in screen.game.boards]


async def test_f9_from_todays_game_plays_the_likely_set_and_it_can_be_changed(make_app):
    likely = set(read_words(WORDLIST_DIR / "original-answers.txt").words) | set(
        read_words(WORDLIST_DIR / "nyt-likely-2023.txt").words
    )
    fits = sum(score("salet", w) == 0 for w in likely)  # SALET all grey, counted from the lists
    app = make_app(Board(word_set="today", strategy="guesses"), sources={"today": small_today})
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_multi(pilot)
        assert screen.entry.word_set == "likely" and counts(screen) == [3171] * 4 == [len(likely)] * 4
        assert "answers: likely (3171)" in screen.sub_title
        await pilot.press(*"salet", "enter", *"b" * 20, "enter")
        await settle_screen(pilot)
        assert screen.game.used == 1 and counts(screen) == [fits] * 4  # not 14855 equally likely words
        await pilot.press("f4")  # the next set: original
        await settle_screen(pilot)
        assert screen.entry.word_set == "original" and "answers: original (2315)" in screen.sub_title
        assert screen.game.used == 0 and counts(screen) == [2315] * 4
        await pilot.press("ctrl+z")  # back to the likely game, its row kept
        await settle_screen(pilot)
        assert screen.entry.word_set == "likely" and counts(screen) == [fits] * 4
        titles = [title for title, _, _ in MultiCommands(screen)._commands()]
        assert "Answer set: tiny" in titles and "Answer set from a file..." in titles
        assert "Answer set: likely (this game's)" in titles  # the palette marks the set in play
    again = make_app(Board(word_set="today", strategy="guesses"), sources={"today": small_today})
    async with again.run_test(size=SIZE) as pilot:  # quit mid-game: resumed on its set
        screen = await open_multi(pilot)
        assert screen.entry.word_set == "likely" and screen.game.used == 1 and counts(screen) == [fits] * 4


async def test_a_word_file_as_the_answer_set_and_one_that_will_not_load(make_app, tmp_path):
    answers = tmp_path / "quordle.txt"
    answers.write_text("bound\nfound\nsight\nnight\ncrane\n")
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_multi(pilot)
        assert screen.entry.word_set == "tiny"  # the player's own list is kept for multi-board
        await pilot.press("f5")  # practice: a set change deals the new set's answers
        await settle_screen(pilot)
        screen.ask_set_file()
        await pilot.pause()
        app.screen.query_one(Input).value = str(answers)
        await pilot.press("enter")
        await settle_screen(pilot)
        assert app.screen is screen and "answers: file quordle.txt (5)" in screen.sub_title
        assert counts(screen) == [5] * 4 and "practice" in screen.sub_title
        assert set(screen.entry.answers) <= {"bound", "found", "sight", "night", "crane"}
        screen.choose_set(file_set_name(tmp_path / "missing.txt"))
        await settle_screen(pilot)
        message = str(screen.query_one("#multi-message").render())
        assert "word list not found" in message and "kept file quordle.txt" in message
        assert counts(screen) == [5] * 4 and screen.game is not None


async def test_a_non_utf8_multi_save_opens_a_fresh_game_and_is_moved_aside(make_app, tmp_path):
    (tmp_path / "multi.json").write_bytes(b"\x00\xff\xfe garbage")
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_multi(pilot)  # used to crash the app (UnicodeDecodeError)
        assert screen.game.used == 0 and not (tmp_path / "multi.json").exists()
        assert len(list(tmp_path.glob("multi.json.corrupt-*"))) == 1
        await pilot.press(*"salet", "enter")
        assert (tmp_path / "multi.json").exists()  # the new game is saved in its place


async def test_undoing_a_set_change_before_it_loads_keeps_the_game(make_app):
    app = make_app()
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_multi(pilot)
        await pilot.press(*"salet", "enter", *"b" * 20, "enter")
        await settle_screen(pilot)
        played = screen.entry
        await pilot.press("f4", "ctrl+z")  # to likely and straight back, while likely loads
        await settle_screen(pilot)
        # The load of likely, cancelled or late, must neither replace the game nor undo further.
        assert screen.entry == played and screen.loaded_set == "tiny" and screen.game.used == 1
        assert screen.patterns.words.name == "tiny"
