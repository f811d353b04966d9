"""The multi-board row being typed or coloured survives leaving the screen, a restart and a
kill (it is saved after every change), and colouring after a restore lands on the right boards."""

import json

from textual.geometry import Region

from wordle_tui.core.game.feedback import decode, format_pattern, score
from wordle_tui.core.multi.entry import MultiEntry
from wordle_tui.core.multi.save import save_entry
from wordle_tui.tui.widgets.multi_board import MiniBoard

from .conftest import open_multi, settle_screen

ANSWERS = ["sight", "bound", "crane", "plant"]


def row(guess, answer):
    return format_pattern(score(guess, answer), 5)


def selected_boards(screen):
    return [m.view.index for m in screen.query(MiniBoard) if m.has_class("-selected")]


def shown(entry):
    return entry.draft, entry.colours, entry.board, entry.col


async def test_the_row_being_coloured_survives_escape_restart_and_kill(make_app, tmp_path):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_multi(pilot)
        await pilot.press(*"sal")
        on_disk = json.loads((tmp_path / "multi.json").read_text())  # what a kill -9 now leaves
        assert on_disk["draft"] == "sal"
        await pilot.press(*"et", "enter", *row("salet", "sight"), *row("salet", "bound")[:2])
        before = shown(screen.entry)
        assert before[2:] == (1, 2)  # board 2, its third tile
        await pilot.press("escape")
        screen = await open_multi(pilot)
        assert shown(screen.entry) == before
        assert selected_boards(screen) == [1]
    again = make_app()
    async with again.run_test(size=(120, 40)) as pilot:
        screen = await open_multi(pilot)
        assert shown(screen.entry) == before
        await pilot.press(*row("salet", "bound")[2:], *row("salet", "crane"), *row("salet", "plant"), "enter")
        await settle_screen(pilot)
        assert screen.game.moves == (("salet", tuple(score("salet", a) for a in ANSWERS)),)


async def test_colouring_after_a_restore_with_a_solved_board_lands_on_each_board(make_app, tmp_path):
    moves = (("sight", tuple(score("sight", a) for a in ANSWERS)),)  # board 1 solved
    save_entry(tmp_path / "multi.json", MultiEntry(4, 9, "tiny", 5, moves))
    wanted = [row("bound", a) for a in ANSWERS[1:]]
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        screen = await open_multi(pilot)
        await pilot.press(*"bound", "enter", *wanted[0], *wanted[1][:3])
        assert selected_boards(screen) == [2]
        await pilot.press("escape")
        screen = await open_multi(pilot)
        reopened = screen.entry
        await pilot.press(*wanted[1][3:], *wanted[2])
        colours = screen.entry.colours
        assert colours[0] is None
        assert [c for c in colours[1:]] == [tuple(decode(score("bound", a), 5)) for a in ANSWERS[1:]]
        assert selected_boards(screen) == [3]  # the last row done: the next colour wraps round
        assert screen.entry.colour_board == 1  # to the first open board
        await pilot.press("y", "enter")  # board 2 as yGGGG: no answer fits
        message = str(screen.query_one("#multi-message").render())
        assert message.startswith("board 2:")
        assert [m.view.index for m in screen.query(MiniBoard) if m.has_class("-error")] == [1]
        # One step colours the row, before leaving the screen and after (the screen is kept, and
        # its undo history with it): ctrl+z takes back every colour of the row at once.
        await pilot.press("ctrl+z")
        await settle_screen(pilot)
        assert reopened.colours != screen.entry.colours == (None, *[(0,) * 5] * 3)
        assert screen.entry.draft == "bound" and screen.game.used == 1
        assert not [m for m in screen.query(MiniBoard) if m.has_class("-error")]


async def test_the_colouring_hint_fits_an_80_column_terminal(make_app):
    app = make_app()
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await open_multi(pilot)
        await pilot.press(*"salet", "enter")
        hint = screen.query_one("#multi-hint")
        lines = hint.render_lines(Region(0, 0, hint.size.width, hint.size.height))
        text = " ".join("".join(seg.text for seg in line).strip() for line in lines)
        assert "paste emoji" in text and text.endswith("Enter plays the row")
