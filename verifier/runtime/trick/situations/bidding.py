"""The engine's answer to a worked example of the bidding (竞标): the bids and passes are made in the turns the
deal's own bidding gives (phases/bidding.py `_bid`: from the first bidder on, in the direction of play, a
player who passed skipped with `pass: final`), and the bidding's end says who won it and at what bid, or that the
cards are dealt again. The checker (checks/trick/situations/bidding.py) and the facade (engine.Game) answer as the
referee plays."""
from __future__ import annotations

from dataclasses import dataclass

from .deal import Refusal, _deal
from ..engine import Engine
from ..state import Illegal


@dataclass(frozen=True)
class Bidding:
    """The bidding played: each step as (player, bid or None for a pass), players from 1 for the first bidder; the
    winner (a player) and the winning bid (None, None: every player passed, the cards are dealt again); `refusal`:
    the last step, which the referee refused; `unstated`: the player asked next, when the example's steps ran out
    while the bidding went on."""

    steps: tuple[tuple[int, int | None], ...]
    winner: int | None
    bid: int | None
    refusal: Refusal | None = None
    unstated: int | None = None
    revealed: int = 0  # the kitty cards turned up before the bidding (`revealed`)


class _Unstated(Exception):
    pass


class _Bidder:
    """The players' answers: the example's steps in order, whoever the bidding asks."""

    def __init__(self, steps):
        self.pending = list(steps)

    def bid(self, deal, seat):
        if not self.pending:
            raise _Unstated(seat)
        return self.pending.pop(0)

    def name_trump(self, deal, seat):
        return "S"  # (the suit named is no part of who wins)


def bidding(engine: Engine, level: str, steps) -> Bidding:
    """A first deal at `level` bid with `steps` (a bid in points, or None for a pass, in the order the players are
    asked): who wins it."""
    deal = _deal(engine, level)
    deal.dealt, deal.last_round = deal.n * engine.rules.hand, True
    answers = _Bidder(steps)
    player = lambda seat: (seat - deal.first) % deal.n + 1  # noqa: E731 - the players from the first bidder

    def made():
        return tuple((player(b["player"]), b["bid"]) for b in deal.bids)
    try:
        won = deal._bid([answers] * deal.n)
    except Illegal as exc:
        return Bidding(made(), None, None, Refusal(len(deal.bids) + 1, exc.reason, exc.rule))
    except _Unstated as exc:
        return Bidding(made(), None, None, unstated=player(exc.args[0]))
    if not won:
        return Bidding(made(), None, None)
    return Bidding(made(), player(deal.bidder), deal.bid, revealed=len(deal.revealed))
