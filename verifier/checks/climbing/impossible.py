"""C320: a rule the variant's other rules make impossible (issue 29, item 4): a settlement table for a kind of deal
the call can no longer produce (`seize: forbidden` leaves the `seized` table), and a rule naming a role the teams do
not have (`first-deal: emperor` in Gouji, whose teams have no emperor). Both hold together with everything else, so
the rest of the checker passes them; the engine never plays the one, and cannot play the other as written. A round
rule naming the opposite (对头) where nobody has one (`pass: round-except-opposite` in Baohuang) is played as if the
opposite were never named.
"""
from __future__ import annotations

from ...model import (AfterDefer, Closer, DealKind, DeferOn, Family, LeadBy, PassScope, Permission, TeamKind, Variant,
                      meant)
from ..registry import check
from ..solver import labels, proved, refuted

_ROLES = ("emperor", "guard", "rebel")


def _deal_kinds(variant: Variant) -> dict[DealKind, tuple[object, str] | None]:
    """Each kind of deal beyond the normal one: None when the call can produce it, else (the span that rules it out,
    why)."""
    call = variant.call
    if call is None:
        return {kind: ((variant.teams or variant).span, "the variant has no `call`, which makes these deals")
                for kind in DealKind if kind != DealKind.NORMAL}

    def allowed(value, name: str):
        return None if value == Permission.ALLOWED else (call.setting_span(name), f"`{name}` is not `allowed`")

    # (a setting the call does not state is its default, as the engine plays it: model.meant)
    lone = None if meant(call, "lone_emperor") is not None else (call.span, "the call has no `lone-emperor`")
    return {DealKind.SEIZED: allowed(meant(call, "seize"), "seize"),
            DealKind.OPEN_GUARD: allowed(meant(call, "open_guard"), "open-guard"),
            DealKind.LONE_EMPEROR: lone,
            DealKind.OPEN_LONE_EMPEROR: lone or allowed(meant(call, "open_lone"), "open-lone")}


@check("C320", "no rule names a deal or a role the other rules rule out: a settlement table for a kind of deal "
               "the call cannot produce, a role the teams do not have, an opposite nobody has",
       family=Family.CLIMBING)
def impossible(variant: Variant, ctx):
    kinds = _deal_kinds(variant)
    for table in variant.settlements:
        subject = f"settlement {table.kind}: a deal the rules can produce"
        ruled_out = kinds.get(table.kind) if isinstance(table.kind, DealKind) else None
        if ruled_out is None:
            yield proved("C320", subject)
            continue
        span, why = ruled_out
        message = f"the `{table.kind}` table settles deals the rules never produce: {why}"
        fix = f"remove the `{table.kind}` table (with a reason), or allow the deals it settles"
        witness = {"table": str(table.kind), "why": why}
        if table.origin != variant.id and variant.call is not None and variant.call.origin == variant.id:
            # the variant's own change ruled out the deals of a table it inherits: the change is the line at fault
            yield refuted("C320", subject, message, span, variant, label="rules out its deals",
                          secondary=labels((table.span, f"the `{table.kind}` table, inherited")), witness=witness,
                          help=fix)
        else:
            yield refuted("C320", subject, message, table.span, variant, label="never used",
                          secondary=labels((span, "rules it out")), witness=witness, help=fix)
    emperor = variant.teams is not None and variant.teams.kind == TeamKind.EMPEROR
    lead = variant.first_lead
    for name in ("first-deal", "later-deals"):
        value = getattr(lead, name.replace("-", "_")) if lead is not None else None
        if value != LeadBy.EMPEROR:
            continue
        subject = f"first lead: `{name}: emperor` names a role of the teams"
        if emperor:
            yield proved("C320", subject)
        else:
            yield refuted("C320", subject, f"`{name}: emperor` names the emperor, but the teams "
                          f"(`teams {variant.teams.kind if variant.teams else '…'}`) have none", lead.setting_span(name),
                          variant, label="no emperor", secondary=labels((variant.teams and variant.teams.span,
                                                                          "the teams")),
                          witness={"setting": name, "role": "emperor"},
                          help="name a lead the teams have (`most-threes`), or play `teams emperor` with a `call`")
    yield from _opposites_named(variant)
    for table in variant.settlements:
        for row in (*table.shares, *table.fixed):
            named = {row.role} | {s.role for s in getattr(row, "scores", ())}
            lacking = sorted(r for r in named if r in _ROLES and not emperor)
            if lacking:
                yield refuted("C320", f"settlement {table.kind}: the roles it names", f"the `{table.kind}` table "
                              f"names {', '.join(f'`{r}`' for r in lacking)}, a role the teams do not have",
                              row.span, variant, label="no such role",
                              secondary=labels((variant.teams and variant.teams.span, "the teams")),
                              witness={"roles": lacking}, help="name the teams' own roles, or play `teams emperor`")


# The round's words that name a player's opposite (对头), who sits across in teams of alternate seats of an even number
_OPPOSITE_WORDS = (("pass", "passing", PassScope.ROUND_EXCEPT_OPPOSITE), ("defer-on", "defer_on", DeferOn.OPPOSITE_SET),
                   ("after-defer", "after_defer", AfterDefer.DEFERRER_OPPOSITE), ("close", "close", Closer.OPPOSITE))


def _opposites_named(variant: Variant):
    """A round rule naming the opposite (`pass: round-except-opposite`, …) where nobody has one: the opposite sits
    across in teams of alternate seats of an even number of players (compile/climbing.py _teams); elsewhere the
    engine would play the rule as if the opposite were never named."""
    o = variant.round
    if o is None:
        return
    teams, players = variant.teams, variant.players
    across = teams is not None and teams.kind == TeamKind.ALTERNATE and players is not None and players.least % 2 == 0
    for name, attr, word in _OPPOSITE_WORDS:
        if getattr(o, attr) != word:
            continue
        subject = f"round: `{name}: {word}` names the opposite, whom the teams seat"
        if across:
            yield proved("C320", subject)
        else:
            yield refuted("C320", subject, f"`{name}: {word}` names a player's opposite (对头), but nobody has one: "
                          "the opposite sits across in teams of alternate seats (`teams alternate`, an even number of "
                          "players)", o.setting_span(name), variant, label="no opposite",
                          secondary=labels((teams and teams.span, "the teams")),
                          witness={"setting": name, "value": str(word)},
                          help=f"state `{name}` without the opposite, or play `teams alternate`")
