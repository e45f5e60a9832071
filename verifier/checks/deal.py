"""The deck, as the checks of both families read it: the cards in play, the copies of a card, the point cards
and the step of a score."""
from __future__ import annotations

import math

from ..model import Variant
from ..runtime.cards import Card, RANKS, SUITS


# The deck -----------------------------------------------------------------------------------------------------------

def per_deck(variant: Variant) -> int:
    return 52 if variant.decks is not None and not variant.decks.jokers else 54


def cards_in_play(variant: Variant) -> int | None:
    decks = variant.decks
    return None if decks is None else decks.count * per_deck(variant) - len(decks.removed)


def copies(variant: Variant, card: Card) -> int:
    """How many copies of one card are in play (one per deck, less the removed ones)."""
    decks = variant.decks
    if decks is None or (card.is_joker and not decks.jokers):
        return 0
    return max(0, decks.count - decks.removed.count(card))


def point_cards(variant: Variant) -> list[int]:
    """The value of every point card in play, one entry per physical card, highest first."""
    if variant.points is None or variant.decks is None:
        return []
    values = {pv.rank: pv.value for pv in variant.points.values if pv.rank in RANKS}
    cards = [value for rank, value in values.items() for suit in SUITS
             for _ in range(copies(variant, Card(rank, suit)))]
    return sorted(cards, reverse=True)


def point_step(variant: Variant) -> int:
    """Scores move in steps of the gcd of the point values (a failed throw's penalty counts too)."""
    values = [pv.value for pv in variant.points.values] if variant.points else []
    if variant.throw is not None and variant.throw.penalty:
        values.append(variant.throw.penalty)
    return math.gcd(*values) or 1


def deck_text(variant: Variant) -> str:
    decks = variant.decks
    if decks is None:
        return "the decks"
    text = f"{decks.count} deck{'s' if decks.count != 1 else ''}"
    text += "" if decks.jokers else " without jokers"
    return text + (f" less {len(decks.removed)} removed card(s)" if decks.removed else "")


def players_text(count: int | None) -> str:
    return "the players" if count is None else f"{count} players"
