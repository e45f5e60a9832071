"""A climbing variant's rules compiled once for play (`Table`): its ranks, the beat relation, the seating and the gouji
sets, shared by every deal of a match; and the rules the engine cannot play yet (`Unsupported`), refused when the
table is made."""
from __future__ import annotations

from .answering import GoujiSets, Seating
from .beat import BeatRelation
from .sets import Ranks


class Unsupported(ValueError):
    """Rules the engine cannot play yet (a set kind other than same-rank, several kinds): said, never guessed."""


SHAPES = ("same-rank",)
READINGS = 1 << 16  # the most sets whose reading a table keeps (a deck has far fewer)


class Table:
    """A variant's rules compiled once for play: ranks, the beat relation, seating, gouji sets."""

    def __init__(self, rules):
        shapes = [k.shape for k in rules.sets]
        if len(shapes) != 1 or shapes[0] not in SHAPES:
            raise Unsupported(f"the climbing engine plays one set kind of shape {', '.join(SHAPES)}; "
                              f"`{rules.id}` has {', '.join(shapes) or 'none'}")
        self.rules = rules
        self.ranks = Ranks(rules)
        self.relation = BeatRelation(self.ranks)
        self.seating = Seating(rules)
        self.gouji = GoujiSets(self.ranks)
        self.readings: dict = {}  # a played Set -> its one reading, or the SetError it is not a set for
