"""The engine's answer to a level-share example that says where the rise takes each player (`shares … -> declarer +6
to J with 5 to give`): with found friends, the deal's end phase (phases/end.py EndPhase._advance_friends) shares
out the table's levels and raises each player from the deal's level, a mandatory level stopping a rise; the levels
a mandatory level stopped are given on where the variant says so (`unused-levels: transfer`, 级数不浪费), each
player asked in turn. Here every player asked gives nothing, so that the levels read are the rise's own, before any
choice of a giver; the checker (checks/trick/shares.py) compares them with the example."""
from __future__ import annotations

from dataclasses import dataclass

from ..engine import Engine
from ..scoring import settle
from .deal import _deal


@dataclass(frozen=True)
class Rise:
    """By seat (the declarer at 0, the friend at 1 unless alone, the attackers after them): the level each player's
    rise reaches, the levels a mandatory level stopped, the levels the end phase asked the player to give on (0: not
    asked: `unused-levels: lost`, or the match over), and whether the rise passed the top of the ladder."""

    levels: tuple[str, ...]
    stopped: tuple[int, ...]
    offered: tuple[int, ...]
    passed: tuple[bool, ...]


class _Keeper:
    """The players' answers at the deal's end: the spoils to the seat the example names; levels left over kept (a
    giver may give none: 可以), and levels given refused (never asked: nothing is given)."""

    def __init__(self, spoils_to: int):
        self.spoils_to = spoils_to
        self.offered: dict[int, int] = {}

    def give_spoils(self, deal, seat, spoils, receivers):
        return [self.spoils_to] * spoils

    def transfer_levels(self, deal, seat, count, same, others):
        self.offered[seat] = count
        return []

    def accept_levels(self, deal, seat, giver, count):
        return False


def friends_rise(engine: Engine, points: int, winner: int, level: str, friend: int | None,
                 spoils_to: int = 0) -> Rise | None:
    """After a deal of `points` attacker points whose last trick `winner` won, played by every player at `level`,
    the declarer at seat 0 and the friend at `friend` (None: alone), the spoils of a flexible split given to
    `spoils_to`: each player's rise, as the end phase makes it; None when no single row of the table settles it."""
    rules = engine.rules
    deal = _deal(engine, level, declarer=0)
    deal.friend, deal.friend_found = friend, True
    side = deal.declarer_side()
    found = settle(points, "declarers" if winner in side else "attackers", rules)
    if found is None:
        return None
    passed: list[int] = []
    past_top = deal._past_top

    def record(seats):  # the seats that passed the top, as the end phase finds them
        passed.extend(seat for seat, _left in seats)
        past_top(seats)
    deal._past_top = record
    deal.stopped = {}
    keeper = _Keeper(spoils_to)
    deal._advance_friends(found.side, found.kind, found.amount, found.round_ends, side, winner, [keeper] * deal.n,
                          {}, found.also)
    n, match = deal.n, deal.match
    return Rise(tuple(rules.ladder[match.levels[seat]] for seat in range(n)),
                tuple(deal.stopped.get(seat, 0) for seat in range(n)),
                tuple(keeper.offered.get(seat, 0) for seat in range(n)),
                tuple(seat in passed for seat in range(n)))
