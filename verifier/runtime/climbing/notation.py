"""Shaped sets as a person types and reads them, with the words of `sets.Ranks` (format, parse, format_counts,
rank_of), so that the terminal, the words of a decision and the narrated deal read both kinds of game alike. A typed
play may name the kind it is played as: `3 3 3 4 4 4 5 5 5 6 6 6 as plane`."""
from __future__ import annotations

from .sets import SetError
from .shapes import Shaped


class ShapedNotation:
    def __init__(self, table):
        self.table = table
        self.shapes = table.shapes
        self.names = self.shapes.names
        self.index = self.shapes.index

    def format(self, s: Shaped) -> str:
        return self.shapes.format(s)

    def describe(self, s: Shaped) -> str:
        return self.shapes.describe(s)

    def parse(self, text: str) -> Shaped:
        """The set typed: of the kind named after `as`, else its best reading (the deal rules on the reading that
        stands against the standing set); raises SetError with the rule."""
        cards, _, kind = text.partition(" as ")
        readings = self.shapes.parse(cards)
        if kind.strip():
            named = [s for s in readings if self.shapes.kinds[s.kind].name == kind.strip()]
            if not named:
                raise SetError(f"\"{cards.strip()}\" is no {kind.strip()}", self.table.rules.beat.readings_rule or
                               self.table.rules.sets[0].rule)
            readings = named
        best, _ = self.table.order.judge(readings)
        return best if best is not None else readings[0]

    def format_counts(self, counts) -> str:
        """A hand's cards, strongest first (`2S AH AD 10C 3D`)."""
        return " ".join(self.shapes.card(slot) for slot in range(len(counts) - 1, -1, -1) for _ in range(counts[slot]))

    def rank_of(self, token: str) -> int:
        return self.shapes.rank_of(self.shapes.slot_of(token))
