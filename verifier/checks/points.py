"""C103: the point values name real ranks once each, and the deck's total of points is known."""
from __future__ import annotations

from .registry import check
from .solver import labels, noted, proved, refuted
from ..diagnostics import Severity
from ..model import Family, Variant
from ..runtime.cards import RANKS
from .deal import point_cards


# C103: the points of the deck ---------------------------------------------------------------------------------------

@check("C103", "the point values name real ranks once each; their total is known")
def point_values(variant: Variant, ctx):
    points = variant.points
    if points is None:
        if variant.family is None or variant.family.family == Family.TRICK_TAKING:
            yield refuted("C103", "point values", "the variant does not state its point cards, so no score can be "
                          "checked", variant.span, variant, severity=Severity.WARNING, label="no `points` stated",
                          help="state them, e.g. `points 5 = 5, 10 = 10, K = 10`")
        return
    seen = {}
    bad = False
    for value in points.values:
        if value.rank not in RANKS:
            bad = True
            yield refuted("C103", f"point value of {value.rank}", f"`{value.rank}` is not a rank, so it cannot be a "
                          "point card", value.span, variant, label="not a rank", help="ranks are 2..10, J, Q, K, A")
        elif value.rank in seen:
            bad = True
            first = seen[value.rank]
            yield refuted("C103", f"point value of {value.rank}", f"rank {value.rank} is given two point values, "
                          f"{first.value} and {value.value}", value.span, variant, label="given again here",
                          secondary=labels((first.span, "first given here")),
                          witness={"rank": value.rank, "values": [first.value, value.value]},
                          help="give each point rank one value")
        seen.setdefault(value.rank, value)
    if bad:
        return
    per = " + ".join(str(v.value) for v in points.values)
    decks = variant.decks.count if variant.decks else None
    if decks is None:
        yield proved("C103", f"points: {sum(v.value for v in points.values) * 4} per deck")
    else:
        yield proved("C103", f"points: {decks} deck(s) × 4 suits × ({per}) = {sum(point_cards(variant))} in the deck")
        yield from _recalibrated(variant)


# The rules whose figures are written for a deck's total of points (the scoring table's bounds, its cap, the bids).
_CALIBRATED = (("scoring", "the scoring table"), ("scoring_cap", "the scoring cap"), ("bidding", "the bidding"),
               ("tribute", "the tribute table"))


def _recalibrated(variant: Variant):
    """Where the variant's own file changes the deck's points (its `points`) but inherits the tables whose
    figures were written for its parent's total, a note naming them: nothing is wrong, but a 40-point band of two
    decks is a different game with one (issue 29: `10 = 15` made the deck's 200 points 240, every table still
    "coherent")."""
    changed = [rule for rule in (variant.points,) if rule is not None and rule.origin == variant.id]
    kept = [(rule, text) for name, text in _CALIBRATED for rule in [getattr(variant, name)]
            if rule is not None and rule.origin != variant.id and (name != "tribute" or rule.rows)]
    if not changed or not kept or variant.parent is None:
        return
    total = sum(point_cards(variant))
    names = ", ".join(f"{text} (`{rule.origin}`)" for rule, text in kept)
    yield noted("C103", "points: the tables written for the deck's total", f"the deck's points now total {total}; "
                f"written for the parent's points: {names}", changed[0].span, variant,
                label="changes the total", secondary=labels(*((rule.span, f"{text}, inherited") for rule, text in kept)),
                witness={"total": total, "inherited": [text for _rule, text in kept]},
                help="check that the inherited figures still fit the new total, and say so with a `decision`, or "
                     "override them")
