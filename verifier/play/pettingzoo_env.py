"""The PettingZoo AEC adapter of the environments (play/env.py), for either family: the `agents` extra
(`pip install '.[agents]'`: PettingZoo, Gymnasium, NumPy).

    from verifier.play.pettingzoo_env import aec_env
    env = aec_env("classic-2deck")
    env.reset(seed=7)
    for agent in env.agent_iter():
        observation, reward, termination, truncation, info = env.last()
        mask = observation["action_mask"]
        action = None if termination else env.action_space(agent).sample(mask)
        env.step(action)

The action space is `Discrete(max_actions)`: action k is the k-th legal action of the decision (`legal_actions()`,
in the environment's fixed order), and the observation's `action_mask` marks the legal ones; `actions` holds each
legal action's card-count vector, so a policy can tell what an index plays. A decision with more legal actions than
`max_actions` (a climbing lead from a long hand can have several hundred) offers the first `max_actions`. The
observation vector is the seat's hand, the cards each seat has played, the cards on the table (trick-taking: the
trick being played; climbing: the standing set), the kitty where the seat buried it (trick-taking), and each seat's
number of cards. Rewards come at the end of the deal from the settlement (trick-taking: levels against the other side;
climbing: the settlement's scores).
"""
from __future__ import annotations

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from .env import make_env

MAX_ACTIONS = {"trick-taking": 256, "climbing": 1024}


class VerifierAEC(AECEnv):
    metadata = {"name": "shengji_verifier_v0", "render_modes": [], "is_parallelizable": False}

    def __init__(self, variant: str, max_actions: int | None = None):
        super().__init__()
        self.env = make_env(variant)
        self.variant = variant
        n = self.env.players
        self.possible_agents = [f"player_{i}" for i in range(n)]
        self.max_actions = max_actions or MAX_ACTIONS[self.env.family]
        self.width = 54 if self.env.family == "trick-taking" else len(self.env.table.ranks.names)
        size = self.width * (n + 3) + n
        self._observation_space = spaces.Dict({
            "observation": spaces.Box(0, 255, (size,), dtype=np.int16),
            "action_mask": spaces.Box(0, 1, (self.max_actions,), dtype=np.int8),
            "actions": spaces.Box(0, 127, (self.max_actions, self.width), dtype=np.int8),
        })
        self._action_space = spaces.Discrete(self.max_actions)
        self.agents = []

    def observation_space(self, agent):
        return self._observation_space

    def action_space(self, agent):
        return self._action_space

    def reset(self, seed=None, options=None):
        self.env.reset(seed)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._select()

    def _select(self) -> None:
        if self.env.done:
            for a, r in zip(self.possible_agents, self.env.rewards):
                if a in self.agents:
                    self.rewards[a] = float(r)
                    self.terminations[a] = True
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = self.possible_agents[self.env.player]
            self.infos[self.agent_selection] = {"decision": self.env.legal_actions()[0].kind}

    def observe(self, agent):
        seat = self.possible_agents.index(agent)
        obs = self.env.observation(seat)
        w, n = self.width, self.env.players
        vector = np.zeros(self._observation_space["observation"].shape, dtype=np.int16)
        vector[:w] = obs["hand"]
        for p in range(n):
            vector[w * (1 + p):w * (2 + p)] = obs["played"][p]
        vector[w * (n + 1):w * (n + 2)] = self._table(obs)
        vector[w * (n + 2):w * (n + 3)] = self._kitty(obs)
        vector[w * (n + 3):] = obs["sizes"] if "sizes" in obs else obs["left"]
        mask = np.zeros(self.max_actions, dtype=np.int8)
        actions = np.zeros((self.max_actions, w), dtype=np.int8)
        if not self.env.done and self.env.player == seat:
            for legal in self.env.legal_actions()[:self.max_actions]:
                mask[legal.index] = 1
                actions[legal.index] = legal.counts
        return {"observation": np.minimum(vector, 255), "action_mask": mask, "actions": actions}

    def _table(self, obs) -> list[int]:
        out = [0] * self.width
        if self.env.family == "trick-taking":
            from ..runtime.trick import ids as I
            for play in obs["current"]:
                for c in I.from_names(play["cards"]):
                    out[c] += 1
        elif obs["standing"] is not None:
            ranks = self.env.table.ranks
            for i, k in ranks.spend(ranks.parse(obs["standing"]["set"])):
                out[i] += k
        return out

    def _kitty(self, obs) -> list[int]:
        out = [0] * self.width
        if obs.get("kitty"):
            from ..runtime.trick import ids as I
            for c in I.from_names(obs["kitty"]):
                out[c] += 1
        return out

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        index = int(action)
        legal = self.env.legal_actions()
        if not 0 <= index < min(len(legal), self.max_actions):
            raise ValueError(f"action {index} is not legal here (the mask offers {min(len(legal), self.max_actions)})")
        self.env.step(index)
        self._select()
        self._accumulate_rewards()

    def render(self):
        return None

    def close(self):
        self.env.close()


def aec_env(variant: str, max_actions: int | None = None) -> VerifierAEC:
    """The PettingZoo AEC environment of a variant."""
    return VerifierAEC(variant, max_actions)
