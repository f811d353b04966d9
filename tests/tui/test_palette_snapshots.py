"""Each tile palette, as an SVG snapshot of a small board with every colour on tiles and keys.

Update the baselines after a deliberate change with:
pytest tests/tui/test_palette_snapshots.py --snapshot-update
"""

import pytest

from wordle_tui.core.storage.settings import settings_path

from .conftest import settle

SIZE = (90, 36)


@pytest.mark.parametrize("palette", ["normal", "high-contrast"])
def test_palette(snap_compare, make_app, palette):
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(f'palette = "{palette}"\n')

    async def play(pilot):
        await settle(pilot)
        assert pilot.app.has_class("-high-contrast") == (palette == "high-contrast")
        await pilot.press(*"salet", "enter", "enter")
        await settle(pilot)
        await pilot.press(*"crony", "enter", *"bbygb", "enter")
        await settle(pilot)
        await pilot.press(*"hum")

    assert snap_compare(make_app(), terminal_size=SIZE, run_before=play)
