"""Bidding for the landlord (Dou Dizhu), as the bid block says (`by`):

- by points (叫分): from the first receiver on, each player once bids more points than the highest bid so far, or
  passes; the top bid ends the bidding at once; the highest bidder is the landlord, and the bid the stake.
- by call and rob (叫地主 / 抢地主): from the first receiver on, each is asked to call until one does; each player
  after the caller may then rob once, each rob doubling the stake; then, when someone robbed, the caller may rob back
  once (`rob-back`). The last to call or rob is the landlord. A call is a bid of 1 and a rob a bid of the doubled
  stake, so that the winning bid is the stake either way.

Nobody bidding (or calling) voids the deal (dealt again). Every decision is ruled with the bid block's rule.
"""
from __future__ import annotations

from . import actions as A
from .ruling import LEGAL, Ruling


def bid_phase(rules, first: int):
    """The bidding of a deal whose first receiver is `first`."""
    return CallAndRob(rules, first) if rules.bidding.by == "call-and-rob" else BidPhase(rules, first)


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

    def _not_now(self, seat: int) -> Ruling | None:
        if self.done:
            return Ruling(False, "the bidding is over", self.bidding.rule)
        if seat != self.turn():
            return Ruling(False, f"it is seat {self.turn()}'s turn to bid, not seat {seat}'s", self.bidding.rule)
        return None

    def ruling(self, seat: int, action: A.Action) -> Ruling:
        rule = self.bidding.rule
        refused = self._not_now(seat)
        if refused is not None:
            return refused
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


class CallAndRob(BidPhase):
    """叫地主 / 抢地主: the players are asked in turn, to call until one does, then to rob; those who declined to call
    may not rob. Then, when someone robbed and `rob-back` allows it, the caller is asked once more."""

    def __init__(self, rules, first: int):
        super().__init__(rules, first)
        self.seats = len(self.order)
        self.caller: int | None = None

    def robbing(self) -> bool:
        return self.caller is not None

    def legal(self) -> list[A.Action]:
        if self.done:
            return []
        return [A.Action(A.BID, rank=self.high * 2 if self.robbing() else 1), A.PASS_ACTION]

    def ruling(self, seat: int, action: A.Action) -> Ruling:
        refused = self._not_now(seat)
        if refused is not None:
            return refused
        if action.kind == A.PASS:
            return LEGAL
        rule = self.bidding.rule
        if self.robbing():
            if action.kind != A.BID:
                return Ruling(False, f"a {action.kind} is not a bid: a rob or a pass", rule)
            if action.rank != self.high * 2:
                return Ruling(False, f"a rob doubles the stake to {self.high * 2}, not {action.rank}: a rob or a "
                                     "pass now", rule)
            return LEGAL
        if action.kind != A.BID:
            return Ruling(False, f"a {action.kind} is not a bid: a call or a pass", rule)
        if action.rank != 1:
            return Ruling(False, f"a call is a bid of 1, not {action.rank}: a call or a pass now", rule)
        return LEGAL

    def apply(self, seat: int, action: A.Action) -> None:
        if action.kind == A.BID:
            self.caller = seat if self.caller is None else self.caller
            self.high, self.winner = self.high * 2 or 1, seat
        self.asked += 1
        if self.asked < len(self.order):  # the callers in turn; after a call, those not yet asked may rob
            return
        if self.bidding.rob_back and self.winner not in (None, self.caller) and len(self.order) == self.seats:
            # someone robbed: the caller robs back, or not, once
            self.order.append(self.caller)
            return
        self.done = True
