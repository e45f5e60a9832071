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
    """`look(kind, budget)` for the kind `first`, or each kind of a tuple `first` (half the `limit` among them), then
    each other kind (a share of the rest)."""
    firsts = first if isinstance(first, tuple) else (first,) if first else ()
    ordered = list(firsts) + [k for k in kinds if k not in firsts]
    for kind in ordered:
        share = limit // (2 * len(firsts)) if kind in firsts else limit // (2 * len(ordered))
        yield from look(kind, Budget(share or 1))
