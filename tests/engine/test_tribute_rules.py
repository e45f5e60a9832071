"""three-deck-tribute's tribute and kitty rules made rules (issue 9): the tribute turned round by three big jokers
(反进贡), the cycle that ends when three big jokers in the kitty are dug with 120 points, the other players' jokers
buried into the shown kitty (扣王) and the kitty closed by point cards or a dry pot (干锅)."""
import json
import random

import pytest

from verifier.play.trick.players import RandomPlayer
from verifier.runtime.trick import ids as I
from verifier.runtime.trick.state import Illegal

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


# Others bury jokers into the shown kitty (扣王), all points, the dry pot (干锅) ----------------------------------------

def _buried(game, kitty, hands=None):
    """A deal after the declarer's (seat 0) burial of `kitty`, spades trump, a declaration standing; `hands` by seat."""
    deal = fresh_deal(game)
    deal.declarer = deal.burier = 0
    deal.order = game.engine.order(deal.level, "S")
    deal.standing = object()  # a declaration stands: the kitty was shown
    deal.hands = [[0] * I.COUNT for _ in range(deal.n)]
    deal.buried = I.from_names(kitty)
    deal.declarer_buried = list(deal.buried)
    deal.phase = "rebury"
    for seat, names in (hands or {}).items():
        give(deal, seat, names)
    return deal


KITTY = ["BJ", "7C", "4D", "4C", "KS", "5H"]  # side cards without points: 4C 4D (equal), 7C; KS 5H are point cards


def test_another_player_buries_jokers_and_picks_up_the_smallest_cards(games):
    game = games[TRIBUTE]
    deal = _buried(game, KITTY, {1: ["BJ", "SJ", "AH"]})
    rule = game.rules.ref("pick-up")
    assert rule and rule != game.rules.ref("bury")
    deal.judge_rebury(1, I.from_names(["BJ"]), I.from_names(["4C"]))
    deal.judge_rebury(1, I.from_names(["BJ"]), I.from_names(["4D"]))  # equal cards of another suit: the player's choice
    deal.judge_rebury(1, I.from_names(["BJ", "SJ"]), I.from_names(["4D", "4C"]))
    with pytest.raises(Illegal) as info:
        deal.judge_rebury(1, I.from_names(["BJ"]), I.from_names(["7C"]))
    assert "the smallest cards without points" in info.value.reason and info.value.rule == rule
    with pytest.raises(Illegal) as info:
        deal.judge_rebury(1, I.from_names(["BJ"]), I.from_names(["KS"]))
    assert info.value.rule == rule
    with pytest.raises(Illegal) as info:
        deal.judge_rebury(1, I.from_names(["BJ"]), I.from_names(["4C", "4D"]))
    assert "扣几张捡几张" in info.value.reason
    with pytest.raises(Illegal) as info:
        deal.judge_rebury(1, I.from_names(["SJ"]), I.from_names(["4C"]))
    assert "big joker" in info.value.reason and info.value.rule == game.rules.ref("joker-order")
    with pytest.raises(Illegal) as info:
        deal.judge_rebury(1, I.from_names(["AH"]), I.from_names(["4C"]))
    assert "only jokers" in info.value.reason
    with pytest.raises(Illegal) as info:
        deal.judge_rebury(0, I.from_names(["BJ"]), I.from_names(["4C"]))
    assert "the declarer has buried" in info.value.reason


def test_jokers_are_never_picked_up(games):
    """A player buries at most as many jokers as the kitty holds other cards without points."""
    game = games[TRIBUTE]
    deal = _buried(game, ["BJ", "SJ", "7C", "KS", "5H", "10D"], {2: ["BJ", "BJ"]})
    with pytest.raises(Illegal) as info:
        deal.judge_rebury(2, I.from_names(["BJ", "BJ"]), I.from_names(["7C", "SJ"]))
    assert "jokers are not picked up" in info.value.reason
    assert deal.rebury_options(2) == [(I.from_names(["BJ"]), I.from_names(["7C"]))]


def test_the_options_are_the_legal_burials(games):
    game = games[TRIBUTE]
    deal = _buried(game, KITTY, {3: ["BJ", "SJ"]})
    options = deal.rebury_options(3)
    assert (I.from_names(["BJ"]), I.from_names(["4C"])) in options
    assert (I.from_names(["BJ"]), I.from_names(["4D"])) in options
    assert all(jokers != I.from_names(["SJ"]) for jokers, _ in options)  # big first
    for jokers, picked in options:
        deal.judge_rebury(3, jokers, picked)


@pytest.mark.parametrize("kitty", [["5H", "KS", "10D", "5C", "KH", "10S"], ["5H", "KS", "10D", "5C", "BJ", "SJ"]])
def test_a_kitty_of_point_cards_is_closed(games, kitty):
    """如果庄家在底牌中扣的全是分牌或分牌和王牌，则其他用户不能在底牌中扣王."""
    game = games[TRIBUTE]
    deal = _buried(game, kitty, {1: ["BJ"]})
    assert deal.rebury_options(1) == []
    with pytest.raises(Illegal) as info:
        deal.judge_rebury(1, I.from_names(["BJ"]), I.from_names([kitty[0]]))
    assert "only point cards" in info.value.reason and info.value.rule == game.rules.ref("all-points-closes")


def _rebury_first(deal) -> list[int]:
    """Play the phase of burying jokers with players who each make the first burial offered; the seats asked."""
    asked = []

    class Burier(RandomPlayer):
        def rebury(self, deal, seat):
            asked.append(seat)
            return deal.rebury_options(seat)[0]
    deal._rebury([Burier(random.Random(s)) for s in range(4)])
    return asked


def test_the_phase_asks_each_other_player_in_turn(games):
    """The declarer's burial, then each other player once from the one after it; the kitty and hands follow."""
    game = games[TRIBUTE]
    deal = _buried(game, KITTY, {1: ["BJ", "AH"], 2: ["SJ", "AD"], 3: ["AC"]})
    asked = _rebury_first(deal)
    assert asked == [1, 2]  # seat 3 holds no joker: not asked
    assert deal.reburied == [{"player": 1, "buried": ["BJ"], "picked": ["4D"]},
                             {"player": 2, "buried": ["SJ"], "picked": ["4C"]}]
    assert sorted(I.names(deal.buried)) == sorted(["BJ", "BJ", "SJ", "7C", "KS", "5H"])
    assert deal.hands[1][I.BY_NAME["4D"]] == 1 and deal.hands[1][I.BJ] == 0


def test_a_kitty_left_without_cards_to_pick_up_offers_no_burial(games):
    """Once a burial has picked up the last card without points, the kitty (not closed: the declarer buried one)
    offers the next players nothing, and they are not asked."""
    game = games[TRIBUTE]
    deal = _buried(game, ["BJ", "7C", "KS", "5H", "10D", "KH"], {1: ["BJ"], 2: ["SJ", "BJ"]})
    asked = _rebury_first(deal)
    assert asked == [1] and deal.rebury_closed() is None
    assert not deal.may_rebury(2) and deal.rebury_options(2) == [] and deal.pickable() == []


@pytest.mark.parametrize("kitty", [["3C", "3D", "2H", "AS", "BJ", "SJ"], ["4C", "6D", "7H", "8H", "9D", "JC"]])
def test_a_dry_pot_stays_as_dealt_and_its_jokers_count_nothing(games, kitty):
    """干锅: a kitty of only trumps (3s are level cards, 2s permanent trumps) or only side cards is not exchanged,
    nobody buries jokers into it, and its jokers give no extra levels and no tribute."""
    game = games[TRIBUTE]
    deal = _owing(game, 0)
    deal.standing = object()
    deal.kitty = I.from_names(kitty)

    class Never(RandomPlayer):
        def bury(self, deal, seat):
            raise AssertionError("a dry pot is not exchanged")
    deal._kitty([Never(random.Random(s)) for s in range(4)])
    assert deal.dry_pot and deal.buried == deal.kitty == deal.declarer_buried
    assert deal.rebury_closed() and deal.rebury_options(1) == []
    assert deal._kitty_count("BJ") == 0 == deal._kitty_count("SJ")
    assert deal.to_record()["dry_pot"] is True


def test_a_mixed_kitty_is_no_dry_pot(games):
    game = games[TRIBUTE]
    deal = _owing(game, 0)
    deal.standing = object()
    deal.kitty = I.from_names(["BJ", "4C", "6D", "7H", "8H", "9D"])
    assert not deal.keeps_dry_pot() and not deal.dry_pot


def test_the_judge_replays_jokers_buried_by_others(games):
    from verifier.play.judge import judge_record
    game = games[TRIBUTE]

    class Eager(RandomPlayer):  # buries jokers whenever it may
        def rebury(self, deal, seat):
            options = deal.rebury_options(seat)
            return self.rng.choice(options) if options else None
    record = game.play_match(5, [Eager(random.Random(s)) for s in range(4)], deal_limit=6)
    deals = [d for d in record["deals"] if d.get("rebury")]
    assert deals, "nobody buried jokers into the kitty in 6 deals"
    assert judge_record(record, game).ok
    bad = json.loads(json.dumps(record))
    made = next(d for d in bad["deals"] if d.get("rebury"))["rebury"][0]
    made["picked"] = ["AS"] * len(made["picked"])
    verdict = judge_record(bad, game)
    assert not verdict.ok and verdict.rule == game.rules.ref("pick-up")


def test_the_web_page_offers_the_burials(games):
    """The page asks the person with every burial allowed as an option (its cards picked up beside it)."""
    from verifier.web.trick.seat import WebSeat
    game = games[TRIBUTE]
    deal = _buried(game, KITTY, {1: ["BJ", "AH"]})
    asked = []

    class Page(WebSeat):
        def __init__(self, answer):
            self.answer = answer

        def _ask(self, deal, seat, action, **details):
            asked.append((action, details))
            return self.answer
    chosen = Page({"type": "choose", "option": 1}).rebury(deal, 1)
    action, details = asked[0]
    assert action == "rebury" and details["kitty"] == KITTY
    assert [o["cards"] for o in details["options"]] == [["BJ"], ["BJ"]]
    assert chosen == deal.rebury_options(1)[1]
    deal.judge_rebury(1, *chosen)
    assert Page({"type": "pass"}).rebury(deal, 1) is None


# Match points (比赛积分) ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("side, kind, levels, tribute, want", [
    ("declarers", "keep", 2, None, [6, -6]),                       # 升两级得6分
    ("declarers", "keep", 0, None, [0, 0]),                        # 庄家方保庄成功但没升级，都不得分
    ("attackers", "take-over", 0, None, [-1, 1]),                  # 抓分方上台但没升级，各得1分
    ("attackers", "take-over", 1, None, [-4, 4]),                  # 上台加1分，还追加升级的得分
    ("nothing", "nothing", 0, None, [0, 0]),
    ("declarers", "keep", 1, {"giver": 3, "receiver": 0, "given": ["AS", "QS"]}, [5, -5]),  # 每进贡1张减1分
    ("declarers", "keep", 1, {"giver": 0, "receiver": 3, "given": ["AS"]}, [2, -2]),  # a reversed tribute
])
def test_match_points_of_a_deal(games, side, kind, levels, tribute, want):
    from verifier.runtime.trick.match_points import match_points
    game = games[TRIBUTE]
    deal = fresh_deal(game)
    deal.declarer = 0
    deal.tribute = tribute
    assert game.rules.match_points == (3, 1, 1)
    assert match_points(deal, None if side == "nothing" else side, kind, levels) == want


def test_match_points_are_in_every_settlement(games):
    """Every deal's settlement holds the match points its result and its tribute give, and the judge confirms them."""
    from verifier.play.judge import judge_record
    game = games[TRIBUTE]
    record = game.play_match(4, [RandomPlayer(random.Random(s)) for s in range(4)], deal_limit=8)
    for d in record["deals"]:
        s = d["result"]["settlement"]
        declarers = d["declarer"] % 2
        want = [0, 0]
        if s["kind"] in ("keep", "take-over") and s["levels"] > 0:
            winner = declarers if s["side"] == "declarers" else 1 - declarers
            want[winner] += 3 * s["levels"]
            want[1 - winner] -= 3 * s["levels"]
        if s["kind"] == "take-over":
            want[1 - declarers] += 1
            want[declarers] -= 1
        if d["tribute"] and d["tribute"]["given"]:
            want[d["tribute"]["receiver"] % 2] += len(d["tribute"]["given"])
            want[d["tribute"]["giver"] % 2] -= len(d["tribute"]["given"])
        assert s["match_points"] == want
    assert any(d["tribute"] and d["tribute"]["given"] for d in record["deals"]), "no tribute given in 8 deals"
    assert judge_record(record, game).ok


# 规则一, the section's other tribute table (three-deck-tribute-rule-one) -------------------------------------------

@pytest.mark.parametrize("points, last, owed, owed_two", [
    (60, "attackers", ("attackers", 4), ("attackers", 4)),   # 2 for 20 points under 80, the big joker's blood (抠底)
    (60, "declarers", ("attackers", 2), ("attackers", 4)),   # no blood when the declarers kept the kitty
    (100, "attackers", None, ("attackers", 2)),               # 底王不算血: no tribute from 80 to 115
    (130, "attackers", ("declarers", 2), ("declarers", 2)),   # 抠底，可吃贡底王的血
    (130, "declarers", None, ("declarers", 2)),               # 保底，底王不算血
    (170, "declarers", ("declarers", 2), ("declarers", 4)),   # 2 for 20 points over 150, no blood
])
def test_rule_one_gives_the_kitty_jokers_blood_with_the_last_trick(games, points, last, owed, owed_two):
    one, two = games["three-deck-tribute-rule-one"], games[TRIBUTE]
    for game, want in ((one, owed), (two, owed_two)):
        deal = fresh_deal(game)
        deal.buried = I.from_names(["BJ", "4C", "6D", "7C", "8C", "9C"])
        assert deal._tribute_owed(points, last) == want, game.id
