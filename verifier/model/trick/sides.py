"""Who plays with whom and what passes between the players in the trick-taking family: found friends (找朋友),
bidding for the declarer (竞标), exchanges of cards (换牌). Tribute, which both families state, is model/tribute.py."""
from __future__ import annotations

from ...runtime.frozen import dataclass
from ..block import Block
from ..node import Permission, setting
from .words import BidBetter, BidKind, BidKitty, BidOpening, BidPass, BidTrump, CallTime, CounterDraw, ExchangeCards, ExchangeTime, ExchangeWith, FirstBidder, FriendCall, FriendPoints, FriendReveal, LevelShares, ShareSplit, UnusedLevels


@dataclass(frozen=True)
class Friends(Block):
    """Finding Friends (找朋友): how the declarer's secret partners are called, found and rewarded."""

    call: FriendCall | None = setting("How the declarer calls a friend.", default=FriendCall.NTH_COPY)
    count: int | None = setting("How many friends the declarer calls.", default=1)
    call_time: CallTime | None = setting("When the declarer calls.", "call-time", default=CallTime.AFTER_KITTY)
    own_card: Permission | None = setting("May the declarer call a card they hold? Who plays the called copy "
                                          "themselves has no friend and plays alone.", "own-card",
                                          default=Permission.ALLOWED)
    reveal: FriendReveal | None = setting("When the friend becomes known.", default=FriendReveal.WHEN_PLAYED)
    points: FriendPoints | None = setting("Whose points count for the attackers, the sides being unknown "
                                          "while the friend is hidden.", default=FriendPoints.FINAL_SIDES)
    level_shares: LevelShares | None = setting("How the levels of the scoring table are shared out among the "
                                               "players (级差权).", "level-shares", default=LevelShares.BALANCED)
    split: ShareSplit | None = setting("How the declarer's side's levels are split between the declarer and the "
                                       "friend.", default=ShareSplit.KITTY_KEEPER)
    smaller_side_bonus: int | None = setting("Levels the declarer's side gains beyond the scoring table when it "
                                             "keeps the deal with fewer players than the declarer and the friends "
                                             "called (no friend found: the called copy buried, or played by the "
                                             "declarer): rbtying/shengji's BonusLevelForSmallerLandlordTeam.",
                                             "smaller-side-bonus", default=0)
    unused_levels: UnusedLevels | None = setting("What becomes of the levels a mandatory level stops a player from "
                                                 "rising (级数不浪费).", "unused-levels", default=UnusedLevels.LOST)


@dataclass(frozen=True)
class Bidding(Block):
    """Bidding for the declarership (竞标) in place of declaring: the players bid in turn, the best bid wins."""

    bid: BidKind | None = setting("What a bid names.", default=BidKind.TARGET_POINTS)
    better: BidBetter | None = setting("Which of two bids is the better one.", default=BidBetter.LOWER)
    highest: int | None = setting("The highest bid that may be made.")
    lowest: int | None = setting("The lowest bid that may be made.")
    step: int | None = setting("Bids are multiples of this many points.", default=5)
    first_bidder: FirstBidder | None = setting("Who bids first.", "first-bidder", default=FirstBidder.FIRST_RECEIVER)
    passing: BidPass | None = setting("May a player who passed bid again?", "pass", default=BidPass.FINAL)
    revealed: int | None = setting("How many cards of the kitty are turned face up before the bidding.", default=0)
    trump: BidTrump | None = setting("How the trump is chosen once the bidding is won.",
                                     default=BidTrump.WINNER_NAMES_SUIT)
    kitty: BidKitty | None = setting("Who takes the kitty and buries as many cards.", default=BidKitty.WINNER)
    scoring_reference: int | None = setting("The bid the scoring table is written for: at a bid of b every points "
                                            "figure of the table (its conditions and per-points steps) is "
                                            "multiplied by b / this.", "scoring-reference")
    counter_exchange: int | None = setting("How many kitty cards a counter-bidder (反牌: a kitty overcall, by the "
                                           "`kitty overcall` block) exchanges, instead of taking the whole kitty.",
                                           "counter-exchange")
    counter_draw: CounterDraw | None = setting("How the counter-bidder's kitty cards are chosen.", "counter-draw",
                                               default=CounterDraw.RANDOM)
    opening: BidOpening | None = setting("Must the first bidder bid, or may every player pass?",
                                         default=BidOpening.OPTIONAL)


@dataclass(frozen=True)
class Exchange(Block):
    """An exchange of cards between players (换牌): each player gives cards to another, at one moment of the deal."""

    count: int | None = setting("How many cards each player gives.", default=3)
    given_to: ExchangeWith | None = setting("To whom each player gives them.", "with")
    time: ExchangeTime | None = setting("When the cards are given.", default=ExchangeTime.AFTER_KITTY)
    cards: ExchangeCards | None = setting("Which cards may be given.", default=ExchangeCards.ANY)
