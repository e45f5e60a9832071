"""Bidding (竞标) in place of declaring: the bids, the declarer, the named trump.

Once every card is dealt, the kitty's first `bid_revealed` cards are shown, and the players bid in turn from the
first bidder on, in the direction of play: a bid must be better than the standing one (lower, with `better: lower`),
within the range and a multiple of the step; a player may pass (with `pass: final`, for the rest of the bidding). The
bidding ends when every other player has passed after the standing bid; its bidder is the declarer, plays alone at
their own level, and names the trump suit. When every player passes (`opening: optional`) the cards are dealt again.
"""
from __future__ import annotations

from ...cards import SUITS
from .. import ids as I
from ..state import Illegal


class BiddingPhase:
    """A part of runtime.game.Deal, which holds the state and calls these in order."""

    @property
    def bidding(self) -> bool:
        return self.rules.bid_better is not None

    def bid_range(self) -> tuple[int, int, int]:
        """(lowest, highest, step) of the bids: the variant's, else from one step up to the deck's points."""
        r = self.rules
        step = r.bid_step or 5
        total = sum(self.engine.order(self.level, "NT").point[c] for c in self.deck)
        return (r.bid_lowest if r.bid_lowest is not None else step,
                r.bid_highest if r.bid_highest is not None else total, step)

    def bid_options(self, seat: int) -> list[int]:
        """The bids the player may make now (passing, None, is always possible but for a required opening)."""
        lowest, highest, step = self.bid_range()
        start = -(-lowest // step) * step
        bids = list(range(start, highest + 1, step))
        if self.bid is not None:
            better = (lambda b: b < self.bid) if self.rules.bid_better == "lower" else (lambda b: b > self.bid)
            bids = [b for b in bids if better(b)]
        return bids

    def judge_bid(self, seat: int, bid: int | None) -> None:
        """Raise Illegal unless the player may make this bid (None: pass) now."""
        where = self.where(player=seat)
        ref = self.ref("bidding")
        if bid is None:
            if self.rules.bid_opening == "required" and not self.bids:
                raise Illegal(where, "the first bidder must bid", ref)
            return
        if isinstance(bid, bool) or not isinstance(bid, int):
            raise Illegal(where, f"a bid is a number of points, not {bid!r}", ref)
        lowest, highest, step = self.bid_range()
        if bid < lowest or bid > highest or bid % step:
            raise Illegal(where, f"a bid of {bid}: bids are multiples of {step} from {lowest} to {highest}", ref)
        if self.bid is not None and bid not in self.bid_options(seat):
            word = "lower" if self.rules.bid_better == "lower" else "higher"
            raise Illegal(where, f"a bid of {bid} does not beat the standing {self.bid}: a bid must be {word}", ref)

    def _bid(self, agents) -> bool:
        """The bidding, then the declarer and the trump; False when every player passed and the deal is dealt
        again."""
        r, n = self.rules, self.n
        self.phase = "bidding"
        self.revealed = self.kitty[:r.bid_revealed]
        seat = self.first
        passed: set[int] = set()
        in_a_row = 0  # passes since the last bid (`pass: may-return`)
        while True:
            if r.bid_pass == "final":
                if self.bid is not None and set(range(n)) - {self.bidder} <= passed:
                    break
                if self.bid is None and len(passed) == n:
                    break
                if seat in passed:
                    seat = (seat + 1) % n
                    continue
            elif in_a_row >= (n - 1 if self.bid is not None else n):
                break
            choice = agents[seat].bid(self, seat)
            self.judge_bid(seat, choice)
            self.bids.append({"player": seat, "bid": choice})
            self.stats.decisions += 1
            if choice is None:
                passed.add(seat)
                in_a_row += 1
            else:
                self.bid, self.bidder = choice, seat
                in_a_row = 0
            seat = (seat + 1) % n
        if self.bid is None:
            self.fallback = "redeal"
            return False
        self.declarer = self.bidder
        self.level = r.ladder[self.match.levels[self.match.team(self.declarer)]]
        self.phase = "trump"
        named = agents[self.declarer].name_trump(self, self.declarer)
        if named not in SUITS:
            raise Illegal(self.where(player=self.declarer), f"the declarer names a suit as the trump suit (S, H, C "
                          f"or D), not {named!r}", self.ref("bidding"))
        self.trump = self.named = named
        self.stats.decisions += 1
        return True

    def bidding_record(self) -> dict:
        return {"revealed": I.names(self.revealed), "bids": list(self.bids), "bid": self.bid, "named": self.named}
