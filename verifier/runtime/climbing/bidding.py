"""Bidding for the landlord (叫分, Dou Dizhu): from the first receiver on, each player once bids more points than the
highest bid so far, or passes; the top bid ends the bidding at once. The highest bidder is the landlord; nobody
bidding voids the deal (dealt again). Every decision is ruled with the bid block's rule."""
from __future__ import annotations

from . import actions as A
from .ruling import LEGAL, Ruling


class BidPhase:
    def __init__(self, rules, first: int):
        self.bidding = rules.bidding
        n = rules.players
        self.order = [(first + i) % n for i in range(n)]
        self.asked = 0
        self.high = 0  # the highest bid so far (0: none)
        self.winner: int | None = None
        self.done = False

    @property
    def void(self) -> bool:
        return self.done and self.winner is None

    def turn(self) -> int | None:
        return None if self.done else self.order[self.asked]

    def legal(self) -> list[A.Action]:
        if self.done:
            return []
        return [A.Action(A.BID, rank=b) for b in self.bidding.bids if b > self.high] + [A.PASS_ACTION]

    def ruling(self, seat: int, action: A.Action) -> Ruling:
        rule = self.bidding.rule
        if self.done:
            return Ruling(False, "the bidding is over", rule)
        if seat != self.turn():
            return Ruling(False, f"it is seat {self.turn()}'s turn to bid, not seat {seat}'s", rule)
        if action.kind == A.PASS:
            return LEGAL
        if action.kind != A.BID:
            return Ruling(False, f"a {action.kind} is not a bid: bid {', '.join(map(str, self.bidding.bids))} or "
                                 "pass", rule)
        if action.rank not in self.bidding.bids:
            return Ruling(False, f"{action.rank} is no bid: the bids are {', '.join(map(str, self.bidding.bids))}",
                          rule)
        if action.rank <= self.high:
            return Ruling(False, f"a bid is higher than the bid before ({self.high}), not {action.rank}", rule)
        return LEGAL

    def apply(self, seat: int, action: A.Action) -> None:
        if action.kind == A.BID:
            self.high, self.winner = action.rank, seat
        self.asked += 1
        if self.asked == len(self.order) or self.high == max(self.bidding.bids):
            self.done = True
