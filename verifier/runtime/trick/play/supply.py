"""What cards offer and what the obligation ladder asks: the counts that following compares.

A hand (or a play) of one group offers pairs, triples, its longest tractor and triple tractor (and bombs and
sequences where the variant has them), counted from the cards, not from one reading of them. A shape of a led rule's
ladder asks for some of those, given the lead; the first shape a hand can meet is its obligation (follow.py rules on
a play with it; the players' follows, actions/follows.py, are built to meet it).
"""
from __future__ import annotations

from ..bombs import bomb_supply
from ..combos import _count, _longest_chain, structure
from ..kept import kept
from ..order import MEMO_LIMIT, Order
from ..part import Part
from ..rules import ShapeTerm


def _supply(card_ids, order: Order, protect, chains: bool = True) -> dict[str, int]:
    """What a set of cards of one group can offer: the longest tractor and triple tractor, the triples and the pairs,
    protected tuples left whole.

    Counted from the cards themselves, not from one reading of them: a triple that the greedy reading puts inside a
    tractor (`AAA KK` reads as the tractor AAKK and an A) is still a triple the hand can play. `triple-pairs` is how
    many of the pairs are taken from triples: a triple and a pair asked for together must be different cards.
    Without `chains` the longest tractors and sequences are not looked for (given as 0): for a ladder that asks for
    none of them (_chains_asked).
    """
    if len(card_ids) <= 2 and pair_or_nothing(order):  # the commonest follows
        return two_card_supply(len(card_ids) == 2 and card_ids[0] == card_ids[1])
    return _supply_counts(_count(card_ids), order, protect, chains)


def _supply_counts(counts: dict[int, int], order: Order, protect, chains: bool = True) -> dict[str, int]:
    """_supply of cards given as their counts by card id (cards held, in the order they are read)."""
    if protect or order.quad_pairs or order.quad_triple:
        triples, pairs, triple_pairs = _tuples(counts.values(), order, protect)
    else:
        triples = sum(n // 3 for n in counts.values())
        pairs = sum(n // 2 for n in counts.values())
        # pairs a triple uses up: one of three cards, two of four (a quad is not a triple and a pair)
        triple_pairs = sum(n // 2 - (n - 3) // 2 for n in counts.values() if n >= 3)
    longest = {"tractor": 0, "triple-tractor": 0, "sequence": 0}
    for unit, kind, least, lower in order.chains if chains else ():
        units = [card for card, n in counts.items() if n >= unit and (not protect or _whole(n, unit, order, protect))]
        if len(units) >= least:
            run = len(_longest_chain(units, order.v, lower))
            longest[kind] = run if run >= least else 0
    have = {"pairs": pairs, "triples": triples, "tractor": longest["tractor"],
            "triple-tractor": longest["triple-tractor"], "triple-pairs": triple_pairs}
    if order.bomb is not None:
        have["bomb"] = bomb_supply(counts, order)
    if order.sequence is not None:
        have["sequence"] = longest["sequence"]
    return have


def _tuples(held, order: Order, protect) -> tuple[int, int, int]:
    """(triples, pairs, pairs the first triple uses up) that identical cards held so often offer, where the variant
    protects tuples or says how a quad counts: the reading of a quad (`quad:`) first, then what is protected of it;
    a protected tuple offers nothing smaller (a protected triple no pair, a protected quad no triple nor pair)."""
    protect_triple, protect_quad = "triple" in protect, "quad" in protect
    triples = pairs = triple_pairs = 0
    for n in held:
        if n < 2:
            continue
        if n >= 4 and protect_quad:  # four or more identical cards need not be broken for a triple or a pair
            continue
        if order.quad_pairs or order.quad_triple:
            quads, n = divmod(n, 4)
            if order.quad_pairs:  # each quad is two pairs, no triple
                pairs += 2 * quads
            elif not protect_triple:  # each quad is a triple and a single: one triple, holding one pair
                triples += quads
                pairs += quads
                triple_pairs += 1 if quads else 0
            else:  # the quad's triple is protected: it offers the triple, and no pair
                triples += quads
            if n < 2:
                continue
        triples += n // 3
        if protect_triple:  # a protected triple gives no pair
            pairs += (n % 3 if n >= 3 else n) // 2
        else:
            pairs += n // 2
            if n >= 3:
                triple_pairs += n // 2 - (n - 3) // 2
    return triples, pairs, triple_pairs


def _whole(n: int, unit: int, order: Order, protect) -> bool:
    """Whether a card held n times may give `unit` of its copies to a chain (a tractor's pair, a triple tractor's
    triple) without breaking a protected tuple: a protected quad gives none, a protected triple no pair (the quad's
    triple too, where a quad reads as a triple and a single)."""
    if n >= 4 and "quad" in protect:
        return False
    if unit < 3 and "triple" in protect:  # a pair beside the protected triples, as _tuples counts it
        if order.quad_pairs:  # quads are two pairs: only a triple beyond them is protected
            return n >= 4 or n % 4 != 3
        if order.quad_triple:  # quads are protected triples (and a single): a pair beyond them
            return n % 4 == 2
        return n % 3 == 2
    return True


def pair_or_nothing(order: Order) -> bool:
    """Whether two cards offer a pair or nothing (two_card_supply): no chain of the variant fits in two cards, and it
    has no bombs nor sequences (whose supply is counted too) nor quads."""
    return (order.bomb is None and order.sequence is None and not order.quad_pairs and not order.quad_triple
            and all(unit * least > 2 for unit, _kind, least, _lower in order.chains))


def two_card_supply(pair: bool) -> dict[str, int]:
    """What two cards (or fewer) offer where no chain fits in two cards: a pair, or nothing."""
    return {"pairs": 1 if pair else 0, "triples": 0, "tractor": 0, "triple-tractor": 0, "triple-pairs": 0}


def _needs(shape: tuple[ShapeTerm, ...], lead_parts: list[Part], available: dict[str, int]) -> dict[str, int]:
    """What a shape of the obligation ladder asks for, given the lead and what the hand can offer."""
    lead = structure(lead_parts)
    for p in lead_parts:
        if p.kind == "bomb":  # a bomb led asks for as many pairs (or triples) as its cards make
            lead["pairs"] += p.size // 2
            lead["triples"] += p.size // 3
    need = {"pairs": 0, "triples": 0, "tractor": 0, "triple-tractor": 0}
    for term in shape:
        count = term.count or 1
        if term.unit in ("tractor", "triple-tractor"):
            longest = max((len(p.heads) for p in lead_parts if p.kind == term.unit), default=2)
            need[term.unit] = max(need[term.unit], min(longest, available[term.unit]) or longest)
            need["pairs" if term.unit == "tractor" else "triples"] += need[term.unit] * count
        elif term.unit == "pair":
            need["pairs"] += min(lead["pairs"], available["pairs"]) if term.plural and term.count is None else count
        elif term.unit == "sequence":  # a sequence as long as the lead's longest
            need["sequence"] = max((len(p.heads) for p in lead_parts if p.kind == "sequence"), default=0)
        elif term.unit == "bomb":  # a bomb as long as the lead's (every bomb led is the whole lead)
            need["bomb"] = sum(p.size for p in lead_parts)
        elif term.unit == "triple":
            need["triples"] += min(lead["triples"], available["triples"]) if term.plural and term.count is None \
                else count
    return need


def _meets(have: dict[str, int], need: dict[str, int]) -> bool:
    """Whether what a hand (or a play) offers meets a need; triples and pairs asked for together are different
    cards, so a triple counted among the pairs cannot serve as both."""
    for key in need:  # (a loop, not all() over a generator: this runs at most follows of a pair)
        if have[key] < need[key]:
            return False
    return have["pairs"] >= need["pairs"] + min(need["triples"], have.get("triple-pairs", 0))


def _first_met(rule, lead, lead_parts, in_group, order: Order):
    """(rule, shape, need) for the first shape of the rule's ladder that the cards `in_group` can meet, or None.
    It depends only on the lead and those cards, so it is kept in the order's memo."""
    key = ("need", tuple(lead), tuple(in_group))
    memo = order.memo
    if key in memo:
        return memo[key]
    found = _met(rule, lead_parts, _count(in_group), order)
    if len(memo) > MEMO_LIMIT:
        memo.clear()
    memo[key] = found
    return found


def _met(rule, lead_parts, held: dict[int, int], order: Order):
    """_first_met of the cards held (their counts by card id), not kept (the duty of a hand, which holds it, is kept
    instead: follow_duty)."""
    available = _supply_counts(held, order, order.rules.protect, _chains_asked(rule))
    empty = None  # the first shape met that asks for nothing
    for shape in rule.ladder:
        need = _needs(shape, lead_parts, available)
        if _meets(available, need):
            if any(need.values()) or not _counts(shape):
                return rule, shape, need
            if empty is None:
                empty = rule, shape, need
    return empty


def _counts(shape) -> bool:
    """Whether a shape asks for combinations (pairs, triples, tractors…), not only for cards (`any`, singles): such a
    shape whose terms come to none, where neither the lead nor the hand holds them (`triples` on a throw of pairs),
    does not stop the ladder; a later shape that asks for something the hand has binds (else it names the ruling)."""
    for term in shape:
        if term.unit != "any" and term.unit != "single":
            return True
    return False


_CHAIN_UNITS = ("tractor", "triple-tractor", "sequence")


_CHAINS_ASKED: dict = {}


def _chains_asked(rule) -> bool:
    """Whether a led rule's ladder asks for a tractor, a triple tractor or a sequence anywhere (else what a hand
    offers is read without its chains: a pair's ladder never asks for one). Kept by identity, with the rule."""
    return kept(_CHAINS_ASKED, id(rule), rule,
                lambda: any(term.unit in _CHAIN_UNITS for shape in rule.ladder for term in shape))
