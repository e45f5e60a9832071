"""The search player in the games of shaped sets (play/climbing/shaped_worlds.py): it plays a whole deal of Big Two,
Paodekuai and Dou Dizhu in every seat with every action ruled and the record judged; its worlds keep what the player
cannot know as it is dealt again and what everyone knows in place (the landlord's bottom cards); and in an end
position built from Dou Dizhu's rules it finds the winning lead that the greedy player misses."""
import random

import pytest

from verifier import engine
from verifier.play.climbing import shaped_worlds
from verifier.play.climbing.judge import judge
from verifier.play.climbing.players import GreedyPlayer
from verifier.play.climbing.search import SearchPlayer
from verifier.play.search.budget import Budget
from verifier.runtime.climbing import actions as A
from verifier.runtime.climbing.shaped_play import ShapedPlay

SHAPED = ("big-two-4p-1deck", "paodekuai-3p-1deck", "doudizhu-3p-1deck", "doudizhu-call-and-rob", "paodekuai-spade-three",
          "guandan-4p-2deck")


@pytest.mark.parametrize("variant", SHAPED)
def test_search_players_play_a_whole_deal_in_every_seat(variant):
    game = engine.load(variant)
    agents = [SearchPlayer(random.Random(s), Budget(6)) for s in range(game.rules.players)]
    record = game.play_match(11, agents, deals=1)  # every action ruled by the referee (an illegal one raises)
    assert judge(record, game).ok
    assert sum(a.searches for a in agents) >= 3
    assert all(c.visits >= 0 for a in agents if a.last is not None for c in a.last.choices)


def _greedy_until_play(game, seed):
    deal = game.new_deal(seed=seed)
    greedy = GreedyPlayer(random.Random(0))
    while deal.phase == "bidding":
        seat = deal.turn()
        deal.apply(seat, greedy.act(deal, seat))
    return deal


def test_the_worlds_keep_the_bottom_cards_with_the_landlord_and_deal_the_rest_again():
    game = engine.load("doudizhu-3p-1deck")
    deal = next(d for d in (_greedy_until_play(game, s) for s in range(20)) if not d.void)
    landlord = deal.landlord
    peasant = (landlord + 1) % 3
    bottom = game.shapes.counts(deal.bottom)
    fixed = shaped_worlds.known(deal, peasant)
    assert fixed == {landlord: bottom} and shaped_worlds.known(deal, landlord) == {}
    before = [list(h) for h in deal.play.hands]
    rng = random.Random(1)
    moved = False
    for _ in range(20):
        world = shaped_worlds.sample(deal, peasant, rng, fixed)
        hands = world.play.hands
        assert hands[peasant] == deal.play.hands[peasant]  # its own cards as they are
        assert all(h >= b for h, b in zip(hands[landlord], bottom))  # the bottom cards, shown to all, kept
        assert [sum(h) for h in hands] == deal.play.left  # every count as it is
        assert [sum(x) for x in zip(*hands)] == [sum(x) for x in zip(*deal.play.hands)]  # the same unseen cards
        moved |= hands != deal.play.hands
    assert moved  # the hidden cards are dealt again
    assert deal.play.hands == before  # the deal itself untouched


def _end_position(game, hands: dict[int, str]):
    """A deal of Dou Dizhu after a real bidding, its play replaced by the position: `hands` by role ("landlord",
    then the peasants in turn after it), the landlord to lead."""
    deal = next(d for d in (_greedy_until_play(game, s) for s in range(20)) if not d.void)
    n = game.rules.players
    landlord = deal.landlord
    seats = [landlord, (landlord + 1) % n, (landlord + 2) % n]
    cards = [""] * n
    for seat, text in zip(seats, hands.values()):
        cards[seat] = text
    deal.play = ShapedPlay(deal.t, [game.shapes.counts(c.split()) for c in cards], landlord)
    return deal, landlord


def _play_on(deal, first):
    """Play `first` for the seat to act, then the greedy player for everyone; the places."""
    greedy = GreedyPlayer(random.Random(0))
    deal.apply(deal.turn(), first)
    while not deal.over:
        seat = deal.turn()
        deal.apply(seat, greedy.act(deal, seat))
    return deal.result()


def test_the_search_player_finds_the_winning_lead_the_greedy_player_misses():
    """The landlord holds the big joker and a 3; the peasants a 2 and a 4. Leading the 3 (the greedy lead: the lowest
    set) lets a peasant beat it and go out; the big joker first beats nothing of theirs (BJ > SJ > 2 > … in the
    variant's rank order), so the landlord leads the 3 after it and is out first."""
    game = engine.load("doudizhu-3p-1deck")
    position = {"landlord": "BJ 3", "peasant": "2", "next": "4"}
    deal, landlord = _end_position(game, position)
    greedy = GreedyPlayer(random.Random(0)).act(deal, landlord)
    assert game.format(greedy.set) == "3"
    lost = _play_on(_end_position(game, position)[0], greedy)
    assert lost.places[0] != landlord and lost.settlement.seats[landlord] < 0
    search = SearchPlayer(random.Random(0), Budget(40))
    chosen = search.act(deal, landlord)
    assert game.format(chosen.set) == "BJ"
    assert search.last.choices[0].value > 0 > search.last.choices[-1].value
    won = _play_on(deal, chosen)
    assert won.places[0] == landlord and won.settlement.seats[landlord] > 0


def test_a_lead_with_many_sets_tries_a_few_of_each_kind():
    game = engine.load("doudizhu-3p-1deck")
    deal = next(d for d in (_greedy_until_play(game, s) for s in range(20)) if not d.void)
    own = GreedyPlayer(random.Random(0)).act(deal, deal.turn())
    legal = deal.legal()
    tried = [a for _, a in shaped_worlds.choices(deal, own, 12)]
    assert len(legal) > 12 and 3 <= len(tried) <= 13 and own in tried
    assert all(a in legal and a.kind == A.PLAY for a in tried)
    assert len({a.set.kind for a in tried}) >= 3  # not only the lowest singles


def test_the_worlds_keep_what_a_pass_of_the_engine_showed():
    """A seat the engine passed for could not beat the set standing then, and has only lost cards since: the worlds
    drawn for another seat do not give it a beat of that set (here always, as the deal itself is such a world), while
    worlds drawn without that evidence often do."""
    game = engine.load("big-two-4p-1deck")
    greedy = GreedyPlayer(random.Random(3))
    deal = game.new_deal(seed=5)
    while not deal.over and not shaped_worlds.evidence(deal, deal.turn() or 0):
        seat = deal.turn()
        deal.apply(seat, greedy.act(deal, seat))
    seat = deal.turn()
    unable = shaped_worlds.evidence(deal, seat)
    assert unable and all(not deal.play.could_beat(other, standing) for other, standing in unable)
    rng, broken_without = random.Random(2), 0
    for _ in range(30):
        world = shaped_worlds.sample(deal, seat, rng, {}, unable)
        assert not any(world.play.could_beat(other, standing) for other, standing in unable)
        blind = shaped_worlds.sample(deal, seat, rng, {})
        broken_without += any(blind.play.could_beat(other, standing) for other, standing in unable)
    assert broken_without > 0  # (the evidence says something the card counts alone do not)
