"""What both families' searches for a differing situation share: a budget of situations looked at, and the kinds
of situation taken in turn, the one most likely to show a change of the rule first."""
from __future__ import annotations


class Budget:
    """The situations a search may still look at."""

    def __init__(self, limit: int):
        self.left = limit

    def spend(self) -> bool:
        self.left -= 1
        return self.left >= 0


def in_turn(kinds, first, limit: int, look):
    """`look(kind, budget)` for the kind `first` (half the `limit`), then each other kind (a share of the rest)."""
    ordered = ([first] if first else []) + [k for k in kinds if k is not first]
    for kind in ordered:
        yield from look(kind, Budget(limit // 2 if kind is first else limit // (2 * len(ordered)) or 1))
