"""A triple with a single or a pair (三带一, 三带一对): combinations made of a triple and a free card or pair.

`triple-with-single` is a triple and any one card of the same suit (or of the trumps); `triple-with-pair` a triple
and any pair. With `cards: same-rank` the triple is three cards of one rank whatever their suits (two decks hold two
of a card, so such triples are the level cards of the trumps); else three identical cards. The free card or pair
does not count: a triple with a single is beaten only by a triple with a single whose triple is higher, of the led
suit or of trumps (a ruff); of one rank's triples the first played. Variants without them never come here
(`order.compounds` is empty).
"""
from __future__ import annotations

from . import ids as I
from .order import T
from .part import Part

SIZES = {"triple-with-single": 4, "triple-with-pair": 5}


def compound(play, order) -> tuple[str, int] | None:
    """(kind, the triple's strength) of a play that is a triple with a single or a pair, else None."""
    kind = "triple-with-single" if len(play) == 4 else "triple-with-pair" if len(play) == 5 else None
    combo = order.compounds.get(kind) if kind else None
    if combo is None:
        return None
    g, v = order.g, order.v
    group = g[play[0]]
    if any(g[card] != group for card in play):
        return None
    counts: dict[int, int] = {}
    for card in play:
        counts[card] = counts.get(card, 0) + 1
    same_rank = combo.cards == "same-rank"
    key = I.RANK_OF.__getitem__ if same_rank else (lambda c: c)
    by_key: dict = {}
    for card, n in counts.items():
        by_key.setdefault(key(card), []).append(card)
    for cards in by_key.values():
        total = sum(counts[c] for c in cards)
        if total != 3:
            continue
        rest = [c for c in play if key(c) != key(cards[0])]
        if kind == "triple-with-single" or (len(rest) == 2 and rest[0] == rest[1]):
            return kind, min(v[c] for c in cards)
    return None


def compound_winner(plays, order, kind: str, lead_value: int):
    """(index, reading) of the play that wins a trick whose lead is a triple with a single or a pair."""
    g = order.g
    lead_group = g[plays[0][0]]
    winner, best_group, best = 0, lead_group, lead_value
    for index in range(1, len(plays)):
        play = plays[index]
        group = g[play[0]]
        if group != lead_group and group != T:
            continue
        found = compound(play, order)
        if found is None or found[0] != kind:
            continue
        if (group == T and best_group != T) or (group == best_group and found[1] > best):
            winner, best_group, best = index, group, found[1]
    cards = tuple(sorted(plays[winner], key=lambda c: -order.v[c]))
    return winner, [Part(kind, 1, (cards[0],), best, cards)]


def compound_leads(cards: list[int], order) -> list[list[int]]:
    """Triples with a single or a pair that a group's cards (strongest first) can lead: each triple with the lowest
    other card, and with the lowest pair of another card."""
    leads: list[list[int]] = []
    for kind, combo in order.compounds.items():
        same_rank = combo.cards == "same-rank"
        key = I.RANK_OF.__getitem__ if same_rank else (lambda c: c)
        groups: dict = {}
        for card in cards:
            groups.setdefault(key(card), []).append(card)
        for k, same in groups.items():
            if len(same) < 3:
                continue
            triple = same[:3]
            others = [c for c in cards if key(c) != k]
            if kind == "triple-with-single" and others:
                leads.append(triple + [others[-1]])
            elif kind == "triple-with-pair":
                pairs = [c for c in dict.fromkeys(others) if others.count(c) >= 2]
                if pairs:
                    leads.append(triple + [pairs[-1]] * 2)
    return leads
