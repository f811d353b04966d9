"""Which hard-mode openers can always win within the limit: the winnability search
(within_limit.py) asked of an opener in stages, cheapest proofs first.

Most losing openers leave a feedback group holding a trap: a family of candidates equal but in
one position (FA?ED: FACED FADED FAKED ...), or a few such families together, that cannot be
finished in time; searched alone, that is a proof the group cannot (families.py). Most winning
openers are shown to win by passes that try only the best few guesses a position. What is left
goes through wider traps (10-20 families at once: nyt2023's ANCLE keeps 151 ?A?E? words that
no six families trap, and its 20 largest families together cannot be finished within 5), and
only then the full pass, which tries every guess. With a budget of positions, an
opener none of these decides within it is left undecided (None), never guessed.
"""

from __future__ import annotations

from functools import partial

import numpy as np

from ..game.patterns import Patterns
from .families import trap_sets, wide_trap_sets
from .kernels import partition
from .lost_groups import LostGroups
from .within_limit import EVERY, LIMIT, WithinLimit

TRAP_POSITIONS = 8_000  # positions the search of one trap may reach (a loss found within it is a proof)
TRAP_SMALLEST = 3  # the smallest family searched: three can trap together
WIDE_POSITIONS = 150_000  # positions the wide traps of one opener may reach, all together
WIDE_GROUP = 20  # the smallest feedback group the wide traps are looked for in
# the passes before the wide traps, within PASS_POSITIONS. Passes of 300 and 1000 guesses after
# them paid before the lost-group stores made the full pass cheap (nyt2023's CONUS: 2.0 s, the
# full pass 5.1 s); now most spent their 60,000 positions for nothing (AGOGO 14 s, then the
# full pass 1.2 s): 18 openers took 249 s without them, 340 s with them (40 others: the
# same, though AGAPE took 51.6 s without them, 32.5 s with)
OPENER_BREADTHS = (30, 100)
PASS_POSITIONS = 60_000
# the full pass's first budget a feedback group, doubled each round: nyt2023's FEOFF searched its
# 854-word bybbb group first, undecided after 400,000 positions (and hours in runs), while its
# 211-word byybb group is lost in 174,271 positions (16 s)
FIRST_ROUND = 100_000
LOST_KEPT = 20_000  # traps found lost that are kept to refute later openers (a few MB)


class WithinOpeners(WithinLimit):
    """The winnability search over one Patterns, asked of openers (hard mode: the traps).

    Every trap found lost is kept, and every feedback group the full pass proves lost
    (lost_groups.py: why that is sound): a later opener that keeps one together, in a feedback
    group whose hints require at least as much, loses at once (nyt2023's ADITS, ADMIN and
    ADOBO by traps found for ADATS ... ADIOS)."""

    def __init__(self, patterns: Patterns, limit: int = LIMIT, hard: bool = True) -> None:
        super().__init__(patterns, limit, hard)
        self.lost = LostGroups(self.matrix, partial(self._child, self.rules.none), LOST_KEPT)

    def opener(self, guess: str, positions: int | None = None) -> bool | None:
        """True when some play after ``guess`` finds every answer within the limit; None when
        not decided within ``positions`` positions (see ``decide``)."""
        return self.decide(guess, positions)[0]

    def decide(self, guess: str, positions: int | None = None) -> tuple[bool | None, np.ndarray | None]:
        """Whether ``guess`` wins (as ``opener``), and when it loses, the trap or the feedback
        group it was shown to lose by (answer indices: a witness that any run can search again,
        or ``learn`` from). First each
        feedback group's traps are searched alone (a trap that cannot be finished is a proof
        that its group cannot: most losing openers are shown so in a fraction of a second),
        then a few guesses a position are tried (most winnable openers are shown so at once),
        then wider traps, and only if none of those decides, every guess (``_full_pass``);
        the stages after the traps share ``positions`` positions in all.

        Each opener starts with an empty memo and empty stores (only the lost traps and groups
        carry over): the slow ones fill the stores, and one that starts again mid-search loses
        what this opener had kept (nyt2023's WUDUS, after YAKKA: 459,866 positions, 364,331
        alone), and an opener's positions no longer hang on the ones decided before it."""
        self.forget()
        if self.hard:
            trap = self.lost_trap(guess)
            if trap is None:
                trap = self.trap(guess)
            if trap is not None:
                return False, trap
        S = np.arange(self.by_answer.shape[0], dtype=np.int32)
        row = self.allowed_index[guess]
        search = lambda: self._after(S, row, self.limit, self.rules.none, self.every_row)  # noqa: E731
        ends = None if positions is None else self.positions + positions

        def left(cap: int | None = None) -> int | None:  # a stage's budget: its cap, within the whole
            if ends is None:
                return cap
            return max(0, ends - self.positions if cap is None else min(cap, ends - self.positions))

        if self._decide(search, left(PASS_POSITIONS), quick_only=OPENER_BREADTHS):
            return True, None
        trap = self.trap(guess, wide=True, positions=left(WIDE_POSITIONS) or 0) if self.hard else None
        if trap is not None:
            return False, trap
        wins, lost = self._full_pass(row, left())
        if lost is not None and self.hard:  # a witness too: a later opener keeping it together loses at once
            self.lost.add(*lost)
            return False, lost[0]
        return wins, None

    def _full_pass(
        self, row: int, positions: int | None
    ) -> tuple[bool | None, tuple[np.ndarray, bytes] | None]:
        """Every guess tried after opener ``row``, its feedback groups in rounds: each group not
        yet decided is searched within a budget that doubles every round (FIRST_ROUND first),
        largest first, so that a group quick to prove lost is not waited for behind a slower one.
        Returns True (every group won), False with the lost group (sorted) and its hints, or
        None: not decided within ``positions``. The memo keeps what a cut-off search learnt,
        and the group's next round starts from there."""
        S = np.arange(self.by_answer.shape[0], dtype=np.int32)
        members, starts, patterns, _ = partition(
            self.matrix[row, S], S, np.ones(len(S), np.int64), self.solved
        )
        depth, none = self.limit - 1, self.rules.none
        groups = [  # the views _after searches: the memo's keys the quick passes left
            (members[starts[k] : starts[k + 1]], self._child(none, row, int(patterns[k])))
            for k in range(len(patterns))
            if starts[k + 1] - starts[k] > min(2, depth)  # one word, or two with two left: found in time
        ]
        ends = None if positions is None else self.positions + positions
        budget = FIRST_ROUND
        while groups:
            undecided = []
            for group, hints in groups:
                left = budget if ends is None else min(budget, ends - self.positions)
                if left <= 0:
                    return None, None
                search = partial(self._wins, group, depth, hints, self.every_row, none)
                wins = self._decide(search, left, quick_only=(EVERY,), full=True)
                if wins is False:
                    return False, (np.sort(group), hints)
                if wins is None:
                    undecided.append((group, hints))
            groups, budget = undecided, 2 * budget
        return True, None

    def trapped(self, guess: str, wide: bool = False, positions: int = WIDE_POSITIONS) -> bool:
        """Whether ``trap`` finds one: a proof that ``guess`` cannot win in time (False proves nothing)."""
        return self.trap(guess, wide, positions) is not None

    def trap(self, guess: str, wide: bool = False, positions: int = WIDE_POSITIONS) -> np.ndarray | None:
        """A trap that, as an opener, ``guess`` leaves in one feedback group and that cannot be
        finished with the guesses then left, or None (which proves nothing): each trap is
        searched within TRAP_POSITIONS positions, or with ``wide``, the wide traps of groups of
        WIDE_GROUP or more within ``positions`` in all."""
        S = np.arange(self.by_answer.shape[0], dtype=np.int32)
        row = self.allowed_index[guess]
        ones = np.ones(len(S), dtype=np.int64)
        members, starts, patterns, _ = partition(self.matrix[row, S], S, ones, self.solved)
        none, depth = self.rules.none, self.limit - 1
        sizes = np.diff(starts)
        ends = self.positions + positions  # the wide stage's budget
        for k in np.argsort(-sizes, kind="stable").tolist():
            if sizes[k] < (WIDE_GROUP if wide else TRAP_SMALLEST):
                break  # the rest are smaller still: no trap of this stage fits in them
            group = np.sort(members[starts[k] : starts[k + 1]])
            hints = self._child(none, row, int(patterns[k]))
            traps = (
                wide_trap_sets(self.answer_codes, group)
                if wide
                else trap_sets(self.answer_codes, group, TRAP_SMALLEST)
            )
            for trap in traps:
                search = partial(self._wins, trap.astype(np.int32), depth, hints, self.every_row, none)
                if wide and self.positions >= ends:
                    return None
                if self._decide(search, ends - self.positions if wide else TRAP_POSITIONS) is False:
                    self.lost.add(trap, hints)
                    return trap
        return None

    def lost_trap(self, guess: str) -> np.ndarray | None:
        """A trap found lost to which ``guess`` shows every word the same feedback, under hints
        that require at least as much as those it was lost under (a proof it loses), or None."""
        return self.lost.refuting(self.allowed_index[guess])

    def learn(self, guess: str, trap: np.ndarray) -> None:
        """Keep a trap that an earlier run found lost after opener ``guess`` (its witness), to
        refute later openers by; a trap that ``guess`` does not keep together is ignored."""
        colours = self.matrix[self.allowed_index[guess], trap]
        if len(trap) > 1 and (colours == colours[0]).all():  # two words or more: never solved
            self.lost.add(trap, self._child(self.rules.none, self.allowed_index[guess], int(colours[0])))
