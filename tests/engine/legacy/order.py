# A frozen copy of the runtime before the engine rewrite: the reference of the differential tests.
"""Card strength in a trump context: which cards are trump, and how any two cards of one group compare.

Every card belongs to a group: "T" for trump, or its suit for a side card. Within a group a card has a value; a higher
value beats a lower one and equal values tie (the first played wins). The trump tiers are read top to bottom: a card
belongs to the first tier that claims it; cards of one tier in different suits are equal; the trump suit's own cards
follow the rank order. Values are consecutive integers, so two classes are adjacent exactly when their values differ
by one (which is what tractors of the `card-order` kind need).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from verifier.cards import JOKERS, SUITS, Card
from .rules import Rules, Tier

TRUMP = "T"


@dataclass(frozen=True)
class Context:
    level: str
    trump: str  # a suit, or "NT"

    def __str__(self) -> str:
        return f"level={self.level} trump={self.trump}"


@dataclass(frozen=True)
class Strength:
    group: str  # "T" or a suit
    value: int
    tier: int  # index of the trump tier, or -1 for a side card


class Order:
    """The strength of every card of the deck in one context."""

    def __init__(self, rules: Rules, ctx: Context):
        self.rules, self.ctx = rules, ctx
        self.strength: dict[Card, Strength] = {}
        deck = [Card(j) for j in JOKERS if rules.jokers] + [Card(rank, suit) for suit in SUITS for rank in rules.ranks]
        claimed: dict[int, list[Card]] = {}
        for card in deck:
            tier = next((i for i, t in enumerate(rules.tiers) if self._in_tier(card, t)), None)
            if tier is not None:
                claimed.setdefault(tier, []).append(card)
        value = 1000
        for index, tier in enumerate(rules.tiers):
            for cls in self._classes(tier, claimed.get(index, [])):
                for card in cls:
                    self.strength[card] = Strength(TRUMP, value, index)
                value -= 1
        for suit in SUITS:
            side = [Card(rank, suit) for rank in rules.ranks if Card(rank, suit) not in self.strength]
            for position, card in enumerate(side):
                self.strength[card] = Strength(suit, len(side) - position, -1)
        self.unplaced = [card for card in deck if card not in self.strength]

    def _in_tier(self, card: Card, tier: Tier) -> bool:
        if tier.cards in JOKERS:
            return card.rank == tier.cards
        if card.is_joker:
            return False
        if tier.cards == "trump-suit":
            return card.suit == self.ctx.trump
        rank = self.ctx.level if tier.cards == "level" else tier.rank
        if card.rank != rank:
            return False
        if tier.suits == "trump-suit":
            return card.suit == self.ctx.trump
        if tier.suits == "other-suits":
            return card.suit != self.ctx.trump
        return True

    def _classes(self, tier: Tier, cards: list[Card]) -> list[list[Card]]:
        """Cards of one strength, strongest first: a whole tier, except the trump suit, which goes by rank."""
        if tier.cards != "trump-suit":
            return [cards] if cards else []
        by_rank = {card.rank: card for card in cards}
        return [[by_rank[rank]] for rank in self.rules.ranks if rank in by_rank]

    def __getitem__(self, card: Card) -> Strength:
        return self.strength[card]

    def group(self, card: Card) -> str:
        return self.strength[card].group

    def is_trump(self, card: Card) -> bool:
        return self.strength[card].group == TRUMP

    def sort_key(self, card: Card):
        """Hand order: trumps first, then suits; strongest first within each."""
        s = self.strength[card]
        return (s.group != TRUMP, s.group, -s.value, str(card))


@lru_cache(maxsize=256)
def order_for(rules: Rules, level: str, trump: str) -> Order:
    return Order(rules, Context(level, trump))
