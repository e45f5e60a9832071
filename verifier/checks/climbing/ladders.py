"""C315: the bomb ladder and the ladders of kinds are orders: each names set kinds of the variant, each kind once.

`bombs: four < five < straight-flush < six < joker-bomb` orders the bomb classes, weakest first; `ladder: straight <
flush < full-house` orders kinds that beat each other. A kind named twice (in one row, or in two) stands both below
and above another, so each beats the other: the ladder is no order, and the engine would read only one of the places.
A name that is no set kind, or a second `bombs` row (its classes unordered against the first's), is refuted too.
"""
from __future__ import annotations

from ...diagnostics import Label
from ...diagnostics.suggest import did_you_mean
from ...model import Family, Variant
from ..registry import check
from ..solver import proved, refuted


@check("C315", "the bomb ladder and the ladders of kinds are orders of the variant's set kinds", family=Family.CLIMBING)
def ladders_are_orders(variant: Variant, ctx):
    beat = variant.beat
    if beat is None or not beat.ladders:
        return
    kinds = [k.name for k in variant.sets]
    seen: dict[str, object] = {}
    bombs = [row for row in beat.ladders if row.bombs]
    if len(bombs) > 1:
        yield refuted("C315", "bomb ladder", "two `bombs` rows: the classes of one are not ordered against the "
                      "other's, so neither of two bombs from different rows beats the other", bombs[1].span, variant,
                      label="a second bomb ladder", secondary=(Label(bombs[0].span, "the first"),),
                      help="name every bomb class in one `bombs: … < …` row, weakest first")
        return
    for row in beat.ladders:
        what = "bomb ladder" if row.bombs else "ladder"
        for name in row.kinds:
            if name not in kinds:
                yield refuted("C315", what, f"`{name}` is no set kind of the variant", row.span, variant,
                              label=f"`{name}`: no `set {name}`", witness={"kind": name},
                              help=did_you_mean(name, kinds) or f"the set kinds are {', '.join(kinds)}")
                return
            if name in seen:
                first = seen[name]
                others = [k for k in (row.kinds[row.kinds.index(name) + 1:] if first is row else row.kinds) if k != name]
                between = others[0] if others else name
                yield refuted("C315", what, f"`{name}` stands twice on the ladders, so a {name} both beats and is "
                              f"beaten by a {between}: the ladder is no order", row.span, variant,
                              label=f"`{name}` again here", witness={"kind": name, "and": between},
                              secondary=(Label(first.span, f"`{name}` first here"),) if first is not row else (),
                              help="name each kind once, weakest first")
                return
            seen[name] = row
    shown = "; ".join(("bombs: " if row.bombs else "ladder: ") + " < ".join(row.kinds) for row in beat.ladders)
    yield proved("C315", f"ladders are orders: {shown}")
