"""The players by name, for both families: what `simulate`, `tournament`, `analyse`, `play` and the web page offer.

A player kind is a name of `PLAYERS` (`random`, `greedy`, `search`), a search player with its budget
(`search:500` iterations, `search:80ms` of CPU per decision), or a class of the user's: `module:Class` (an importable
module) or `path/to/file.py:Class`. A class is built with the player's seeded generator (`Class(rng)`); one with a
`choose(observation, legal)` method is given each decision as an observation and its legal actions (protocol.py),
one with the engine's own methods (`act(deal, seat)` for the climbing family, `lead`/`follow`/… for trick-taking,
as the players of trick/players.py and climbing/players.py) is asked by the engine directly.

This module knows both families (as the facade engine.py does): neither family's modules import it.
"""
from __future__ import annotations

import functools
import importlib
import importlib.util
import os
import random

from .errors import PlayerError
from .search.budget import parse_budget

# name -> (what it is, for listings such as the web page's bot choice)
PLAYERS = {
    "random": "every decision at random among the legal ones",
    "greedy": "simple rules: cheap plays, strong leads, points to a winning partner",
    "search": "information-set Monte Carlo tree search (search:N iterations or search:Nms per decision)",
}


def check_kind(kind: str) -> str:
    """The kind itself when it names a player (a class is loaded to check it); raises PlayerError."""
    _factory(kind, "trick")
    return kind


def make_player(kind: str, family: str, rng: random.Random):
    """A player of `family` ("trick" or "climbing") of this kind, with its seeded generator."""
    return _factory(kind, family)(rng)


def _factory(kind: str, family: str):
    name, _, arg = kind.partition(":")
    if name in ("random", "greedy") and not arg:
        if family == "climbing":
            from .climbing.players import make
        else:
            from .trick.players import make
        return lambda rng: make(name, rng)
    if name == "search":
        try:
            budget = parse_budget(arg) if arg else None
        except ValueError as exc:
            raise PlayerError(str(exc)) from None
        if family == "climbing":
            from .climbing.search import SearchPlayer
        else:
            from .trick.search import SearchPlayer
        return lambda rng: SearchPlayer(rng, budget)
    if ":" in kind:
        return _user_class(kind, family)
    from ..diagnostics.suggest import did_you_mean
    hint = did_you_mean(name, tuple(PLAYERS))
    raise PlayerError(f"unknown player `{kind}`" + (f"; {hint}" if hint else "") +
                      f" (players: {', '.join(PLAYERS)}, search:N, search:Nms, or module:Class)")


@functools.lru_cache(maxsize=None)
def _module(where: str):
    """A module of the user's, by name or by file (a file is read once per process: a tournament makes players for
    every deal)."""
    if where.endswith(".py") or os.sep in where or "/" in where:
        if not os.path.exists(where):
            raise PlayerError(f"no file {where}")
        spec = importlib.util.spec_from_file_location("verifier_player_" + os.path.basename(where)[:-3], where)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        return module
    return importlib.import_module(where)


def _user_class(kind: str, family: str):
    where, _, name = kind.rpartition(":")
    try:
        module = _module(where)
    except PlayerError as exc:
        raise PlayerError(f"player `{kind}`: {exc}") from None
    except Exception as exc:  # noqa: BLE001 - whatever the user's module raises, said plainly
        raise PlayerError(f"player `{kind}`: cannot import {where}: {type(exc).__name__}: {exc}") from None
    cls = getattr(module, name, None)
    if cls is None:
        raise PlayerError(f"player `{kind}`: {where} has no `{name}`")
    if hasattr(cls, "choose"):
        from .protocol import adapter
        return lambda rng: adapter(cls(rng), family)
    return cls
