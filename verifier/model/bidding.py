"""The worked example of a bidding, a claim both families make: the trick-taking family's bidding for the declarer
(竞标) and the climbing family's bid for the landlord (叫分, 叫地主 / 抢地主) are written alike."""
from __future__ import annotations

from dataclasses import field

from ..diagnostics import Span
from ..runtime.frozen import dataclass
from .node import Node

CALL, ROB = "call", "rob"  # the steps of a call-and-rob bidding (叫地主, 抢地主)


@dataclass(frozen=True)
class BiddingClaim(Node):
    """`bids 150, 120, 115, pass, pass -> player 3 wins at 115` (竞标), `bids pass, call, rob, pass -> player 3 wins
    at 2` (叫地主, 抢地主): the steps in the order the players are asked (player 1 first); then who wins at what bid
    (for a call-and-rob bidding, the stake it makes), the last step refused, or the cards dealt again."""

    steps: tuple[int | str | None, ...]  # a bid in points; "call" or "rob"; None: a pass
    winner: int | None  # player N; None: every player passed (dealt again), or `refused`
    bid: int | None = None
    refused: bool = False  # the last step is refused (`bid 155 is refused`, `pass is refused`)
    revealed: int | None = None  # `, 3 kitty cards shown`: the kitty cards turned up before the bidding (竞标)
    winner_span: Span | None = field(default=None, kw_only=True, compare=False, repr=False,
                                     metadata={"doc": "where the winner's number is written"})
