"""The key of each rule of the climbing family (`set plain`, `settlement normal`, `gouji sets`) and the name of
each of its blocks' items, for overrides, removals and messages."""
from __future__ import annotations

from .call import Bid, Call
from .rounds import Advice, Burn, FinalGouji, FirstLead, FreeForAll, GoujiSets, NoOpposite, Revolution, Round, ShowCount, ThresholdRow
from .sets import Beat, CoverRow, Deal, LadderRow, Money, RankOrder, SetKind, SuitOrder, Wild
from .settlement import FixedRow, LeftRow, PlaceName, PlaceRow, PlaceTribute, Settlement, ShareRow


# The rule classes of the climbing family, with the field of `Variant` that holds each and its key word(s).
RULES = {
    RankOrder: ("rank_order", "rank order"), Money: ("money", "money"), Deal: ("deal", "deal"),
    SetKind: ("sets", "set"), Beat: ("beat", "beat"), Round: ("round", "round"),
    FirstLead: ("first_lead", "first lead"), Settlement: ("settlements", "settlement"),
    GoujiSets: ("gouji_sets", "gouji sets"), Burn: ("burn", "burn"), NoOpposite: ("no_opposite", "no opposite"),
    FreeForAll: ("free_for_all", "free for all"), ShowCount: ("show_count", "show count"),
    Advice: ("advice", "advice"), FinalGouji: ("final_gouji", "final gouji"), Revolution: ("revolution", "revolution"),
    Call: ("call", "call"), Bid: ("bid", "bid"), SuitOrder: ("suit_order", "suit order"), Wild: ("wild", "wild"),
}


# How the items of the climbing blocks are named (in notes and messages; an item is no rule of its own to remove).
ITEM_NAMES = {
    CoverRow: lambda x: f"cover {x.attached}", LadderRow: lambda x: "bombs" if x.bombs else "ladder",
    ThresholdRow: lambda x: f"threshold {x.rank}",
    ShareRow: lambda x: f"share {x.role}", FixedRow: lambda x: f"if {x.role} {'' if x.holds else 'not '}{x.place}",
    PlaceTribute: lambda x: f"give from {x.giver} to {x.receiver}", PlaceName: lambda x: f"place {x.place}",
    PlaceRow: lambda x: f"place {x.place}",
    LeftRow: lambda x: f"left {x.least}" + (f" to {x.most}" if x.most != x.least else ""),
}


def rule_key(rule) -> str | None:
    """The key of a climbing rule (`set plain`, `settlement normal`, `gouji sets`) or the name of a climbing block's
    item (`cover SJ`), or None for another rule."""
    if type(rule) in ITEM_NAMES:
        return ITEM_NAMES[type(rule)](rule)
    entry = RULES.get(type(rule))
    if entry is None:
        return None
    if isinstance(rule, SetKind):
        return f"set {rule.name}"
    if isinstance(rule, Settlement):
        return f"settlement {rule.kind}"
    return entry[1]
