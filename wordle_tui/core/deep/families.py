"""Families of candidates: words equal in every position but one (BATCH CATCH HATCH ...).

They are hard mode's traps: once the shared letters are known, every later guess must keep them
and tests one or two of the family's letters, so a large family cannot be finished in time.
Searching a family alone, or a few together, is a cheap exact proof that a set containing them
cannot be finished either (see within_limit.py and core/solve/traps.py).
"""

from __future__ import annotations

import numpy as np


def families(codes: np.ndarray, members: np.ndarray, smallest: int) -> list[np.ndarray]:
    """The families of at least ``smallest`` words among ``members`` (answer indices; ``codes``:
    every answer's letter codes), largest first (ties: the earlier in the word list), each as
    sorted answer indices."""
    rows = codes[members].astype(np.int64)
    length = rows.shape[1]
    # each word as one integer, first letter most significant (5 bits a letter): the word less
    # one position is a 1-d key, ordered as its letters are (np.unique on rows is 5x slower);
    # words of more than 12 letters do not fit 63 bits and keep the rows
    packed = 5 * length < 63
    letters = rows << (5 * np.arange(length - 1, -1, -1)) if packed else rows
    whole = letters.sum(axis=1)
    found: dict[bytes, np.ndarray] = {}
    for position in range(length):
        rest = whole - letters[:, position] if packed else np.delete(rows, position, axis=1)
        _, inverse, sizes = np.unique(
            rest, axis=None if packed else 0, return_inverse=True, return_counts=True
        )
        for k in np.flatnonzero(sizes >= smallest):
            group = members[inverse.ravel() == k]
            found.setdefault(group.tobytes(), group)
    return sorted(found.values(), key=lambda m: (-len(m), int(m[0])))


def trap_sets(codes: np.ndarray, members: np.ndarray, smallest: int) -> list[np.ndarray]:
    """The subsets of ``members`` worth searching alone, smallest search first: each of the three
    largest families, then the two largest together, the three, and the six (a loss often needs
    two families that share a position, as FA?ED and ?AKED among the _A_ED words)."""
    top = families(codes, members, smallest)[:6]
    together = [np.unique(np.concatenate(top[:k])) for k in (2, 3, 6) if len(top) >= k]
    return top[:3] + together


def wide_trap_sets(codes: np.ndarray, members: np.ndarray) -> list[np.ndarray]:
    """Larger unions, for a group the narrow sets leave: the 10 and the 20 largest families of
    three or more, then the 20 largest of two or more (sets the narrow stage did not search). Some groups lose
    only to 50-70 words at once: nyt2023's ANCLE keeps 151 _A_E_ words that no six families
    trap, and the 20 largest (71 words) cannot be finished within 5."""
    seen = {t.tobytes() for t in trap_sets(codes, members, 3)}  # searched by the narrow stage
    found = []
    for smallest, top in ((3, 10), (3, 20), (2, 20)):
        chosen = families(codes, members, smallest)[:top]
        union = np.unique(np.concatenate(chosen)) if len(chosen) >= 2 else None
        if union is not None and union.tobytes() not in seen:
            seen.add(union.tobytes())
            found.append(union)
    return found
