"""C5xx: the scoring table (and, as C55x, the tribute table), checked over every reachable score.

Each table of a variant, over the scores its attackers can reach (table.py), is asked by Z3 for scores that no row
covers (gaps, C501), that two rows cover (overlaps, C502), pairs of scores where more points are better for the
declarers (or, in tribute, make the attackers give more: C503), rows that no score reaches (C504) and extras that
never add anything (C505).
"""
from __future__ import annotations

import z3

from ...diagnostics import Severity
from ...model import Family, Outcome, OutcomeKind, PerKittyCard, PerPoints, Position, Variant
from ..registry import check
from ..intervals import first_uncovered, overlapping
from .table import Table, domain, kitty_needs, outcome_text, shared, table
from ..solver import Answer, Undecided, ask, labels, minimal_core, noted, proved, refuted, smallest, undecided


_MAX_GAPS = 5  # gaps reported per table and last-trick value


# Codes of the four checks, per table.
CODES = {"scoring": {"gap": "C501", "overlap": "C502", "monotone": "C503", "reach": "C504", "extra": "C505"},
         "tribute": {"gap": "C551", "overlap": "C552", "monotone": "C553", "reach": "C554", "extra": "C555"}}


def _no_points(variant: Variant, kind: str, code: str):
    """A table whose scores cannot be known: the check cannot decide, and says so."""
    block = getattr(variant, kind)
    if block is None or not block.rows or domain(variant) is not None:
        return []
    missing = "point values" if variant.points is None else "decks" if variant.decks is None else "point cards in play"
    exc = Undecided(f"the variant states no {missing}, so the reachable scores are unknown", by_solver=False)
    return [undecided(code, f"{kind} table", exc, block.span, variant)]


def _no_scoring(variant: Variant, code: str):
    """Every deal ends in the scoring table's outcome: without a row, no deal can be settled (the engine stops at the
    first deal's end), so a variant without one is an error, not a clean check."""
    block = variant.scoring
    if block is not None and block.rows:
        return
    yield refuted(code, "the variant has a scoring table", "the variant states no scoring rows: no deal can be "
                  "settled", (block or variant).span, variant, label="no `when … -> …` row",
                  witness={"scoring_rows": 0}, help="state a `scoring { when … -> … }` table")


# Gaps ---------------------------------------------------------------------------------------------------------------

def gaps(t: Table, ctx, code: str):
    s = t.points()
    found = []
    for attackers_last in ((False, True) if t.uses_last_trick else (True,)):
        base = t.domain_of(s) + [t.lt == attackers_last]
        start = t.dom.least
        while len(found) < _MAX_GAPS * 2:
            uncovered = base + [s >= start]
            answer = ask(ctx, uncovered, [(f"row{i + 1}", z3.Not(t.holds(r, s))) for i, r in enumerate(t.rows)])
            if not answer.sat:
                break
            # a gap is reported for one kitty (the one found), where rows depend on the kitty's cards
            kitty = {card: answer.value(term) for card, term in t.kitty.items() if card in t.kitty_cards}
            fixed = [t.kitty[card] == n for card, n in kitty.items()]
            low = smallest(ctx, s, uncovered + fixed + [z3.Not(t.holds(r, s)) for r in t.rows], answer.value(s),
                           start)
            covered = base + fixed + [s > low, z3.Or([t.holds(r, s) for r in t.rows])]
            after = ask(ctx, covered)
            high = (smallest(ctx, s, covered, after.value(s), low) - t.dom.step if after.sat
                    else t.dom.most(attackers_last))
            found.append((attackers_last, low, high, kitty))
            start = high + t.dom.step
            if not after.sat:
                break
    subject = (f"{t.kind} rows cover every reachable score (0 to {t.dom.most(True)} in steps of {t.dom.step}"
               + (", either side winning the last trick)" if t.uses_last_trick else ")"))
    if not found:
        yield proved(code, subject)
    for attackers_last, low, high, kitty in found:
        yield _gap_finding(t, code, subject, attackers_last, low, high, kitty)


def _gap_finding(t: Table, code: str, subject: str, attackers_last: bool, low: int, high: int, kitty: dict):
    where = t.where(attackers_last if t.uses_last_trick or low > t.dom.most_declarers else None)
    if kitty:
        where += " with " + " and ".join(f"{n} {card}" for card, n in kitty.items()) + " in the kitty"
    span_text = f"{low} points" if low == high else f"{low} to {high} points"
    message = f"no {t.kind} row covers {low} attacker points{where}"
    below = t.row_at(low - t.dom.step, attackers_last, kitty or None)
    above = t.row_at(high + t.dom.step, attackers_last, kitty or None)
    secondary = labels(
        (t.rows[below].span if below is not None and low > 0 else None, f"covers {low - t.dom.step} points"),
        (t.rows[above].span if above is not None else None, f"covers {high + t.dom.step} points"))
    witness = {"points": low}
    if t.uses_last_trick or low > t.dom.most_declarers:
        witness["last_trick"] = t.last_trick(attackers_last)
    if kitty:
        witness["kitty"] = kitty
    witness["uncovered"] = [low, high]
    return refuted(code, subject, message, t.block.span, t.variant, label=f"no row for {span_text}",
                   secondary=secondary, witness=witness,
                   notes=(f"scores move in steps of {t.dom.step}; the attackers can reach {t.dom.reach(attackers_last)}"
                          f"{t.where(attackers_last) if t.uses_last_trick else ''}",),
                   help=f"add a row for {span_text}, or widen a neighbouring row")


# Overlaps -----------------------------------------------------------------------------------------------------------

def overlaps(t: Table, ctx, code: str):
    """Rows matching a common score, found by a sweep over the rows' intervals (intervals.py), not pair by pair."""
    found = t.bands()
    pairs = {pair: at for pair, at in overlapping(found).items() if t.kitty_possible(t.rows[pair[0]], t.rows[pair[1]])}
    if not pairs:
        yield proved(code, f"no two of the {len(t.rows)} {t.kind} rows match one score")
    for (i, j), (low, attackers_last) in sorted(pairs.items()):
        subject = f"{t.kind} rows {i + 1} and {j + 1} do not overlap"
        yield _overlap_finding(t, code, subject, i, j, low, attackers_last)


def _overlap_finding(t: Table, code: str, subject: str, i: int, j: int, low: int, attackers_last: bool):
    first, second = t.rows[i], t.rows[j]
    where = t.where(attackers_last) if t.uses_last_trick else ""
    witness = {"points": low}
    if t.uses_last_trick:
        witness["last_trick"] = t.last_trick(attackers_last)
    witness["rows"] = [i + 1, j + 1]
    same = first.outcome == second.outcome
    both = f"{t.kind} rows {i + 1} and {j + 1} both match {low} attacker points{where}"
    if t.first_row and t.excused(i, j):
        return noted(code, subject, f"{both}; row {i + 1} applies (precedence: first-row): "
                     f"{outcome_text(first.outcome)}", second.span, t.variant, label=f"also matches {low} points",
                     secondary=labels((first.span, f"row {i + 1} applies")), witness=witness)
    if t.first_row:  # an overlap nobody meant: the first row decides it, but the author should know
        return refuted(code, subject, f"{both}; row {i + 1} applies (precedence: first-row), but row {i + 1} is "
                       f"not a special case of row {j + 1} and is not among the `precedence-rows`", second.span,
                       t.variant, severity=Severity.WARNING, label=f"also matches {low} points",
                       secondary=labels((first.span, f"row {i + 1} applies")), witness=witness,
                       help=f"make the rows disjoint, or list row {i + 1} in `precedence-rows` with a decision "
                            f"that says why it comes first")
    return refuted(code, subject, f"{both}: " + ("they give the same result" if same else
                   f"`{outcome_text(first.outcome)}` or `{outcome_text(second.outcome)}`?"), second.span, t.variant,
                   severity=Severity.WARNING if same else Severity.ERROR, label=f"matches {low} points",
                   secondary=labels((first.span, f"row {i + 1} matches them too")), witness=witness,
                   help="make the rows' conditions disjoint, or state `precedence: first-row`")


# Monotonicity -------------------------------------------------------------------------------------------------------

def monotone(t: Table, ctx, code: str):
    """More attacker points never better for the declarers (tribute: never make the attackers give more)."""
    lower, higher = t.points("fewer"), t.points("more")
    measure = t.value
    low_def, low_val = t.applied(lower, measure)
    # the same terms at the other score, by substitution (in z3's C code) rather than built again row by row
    high_def, high_val = (z3.substitute(term, (lower, higher)) for term in (low_def, low_val))
    plain = t.domain_of(lower) + t.domain_of(higher) + [lower < higher, low_def, high_def, high_val > low_val]
    subject = ("more attacker points never make the attackers give more tribute" if t.kind == "tribute"
               else "more attacker points are never better for the declarers")
    answer = ask(ctx, plain)
    if not answer.sat:
        yield proved(code, subject)
        return
    more = smallest(ctx, higher, plain, answer.value(higher))
    plain.append(higher == more)
    fewer = -smallest(ctx, -lower, plain, -ask(ctx, plain).value(lower), -more)
    final = ask(ctx, plain + [lower == fewer])
    yield _monotone_finding(t, code, subject, final, fewer, more)


def _monotone_finding(t: Table, code: str, subject: str, final: Answer, fewer: int, more: int):
    attackers_last = final.truth(t.lt)
    kitty = {card: final.value(term) for card, term in t.kitty.items()}
    i, j = t.row_at(fewer, attackers_last, kitty), t.row_at(more, attackers_last, kitty)
    at_fewer = _describe(t, t.rows[i].outcome, fewer, kitty)
    at_more = _describe(t, t.rows[j].outcome, more, kitty)
    where = t.where(attackers_last) if t.uses_last_trick else ""
    if t.kind == "tribute":
        message = (f"more attacker points make the attackers give more tribute{where}: {fewer} points give "
                   f"`{at_fewer}`, {more} points give `{at_more}`")
    else:
        message = (f"more attacker points are better for the declarers{where}: {fewer} points give `{at_fewer}`, "
                   f"{more} points give `{at_more}`")
    witness = {"points": [fewer, more]}
    if t.uses_last_trick:
        witness["last_trick"] = t.last_trick(attackers_last)
    if any(kitty.values()):
        witness["kitty"] = {card: n for card, n in kitty.items() if n}
    witness["outcomes"] = [at_fewer, at_more]
    secondary = labels((t.rows[i].span, f"{fewer} points: {at_fewer}")) if i != j else ()
    return refuted(code, subject, message, t.rows[j].span, t.variant, label=f"{more} points: {at_more}",
                   secondary=secondary, witness=witness,
                   help="order the outcomes so that more attacker points never make the attackers give more"
                   if t.kind == "tribute" else "order the outcomes so that more attacker points never help the "
                                               "declarers")


def _describe(t: Table, outcome: Outcome, score: int, kitty: dict) -> str:
    """The outcome at one score, with its extras worked out: `attackers take over +4`."""
    amount = outcome.amount
    for extra in outcome.extras:
        if isinstance(extra, PerPoints):
            past = score - extra.reference if extra.position == Position.OVER else extra.reference - score
            amount += extra.amount * (past // extra.points) if past > 0 else 0
        elif isinstance(extra, PerKittyCard):
            amount += extra.amount * kitty.get(extra.card, 0)
    return outcome_text(Outcome(outcome.side, outcome.kind, amount, also=outcome.also))


# Reachable rows -----------------------------------------------------------------------------------------------------

def reachable(t: Table, ctx, code: str):
    s = t.points()
    plain = t.plain(s)
    for j, row in enumerate(t.rows):
        subject = f"{t.kind} row {j + 1} can apply"
        found = t.bands()
        # a row on the kitty's cards shadows another only for some kitties: the solver decides those
        earlier = [found[i] for i in t.earlier_meeting(j) if not kitty_needs(t.rows[i])] if t.first_row else []
        score = first_uncovered(found[j], earlier, t.dom.step) if not kitty_needs(row) else None
        if score is not None:  # the intervals show a score where the row applies; the solver explains the others
            yield proved(code, f"{subject} (e.g. at {score} points)")
            continue
        alone = [*t.bounds(s), (f"row{j + 1}", t.holds(row, s))]
        try:
            answer = ask(ctx, plain, alone)
            if not answer.sat:
                yield _unreachable(t, code, subject, j, answer.core)
                continue
            if t.first_row and j > 0:
                earlier = [(f"before{i + 1}", z3.Not(t.holds(t.rows[i], s))) for i in t.earlier_meeting(j)]
                shadow = ask(ctx, plain, alone + earlier)
                if not shadow.sat:
                    yield _shadowed(t, code, subject, j, minimal_core(ctx, plain, alone + earlier, shadow.core,
                                                                           keep=[name for name, _ in alone]))
                    continue
        except Undecided as exc:
            yield undecided(code, subject, exc, row.span, t.variant)
            continue
        yield proved(code, f"{subject} (e.g. at {answer.value(s)} points)")


def _unreachable(t: Table, code: str, subject: str, j: int, core):
    row = t.rows[j]
    if not t.kitty_possible(row):
        need = ", ".join(f"{n} {card}" for card, n in kitty_needs(row).items())
        why = f"no kitty of {t.kitty_size} cards from this deck holds {need}"
    elif "cap" in core:
        why = f"the scoring cap counts every score above {t.dom.cap} as {t.dom.cap}"
    elif "most" in core:
        why = f"the attackers score at most {t.dom.most_declarers} points"
        if t.dom.most_attackers > t.dom.most_declarers:
            why += f", or {t.dom.most_attackers} when they win the last trick with the kitty bonus"
    else:
        why = f"no score that is a multiple of {t.dom.step} from 0 up meets its conditions"
    return refuted(code, subject, f"{t.kind} row {j + 1} can never apply: {why}", row.span, t.variant,
                   severity=Severity.WARNING, label="no reachable score",
                   secondary=labels((t.dom.cap_span if "cap" in core else None, "the cap")),
                   witness={"row": j + 1, "most_points": t.dom.most(True), "step": t.dom.step},
                   help="remove the row, or correct its threshold")


def _shadowed(t: Table, code: str, subject: str, j: int, core):
    before = sorted(int(name[len("before"):]) for name in core if name.startswith("before"))
    names = ", ".join(str(i) for i in before)
    come = "comes first and matches" if len(before) == 1 else "come first and match"
    return refuted(code, subject, f"{t.kind} row {j + 1} never applies: row{'s' if len(before) > 1 else ''} {names} "
                   f"{come} every score it matches (precedence: first-row)", t.rows[j].span, t.variant,
                   severity=Severity.WARNING, label="shadowed",
                   secondary=labels(*((t.rows[i - 1].span, f"row {i} applies first") for i in before)),
                   witness={"row": j + 1, "shadowed_by": before}, help="remove the row, or move it above")


# Extras that add something --------------------------------------------------------------------------------------

def extras_apply(t: Table, ctx, code: str):
    """Each `+N per …` extra adds something at some reachable score where its row applies (a cap can kill it)."""
    s = t.points()
    for j, row in enumerate(t.rows):
        applies = [t.holds(row, s)] + ([z3.Not(t.holds(t.rows[i], s)) for i in t.earlier_meeting(j)]
                                       if t.first_row else [])
        for extra in row.outcome.extras:
            if not isinstance(extra, (PerPoints, PerKittyCard)):
                continue
            text = outcome_text(Outcome(None, OutcomeKind.NOTHING, 0, (extra,)))[len("nothing, "):]
            subject = f"{t.kind} row {j + 1}: `{text}` can add something"
            try:
                if not ask(ctx, t.domain_of(s) + applies).sat:
                    continue  # the row never applies: C504 says so
                gain = t.extras(Outcome(None, OutcomeKind.NOTHING, 0, (extra,)), s) >= 1
                answer = ask(ctx, t.plain(s) + applies, [*t.bounds(s), ("gain", gain)])
            except Undecided as exc:
                yield undecided(code, subject, exc, extra.span, t.variant)
                continue
            if answer.sat:
                yield proved(code, f"{subject} (e.g. at {answer.value(s)} points)")
                continue
            if "cap" in answer.core:
                why = f"the scoring cap counts every score above {t.dom.cap} as {t.dom.cap}"
            elif "most" in answer.core:
                why = f"the attackers score at most {t.dom.most(True)} points"
            elif isinstance(extra, PerKittyCard):
                why = f"the kitty can hold no {extra.card}" if extra.amount else "it adds 0"
            else:
                why = "no score this row applies to reaches it"
            yield refuted(code, subject, f"`{text}` in {t.kind} row {j + 1} never adds anything: {why}",
                          extra.span, t.variant, severity=Severity.WARNING, label="never applies",
                          secondary=labels((t.dom.cap_span if "cap" in answer.core else None, "the cap"),
                                           (row.span, f"row {j + 1}")),
                          witness={"row": j + 1, "extra": text, "most_points": t.dom.most(True)},
                          help="remove the extra, or the cap that hides it" if "cap" in answer.core
                          else "remove the extra, or correct it")


# The checks ----------------------------------------------------------------------------------------------------------

def _run(kind: str, part: str, fn):
    def run(variant: Variant, ctx):
        code = CODES[kind][part]
        if part == "gap":  # one warning per table whose scores are unknown, not one per check
            yield from _no_points(variant, kind, code)
            if kind == "scoring":
                yield from _no_scoring(variant, code)
        t = table(variant, kind)
        if t is None:
            return
        try:
            yield from shared((part,), t, ctx, lambda: fn(t, ctx, code))
        except Undecided as exc:
            yield undecided(code, f"{kind} table", exc, t.block.span, variant)
    return run


def _table_check(code, title):  # tables of attacker points: the trick-taking family's
    return check(code, title, family=Family.TRICK_TAKING)


for _kind, _title in (("scoring", "scoring"), ("tribute", "tribute")):
    _table_check(CODES[_kind]["gap"], f"every reachable score has a {_title} row (no gap)")(_run(_kind, "gap", gaps))
    _table_check(CODES[_kind]["overlap"], f"no two {_title} rows match one score, unless `precedence: first-row`")(
        _run(_kind, "overlap", overlaps))
    _table_check(CODES[_kind]["monotone"], "more attacker points are never better for the declarers" if _kind == "scoring"
                 else "more attacker points never make the attackers give more tribute")(_run(_kind, "monotone", monotone))
    _table_check(CODES[_kind]["reach"], f"every {_title} row can apply to some reachable score")(
        _run(_kind, "reach", reachable))
    _table_check(CODES[_kind]["extra"], f"every extra of a {_title} row (`+N per …`) can add something")(
        _run(_kind, "extra", extras_apply))
