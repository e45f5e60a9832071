"""Overcalls that follow the order step by step (`step-by-step`, 不可以越过所说的顺序反牌) and shows made only once every
card is dealt (`only after-the-deal`, 当所有牌拿完的时候), as forum-2deck states them (issue 9)."""
import random

import pytest

from verifier.play.trick.players import GreedyPlayer, RandomPlayer
from verifier.runtime.trick import ids as I
from verifier.runtime.trick.game import Deal
from verifier.runtime.trick.state import Illegal

from .hands import fresh_deal, give

FORUM = "forum-2deck"


@pytest.fixture(scope="module")
def forum(games):
    return games[FORUM]


def _line(ref: str) -> str:
    path, line = ref.rsplit(":", 1)
    with open(path, encoding="utf-8") as handle:
        return handle.read().splitlines()[int(line) - 1]


def test_the_variant_states_both_rules(forum):
    rules = forum.rules
    assert rules.step_by_step == ("big-joker-red", "small-joker-black")
    assert "step-by-step:" in _line(rules.ref("step-by-step"))
    assert {s.name: s.scope for s in rules.shows}["big-joker-red-pair"] == "after-the-deal"
    assert not any(name == "no-skipping" or name == "after-the-deal" for name, _text, _ref in rules.remarks)


def test_an_overcall_may_not_skip_a_suit(forum):
    deal = fresh_deal(forum)
    deal.declare(0, give(deal, 0, ["BJ", "2D"]))
    for cards in (["BJ", "2H"], ["SJ", "2S"]):  # over diamonds, hearts and spades skip clubs
        with pytest.raises(Illegal) as info:
            deal.declare(1, give(deal, 1, cards))
        assert "by skipping `small-joker-black in C`" in info.value.reason
        assert info.value.rule == forum.rules.ref("step-by-step") != forum.rules.ref("declare")
    deal.declare(2, give(deal, 2, ["SJ", "2C"]))  # the next step: clubs
    with pytest.raises(Illegal, match="skipping `big-joker-red in H`"):
        deal.declare(3, give(deal, 3, ["SJ", "2S"]))
    deal.declare(3, give(deal, 3, ["BJ", "2H"]))
    deal.declare(1, I.from_names(["SJ", "2S"]))
    assert [d.suit for d in deal.declarations] == ["D", "C", "H", "S"]


def test_the_options_offered_never_skip(forum):
    deal = fresh_deal(forum)
    deal.declare(0, give(deal, 0, ["BJ", "2D"]))
    give(deal, 1, ["BJ", "2H", "SJ", "2S", "SJ", "2C"])
    offered = {" ".join(I.names(cards)) for cards, _chosen in deal.declaration_options(1)}
    assert offered == {"SJ 2C"}  # the next suit; a pair of jokers only without level cards in the hand
    give(deal, 3, ["SJ", "SJ", "3C"])
    offered = {" ".join(I.names(cards)) for cards, _chosen in deal.declaration_options(3)}
    assert offered == {"SJ SJ"}  # no-trump with a pair of jokers is not bound step by step


def test_a_joker_with_a_pair_waits_for_the_deal_to_end(forum):
    deal = fresh_deal(forum)
    deal.declare(0, give(deal, 0, ["SJ", "2S"]))
    pair = give(deal, 1, ["BJ", "2H", "2H"])
    with pytest.raises(Illegal) as info:
        deal.declare(1, pair)
    assert "no declaration of this deal" in info.value.reason and info.value.rule == forum.rules.ref("declare")
    assert all(" ".join(I.names(c)) != "BJ 2H 2H" for c, _ in deal.declaration_options(1))
    deal.last_round = True  # every card is dealt: the last round of declaring
    assert any(" ".join(I.names(c)) == "BJ 2H 2H" for c, _ in deal.declaration_options(1))
    deal.declare(1, pair)  # the pair voids the first declaration, spades or not (not bound step by step)
    assert (deal.standing.suit, deal.standing.last_round) == ("H", True)


def test_played_deals_keep_both_rules(forum):
    rules, engine = forum.rules, forum.engine
    chain = [i for i, (name, _suit) in enumerate(rules.overcall) if name in rules.step_by_step]
    pairs = seen = 0
    for seed in range(30):
        agents = [(GreedyPlayer if s % 2 else RandomPlayer)(random.Random(f"d:{seed}:{s}")) for s in range(4)]
        record = forum.play_match(seed, agents, deal_limit=2)
        for entry in record["deals"]:
            ranks = []
            for decl in entry["declarations"]:
                cards = I.from_names(decl["cards"])
                deal = Deal(engine, engine.new_match(), engine.deck(), random.Random(0))
                deal.level, deal.last_round = entry["level"], bool(decl.get("last_round"))
                show, suit = deal.show_for(cards)
                if show.name.endswith("-pair"):
                    pairs += 1
                    assert decl.get("last_round"), decl
                ranks.append(deal.overcall_rank(show, suit))
            for lower, higher in zip(ranks, ranks[1:]):
                seen += 1
                if lower in chain and higher in chain:
                    assert chain.index(higher) == chain.index(lower) + 1, entry["declarations"]
    assert pairs and seen  # both rules were met in play
