"""The engine's answers to the worked examples of overcalling the kitty (反底, `kitty overcall`): a declaration stands
(or nobody declared), its declarer takes the kitty and buries it, then other players overcall the kitty in turn, each
taking it up and burying as many cards. Each overcall is judged and made by the deal's own phase
(phases/kitty.py `overcall_kitty`), so that the checker (checks/trick/situations/kitty_overcall.py) and the facade
(engine.Game) answer as the referee rules: the trump, the declarer and the stake after the last, or the refusal."""
from __future__ import annotations

from dataclasses import dataclass

from .. import ids as I
from ..engine import Engine
from ..order import T
from ..state import EngineError, Illegal
from .deal import Refusal, _deal


@dataclass(frozen=True)
class KittyOvercalled:
    """After the kitty overcalls: the trump (a suit or "NT"), the declarer's seat, the deal's stake, and the kitty
    cards the last overcaller took up and buried again."""

    trump: str
    declarer: int
    stake: int
    exchanged: int = 0


class _Reburier:
    """An overcaller's burial: the cards it took up from the kitty, as they were (any such burial the previous
    burier could make)."""

    def bury(self, deal, seat):
        drawn = deal.kitty_overcalls[-1].get("drawn")
        return [I.BY_NAME[name] for name in drawn] if drawn is not None else list(deal.buried)


def kitty_overcalls(engine: Engine, level: str, standing, steps, named: str | None = None
                    ) -> KittyOvercalled | Refusal:
    """In the first deal at `level`, the declaration `standing` (seat, card ids) stands, or nobody declared (None:
    seat 0 declares, in no-trump), or (`named`) a bidding's winner (`standing`'s seat, no cards) named that trump;
    the declarer buries the kitty; then each step (seat, card ids) overcalls the kitty in turn. The trump, declarer
    and stake after the last step, or the first step the referee refuses (0: the declaration that was to stand)."""
    deal = _deal(engine, level)
    deal.last_round = True  # every show of the deal may stand (a show kept for the last round, too)
    used = [card for _seat, cards in [standing or (0, ())] + list(steps) for card in cards]
    if named is not None:  # the bidding named the trump: no declaration stands (as after the deal's bidding)
        deal.declarer, deal.trump = standing[0], named
    elif standing is not None:
        seat, cards = standing
        for card in cards:
            deal.hands[seat][card] += 1
        try:
            deal.declare(seat, list(cards))
        except Illegal as exc:  # no declaration to stand: refused as step 0
            return Refusal(0, exc.reason, exc.rule)
        deal.declarer, deal.trump = seat, deal.standing.suit
    else:
        deal.declarer, deal.trump = 0, "NT"
    deal._no_trump_level()
    deal.order = engine.order(deal.level, deal.trump)
    deal.phase = "kitty-overcall"
    deal.buried, deal.burier = _plain_kitty(engine, deal, used), deal.declarer
    agents = [_Reburier()] * deal.n
    for index, (seat, cards) in enumerate(steps):
        for card in cards:
            deal.hands[seat][card] += 1
        try:
            deal.overcall_kitty(seat, list(cards), None, agents)
        except Illegal as exc:
            return Refusal(index + 1, exc.reason, exc.rule)
        except EngineError as exc:
            return Refusal(index + 1, str(exc), "")
    last = deal.kitty_overcalls[-1] if deal.kitty_overcalls else {}
    return KittyOvercalled(deal.trump, deal.declarer, deal.stake, len(last.get("buried", ())))


def _plain_kitty(engine: Engine, deal, used) -> list[int]:
    """A kitty any player may bury: side cards that count no points, are no jokers and not of the level, none of
    them among the cards the example shows."""
    o = deal.order
    free = [c for c in engine.deck() if c not in used and o.point[c] == 0 and o.g[c] != T]
    plain = [c for c in free if deal.bury_allowed(c)]
    return plain[:engine.rules.kitty]
