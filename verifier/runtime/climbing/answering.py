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
