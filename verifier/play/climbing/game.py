"""The referee facade of a climbing variant (what `engine.load` returns for `family climbing`).

    game = engine.load("gouji-6p-4deck")
    game.beats("BJ BJ J J J", "SJ SJ 9 9 9")        # Ruling(legal=True, ...)
    game.beats("BJ SJ J J J", "SJ SJ 9 9 9")        # Ruling(False, '... at least 2 big jokers ...', 'spec/…:LINE')
    game.legal_sets("SJ 2 2 A A K 9 9 9 3", "8 8")  # ['9 9', 'A A', 'K 2', ... ] the beats, weakest first
    game.settle([0, 1, 2, 3, 4, 5])                  # Settlement(kind, teams, seats, swept, rule)
    game.may_answer("A A A 5 6", "K K K", "opponent")  # Ruling(False, 'a gouji set is answered only by its opposite…')
    game.may_burn("A A SJ 5 BJ 6", "K K")            # Ruling(True)
    game.call("AH AH AH 5S")                         # ('must', 'spec/…:LINE'): the forced call
    game.tribute(2, "BJ SJ SJ 2 A")                  # ['BJ', 'SJ']
    game.new_deal(seed=1)                            # a Deal: turn(), legal(), ruling(seat, action), apply(...)
"""
from __future__ import annotations

import random

from ...runtime.climbing import deal as D
from ...runtime.climbing import moves, situations
from ...runtime.climbing.game import Deal, Previous
from ...runtime.climbing.match import play_match
from ...runtime.climbing.table import Table
from ...runtime.climbing.ruling import Ruling
from ...runtime.climbing.rules import ClimbingRules
from ...runtime.climbing.sets import Set, SetError
from ...runtime.climbing.settlement import Settlement, SettlementError, settle
from ...runtime.climbing.tribute import tribute_cards


class ClimbingGame:
    family = "climbing"

    def __init__(self, rules: ClimbingRules, origin: str = ""):
        self.rules = rules
        self.table = Table(rules)
        self.ranks = self.table.ranks
        self.origin = origin

    @property
    def id(self) -> str:
        return self.rules.id

    def __repr__(self) -> str:
        return f"<ClimbingGame {self.rules.id} from {self.origin}>"

    # Sets -----------------------------------------------------------------------------------------------------

    def set(self, cards) -> Set:
        """The set some cards make (notation, e.g. "SJ SJ 9 9 9"); raises SetError with the rule."""
        return cards if isinstance(cards, Set) else self.ranks.parse(cards)

    def format(self, s: Set) -> str:
        return self.ranks.format(s)

    def set_ruling(self, cards) -> Ruling:
        """Whether the cards are one set, and if not why (mixed ranks, a card that is not one)."""
        try:
            self.set(cards)
        except SetError as error:
            return Ruling(False, error.message, error.rule)
        return Ruling(True)

    def beats(self, beater, standing) -> Ruling:
        """Whether `beater` beats the standing set, and if not why, citing the rule."""
        try:
            b, s = self.set(beater), self.set(standing)
        except SetError as error:
            return Ruling(False, error.message, error.rule)
        return self.table.relation.ruling(b, s)

    def is_gouji(self, cards) -> bool:
        return self.table.gouji.is_gouji(self.set(cards))

    def legal_sets(self, hand, standing=None) -> list[str]:
        """The sets of a hand (notation or counts) that may be led, or that beat the standing set, weakest first."""
        counts = self.ranks.counts(hand) if isinstance(hand, str) else list(hand)
        if standing is None:
            found = moves.leads(self.ranks, counts)
        else:
            found = moves.beats(self.table.relation, counts, self.set(standing))
        return [self.format(s) for s in sorted(found, key=lambda s: (s.core, s.small + s.big, s.money, s.cards))]

    def may_answer(self, hand, standing, source: str = "opponent") -> Ruling:
        """Whether a hand may beat a set played by its opposite, a teammate or another opponent (`source`), at the
        start of the play: a gouji set is answered only by the opposite, a plain one by anyone in turn."""
        return situations.may_answer(self.table, self._counts(hand), self.set(standing), source)

    def may_burn(self, hand, standing) -> Ruling:
        """Whether a hand may burn a gouji set (烧牌): beat it, and keep a single set or a joker for each later set."""
        return situations.may_burn(self.table, self._counts(hand), self.set(standing))

    def call(self, cards) -> tuple[str, str]:
        """Baohuang: "may", "must" (the forced call) or "may-not" call the emperor with these cards (with suits)."""
        return situations.call_verdict(self.rules, cards.split() if isinstance(cards, str) else list(cards))

    def tribute(self, count: int, hand) -> list[str]:
        """The cards a hand gives as `count` tribute cards (the highest legal ones; none held, none given)."""
        if self.rules.tribute is None:
            return []
        return [self.ranks.names[i] for i in tribute_cards(self.ranks, self._counts(hand), count)]

    def _counts(self, hand):
        return self.ranks.counts(hand) if isinstance(hand, str) else list(hand)

    # Settlement and deals ---------------------------------------------------------------------------------------

    def settle(self, places, roles=None, kind: str = "normal") -> Settlement:
        """The settlement of a finishing order (seats, first out first). `roles` default: the alternate teams
        (Gouji); for Baohuang give each seat's role ("emperor", "guard", "rebel"). Raises SettlementError."""
        if roles is None:
            roles = [f"team {self.table.seating.alternate_team(s)}" for s in range(self.rules.players)]
        return settle(self.rules, tuple(places), list(roles), kind)

    def new_deal(self, seed: int | None = None, order=None, first_receiver: int = 0,
                 previous_places=None) -> Deal:
        """A deal from a seed or a deck order; `previous_places` for the tribute and first lead of a later deal."""
        if order is None:
            order = D.deck(self.rules)
            random.Random(seed).shuffle(order)
        previous = Previous(tuple(previous_places)) if previous_places else None
        return Deal(self.table, list(order), first_receiver, previous)

    def play_match(self, seed: int | None, agents, deals: int = 1, on_deal=None, names=None, decks=None,
                   into=None) -> dict:
        """A match's record; `decks` (deck orders, a void deal's new deck too) deals by hand instead of the seed;
        `into` the record built as the match goes (a caller whose player quits keeps the deals played in full)."""
        return play_match(self.table, seed, agents, deals, on_deal, names, decks=decks, into=into)


__all__ = ["ClimbingGame", "SetError", "SettlementError", "Ruling"]
