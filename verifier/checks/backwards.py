"""C112: an order that runs backwards, unless a decision says so (issue 29, item 4).

Two slips the mutation study found unnoticed because every rule still holds together: the small joker ranked above
the big one (a climbing `rank order`, a trick-taking `trump order`), and tribute given by a better finishing place to
a worse one (`give 2 cards from first to last`). Either may be meant (a house rule), so each is a warning, and a
`decision` on the rule (or on the tribute row) says it is meant.
"""
from __future__ import annotations

from ..diagnostics import Severity
from ..model import TierCards, Variant
from .registry import check
from .solver import proved, refuted

_MEANT = "if it is meant, say so with a cited `decision` on the rule"


def _decided(*rules) -> bool:
    return any(cite.decision for rule in rules if rule is not None for cite in rule.cites)


@check("C112", "no order runs backwards unless a decision says so: the big joker above the small one, tribute from "
               "a worse place to a better one")
def backwards(variant: Variant, ctx):
    yield from _jokers(variant)
    yield from _tribute(variant)


def _jokers(variant: Variant):
    """The big joker above the small one, in a climbing rank order (high first) or a trick-taking trump order."""
    ranks = variant.rank_order
    if ranks is not None and {"BJ", "SJ"} <= set(ranks.ranks):
        order, rule, what = list(ranks.ranks), ranks, "rank order"
    elif variant.trump_order is not None:
        tiers = [t.cards for t in variant.trump_order.tiers]
        if TierCards.BIG_JOKER not in tiers or TierCards.SMALL_JOKER not in tiers:
            return
        order = ["BJ" if c == TierCards.BIG_JOKER else "SJ" if c == TierCards.SMALL_JOKER else "" for c in tiers]
        rule, what = variant.trump_order, "trump order"
    else:
        return
    subject = f"the {what}: the big joker above the small one"
    if order.index("BJ") < order.index("SJ"):
        yield proved("C112", subject)
    elif _decided(rule):
        yield proved("C112", f"{subject}: the small joker above it, as the variant decides")
    else:
        yield refuted("C112", subject, f"the {what} ranks the small joker (SJ) above the big joker (BJ)", rule.span,
                      variant, severity=Severity.WARNING, label="SJ above BJ",
                      witness={"order": order if what == "rank order" else [o for o in order if o]},
                      help=f"the big joker (大王) is the highest card: write BJ before SJ; {_MEANT}")


def _tribute(variant: Variant):
    """Tribute by places: the giver finished worse than the receiver (the last gives to the first)."""
    tribute = variant.tribute
    places = variant.place_names()
    for row in tribute.places if tribute is not None else ():
        if row.giver not in places or row.receiver not in places:
            continue  # an unknown place is E223's
        subject = f"tribute from {row.giver} to {row.receiver}"
        if places.index(row.giver) > places.index(row.receiver):
            yield proved("C112", f"{subject}: from a worse place to a better one")
        elif _decided(row, tribute):
            yield proved("C112", f"{subject}: as the variant decides")
        else:
            yield refuted("C112", subject, f"tribute flows from `{row.giver}` to `{row.receiver}`, from a better "
                          "finishing place to a worse one", row.span, variant, severity=Severity.WARNING,
                          label="the better place gives", witness={"giver": row.giver, "receiver": row.receiver,
                                                                    "places": list(places)},
                          help=f"tribute (进贡) goes from the loser to the winner: `give N cards from "
                               f"{row.receiver} to {row.giver}`; {_MEANT}")
