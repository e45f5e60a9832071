"""C709: the first deal's declarer is chosen among its own declarations (`first-to-declare`) or at random, never by
its relation to the declarer of a deal before it (`same-player`, `partner`, `next-player`, `next-attacker`): the
first deal has none. The engine reads such a word as `first-to-declare`, so the rule means something else than it
says (issue 29: its mutants were noticed by nothing)."""
from __future__ import annotations

from ...model import Family, SeatChoice, Variant
from ..registry import check
from ..solver import proved, refuted

# The words that name the next declarer by the one before: the first deal has no declarer before it.
_FROM_THE_DECLARER = (SeatChoice.SAME_PLAYER, SeatChoice.PARTNER, SeatChoice.NEXT_PLAYER, SeatChoice.NEXT_ATTACKER)


@check("C709", "the first deal's declarer is not named from a deal before it", family=Family.TRICK_TAKING)
def first_deal_declarer(variant: Variant, ctx):
    block = variant.next_declarer
    value = block.first_deal if block is not None else None
    if value is None:
        return
    subject = f"`first-deal: {value}` names a declarer the first deal can have"
    if value not in _FROM_THE_DECLARER:
        yield proved("C709", subject)
        return
    yield refuted("C709", subject, f"`first-deal: {value}` names the first deal's declarer from the declarer of the "
                  "deal before it, but the first deal has none", block.setting_span("first-deal") or block.span,
                  variant, label="no deal before the first", witness={"first-deal": str(value)},
                  help="write `first-deal: first-to-declare` (the first to declare, as the engine reads it) or "
                       "`random`")
