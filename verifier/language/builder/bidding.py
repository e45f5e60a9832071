"""The model builder's callbacks for the worked example of a bidding, a claim of both families: `bids 150, 120, pass
-> player 2 wins at 120` (竞标), `bids pass, call, rob -> player 3 wins at 2` (叫地主 / 抢地主)."""
from __future__ import annotations

from lark import v_args

from ... import model as m
from .values import Builder


def _step_word(step) -> str:
    return "pass" if step is None else str(step)


@v_args(meta=True)
class BiddingBuilder(Builder):
    def bidding_claim(self, meta, c):
        steps = tuple(x for x in c[:-1])
        kind, value, where = c[-1]
        if kind == "refused" and (not steps or steps[-1] != value):
            self.fail("E203", "the step the referee refuses ends the bidding: it is the example's last step",
                      where, "not the last step", help=f"end the steps with {_step_word(value)}")
        if kind == "won":
            return m.BiddingClaim(steps, value[0], value[1], revealed=value[2], winner_span=self.span(where),
                                  span=self.span(meta))
        return m.BiddingClaim(steps, None, refused=kind == "refused", span=self.span(meta))

    def bid_points(self, meta, c):
        return self.integer(c[0])

    def bid_pass(self, meta, c):
        return None

    def bid_call(self, meta, c):
        return m.CALL

    def bid_rob(self, meta, c):
        return m.ROB

    def bid_won(self, meta, c):
        player = self.integer(c[0])
        if player < 1:
            self.fail("E207", f"there is no player {player}", c[0], "expected a player from 1",
                      help="player 1 bids first, player 2 is the next in the direction of play")
        return "won", (player, self.integer(c[1]), c[2] if len(c) > 2 else None), c[0]

    def bid_revealed(self, meta, c):
        return self.integer(c[0])

    def bid_refused(self, meta, c):
        return "refused", self.integer(c[0]), c[0]

    def pass_refused(self, meta, c):
        return "refused", None, meta

    def call_step_refused(self, meta, c):
        return "refused", m.CALL, meta

    def rob_step_refused(self, meta, c):
        return "refused", m.ROB, meta

    def bid_dealt_again(self, meta, c):
        return "again", None, meta
