"""A component of a play: a single, a tuple, a chain (tractor, triple tractor, sequence) or a bomb, with its strength.

Two views of one thing: `Part`, on card ids, is what the engine reads plays into (combos.py, bombs.py, compounds.py,
readings.py); `Component`, on Cards, is what the checker and the referee's callers are given (`Part.component`). A
module of its own, below the readers of plays, so that each of them makes parts without importing another.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..cards import Card
from . import ids as I


class Part:
    """A component on card ids: `heads` holds one id per unit, strongest first; `top` is the value of the first."""

    __slots__ = ("kind", "unit", "heads", "top", "cards")

    def __init__(self, kind: str, unit: int, heads: tuple[int, ...], top: int, cards: tuple[int, ...] | None = None):
        self.kind, self.unit, self.heads, self.top = kind, unit, heads, top
        self.cards = cards  # the ids, where they are not `unit` copies of each head (a bomb of one rank)

    @property
    def length(self) -> int:
        return len(self.heads)

    @property
    def size(self) -> int:
        return self.unit * len(self.heads)

    @property
    def ids(self) -> list[int]:
        if self.cards is not None:
            return list(self.cards)
        return [i for i in self.heads for _ in range(self.unit)]

    def component(self) -> "Component":
        return Component(self.kind, self.unit, tuple(I.CARDS[i] for i in self.heads), self.top)

    def __repr__(self) -> str:
        return f"Part({self.kind} {' '.join(I.NAMES[i] for i in self.ids)})"


@dataclass(frozen=True)
class Component:
    kind: str  # single, pair, triple, tractor, triple-tractor, bomb
    unit: int  # cards per rank: 1, 2 or 3 (a bomb: all its cards)
    heads: tuple[Card, ...]  # one card per unit, strongest first
    top: int  # the value of the strongest unit

    @property
    def length(self) -> int:
        return len(self.heads)

    @property
    def size(self) -> int:
        return self.unit * len(self.heads)

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(card for card in self.heads for _ in range(self.unit))
