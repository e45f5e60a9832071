"""The engine's answer to a worked example of a throw led in a given round of its suit (`throw "AH KH" in round 4 is
refused`): the deal's own trick phase (phases/tricks.py `throw_closed`) says whether a throw may be led then (with
`first-rounds: N`, 边三轮, only in a side suit's first N tricks), so that the checker (checks/trick/examples.py) and
the facade (engine.Game) answer as the referee rules."""
from __future__ import annotations

from ..engine import Engine
from .deal import _deal


def throw_closed(engine: Engine, level: str, trump: str, cards, round_: int) -> str | None:
    """Why the throw `cards` (ids) may not be led as the `round_`th trick of its suit in a deal at `level` and
    `trump` (the suit led `round_ - 1` times before), or None."""
    deal = _deal(engine, level)
    deal.trump, deal.order = trump, engine.order(level, trump)
    deal.phase = "tricks"
    cards = list(cards)
    if cards:
        deal.suit_leads[deal.order.g[cards[0]]] = round_ - 1
    return deal.throw_closed(cards)
