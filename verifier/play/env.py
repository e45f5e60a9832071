"""An environment for every variant, in the style of RLCard and OpenSpiel: one deal at a time, stepped decision by
decision, the referee ruling on every action (docs/agents.md).

    from verifier.play.env import make_env
    env = make_env("classic-2deck")           # any variant id or file, of either family
    obs = env.reset(seed=7)                    # the first deal of a match seeded 7
    while not env.done:
        seat = env.player                      # whose decision it is
        legal = env.legal_actions()            # [Legal(index, text, counts, kind)]: counts is a card-count vector
        obs, rewards, done = env.step(legal[0].index)   # or the Legal, or its text
    env.rewards                                # per seat, from the settlement
    env.observation(seat)                      # what a seat knows: its hand and what it has seen

Trick-taking (trick/env.py): the decisions are the engine's questions (declare, bury one card at a time, lead,
follow, …: trick/decisions.py); the rewards are the levels each seat's side gained against the other side's. Climbing
(climbing/env.py): the decisions are the deal's legal actions in every phase; the rewards are the settlement's scores.
The PettingZoo adapter is pettingzoo_env.py (the `agents` extra).
"""
from __future__ import annotations


def make_env(variant: str, generated: str | None = None):
    """The environment of a variant (an id or a variant file); raises engine.LoadError."""
    from .engine import load
    game = load(variant, generated)
    if getattr(game, "family", "") == "climbing":
        from .climbing.env import ClimbingEnv
        return ClimbingEnv(game)
    from .trick.env import TrickEnv
    return TrickEnv(game)
