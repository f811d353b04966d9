"""ctrl+q quits from every screen, and after the keys ahead of it: it is no priority binding
(one of those ran before the keys sent ahead of it in the same burst), so nothing on any screen
may take the key on its way up to the app."""

import pytest

from .conftest import settle


@pytest.mark.parametrize(
    "opened",
    [(), ("f1",), ("f9",), ("f7",), ("slash",), ("ctrl+p",), (*"sal",), (*"salet", "enter")],
    ids=["play", "help", "multi", "lab", "filter", "palette", "typing", "colouring"],
)
async def test_ctrl_q_quits_from_every_screen(make_app, opened):
    app = make_app()
    async with app.run_test(size=(120, 40)) as pilot:
        await settle(pilot)
        await pilot.press(*opened)
        await settle(pilot)
        await pilot.press("ctrl+q")
        await pilot.pause()
        assert app.return_code == 0
