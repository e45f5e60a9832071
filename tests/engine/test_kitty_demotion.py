"""Kitty demotion (抠底降级, seed 001 "打法变异的基本原则" rules 5 and 6): the declarers playing J or A lose levels
when the attackers, with 120 points (the kitty bonus counted), win the last trick with J or A; the levels a player
cannot lose go to the friend, then to attackers the declarer names (asked by the engine, kept by the record, replayed
and ruled by the judge), then to the kitty winner."""
import copy
import random

import pytest

from verifier.play import engine
from verifier.play.trick.players import GreedyPlayer, RandomPlayer
from verifier.play.judge import judge_record
from verifier.runtime.trick import ids as I
from verifier.runtime.trick.shares import apply_demotion, demotion_for

VID = "zhaopengyou-5p-3deck"


@pytest.fixture(scope="module")
def game():
    return engine.load(VID, prefer="spec")


def _j(game):
    return next(d for d in game.rules.demotions if d[0] == "J")


def _apply(game, row_kind, levels, friend=1, named=None):
    demotion = _j(game) if row_kind != "any" else next(d for d in game.rules.demotions if d[0] == "A")
    row = next(r for r in demotion[3] if r[0] == row_kind)
    side = {0} if friend is None else {0, friend}
    asked = []

    def name(chooser, count, candidates, room):
        asked.append((chooser, count, sorted(candidates)))
        return (named or (lambda c, n: [c[0]] * n))(sorted(candidates), count)

    result = apply_demotion(demotion, row, levels, 5, 0, friend, 4, side, name, game.rules.ladder.index)
    return result, asked


def test_the_rows_apply_only_to_the_rank_the_points_and_the_attackers_last_trick(game):
    order = game.engine.order("J", "S")
    single = I.ids(game.cards("JH"))
    assert demotion_for(game.rules, "J", 120, "attackers", single, order)[1][0] == "single"
    assert demotion_for(game.rules, "J", 115, "attackers", single, order) is None  # 捉够120分 is needed
    assert demotion_for(game.rules, "J", 120, "declarers", single, order) is None  # the attackers' kitty bonus only
    assert demotion_for(game.rules, "10", 120, "attackers", I.ids(game.cards("10H")), order) is None
    assert demotion_for(game.rules, "J", 120, "attackers", I.ids(game.cards("QH")), order) is None
    assert demotion_for(game.rules, "J", 120, "attackers", I.ids(game.cards("JC JC")), order)[1][0] == "pair"
    tractor = I.ids(game.cards("JS JS JH JH"))  # trump S: the trump J over the other Js, adjacent
    assert demotion_for(game.rules, "J", 120, "attackers", tractor, order)[1][0] == "tractor"
    a_order = game.engine.order("A", "S")
    assert demotion_for(game.rules, "A", 120, "attackers", I.ids(game.cards("AD AD")), a_order)[1][0] == "any"


def test_the_declarer_at_2_passes_the_rest_to_the_friend_then_to_named_attackers_then_the_kitty_winner(game):
    levels = [1, 3, 5, 5, 5]  # declarer at 3, friend at 5 (ladder indices), attackers at 7; the kitty winner is 4
    fill = lambda c, n: ([c[0]] * 5 + [c[1]] * 5)[:n]  # noqa: E731 - seat 2 to the bottom first
    result, asked = _apply(game, "pair", levels, named=fill)  # declarer -8, friend -4
    assert result.lost[:2] == [1, 3]  # the declarer to 2 (7 left), the friend to 2 (4 + 7: 8 left)
    assert asked == [(0, 8, [2, 3])]  # the declarer names, among the attackers other than the kitty winner
    assert result.named == [{"player": 0, "seats": [2] * 5 + [3] * 3}]
    assert levels == [0, 0, 0, 2, 5]
    levels = [0, 0, 1, 1, 9]
    result, asked = _apply(game, "triple-tractor", levels, named=lambda c, n: c[:n])  # 24 + 12
    assert result.lost == [0, 0, 1, 1, 9]  # every one down to 2: the kitty winner last, 直至降到2为止
    assert asked == [(0, 2, [2, 3])]


def test_a_send_the_declarer_down_to_j(game):
    ladder = game.rules.ladder
    levels = [ladder.index("A"), ladder.index("4"), 3, 3, 3]
    result, asked = _apply(game, "any", levels)
    assert levels[0] == ladder.index("J") and result.lost[:2] == [3, 2]
    assert asked == [(1, 1, [2, 3, 4])]  # the friend at 2 names any attacker for the rest




# Whole deals: a variant that starts at J and demotes on any all-J last trick, so that demotions come often -----------
TEST_VARIANT = """variant zpy-demotion-often extends zhaopengyou-5p-3deck {
  override levels J to A
  override kitty demotion J {
    points: 0
    overflow: friend, others-by-declarer, kitty-winner
    any -> declarer -4, friend -2
  }
}
"""


@pytest.fixture(scope="module")
def often(tmp_path_factory):
    path = tmp_path_factory.mktemp("demotion") / "zpy-demotion-often.variant"
    path.write_text(TEST_VARIANT, encoding="utf-8")
    game = engine.load(str(path))
    for seed in range(40):
        agents = [(GreedyPlayer if s % 2 else RandomPlayer)(random.Random(f"{seed}:{s}")) for s in range(5)]
        record = game.play_match(seed, agents, deal_limit=5)
        found = [i for i, d in enumerate(record["deals"])
                 if (d["result"]["settlement"].get("demotion") or {}).get("named")]
        if found:
            return game, record, found[0]
    pytest.fail("no demotion with a naming in 40 matches")


def test_a_deal_demotes_the_declarers_and_the_declarer_names_who_loses_the_rest(often):
    game, record, index = often
    deal = record["deals"][index]
    s = deal["result"]["settlement"]
    last = deal["tricks"][-1]
    winning = next(p for p in last["plays"] if p["player"] == last["winner"])
    assert all(card.startswith("J") for card in winning["cards"])  # the last trick won with J only (抠底)
    assert deal["result"]["last_trick"] == "attackers"
    d, f = deal["declarer"], deal["friend"]
    assert s["demotion"]["shares"][d] == -4 and (f is None or s["demotion"]["shares"][f] == -2)
    named = s["demotion"]["named"][0]
    assert named["player"] == d and last["winner"] not in named["seats"]  # 除抠底玩家外
    after = record["deals"][index + 1]["before"]["levels"] if index + 1 < len(record["deals"]) else \
        record["result"]["levels"]
    for seat in range(5):  # a seat that gained nothing this deal is lowered by what it lost, never below the bottom
        if s["shares"][seat] == 0:
            assert after[seat] == deal["before"]["levels"][seat] - s["demotion"]["lost"][seat] >= 0
    assert sum(s["demotion"]["lost"]) > 0


def test_the_judge_replays_the_naming_and_refuses_a_kitty_winner_named(often):
    game, record, index = often
    assert judge_record(record, game).ok
    bad = copy.deepcopy(record)
    deal = bad["deals"][index]
    deal["result"]["settlement"]["demotion"]["named"][0]["seats"][0] = deal["tricks"][-1]["winner"]
    verdict = judge_record(bad, game)
    assert not verdict.ok and "may not be named" in verdict.reason
    assert verdict.rule.endswith("zpy-demotion-often.variant:6")  # the `any` row
    bad = copy.deepcopy(record)
    bad["deals"][index]["result"]["settlement"]["demotion"]["named"] = []
    verdict = judge_record(bad, game)
    assert not verdict.ok and "no players named" in verdict.reason
