"""The beat relation among sets of every shape (`shapes.py`), read from `rules.beat`: a set is beaten by a set of its
kind with as many cards (a run: as many ranks) and a higher core, its suit breaking a tie where suits rank; a kind
higher on a ladder beats a lower one of as many cards; a bomb beats every set that is no bomb, a higher bomb class a
lower one, and within a class more cards, then a higher core. And which reading of a play stands: the one the player
declared, or the best (the reading that beats every other reading of the play; none such: the play is refused).
"""
from __future__ import annotations

from .ruling import LEGAL, Ruling
from .shapes import Shaped, Shapes


def key(s: Shaped) -> tuple:
    """What the beat relation reads of a set: two readings with one key are judged alike."""
    return s.kind, s.top, s.length, s.width, s.tie, s.size


class Order:
    def __init__(self, shapes: Shapes):
        self.shapes = shapes
        self.beat = shapes.rules.beat
        self.kinds = shapes.kinds

    def ruling(self, beater: Shaped, standing: Shaped) -> Ruling:
        """Whether `beater` beats `standing`; when not, why, citing the rule."""
        a, b = self.kinds[beater.kind], self.kinds[standing.kind]
        name = self.shapes.describe
        if a.bomb >= 0 or b.bomb >= 0:
            if a.bomb < 0:
                return Ruling(False, f"{name(standing)} is a bomb: only a higher bomb beats it", self.beat.bombs_rule)
            if b.bomb < 0:
                return LEGAL
            if a.bomb != b.bomb:
                return LEGAL if a.bomb > b.bomb else Ruling(
                    False, f"a {a.name} is a lower bomb than a {b.name}", self.beat.bombs_rule)
            if beater.size != standing.size:
                return LEGAL if beater.size > standing.size else Ruling(
                    False, f"a bomb of {beater.size} cards does not beat one of {standing.size}", self.beat.bombs_rule)
            return self._higher(beater, standing, self.beat.bombs_rule)
        if self.beat.same_count and beater.size != standing.size:
            return Ruling(False, f"a set that beats has as many cards as the standing set ({standing.size}), "
                                 f"not {beater.size}", self.beat.rule)
        if a.index != b.index:
            if a.ladder and b.ladder and a.ladder[0] == b.ladder[0]:
                rule = self.beat.ladders[a.ladder[0]][1]
                return LEGAL if a.ladder[1] > b.ladder[1] else Ruling(
                    False, f"a {a.name} is lower than a {b.name} on the ladder", rule)
            return Ruling(False, f"{name(standing)} is beaten only by a {b.name}"
                                 + (" or a bomb" if self.beat.bombs else ""), self.beat.rule or b.rule)
        if beater.length != standing.length or beater.width != standing.width:
            return Ruling(False, f"a {b.name} of {standing.length} ranks is beaten only by one of as many",
                          b.rule)
        return self._higher(beater, standing, self.beat.rule or b.rule)

    def _higher(self, beater: Shaped, standing: Shaped, rule: str) -> Ruling:
        if (beater.top, beater.tie) > (standing.top, standing.tie):
            return LEGAL
        name = self.shapes.describe
        if beater.top == standing.top and standing.tie >= 0:
            return Ruling(False, f"{name(beater)} is not higher than {name(standing)}: of equal ranks, the higher "
                                 "suit of the highest card beats", self.shapes.rules.suits_rule or rule)
        return Ruling(False, f"{name(beater)} is not higher than {name(standing)}: a set that beats is of a higher "
                             "rank", rule)

    def beats(self, beater: Shaped, standing: Shaped) -> bool:
        return self.ruling(beater, standing).legal

    def judge(self, readings: list[Shaped], standing: Shaped | None = None,
              declared: str | None = None) -> tuple[Shaped | None, Ruling]:
        """The reading of a play that stands (leading, or beating `standing`), and the ruling: of the declared kind
        where the player declares one, the best (the reading that beats every other) where there is one; else the
        play is refused: the player declares which (`readings: declared`), or it has no best reading (`best`)."""
        by_key = {}
        for s in readings:
            by_key.setdefault(key(s), s)
        options = list(by_key.values())
        if declared is not None:
            options = [s for s in options if self.kinds[s.kind].name == declared]
            if not options:
                return None, Ruling(False, f"the cards do not read as a {declared}", self.beat.readings_rule)
        if standing is not None:
            rulings = [self.ruling(s, standing) for s in options]
            beating = [s for s, r in zip(options, rulings) if r.legal]
            if not beating:
                return None, rulings[0] if rulings else Ruling(False, "no set", self.beat.rule)
            options = beating
        if len(options) == 1:
            return options[0], LEGAL
        best = [s for s in options if all(t is s or self.beats(s, t) for t in options)]
        if best:  # declared or not, a play with a best reading stands as it
            return best[0], LEGAL
        first, second = (self.shapes.describe(s) for s in self.undecided(options))
        if self.beat.readings == "declared":
            return None, Ruling(False, f"the cards read as {first} and as {second}: the player declares which",
                                self.beat.readings_rule)
        return None, Ruling(False, f"the cards read as {first} and as {second}, and neither beats the other: "
                                   "the play has no best reading", self.beat.readings_rule)

    def undecided(self, options: list[Shaped]) -> tuple[Shaped, Shaped]:
        """Two readings neither of which beats the other (the first such pair), else the first two."""
        for i, x in enumerate(options):
            for y in options[i + 1:]:
                if not self.beats(x, y) and not self.beats(y, x):
                    return x, y
        return options[0], options[1]
