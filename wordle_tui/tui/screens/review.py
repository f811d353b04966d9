"""The coach's review screen: one line per step with the best alternative, a plain verdict,
and for the selected step the split of the candidates by feedback for both guesses.

The review runs in a thread worker (cancellable: Escape or ctrl+x). The game was kept in the
player's record when it ended (tui/coach.py); the review adds its scores to that entry.
"""

from __future__ import annotations

import math
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

from rich.text import Text
from textual import on, work
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.message import Message
from textual.screen import ModalScreen, Screen
from textual.widgets import DataTable, Footer, Header, Markdown, Static
from textual.worker import get_current_worker

from ...core.coach.game_end import keep, kept_note, not_kept_note, with_scores
from ...core.coach.outcomes import split
from ...core.coach.record import GameRecord, RecordBusy
from ...core.coach.review import OPTIMAL, GameReview, StepReview, review_game
from ...core.errors import WordleError
from ...core.game.feedback import format_pattern
from ...core.game.patterns import PatternSource
from ...core.solve.stats import Cancelled

COACH_HELP = """
## The coach (ctrl+p: Review this game, Statistics, Copy share text)
For every step the review shows the candidates before and after, the **expected** number of
guesses to win from there (this guess included, best play afterwards, under the game's answer
model: the suggestions' **guesses** column) for your guess and for the best one, and two scores.
Values marked ~ are estimates one guess ahead (the exact search reached its bound of positions:
work, not time, so a game always gets the same review); they may be off by up to about 0.2 (0.015 on average).
- **skill** = 99 when your guess is within 0.01 expected guesses of the best, else
  round(99 x e^-d), at most 98, where d is the expected guesses it lost: equal guesses score
  equal, a costlier guess scores less; a guess that can lose (more guesses than the rows left)
  scores 0 where another is known not to. Where none is, the moves are compared with the row
  limit lifted (on the last row, by their chance of being the answer): the summary says so.
- The suggestions' #1 scores 99 too: where the coach's exact search, looking further ahead,
  rates another guess better, the summary gives both figures, as information.
- **luck**: where the feedback that came ranks among the ones the guess could show (fewer words
  left is luckier): the share of candidates that would have left more words, plus half of those
  leaving as many, as a percentage. 50 is average; it says nothing about skill.
Select a step to see how each guess splits the candidates by feedback. Escape goes back to
the game, ctrl+n starts a new one (practice after the daily puzzle: F5). Finished daily games
are kept in your record (Statistics: streaks, guess distribution, 14-day averages).
"""
SCORES_WAIT = 3.0  # seconds the scores wait for a busy record before they are left queued
SHOWN_GROUPS = 12  # feedback groups listed per guess
SHOWN_WORDS = 8  # words listed per group


@dataclass
class StepReviewed(Message):
    step: StepReview


@dataclass
class ReviewFinished(Message):
    review: GameReview | None
    note: str
    error: bool = False
    record: str = ""  # why the record could not take the game: a line of its own under the summary


def game_ended(
    app: App,
    patterns: PatternSource,
    moves: list[tuple[str, int]],
    hard: bool,
    game: GameRecord | None,
    then: Callable[[str | None], Awaitable[None]],
    limit: int = 6,
    saved: bool = True,
) -> None:
    """Opens the review of a game that just ended; ``game``: its entry in the record, which the
    review's scores are added to (None: a game that is not recorded); ``then`` gets the play
    screen's action the review was left for (None: back to the game); ``limit``: the game's rows;
    ``saved``: the app saves the game (not read-only)."""
    app.push_screen(ReviewScreen(patterns, moves, hard, game, limit, saved), then)


class CoachHelp(ModalScreen[None]):
    """What the review's numbers mean (F1 or ? on the review screen)."""

    DEFAULT_CSS = """
    CoachHelp { align: center middle; }
    CoachHelp > VerticalScroll { width: 90; max-width: 95%; height: 80%; border: round $primary; }
    """
    BINDINGS = [Binding("escape,f1,question_mark,q", "dismiss", "close", show=False)]

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Markdown(COACH_HELP)


def _expected(x: float, exact: bool) -> str:
    return ("loses" if math.isinf(x) else f"{x:.2f}") + ("" if exact else "~")


class ReviewScreen(Screen[str | None]):
    """Dismissed with None (back to the game) or the play screen's action it was left for."""

    DEFAULT_CSS = """
    ReviewScreen #review-verdict { height: auto; padding: 0 1; margin: 1 0; text-style: bold; }
    ReviewScreen #review-steps { height: auto; max-height: 12; }
    ReviewScreen #review-why { height: 1fr; }
    ReviewScreen .review-split { width: 1fr; border: round $primary; padding: 0 1; overflow-y: auto; }
    """
    BINDINGS = [
        Binding("escape", "close", "back"),  # shown: the footer is the way out (a play-tester looked)
        Binding("ctrl+x", "cancel", "cancel", show=False),
        Binding("f1,question_mark", "coach_help", "help", key_display="F1"),
        Binding("ctrl+n", "new_game", "new game", show=False),
    ]

    def __init__(
        self,
        patterns: PatternSource,
        moves: list[tuple[str, int]],
        hard: bool,
        game: GameRecord | None = None,
        limit: int = 6,
        saved: bool = True,
    ) -> None:
        super().__init__()
        self.patterns, self.moves, self.hard, self.game = patterns, moves, hard, game
        self.saved = saved  # what the record is told when it cannot take the game (not_kept_note)
        self.limit = limit  # the game's rows: its last row is judged as the last
        self.steps: list[StepReview] = []

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static("reviewing...", id="review-verdict")
        yield DataTable(id="review-steps", cursor_type="row", zebra_stripes=True)
        with Horizontal(id="review-why"):
            yield Static("", id="review-mine", classes="review-split")
            yield Static("", id="review-best", classes="review-split")
        yield Footer()

    def on_mount(self) -> None:
        self.sub_title = (
            "review" + (" \u00b7 hard mode" if self.hard else "") + " \u00b7 F1 explains the numbers"
        )
        tables = self.query(DataTable)
        if not tables:  # the app quit as the game ended: the screen opened, its widgets never came
            return
        table = tables.first()
        table.add_columns("#", "guess", "left", "expected", "best", "expected", "skill", "luck")
        if not self.moves:
            self._say("no guesses to review yet")
            return
        self._review()

    @work(thread=True, exclusive=True, group="review", exit_on_error=False)
    def _review(self) -> None:
        cancel = get_current_worker().cancelled_event
        review, note, record = None, "", ""
        try:
            review = review_game(
                self.patterns,
                self.moves,
                hard=self.hard,
                limit=self.limit,
                cancel=cancel,
                on_step=lambda s: self.post_message(StepReviewed(s)),
            )
        except Cancelled:
            note = "review cancelled"
        except WordleError as exc:
            self.post_message(ReviewFinished(None, str(exc), error=True))
            return
        if self.game is not None:  # the game is in the record already: its scores go with it
            game = self.game
            try:
                game = with_scores(self.game, self.patterns, review, cancel)
                note += f" \u00b7 {kept_note(game, keep(game, lock_wait=SCORES_WAIT))}"
            except RecordBusy:
                note += " \u00b7 the record is busy: the scores are added with its next write"
            except (WordleError, OSError) as exc:  # the summary stays; the record's trouble is said below it
                record = not_kept_note(game, exc, saved=self.saved)
        self.post_message(ReviewFinished(review, note, record=record))

    @on(StepReviewed)
    def _step(self, message: StepReviewed) -> None:
        s = message.step
        self.steps.append(s)
        self.query_one(DataTable).add_row(
            str(s.number),
            Text(s.guess.upper(), style="bold"),
            f"{s.before} > {s.after}",
            _expected(s.mine.expected, s.mine.exact),
            s.best.guess.upper(),
            _expected(s.best.expected, s.best.exact),
            Text(str(s.skill), style="green" if s.skill == OPTIMAL else ""),  # the suggestions' #1 too
            str(round(s.luck)),
        )
        if len(self.steps) == 1:
            self._show_split(s)

    @on(ReviewFinished)
    def _finished(self, message: ReviewFinished) -> None:
        r = message.review
        if r is None or message.error:
            self._say(message.note, message.error, message.record)
            return
        head = f"skill {r.skill} \u00b7 luck {r.luck} \u00b7 {r.outcome}"
        first, *more = r.verdict_parts()
        more += message.note.split(" \u00b7 ")[1:]  # the record's word after the review's own
        said = "".join(f"\n\u00b7 {part}" for part in more)  # a line each: a hard game's ran to 100 words
        self._say(f"{head}: {first}{said}", record=message.record)

    @on(DataTable.RowHighlighted)
    def _highlighted(self, event: DataTable.RowHighlighted) -> None:
        if 0 <= event.cursor_row < len(self.steps):
            self._show_split(self.steps[event.cursor_row])

    def _show_split(self, step: StepReview) -> None:
        for widget_id, cost, title in (
            ("#review-mine", step.mine, "yours"),
            ("#review-best", step.best, "best"),
        ):
            panel = self.query_one(widget_id, Static)
            panel.border_title = (
                f"{title}: {cost.guess.upper()} \u00b7 expected {_expected(cost.expected, cost.exact)}"
            )
            panel.update(self._split_text(step, cost.guess))

    def _split_text(self, step: StepReview, guess: str) -> Text:
        groups = split(step.state, guess)
        text = Text(
            f"{len(groups)} feedback groups over {step.before} candidates\n",
            no_wrap=True,
            overflow="ellipsis",
        )
        came = format_pattern(step.pattern, self.patterns.length) if step.guess == guess else None
        shown = groups[:SHOWN_GROUPS]
        shown += [g for g in groups[SHOWN_GROUPS:] if g[0] == came]  # the feedback that came, always
        for feedback, words in shown:
            mark = feedback == came
            more = f" +{len(words) - SHOWN_WORDS}" if len(words) > SHOWN_WORDS else ""
            text.append(f"{feedback} {len(words):>4}  ", style="bold" if mark else "")
            text.append(
                " ".join(w.upper() for w in words[:SHOWN_WORDS])
                + more
                + (" \u2190 came" if mark else "")
                + "\n"
            )
        if len(groups) > len(shown):
            text.append(f"... {len(groups) - len(shown)} more groups\n", style="dim")
        return text

    def _say(self, text: str, error: bool = False, record: str = "") -> None:
        """``text`` (red: an error), and the record's trouble, if any, in red on a line of its own."""
        line = Text(text, style="red" if error else "")
        if record:
            line.append(("\n" if text else "") + record, style="red")
        self.query_one("#review-verdict", Static).update(line)

    def action_cancel(self) -> None:
        self.workers.cancel_group(self, "review")

    def action_coach_help(self) -> None:
        self.app.push_screen(CoachHelp())

    def action_close(self) -> None:
        self.action_cancel()
        self.dismiss(None)

    def action_new_game(self) -> None:
        """ctrl+n means a new game everywhere: the review gives way to it."""
        self.action_cancel()
        self.dismiss("new_game")
