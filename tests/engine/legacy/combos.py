# A frozen copy of the runtime before the engine rewrite: the reference of the differential tests.
"""Combinations: how the cards of one group split into tractors, triples, pairs and singles.

A play of several cards is read greedily, the way players read a throw: the longest tractors of the largest units
first, then tuples, then singles. Only the combinations the variant has are formed (a variant without tractors reads
`3C 3C 4C 4C` as two pairs).
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from verifier.cards import Card
from .order import Order
from .rules import Rules

UNIT_OF = {"single": 1, "pair": 2, "triple": 3, "tractor": 2, "triple-tractor": 3}
TUPLE_KIND = {1: "single", 2: "pair", 3: "triple"}
CHAIN_KIND = {2: "tractor", 3: "triple-tractor"}


@dataclass(frozen=True)
class Component:
    kind: str  # single, pair, triple, tractor, triple-tractor
    unit: int  # cards per rank: 1, 2 or 3
    heads: tuple[Card, ...]  # one card per unit, strongest first
    top: int  # the value of the strongest unit

    @property
    def length(self) -> int:
        return len(self.heads)

    @property
    def size(self) -> int:
        return self.unit * len(self.heads)

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(card for card in self.heads for _ in range(self.unit))


def adjacent(order: Order, rules: Rules, kind: str, high: Card, low: Card) -> bool:
    """Whether two units may follow each other in a tractor of this kind."""
    combo = rules.combo(kind)
    a, b = order[high], order[low]
    if a.group != b.group:
        return False  # trump never joins a side suit, nor two side suits
    if combo is not None and combo.adjacency == "natural-ranks":
        if high.is_joker or low.is_joker or high.suit != low.suit:
            return False
        ranks = rules.ranks
        return ranks.index(low.rank) == ranks.index(high.rank) + 1
    return a.value == b.value + 1


def _longest_chain(order: Order, rules: Rules, kind: str, units: list[Card]) -> list[Card]:
    """The longest run of adjacent units (strongest first); units are distinct cards."""
    units = sorted(units, key=lambda c: -order[c].value)
    best: dict[Card, list[Card]] = {}
    for card in reversed(units):  # from the weakest up: best chain starting at each card
        follow = [best[other] for other in units if other in best and adjacent(order, rules, kind, card, other)]
        best[card] = [card] + max(follow, key=len, default=[])
    return max(best.values(), key=len, default=[])


def components(cards, order: Order, rules: Rules) -> list[Component]:
    """Split cards (of any groups) into components, largest first."""
    counts = Counter(cards)
    found: list[Component] = []
    for unit in (3, 2):
        chain_kind = CHAIN_KIND[unit]
        combo = rules.combo(chain_kind)
        if combo is None:
            continue
        while True:
            units = [card for card, n in counts.items() if n >= unit]
            chain = _longest_chain(order, rules, chain_kind, units)
            if len(chain) < max(2, combo.min_length):
                break
            for card in chain:
                counts[card] -= unit
            found.append(Component(chain_kind, unit, tuple(chain), order[chain[0]].value))
    for unit in (3, 2, 1):
        kind = TUPLE_KIND[unit]
        if unit > 1 and rules.combo(kind) is None:
            continue
        for card in sorted(counts, key=lambda c: -order[c].value):
            while counts[card] >= unit:
                counts[card] -= unit
                found.append(Component(kind, unit, (card,), order[card].value))
    return sorted(found, key=lambda c: (-c.size, -c.top))


def kind_of(cards, order: Order, rules: Rules) -> str | None:
    """The single combination these cards make, or "throw" for several of one group, or None."""
    cards = tuple(cards)
    if not cards or len({order.group(c) for c in cards}) != 1:
        return None
    parts = components(cards, order, rules)
    return parts[0].kind if len(parts) == 1 else "throw"


def is_combination(cards, kind: str, order: Order, rules: Rules) -> bool:
    return kind_of(cards, order, rules) == kind


def structure(parts: list[Component]) -> dict[str, int]:
    """Counts that following and ruffing compare: tractors, triples, and pairs (pairs inside tractors count)."""
    return {
        "triple-tractors": sum(p.kind == "triple-tractor" for p in parts),
        "tractors": sum(p.kind == "tractor" for p in parts),
        "triples": sum(p.unit == 3 for p in parts for _ in p.heads),
        "pairs": sum(p.unit == 2 for p in parts for _ in p.heads),
    }
