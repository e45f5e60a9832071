"""C321: team levels in a climbing game (Guandan) say where each deal's level rank stands and every level can be played:
the rank order marks the level's place (`… > SJ > level > A > …`) exactly when the variant keeps `levels`, a wild card
of the level rank (`rank: level`) needs levels, each level of the ladder and each defended level is a rank of the
rank order, a defended level's `back-to` is a level of the ladder after at least one failure, and the levels are kept
by fixed partners (`teams alternate`) who climb by a table of points by place."""
from __future__ import annotations

from ...diagnostics.suggest import did_you_mean
from ...model import LEVEL, Family, TeamKind, Variant
from ..registry import check
from ..solver import proved, refuted


@check("C321", "team levels name the level's place, and every level is a rank of the game", family=Family.CLIMBING)
def team_levels(variant: Variant, ctx):
    order, levels = variant.rank_order, variant.levels
    placed = order is not None and order.level_place is not None
    wild = variant.wild is not None and variant.wild.rank == LEVEL
    if levels is None:
        for stated, span, what in ((placed, order.span if order else None, "the rank order names the level's place"),
                                   (wild, variant.wild.span if variant.wild else None, "the wild card is of the level "
                                                                                       "rank")):
            if stated:
                yield refuted("C321", "team levels", f"{what}, but the variant keeps no levels: no deal has a level",
                              span, variant, label="which level?", help="state the teams' levels (`levels 2 to A`)")
        return
    if not placed:
        yield refuted("C321", "team levels", "the variant keeps levels, but its rank order does not say where the "
                      "level rank stands", order.span if order else levels.span, variant, label="no `level` here",
                      help="write `level` where the level rank stands: `rank order BJ > SJ > level > A > … > 2`")
        return
    known = set(order.ranks)
    ladder = levels.steps
    defended = variant.defended_levels.ranks if variant.defended_levels else ()
    stray = [r for r in (*ladder, *defended) if r not in known] or [r for r in defended if r not in ladder]
    if not ladder or stray:
        yield refuted("C321", "team levels", f"the level {stray[0] if stray else levels.first} is no rank of the "
                      "game's ladder of levels", levels.span, variant, label="not a level",
                      witness={"level": stray[0] if stray else levels.first}, help="levels are ranks of the rank order")
        return
    d = variant.defended_levels
    if d is not None and d.back_to is not None and d.back_to not in ladder:
        yield refuted("C321", "team levels", f"`back-to: {d.back_to}` is no level of the ladder {', '.join(ladder)}: a "
                      "team failing a defended level would go nowhere", d.setting_span("back-to"), variant,
                      label="not a level", witness={"back-to": d.back_to},
                      help=did_you_mean(d.back_to, ladder) or f"go back to a level of the ladder, such as {ladder[0]}")
        return
    if d is not None and d.failures is not None and d.failures < 1:
        yield refuted("C321", "team levels", f"`failures: {d.failures}`: a team would go back before it played the "
                      "defended level once", d.setting_span("failures"), variant, label="at least 1",
                      witness={"failures": d.failures}, help="say after how many failed deals the team goes back")
        return
    if variant.teams is None or variant.teams.kind != TeamKind.ALTERNATE:
        yield refuted("C321", "team levels", "team levels are kept by fixed partners (`teams alternate`)",
                      levels.span, variant, label="whose levels?", help="play `teams alternate`")
        return
    yield proved("C321", f"team levels {ladder[0]} to {ladder[-1]}, the level rank at its place of the rank order")
