"""The Textual app: routes between screens and offers the palette; the play screen does the game.

Start-up (which game to open, the save lock) is in startup.py.
"""

from __future__ import annotations

import asyncio
import datetime as dt
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from textual.app import App, SystemCommand
from textual.binding import Binding
from textual.screen import Screen

from ..core.game.board import Board
from ..core.game.state import GameState
from ..core.game.words import WordSet
from ..core.nyt.history import History
from .notices import warn
from .preferences import Preferences
from .screens.play import PlayScreen
from .screens.play_actions import WordSources
from .screens.play_commands import play_commands


class UnwaitedExecutor(ThreadPoolExecutor):
    """The loop's executor for Textual's thread workers, which does not hold the exit for them:
    asyncio.run waited for a worker still compiling or searching (seconds, after ctrl+q or a
    served tab's quit). Only for a process that ends right after the app (cli._exit_now)."""

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        super().shutdown(wait=False, cancel_futures=True)


class WordleApp(App):
    CSS_PATH = ["wordle.tcss", "palettes.tcss"]
    TITLE = "wordle-tui"
    HORIZONTAL_BREAKPOINTS = [(0, "-narrow"), (100, "-wide")]
    preferences: Preferences  # set by Preferences.attach on mount
    VERTICAL_BREAKPOINTS = [(0, "-short"), (34, "-tall")]

    BINDINGS = [
        Binding(
            "f1,question_mark", "help", "help", key_display="F1", show=False, id="help"
        ),  # the play screen shows it first
        Binding("f9", "multi", "multi-board", show=False, id="multi"),
    ]

    def __init__(
        self,
        board: Board,
        sources: WordSources,
        *,
        save_dir: Path | None = None,
        cache_dir: Path | None = None,
        notices: Iterable[str] = (),
        read_only: bool = False,
        day: dt.date | None = None,
        history: History | None = None,
        unsaved: dict[str, str] | None = None,
    ) -> None:
        """``day`` and ``history`` (--date, --history): the day whose game the today set plays
        (None: today, the player's local date) and the answer history it knows (None: shipped + updates).
        ``unsaved``: the slots kept in memory only (the saved game is kept), each with why."""
        super().__init__()
        self.read_only = read_only
        self.read_only_why = "read-only: open in another window"  # the header's word on it
        self.sources = sources
        self.play = PlayScreen(board, sources, save_dir=None if read_only else save_dir, cache_dir=cache_dir)
        self.play.service.day, self.play.service.history = day, history
        self.play.unsaved = dict(unsaved or {})
        self._start_notices = list(notices)
        self._quit_asked = False  # ctrl+q was pressed once while a save was failing
        self._quit_in_turn = False  # ctrl+q waits for the keys ahead of it (action_quit)
        self.exit_notice: str | None = None  # said on stderr once the terminal is back
        self.exit_at_once = False  # the process ends with the app: running workers are not waited for

    async def run_async(self, *args, **kwargs):
        if self.exit_at_once:
            asyncio.get_running_loop().set_default_executor(UnwaitedExecutor())
        return await super().run_async(*args, **kwargs)

    async def action_quit(self) -> None:
        """Quit; with a save still failing, first try it again (space may have come back), and
        if it still fails, say so and quit only on a second ctrl+q, telling the shell too. A game
        with rows that is never saved (an archive day's) is named first: a second ctrl+q quits.

        ctrl+q is a priority binding (it quits from every screen, modal ones too), so Textual runs
        it as it arrives, before the keys sent ahead of it that the focused widget has yet to
        take: "curio" Enter "ggggg" Enter ctrl+q in one burst asked about a game not yet won. So
        it first waits its turn there, then behind the play screen's keys that wait for the
        ranking or the word lists (ctrl+s ctrl+s ctrl+q played one step); a second ctrl+q before
        that goes at once."""
        if not self._quit_in_turn:
            self._quit_in_turn = True
            (self.focused or self.screen).call_later(self._quit_after_keys)
            return
        self._quit_in_turn = False
        saver = self.play.saver
        if saver.flush():
            lost = self.play.lost_on_quit()  # a game only memory holds (an archive day's): asked once
            if lost and not self._quit_asked:
                self._quit_asked = True
                self.notify(
                    f"{lost[0].upper()}{lost[1:]} is not saved: ctrl+q again quits without it.",
                    title="Not saved",
                    severity="warning",
                    timeout=30,
                )
                return
            self.exit()
        elif self._quit_asked:
            self.exit_notice = saver.lost()  # what is lost: nothing waits in memory once we are gone
            self.exit(return_code=1)
        else:
            self._quit_asked = True
            self.notify(
                f"{saver.warning}. ctrl+q again saves and quits if space was freed, else quits without "
                "saving.",
                title="Not saved",
                severity="error",
                timeout=30,
            )

    def _quit_in_queue(self) -> None:
        self.call_later(self.action_quit)

    async def _quit_after_keys(self) -> None:
        play = self.play
        if self.screen is play and play.inputs.waiting:
            play.inputs.put(self._quit_in_queue)
            play.say("quitting once the keys waiting are done (ctrl+q again quits now)")
            return
        await self.action_quit()

    def on_unmount(self) -> None:
        self.play.service.close()  # no child process outlives the app (atexit only ends the process)

    def get_default_screen(self) -> Screen:
        return self.play

    def on_mount(self) -> None:
        Preferences.attach(self)  # the player's theme, keymap, tile colours and layout
        for notice in self._start_notices:
            warn(self, notice)

    # The other screens load when first opened: their imports (plotext, markdown) would delay
    # the first frame by a good part of a second.
    def action_help(self) -> None:
        from .screens.help import HELP, HelpScreen

        if not isinstance(self.screen, HelpScreen):  # a screen with keys of its own says so: KEYS_HELP
            self.push_screen(HelpScreen(getattr(self.screen, "KEYS_HELP", None) or HELP))

    def open_cover(self, words: WordSet, state: GameState | None) -> None:
        from .screens.cover import CoverScreen

        if not isinstance(self.screen, CoverScreen):
            self.push_screen(CoverScreen(words, lambda: state.candidate_words() if state else []))

    def open_lab(self, word_set: str, patterns) -> None:
        """The strategy lab; installed once, so its results are still there when reopened."""
        from .screens.bench import BenchScreen

        if "lab" not in self._installed_screens:
            self.install_screen(BenchScreen(self.sources, word_set, patterns), name="lab")
        if not isinstance(self.screen, BenchScreen):
            self.push_screen("lab", self.play.open_game)

    def action_multi(self) -> None:
        """Multi-board; installed once (one copy on its save), so its undo history is still
        there when reopened (a play-tester's ctrl+z found nothing after Escape and F9)."""
        from .screens.multi import MultiScreen

        if "multi" not in self._installed_screens:
            save = self.play.save_dir / "multi.json" if self.play.save_dir else None
            multi = MultiScreen(self.sources, self.play.board.word_set, self.play.service.cache_dir, save)
            self.install_screen(multi, name="multi")
        if not any(isinstance(screen, MultiScreen) for screen in self.screen_stack):
            self.push_screen("multi")

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        yield from super().get_system_commands(screen)
        yield from self.preferences.commands()
        yield SystemCommand("Help", "Keys and what the numbers mean", self.action_help)
        yield SystemCommand(
            "Kilordle cover",
            "The fewest guesses that make every letter-position green",
            self.play.action_cover,
        )
        yield SystemCommand(
            "Strategy lab", "Benchmark strategies over every answer, side by side", self.play.action_lab
        )
        yield SystemCommand(
            "Multi-board", "Dordle to Duotrigordle: one guess on every board (F9)", self.action_multi
        )
        if screen is self.play:
            yield from play_commands(self.play)
        from .coach import coach_commands  # loads the review and statistics screens when asked

        yield from coach_commands(self)


from .startup import initial_board, main, word_sources  # noqa: E402,F401  the CLI's entry point
