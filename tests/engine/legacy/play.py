# A frozen copy of the runtime before the engine rewrite: the reference of the differential tests.
"""The play of a trick: who wins it, what a follower must play, whether a throw stands.

Rulings cite the rule they apply (`rules.ref(key)`, a "file:line" of the variant), so that a referee can say why.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from verifier.cards import Card, format_cards
from .combos import Component, components, structure
from .order import TRUMP, Order
from .rules import Rules, ShapeTerm


@dataclass(frozen=True)
class Ruling:
    legal: bool
    reason: str = ""
    rule: str = ""  # "spec/…:line"
    forced: tuple[Card, ...] = ()  # for a failed throw: what the leader must play


# Winning a trick ----------------------------------------------------------------------------------------------------

def _decisive(parts: list[Component], lead_shape: dict[str, int], compare: str) -> tuple:
    """The strength a play competes with: its strongest component of the lead's leading kind."""
    if compare == "lead-shape":
        for kind in ("triple-tractor", "tractor", "triple", "pair"):
            key = {"triple-tractor": "triple-tractors", "tractor": "tractors", "triple": "triples",
                   "pair": "pairs"}[kind]
            if lead_shape[key]:
                unit = 3 if "triple" in kind else 2
                chains = kind in ("tractor", "triple-tractor")
                best = [p.top for p in parts if p.unit == unit and (not chains or p.kind == kind)]
                return (max(best, default=-1),)
    return (max((p.top for p in parts), default=-1),)


def _matches(shape: dict[str, int], lead_shape: dict[str, int]) -> bool:
    return all(shape[key] >= lead_shape[key] for key in lead_shape)


def trick_winner(plays, order: Order, rules: Rules) -> int:
    """Index (0 for the lead) of the play that wins a trick, plays in turn order."""
    lead = tuple(plays[0])
    lead_group = order.group(lead[0])
    lead_parts = components(lead, order, rules)
    lead_shape = structure(lead_parts)
    winner, best = 0, (lead_group, _decisive(lead_parts, lead_shape, "lead-shape"))
    for index, play in enumerate(plays[1:], start=1):
        groups = {order.group(card) for card in play}
        if len(groups) != 1:
            continue  # a mixed play is a discard
        group = groups.pop()
        if group not in (lead_group, TRUMP):
            continue
        parts = components(play, order, rules)
        ruff = group == TRUMP and lead_group != TRUMP
        if not _matches(structure(parts), lead_shape) and not (ruff and rules.ruff_shape == "any"):
            continue  # without the lead's pairs and tractors it cannot win (a ruff so played is a discard)
        key = (group, _decisive(parts, lead_shape, rules.ruff_compare if ruff else "lead-shape"))
        if _beats(key, best):
            winner, best = index, key
    return winner


def _beats(key, best) -> bool:
    (group, value), (best_group, best_value) = key, best
    if group == TRUMP and best_group != TRUMP:
        return True  # a ruff beats the led side suit
    return group == best_group and value > best_value  # equal plays: the first played stays the winner


# Following ----------------------------------------------------------------------------------------------------------

def _supply(cards, order: Order, rules: Rules, protect: tuple[str, ...]) -> dict[str, int]:
    """What a set of cards of one group can offer: tractor lengths, triples and pairs, protected tuples left whole."""
    parts = components(cards, order, rules)
    pairs = sum(1 for p in parts for _ in p.heads if p.unit == 2)
    triples = sum(1 for p in parts for _ in p.heads if p.unit == 3)
    if "triple" not in protect:
        pairs += triples  # a triple can give a pair
    return {"pairs": pairs, "triples": triples,
            "tractor": max((p.length for p in parts if p.kind == "tractor"), default=0),
            "triple-tractor": max((p.length for p in parts if p.kind == "triple-tractor"), default=0)}


def _needs(shape: tuple[ShapeTerm, ...], lead_parts: list[Component], available: dict[str, int]) -> dict[str, int]:
    """What a shape of the obligation ladder asks for, given the lead and what the hand can offer."""
    lead = structure(lead_parts)
    need = {"pairs": 0, "triples": 0, "tractor": 0, "triple-tractor": 0}
    for term in shape:
        count = term.count or 1
        if term.unit in ("tractor", "triple-tractor"):
            longest = max((p.length for p in lead_parts if p.kind == term.unit), default=2)
            need[term.unit] = max(need[term.unit], min(longest, available[term.unit]) or longest)
            need["pairs" if term.unit == "tractor" else "triples"] += need[term.unit] * count
        elif term.unit == "pair":
            need["pairs"] += min(lead["pairs"], available["pairs"]) if term.plural and term.count is None else count
        elif term.unit == "triple":
            need["triples"] += min(lead["triples"], available["triples"]) if term.plural and term.count is None \
                else count
    return need


def _meets(have: dict[str, int], need: dict[str, int]) -> bool:
    return all(have[key] >= need[key] for key in need)


def follow_ruling(hand, lead, play, order: Order, rules: Rules) -> Ruling:
    """Whether `play` is a legal reply to `lead` from `hand` (the hand before playing)."""
    hand, lead, play = Counter(hand), tuple(lead), tuple(play)
    if Counter(play) - hand:
        return Ruling(False, f"{format_cards(sorted((Counter(play) - hand).elements()))} not in the hand")
    if len(play) != len(lead):
        return Ruling(False, f"{len(lead)} cards were led; {len(play)} played")
    group = order.group(lead[0])
    in_group = [card for card in hand.elements() if order.group(card) == group]
    played_in_group = [card for card in play if order.group(card) == group]
    follow_ref = rules.ref("follow")
    if rules.follow_suit and len(played_in_group) < min(len(in_group), len(lead)):
        suit = "trump" if group == TRUMP else f"the led suit ({group})"
        return Ruling(False, f"must follow {suit}: the hand holds {len(in_group)} such card(s)", follow_ref)
    if len(in_group) < len(lead):
        return Ruling(True, "the hand cannot fill the lead from the led suit", follow_ref)
    lead_parts = components(lead, order, rules)
    kind = lead_parts[0].kind if len(lead_parts) == 1 else "throw"
    rule = next((r for r in rules.led if r.led == kind), None)
    if rule is None:
        return Ruling(True, f"no obligation for a {kind} beyond the suit", follow_ref)
    available = _supply(in_group, order, rules, rules.protect)
    have = _supply(played_in_group, order, rules, ())
    for shape in rule.ladder:
        need = _needs(shape, lead_parts, available)
        if _meets(available, need):
            if _meets(have, need):
                return Ruling(True, f"plays {_describe(shape)}, the first obligation the hand can meet", rule.ref)
            return Ruling(False, f"the hand holds {_describe(shape)} of the led suit, so it must play it", rule.ref)
    return Ruling(True, "no obligation of the ladder can be met", rule.ref)


def _describe(shape: tuple[ShapeTerm, ...]) -> str:
    words = []
    for term in shape:
        unit = term.unit + ("s" if term.plural and term.unit != "any" else "")
        words.append(f"{term.count} {unit}" if term.count else unit)
    return " + ".join(words)


# Throws -------------------------------------------------------------------------------------------------------------

def _beaten(component: Component, others, order: Order, rules: Rules) -> bool:
    group = order.group(component.heads[0])
    for hand in others:
        cards = [card for card in hand if order.group(card) == group]
        for part in components(cards, order, rules):
            if part.unit >= component.unit and part.length >= component.length and part.top > component.top:
                if component.length == 1 or part.kind == component.kind:
                    return True
        if component.unit > 1:  # a higher tuple may hide inside a longer component: count copies directly
            counts = Counter(cards)
            if component.length == 1 and any(n >= component.unit and order[c].value > component.top
                                              for c, n in counts.items()):
                return True
    return False


def throw_ruling(throw, others, order: Order, rules: Rules) -> Ruling:
    """Whether a throw stands against the other hands; when it fails, `.forced` is what the leader must play."""
    throw = tuple(throw)
    ref = rules.ref("throw")
    if len({order.group(card) for card in throw}) != 1:
        return Ruling(False, "a throw is of one suit (or of trumps only)", ref, ())
    parts = components(throw, order, rules)
    if rules.throw_judge == "highest-card":
        best = max(parts, key=lambda p: p.top)
        judged = [Component("single", 1, best.heads[:1], best.top)]
    elif rules.throw_judge == "longest-component":
        judged = [parts[0]]
    else:
        judged = parts
    beaten = [part for part in judged if _beaten(part, others, order, rules)]
    if not beaten:
        return Ruling(True, "no other hand beats any part of the throw", ref)
    if rules.throw_failure == "smallest-card":
        smallest = min(throw, key=lambda c: order[c].value)
        forced: tuple[Card, ...] = (smallest,)
    else:
        forced = min(beaten, key=lambda p: (p.top, p.size)).cards
    return Ruling(False, f"another hand beats {format_cards(min(beaten, key=lambda p: p.top).cards)}", ref,
                  forced)
