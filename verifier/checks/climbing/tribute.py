"""C322: a tribute of shaped sets (Guandan's 进贡, 还贡, 抗贡) can be given as stated: the return's limit
(`return-at-most`) is a rank of the game other than a joker, so that some card can be returned; the cards that
resist it (`resist`, 抗贡) are cards the decks hold as many times as named; and a lead by who gave the tribute
(`later-deals: tribute-giver`) has a tribute to follow."""
from __future__ import annotations

from ...model import Family, LeadBy, Variant
from ...runtime.cards import Card
from ..deal import copies
from ..registry import check
from ..solver import proved, refuted

JOKERS = ("SJ", "BJ")


@check("C322", "a tribute of shaped sets can be given, returned and resisted as stated", family=Family.CLIMBING)
def shaped_tribute(variant: Variant, ctx):
    t, lead = variant.tribute, variant.first_lead
    if lead is not None and LeadBy.TRIBUTE_GIVER in (lead.first_deal, lead.later_deals) and (
            t is None or not t.places):
        yield refuted("C322", "the first lead", "the deal is led by who gave the tribute, but no tribute is given",
                      lead.setting_span("later-deals") or lead.span, variant, label="which tribute?",
                      help="state the tribute's `give … from … to …` rows, or lead otherwise")
        return
    if t is None or t.gives is None:
        return
    ranks = variant.rank_order.ranks if variant.rank_order is not None else ()
    top = t.return_at_most
    if top is not None and (top not in ranks or top in JOKERS):
        yield refuted("C322", "tribute return-at-most", f"a returned card must be of {top} or lower, but {top} is no "
                      "rank of the game's rank order: no card can be returned", t.setting_span("return-at-most") or
                      t.span, variant, label="no such rank", witness={"return-at-most": top},
                      help="name a rank of the rank order (Guandan: 10)")
        return
    wanted: dict[str, int] = {}
    for card in t.resist or ():
        wanted[str(card)] = wanted.get(str(card), 0) + 1
    for name, n in wanted.items():
        card = Card(name, None) if name in JOKERS else Card(name[:-1], name[-1])
        held = copies(variant, card) if variant.decks is not None else n
        if held < n:
            yield refuted("C322", "tribute resist", f"the tribute is resisted by {n} × {name}, but the decks hold "
                          f"{held}: it is never resisted", t.setting_span("resist") or t.span, variant,
                          label=f"{held} × {name}", witness={"card": name, "named": n, "held": held},
                          help="name cards the decks hold (Guandan's two decks: `BJ, BJ`)")
            return
    yield proved("C322", "the tribute can be given, returned and resisted as stated")
