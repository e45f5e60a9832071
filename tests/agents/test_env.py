"""The environments of both families (play/env.py) and the PettingZoo adapter (play/pettingzoo_env.py): a deal
stepped to its end by legal actions, the referee's refusal of anything else, observations that show a seat its own
hand and not the others', rewards from the settlement, and PettingZoo's own API test for a variant of each family."""
import random

import pytest

from verifier.play.env import make_env

VARIANTS = ["classic-2deck", "zhaopengyou-5p-3deck", "bidding-3p-2deck", "gouji-6p-4deck", "baohuang-5p-4deck"]


@pytest.mark.parametrize("variant", VARIANTS)
def test_a_deal_stepped_to_its_end(variant):
    env = make_env(variant)
    obs = env.reset(seed=11)
    rng = random.Random(1)
    steps = 0
    while not env.done:
        seat = env.player
        assert obs["seat"] == seat and "decision" in obs
        legal = env.legal_actions()
        assert legal and [a.index for a in legal] == list(range(len(legal)))
        width = 54 if env.family == "trick-taking" else len(obs["hand"])
        assert all(len(a.counts) == width for a in legal)
        obs, rewards, done = env.step(legal[rng.randrange(len(legal))])
        steps += 1
    assert steps > 10 and len(env.rewards) == env.players
    assert env.player is None and env.legal_actions() == []
    if env.family == "trick-taking" and variant == "classic-2deck":
        assert sum(env.rewards) == 0  # two teams: what one side gains the other loses
    env.close()


def test_the_same_seed_deals_the_same_cards():
    env = make_env("classic-2deck")
    first = env.reset(seed=4)
    again = env.reset(seed=4)
    assert first["hand"] == again["hand"]
    env.close()


def test_an_action_not_offered_is_refused():
    env = make_env("classic-2deck")
    env.reset(seed=2)
    legal = env.legal_actions()
    with pytest.raises(ValueError, match="not one of"):
        env.step(len(legal))
    with pytest.raises(ValueError, match="not a legal action"):
        env.step("play AS AS AS")
    env.step(legal[0].text)  # by its text
    env.close()


def test_an_observation_shows_only_what_the_seat_knows():
    env = make_env("classic-2deck")
    env.reset(seed=3)
    while not env.done and env.deal.phase != "tricks":
        env.step(0)
    deal = env.deal
    for seat in range(4):
        obs = env.observation(seat)
        assert obs["hand"] == list(deal.hands[seat])
        assert (obs["kitty"] is not None) == (seat == deal.burier)
        assert "hands" not in obs
    env.close()


def test_climbing_rewards_are_the_settlement():
    env = make_env("baohuang-5p-4deck")
    env.reset(seed=8)
    while not env.done:
        env.step(0)
    deal = env.deal
    assert env.rewards == list(deal.result().settlement.seats)
    assert sorted(env.places) == list(range(1, 6))


@pytest.mark.parametrize("variant", ["classic-2deck", "gouji-6p-4deck"])
def test_pettingzoo_api(variant):
    pytest.importorskip("pettingzoo", reason="the agents extra (pip install '.[agents]')")
    from pettingzoo.test import api_test

    from verifier.play.pettingzoo_env import aec_env
    env = aec_env(variant)
    api_test(env, num_cycles=200)
    env.reset(seed=5)
    observation, *_ = env.last()
    mask = observation["action_mask"]
    legal = env.env.legal_actions()
    assert mask.sum() == min(len(legal), env.max_actions)
    assert (observation["actions"][0] == legal[0].counts).all()
    env.close()
