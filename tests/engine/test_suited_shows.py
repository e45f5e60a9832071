"""A show of `suited` cards (`1 SJ + 2 suited cards`): a joker with a pair of any rank of one suit declares that suit
(sanwufan, 王加上一对同色牌就定主了). The referee accepts a pair of any rank and rejects two unlike cards, a pair
without a joker and a joker with a pair of jokers, citing the declare rule; the judge rejects such a declaration in a
record."""
import copy

import pytest

from verifier.play.judge import judge_record
from verifier.runtime.trick import ids as I
from verifier.runtime.trick.state import Illegal

from .hands import fresh_deal, give

from .hands import seeded_players

VID = "sanwufan"


@pytest.mark.parametrize("names, show, suit", [
    (["SJ", "7H", "7H"], "small-joker-pair", "H"),  # a pair of neither level cards nor fixed trumps
    (["BJ", "KS", "KS"], "big-joker-pair", "S"),
    (["SJ", "AD", "AD"], "small-joker-pair", "D"),  # the level is A at the start
    (["BJ", "5C", "5C"], "big-joker-pair", "C"),    # a pair of fixed trumps names its suit too (the decision)
])
def test_a_joker_with_any_pair_declares_its_suit(games, names, show, suit):
    deal = fresh_deal(games[VID])
    decl = deal.judge_declaration(0, give(deal, 0, names))
    assert (decl.show.name, decl.suit) == (show, suit)


@pytest.mark.parametrize("names", [["SJ", "7H", "6H"], ["7H", "7H"], ["SJ", "BJ", "BJ"], ["SJ", "7H", "7H", "7H"]])
def test_other_cards_are_no_declaration(games, names):
    game = games[VID]
    deal = fresh_deal(game)
    with pytest.raises(Illegal) as info:
        deal.judge_declaration(0, give(deal, 0, names))
    assert "no declaration of this deal" in info.value.reason and info.value.rule == game.rules.ref("declare")


def test_the_options_hold_every_pair_with_a_joker(games):
    deal = fresh_deal(games[VID])
    give(deal, 1, ["SJ", "7H", "7H", "KS", "KS", "9C"])
    options = sorted(tuple(I.names(cards)) for cards, _ in deal.declaration_options(1))
    assert options == [("SJ", "7H", "7H"), ("SJ", "KS", "KS")]


def test_most_deals_are_declared(games):
    game = games[VID]
    record = game.play_match(11, seeded_players(11), deal_limit=12)
    declared = [d for d in record["deals"] if d["declarations"]]
    assert len(declared) > len(record["deals"]) // 2, "before the suited show, about a quarter of deals were declared"
    assert judge_record(record, game).ok


def test_the_judge_rejects_a_joker_with_two_unlike_cards(games):
    game = games[VID]
    record = game.play_match(11, seeded_players(11), deal_limit=12)
    bad = copy.deepcopy(record)
    d, deal = next((i, d) for i, d in enumerate(bad["deals"]) if d["declarations"])
    first = deal["declarations"][0]
    held = [c for k, c in enumerate(deal["deck"][:first["after"]]) if (deal["first"] + k) % 4 == first["player"]]
    pair = next(c for c in first["cards"] if c not in ("SJ", "BJ"))
    other = next(c for c in held if c not in ("SJ", "BJ") and c[-1] == pair[-1] and c != pair)  # of the same suit
    first["cards"] = [c for c in first["cards"] if c in ("SJ", "BJ")] + [pair, other]
    verdict = judge_record(bad, game)
    assert not verdict.ok and verdict.deals == d and "no declaration" in verdict.reason
    assert verdict.rule == game.rules.ref("declare")
