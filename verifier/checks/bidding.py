"""C105: the bidding (竞标) holds together: its range and step allow a bid, the scoring reference is a bid, the
kitty has the cards it turns up and a counter-bidder exchanges, the declarer plays alone, and no `declare` block
chooses the declarer a second way."""
from __future__ import annotations

from ..diagnostics import Label
from ..model import Family, TeamKind, Variant
from . import check
from .solver import proved, refuted


@check("C105", "the bidding holds together: range, step, reference, kitty cards, teams, no declaring",
       family=Family.TRICK_TAKING)
def bidding_fits(variant: Variant, ctx):
    b = variant.bidding
    if b is None:
        return

    def fail(message, setting, label, help, secondary=(), **witness):
        span = b.setting_span(setting) if setting else b.span
        return refuted("C105", "bidding", message, span or b.span, variant, label=label, secondary=secondary,
                       help=help, **({"witness": witness} if witness else {}))

    if b.lowest is not None and b.highest is not None and b.lowest > b.highest:
        yield fail(f"the lowest bid {b.lowest} is above the highest {b.highest}", "lowest", "above the highest",
                   "make `lowest` at most `highest`", lowest=b.lowest, highest=b.highest)
        return
    if b.step is not None:
        if b.step <= 0:
            yield fail(f"a step of {b.step} points", "step", "not a step", "bids step by a positive number of points")
            return
        for name in ("lowest", "highest", "scoring-reference"):
            value = getattr(b, name.replace("-", "_"))
            if value is not None and value % b.step:
                yield fail(f"`{name}: {value}` is not a multiple of the step {b.step}", name, "not a bid",
                           f"bids are multiples of {b.step}: make it one", **{name: value, "step": b.step})
                return
    ref = b.scoring_reference
    if ref is not None and ((b.lowest is not None and ref < b.lowest) or (b.highest is not None and ref > b.highest)):
        yield fail(f"the scoring table is written for a bid of {ref}, outside the bids {b.lowest}–{b.highest}",
                   "scoring-reference", "no such bid", "write the table for a bid that can be made",
                   reference=ref, lowest=b.lowest, highest=b.highest)
        return
    kitty = variant.kitty.size if variant.kitty is not None else None
    for name, value in (("revealed", b.revealed), ("counter-exchange", b.counter_exchange)):
        if value is not None and kitty is not None and value > kitty:
            yield fail(f"`{name}: {value}` needs more cards than the kitty's {kitty}", name, "more than the kitty",
                       f"at most {kitty}", secondary=(Label(variant.kitty.span, "the kitty"),),
                       **{name: value, "kitty": kitty})
            return
    if b.counter_exchange is not None and variant.kitty_overcall is None:
        yield fail("a counter-bidder's exchange, but the variant has no counter-bid (`kitty overcall`)",
                   "counter-exchange", "never used", "add a `kitty overcall { … }` block, or remove the setting")
        return
    if variant.teams is not None and variant.teams.kind != TeamKind.DECLARER_ALONE:
        yield fail(f"a bidding, but the teams are `{variant.teams.kind.value}`", None, "the bidding",
                   "the winner of the bidding plays alone: write `teams declarer-alone`",
                   secondary=(Label(variant.teams.span, "the teams"),))
        return
    if variant.declare is not None:
        yield fail("both a bidding and a `declare` block choose the declarer and the trump", None, "the bidding",
                   "remove the `declare` block (`remove declare because \"…\"` in a child)",
                   secondary=(Label(variant.declare.span, "declaring"),))
        return
    yield proved("C105", "the bidding holds together")
