"""The deal copies a search plays on (runtime/trick/clone.py, runtime/climbing/clone.py): a copy played to its end
leaves the original as it was, and played by the same players from the same generator states it ends as the
original does."""
import copy
import random

import pytest

from verifier import engine
from verifier.play.climbing.players import GreedyPlayer as ClimbingGreedy
from verifier.play.trick.players import GreedyPlayer
from verifier.runtime.climbing.clone import clone as climbing_clone
from verifier.runtime.trick.clone import clone, play_on
from verifier.runtime.trick.game import play_deal
from verifier.runtime.trick.match import chance_rng


def _state(deal) -> tuple:
    """What a copy must not change of the original (deep copies of its changing parts)."""
    return (copy.deepcopy(deal.hands), list(deal.sizes), list(deal.points), copy.deepcopy(deal.trick_log),
            copy.deepcopy(deal.current), list(deal.match.levels), deal.stats.decisions, list(deal.buried),
            deal.friend, deal.result)


class _CopyAt(GreedyPlayer):
    """A greedy player that, at its `at`-th decision of the tricks, copies the deal and plays the copy out with greedy
    players whose generators are copies of the real players' (so the copy should play as the deal will)."""

    def __init__(self, rng, at, others):
        super().__init__(rng)
        self.at, self.seen, self.others, self.found = at, 0, others, None

    def _maybe(self, deal):
        self.seen += 1
        if self.seen != self.at:
            return
        before = _state(deal)
        twins = []
        for p in self.others:
            twin = GreedyPlayer(random.Random())
            twin.rng.setstate(p.rng.getstate())
            twins.append(twin)
        world = clone(deal)
        play_on(world, twins)
        assert _state(deal) == before  # the original is untouched by its copy's playing on
        self.found = world.result

    def lead(self, deal, seat):
        self._maybe(deal)
        return super().lead(deal, seat)

    def follow(self, deal, seat):
        self._maybe(deal)
        return super().follow(deal, seat)


@pytest.mark.parametrize("variant", ["classic-2deck", "zhaopengyou-5p-3deck", "bidding-3p-2deck"])
@pytest.mark.parametrize("at", [1, 7, 14])
def test_a_copy_plays_on_as_the_deal_does_and_leaves_it_alone(variant, at):
    game = engine.load(variant)
    n = game.rules.players
    agents = [GreedyPlayer(random.Random(f"s{s}")) for s in range(n)]
    spy = _CopyAt(random.Random("s0"), at, agents)
    agents[0] = spy
    spy.others = agents
    match = game.engine.new_match(n)
    deal = play_deal(game.engine, match, agents, random.Random(3), chance_rng(3))
    assert spy.found is not None
    assert spy.found["attacker_points"] == deal.result["attacker_points"]
    assert spy.found["settlement"] == deal.result["settlement"]


def test_a_copy_refuses_a_deal_before_its_tricks():
    game = engine.load("classic-2deck")
    with pytest.raises(Exception, match="tricks"):
        clone(type("D", (), {"phase": "dealing"})())
    assert game  # (loaded: the engine is importable here)


@pytest.mark.parametrize("variant", ["gouji-6p-4deck", "baohuang-5p-4deck"])
def test_a_climbing_copy_plays_on_as_the_deal_does_and_leaves_it_alone(variant):
    game = engine.load(variant)
    n = game.rules.players
    deal = game.new_deal(seed=4)
    agents = [ClimbingGreedy(random.Random(s)) for s in range(n)]
    checked = 0
    while not deal.over:
        seat = deal.turn()
        if deal.phase == "play" and checked < 3 and len(deal.log) % 17 == 5:
            before = (copy.deepcopy(deal.play.hands), list(deal.play.left), list(deal.play.places),
                      list(deal.play.queue), len(deal.log))
            world = climbing_clone(deal)
            while not world.over:
                s = world.turn()
                world.apply(s, agents[s].act(world, s))
            assert (deal.play.hands, deal.play.left, deal.play.places, deal.play.queue, len(deal.log)) == before
            checked += 1
            expected = world.result()
        deal.apply(seat, agents[seat].act(deal, seat))
    assert checked
    assert deal.result().places == expected.places  # the greedy players use no chance in the play
