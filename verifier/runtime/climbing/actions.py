"""The actions of a climbing deal, one type for the engine, the players, the records and the judge."""
from __future__ import annotations

from typing import NamedTuple

from .sets import Set

# Play: lead or beat a set, pass (过牌), defer (让牌), close a dead set (扣牌), burn a gouji set (烧牌) or decline to.
PLAY, PASS, DEFER, CLOSE, BURN, DECLINE = "play", "pass", "defer", "close", "burn", "decline"
# Before the play: fold the hand (革命) or keep it (a revolutionary's opposite: keep the 够死级 chances, or decline
# them); return a tribute card (还贡), accept or refuse it; the last and second-last of one team: keep who gives as
# the last, or swap.
REVOLT, KEEP, RETURN, ACCEPT, REFUSE, SWAP = "revolt", "keep", "return", "accept", "refuse", "swap"
# Baohuang: call the emperor (叫庄) with a card, pass the call (让庄), seize (抢庄), the guard open or hidden.
CALL, PASS_CALL, SEIZE, OPEN, HIDDEN = "call", "pass-call", "seize", "open", "hidden"
# Dou Dizhu: bid points for the landlord (叫分; a pass is PASS).
BID = "bid"


class Action(NamedTuple):
    kind: str
    set: Set | None = None  # play, burn
    card: tuple[str, str | None] | None = None  # call: (rank, suit); a joker has suit None
    rank: int | None = None  # return: the rank index of the card returned; bid: the points bid


def play(s: Set) -> Action:
    return Action(PLAY, s)


PASS_ACTION = Action(PASS)
