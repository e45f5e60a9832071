"""The tribute turned round by a hand (反进贡): who gives whom once the cards are dealt, before the kitty.

`tribute { reversal: BJ, BJ, BJ }`: a giver holding all those cards receives the tribute from the receiver instead
(as many cards, chosen and returned the same way); with `reversal-partner: no-tribute`, when the giver's partner holds
them nobody gives. The hands are looked at as they are after the deal, which is when the tribute is given.
"""
from __future__ import annotations

from collections import Counter

from . import ids as I


def holds_all(hand, cards: tuple[str, ...]) -> bool:
    """Whether a hand (counts by card id) holds every card listed, as many copies as listed."""
    return all(hand[I.BY_NAME[name]] >= count for name, count in Counter(cards).items())


def turned(deal, giver: int, receiver: int) -> tuple[int, int, str | None]:
    """(giver, receiver, what turned it: None, "reversed" or "cancelled") for the tribute the deal owes."""
    rules = deal.rules
    if not rules.tribute_reversal:
        return giver, receiver, None
    if holds_all(deal.hands[giver], rules.tribute_reversal):
        return receiver, giver, "reversed"
    partner = (giver + deal.n // 2) % deal.n  # the player opposite (对家)
    if rules.tribute_reversal_partner == "no-tribute" and partner not in (giver, receiver) and \
            holds_all(deal.hands[partner], rules.tribute_reversal):
        return giver, receiver, "cancelled"
    return giver, receiver, None
