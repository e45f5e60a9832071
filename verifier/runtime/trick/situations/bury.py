"""The engine's answers to the worked examples of burying the kitty: the declarer's burial (扣底, `bury`: point cards,
jokers, big jokers first) and another player's burial of jokers into the kitty the declarer buried, picking up as
many of its smallest cards (扣王, `others-bury-jokers`, `pick-up`, `all-points-closes`). Each is judged by the deal's
own referee (phases/kitty.py `judge_bury`, phases/rebury.py `judge_rebury`), so that the checker
(checks/trick/situations/bury.py) and the facade (engine.Game) answer as the referee rules."""
from __future__ import annotations

from .deal import Refusal, _deal
from ..engine import Engine
from ..game import Deal
from ..state import Illegal


def _kitty_deal(engine: Engine, level: str, trump: str) -> Deal:
    """A deal at `level` with `trump` settled, the declarer at seat 0, in the kitty phase."""
    deal = _deal(engine, level, declarer=0)
    deal.trump, deal.order = trump, engine.order(level, trump)
    deal.phase = "kitty"
    return deal


def bury(engine: Engine, level: str, trump: str, hand, buried) -> Refusal | None:
    """Whether the declarer, holding `hand` (card ids, the kitty taken up), may bury `buried`: None, or the refusal."""
    deal = _kitty_deal(engine, level, trump)
    for card in hand:
        deal.hands[0][card] += 1
    try:
        deal.judge_bury(0, list(buried))
    except Illegal as exc:
        return Refusal(1, exc.reason, exc.rule)
    return None


def rebury(engine: Engine, level: str, trump: str, kitty, hand, jokers, picked) -> Refusal | None:
    """Whether the player after the declarer, holding `hand`, may bury `jokers` into the kitty the declarer buried
    (`kitty`) and pick up `picked` from it (card ids): None, or the refusal."""
    deal = _kitty_deal(engine, level, trump)
    deal.buried, deal.declarer_buried, deal.burier = list(kitty), list(kitty), 0
    deal.phase = "rebury"
    for card in hand:
        deal.hands[1][card] += 1
    try:
        deal.judge_rebury(1, list(jokers), list(picked))
    except Illegal as exc:
        return Refusal(1, exc.reason, exc.rule)
    return None
