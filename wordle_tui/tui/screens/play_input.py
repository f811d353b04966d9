"""Keys apply in the order received: every input of the play screen goes through one queue.

Textual hands a key to the focused grid at once, but runs a key binding only once the key has
bubbled back up to the app (a priority binding even before the keys ahead of it), and the
ranking that Tab and ctrl+s play comes later still, from a worker. So a burst like ``sal``
BSpace BSpace BSpace Tab Enter could apply Tab first. Here every input (a key, a click, a
paste, an action from the footer or the palette) is one step of a queue, applied in turn; a
step that needs what is still on its way (the ranking, the word lists) holds the queue, and
every step after it, until that arrives.
"""

from __future__ import annotations

import functools
from collections import deque
from collections.abc import Callable

Wait = Callable[[], str | None]  # what the step waits for ("the ranking"), or None: go


class InputQueue:
    def __init__(self, on_wait: Callable[[str], None]) -> None:
        self._steps: deque[tuple[Callable[[], None], Wait | None]] = deque()
        self._on_wait = on_wait  # told what the first step waits for
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
