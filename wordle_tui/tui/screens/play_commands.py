"""The play screen's keys and its palette commands: every one runs an action of PlayActions."""

from __future__ import annotations

from collections.abc import Iterable
from functools import partial
from typing import TYPE_CHECKING

from textual.app import SystemCommand
from textual.binding import Binding, BindingType

from ...core.game.words import NAMED_SETS
from ...core.solve.strategies import STRATEGIES

if TYPE_CHECKING:
    from .play import PlayScreen

PLAY_BINDINGS: list[BindingType] = [
    Binding("f1", "app.help", "help", key_display="F1", id="help"),  # first: in sight at 80 columns too
    Binding(
        "ctrl+q", "app.quit", "quit", priority=True, id="quit"
    ),  # shown: the footer drops what does not fit
    # Not priority bindings: those run before the keys ahead of them (the grid runs these in turn).
    Binding("tab", "cycle_suggestion(1)", "suggest", id="cycle_suggestion"),
    Binding("shift+tab", "cycle_suggestion(-1)", "back", show=False, id="cycle_suggestion_back"),
    Binding("ctrl+s", "step", "step", id="step"),
    Binding("ctrl+z", "undo", "undo", id="undo"),
    Binding("ctrl+y", "redo", "redo", show=False, id="redo"),
    Binding("ctrl+n", "new_game", "new", id="new_game"),
    Binding("f2", "toggle_hard", "hard", id="toggle_hard"),
    Binding("f3", "next_strategy", "strategy", id="next_strategy"),
    Binding("f4", "next_word_set", "words", show=False, id="next_word_set"),
    Binding("f5", "switch_slot", "practice", id="switch_slot"),
    Binding("f6", "cover", "kilordle", id="cover"),
    Binding("f7", "lab", "lab", id="lab"),
    Binding("f8", "toggle_helpers", "helpers", show=False, id="toggle_helpers"),
    Binding("ctrl+w", "widen", "widen", show=False, id="widen"),
    Binding("ctrl+o", "toggle_sort", "sort", show=False, id="toggle_sort"),
    Binding("slash", "filter", "filter", show=False, id="filter"),
    Binding("escape", "to_grid", "grid", show=False, id="to_grid"),
    Binding("ctrl+c,super+c", "screen.copy_text", "copy", show=False),  # Screen's own, kept
]


def play_commands(play: PlayScreen) -> Iterable[SystemCommand]:
    """The palette's commands for the play screen (the app adds its own beside them)."""
    yield SystemCommand("Undo", "Undo the last step", play.action_undo)
    yield SystemCommand("Redo", "Redo what was undone", play.action_redo)
    yield SystemCommand("New game", "Clear the board, keep the settings", play.action_new_game)
    yield SystemCommand(
        "Practice game", "A new hidden random answer; the app colours the tiles", play.action_practice
    )
    yield SystemCommand(
        "Daily game / practice", "Switch between the two saved games (F5)", play.action_switch_slot
    )
    yield SystemCommand("Step", "Play the top suggestion", play.action_step)
    yield SystemCommand(
        "Hide helpers in practice",
        "No suggestions or candidates until the game ends (F8, toggle)",
        play.action_toggle_helpers,
    )
    yield SystemCommand(
        "Toggle hard mode", "Greens stay in place, revealed letters are reused", play.action_toggle_hard
    )
    yield SystemCommand(
        "Widen candidates", "Every allowed word may be the answer (toggle)", play.action_widen
    )
    yield SystemCommand(
        "Accept any word", "Guesses outside the allowed list, for clones (toggle)", play.action_any_word
    )
    yield SystemCommand("Sort candidates", "A-Z or by expected bits", play.action_toggle_sort)
    if play.updating_history:
        yield SystemCommand(
            "Cancel answer history update",
            "Stop fetching; the days fetched are kept",
            play.action_update_history,
        )
    else:
        yield SystemCommand(
            "Update answer history",
            "Fetch the NYT answers since the history's last day (the network); today's prior is fitted again",
            play.action_update_history,
        )
    for name in STRATEGIES:
        yield SystemCommand(f"Strategy: {name}", f"Rank guesses by {name}", partial(play.set_strategy, name))
    for name in play.sources:
        what = NAMED_SETS[name][2] if name in NAMED_SETS else "your word list"
        yield SystemCommand(f"Word set: {name}", what, partial(play.set_word_set, name))
