"""A show with a condition on the rest of the hand (`2 SJ -> no-trump without level cards`): forum-2deck's pair of
jokers declares no-trump only while the player holds no level card (当你手中没有所规定升级的2的时候，但你手里还有一对
颜色一样的鬼，你也可以亮牌). The referee refuses it to a hand holding a level card, citing the show's line; the options
offer it only then; the judge rejects such a declaration in a record."""
import copy

import pytest

from verifier.play.judge import judge_record
from verifier.runtime.trick import ids as I
from verifier.runtime.trick.state import Illegal

from .hands import fresh_deal, give
from .hands import seeded_players

VID = "forum-2deck"


@pytest.mark.parametrize("pair, show", [(["SJ", "SJ"], "small-jokers"), (["BJ", "BJ"], "big-jokers")])
def test_a_pair_of_jokers_without_level_cards_declares_no_trump(games, pair, show):
    deal = fresh_deal(games[VID])
    give(deal, 0, ["3C", "KH", "AS"])
    decl = deal.judge_declaration(0, give(deal, 0, pair))
    assert (decl.show.name, decl.suit) == (show, "NT")


@pytest.mark.parametrize("level_card", ["2C", "2H", "2S", "2D"])
def test_a_level_card_held_forbids_it_citing_the_show(games, level_card):
    game = games[VID]
    deal = fresh_deal(game)
    give(deal, 0, [level_card, "AS"])
    with pytest.raises(Illegal) as info:
        deal.judge_declaration(0, give(deal, 0, ["SJ", "SJ"]))
    assert f"the hand holds {level_card}" in info.value.reason
    assert info.value.rule == game.rules.ref("show small-jokers") != game.rules.ref("declare")


def test_the_refusal_cites_the_line_of_the_show(games):
    path, line = games[VID].rules.ref("show big-jokers").rsplit(":", 1)
    with open(path, encoding="utf-8") as f:
        assert f.read().splitlines()[int(line) - 1].strip().startswith("show big-jokers: 2 BJ -> no-trump without")


def test_the_options_offer_the_jokers_only_without_level_cards(games):
    deal = fresh_deal(games[VID])
    give(deal, 1, ["SJ", "SJ", "3C", "9D"])
    assert [tuple(I.names(c)) for c, _ in deal.declaration_options(1)] == [("SJ", "SJ")]
    give(deal, 1, ["2D"])  # a level card: no pair of jokers, but no joker with a red level card either (SJ is black)
    assert deal.declaration_options(1) == []
    give(deal, 1, ["2C"])
    assert sorted(tuple(I.names(c)) for c, _ in deal.declaration_options(1)) == [("SJ", "2C")]


def _jokers_declared(game):
    """A record, a deal index and a declaration of a pair of jokers in it."""
    for seed in range(200):
        record = game.play_match(seed, seeded_players(seed), deal_limit=3)
        for d, deal in enumerate(record["deals"]):
            for decl in deal["declarations"]:
                if sorted(decl["cards"]) in (["SJ", "SJ"], ["BJ", "BJ"]):
                    return record, d, decl
    raise AssertionError("no pair of jokers declared in 200 matches")


def test_the_judge_rejects_jokers_declared_with_a_level_card(games):
    game = games[VID]
    record, d, decl = _jokers_declared(game)
    assert judge_record(record, game).ok
    bad = copy.deepcopy(record)
    bad["seed"] = None  # a game dealt by hand: its decks are taken as recorded (forum-2deck draws no chance)
    deal = bad["deals"][d]
    deck, after, seat, level = deal["deck"], decl["after"], decl["player"], deal["level"]
    shown = {c for x in deal["declarations"] for c in x["cards"]}
    mine = next(k for k in range(after) if (deal["first"] + k) % 4 == seat and deck[k] not in shown
                and deck[k][:-1] != level)
    later = next(k for k in range(after, len(deck)) if deck[k][:-1] == level)  # a level card dealt after it
    deck[mine], deck[later] = deck[later], deck[mine]
    verdict = judge_record(bad, game)
    assert not verdict.ok and verdict.deals == d and "only without level cards" in verdict.reason
    show = "small-jokers" if "SJ" in decl["cards"] else "big-jokers"
    assert verdict.rule == game.rules.ref(f"show {show}")
