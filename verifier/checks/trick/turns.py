"""C407: whose turn it is to declare can be told. `turn: declarers` gives a later deal's first declaration to the side
the deal passes to, and `pass: other-side` gives it to the other side when that side passes (弃权): both need two
fixed sides, known before the cards are dealt; and the pass is the side in turn's, so it needs `turn: declarers`."""
from __future__ import annotations

from ...diagnostics import Label
from ...model import DeclareTurn, Family, PassTo, TeamKind, Variant
from ..registry import check
from ..solver import proved, refuted

_SIDES = (TeamKind.PARTNERS, TeamKind.ALTERNATE)  # two sides fixed by the seats


@check("C407", "`turn` and `pass` name a side that is known before the deal", family=Family.TRICK_TAKING)
def turn_sides(variant: Variant, ctx):
    d = variant.declare
    if d is None or not (d.turn == DeclareTurn.DECLARERS or d.passing == PassTo.OTHER_SIDE):
        return
    name, value = ("turn", "declarers") if d.turn == DeclareTurn.DECLARERS else ("pass", "other-side")
    kind = variant.teams.kind if variant.teams else TeamKind.PARTNERS
    if kind not in _SIDES or (variant.levels is not None and variant.levels.per_player):
        why = f"the teams are `{kind.value}`" if kind not in _SIDES else "each player keeps a level of their own"
        yield refuted("C407", f"{name}: {value}", f"`{name}: {value}` names a side before the deal, but {why}: "
                      "no side is known until the deal is played", d.setting_span(name), variant,
                      label="no side to give the turn to",
                      secondary=(Label(variant.teams.span, "the teams"),) if variant.teams else (),
                      witness={"setting": name, "teams": kind.value},
                      help="the turn to declare goes to one of two fixed sides: `teams partners`")
        return
    if d.passing == PassTo.OTHER_SIDE and d.turn != DeclareTurn.DECLARERS:
        yield refuted("C407", "pass: other-side", "`pass: other-side` follows a pass of the side whose turn it is, "
                      "but without `turn: declarers` anyone may declare: there is no turn to pass",
                      d.setting_span("pass"), variant, label="passes no turn",
                      witness={"turn": (d.turn or DeclareTurn.ANYONE).value},
                      help="add `turn: declarers`, or remove `pass`")
        return
    yield proved("C407", f"the turn to declare goes to one of two fixed sides ({name}: {value})")
