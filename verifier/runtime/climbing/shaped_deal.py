"""One deal of a game of shaped sets (Big Two, Paodekuai, Dou Dizhu), with the interface of game.Deal (turn, mode,
legal, ruling, apply, result), so that matches, records, the judge and the players play both alike: the deal (the
cards that do not divide set aside: 底牌), the bid for the landlord (bidding.py), who takes the bottom cards, the first
lead (the landlord, or the holder of a named card, which the lead must hold), the play (shaped_play.py), the
settlement by places or by cards left, at a stake (the bid, doubled by bombs and a spring).
"""
from __future__ import annotations

from . import actions as A
from . import deal as D
from .game import Previous, Result
from .bidding import bid_phase
from .ruling import Acts, Ruling
from .settlement import settle, stake_of
from .shaped_play import ShapedPlay
from .table import ShapedTable


def must_lead(rules, shapes, cards, how: str) -> int | None:
    """The slot of the card the deal's first lead must hold (Big Two's 3♦: `in-lead`), or None: where the lead goes
    to the holder of a named card that some hand holds (`cards`: each seat's cards, with suits)."""
    named = rules.first_lead.card
    if how == "holder" and rules.first_lead.card_in_lead and named is not None and \
            any(named in hand for hand in cards):
        return shapes.slot_of(named)
    return None


class ShapedDeal(Acts):
    shaped = True

    def __init__(self, table: ShapedTable, order: list[str], first_receiver: int = 0,
                 previous: Previous | None = None, agreed=frozenset(), standing=None):
        self.t = table
        self.standing = standing  # the teams' levels before the deal (levels.Standing), where the rules keep levels
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
        self.play: ShapedPlay | None = None
        self.leader: int | None = None
        self.landlord: int | None = None
        self.bottom: list[str] = []  # the bottom cards the landlord took, shown to all (what a player may count on)
        self.bidding = bid_phase(rules, first_receiver) if rules.bidding is not None else None
        self.phase = "bidding" if self.bidding is not None else "play"
        if rules.tribute is not None and previous is not None and previous.places:
            from .shaped_tribute import ShapedTribute  # 进贡 / 还贡 / 抗贡 (Guandan), before the play
            natural = rules.levels.natural if rules.levels is not None else None
            self.tribute = ShapedTribute(rules, self.cards, previous.places, table.seating.alternate_team, natural)
            if not self.tribute.done:
                self.phase = "tribute"
                return
        if self.bidding is None:
            self._start_play()

    def _after_bidding(self) -> None:
        if self.bidding.void:
            self.void, self.phase = True, "over"
            return
        self.landlord = self.bidding.winner
        if self.rules.bidding.bottom == "landlord":  # the bottom cards (底牌), shown to all, taken by the landlord
            self.cards[self.landlord].extend(self.aside)
            self.bottom = list(self.aside)
            self.aside = []
        self.phase = "play"
        self._start_play()

    def _start_play(self) -> None:
        rules, shapes = self.rules, self.t.shapes
        self.counts = [shapes.counts(hand) for hand in self.cards]
        places = self.previous.places if self.previous else None
        how = D.lead_rule(rules, places)
        giver = self.tribute.leader if self.tribute is not None else None  # who gave the (larger) tribute
        self.leader = D.first_lead(rules, self.cards, self.first_receiver, places, landlord=self.landlord,
                                   giver=giver)
        self.play = ShapedPlay(self.t, self.counts, self.leader, must_lead(rules, shapes, self.cards, how))

    @property
    def over(self) -> bool:
        return self.phase == "over" or (self.play is not None and self.play.over)

    def _current(self):
        return {"bidding": self.bidding, "tribute": self.tribute}.get(self.phase, self.play)

    def turn(self) -> int | None:
        if self.over:
            return None
        t = self._current().turn()
        return t[0] if isinstance(t, tuple) else t

    def mode(self) -> str:
        """What the seat whose turn it is decides: "bid", "lead" or "answer"."""
        if self.phase == "bidding":
            return "bid"
        t = self.play.turn() if self.play is not None else None
        return self.phase if t is None else t[1]

    def legal(self) -> list[A.Action]:
        return [] if self.over else self._current().legal()

    def offered(self, seat: int, action: A.Action) -> bool:
        """A match skips the ruling of an action the referee itself just listed (game.Deal.offered); a deal of shaped
        sets rules every action (its ruling also finds the reading that stands)."""
        return False

    def ruling(self, seat: int, action: A.Action) -> Ruling:
        if self.phase == "over":
            return Ruling(False, "the deal is over", self.rules.end_rule)
        return self._current().ruling(seat, action)

    def apply(self, seat: int, action: A.Action) -> None:
        self.log.append((self.phase, seat, action))
        self._current().apply(seat, action)
        if self.phase == "bidding" and self.bidding.done:
            self._after_bidding()
        elif self.phase == "tribute" and self.tribute.done:
            self.phase = "play"
            self._start_play()

    # The end ----------------------------------------------------------------------------------------------------

    def roles(self) -> list[str]:
        """Each seat's side: the landlord and the peasants (Dou Dizhu), the team of alternate seats ("team 0"), or
        the player alone ("player 2")."""
        n = self.rules.players
        kind = self.rules.teams.kind
        if kind == "landlord":
            return ["landlord" if s == self.landlord else "peasant" for s in range(n)]
        if kind == "alternate":
            return [f"team {self.t.seating.alternate_team(s)}" for s in range(n)]
        return [f"player {s}" for s in range(n)]

    def places(self) -> tuple[int, ...]:
        return tuple(self.play.places)

    def spring(self) -> bool:
        """春天 / 反春: the landlord out with the peasants having played no set, or a peasant out with the landlord
        having played only the first lead."""
        if self.landlord is None:
            return False
        sets = self.play.sets
        if self.play.places[0] == self.landlord:
            return all(sets[s] == 0 for s in range(self.rules.players) if s != self.landlord)
        return sets[self.landlord] == 1

    def stake(self) -> int:
        """What the settlement's amounts are multiplied by: the winning bid, doubled by each bomb and a spring."""
        return stake_of(self.rules.table("normal"), self.bidding.high if self.bidding is not None else None,
                        self.play.bombs, self.spring())

    def result(self) -> Result:
        places = self.places()
        roles = self.roles()
        return Result(places, tuple(roles), settle(self.rules, places, roles, "normal", self.play.left,
                                                   self.stake()), (), self.leader)

    def cards_in_play(self) -> int:
        """Every card: in the hands, played and set aside (conservation checks it against the deck)."""
        if self.play is None:
            return len(self.aside) + sum(len(h) for h in self.cards)
        return len(self.aside) + sum(self.play.left) + self.play.played
