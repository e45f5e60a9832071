"""One deal of a game of shaped sets (Big Two, Paodekuai, Dou Dizhu), with the interface of game.Deal (turn, mode,
legal, ruling, apply, result), so that matches, records, the judge and the players play both alike: the deal (the
cards that do not divide set aside: 底牌), the first lead (the holder of a named card, which the lead must hold), the
play (shaped_play.py), the settlement by places or by cards left.
"""
from __future__ import annotations

from . import actions as A
from . import deal as D
from .game import Previous, Result
from .ruling import Ruling
from .settlement import settle
from .shaped_play import ShapedPlay
from .table import ShapedTable


class ShapedDeal:
    shaped = True

    def __init__(self, table: ShapedTable, order: list[str], first_receiver: int = 0,
                 previous: Previous | None = None, agreed=frozenset()):
        self.t = table
        rules = self.rules = table.rules
        self.order = list(order)
        self.first_receiver = first_receiver
        self.previous = previous
        self.agreed = frozenset(agreed)
        self.cards, self.aside = D.deal(rules, self.order, first_receiver)
        self.void = False
        self.calling = None
        self.tribute = None
        self.revolutionaries: list[int] = []
        self.log: list[tuple[str, int, A.Action]] = []
        shapes = table.shapes
        self.counts = [shapes.counts(hand) for hand in self.cards]
        places = previous.places if previous else None
        self.leader = D.first_lead(rules, self.cards, first_receiver, places, None)
        named = rules.first_lead.card
        must = None
        if D.lead_rule(rules, places) == "holder" and rules.first_lead.card_in_lead and named is not None and \
                any(named in hand for hand in self.cards):
            must = shapes.slot_of(named)
        self.play = ShapedPlay(table, self.counts, self.leader, must)
        self.phase = "play"

    @property
    def over(self) -> bool:
        return self.play.over

    def turn(self) -> int | None:
        t = self.play.turn()
        return None if t is None else t[0]

    def mode(self) -> str:
        """What the seat whose turn it is decides: "lead" or "answer"."""
        t = self.play.turn()
        return self.phase if t is None else t[1]

    def legal(self) -> list[A.Action]:
        return self.play.legal()

    def ruling(self, seat: int, action: A.Action) -> Ruling:
        return self.play.ruling(seat, action)

    def apply(self, seat: int, action: A.Action) -> None:
        self.log.append((self.phase, seat, action))
        self.play.apply(seat, action)

    def act(self, seat: int, action: A.Action) -> Ruling:
        r = self.ruling(seat, action)
        if r.legal:
            self.apply(seat, action)
        return r

    # The end ----------------------------------------------------------------------------------------------------

    def roles(self) -> list[str]:
        """Each seat's team ("team 0") where teams are of alternate seats, else the player alone ("player 2")."""
        n = self.rules.players
        if self.rules.teams.kind == "alternate":
            return [f"team {self.t.seating.alternate_team(s)}" for s in range(n)]
        return [f"player {s}" for s in range(n)]

    def places(self) -> tuple[int, ...]:
        return tuple(self.play.places)

    def result(self) -> Result:
        places = self.places()
        roles = self.roles()
        return Result(places, tuple(roles), settle(self.rules, places, roles, "normal", self.play.left), (),
                      self.leader)

    def cards_in_play(self) -> int:
        """Every card: in the hands, played and set aside (conservation checks it against the deck)."""
        return len(self.aside) + sum(self.play.left) + self.play.played
