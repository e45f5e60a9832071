"""Levels not wasted (级数不浪费, seed 001 "打法变异的基本原则" and its rule 4): a player whose rise a mandatory level
stops gives the levels left over, raising players of the same side (up to a mandatory level) or lowering players of
the other side (down to 2); a player of the winning side may refuse. Asked by the engine, kept by the record, replayed
and ruled by the judge."""
import copy
import random

import pytest

from verifier.play.trick.players import RandomPlayer
from verifier.play.judge import judge_record
from verifier.runtime.trick.shares import room_up, transfer_refused

from .hands import mixed_players

VID = "zhaopengyou-5p-3deck"


@pytest.fixture(scope="module")
def match(games):
    game = games[VID]
    for seed in range(20):
        record = game.play_match(seed, mixed_players(game, seed), deal_limit=12)
        found = [i for i, d in enumerate(record["deals"]) if d["result"]["settlement"].get("transfers")]
        if found:
            return game, record, found[0]
    pytest.fail("no transfer of levels in 20 matches")


def test_room_up_stops_at_the_next_mandatory_level(games):
    rules = games[VID].rules
    ladder, mandatory = rules.ladder, rules.mandatory
    assert room_up(ladder.index("9"), ladder, mandatory) == 2  # 9 -> 10 -> J, and no further (升到必打的点数不能再升)
    assert room_up(ladder.index("J"), ladder, mandatory) == 0  # at a mandatory level: it must be played
    assert room_up(ladder.index("Q"), ladder, mandatory) == 2  # Q -> K -> A


def test_what_a_transfer_may_give(games):
    rules = games[VID].rules
    ladder, mandatory = rules.ladder, rules.mandatory
    levels = [0, ladder.index("10"), ladder.index("J"), 3, 0]  # seat 1 stopped at J? no: seats 0, 1 win here
    same = {0, 1}
    assert transfer_refused([[3, "down"], [3, "down"]], 2, 0, same, levels, ladder, mandatory) is None
    assert transfer_refused([], 2, 0, same, levels, ladder, mandatory) is None  # 可以: the levels may stay unused
    assert "other side" in transfer_refused([[3, "up"]], 1, 0, same, levels, ladder, mandatory)
    assert "same side" in transfer_refused([[1, "down"]], 1, 0, same, levels, ladder, mandatory)
    assert "down to the ladder's first level" in transfer_refused([[4, "down"]], 1, 0, same, levels, ladder,
                                                                   mandatory)  # 退至2后，无须再退
    assert "up to a mandatory level" in transfer_refused([[1, "up"], [1, "up"]], 2, 0, same, levels, ladder,
                                                          mandatory)  # 10 -> J only
    assert "at most 1" in transfer_refused([[3, "down"], [3, "down"]], 1, 0, same, levels, ladder, mandatory)


def test_a_stopped_player_gives_the_levels_left_over(match):
    game, record, index = match
    deal = record["deals"][index]
    mandatory = game.rules.mandatory
    after = record["deals"][index + 1]["before"]["levels"] if index + 1 < len(record["deals"]) else \
        record["result"]["levels"]
    for transfer in deal["result"]["settlement"]["transfers"]:
        giver = transfer["player"]
        assert game.rules.ladder[after[giver]] in mandatory  # stopped at a mandatory level
        assert len(transfer["given"]) <= transfer["levels"]
    lowered = {seat for t in deal["result"]["settlement"]["transfers"] for seat, way in t["given"] if way == "down"}
    assert all(after[seat] < deal["before"]["levels"][seat] + deal["result"]["settlement"]["shares"][seat] + 1
               for seat in lowered)


def test_the_judge_replays_transfers_and_refuses_one_given_the_wrong_way(match):
    game, record, index = match
    assert judge_record(record, game).ok
    bad = copy.deepcopy(record)
    transfer = bad["deals"][index]["result"]["settlement"]["transfers"][0]
    transfer["given"] = [[transfer["player"], "up"]]
    verdict = judge_record(bad, game)
    assert not verdict.ok and "cannot be given a level" in verdict.reason
    assert verdict.rule.startswith("spec/zhaopengyou-5p-3deck.variant:")
    bad = copy.deepcopy(record)
    del bad["deals"][index]["result"]["settlement"]["transfers"]
    verdict = judge_record(bad, game)
    assert not verdict.ok and "no levels given" in verdict.reason


class _Refuser(RandomPlayer):
    """Gives every level left over to a teammate when it can, and refuses every level given to it."""

    def transfer_levels(self, deal, seat, count, same, others):
        from verifier.runtime.trick.shares import room_up as room
        ups = [[s, "up"] for s in same if room(deal.match.levels[s], deal.rules.ladder, deal.rules.mandatory)]
        return ups[:1] or super().transfer_levels(deal, seat, count, same, others)

    def accept_levels(self, deal, seat, giver, count):
        return False


def test_a_winner_may_refuse_and_the_record_keeps_it(games):
    game = games[VID]
    for seed in range(30):
        record = game.play_match(seed, [_Refuser(random.Random(f"{seed}:{s}")) for s in range(5)], deal_limit=16)
        refusals = [(i, t) for i, d in enumerate(record["deals"])
                    for t in d["result"]["settlement"].get("transfers") or [] if t["refused"]]
        if refusals:
            break
    else:
        pytest.fail("no refused transfer in 30 matches")
    index, transfer = refusals[0]
    assert all(way == "up" for seat, way in transfer["given"] if seat in transfer["refused"])  # only winners refuse
    assert judge_record(record, game).ok
    bad = copy.deepcopy(record)
    next(t for t in bad["deals"][index]["result"]["settlement"]["transfers"] if t["refused"])["refused"] = []
    assert not judge_record(bad, game).ok  # the replay refuses again: the record's acceptance is not what was played
