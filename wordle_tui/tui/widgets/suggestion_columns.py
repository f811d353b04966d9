"""The suggestions table's columns and its legend, fitted to the width the panel has.

At 120 terminal columns every column fits; at 80 or 100 a panel drops whole columns,
the one that tells a player least first, until the rest fit: never a column cut at the edge,
never a sideways scroll. The legend keeps to what is shown, in words that fit on one line."""

from __future__ import annotations

import math
from collections.abc import Sequence

from rich.cells import cell_len
from rich.text import Text

from ...core.solve.strategies import Suggestion, percent

ANSWER_MARK = "\u2605"  # a star: this guess could be the answer

# Never dropped: the word, `guesses` (the measure every strategy ranks and reports by), the
# star or chance (a guess that could win now) and `total` (the deep search's exact totals, and
# the "can lose" warning). The others go in this order while the rest do not fit: `expect` and
# `bits` both tell how well a guess splits the candidates, which `guesses` already sums up;
# `#` repeats the row's place; `worst` is the one risk figure, so it goes last.
DROP_ORDER = ("expect", "bits", "rank", "worst")
# A one-step strategy's own ranking key goes after the other optional columns: the list's order
# must stay readable from what is shown.
RANKED_BY = {"entropy": "bits", "expected": "expect", "minimax": "worst"}
DROPPED_WHEN_BLANK = ("total", "mark")  # a column with nothing in it is dropped before any other

# Each legend line from its longest wording down; the longest that fits one line is shown.
MEASURE = (
    "guesses: expected guesses to win from here, this one included (the answer model's)",
    "guesses: expected guesses to win from here, this one included",
    "guesses: expected to win, this one included",
)
DEEP_TOTALS = (
    "total: guesses to solve every candidate; +N: a game more than the best (exact); not proven: not in time",
    "total: guesses for every candidate; +N: over the best; not proven: not in time",
    "total: all candidates' guesses; +N: over the best; not proven: no time",
    "total: guesses for all candidates; +N over best",
)
WEIGHTED_TOTALS = (  # under a prior the column tells expected guesses a game, not totals
    "total: the best is optimal (exact); +N: expected guesses a game more than it; found: not proven",
    "total: +N: expected guesses a game over the best (exact); found: not proven",
    "total: +N: expected guesses a game over the best; found: not proven",
    "total: +N expected guesses a game over the best",
)
OPENING_TOTALS = (
    "total: exact for each opener solved; the best of those, not proven over every word",
    "total: exact per opener solved; the best of those, not over every word",
    "total: exact per opener; best of those solved",
)


def labels(weighted: bool) -> dict[str, str]:
    """Every column, by key, in the table's order."""
    return {
        "rank": "#",
        "guess": "guess",
        "guesses": "guesses",
        "bits": "bits",
        "expect": "expect",
        "worst": "worst",
        "mark": "chance" if weighted else ANSWER_MARK,
        "total": "total",
    }


def cells(
    i: int, s: Suggestion, best: float | None, lead: float | None, opening: bool, weighted: bool
) -> dict[str, Text | str]:
    """One suggestion's row, by column key (``i``: its place, from 1)."""
    return {
        "rank": str(i),
        "guess": s.guess.upper(),
        # a guess that can lose keeps a finite figure: the order among those that all can is shown
        "guesses": "-" if s.guesses is None or not math.isfinite(s.guesses) else f"{s.guesses:.3f}",
        "bits": f"{s.bits:.2f}",
        "expect": f"{s.expected:.1f}",
        "worst": str(s.worst),
        "mark": percent(s.chance) if weighted else ANSWER_MARK if s.could_be_answer else "",
        "total": total_text(s, best, opening, first=i == 1, weighted=weighted, lead=lead),
    }


def fitting(
    columns: dict[str, str],
    rows: Sequence[dict[str, Text | str]],
    room: int,
    padding: int,
    strategy: str | None = None,
) -> list[str]:
    """The keys of the columns to show in ``room`` cells (0: not laid out yet, show them all),
    each column as wide as its widest cell or label plus ``padding`` on either side."""
    width = {key: content + 2 * padding for key, content in content_widths(columns, rows).items()}
    shown = list(columns)
    own = RANKED_BY.get(strategy or "")
    blank = [k for k in DROPPED_WHEN_BLANK if all(_cell_width(row[k]) == 0 for row in rows)]
    optional = [k for k in DROP_ORDER if k != own] + ([own] if own else [])
    for key in (*blank, *optional):
        if not room or sum(width[k] for k in shown) <= room:
            break
        shown.remove(key)
    return shown


def content_widths(columns: dict[str, str], rows: Sequence[dict[str, Text | str]]) -> dict[str, int]:
    """Each column's width: its widest cell or label."""
    return {
        key: max([cell_len(label), *(_cell_width(row[key]) for row in rows)])
        for key, label in columns.items()
    }


def legend(lines: Sequence[tuple[str, ...]], room: int) -> str:
    """Each line in its longest wording that fits ``room`` cells (else its shortest)."""
    return "\n".join(
        next((w for w in wordings if not room or cell_len(w) <= room), wordings[-1]) for wordings in lines
    )


def _cell_width(cell: Text | str) -> int:
    return cell.cell_len if isinstance(cell, Text) else cell_len(cell)


def total_text(
    s: Suggestion, best: float | None, opening: bool, first: bool, weighted: bool = False, lead=None
) -> Text | str:
    """The deep search's total for its guess: "optimal" for the proven best; for the others
    (and every solved opener) their exact total and how many guesses more than the best; a
    total not proven within the time budget is marked, not left blank, and so is a guess
    after which the game can be lost (some answer could need more guesses than the rows left),
    whatever the strategy. A weighted total (a prior's) is no count of guesses: it is shown per
    game, as its guesses column, and the others by how much more they expect."""
    if s.can_lose:  # some answer would need more guesses than the rows left after it
        return Text("can lose", style="bold red")
    if s.total is None:
        return Text("not proven", style="dim") if best is not None else ""
    if weighted:
        if first:
            return Text("optimal" if s.proven else "best found", style="bold green" if s.proven else "yellow")
        more = (s.guesses or 0.0) - (lead or 0.0)
        return Text(f"+{more:.4f}", style="yellow") if s.proven else Text("found", style="yellow")
    if first:
        if s.proven:
            return Text.assemble(str(s.total), (" optimal", "bold green"))
        return Text.assemble(
            str(s.total), (" best solved", "green") if opening else (" best found", "yellow")
        )
    if not s.proven and not opening:
        return Text.assemble(str(s.total), (" found", "yellow"))  # an upper bound (breadth-limited)
    assert best is not None  # a total below the first row's: the first has one
    return Text.assemble(str(s.total), (f" +{_number(s.total - best)}", "yellow"))


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.2f}"
