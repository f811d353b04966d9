"""Inputs applied in the order received, as one queue of steps (the play screen's every key,
click and paste; the multi-board screen's changes): a step that needs what is still on its way
(the ranking, the word lists) holds the queue, and every step after it, until that arrives."""

from __future__ import annotations

import functools
from collections import deque
from collections.abc import Callable

Wait = Callable[[], str | None]  # what the step waits for ("the ranking"), or None: go


class InputQueue:
    def __init__(self, on_wait: Callable[[str], None], on_step: Callable[[], None] = lambda: None) -> None:
        self._steps: deque[tuple[Callable[[], None], Wait | None]] = deque()
        self._on_wait = on_wait  # told what the first step waits for
        self._on_step = on_step  # told before each step is applied (not one a step puts)
        self._running = False

    @property
    def waiting(self) -> bool:
        return bool(self._steps)

    def put(self, step: Callable[[], None], wait: Wait | None = None) -> None:
        """Apply ``step`` after every step before it. A step put by a step being applied (an
        action calling another) is part of it, so it runs at once."""
        if self._running:
            step()
            return
        self._steps.append((step, wait))
        self.resume()

    def resume(self) -> None:
        """Apply the steps that can go now; call when something awaited has arrived."""
        if self._running:
            return
        while self._steps:
            step, wait = self._steps[0]
            reason = wait() if wait is not None else None
            if reason is not None:
                self._on_wait(reason)
                return
            self._steps.popleft()
            self._running = True
            try:
                self._on_step()
                step()
            finally:
                self._running = False

    def cancel(self) -> int:
        """Drop the step that waits and every step after it; how many were dropped."""
        dropped = len(self._steps)
        self._steps.clear()
        return dropped


def in_order(wait: str | None = None) -> Callable:
    """Make a play screen method one step of its ``inputs`` queue; ``wait``: the name of the
    screen's method that says what the step must wait for."""

    def decorate(method: Callable) -> Callable:
        @functools.wraps(method)
        def queued(self, *args, **kwargs) -> None:
            waits = getattr(self, wait) if wait else None
            self.inputs.put(functools.partial(method, self, *args, **kwargs), waits)

        return queued

    return decorate
