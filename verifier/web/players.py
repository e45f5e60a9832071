"""The bots a table offers, by family: each kind a factory of a player from its random generator. The page lists the
kinds of the variant's family (`/api/variants`); a new kind of player (a search player) is one more entry here."""
from __future__ import annotations

import random

from ..play.climbing import players as climbing
from ..play.registry import make_player
from ..play.trick import players as trick

# The search bots' budget: iterations (not milliseconds: the same room's seed gives the same bots' play), few enough
# for a bot to answer in well under a second on a loaded machine (docs/agents.md gives the cost per decision).
SEARCH = "search:60"

# family -> kind -> (factory(rng), the generator of a seat's player from the match's seed)
BOTS = {
    "trick-taking": {**{kind: (lambda rng, k=kind: trick.make(k, rng)) for kind in ("greedy", "random")},
                     "search": lambda rng: make_player(SEARCH, "trick", rng)},
    "climbing": {**{kind: (lambda rng, k=kind: climbing.make(k, rng)) for kind in ("greedy", "random")},
                 "search": lambda rng: make_player(SEARCH, "climbing", rng)},
}
ADVISER = "greedy"  # the player whose choice is the page's Hint


def kinds(family: str) -> list[str]:
    return list(BOTS.get(family, {}))


def seat_rng(family: str, seed: int, seat: int) -> random.Random:
    """A seat's own generator, as `verifier play` and `simulate` seed it (the same match, the same bots' choices)."""
    return climbing.player_rng(seed, seat) if family == "climbing" else random.Random(f"player:{seed}:{seat}")


def bot(family: str, kind: str, seed: int, seat: int):
    return BOTS[family][kind](seat_rng(family, seed, seat))


def adviser(family: str, seed: int):
    """The player that gives the page's hints (its own generator: a hint never changes the bots' play)."""
    return BOTS[family][ADVISER](random.Random(f"helper:{seed}"))
