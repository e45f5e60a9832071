"""The compile step: a resolved variant (the rule model) turned into the plain rules its family's runtime plays, one
module per family (`trick.py`, `climbing.py`). It is the one place where rules become behaviour: the checker's worked
examples, the engine, the judge and the rulebook all read what it produces, and what it cannot play it refuses
(`refusals.py`), which the checker reports with what it never read (`reading.py`, C106 and C107)."""
from __future__ import annotations

from .climbing import compile_climbing
from .reading import watch
from .refusals import Unplayable, collecting
from .trick import game_rules as trick_game_rules


def compiled(variant):
    """The runtime rules of a variant of either family, and the refusals of the compile step (a list, maybe empty)."""
    with collecting() as refusals:
        rules = compile_climbing(variant) if variant.is_climbing else trick_game_rules(variant)
    return rules, refusals


def game_rules(variant):
    """The runtime rules of a variant of either family, with everything a whole deal and a match need; `Unplayable`
    when the variant states a rule the engine does not play."""
    rules, refusals = compiled(variant)
    if refusals:
        raise Unplayable(refusals)
    return rules


def compile_read(variant):
    """What compiling `variant` gives and reads: (the runtime rules or None, the paths read, the refusals, the
    exception the compile step raised or None). What was read before an exception is kept: it is what that family's
    compile step reads of the variant (C106 asks the other family's)."""
    view, log = watch(variant)
    try:
        rules, refusals = compiled(view)
    except Exception as exc:  # noqa: BLE001 - the caller decides what a failing compilation means
        return None, frozenset(log), [], exc
    return rules, frozenset(log), refusals, None
