"""A climbing variant's rules compiled once for play (`Table`): its ranks, the beat relation, the seating and the gouji
sets, shared by every deal of a match; and the rules the engine cannot play yet (`Unsupported`), refused when the
table is made."""
from __future__ import annotations

from .answering import GoujiSets, Seating
from .beat import BeatRelation
from .ruling import Ruling
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


# The rules of Gouji and Baohuang that a deal of shaped sets does not play (refused, never ignored).
GOUJI_OWN = ("money", "gouji_sets", "burning", "no_opposite", "free_for_all", "final_gouji", "revolution", "calling",
             "tribute")


class ShapedTable:
    """A variant of many set shapes (runs, attachments, bombs, suits, a wild card) compiled once for play: its shapes,
    the beat relation among them, the seating; and each play's reading (`canonical`), kept per cards and standing set."""

    shaped = True

    def __init__(self, rules):
        from .order import Order, key  # here, so that Gouji's table does not load the shapes' modules
        from .shapes import Shapes
        own = [name for name in GOUJI_OWN if getattr(rules, name) is not None and not (
            name == "tribute" and rules.tribute.gives is not None)]  # Guandan's tribute is played (shaped_tribute.py)
        if rules.round.defer is not None or rules.round.ends != "all-pass":
            own.append("the round's defer or end by circles")
        if own:
            raise Unsupported(f"`{rules.id}`: a deal of shaped sets is played without Gouji's and Baohuang's own "
                              f"rules ({', '.join(own)})")
        self.rules = rules
        self.shapes = Shapes(rules)
        self.order = Order(self.shapes)
        self.seating = Seating(rules)
        self.unique: tuple | None = None  # per kind, whether its cards read as no other set (shaped_play), made once
        self._key = key  # (order.key: what the beat relation reads of a set, the readings' memo key)
        from .notation import ShapedNotation
        self.ranks = ShapedNotation(self)  # the notation of sets and hands, as sets.Ranks writes Gouji's
        self.readings: dict = {}  # (cards, declared kind, standing's key) -> (the reading that stands, the ruling)
        self.read: dict = {}  # cards -> every reading of them
        # level -> the table of a deal played at it (team levels); the rules as compiled are the first level's
        self._levels: dict = {rules.levels.ladder[0]: self} if rules.levels is not None else {}

    def at(self, level: str) -> "ShapedTable":
        """The table of a deal played at `level` (the level rank moved up, the wild card of that rank), made once."""
        if self.rules.levels is None:
            return self
        found = self._levels.get(level)
        if found is None:
            from .levels import rules_at
            found = self._levels[level] = ShapedTable(rules_at(self.rules, level))
            found._levels = self._levels
        return found

    def canonical(self, spent: tuple, kind: int, standing):
        """The reading of the cards `spent` that stands as a lead (standing None) or a beat of `standing`: the kind
        the player declared where the rules judge declared readings, else the best reading; (None, why) when none."""
        declared = self.shapes.kinds[kind].name if self.rules.beat.readings == "declared" else None
        memo = (spent, declared, None if standing is None else self._key(standing))
        found = self.readings.get(memo)
        if found is None:
            readings = self.read.get(spent)
            if readings is None:
                counts = [0] * (len(self.shapes.names) * self.shapes.width)
                for slot in spent:
                    counts[slot] += 1
                readings = self.shapes.read(counts, spent)
                if len(self.read) < READINGS:
                    self.read[spent] = readings
            found = self.order.judge(readings, standing, declared) if readings else (None, Ruling(
                False, f"{' '.join(self.shapes.card(x) for x in spent)} is no set of this game",
                self.rules.sets[0].rule))
            if len(self.readings) < READINGS:
                self.readings[memo] = found
        return found


def table_for(rules):
    """The table a variant's deals are played on: Gouji's and Baohuang's sets of one rank, or shaped sets."""
    return ShapedTable(rules) if rules.shaped else Table(rules)
