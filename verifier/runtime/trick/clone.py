"""A deal copied in the middle of its tricks, to be played on without touching the original: what a search player
(verifier/play/search/) plays thousands of times per decision.

`clone(deal)` copies what the tricks and the end of a deal change (the hands, the trick being played, the log, the
points, the counts, the match's levels) and shares the rest (the rules, the engine, the card order and its memos,
the deck, the declarations). `play_on(deal, agents)` plays a deal on from where it stands: the rest of the trick being
played, the tricks after it, then the end (the settlement), with the same referee as a whole deal.

Only the standard library is used; a deal played whole never passes here (same_plays measures that it plays as
before).
"""
from __future__ import annotations

import random
from dataclasses import replace

from .state import EngineError

# Lists of the deal that the tricks or the end change (each copied; `hands` one level deeper)
_LISTS = ("sizes", "points", "trick_log", "_trick_records", "current", "suit_leads", "buried", "kitty")


def clone(deal):
    """A copy of a deal in its tricks phase that plays on alone (the original is never changed by the copy)."""
    if deal.phase != "tricks":
        raise EngineError(f"a deal is copied in its tricks, not in its {deal.phase} phase")
    state = dict(deal.__dict__)
    state["hands"] = [hand[:] for hand in deal.hands]
    for name in _LISTS:
        value = state.get(name)
        if value is not None:
            state[name] = value[:]
    state["stats"] = replace(deal.stats, violations=list(deal.stats.violations))
    match = deal.match
    state["match"] = replace(match, levels=list(match.levels), rounds=list(match.rounds))
    chance = random.Random()
    chance.setstate(deal.rng.getstate())
    state["rng"] = chance
    copy = object.__new__(type(deal))
    copy.__dict__ = state
    return copy


def play_on(deal, agents) -> dict:
    """Play a deal on from where it stands in its tricks to its end; returns its result (Deal.result)."""
    if deal.current:
        deal.finish_trick(agents)
    limit = deal.rules.hand
    while deal.sizes[deal.leader] > 0:
        if len(deal.trick_log) > limit:
            raise EngineError("the deal does not end: more tricks than cards in a hand")
        deal.play_trick(agents)
    return deal._finish(agents)
