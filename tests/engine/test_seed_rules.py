"""Rules of the seeds the engine plays as the seeds state them (issue 9): three-deck-tribute's first deal of every
round declared only by grabbing the big joker (a new round after 10, 重新亮王抢庄), and a turned 2 never the kitty's
smallest card."""
import random

import pytest

from verifier.players import GreedyPlayer, RandomPlayer
from verifier.runtime import ids as I
from verifier.runtime.game import Deal, Illegal

TRIBUTE = "three-deck-tribute"


def _deal(game, deck=None, match=None):
    engine = game.engine
    deck = deck or engine.deck()
    return Deal(engine, match or engine.new_match(), deck, random.Random(0))


def test_a_first_deal_is_declared_only_with_the_big_joker(games):
    game = games[TRIBUTE]
    deal = _deal(game)
    three = I.from_names(["3H", "3H"])
    for c in three:
        deal.hands[0][c] += 1
    with pytest.raises(Illegal) as info:
        deal.judge_declaration(0, three)
    assert "no declaration of this deal" in info.value.reason and info.value.rule == game.rules.ref("declare")
    bj = I.from_names(["BJ"])
    deal.hands[0][bj[0]] += 1
    assert deal.judge_declaration(0, bj).show.name == "big-joker"


def test_every_round_starts_with_a_first_deal(games):
    game = games[TRIBUTE]
    agents = [(GreedyPlayer if s % 2 else RandomPlayer)(random.Random(f"r:{s}")) for s in range(4)]
    record = game.play_match(3, agents, deal_limit=40)
    deals = record["deals"]
    new_rounds = [i for i in range(1, len(deals)) if deals[i]["before"]["rounds"] != deals[i - 1]["before"]["rounds"]]
    assert new_rounds, "no round ended in 40 deals"
    for i in new_rounds:
        assert deals[i]["before"]["declarer"] is None and deals[i]["level"] == "3"
        assert all(d["cards"] == ["BJ"] for d in deals[i]["declarations"])


def test_a_turned_2_is_not_the_smallest_card(games):
    game = games[TRIBUTE]
    rest = game.engine.deck()
    turned = I.from_names(["2H", "5S", "7C", "9D"])
    for c in turned:
        rest.remove(c)
    deck = rest[:4 * game.rules.hand] + turned + rest[4 * game.rules.hand:]
    deal = _deal(game, deck)
    assert deal.kitty[:4] == turned
    assert deal._fallback("lowest-kitty-card")
    assert (deal.trump, deal.declarer) == ("S", 1)  # 5S, turned by the second seat; the 2H passed over


def test_a_joker_drawn_for_trump_makes_no_trump(games):
    game = games["boke-2deck"]
    assert game.rules.drawn_joker == "no-trump"
    rest = game.engine.deck()
    rest.remove(I.BY_NAME["SJ"])
    deck = rest[:4 * game.rules.hand] + [I.BY_NAME["SJ"]] + rest[4 * game.rules.hand:]
    deal = _deal(game, deck)
    assert I.NAMES[deal.kitty[0]] == "SJ" and deal._fallback("draw-kitty-card") and deal.trump == "NT"
    assert games[TRIBUTE].rules.drawn_joker == "draw-again"


def test_six_players_in_two_teams_of_three(games):
    """Seed 001's mode 2): the teams alternate round the table, and the declarer's partner who declares next is the
    next teammate in the direction of play."""
    game = games["teams-6p-3deck"]
    assert (game.rules.players, game.rules.teams, game.rules.hand, game.rules.kitty) == (6, "partners", 26, 6)
    agents = [RandomPlayer(random.Random(f"six:{s}")) for s in range(6)]
    record = game.play_match(4, agents, deal_limit=12)
    kept = [d for d in record["deals"] if d["result"]["settlement"]["kind"] == "keep"
            and d["result"]["settlement"]["levels"] > 0]
    assert kept, "no deal kept and rose in 12 deals"
    for deal in kept:
        assert deal["result"]["next_declarer"] == (deal["declarer"] + 2) % 6
        assert deal["result"]["next_declarer"] % 2 == deal["declarer"] % 2


@pytest.mark.parametrize("vid, players, hand", [("zhaopengyou-5p-2deck", 5, 20), ("zhaopengyou-4p-2deck", 4, 25)])
def test_finding_friends_with_two_decks(games, vid, players, hand):
    game = games[vid]
    assert (game.rules.players, game.rules.teams, game.rules.hand, game.rules.kitty, game.rules.decks) == (
        players, "friends", hand, 8, 2)
    agents = [GreedyPlayer(random.Random(f"ff:{s}")) for s in range(players)]
    record = game.play_match(2, agents, deal_limit=3)
    assert all(d["friend_call"] for d in record["deals"]) and len(record["result"]["levels"]) == players
