"""C318: the card whose holder leads first (Big Two's 3♦, Paodekuai's 3♥) is dealt to exactly one player: the decks
hold it once (not removed, not a joker of a deck without jokers, not one of several copies, each holder of which could
claim the lead) and no card is set aside (the 底牌 could hold it, and then nobody would); a lead that must hold the
card (`in-lead: yes`) names one."""
from __future__ import annotations

from ...model import Family, LeadBy, Variant
from ...runtime.cards import Card
from ..deal import copies
from ..registry import check
from ..solver import proved, refuted
from .deal import climbing_deals


@check("C318", "the card whose holder leads first is dealt to exactly one player", family=Family.CLIMBING)
def first_lead_card(variant: Variant, ctx):
    lead = variant.first_lead
    if lead is None or variant.decks is None:
        return
    holder = LeadBy.HOLDER in (lead.first_deal, lead.later_deals)
    if not holder:
        if lead.in_lead:
            yield refuted("C318", "the first lead's card", "the first lead must hold a named card (`in-lead: yes`), "
                          "but no player leads as its holder", lead.setting_span("in-lead") or lead.span, variant,
                          label="no card named", help="lead by the holder of a card (`first-deal: holder` with its "
                          "`rank` and `suit`)")
        return
    if lead.rank is None or (lead.suit is None and lead.rank not in ("SJ", "BJ")):
        yield refuted("C318", "the first lead's card", "the first lead goes to the holder of a card, but the card is "
                      "not named", lead.span, variant, label="which card?", help="name it with `rank` and `suit`")
        return
    card = Card(lead.rank, None if lead.rank in ("SJ", "BJ") else lead.suit)
    held = copies(variant, card)
    span = lead.setting_span("rank") or lead.span
    if held != 1:
        why = "no deck holds it (removed, or no such card)" if held == 0 else \
            f"the decks hold {held} copies, each of whose holders could claim the lead"
        yield refuted("C318", f"the first lead's card {card}", f"the holder of {card} leads first, but {why}", span,
                      variant, label=f"{held} × {card}", witness={"card": str(card), "copies": held},
                      help="name a card the decks hold once, or lead otherwise")
        return
    aside = [case for case in climbing_deals(variant, ctx) if case.adds_up and case.left_over + case.kitty]
    if aside:
        n = aside[0].left_over + aside[0].kitty
        yield refuted("C318", f"the first lead's card {card}", f"the holder of {card} leads first, but {n} card"
                      f"{'s are' if n > 1 else ' is'} set aside: when {card} is among them nobody holds it", span,
                      variant, label=f"{card} may be set aside", witness={"card": str(card), "aside": n},
                      help="lead otherwise when cards are set aside, or deal every card")
        return
    yield proved("C318", f"the first lead's card {card} is dealt to exactly one player")
