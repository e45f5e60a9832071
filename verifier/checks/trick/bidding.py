"""C105: the bidding (竞标) holds together: its range and step allow a bid, the scoring reference is a bid, the
kitty has the cards it turns up and a counter-bidder exchanges, the declarer plays alone, and no `declare` block
chooses the declarer a second way."""
from __future__ import annotations

from fractions import Fraction
from math import gcd

from ...diagnostics import Label, Severity
from ...model import Family, PerPoints, PointsCondition, ScoreClaim, TeamKind, Variant
from ..registry import check
from ..solver import noted, proved, refuted


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
    if ref is not None and b.lowest is not None and b.lowest <= 0:  # the figures scale by bid / reference
        yield fail(f"a bid of {b.lowest} would scale the scoring table, written for a bid of {ref}, by "
                   f"{b.lowest}/{ref}: its figures would be {'0' if b.lowest == 0 else 'below 0'}, and a step of points "
                   f"no step", "lowest", "scales the table to nothing",
                   "bids that scale the table start above 0: make `lowest` a step or more", lowest=b.lowest,
                   reference=ref)
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
    yield from unreachable_figures(variant)


def _figures(variant: Variant):
    """Every points figure of the scoring table, with the node it is written in (conditions, per-points steps and
    their references) and its row."""
    for row in variant.scoring.rows if variant.scoring else ():
        for c in row.conditions:
            if isinstance(c, PointsCondition):
                yield c.value, c, row
        for extra in row.outcome.extras:
            if isinstance(extra, PerPoints):
                yield extra.points, extra, row
                yield extra.reference, extra, row


def _example_bids(variant: Variant) -> set[int]:
    """The bids the scoring table's worked examples are settled at (`… points at bid 115 -> …`)."""
    examples = variant.scoring.examples if variant.scoring else ()
    return {ex.claim.bid for ex in examples if isinstance(ex.claim, ScoreClaim) and ex.claim.bid is not None}


def _fmt(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else f"{float(value):g}"


def unreachable_figures(variant: Variant):
    """At a bid b the table's figures are scaled by b / scoring-reference, the seed's own arithmetic (115 of 150 makes
    75 into 57.5). Scores move in steps of the point cards' values, so a scaled figure off those steps is one no
    score equals: a note per figure, with the bids where it happens and what the figure then means."""
    b = variant.bidding
    ref = b.scoring_reference
    if ref is None or not ref or b.lowest is None or b.highest is None or not b.step or variant.points is None:
        return
    unit = 0
    for v in variant.points.values:
        unit = gcd(unit, v.value)
    if unit <= 0:
        return
    bids = range(-(-b.lowest // b.step) * b.step, b.highest + 1, b.step)
    seen, pinned = set(), _example_bids(variant)
    read_as_decided = any(cite.decision for entry in b.setting_cites if entry.setting == "scoring-reference"
                          for cite in entry.cites)  # a decision on how every figure scales
    for figure, node, row in _figures(variant):
        if figure in seen:
            continue
        seen.add(figure)
        off = [(bid, Fraction(figure * bid, ref)) for bid in bids if Fraction(figure * bid, ref) % unit]
        if not off:
            continue
        bid, value = off[0]
        below, above = (value // unit) * unit, (value // unit + 1) * unit
        shown = ", ".join(f"{x} -> {_fmt(v)}" for x, v in off)
        message = (f"at {len(off)} of the {len(bids)} bids, the table's {figure} points (written for a bid of {ref}) "
                   f"scale to a figure no score reaches: at a bid of {bid} it is {_fmt(value)}, between the scores "
                   f"{below} and {above}")
        details = dict(label=f"{figure} at a bid of {ref}",
                       notes=(f"bid -> figure: {shown}",
                              f"scores move in steps of {unit}: a condition on {_fmt(value)} holds as on the score on "
                              f"its side of it, and a step of {_fmt(value)} points is counted in whole steps"),
                       witness={"bid": bid, "figure": figure, "scaled": float(value), "below": int(below),
                                "above": int(above)})
        # Read as the seed reads it where the variant shows it: an example at one of those bids, a decision on the
        # row or on `scoring-reference`; else a warning (issue 29: 每57.5分升一级 was a note plain `check` never showed).
        if pinned & {x for x, _ in off} or any(cite.decision for cite in row.cites) or read_as_decided:
            yield noted("C105", "bidding", message, node.span or b.span, variant, **details)
        else:
            yield refuted("C105", f"bidding: the table's {figure} points at every bid", message, node.span or b.span,
                          variant, severity=Severity.WARNING, **details,
                          help=f"add a worked example at one of those bids (`… points at bid {bid} -> …`) that shows "
                               "how the figure is read, or a cited `decision` on the row or on `scoring-reference`")
