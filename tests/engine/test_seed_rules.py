"""Rules of the seeds the engine plays as the seeds state them (issue 9): three-deck-tribute's first deal of every
round declared only by grabbing the big joker (a new round after 10, 重新亮王抢庄), and a turned 2 never the kitty's
smallest card."""
import json
import random

import pytest

from verifier.play.trick.players import GreedyPlayer, RandomPlayer
from verifier.runtime.trick import ids as I
from verifier.runtime.trick.game import Deal
from verifier.runtime.trick.state import Illegal

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
    # 5S, turned by the second player from the first receiver (drawn at random); the 2H passed over
    assert (deal.trump, (deal.declarer - deal.first) % 4) == ("S", 1)


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


def test_nobody_declaring_in_the_first_deal_names_a_random_declarer(games):
    """boke-2deck: 若这时没有庄家，则由系统随机指定一个玩家为庄家 (`nobody-declares-declarer: random`); by default the
    first receiver declares."""
    game = games["boke-2deck"]
    assert game.rules.nobody_declares_declarer == "random"
    picked = set()
    for seed in range(12):
        deal = Deal(game.engine, game.engine.new_match(), game.engine.deck(), random.Random(seed))
        assert deal.declarer is None and deal._settle_trump()
        picked.add(deal.declarer)
    assert len(picked) > 1
    classic = games["classic-2deck"]
    assert classic.rules.nobody_declares_declarer == "first-receiver"
    for seed in range(4):
        deal = Deal(classic.engine, classic.engine.new_match(), classic.engine.deck(), random.Random(seed))
        assert deal._settle_trump() and deal.declarer == deal.first


def test_the_judge_replays_the_random_declarer(games):
    from verifier.play.trick.players import RandomPlayer
    from verifier.play.judge import judge_record
    game = games["boke-2deck"]

    class Silent(RandomPlayer):  # never declares, so that the first deal falls back
        def declare(self, deal, seat):
            return None
    record = game.play_match(7, [Silent(random.Random(s)) for s in range(4)], deal_limit=1)
    assert judge_record(record, game).ok
    bad = json.loads(json.dumps(record))
    deal = bad["deals"][0]
    deal["declarer"] = (deal["declarer"] + 1) % 4
    verdict = judge_record(bad, game)
    assert not verdict.ok and verdict.rule == game.rules.ref("declare")


def _both_jokers_to_bury(game):
    """A deal of the game where seat 0 holds both jokers and, besides, one side card fewer than it buries: the deal
    and those side cards."""
    deal = _deal(game)
    deal.order = game.engine.order(deal.level, "S")
    others = I.from_names(["4C", "6C", "7C", "8C", "9C", "JC", "QC", "AC", "4D", "6D"])[:deal.bury_size() - 1]
    for c in I.from_names(["BJ", "SJ"]) + others:
        deal.hands[0][c] += 1
    return deal, others


def test_a_big_joker_is_buried_before_a_small_one(games):
    """three-deck-tribute: 扣王时有大王必须先扣大王，没有大王的情况下才能扣小王 (`bury { joker-order: big-first }`)."""
    game = games[TRIBUTE]
    assert game.rules.bury_big_first and not games["classic-2deck"].rules.bury_big_first
    deal, others = _both_jokers_to_bury(game)
    with pytest.raises(Illegal) as info:
        deal.judge_bury(0, I.from_names(["SJ"]) + others)
    assert "big joker is buried before any small joker" in info.value.reason
    assert info.value.rule == game.rules.ref("joker-order") != game.rules.ref("bury")  # the setting that decides
    deal.judge_bury(0, I.from_names(["BJ"]) + others)  # the big joker first: legal
    deal.hands[0][I.BY_NAME["BJ"]] -= 1
    deal.judge_bury(0, I.from_names(["SJ"]) + others)  # no big joker left: the small one may go


def test_the_players_bury_a_big_joker_first(games):
    """A random player holding both jokers and one card more than the kitty buries a small joker only with the big
    one: the referee accepts every burial it chooses."""
    deal, others = _both_jokers_to_bury(games[TRIBUTE])
    with_sj = 0
    for seed in range(20):
        buried = RandomPlayer(random.Random(seed)).bury(deal, 0)
        deal.judge_bury(0, buried)
        with_sj += I.BY_NAME["SJ"] in buried
    assert with_sj, "the small joker was never buried: the rule was not exercised"


def _short_receiver(game):
    """A deal of three-deck-tribute where the receiver (seat 0) holds 2 side cards without points and owes 3."""
    deal = _deal(game)
    deal.order = game.engine.order(deal.level, "S")
    deal.hands[0] = [0] * I.COUNT
    for c in I.from_names(["4C", "6D", "AS", "BJ", "5H", "KD"]):  # 4C 6D side, no points; AS trump; 5H KD points
        deal.hands[0][c] += 1
    return deal


def test_a_tribute_is_returned_with_as_many_cards(games):
    """相同数量: a receiver short of side cards without points returns all of them and makes up the count with others
    (the decision on `returned`); fewer cards, or another card while one is held, is refused citing the rule."""
    game = games[TRIBUTE]
    deal = _short_receiver(game)
    rule = game.rules.ref("tribute")
    with pytest.raises(Illegal) as info:
        deal.judge_tribute_return(0, I.from_names(["4C", "6D"]), 3)
    assert "returned with as many cards" in info.value.reason and info.value.rule == rule
    with pytest.raises(Illegal) as info:
        deal.judge_tribute_return(0, I.from_names(["4C", "AS", "KD"]), 3)
    assert "only side cards without points" in info.value.reason and info.value.rule == rule
    deal.judge_tribute_return(0, I.from_names(["4C", "6D", "AS"]), 3)  # both side cards, then any card
    deal.judge_tribute_return(0, I.from_names(["6D", "4C"]), 2)


def test_the_players_return_as_many_cards(games):
    """The random and greedy players' returns, for a receiver short of side cards, are accepted by the referee."""
    game = games[TRIBUTE]
    deal = _short_receiver(game)
    for seed in range(10):
        for player in (RandomPlayer(random.Random(seed)), GreedyPlayer(random.Random(seed))):
            returned = player.tribute_return(deal, 0, 4)
            assert len(returned) == 4
            deal.judge_tribute_return(0, returned, 4)
