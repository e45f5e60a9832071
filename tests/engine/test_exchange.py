"""The exchange of cards (换牌, `exchange { … }`) with `with: opponents` or `partner` and `cards: any`: every player
gives its cards to the player the variant names, the referee checks the count and the hand, the record keeps the
exchange and the judge replays it. Sanwufan's own exchange (`with: eaten`, `cards: in-kind`) is
tests/engine/test_exchange_eaten.py; here its rules are set to the plain exchange."""
import copy
import dataclasses

import pytest

from verifier.play.engine import Game
from verifier.play.judge import judge_record

from .hands import mixed_players

VID = "sanwufan"


def _plain(base, **settings):
    """The variant's game with a plain exchange: every player gives any cards to the next opponent."""
    rules = dataclasses.replace(base.rules, **{"exchange_with": "opponents", "exchange_cards": "any", **settings})
    return Game(rules, base.engine.tables, base.origin)


@pytest.fixture(scope="module")
def match(games):
    game = _plain(games[VID])
    return game, game.play_match(3, mixed_players(game, 3), deal_limit=6)


def test_the_model_reaches_the_rules(games):
    rules = games[VID].rules
    assert (rules.exchange_count, rules.exchange_with, rules.exchange_time, rules.exchange_cards) == (
        3, "eaten", "after-deal", "in-kind")
    assert rules.ref("exchange")


def test_every_player_gives_three_cards_to_the_next_opponent(match):
    _, record = match
    for deal in record["deals"]:
        given = deal["exchange"]
        assert [g["player"] for g in given] == [0, 1, 2, 3]
        assert all(g["receiver"] == (g["player"] + 1) % 4 and len(g["cards"]) == 3 for g in given)


def test_the_judge_confirms_the_record(match):
    game, record = match
    assert judge_record(record, game).ok


def test_the_judge_rejects_a_wrong_count(match):
    game, record = match
    bad = copy.deepcopy(record)
    bad["deals"][0]["exchange"][1]["cards"] = bad["deals"][0]["exchange"][1]["cards"][:2]
    verdict = judge_record(bad, game)
    assert not verdict.ok and verdict.where["phase"] == "exchange" and "gives 3 card(s)" in verdict.reason
    assert verdict.rule == game.rules.ref("exchange")


def test_the_judge_rejects_the_wrong_receiver(match):
    game, record = match
    bad = copy.deepcopy(record)
    bad["deals"][0]["exchange"][0]["receiver"] = 2
    verdict = judge_record(bad, game)
    assert not verdict.ok and "the rules give to player 1" in verdict.reason


def test_the_judge_rejects_a_card_not_in_the_hand(match):
    game, record = match
    bad = copy.deepcopy(record)
    deal = bad["deals"][0]
    first, deck = deal["first"], deal["deck"]
    hand = [card for i, card in enumerate(deck[:100]) if (first + i) % 4 == 0]
    missing = next(c for c in deck if hand.count(c) == 0)
    deal["exchange"][0]["cards"][0] = missing
    verdict = judge_record(bad, game)
    assert not verdict.ok and "not in the hand" in verdict.reason


@pytest.mark.parametrize("with_, time", [("partner", "after-kitty"), ("opponents", "after-kitty"),
                                         ("partner", "after-deal")])
def test_other_settings_play_and_judge(games, with_, time):
    game = _plain(games[VID], exchange_count=2, exchange_with=with_, exchange_time=time)
    record = game.play_match(5, mixed_players(game, 5), deal_limit=3)
    for deal in record["deals"]:
        offset = 2 if with_ == "partner" else 1
        assert all(g["receiver"] == (g["player"] + offset) % 4 and len(g["cards"]) == 2 for g in deal["exchange"])
    assert judge_record(record, game).ok
