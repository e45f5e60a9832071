"""The small player protocol, the same for both families: a class built with a seeded generator, with one method.

    class MyPlayer:
        def __init__(self, rng):                 # a random.Random seeded for this seat and match
            self.rng = rng

        def choose(self, observation, legal):    # observation: a dict (env.py: what this seat knows)
            return legal[0]                      # one of `legal` (Legal: index, text, counts, kind), or its index

`verifier simulate VARIANT --players my_module:MyPlayer,greedy,…` (or `path/to/file.py:MyPlayer`) plays it; so do
`tournament`, `analyse` and the Python API (registry.make_player). Every decision of the deal is asked (trick-taking:
declaring, burying card by card, leads, follows, …; climbing: every legal action of every phase) and every answer is
ruled by the referee. A player may instead implement the engine's own methods (trick/players.py, climbing/players.py),
which the engine asks directly.
"""
from __future__ import annotations

from .errors import PlayerError  # noqa: F401 - raised by the adapters below, and named here for their users
from .legal import Legal


def _index(answer, legal: list[Legal]) -> int:
    if isinstance(answer, Legal):
        return answer.index
    if isinstance(answer, str):
        for item in legal:
            if item.text == answer:
                return item.index
        raise ValueError(f"the player chose `{answer}`, which is not a legal action here")
    return int(answer)


def adapter(player, family: str):
    """An agent of the family's engine that asks `player.choose` at every decision."""
    if family == "climbing":
        return _Climbing(player)
    from .trick.decisions import Asker, counts
    from .trick.env import observe

    def answer(deal, decision):
        legal = [Legal(i, o.text, tuple(counts(o.cards)), decision.kind) for i, o in enumerate(decision.options)]
        observation = observe(deal, decision.seat)
        observation["decision"] = decision.kind
        return _index(player.choose(observation, legal), legal)
    agent = Asker(answer)
    agent.name = getattr(player, "name", type(player).__name__)
    return agent


class _Climbing:
    def __init__(self, player):
        self.player = player
        self.name = getattr(player, "name", type(player).__name__)

    def act(self, deal, seat: int):
        from .climbing.env import action_counts, action_text, observe
        actions = deal.legal()
        legal = [Legal(i, action_text(deal.t, deal.phase, seat, a), action_counts(deal.t.ranks, a), a.kind)
                 for i, a in enumerate(actions)]
        observation = observe(deal, seat)
        observation["decision"] = deal.mode()
        return actions[_index(self.player.choose(observation, legal), legal)]
