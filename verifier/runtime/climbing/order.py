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


# Why a set does not beat another (`verdict`; 0: it beats): `Order.ruling` writes each as a sentence.
BOMB_ONLY, LOWER_BOMB, SMALLER_BOMB, NOT_HIGHER_BOMB, COUNT, LADDER, KIND, LENGTH, NOT_HIGHER = range(1, 10)


def verdict(kinds: tuple, same_count: bool, beater: Shaped, standing: Shaped) -> int:
    """Whether `beater` beats `standing` (0), else which test refuses it: the beat relation itself, in numbers only,
    so that asking it of every set generated writes no sentence."""
    a, b = kinds[beater.kind], kinds[standing.kind]
    mine, theirs = a.bomb, b.bomb
    if mine >= 0 or theirs >= 0:
        if mine < 0:
            return BOMB_ONLY
        if theirs < 0:
            return 0
        if mine != theirs:
            return 0 if mine > theirs else LOWER_BOMB
        if beater.size != standing.size:
            return 0 if beater.size > standing.size else SMALLER_BOMB
        return 0 if (beater.top, beater.tie) > (standing.top, standing.tie) else NOT_HIGHER_BOMB
    if same_count and beater.size != standing.size:
        return COUNT
    if a.index != b.index:
        if a.ladder and b.ladder and a.ladder[0] == b.ladder[0]:
            return 0 if a.ladder[1] > b.ladder[1] else LADDER
        return KIND
    if beater.length != standing.length or beater.width != standing.width:
        return LENGTH
    return 0 if (beater.top, beater.tie) > (standing.top, standing.tie) else NOT_HIGHER


class Order:
    def __init__(self, shapes: Shapes):
        self.shapes = shapes
        self.beat = shapes.rules.beat
        self.kinds = shapes.kinds

    def ruling(self, beater: Shaped, standing: Shaped) -> Ruling:
        """Whether `beater` beats `standing`; when not, why, citing the rule."""
        why = verdict(self.kinds, self.beat.same_count, beater, standing)
        if not why:
            return LEGAL
        a, b = self.kinds[beater.kind], self.kinds[standing.kind]
        name = self.shapes.describe
        if why == BOMB_ONLY:
            return Ruling(False, f"{name(standing)} is a bomb: only a higher bomb beats it", self.beat.bombs_rule)
        if why == LOWER_BOMB:
            return Ruling(False, f"a {a.name} is a lower bomb than a {b.name}", self.beat.bombs_rule)
        if why == SMALLER_BOMB:
            return Ruling(False, f"a bomb of {beater.size} cards does not beat one of {standing.size}",
                          self.beat.bombs_rule)
        if why == COUNT:
            return Ruling(False, f"a set that beats has as many cards as the standing set ({standing.size}), "
                                 f"not {beater.size}", self.beat.rule)
        if why == LADDER:
            return Ruling(False, f"a {a.name} is lower than a {b.name} on the ladder", self.beat.ladders[a.ladder[0]][1])
        if why == KIND:
            return Ruling(False, f"{name(standing)} is beaten only by a {b.name}"
                                 + (" or a bomb" if self.beat.bombs else ""), self.beat.rule or b.rule)
        if why == LENGTH:
            return Ruling(False, f"a {b.name} of {standing.length} ranks is beaten only by one of as many", b.rule)
        rule = self.beat.bombs_rule if why == NOT_HIGHER_BOMB else self.beat.rule or b.rule
        if beater.top == standing.top and standing.tie >= 0:
            return Ruling(False, f"{name(beater)} is not higher than {name(standing)}: of equal ranks, the higher "
                                 "suit of the highest card beats", self.shapes.rules.suits_rule or rule)
        return Ruling(False, f"{name(beater)} is not higher than {name(standing)}: a set that beats is of a higher "
                             "rank", rule)

    def beats(self, beater: Shaped, standing: Shaped) -> bool:
        """`ruling(beater, standing).legal`, without writing why not (generate.beats asks it of every set made)."""
        return not verdict(self.kinds, self.beat.same_count, beater, standing)

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
