"""Whether a throw stands: a lead of several parts of one group fails when another hand beats one of them.

`throw-judge` says which parts are judged (all, the longest, or the highest card as a single); `throw-failure` what
the leader must play when the throw fails. The core works on card ids (`throw_ids`, used by the engine's deal loop);
`throw_ruling` takes Cards.
"""
from __future__ import annotations

from itertools import compress

from .. import ids as I
from ..combos import _count, parts
from ..order import Order
from ..part import Part
from ..rules import Rules
from .ruling import Ruling


def _beats_part(part: Part, hand_parts: list[Part], hand_counts: dict[int, int], value) -> bool:
    for other in hand_parts:
        if other.unit >= part.unit and len(other.heads) >= len(part.heads) and other.top > part.top:
            if len(part.heads) == 1 or other.kind == part.kind:
                return True
    if part.unit > 1 and len(part.heads) == 1:  # a higher tuple may hide inside a longer component
        for card, n in hand_counts.items():
            if n >= part.unit and value[card] > part.top:
                return True
    return False


def _highest(members: list[int], tables: list[tuple], value: list[int], unit: int):
    """The highest value of which one hand holds `unit` equal cards (`tables`: each hand's counts of a group's
    members, strongest first), or -inf: another hand beats a part of `unit` equal cards by as many equal cards,
    higher, exactly when the part's value is below it. (A hand's first member held `unit` times is its highest,
    found in C.)"""
    best = _NOTHING
    for counts in tables:
        first = next(compress(members, counts if unit == 1 else map(unit.__le__, counts)), None)
        if first is not None and value[first] > best:
            best = value[first]
    return best


_NOTHING = float("-inf")


def throw_ids(throw, others, order: Order) -> tuple[bool, str, list[int]]:
    """Judge a throw (card ids) against the other hands, each given as counts by card id.

    Returns (stands, reason, forced ids); only the other hands' cards of the thrown group are looked at.
    """
    rules = order.rules
    g, v = order.g, order.v
    group = g[throw[0]]
    if any(g[card] != group for card in throw):
        return False, "a throw is of one suit (or of trumps only)", []
    found = parts(throw, order)
    if rules.throw_judge == "highest-card":  # the throw stands or falls with its highest card, as a single
        best = max(found, key=lambda p: p.top)
        judged = [Part("single", 1, best.heads[:1], best.top)]
    elif rules.throw_judge == "longest-component":
        judged = [found[0]]
    else:
        judged = found
    if order.bomb is None and all(len(p.heads) == 1 for p in judged):
        # singles and tuples only: each is beaten by as many equal cards, higher, in another hand (alone or inside a
        # longer component: _beats_part), read from the hands' counts without reading the hands into parts
        members, take = order.members[group], order.take[group]
        tables = [take(hand) for hand in others]
        highest = {}  # by unit: the highest value of which another hand holds as many equal cards
        for p in judged:
            if p.unit not in highest:
                highest[p.unit] = _highest(members, tables, v, p.unit)
        beaten = [p for p in judged if highest[p.unit] > p.top]
    else:
        views = []
        for hand in others:
            cards = order.group_cards(hand, group)
            if cards:
                views.append((parts(cards, order), _count(cards)))
        beaten = [p for p in judged if any(_beats_part(p, hp, hc, v) for hp, hc in views)]
    if not beaten:
        return True, "no other hand beats any part of the throw", []
    if rules.throw_failure == "smallest-card":
        forced = [min(throw, key=lambda c: v[c])]
    elif rules.throw_failure == "smallest-unit-beaten":  # singles first, then pairs…; of one size the lowest
        forced = min(beaten, key=lambda p: (p.unit * len(p.heads), p.top)).ids
    else:
        forced = min(beaten, key=lambda p: (p.top, p.unit * len(p.heads))).ids
    shown = min(beaten, key=lambda p: p.top)
    return False, f"another hand beats {' '.join(I.NAMES[c] for c in shown.ids)}", forced


def throw_ruling(throw, others, order: Order, rules: Rules) -> Ruling:
    """Whether a throw stands against the other hands; when it fails, `.forced` is what the leader must play."""
    stands, reason, forced = throw_ids(I.ids(throw), [I.counts(I.ids(hand)) for hand in others], order)
    ref = order.refs.get("throw", "")
    if stands:
        return Ruling(True, reason, ref)
    return Ruling(False, reason, ref, I.to_cards(forced) if forced else ())
