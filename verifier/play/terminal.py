"""`verifier play VARIANT`: a match at the terminal against runtime players, for a variant of either family.

The variant is loaded by the referee facade (engine.load) and handed to its family's terminal: trick/terminal.py or
climbing/terminal.py.
"""
from __future__ import annotations

from .engine import LoadError, load
from .errors import refused


def run_play(args, read=input, write=print) -> int:
    """The `play` command: you are seat 0; the exit status is 2 when the variant cannot be found or read, 1 when it has errors."""
    try:
        game = load(args.variant)
    except LoadError as exc:
        return refused("play", exc, write)
    from .registry import make_player
    family = "climbing" if getattr(game, "family", "") == "climbing" else "trick"

    def make_agent(kind, rng):
        return make_player(kind, family, rng)
    if family == "climbing":
        from .climbing.terminal import run_play as run_climbing
        return run_climbing(args, game, read, write, make_agent)
    from .trick.terminal import run_play as run_trick
    return run_trick(args, game, read, write, make_agent)
