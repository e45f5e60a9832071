"""C7xx: the ladder of levels.

Levels run from `first` to `last` in the natural order 2 < 3 < … < A, or are the ranks a list names (`levels 5, 10, K`,
in playing order). Mandatory and defended levels must be on the ladder; some
outcome of the scoring table must move a side up, or nobody ever leaves a level; and the variant must say what
happens past the top.
"""
from __future__ import annotations

from ...runtime.cards import LEVELS, NO_TRUMP_LEVEL
from ...diagnostics import Severity
from ...model import Family, PastTop, TeamKind, Variant
from ..registry import check
from ..solver import Undecided, ask, labels, proved, refuted, smallest, undecided
from .table import outcome_text, row_text, shared, table


def _trick_taking(variant: Variant) -> bool:
    return variant.family is None or variant.family.family == Family.TRICK_TAKING


def ladder(variant: Variant) -> list[str] | None:
    """The levels in order, or None when the ladder is unstated or broken."""
    levels = variant.levels
    if levels is None or not all(rank in LEVELS for rank in (levels.first, levels.last, *levels.ranks)):
        return None
    steps = list(levels.steps)
    return steps if len(steps) > 1 else None


def _ladder_text(variant: Variant, steps: list[str]) -> str:
    return ", ".join(steps) if variant.levels.ranks else f"{steps[0]} to {steps[-1]}"


@check("C701", "the ladder of levels runs upward from its first level to its last", family=Family.TRICK_TAKING)
def ladder_valid(variant: Variant, ctx):
    levels = variant.levels
    if levels is None:
        if _trick_taking(variant):
            yield refuted("C701", "ladder of levels", "the variant does not state its levels, so nobody can rise",
                          variant.span, variant, severity=Severity.WARNING, label="no `levels` stated",
                          help="state them, e.g. `levels 2 to A`")
        return
    subject = levels.text()
    bad = [rank for rank in (levels.first, levels.last, *levels.ranks) if rank not in LEVELS]
    if bad:
        yield refuted("C701", subject, f"`{bad[0]}` is not a rank, so it cannot be a level", levels.span, variant,
                      label="not a rank", help="levels are ranks: 2..10, J, Q, K, A (and NT, the no-trump level)")
        return
    if levels.ranks:
        if len(set(levels.ranks)) == len(levels.ranks) > 1:
            yield proved("C701", f"{subject}: {len(levels.ranks)} levels")
        else:
            yield refuted("C701", subject, f"`{subject}` names fewer than two different levels, so nobody can rise",
                          levels.span, variant, label="too short a ladder", witness={"ranks": list(levels.ranks)},
                          help="name each level once, at least two of them")
        return
    first, last = LEVELS.index(levels.first), LEVELS.index(levels.last)
    if first < last:
        yield proved("C701", f"{subject}: {last - first + 1} levels")
        return
    why = "the ladder is empty" if first > last else "the ladder has one level, so nobody can rise"
    yield refuted("C701", subject, f"`levels {levels.first} to {levels.last}`: {levels.first} does not come before "
                  f"{levels.last} in the order 2 < 3 < … < A; {why}", levels.span, variant, label="empty ladder",
                  witness={"first": levels.first, "last": levels.last},
                  help=f"write the lower level first: `levels {levels.last} to {levels.first}`" if first > last
                  else "name two different levels")


def _on_ladder(code: str, what: str, rule, variant: Variant, why: str):
    """Each rank of a list of levels (`mandatory levels`, `defended levels`) is on the ladder."""
    steps = ladder(variant)
    if rule is None or steps is None:
        return
    for rank in rule.ranks:
        subject = f"{what} level {rank} is on the ladder"
        if rank in steps:
            yield proved(code, subject)
            continue
        yield refuted(code, subject, f"{what} level {rank} is not on the ladder {_ladder_text(variant, steps)}: {why}",
                      rule.span, variant, label=f"{rank} is off the ladder",
                      secondary=labels((variant.levels.span, "the ladder")),
                      witness={"level": rank,
                               "ladder": list(steps) if variant.levels.ranks else [steps[0], steps[-1]]},
                      help="name only levels of the ladder, or widen the ladder")


@check("C702", "every mandatory level is on the ladder", family=Family.TRICK_TAKING)
def mandatory_on_ladder(variant: Variant, ctx):
    yield from _on_ladder("C702", "mandatory", variant.mandatory_levels, variant, "no side ever plays it")


@check("C705", "every defended level is on the ladder", family=Family.TRICK_TAKING)
def defended_on_ladder(variant: Variant, ctx):
    yield from _on_ladder("C705", "defended", variant.defended_levels, variant,
                          "no side ever reaches it, so nobody has to defend it")


@check("C703", "every level can be left: some reachable outcome raises a side", family=Family.TRICK_TAKING)
def levels_can_be_left(variant: Variant, ctx):
    steps, t = ladder(variant), table(variant, "scoring")
    if steps is None or t is None:
        return
    subject = f"every level of {_ladder_text(variant, steps)} can be left"
    yield from shared(("C703", subject), t, ctx, lambda: _left(variant, ctx, t, subject))


def _left(variant: Variant, ctx, t, subject: str):
    """C703 on the scoring table `t`; a proof depends on the table alone (and the ladder named in `subject`)."""
    s = t.points()
    defined, gained = t.applied(s, t.levels)
    plain = t.domain_of(s) + [defined, gained >= 1]
    try:
        answer = ask(ctx, plain)
        if answer.sat:
            score = smallest(ctx, s, plain, answer.value(s))
            row = t.row_at(score, ask(ctx, plain + [s == score]).truth(t.lt))
            yield proved("C703", f"{subject}: at {score} points, `{outcome_text(t.rows[row].outcome)}` (row {row + 1})")
            return
    except Undecided as exc:
        yield undecided("C703", subject, exc, t.block.span, variant)
        return
    yield refuted("C703", subject, "no reachable row of the scoring table raises either side: nobody ever leaves a "
                  "level", t.block.span, variant, label="no outcome of +1 or more",
                  secondary=labels((variant.levels.span, "the ladder")),
                  witness={"rows": [f"{row_text(r)} -> {outcome_text(r.outcome)}" for r in t.rows]},
                  help="give some outcome a rise, e.g. `declarers +1`")


@check("C706", "with the steps kept past the top, no rise laps the ladder", family=Family.TRICK_TAKING)
def kept_steps_do_not_lap(variant: Variant, ctx):
    """A rise that passes the top with more steps left than the ladder has levels passes it again in the same deal:
    the restart loops. A mandatory or defended level stops every rise, so it cannot happen then."""
    past, steps, t = variant.past_top, ladder(variant), table(variant, "scoring")
    if past is None or past.then not in (PastTop.RESTART_KEEPING_STEPS, PastTop.WRAP_AROUND) or steps is None \
            or t is None:
        return
    stops = [r for rule in (variant.mandatory_levels, variant.defended_levels) if rule for r in rule.ranks
             if r in steps]
    subject = f"no rise laps the ladder {_ladder_text(variant, steps)} (past the top: {past.then.value})"
    if stops:
        yield proved("C706", f"{subject}: level {stops[0]} stops every rise")
        return
    s = t.points()
    defined, gained = t.applied(s, t.levels)
    lap = len(steps) + 1  # from the top: one step passes it, the ladder's length more passes it again
    plain = t.domain_of(s) + [defined]
    try:
        answer = ask(ctx, plain + [gained >= lap])
        if not answer.sat:
            yield proved("C706", f"{subject}: every rise is shorter than {lap} levels")
            return
        score = smallest(ctx, s, plain + [gained >= lap], answer.value(s))
        found = ask(ctx, plain + [s == score, gained >= lap])
        row = t.row_at(score, found.truth(t.lt))
    except Undecided as exc:
        yield undecided("C706", subject, exc, t.block.span, variant)
        return
    yield refuted("C706", subject, f"at {score} points `{outcome_text(t.rows[row].outcome)}` (row {row + 1}) rises "
                  f"{found.value(gained)} levels: from the top it passes the top, and the {len(steps)} levels of the "
                  "ladder, again in the same deal", past.span, variant, severity=Severity.WARNING,
                  label="the restart loops", secondary=labels((variant.levels.span, "the ladder"),
                                                              (t.rows[row].span, "this rise")),
                  witness={"points": score, "levels": found.value(gained), "ladder": len(steps)},
                  help="cap the rise (`scoring cap`), make a level mandatory, or lengthen the ladder")


@check("C707", "the Jack rule can apply: J is a level of the ladder", family=Family.TRICK_TAKING)
def jack_on_ladder(variant: Variant, ctx):
    rule, steps = variant.jack_rule, ladder(variant)
    if rule is None or steps is None:
        return
    subject = f"`{rule.text()}` can apply: J is on the ladder"
    if "J" in steps:
        yield proved("C707", subject)
        return
    yield refuted("C707", subject, f"J is not on the ladder {_ladder_text(variant, steps)}: nobody ever plays J, so "
                  "the Jack rule never applies", rule.span, variant, label="never applies",
                  secondary=labels((variant.levels.span, "the ladder")), witness={"ladder": list(steps)},
                  help="put J on the ladder, or remove the Jack rule")


@check("C708", "the no-trump level (NT) is the top of the ladder", family=Family.TRICK_TAKING)
def no_trump_on_top(variant: Variant, ctx):
    """NT comes after A (rbtying/shengji's Rank::NoTrump is the greatest rank): a ladder that lists it below another
    level plays a no-trump deal in the middle of the climb, which no rule set does."""
    steps = ladder(variant)
    if steps is None or NO_TRUMP_LEVEL not in steps:
        return
    subject = "the no-trump level NT is the top of the ladder"
    if steps[-1] == NO_TRUMP_LEVEL:
        yield proved("C708", f"{subject}: {_ladder_text(variant, steps)}")
        return
    yield refuted("C708", subject, f"NT is not the last level of the ladder {_ladder_text(variant, steps)}: the "
                  f"no-trump level comes after A, and {steps[-1]} is played after it here", variant.levels.span,
                  variant, label="NT below the top", witness={"ladder": list(steps), "top": steps[-1]},
                  help=f"list NT last: `levels {', '.join([r for r in steps if r != NO_TRUMP_LEVEL] + ['NT'])}`")


@check("C704", "the variant says what happens past the top level", family=Family.TRICK_TAKING)
def past_the_top(variant: Variant, ctx):
    if variant.levels is None:
        return
    if variant.past_top is not None:
        yield proved("C704", f"past the top: {variant.past_top.then.value}")
        return
    yield refuted("C704", "what happens past the top level", "the variant does not say what happens past the top "
                  f"level ({variant.levels.last})", variant.levels.span, variant, severity=Severity.WARNING,
                  label="and after the last level?", help="state `past the top: match-won` or `past the top: restart`")


@check("C710", "levels kept per player belong to players whose sides change", family=Family.TRICK_TAKING)
def per_player_with_partners(variant: Variant, ctx):
    """With fixed partners a player and their partner are always on one side and rise together: a level per player
    (`per player`) never parts from the partner's, and only changes how the match is kept (the engine keeps no match
    points for players who level alone: phases/end.py). Said where it matters, where the levels are per player."""
    levels, teams = variant.levels, variant.teams
    if levels is None or not levels.per_player or teams is None:
        return
    subject = "levels per player: a player's side changes from deal to deal"
    if teams.kind != TeamKind.PARTNERS:
        yield proved("C710", f"{subject} (teams {teams.kind})")
        return
    yield refuted("C710", subject, "with fixed partners (`teams partners`) a player and their partner are always on "
                  "one side and rise together: levels kept per player never differ from the partners' shared level",
                  levels.span, variant, severity=Severity.WARNING, label="`per player` changes nothing",
                  secondary=labels((teams.span, "fixed partners")), witness={"teams": str(teams.kind)},
                  help="write the levels without `per player` (each side keeps one level), or change the teams")
