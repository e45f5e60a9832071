"""Whole deals: the first lead, revolution, tribute, the play to the settlement; cards conserved."""
import random

from verifier.runtime.climbing import actions as A
from verifier.runtime.climbing import deal as D
from verifier.runtime.climbing.game import Deal, Previous
from verifier.runtime.climbing.table import Table

from .handmade import baohuang, gouji


def play_out(deal, rng):
    while not deal.over:
        seat = deal.turn()
        legal = deal.legal()
        action = rng.choice(legal)
        assert deal.ruling(seat, action).legal
        deal.apply(seat, action)
    return deal


def test_gouji_the_most_threes_of_one_suit_lead():
    rules = gouji()
    hands = [["3S", "3S", "4H"], ["3H", "3H", "3H"], ["5C"], ["3D", "3D"], ["6S"], ["7S"]]
    assert D.most_threes(rules, hands, 0) == 1
    assert D.most_threes(rules, [["3S"], ["4S"]] + [[]] * 4, 2) == 2  # nobody shows two: the first receiver


def test_deck_arithmetic_and_dealing():
    rules = baohuang()
    hands, aside = D.deal(rules, D.deck(rules), 0)
    assert [len(h) for h in hands] == [43] * 5 and len(aside) == 1


def test_revolution_places_and_void():
    rules = gouji()
    table = Table(rules)
    rng = random.Random(3)
    order = D.deck(rules)
    rng.shuffle(order)
    # give seat 2 a hand with no joker and no 2 by moving its jokers and 2s to seat 3 (order is dealt round-robin)
    seat2 = [i for i in range(len(order)) if i % 6 == 2]
    seat3 = [i for i in range(len(order)) if i % 6 == 3]
    bad = [i for i in seat2 if order[i][:-1] == "2" or order[i] in ("SJ", "BJ")]
    good = [i for i in seat3 if not (order[i][:-1] == "2" or order[i] in ("SJ", "BJ"))]
    for i, j in zip(bad, good):
        order[i], order[j] = order[j], order[i]
    deal = Deal(table, order, 0)
    assert deal.phase == "revolution" and deal.turn() == 2
    deal.apply(2, A.Action(A.REVOLT))
    play_out(deal, rng)
    places = deal.result().places
    assert sorted(places) == list(range(6))
    mates_top = {0, 4} == set(places[:2])
    assert places.index(2) == (2 if mates_top else 3)  # "革命者通常视为四科 … 则革命者视为三科"
    assert deal.cards_in_play() == 216


def test_whole_deals_with_tribute_conserve_cards():
    for rules in (gouji(), baohuang()):
        table = Table(rules)
        rng = random.Random(5)
        previous = None
        for _ in range(6):
            order = D.deck(rules)
            rng.shuffle(order)
            deal = play_out(Deal(table, order, 0, previous), rng)
            if deal.void:
                continue
            result = deal.result()
            assert sorted(result.places) == list(range(rules.players))
            assert deal.cards_in_play() == len(order)
            if result.settlement.kind != "seized" and rules.table(result.settlement.kind).zero_sum:
                assert sum(result.settlement.seats) == 0
            previous = Previous(result.places, result.settlement.swept)
