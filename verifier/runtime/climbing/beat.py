"""The beat relation (顺牌 / 上牌) read from `rules.beat`: whether one set beats the standing set, and why not.

The standing set's class is the strongest kind of joker it holds (a set of jokers only included): "big", "small", or
plain. A plain set is beaten by a higher rank; a set with jokers by what its `JokerCover` says. `moves.py` generates
beats from the same numbers (`Requirement`), so the generator and the ruling cannot disagree (a test cross-checks them).
"""
from __future__ import annotations

from typing import NamedTuple

from .ruling import LEGAL, Ruling
from .sets import Ranks, Set


REQUIREMENTS = 1 << 16  # the most sets whose requirement a relation keeps (a deck has far fewer)


class Requirement(NamedTuple):
    """What a set must be to beat a standing set; `dead`: nothing beats it."""

    cards: int | None  # the number of cards, or None when counts need not match
    above: int  # the beater's core rank index must be greater than this (-1: any rank)
    big: int  # at least this many big jokers (the core included)
    jokers: int  # at least this many jokers of either kind
    plain_only: bool  # jokers may not be attached
    dead: bool
    rule: str


class BeatRelation:
    def __init__(self, ranks: Ranks):
        self.ranks = ranks
        self.beat = ranks.rules.beat
        self.covers = {c.attached: c for c in self.beat.covers}
        self._requirements: dict = {}

    def joker_class(self, s: Set) -> str | None:
        if self.ranks.bigs(s):
            return "big"
        if self.ranks.smalls(s):
            return "small"
        return None

    def cover(self, s: Set):
        """The joker rule that governs beating this set, or None for a plain set (or no rule for its jokers)."""
        cls = self.joker_class(s)
        return self.covers.get(cls) if cls else None

    def is_dead(self, s: Set) -> bool:
        cover = self.cover(s)
        return cover is not None and cover.by == "nothing"

    def requirement(self, s: Set) -> Requirement:
        """What beats `s` (kept per set: a round asks it of every set played and every ruling)."""
        found = self._requirements.get(s)
        if found is None:
            found = self._requirement(s)
            if len(self._requirements) < REQUIREMENTS:
                self._requirements[s] = found
        return found

    def _requirement(self, s: Set) -> Requirement:
        cards = s.cards if self.beat.same_count else None
        cover = self.cover(s)
        if cover is None:
            return Requirement(cards, s.core if self.beat.rank == "higher" else -1, 0, 0,
                               not self.beat.jokers_beat_plain, False, self.beat.rule)
        if cover.by == "nothing":
            return Requirement(cards, len(self.ranks.names), 0, 0, False, True, cover.rule)
        r = self.ranks
        need = {"small": r.smalls(s), "big": r.bigs(s), "big+1": r.bigs(s) + 1, "one": 1,
                "all": r.smalls(s) + r.bigs(s)}[cover.at_least]
        need = max(need, 1)
        above = s.core if cover.rank == "higher" else -1
        if cover.by == "big":
            return Requirement(cards, above, need, 0, False, False, cover.rule)
        return Requirement(cards, above, 0, need, False, False, cover.rule)

    def ruling(self, beater: Set, standing: Set) -> Ruling:
        """Whether `beater` beats `standing`; when not, why, citing the rule."""
        r = self.ranks
        req = self.requirement(standing)
        name = r.describe
        if req.dead:
            closer = " and its opposite must close it" if self.cover(standing).closed_by == "opposite" else ""
            return Ruling(False, f"{name(standing)} has a big joker attached: it is dead, nothing beats it{closer}",
                          req.rule)
        if req.cards is not None and beater.cards != req.cards:
            return Ruling(False, f"a set that beats has as many cards as the standing set ({req.cards}), "
                                 f"not {beater.cards}", self.beat.rule)
        if req.big and r.bigs(beater) < req.big:
            return Ruling(False, f"{name(standing)} is beaten only by a set with at least {req.big} big "
                                 f"joker{'s' * (req.big > 1)}, higher on both counts", req.rule)
        if req.jokers and r.bigs(beater) + r.smalls(beater) < req.jokers:
            return Ruling(False, f"{name(standing)} is beaten only by a set with at least {req.jokers} jokers",
                          req.rule)
        if req.plain_only and (beater.small or beater.big):
            return Ruling(False, "jokers may not be attached to beat a plain set", req.rule)
        if beater.core <= req.above:
            return Ruling(False, f"{r.names[beater.core]} is not higher than {r.names[standing.core]}: "
                                 "a set that beats is of a higher rank", req.rule)
        return LEGAL

    def beats(self, beater: Set, standing: Set) -> bool:
        return self.ruling(beater, standing).legal
