"""C319: the bids for the landlord are a ladder: whole numbers above 0, lowest first, each higher than the one before.
Each bid must be higher than the bid before it, so a list out of order (or a bid stated twice) leaves a bid that can
never be made after a lower one, or a bid of 0 that is no bid at all."""
from __future__ import annotations

from ...model import Family, Variant
from ..registry import check
from ..solver import proved, refuted


@check("C319", "the bids for the landlord are whole numbers above 0, lowest first, each higher than the one before",
       family=Family.CLIMBING)
def bids_ladder(variant: Variant, ctx):
    bid = variant.bid
    if bid is None or not bid.bids:
        return
    bids = list(bid.bids)
    span = bid.setting_span("bids")
    low = next((b for b in bids if b <= 0), None)
    if low is not None:
        yield refuted("C319", "bids", f"a bid of {low} names no points: a bid is at least 1", span, variant,
                      label="no bid", witness={"bids": bids}, help="start the bids at 1")
        return
    for before, after in zip(bids, bids[1:]):
        if after <= before:
            yield refuted("C319", "bids", f"the bid {after} follows {before}: each bid must be higher than the one "
                          "before, so the bids are written lowest first, each once", span, variant,
                          label="not lowest first", witness={"bids": bids},
                          help=f"write them in order: {', '.join(map(str, sorted(set(bids))))}")
            return
    yield proved("C319", f"the bids {', '.join(map(str, bids))} rise from the lowest, the top ending the bidding")
