"""Answering rights: teams, opposites, gouji sets (够级牌), 无头 and 四人乱缠 — who may answer a standing set."""
from __future__ import annotations

from .ruling import Ruling
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

    def wind(self, finisher: int, active, to: str) -> int:
        """接风: who leads after a finisher's last set that nobody beat: the next player still in play, or with
        `to` "teammate" the finisher's first teammate still in play (Guandan)."""
        order = [x for x in self.after(finisher) if active[x]]
        if to == "teammate":
            mates = [x for x in order if self.alternate_team(x) == self.alternate_team(finisher)]
            if mates:
                return mates[0]
        return order[0]


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
    of answerers is rebuilt from these after each set).

    Besides the gouji sets, three rules narrow who answers: 够死级 (the last set of a player who goes out in one of the
    `final_gouji` places is answered by their opposite alone, and that answer by burners only), a revolutionary's
    opposite's chances (their gouji sets answered by burners only), and a set played over a deferral (让牌) while the
    deferrer waits (answered by the deferrer's opposite alone, where `defer.then` says so)."""

    def _free_for_all(self) -> bool:
        ffa = self.rules.free_for_all
        return ffa is not None and len(self.places) >= ffa.after

    def _gouji_now(self, s: Set) -> bool:
        return self.rules.gouji_sets is not None and not self._free_for_all() and self.t.gouji.is_gouji(s)

    def _no_opposite(self, seat: int) -> bool:
        """无头: the seat's opposite is out (gone out or folded), so anyone may answer it and it may answer anyone;
        not while it holds 够死级 chances (a revolutionary's opposite who kept them)."""
        if self.rules.no_opposite is None or self.chances[seat]:
            return False
        opposite = self.t.seating.opposite(seat)
        return opposite is not None and not self.active[opposite]

    def _pass_exception(self, seat: int) -> bool:
        """A player who passed may still answer: their opposite's set (Gouji, "过牌者除对头牌外"), or any set once
        四人乱缠 began, which drops the pass rule too ("不再按够级、过牌、让牌、烧牌等规则进行")."""
        if self._free_for_all():
            return True
        return self.rules.round.pass_scope == "round-except-opposite" and \
            self.t.seating.opposite(seat) == self._player

    def _may_answer(self, seat: int) -> bool:
        return self.active[seat] and (seat not in self.passed or self._pass_exception(seat))

    def _final_opposite(self, p: int) -> int | None:
        """够死级: the opposite who alone answers `p`'s last set, when `p` has just gone out in a place that gives it."""
        final = self.rules.final_gouji
        if final is None or self.active[p] or p not in self.places or self.places.index(p) + 1 not in final.places:
            return None
        opposite = self.t.seating.opposite(p)
        return opposite if opposite is not None and self.active[opposite] else None

    def _burners(self, p: int, others: list[int], opposite: int | None) -> list[tuple[int, str]]:
        """Who is offered a burn of `p`'s gouji set, in the order of precedence (the answering opposite excepted)."""
        burning = self.rules.burning
        if burning is None:
            return []
        burners = [x for x in others if x != opposite and x not in self.passed]
        if burning.precedence == "teammates-first":
            burners.sort(key=lambda x: self._team(x) != self._team(p))
        return [(x, "burn") for x in burners]

    def _answerers(self, p: int, s: Set, stands: bool = False) -> list[tuple[int, str]]:
        """Who answers `p`'s set `s`, in order; `stands`: the set was played with a 够死级 chance (burners only)."""
        seating = self.t.seating
        others = [x for x in seating.after(p) if self.active[x]]
        if self.t.relation.is_dead(s):
            cover = self.t.relation.cover(s)
            opposite = seating.opposite(p)
            if cover.closed_by == "opposite" and opposite is not None and self.active[opposite]:
                return [(opposite, "close")]
            return []
        gouji = self._gouji_now(s)
        final = self._final_opposite(p)
        if final is not None:
            self._final_for = final
            self.chances[final] += self.rules.final_gouji.chances - 1  # the answer to this set is the first one
            return (self._burners(p, others, final) if gouji else []) + [(final, "answer")]
        if stands:
            return self._burners(p, others, None) if gouji else []
        waiting = self._waiting_deferrer()
        if waiting is not None:
            opposite = seating.opposite(waiting)
            self._after_defer = waiting
            return [(opposite, "answer")] if opposite is not None and opposite != p and self.active[opposite] else []
        if not gouji:
            return [(x, "answer") for x in others if self._may_answer(x)]
        opposite = seating.opposite(p)
        queue: list[tuple[int, str]] = []
        if opposite is not None and self.active[opposite]:
            queue += self._burners(p, others, opposite)
            answer = [opposite] + [x for x in others if x != opposite and self._no_opposite(x)
                                   and self._may_answer(x)]
        else:
            answer = [x for x in others if self._may_answer(x)]
        return queue + [(x, "answer") for x in answer]

    def _waiting_deferrer(self) -> int | None:
        """The deferrer still waiting for their second turn, when a set played now is answered by their opposite
        alone ("对让牌人顺的牌，唯有对头才有上牌权")."""
        if not self.deferred or self.rules.round.defer.then != "deferrer-opposite":
            return None
        return next((d for d in self.deferred if (d, "second") in self.queue), None)

    def _narrowed(self, seat: int) -> Ruling | None:
        """Why `seat` may not answer now, when one of the three narrowing rules holds the standing set."""
        if self._final_for is not None and seat != self._final_for:
            return Ruling(False, f"seat {seat} may not answer: the last set of seat {self._player} is answered by its "
                                 f"opposite (seat {self._final_for}) alone (够死级)", self.rules.final_gouji.rule)
        if self._stands is not None:
            return Ruling(False, f"seat {seat} may not answer: seat {self._player} played it with a 够死级 chance, "
                                 "and only a burn answers it", self._stands)
        if self._after_defer is not None:
            opposite = self.t.seating.opposite(self._after_defer)
            return Ruling(False, f"seat {seat} may not answer: a set played over seat {self._after_defer}'s deferral "
                                 f"is answered by its opposite (seat {opposite}) alone", self.rules.round.defer.then_rule)
        return None

    def _may_defer(self, seat: int) -> bool:
        defer = self.rules.round.defer
        if defer is None or seat in self.deferred or self._free_for_all() or self._final_for is not None:
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
