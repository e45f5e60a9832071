"""The search leaves the playout policy's choice only for an action that is better world by world (`confidence`),
the flat search plays the policy after the root, and in the games of sets of one rank (Gouji, Baohuang) the worlds
can keep what a pass of the engine showed (rank_worlds.py, the player's `evidence`)."""
import random

from verifier import engine
from verifier.play.climbing import rank_worlds
from verifier.play.climbing.players import GreedyPlayer
from verifier.play.climbing.search import SearchPlayer, _Worlds, choices
from verifier.play.search.budget import Budget
from verifier.play.search.tree import search


class Noisy:
    """A decision of three actions whose worth is `base[key]` plus noise drawn with the world; "a" is the policy's."""

    prior_key = "a"

    def __init__(self, base, noise=1.0):
        self.base, self.noise = base, noise
        self.below = []  # what the walk answered after the root

    def sample(self, rng):
        return [rng.gauss(0, self.noise), rng.gauss(0, self.noise)]

    def copy(self, world):
        return list(world)

    def play_out(self, world, walk, rng):
        key = walk.choose(0, [(k, k) for k in "abc"], "a")
        self.below.append(walk.choose(1, [("x", "x"), ("y", "y")], "x"))
        return [self.base[key] + world[0] + rng.gauss(0, 0.05), 0.0]


def test_a_noisy_advantage_does_not_leave_the_policys_choice():
    options = [(k, k) for k in "abc"]
    for seed in range(20):
        adapter = Noisy({"a": 0.0, "b": 0.0, "c": 0.0})
        found = search(adapter, options, 0, Budget(30), random.Random(seed), confidence=1.0)
        assert found.best == "a"


def test_a_clear_advantage_is_taken():
    options = [(k, k) for k in "abc"]
    for seed in range(5):
        adapter = Noisy({"a": 0.0, "b": 0.0, "c": 0.5}, noise=1.0)  # the world's noise is common to the actions
        found = search(adapter, options, 0, Budget(30), random.Random(seed), confidence=1.0)
        assert found.best == "c"


def test_without_confidence_the_noise_decides_now_and_then():
    options = [(k, k) for k in "abc"]
    picks, kept = [], []
    for seed in range(20):
        adapter = Noisy({"a": 0.0, "b": 0.0, "c": 0.0})

        def play_out(world, walk, rng, adapter=adapter):
            key = walk.choose(0, options, "a")
            return [adapter.base[key] + world["abc".index(key)], 0.0]  # each action with noise of its own
        adapter.sample = lambda rng: [rng.gauss(0, 1.0) for _ in range(3)]
        adapter.play_out = play_out
        picks.append(search(adapter, options, 0, Budget(30), random.Random(seed)).best)
        kept.append(search(adapter, options, 0, Budget(30), random.Random(seed), confidence=1.0).best)
    assert picks.count("a") < 15  # (the 0.05 bonus of the policy's choice is small against this noise)
    assert kept.count("a") > picks.count("a")


def test_a_flat_search_leaves_every_later_decision_to_the_policy():
    options = [(k, k) for k in "abc"]
    adapter = Noisy({"a": 0.0, "b": 0.0, "c": 0.0})
    search(adapter, options, 0, Budget(60), random.Random(1), flat=True)
    assert set(adapter.below) == {None}
    adapter = Noisy({"a": 0.0, "b": 0.0, "c": 0.0})
    search(adapter, options, 0, Budget(60), random.Random(1))
    assert "y" in adapter.below  # (the tree tries the other action below the root)


def _greedy_deal(variant, seed, at):
    """A deal played by greedy players, with `at(deal, seat)` asked at every decision of the play."""
    game = engine.load(variant)

    class Probe(GreedyPlayer):
        def act(self, deal, seat):
            if deal.phase == "play":
                at(deal, seat)
            return super().act(deal, seat)
    game.play_match(seed, [Probe(random.Random(s)) for s in range(game.rules.players)], deals=1)


def test_the_passes_of_the_engine_are_read_and_the_worlds_keep_them():
    for variant in ("gouji-6p-4deck", "baohuang-5p-4deck"):
        seen = {"evidence": 0, "uniform": 0, "kept": 0}
        passes = {}

        def at(deal, seat):
            reader = passes.setdefault(seat, rank_worlds.Passes(deal))
            found = rank_worlds.evidence(reader.update(), deal, seat)
            relation = deal.t.relation
            # the real hands never hold a beat of a set their seat was passed on
            assert not any(rank_worlds.could_beat(relation, deal.play.hands[o], s) for o, s in found)
            assert all(o != seat for o, _ in found)
            seen["evidence"] += len(found)
            own = GreedyPlayer(random.Random(0)).act(deal, seat)
            worlds = _Worlds(deal, seat, choices(deal, seat, own), 12, reader)
            rng = random.Random(len(deal.log))
            for _ in range(3):
                uniform, kept = worlds._draw(rng), worlds.sample(rng)
                assert kept.play.hands[seat] == deal.play.hands[seat]
                assert [sum(h) for h in kept.play.hands] == deal.play.left
                seen["uniform"] += sum(rank_worlds.could_beat(relation, uniform.play.hands[o], s) for o, s in found)
                seen["kept"] += sum(rank_worlds.could_beat(relation, kept.play.hands[o], s) for o, s in found)
        _greedy_deal(variant, 3, at)
        assert seen["evidence"] > 0
        assert seen["kept"] < seen["uniform"]


def test_the_search_player_of_gouji_is_the_same_under_the_same_seed():
    game = engine.load("gouji-6p-4deck")

    def once(evidence):
        agents = [SearchPlayer(random.Random(7), Budget(8), evidence=evidence)] + \
            [GreedyPlayer(random.Random(s)) for s in range(1, 6)]
        return game.play_match(4, agents, deals=1)["deals"][0]["result"], agents[0].searches
    for evidence in (False, True):
        first, second = once(evidence), once(evidence)
        assert first == second and first[1] > 0
