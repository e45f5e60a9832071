"""Found friends (找朋友): the call after the kitty, the reveal when the called copy is played, the attackers' points by
the sides at the end, the level shares (级差权), and the judge replaying calls and reveals."""
import copy

import pytest

from verifier.play.judge import judge_record

from .hands import mixed_players

VID = "zhaopengyou-5p-3deck"


@pytest.fixture(scope="module")
def match(games):
    game = games[VID]
    return game, game.play_match(7, mixed_players(game, 7), deal_limit=12)


def _friend_by_hand(deal):
    """The player of the called copy, recomputed from the tricks (None: the declarer, or never played)."""
    call = deal["friend_call"]
    seen = 0
    for number, trick in enumerate(deal["tricks"], 1):
        for play in trick["plays"]:
            seen += play["cards"].count(call["card"])
            if seen >= call["nth"]:
                who = play["player"]
                return (None if who == deal["declarer"] else who), number
    return None, None


def test_each_player_levels_alone(match):
    game, record = match
    assert game.rules.players == 5
    assert len(record["deals"][0]["before"]["levels"]) == 5
    assert all(len(d["result"]["levels"]) == 5 for d in record["deals"])


def test_the_friend_is_who_plays_the_called_copy(match):
    _, record = match
    for deal in record["deals"]:
        assert deal["friend_call"] is not None
        friend, trick = _friend_by_hand(deal)
        assert deal["friend"] == friend
        assert deal["friend_trick"] == trick


def test_points_and_level_shares_follow_the_sides_at_the_end(match):
    _, record = match
    for deal in record["deals"]:
        side = {deal["declarer"]} | ({deal["friend"]} if deal["friend"] is not None else set())
        attackers = [s for s in range(5) if s not in side]
        r = deal["result"]
        won = sum(t["points"] for t in deal["tricks"] if t["winner"] not in side)
        assert r["trick_points"] == won
        assert r["last_trick"] == ("declarers" if deal["tricks"][-1]["winner"] in side else "attackers")
        s = r["settlement"]
        shares = s["shares"]
        if s["kind"] == "take-over":
            assert all(shares[a] == s["levels"] for a in attackers)
            assert all(shares[d] == 0 for d in side)
            assert r["next_declarer"] == next((deal["declarer"] + k) % 5 for k in range(1, 5)
                                              if (deal["declarer"] + k) % 5 not in side)
        elif s["levels"]:
            assert sum(shares[d] for d in side) == s["levels"] * len(attackers)  # balanced: 2+1 = 1+1+1
            assert all(shares[a] == 0 for a in attackers)
            if deal["friend"] is not None:
                keeper = deal["friend"] if deal["tricks"][-1]["winner"] == deal["friend"] else deal["declarer"]
                assert shares[keeper] == 2 * s["levels"] * len(attackers) // 3


def test_the_judge_replays_calls_and_reveals(match):
    game, record = match
    assert judge_record(record, game).ok
    bad = copy.deepcopy(record)
    bad["deals"][0]["friend"] = (bad["deals"][0]["declarer"] + 1) % 5 if bad["deals"][0]["friend"] is None else None
    verdict = judge_record(bad, game)
    assert not verdict.ok and "friend" in verdict.reason
    bad = copy.deepcopy(record)
    bad["deals"][0]["friend_call"]["nth"] = 4  # three decks: three copies of a card
    verdict = judge_record(bad, game)
    assert not verdict.ok and "copy called" in verdict.reason and verdict.rule.endswith(".variant:" +
                                                                                          verdict.rule.split(":")[-1])


def test_partner_variants_record_no_friend(games):
    game = games["classic-2deck"]
    record = game.play_match(3, mixed_players(game, 3), deal_limit=2)
    assert all("friend_call" not in d and "shares" not in d["result"]["settlement"] for d in record["deals"])
