"""three-deck-tribute's tribute and kitty rules made rules (issue 9): the tribute turned round by three big jokers
(反进贡), and the cycle that ends when three big jokers in the kitty are dug with 120 points."""
import random

import pytest

from verifier.players import RandomPlayer
from verifier.runtime import ids as I

from .hands import fresh_deal, give

TRIBUTE = "three-deck-tribute"


def _owing(game, count=2):
    """A deal where seat 0 declares, seat 3 (before it) owes `count` cards, hands made by hand."""
    deal = fresh_deal(game)
    deal.declarer = 0
    deal.order = game.engine.order(deal.level, "S")
    deal.hands = [[0] * I.COUNT for _ in range(deal.n)]
    deal.match.tribute = ("attackers", count)
    for seat in range(deal.n):
        give(deal, seat, ["4C", "6D", "8C", "9C", "AS", "QS"])
    return deal


def _agents():
    return [RandomPlayer(random.Random(seat)) for seat in range(4)]


def test_the_giver_holding_three_big_jokers_receives_the_tribute(games):
    """若进贡家拿到3个大王，则变为庄家向进贡方进贡: the declarer gives as many of its highest cards, and the giver
    returns as many side cards."""
    game = games[TRIBUTE]
    deal = _owing(game)
    give(deal, 3, ["BJ", "BJ", "BJ"])
    declarer_before = list(deal.hands[0])
    deal._tribute(_agents())
    t = deal.tribute
    assert (t["giver"], t["receiver"], t["turned"]) == (0, 3, "reversed")
    assert sorted(t["given"]) == ["AS", "QS"]  # the declarer's highest cards without points
    assert len(t["returned"]) == 2
    assert sum(deal.hands[0]) == sum(declarer_before)
    assert deal.hands[0][I.BY_NAME["AS"]] == 0 and deal.hands[3][I.BY_NAME["AS"]] == 2


def test_the_partner_of_the_giver_holding_them_cancels_the_tribute(games):
    """若进贡家的对家拿到3个大王，则进贡家不用进贡，庄家也不反进贡."""
    game = games[TRIBUTE]
    deal = _owing(game)
    give(deal, 1, ["BJ", "BJ", "BJ"])
    hands = [list(h) for h in deal.hands]
    deal._tribute(_agents())
    assert deal.tribute["turned"] == "cancelled" and deal.tribute["given"] == [] == deal.tribute["returned"]
    assert deal.hands == hands


@pytest.mark.parametrize("holder", [0, 2])
def test_the_tribute_is_given_as_owed_otherwise(games, holder):
    """Three big jokers with the declarer or its partner change nothing: the giver gives."""
    game = games[TRIBUTE]
    deal = _owing(game)
    give(deal, holder, ["BJ", "BJ", "BJ"])
    deal._tribute(_agents())
    assert (deal.tribute["giver"], deal.tribute["receiver"]) == (3, 0) and "turned" not in deal.tribute
    assert sorted(deal.tribute["given"]) == ["AS", "QS"]


def test_two_big_jokers_do_not_turn_the_tribute(games):
    game = games[TRIBUTE]
    deal = _owing(game)
    give(deal, 3, ["BJ", "BJ"])
    deal._tribute(_agents())
    assert (deal.tribute["giver"], deal.tribute["receiver"]) == (3, 0) and "turned" not in deal.tribute
    assert deal.tribute["given"] == ["BJ", "BJ"]  # the highest cards without points


def test_three_big_jokers_dug_from_the_kitty_end_the_cycle(games):
    """底牌中扣了3大王，若抓分方拿够120分并成功扣底，则该轮结束: the row on the kitty's cards comes first."""
    game = games[TRIBUTE]
    ends = game.settle(140, "attackers", kitty=I.to_cards(I.from_names(["BJ", "BJ", "BJ", "3C", "4C", "6D"])))
    assert (ends.kind, ends.round_ends) == ("nothing", True)
    assert ends.rule.endswith(":" + str(_row_line(game, "3 BJ in kitty")))
    two = game.settle(140, "attackers", kitty=I.to_cards(I.from_names(["BJ", "BJ", "3C", "4C", "6D", "7D"])))
    assert (two.side, two.kind, two.levels, two.round_ends) == ("attackers", "take-over", 5, False)
    kept = game.settle(140, "declarers", kitty=I.to_cards(I.from_names(["BJ", "BJ", "BJ", "3C", "4C", "6D"])))
    assert (kept.side, kept.kind, kept.round_ends) == ("attackers", "take-over", False)
    short = game.settle(115, "attackers", kitty=I.to_cards(I.from_names(["BJ", "BJ", "BJ", "3C", "4C", "6D"])))
    assert (short.side, short.kind) == ("declarers", "keep")


def _row_line(game, text):
    import os
    path = os.path.join(os.path.dirname(__file__), "..", "..", "spec", TRIBUTE + ".variant")
    with open(path, encoding="utf-8") as handle:
        return next(i for i, line in enumerate(handle, 1) if text in line)
