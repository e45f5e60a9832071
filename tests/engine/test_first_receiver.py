"""`declare { first-receiver: random }`: the first deal is dealt from a player drawn with the match's chance, in the
direction of play, and that player turns the kitty's first card where the kitty decides the declarer; later deals
are dealt from the declarer. three-deck-tribute (第一局随机确认庄家，并从庄家开始逆时针发牌) and forum-2deck
(谁先洗牌就谁第一个摸排) state it; the judge replays the draw."""
import random

import pytest

from verifier.play import engine
from verifier.play.judge import judge_record
from verifier.play.trick.players import RandomPlayer


def _records(game, seeds, deals=2):
    return [game.play_match(seed, [RandomPlayer(random.Random(f"{seed}:{s}")) for s in range(game.rules.players)],
                            deal_limit=deals) for seed in seeds]


@pytest.mark.parametrize("vid", ["three-deck-tribute", "forum-2deck"])
def test_the_first_deal_is_dealt_from_a_random_player(vid):
    game = engine.load(vid)
    assert game.rules.first_receiver == "random"
    records = _records(game, range(12))
    firsts = {record["deals"][0]["first"] for record in records}
    assert len(firsts) > 1  # drawn, not always player 1
    for record in records:
        assert judge_record(record).ok
        for earlier, later in zip(record["deals"], record["deals"][1:]):
            if later["before"]["declarer"] is not None:  # a later deal is dealt from its declarer
                assert later["first"] == later["before"]["declarer"]


def test_without_it_the_first_seat_is_dealt_first():
    game = engine.load("classic-2deck")
    assert game.rules.first_receiver == "first-seat"
    assert {record["deals"][0]["first"] for record in _records(game, range(6), deals=1)} == {0}


def test_the_judge_refuses_another_first_receiver():
    game = engine.load("three-deck-tribute")
    record = _records(game, [5], deals=1)[0]
    record["deals"][0]["first"] = (record["deals"][0]["first"] + 1) % 4
    assert not judge_record(record).ok


def test_the_kitty_is_turned_from_the_random_player():
    """第一局需要按抽底牌的方式确认庄家时，也是从随机确认的庄家开始逆时针抽牌: with nobody grabbing the big joker,
    the player who turns the lowest kitty card is counted from the first receiver, ties going to the first to turn."""
    from verifier.runtime.trick.game import Deal
    from verifier.runtime.trick import ids as I
    game = engine.load("three-deck-tribute")
    eng = game.engine
    kitty = [I.BY_NAME[c] for c in ("9H", "4S", "5C", "BJ", "4D", "KD")]  # 4S and 4D tie: the first turned
    for first in range(4):
        match = eng.new_match()
        match.levels = [game.rules.ladder.index("3")] * len(match.levels)
        deal = Deal(eng, match, eng.deck(), random.Random(0))
        deal.first = first
        deal.kitty = list(kitty)
        deal.dealt, deal.last_round, deal.phase = deal.n * game.rules.hand, True, "declaring"
        assert deal._settle_trump()
        assert deal.fallback == "lowest-kitty-card" and deal.declarer == (first + 1) % 4 and deal.trump == "S"


def test_a_game_dealt_by_hand_is_judged_from_its_recorded_first_receiver():
    """Without a seed (a game dealt by hand) no draw replays the first receiver: the record's own is dealt from, and
    one that is no player is refused, citing `declare`."""
    game = engine.load("three-deck-tribute")
    record = _records(game, [7], deals=1)[0]
    record["seed"] = None
    assert judge_record(record).ok
    record["deals"][0]["first"] = 4
    verdict = judge_record(record)
    assert not verdict.ok and "first receiver" in verdict.reason and verdict.rule == game.rules.ref("declare")
