"""Bidding (竞标, bidding-3p-2deck): the players bid the attackers' target in turn, the lowest bid makes its bidder the
declarer alone, who names the trump; a counter-bid exchanges six random kitty cards; the scoring table scales with
the bid; each player keeps a level of their own; throws only in a side suit's first three rounds (边三轮)."""
import copy
import random

import pytest

from verifier.play.judge import judge_record
from verifier.runtime.trick import ids as I
from verifier.runtime.trick.game import Deal
from verifier.runtime.trick.scoring import settle
from verifier.runtime.trick.state import Illegal

from .hands import mixed_players

VID = "bidding-3p-2deck"


@pytest.fixture(scope="module")
def match(games):
    game = games[VID]
    return game, game.play_match(5, mixed_players(game, 5), deal_limit=12)


def test_the_model_reaches_the_rules(games):
    r = games[VID].rules
    assert (r.bid_better, r.bid_lowest, r.bid_highest, r.bid_step, r.bid_reference) == ("lower", 5, 200, 5, 150)
    assert (r.bid_pass, r.bid_opening, r.bid_revealed, r.counter_exchange) == ("final", "required", 3, 6)
    assert r.teams == "declarer-alone" and r.levels_per_player and r.throw_first_rounds == 3
    assert r.ref("bidding") and r.ref("throw")


def test_the_lowest_bid_declares_and_names_the_trump(match):
    _, record = match
    assert record["deals"]
    for deal in record["deals"]:
        b = deal["bidding"]
        made = [x for x in b["bids"] if x["bid"] is not None]
        assert b["bids"][0]["bid"] is not None  # the first bidder must bid (opening: required)
        assert [x["bid"] for x in made] == sorted((x["bid"] for x in made), reverse=True)  # each bid is lower
        assert b["bid"] == made[-1]["bid"] and deal["declarer"] == made[-1]["player"]
        assert b["revealed"] == deal["kitty"][:3]
        if not deal.get("kitty_overcalls"):
            assert deal["trump"] == b["named"]
        passed = set()
        for x in b["bids"]:
            assert x["player"] not in passed  # a player who passes bids no more (pass: final)
            if x["bid"] is None:
                passed.add(x["player"])


def test_the_settlement_scales_with_the_bid(match, games):
    rules = games[VID].rules
    _, record = match
    for deal in record["deals"]:
        res = deal["result"]
        assert res["bid"] == deal["bidding"]["bid"]
        found = settle(res["attacker_points"], res["last_trick"], rules, res["bid"])
        assert (found.side, found.kind, found.amount) == (res["settlement"]["side"], res["settlement"]["kind"],
                                                          res["settlement"]["levels"])
        assert len(res["levels"]) == 3  # a level per player


def test_the_attackers_rise_without_taking_over(games):
    rules = games[VID].rules
    assert settle(115, "attackers", rules, 115).kind == "keep" and settle(115, "attackers", rules, 115).amount == 1
    assert settle(170, "attackers", rules, 115).amount == 1 and settle(175, "attackers", rules, 115).amount == 2
    assert settle(55, "attackers", rules, 115).amount == 4 and settle(60, "attackers", rules, 115).amount == 2
    assert settle(180, "attackers", rules, 120).amount == 2 and settle(175, "attackers", rules, 120).amount == 1


def test_each_player_rises_alone(games):
    game = games[VID]
    record = game.play_match(8, mixed_players(game, 8), deal_limit=1)
    deal = record["deals"][0]
    d, s = deal["declarer"], deal["result"]["settlement"]
    before = [0, 0, 0]
    after = [game.rules.ladder.index(level) for level in deal["result"]["levels"]]
    gained = [a - b for a, b in zip(after, before)]
    if s["side"] == "declarers":
        assert gained[d] == s["levels"] and all(gained[p] == 0 for p in range(3) if p != d)
    else:
        assert gained[d] == 0 and all(gained[p] == s["levels"] for p in range(3) if p != d)


def test_a_counter_bid_exchanges_six_random_kitty_cards(games):
    game = games[VID]
    for seed in range(40):
        record = game.play_match(seed, mixed_players(game, seed), deal_limit=3)
        made = [k for deal in record["deals"] for k in deal.get("kitty_overcalls") or []]
        if made:
            break
    else:
        pytest.fail("no counter-bid in 40 matches")
    assert all(len(k["drawn"]) == 6 and len(k["buried"]) == 6 for k in made)
    assert judge_record(record, game).ok


def test_the_judge_confirms_the_record(match):
    game, record = match
    assert judge_record(record, game).ok


def test_the_judge_rejects_a_bid_that_does_not_beat_the_standing_one(match):
    game, record = match
    bad = copy.deepcopy(record)
    bids = bad["deals"][0]["bidding"]["bids"]
    later = next((i for i, x in enumerate(bids) if i and x["bid"] is not None), None)
    if later is None:
        pytest.skip("the first deal has a single bid")
    bids[later]["bid"] = bids[0]["bid"] + 5 if bids[0]["bid"] < 200 else 200
    verdict = judge_record(bad, game)
    assert not verdict.ok and verdict.where["phase"] == "bidding" and "does not beat" in verdict.reason
    assert verdict.rule == game.rules.ref("bidding")


def test_the_judge_rejects_a_first_bidder_who_passes(match):
    game, record = match
    bad = copy.deepcopy(record)
    bad["deals"][0]["bidding"]["bids"][0]["bid"] = None
    verdict = judge_record(bad, game)
    assert not verdict.ok and "the first bidder must bid" in verdict.reason
    assert verdict.rule == game.rules.ref("bidding")


def test_the_judge_rejects_a_bid_off_the_step(match):
    game, record = match
    bad = copy.deepcopy(record)
    bad["deals"][0]["bidding"]["bids"][0]["bid"] = 153
    verdict = judge_record(bad, game)
    assert not verdict.ok and "multiples of 5" in verdict.reason


def _mid_deal(game):
    """A deal of the match's first hands, with the trump named and a side suit already led three times."""
    engine = game.engine
    deck = engine.deck()
    random.Random(1).shuffle(deck)
    deal = Deal(engine, engine.new_match(), deck, random.Random(1))
    deal.declarer, deal.trump = 0, "S"
    deal.order = engine.order(deal.level, "S")
    deal.hands = [[0] * I.COUNT for _ in range(3)]
    return deal


def test_a_throw_in_a_side_suits_fourth_round_is_refused_citing_the_rule(games):
    game = games[VID]
    deal = _mid_deal(game)
    throw = I.from_names(["AH", "AH", "KH"])
    for c in throw:
        deal.hands[0][c] += 1
    deal.sizes = [3, 0, 0]
    deal.phase = "tricks"
    heart = deal.order.g[throw[0]]
    deal.suit_leads[heart] = 3
    with pytest.raises(Illegal) as info:
        deal.judge_lead(0, throw)
    assert "first 3 rounds" in info.value.reason and info.value.rule == game.rules.ref("throw")
    deal.suit_leads[heart] = 2  # the third round: the throw is judged (and stands: nobody else holds hearts)
    assert deal.judge_lead(0, throw) == (throw, False)


def test_trumps_are_never_thrown(games):
    game = games[VID]
    deal = _mid_deal(game)
    throw = I.from_names(["AS", "AS", "KS"])
    for c in throw:
        deal.hands[0][c] += 1
    deal.phase = "tricks"
    with pytest.raises(Illegal) as info:
        deal.judge_lead(0, throw)
    assert "trumps are never thrown" in info.value.reason
