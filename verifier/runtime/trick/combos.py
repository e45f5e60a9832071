"""Combinations: how the cards of one group split into tractors, triples, pairs and singles.

A play of several cards is read greedily, the way players read a throw: the longest tractors of the largest units
first, then tuples, then singles. Only the combinations the variant has are formed (a variant without tractors reads
`3C 3C 4C 4C` as two pairs).

The work is done on card ids (ids.py) with the tables of an Order; the functions taking Cards are thin
wrappers kept for the checker and the referee.
"""
from __future__ import annotations

from ..cards import Card
from . import ids as I
from .bombs import take_bombs
from .compounds import compound
from .rainbows import rank_of as rainbow_rank
from .order import MEMO_LIMIT, Order
from .part import Component, Part
from .rules import Rules

UNIT_OF = {"single": 1, "pair": 2, "triple": 3, "tractor": 2, "triple-tractor": 3}  # a bomb's unit is its size
TUPLE_KIND = {1: "single", 2: "pair", 3: "triple"}
CHAIN_KIND = {2: "tractor", 3: "triple-tractor"}


def adjacent(order: Order, rules: Rules, kind: str, high: Card, low: Card) -> bool:
    """Whether two units may follow each other in a tractor of this kind."""
    return I.ID[low] in order.lower[kind][I.ID[high]]


def _count(card_ids) -> dict[int, int]:
    counts: dict[int, int] = {}
    for i in card_ids:
        counts[i] = counts.get(i, 0) + 1
    return counts


def _longest_chain(units: list[int], value: list[int], lower) -> list[int]:
    """The longest run of adjacent units (strongest first); units are distinct ids. Of equally long runs, the one
    whose strongest unit comes last in the order `units` are sorted in (strongest first, then first seen)."""
    units = sorted(units, key=lambda c: -value[c])
    position = {card: n for n, card in enumerate(units)}
    best: dict[int, list[int]] = {}
    for card in reversed(units):  # from the weakest up: the best chain starting at each card
        follow: list[int] = []
        follow_pos = -1
        for other in lower[card]:
            chain = best.get(other)
            if chain is not None and (len(chain) > len(follow) or
                                      (len(chain) == len(follow) and position[other] < follow_pos)):
                follow, follow_pos = chain, position[other]
        best[card] = [card] + follow
    longest: list[int] = []
    for chain in best.values():
        if len(chain) > len(longest):
            longest = chain
    return longest


def split(counts: dict[int, int], order: Order, tuples: bool = True) -> list[Part]:
    """Split counted card ids (of any groups) into parts, largest first. `counts` is consumed. Without `tuples` only
    the bombs and chains are read: what a group's leads need of the reading (its singles and tuples are every
    member held so often), at about half the cost."""
    value = order.v
    found: list[Part] = []
    if order.bomb is not None:  # a bomb is read before the tractors its pairs could make
        found += take_bombs(counts, order)
    if order.chains and len(counts) > 1 and (order.sequence is not None or max(counts.values()) >= 2):
        for unit, kind, least, lower in order.chains:
            while True:
                units = [card for card, n in counts.items() if n >= unit]
                if len(units) < least:
                    break
                chain = _longest_chain(units, value, lower)
                if len(chain) < least:
                    break
                for card in chain:
                    counts[card] -= unit
                found.append(Part(kind, unit, tuple(chain), value[chain[0]]))
    if tuples:
        ordered = sorted(counts, key=lambda c: -value[c])
        if order.quad_pairs:  # `quad: two-pairs`: four identical cards that are no bomb read as two pairs
            for card in ordered:
                while counts[card] >= 4:
                    counts[card] -= 4
                    found += [Part("pair", 2, (card,), value[card])] * 2
        for unit, kind in order.tuples:
            for card in ordered:
                n = counts[card]
                while n >= unit:
                    n -= unit
                    found.append(Part(kind, unit, (card,), value[card]))
                counts[card] = n
    found.sort(key=lambda p: (-p.unit * len(p.heads), -p.top))
    return found


def parts(card_ids, order: Order) -> list[Part]:
    """The parts of some card ids, largest first (a new list; the Parts are shared and never modified)."""
    if len(card_ids) == 1:
        card = card_ids[0]
        return [Part("single", 1, (card,), order.v[card])]
    key = tuple(card_ids)  # the reading depends on the order of equal cards (ties go to the first seen)
    found = order.memo.get(key)
    if found is None:
        if len(order.memo) > MEMO_LIMIT:
            order.memo.clear()
        found = order.memo[key] = split(_count(card_ids), order)
    return list(found)


def components(cards, order: Order, rules: Rules) -> list[Component]:
    """Split cards (of any groups) into components, largest first."""
    return [p.component() for p in parts(I.ids(cards), order)]


def kind_of_ids(card_ids, order: Order) -> str | None:
    """The single combination these card ids make, or "throw" for several of one group, or None."""
    if not card_ids:
        return None
    g = order.g
    group = g[card_ids[0]]
    for card in card_ids:
        if g[card] != group:  # of several groups: a rainbow, or no combination
            return "rainbow" if order.rainbow is not None and rainbow_rank(card_ids, order) is not None else None
    found = parts(card_ids, order)
    return lead_kind(card_ids, found, order)


def lead_kind(card_ids, found, order: Order) -> str:
    """The kind of a play of one group read as `found`: its one part's kind, a triple with a single or a pair, or
    "throw"."""
    if len(found) == 1:
        return found[0].kind
    if order.compounds:
        made = compound(card_ids, order)
        if made is not None:
            return made[0]
    return "throw"


def kind_of(cards, order: Order, rules: Rules) -> str | None:
    """The single combination these cards make, or "throw" for several of one group, or None."""
    return kind_of_ids(I.ids(cards), order)


def is_combination(cards, kind: str, order: Order, rules: Rules) -> bool:
    return kind_of(cards, order, rules) == kind


def structure(found) -> dict[str, int]:
    """Counts that following and ruffing compare: tractors, triples, and pairs (pairs inside tractors count)."""
    shape = {"triple-tractors": 0, "tractors": 0, "triples": 0, "pairs": 0}
    for p in found:
        if p.kind == "triple-tractor":
            shape["triple-tractors"] += 1
        elif p.kind == "tractor":
            shape["tractors"] += 1
        if p.unit == 3:
            shape["triples"] += len(p.heads)
        elif p.unit == 2:
            shape["pairs"] += len(p.heads)
    return shape
