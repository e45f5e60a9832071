"""C710: a kitty demotion (抠底降级) that can apply: found friends to demote, its rank and every `to` level on the
ladder, its rows for combinations the variant has, and its points within what the attackers can take."""
from __future__ import annotations

from ...diagnostics import Severity
from ...model import Family, Teams, TeamKind, Variant
from ..registry import check
from .ladder import ladder
from ..solver import labels, proved, refuted


@check("C710", "every kitty demotion can apply", family=Family.TRICK_TAKING)
def demotion_applies(variant: Variant, ctx):
    steps = ladder(variant)
    friends = isinstance(variant.teams, Teams) and variant.teams.kind == TeamKind.FRIENDS
    kinds = {c.kind.value for c in variant.combinations}
    for d in variant.kitty_demotions:
        subject = f"kitty demotion {d.rank} can apply"
        if not friends:
            yield refuted("C710", subject, f"kitty demotion {d.rank}, but the variant has no found friends (`teams "
                          f"friends`): the engine demotes a declarer and a friend", d.span, variant,
                          label="never applies", witness={"teams": variant.teams.kind.value if variant.teams else None},
                          help="write it in a Finding Friends variant, or remove it")
            continue
        if steps is not None and d.rank not in steps:
            yield refuted("C710", subject, f"kitty demotion {d.rank}: {d.rank} is not a level of the ladder, so no "
                          f"declarers ever play it", d.span, variant, label=f"{d.rank} is off the ladder",
                          secondary=labels((variant.levels.span, "the ladder")),
                          witness={"rank": d.rank, "ladder": steps}, help="name a level of the ladder")
            continue
        bad_to = [x.to for row in d.rows for x in row.losses if x.to and steps is not None and x.to not in steps]
        if bad_to:
            yield refuted("C710", subject, f"kitty demotion {d.rank}: `to {bad_to[0]}` names a level off the ladder",
                          d.span, variant, label="off the ladder", witness={"to": bad_to[0], "ladder": steps})
            continue
        missing = [row for row in d.rows if row.combination != "any" and row.combination not in kinds]
        if missing:
            row = missing[0]
            yield refuted("C710", subject, f"kitty demotion {d.rank}: a row for a {row.combination}, which the "
                          f"variant does not have: it never applies", row.span, variant, severity=Severity.WARNING,
                          label="no such combination", witness={"combination": row.combination,
                                                                "combinations": sorted(kinds)},
                          help=f"add `{row.combination}` to the variant, or remove the row")
            continue
        yield proved("C710", subject)
