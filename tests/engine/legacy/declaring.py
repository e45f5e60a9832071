# A frozen copy of the runtime before the engine rewrite: the reference of the differential tests.
"""Declarations: which kind of declaration some shown cards make, and whether one overcalls another."""
from __future__ import annotations

from collections import Counter

from verifier.cards import Card
from .order import Context
from .rules import Rules, Show


def _fits(show: Show, cards: tuple[Card, ...], ctx: Context) -> str | None:
    """The suit the show declares with these cards ("" for none), or None when the cards are not this show."""
    counts = Counter(cards)
    suit = ""
    for part in show.parts:
        if part.cards == "level":
            options = [c for c, n in counts.items() if c.rank == ctx.level and n >= part.count
                       and (not part.suits or c.suit in part.suits)]
            if not options:
                return None
            card = options[0]
            suit = card.suit
        else:
            card = Card(part.cards)
            if counts[card] < part.count:
                return None
        counts[card] -= part.count
    return suit if not +counts else None


def declaration(cards, rules: Rules, ctx: Context) -> tuple[Show, str] | None:
    """The show these cards make and the suit they name ("" when they name none)."""
    for show in rules.shows:
        suit = _fits(show, tuple(cards), ctx)
        if suit is not None:
            return show, suit
    return None


def rank(cards, rules: Rules, ctx: Context) -> int | None:
    """Position in the overcall order (higher overcalls lower); a step with a suit is more specific."""
    found = declaration(cards, rules, ctx)
    if found is None:
        return None
    show, suit = found
    best = None
    for index, (name, step_suit) in enumerate(rules.overcall):
        if name == show.name and step_suit in (None, suit):
            if best is None or step_suit is not None:
                best = index
    return best


def overcalls(new, standing, rules: Rules, ctx: Context) -> bool:
    a, b = rank(new, rules, ctx), rank(standing, rules, ctx)
    return a is not None and b is not None and a > b
