"""Baohuang's call of the emperor (叫庄): calling, passing, forcing, seizing (抢庄), the guard (保子) open or
hidden, the lone emperor (独保); Dou Dizhu's bid for the landlord (叫分)."""
from __future__ import annotations

from ..block import Block
from ..node import Direction, Permission, setting
from ...runtime.frozen import dataclass
from .words import BidBy, BidVoid, Bottom, CallSame, ForcedFrom, GuardBy, NoGuard, SeizedGuard, VoidDeal


@dataclass(frozen=True)
class Call(Block):
    """Calling the emperor (Baohuang: 叫庄, 让庄, 逼庄, 黄庄, 抢庄, 独保, 明保 / 暗保)."""

    marked: str | None = setting("The marked card: its holder may call first.")
    cards: tuple[int, ...] | None = setting("How many calling cards a call needs.")
    same: CallSame | None = setting("What the calling cards share.", default=CallSame.RANK_AND_SUIT)
    jokers: Permission | None = setting("May jokers be calling cards?", default=Permission.ALLOWED)
    pass_the_call: Direction | None = setting("Passing the call (让庄): the marked card goes on this way.",
                                                 "pass-the-call", default=Direction.CLOCKWISE)
    forced: int | None = setting("The forced call (逼庄): when nobody called, whoever holds exactly this many "
                                 "calling cards must call.")
    forced_from: ForcedFrom | None = setting("Where the forced call starts.", "forced-from",
                                             default=ForcedFrom.FIRST_PLAYER)
    void: VoidDeal | None = setting("The void deal (黄庄): nobody called or was forced.", default=VoidDeal.REDEAL)
    seize: Permission | None = setting("Seizing (抢庄): may a player take the marked card and be emperor without "
                                          "calling cards?", default=Permission.ALLOWED)
    seized_guard: SeizedGuard | None = setting("Who guards a seized deal.", "seized-guard", default=SeizedGuard.NONE)
    lone_emperor: int | None = setting("The lone emperor (独保): a call with this many cards makes the emperor "
                                       "their own guard.", "lone-emperor", default=4)
    guard: GuardBy | None = setting("Who the guard (保皇派) is.", default=GuardBy.CALLING_CARD)
    no_guard: NoGuard | None = setting("A call of fewer cards than the lone emperor's whose other copies nobody else "
                                       "holds (they are set aside).", "no-guard", default=NoGuard.REDEAL)
    open_guard: Permission | None = setting("May the guard show themself before the play (明保; 暗保 "
                                               "otherwise)?", "open-guard", default=Permission.ALLOWED)
    open_lone: Permission | None = setting("May the lone emperor show themself before the play (明独)?", "open-lone",
                                           default=Permission.ALLOWED)


@dataclass(frozen=True)
class Bid(Block):
    """Bidding for the landlord (Dou Dizhu), by points (叫分: each player in turn bids more points than the bid before,
    or passes; the highest bid wins, the top bid at once) or by call and rob (叫地主 / 抢地主: the first to call is
    landlord unless a later player robs; each rob doubles the stake). The winner is the landlord, alone against the
    others."""

    by: BidBy | None = setting("How the landlord is bid for: by points (叫分), or by a call that later players may "
                               "rob (叫地主 / 抢地主).", default=BidBy.POINTS)
    bids: tuple[int, ...] | None = setting("The bids a player may make, in points, lowest first (`by: points`).",
                                           default=(1, 2, 3))
    rob_back: bool | None = setting("After the others were asked to rob, may the caller rob back once, when "
                                    "someone robbed (`by: call-and-rob`)?", "rob-back", default=True)
    void: BidVoid | None = setting("What happens when nobody bids.", default=BidVoid.REDEAL)
    bottom: Bottom | None = setting("Who shows and takes the bottom cards (底牌).", default=Bottom.LANDLORD)
