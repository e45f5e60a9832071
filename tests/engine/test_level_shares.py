"""Level shares with found friends (级差权, seed 001 "打法变异的基本原则"): the hard split (硬性分配) and the flexible
split (弹性分配), whose spoils (战利品) the kitty keeper gives out: asked by the engine, kept by the record, replayed
and ruled by the judge."""
import copy

import pytest

from verifier.play.judge import judge_record

from .hands import mixed_players

FLEXIBLE = "zhaopengyou-5p-3deck-flexible"


def _first_with_spoils(game):
    """A match with a deal whose declarer's side kept with a friend (so that spoils were given)."""
    for seed in range(40):
        record = game.play_match(seed, mixed_players(game, seed), deal_limit=6)
        for index, deal in enumerate(record["deals"]):
            if deal["result"]["settlement"].get("spoils"):
                return record, index
    pytest.fail("no deal with spoils in 40 matches")


@pytest.fixture(scope="module")
def spoils_match(games):
    game = games[FLEXIBLE]
    record, index = _first_with_spoils(game)
    return game, record, index


def test_the_kitty_keeper_gives_out_the_spoils(spoils_match):
    _, record, index = spoils_match
    deal = record["deals"][index]
    s = deal["result"]["settlement"]
    friend, declarer = deal["friend"], deal["declarer"]
    keeper = friend if deal["tricks"][-1]["winner"] == friend else declarer  # 保底; the declarer when 被抠底
    total = s["levels"] * 3  # balanced: once per attacker
    assert s["spoils"]["giver"] == keeper
    assert len(s["spoils"]["given"]) == total // 3
    assert set(s["spoils"]["given"]) <= {declarer, friend}
    given = s["spoils"]["given"]
    assert s["shares"][declarer] == total // 3 + given.count(declarer)
    assert s["shares"][friend] == total // 3 + given.count(friend)


def test_the_judge_replays_the_spoils_and_refuses_them_given_to_an_attacker(spoils_match):
    game, record, index = spoils_match
    assert judge_record(record, game).ok
    bad = copy.deepcopy(record)
    deal = bad["deals"][index]
    attacker = next(s for s in range(5) if s not in (deal["declarer"], deal["friend"]))
    deal["result"]["settlement"]["spoils"]["given"][0] = attacker
    verdict = judge_record(bad, game)
    assert not verdict.ok and "spoils go to the declarer's side" in verdict.reason
    assert verdict.rule.startswith("spec/zhaopengyou-5p-3deck-flexible.variant:")  # the flexible `friends` block
    bad = copy.deepcopy(record)
    del bad["deals"][index]["result"]["settlement"]["spoils"]
    verdict = judge_record(bad, game)
    assert not verdict.ok and "no spoils" in verdict.reason


def test_the_hard_split_gives_no_spoils(games):
    game = games["zhaopengyou-5p-3deck"]
    record = game.play_match(3, mixed_players(game, 3), deal_limit=6)
    assert all("spoils" not in d["result"]["settlement"] for d in record["deals"])
    assert game.level_shares(115, "friend") == [1, 2, 0, 0, 0]  # 2/3 to the friend who kept the kitty
    assert game.level_shares(115, "attackers") == [2, 1, 0, 0, 0]  # 被抠底: 2/3 to the declarer


def test_the_flexible_split_leaves_a_third_to_give(games):
    game = games[FLEXIBLE]
    assert game.level_shares(55, "friend", spoils="friend") == [2, 4, 0, 0, 0]
    assert game.level_shares(55, "friend", spoils="declarer") == [4, 2, 0, 0, 0]
    assert game.level_shares(55, "declarer", alone=True) == [8, 0, 0, 0, 0]  # alone: no split, no spoils
