"""C206 asks of each card only whether a trump tier claims it (checks/cardorder.py): what it finds must be what the
runtime's full orders say, context by context, on every variant of the repository and on card orders made wrong on
purpose (tiers left out, reordered, jokers and ranks taken away)."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from verifier.runtime.cards import SUITS, Card
from verifier.checks.trick import cardorder
from verifier.compile.trick import card_order_rules
from verifier.model import Family
from verifier.runtime.trick.order import TRUMP, Context, Order
from verifier.runtime.trick.rules import Tier

from conftest import read_folder

ROOT = Path(__file__).resolve().parents[2]


def by_strengths(rules, reached):
    """The first unsound context as the strengths of full orders give it (what C206 computed before)."""
    level_cards = {level: [Card(level, s) for s in SUITS] for level in {level for level, _ in reached}}
    suit_cards = {suit: [Card(r, suit) for r in rules.ranks] for suit in SUITS}
    for level, trump in reached:
        strength = Order(rules, Context(level, trump)).strength
        not_trump = [str(c) for c in level_cards[level] if c in strength and strength[c].group != TRUMP]
        if not_trump:
            return level, trump, True, not_trump
        if trump != "NT":
            side = [str(card) for card in suit_cards[trump] if strength[card].group != TRUMP]
            if side:
                return level, trump, False, side
    return None


def _variants():
    """Every variant of spec/ and of the checker's cases (each folder its own library, as `check` reads it)."""
    for folder in (ROOT / "spec", ROOT / "tests" / "checks" / "cases", ROOT / "tests" / "engine" / "levels"):
        for variant in read_folder(folder)[1]:
            if variant.trump_order is not None and variant.ranks is not None and (
                    variant.family is None or variant.family.family == Family.TRICK_TAKING):
                yield variant


VARIANTS = list(_variants())
_EXPECTED: dict = {}


def _wrong(rules):
    """Card orders made wrong on purpose: each tier left out, the tiers reversed, no jokers, ranks taken away (with
    and without a level tier), more tiers."""
    tiers = rules.tiers
    yield rules
    for i in range(len(tiers)):
        yield replace(rules, tiers=tiers[:i] + tiers[i + 1:])
    yield replace(rules, tiers=tiers[::-1])
    yield replace(rules, jokers=not rules.jokers)
    yield replace(rules, ranks=rules.ranks[1:])
    yield replace(rules, ranks=rules.ranks[:-3] + rules.ranks[-1:])
    yield replace(rules, ranks=rules.ranks[1:], tiers=tuple(t for t in tiers if t.cards != "level"))
    yield replace(rules, tiers=tiers + (Tier("rank", "5", None, "H"), Tier("rank", "3", "other-suits")))


def test_the_corpus_holds_card_orders():
    assert len(VARIANTS) >= 20


@pytest.mark.parametrize("variant", VARIANTS, ids=lambda v: f"{v.span.file if v.span else ''}:{v.id}")
def test_c206_finds_what_full_orders_say(variant):
    reached = tuple(cardorder.contexts(variant))
    found = []
    for rules in _wrong(card_order_rules(variant)):
        key = (rules.tiers, rules.ranks, rules.jokers, reached)  # many variants share one card order
        if key not in _EXPECTED:
            _EXPECTED[key] = by_strengths(rules, reached)
        expected = _EXPECTED[key]
        assert cardorder._first_unsound(rules, reached) == expected, rules.tiers
        found.append(expected)
    # the wrong orders are found wrong somewhere (where any context is reached): the comparison bites
    assert any(f is not None for f in found) or not reached
