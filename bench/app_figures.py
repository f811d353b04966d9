"""Figures for the app with a warm cache: today's game (the default) and the original lists.

    python bench/app_figures.py                      # every strategy on today, entropy on original
    python bench/app_figures.py today:guesses ...    # only these set:strategy pairs
    python bench/app_figures.py today:guesses:hard   # hard mode (the second guess: the app's #1)

- first frame: a real `wordle-tui` process on a pseudo-terminal, from spawn until the
  title is drawn, and until the opening suggestions are on screen;
- suggestion update: in-process (Textual's test driver), from the moment the app handles
  the Enter that confirms a row's colours until the suggestions panel holds the new ranking
  (drawn at the next screen refresh); where the safety checks run (hard mode), the ranking shows
  first and the checked list after it ("checked": what Tab plays); in hard mode, where a fixed second guess may be illegal,
  the second guess is the panel's first suggestion (what a player following the app plays);
  (the test driver's own key delivery, ~80 ms a key here, is left out: a terminal has none);
  p50/p95/max of wall time, and of the CPU time the whole process used meanwhile (all threads:
  what the machine's other load cannot inflate; with the kernel's two threads it may exceed wall).

The load average is printed with each figure: on a busy 2-core machine the wall times grow.
"""

import asyncio
import os
import pty
import select
import statistics
import subprocess
import sys
import tempfile
import time

from wordle_tui.core.game.board import Board
from wordle_tui.core.game.feedback import format_pattern, score
from wordle_tui.tui.app import WordleApp, word_sources
from wordle_tui.tui.service import CHECKING
from wordle_tui.tui.widgets.panels import SuggestionsPanel


def first_frame(env, opener: bytes) -> tuple[float, float]:
    master, slave = pty.openpty()
    started = time.perf_counter()
    proc = subprocess.Popen(
        [sys.executable, "-m", "wordle_tui"],
        stdin=slave,
        stdout=slave,
        stderr=slave,
        env={**env, "TERM": "xterm-256color", "COLUMNS": "120", "LINES": "40"},
        close_fds=True,
    )
    seen, title_at, ready_at = b"", None, None
    while time.perf_counter() - started < 20 and ready_at is None:
        r, _, _ = select.select([master], [], [], 0.05)
        if r:
            seen += os.read(master, 65536)
            if title_at is None and b"wordle-tui" in seen:
                title_at = time.perf_counter() - started
            if opener in seen:
                ready_at = time.perf_counter() - started
    proc.terminate()
    proc.wait()
    os.close(master)
    os.close(slave)
    return title_at, ready_at


ANSWERS = [
    "hound",
    "crimp",
    "vivid",
    "eerie",
    "folly",
    "nymph",
    "tacit",
    "jazzy",
    "rebus",
    "gauze",
    "spell",
    "oxide",
    "wrung",
    "abbey",
    "plumb",
    "knoll",
]
STALL_SECONDS = 300  # an update that has not come by then is reported, not waited for
PAIRS = [
    "today:guesses",
    "today:entropy",
    "today:expected",
    "today:minimax",
    "today:parts",
    "today:frequency",
    "original:entropy",
    "original:guesses",
    "today:guesses:hard",
]


async def suggestion_updates(board: Board) -> tuple[list[float], list[float]]:
    sources = word_sources(type("Args", (), {"words": None, "answers": None})())
    app = WordleApp(board, sources, save_dir=None)
    screen = app.play
    times, cpu, final_times, final_cpu = [], [], [], []
    marks = {}
    original_apply = screen.apply

    def apply(op):
        marks["key"] = time.perf_counter()
        marks["key_cpu"] = time.process_time()
        original_apply(op)

    screen.apply = apply
    shown = SuggestionsPanel.show

    def show(panel, *args, **kwargs):
        shown(panel, *args, **kwargs)
        now, now_cpu = time.perf_counter(), time.process_time()
        marks.setdefault("shown", now)  # the first list on screen (in hard mode: before the checks)
        marks.setdefault("shown_cpu", now_cpu)
        status = args[2] if len(args) > 2 else kwargs.get("status", "")
        if status != CHECKING:  # the checked list, Tab's
            marks.setdefault("final", now)
            marks.setdefault("final_cpu", now_cpu)

    SuggestionsPanel.show = show
    async with app.run_test(size=(120, 40)) as pilot:
        while screen.patterns is None or app.query_one("#suggestions").has_class("-pending"):
            await pilot.pause(0.05)
        for answer in ANSWERS:
            while app.screen is not screen:  # a game won in 2 opened its review: back to play
                await pilot.press("escape")
            await pilot.press("ctrl+n")
            for guess in ["salet", "crony"]:
                if board.hard and guess == "crony":  # hard mode: it may be illegal; play the app's #1
                    guess = screen.suggestions[0].guess
                if guess == answer:  # the app's #1 is the answer: a win, no update to time
                    break
                await pilot.press(*guess, "enter")
                colours = format_pattern(score(guess, answer), 5)
                await pilot.press(*colours)
                marks.clear()
                await pilot.press("enter")
                waited = time.perf_counter()
                while "final" not in marks and time.perf_counter() - waited < STALL_SECONDS:
                    await pilot.pause(0.002)
                if "final" not in marks:  # say which update never came, and go on
                    message = screen.query_one("#message").content
                    print(f"  no update after {guess} on {answer} within {STALL_SECONDS} s: {message}")
                    break
                times.append(marks["shown"] - marks["key"])
                cpu.append(marks["shown_cpu"] - marks["key_cpu"])
                final_times.append(marks["final"] - marks["key"])
                final_cpu.append(marks["final_cpu"] - marks["key_cpu"])
    SuggestionsPanel.show = shown
    return times, cpu, final_times, final_cpu


def spread(values: list[float]) -> str:
    values = sorted(values)
    p95 = values[round(0.95 * (len(values) - 1))]
    return (
        f"p50 {statistics.median(values) * 1000:4.0f} p95 {p95 * 1000:4.0f} max {max(values) * 1000:4.0f} ms"
    )


def load() -> str:
    return "load " + " ".join(f"{x:.2f}" for x in os.getloadavg())


def default_opener() -> bytes:
    """The first suggestion a new game shows (today's set, the guesses strategy), as drawn."""
    from wordle_tui.core.game.state import GameState
    from wordle_tui.core.nyt.today import load_today
    from wordle_tui.core.solve.solver import Solver
    from wordle_tui.core.storage.cache import user_dir
    from wordle_tui.core.storage.settings import Settings

    defaults = Settings()
    state = GameState.start(load_today(cache_dir=user_dir("cache")))  # the default set is today's
    return Solver(defaults.strategy).best(state).upper().encode()


def main():
    pairs = sys.argv[1:] or PAIRS
    with tempfile.TemporaryDirectory() as tmp:
        env = {**os.environ, "WORDLE_TUI_DATA_DIR": tmp, "WORDLE_TUI_CONFIG_DIR": tmp}
        os.environ.update(WORDLE_TUI_DATA_DIR=tmp, WORDLE_TUI_CONFIG_DIR=tmp)
        opener = default_opener()
        first_frame(env, opener)  # warm the caches
        runs = [first_frame(env, opener) for _ in range(5)]
        titles = [t for t, _ in runs if t is not None]  # None: not drawn within 20 s (a busy machine)
        ready = [r for _, r in runs if r is not None]
        missed = (
            f", {len(runs) - len(titles)} of {len(runs)} not drawn within 20 s"
            if len(titles) < len(runs)
            else ""
        )
        if titles:
            print(
                f"first frame (title drawn), warm cache: median {statistics.median(titles):.2f} s, "
                f"max {max(titles):.2f} s{missed} (target <= 1 s) [{load()}]"
            )
        else:
            print(f"first frame: not drawn within 20 s in any of {len(runs)} starts [{load()}]")
        if ready:
            print(
                f"opening suggestions ({opener.decode()}) on screen: median {statistics.median(ready):.2f} s, "
                f"max {max(ready):.2f} s [{load()}]"
            )
        print(
            f"suggestion update after a confirmed row (up to {2 * len(ANSWERS)} updates each, none after a win; target <= 300 ms):"
        )
        for pair in pairs:
            word_set, strategy, *mode = pair.split(":")
            board = Board(word_set=word_set, strategy=strategy, hard=mode == ["hard"])
            times, cpu, final_times, final_cpu = asyncio.run(suggestion_updates(board))
            print(f"  {pair:<18} wall {spread(times)}; CPU {spread(cpu)} [{load()}]", flush=True)
            if final_times != times:  # hard mode: the checked list followed
                print(f"  {'  checked':<18} wall {spread(final_times)}; CPU {spread(final_cpu)}", flush=True)


if __name__ == "__main__":
    main()
