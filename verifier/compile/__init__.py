"""The compile step: a resolved variant (the rule model) turned into the plain rules its family's runtime plays, one
module per family (`trick.py`, `climbing.py`). It is the one place where rules become behaviour: the checker's worked
examples, the engine, the judge and the rulebook all read what it produces."""
from __future__ import annotations

from .climbing import compile_climbing
from .trick import game_rules as trick_game_rules


def game_rules(variant):
    """The runtime rules of a variant of either family, with everything a whole deal and a match need."""
    return compile_climbing(variant) if variant.is_climbing else trick_game_rules(variant)
