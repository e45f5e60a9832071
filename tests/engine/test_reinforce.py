"""Reinforcing "while equivalent" (`reinforce: while-equivalent`, rbtying's ReinforceWhileEquivalent): a player whose
declaration another player has overcalled may reinforce it up to the standing declaration's strength, and it then
stands; a declaration of jokers names no suit and is reinforced to nothing. `reinforce: allowed` (rbtying's
ReinforceWhileWinning, the default) reinforces only a standing declaration (issue 10)."""
import random

import pytest

from verifier.play import engine
from verifier.play.trick.players import GreedyPlayer, RandomPlayer
from verifier.runtime.trick import ids as I
from verifier.runtime.trick.state import Illegal

from .hands import fresh_deal, give

VARIANT = """variant equivalent-2deck extends classic-2deck {
  override declare {
    show single: 1 level card -> own-suit
    show pair: 2 level cards -> own-suit
    show small-jokers: 2 SJ -> no-trump
    show big-jokers: 2 BJ -> no-trump
    order: single < pair < small-jokers < big-jokers
    reinforce: %s
    first-declarer: last-to-declare
    nobody-declares: no-trump
  }
}
"""


def _game(tmp_path, reinforce: str):
    path = tmp_path / f"equivalent-{reinforce}.variant"
    path.write_text(VARIANT % reinforce, encoding="utf-8")
    return engine.load(str(path))


@pytest.fixture(scope="module")
def equivalent(tmp_path_factory):
    return _game(tmp_path_factory.mktemp("eq"), "while-equivalent")


@pytest.fixture(scope="module")
def winning(tmp_path_factory):
    return _game(tmp_path_factory.mktemp("win"), "allowed")


def _overcalled(game):
    """Player 0 declared 2C; player 1 overcalled it with 2S 2S; player 0 holds a second 2C."""
    deal = fresh_deal(game)
    give(deal, 0, ["2C", "2C", "SJ", "SJ"])
    give(deal, 1, ["2S", "2S"])
    deal.declare(0, I.from_names(["2C"]))
    deal.declare(1, I.from_names(["2S", "2S"]))
    return deal


def test_the_setting_compiles(equivalent, winning):
    assert equivalent.rules.reinforce and equivalent.rules.reinforce_equivalent
    assert winning.rules.reinforce and not winning.rules.reinforce_equivalent


def test_an_overcalled_declaration_is_reinforced_to_the_standing_strength(equivalent):
    deal = _overcalled(equivalent)
    offered = {" ".join(I.names(cards)) for cards, _ in deal.declaration_options(0)}
    assert "2C 2C" in offered
    deal.declare(0, I.from_names(["2C", "2C"]))
    assert (deal.standing.player, deal.standing.suit, deal.standing.show.name) == (0, "C", "pair")
    # the overcaller cannot answer with as much: their pair is no reinforcement of anything weaker
    give(deal, 2, ["2H", "2H"])
    with pytest.raises(Illegal, match="does not overcall the standing `pair`") as info:
        deal.declare(2, I.from_names(["2H", "2H"]))
    assert info.value.rule == equivalent.rules.ref("declare")
    assert deal._settle_trump() and (deal.trump, deal.declarer) == ("C", 0)


def test_reinforcing_while_winning_only_refuses_it(winning):
    deal = _overcalled(winning)
    assert all(" ".join(I.names(c)) != "2C 2C" for c, _ in deal.declaration_options(0))
    with pytest.raises(Illegal, match="does not overcall the standing `pair`") as info:
        deal.declare(0, I.from_names(["2C", "2C"]))
    assert info.value.rule == winning.rules.ref("declare")


def test_only_in_the_suit_of_ones_own_declaration(equivalent):
    deal = _overcalled(equivalent)
    give(deal, 0, ["2H", "2H"])
    with pytest.raises(Illegal, match="does not overcall"):
        deal.declare(0, I.from_names(["2H", "2H"]))  # another suit: as strong, but no reinforcement
    give(deal, 3, ["2D", "2D"])
    with pytest.raises(Illegal, match="does not overcall"):
        deal.declare(3, I.from_names(["2D", "2D"]))  # a player who has not declared reinforces nothing


def test_a_declaration_of_jokers_is_reinforced_to_nothing(equivalent):
    """Jokers name no suit: an overcalled declaration of jokers has no suit to be reinforced in."""
    deal = fresh_deal(equivalent)
    give(deal, 0, ["SJ", "SJ"])
    give(deal, 1, ["BJ", "BJ"])
    deal.declare(0, I.from_names(["SJ", "SJ"]))
    deal.declare(1, I.from_names(["BJ", "BJ"]))
    give(deal, 0, ["2C", "2C"])
    assert {" ".join(I.names(c)) for c, _ in deal.declaration_options(0)} == set()


def _rank(game, level, cards):
    deal = fresh_deal(game)
    deal.level = level
    show, suit = deal.show_for(I.from_names(cards))
    return deal.overcall_rank(show, suit), suit


def test_played_deals_take_back_overcalled_declarations(equivalent):
    """In play, some overcalled declaration is reinforced to the standing strength, and every one is in the suit of
    that player's own earlier declaration."""
    taken_back = 0
    for seed in range(40):
        agents = [(GreedyPlayer if s % 2 else RandomPlayer)(random.Random(f"eq:{seed}:{s}")) for s in range(4)]
        record = equivalent.play_match(seed, agents, deal_limit=1)
        for entry in record["deals"]:
            decls = entry["declarations"]
            ranks = [_rank(equivalent, entry["level"], d["cards"]) for d in decls]
            for k in range(1, len(decls)):
                assert ranks[k][0] >= ranks[k - 1][0], decls
                if ranks[k][0] == ranks[k - 1][0]:
                    own = [ranks[i] for i in range(k) if decls[i]["player"] == decls[k]["player"]]
                    assert decls[k]["player"] != decls[k - 1]["player"] and own and own[-1][1] == ranks[k][1]
                    taken_back += 1
    assert taken_back
