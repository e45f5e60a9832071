"""The fast runtime (card ids, precomputed tables) rules exactly as the runtime it replaced (tests/engine/legacy/,
a frozen copy), on many random hands, leads and plays of every variant."""
import dataclasses
import random

import pytest

from verifier.runtime import actions as A
from verifier.runtime import ids as I
from verifier.runtime import play, scoring
from verifier.runtime.combos import components

from .conftest import VARIANTS
from .legacy import combos as L_combos
from .legacy import order as L_order
from .legacy import play as L_play
from .legacy import rules as L_rules
from .legacy import scoring as L_scoring


def _legacy(rules):
    names = {f.name for f in dataclasses.fields(L_rules.Rules)}
    return L_rules.Rules(**{name: getattr(rules, name) for name in names})


def _shape(parts):
    return sorted((p.kind, p.unit, p.length, p.top) for p in parts)


@pytest.mark.parametrize("vid", VARIANTS)
def test_same_rulings_as_the_legacy_runtime(games, vid):
    game = games[vid]
    rules = game.rules
    old_rules = _legacy(rules)
    rng = random.Random(vid)
    deck = game.engine.deck()
    checked = {"components": 0, "winner": 0, "follow": 0, "illegal": 0, "throw": 0, "failed": 0, "bonus": 0}
    for _ in range(60):
        level = rng.choice(rules.ladder)
        trump = rng.choice(["S", "H", "C", "D", "NT"])
        ctx = game.context(level, trump)
        order = game.order(ctx)
        old = L_order.Order(old_rules, L_order.Context(level, trump))
        rng.shuffle(deck)
        hands = [deck[i * rules.hand:(i + 1) * rules.hand] for i in range(4)]
        cards = [I.to_cards(h) for h in hands]
        for hand in cards:
            assert _shape(components(hand, order, rules)) == _shape(L_combos.components(hand, old, old_rules))
            checked["components"] += 1
        for seat in range(4):
            hc = I.counts(hands[seat])
            options = A.lead_options(hc, order)
            for lead in rng.sample(options, min(6, len(options))):
                lead_cards = I.to_cards(lead)
                # the other hands follow: a built legal play, and random cards of the same number
                plays = [lead_cards]
                for other in range(1, 4):
                    oc = I.counts(hands[(seat + other) % 4])
                    built = A.legal_follow(oc, lead, order, A.random_key(rng), rng)
                    rand = rng.sample(hands[(seat + other) % 4], len(lead))
                    for candidate in (built, rand):
                        new = play.follow_ruling(cards[(seat + other) % 4], lead_cards, I.to_cards(candidate),
                                                 order, rules)
                        was = L_play.follow_ruling(cards[(seat + other) % 4], lead_cards, I.to_cards(candidate),
                                                   old, old_rules)
                        assert new.legal == was.legal, (ctx, lead_cards, candidate, new, was)
                        checked["follow"] += 1
                        checked["illegal"] += not new.legal
                    assert play.follow_ruling(cards[(seat + other) % 4], lead_cards, I.to_cards(built), order,
                                              rules).legal
                    plays.append(I.to_cards(rng.choice((built, rand))))
                assert play.trick_winner(plays, order, rules) == L_play.trick_winner(plays, old, old_rules)
                checked["winner"] += 1
                assert scoring.kitty_multiplier(lead_cards, order, rules) == \
                    L_scoring.kitty_multiplier(lead_cards, old, old_rules)
                checked["bonus"] += 1
            if rules.throw:
                for _ in range(4):
                    throw = A.throw_candidate(hc, order, rng)
                    if not throw:
                        break
                    others = [cards[(seat + k) % 4] for k in range(1, 4)]
                    new = play.throw_ruling(I.to_cards(throw), others, order, rules)
                    was = L_play.throw_ruling(I.to_cards(throw), others, old, old_rules)
                    assert new.legal == was.legal, (ctx, throw)
                    assert sorted(new.forced) == sorted(was.forced), (ctx, throw, new, was)
                    checked["throw"] += 1
                    checked["failed"] += not new.legal
    assert checked["follow"] > 500 and checked["illegal"] > 50 and checked["winner"] > 100
    if rules.throw:
        assert checked["throw"] > 50 and 0 < checked["failed"] < checked["throw"]
