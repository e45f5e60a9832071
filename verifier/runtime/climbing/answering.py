"""Answering rights: teams, opposites, gouji sets (够级牌), 无头 and 四人乱缠 — who may answer a standing set."""
from __future__ import annotations

from .rules import ClimbingRules
from .sets import Ranks, Set


class Seating:
    """Seats in the direction of play, teams of alternate seats, the opposite across."""

    def __init__(self, rules: ClimbingRules):
        self.n = rules.players
        self.teams = rules.teams
        self.across = self.n // 2 if rules.teams.opposite == "across" else None

    def next(self, seat: int, step: int = 1) -> int:
        return (seat + step) % self.n

    def after(self, seat: int):
        """The other seats in turn order after `seat`."""
        return [(seat + i) % self.n for i in range(1, self.n)]

    def opposite(self, seat: int) -> int | None:
        return None if self.across is None else (seat + self.across) % self.n

    def alternate_team(self, seat: int) -> int:
        return seat % 2


class GoujiSets:
    """Which sets are gouji sets: the threshold table read once into a minimum count per core rank."""

    def __init__(self, ranks: Ranks):
        table = ranks.rules.gouji_sets
        self.table = table
        self.ranks = ranks
        self.minimum: list[int | None] = [None] * len(ranks.names)
        if table is not None:
            for name in table.always:
                if name in ranks.index:
                    self.minimum[ranks.index[name]] = 1
            for name, count in table.thresholds:
                if name in ranks.index:
                    self.minimum[ranks.index[name]] = count

    def is_gouji(self, s: Set) -> bool:
        if self.table is None:
            return False
        if self.table.jokers_make_gouji and (s.small or s.big):
            return True
        least = self.minimum[s.core]
        return least is not None and s.count + s.money >= least


class AnsweringRights:
    """A part of round.Play: who answers the standing set, and who may pass, defer or answer out of turn (the queue
    of answerers is rebuilt from these after each set)."""

    def _free_for_all(self) -> bool:
        ffa = self.rules.free_for_all
        return ffa is not None and len(self.places) >= ffa.after

    def _gouji_now(self, s: Set) -> bool:
        return self.rules.gouji_sets is not None and not self._free_for_all() and self.t.gouji.is_gouji(s)

    def _no_opposite(self, seat: int) -> bool:
        """无头: the seat's opposite is out (gone out or folded), so anyone may answer it and it may answer anyone."""
        if self.rules.no_opposite is None:
            return False
        opposite = self.t.seating.opposite(seat)
        return opposite is not None and not self.active[opposite]

    def _pass_exception(self, seat: int) -> bool:
        """Gouji: a player who passed may still answer their opposite's set."""
        return self.rules.round.pass_scope == "round-except-opposite" and \
            self.t.seating.opposite(seat) == self._player

    def _may_answer(self, seat: int) -> bool:
        return self.active[seat] and (seat not in self.passed or self._pass_exception(seat))

    def _answerers(self, p: int, s: Set) -> list[tuple[int, str]]:
        seating, rules = self.t.seating, self.rules
        others = [x for x in seating.after(p) if self.active[x]]
        if self.t.relation.is_dead(s):
            cover = self.t.relation.cover(s)
            opposite = seating.opposite(p)
            if cover.closed_by == "opposite" and opposite is not None and self.active[opposite]:
                return [(opposite, "close")]
            return []
        if not self._gouji_now(s):
            return [(x, "answer") for x in others if self._may_answer(x)]
        queue: list[tuple[int, str]] = []
        opposite = seating.opposite(p)
        if rules.burning is not None and opposite is not None and self.active[opposite]:
            burners = [x for x in others if x != opposite and x not in self.passed]
            if rules.burning.precedence == "teammates-first":
                burners.sort(key=lambda x: self._team(x) != self._team(p))
            queue += [(x, "burn") for x in burners]
        if opposite is not None and self.active[opposite]:
            answer = [opposite] + [x for x in others if x != opposite and self._no_opposite(x)
                                   and self._may_answer(x)]
        else:
            answer = [x for x in others if self._may_answer(x)]
        return queue + [(x, "answer") for x in answer]

    def _may_defer(self, seat: int) -> bool:
        defer = self.rules.round.defer
        if defer is None or seat in self.deferred or self._free_for_all():
            return False
        if defer.when == "opposite-set" and self.t.seating.opposite(seat) != self._player:
            return False
        return True

    def _defer_rule(self) -> str:
        return self.rules.round.defer.rule if self.rules.round.defer else self.rules.round.rule

    def _defer_scope(self) -> str:
        defer = self.rules.round.defer
        if defer is None:
            return ": this game has no defer"
        if defer.when == "opposite-set":
            return ": a player defers only their opposite's set, once"
        return ": a player defers once, in the first circle"
