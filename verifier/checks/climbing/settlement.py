"""C561–C565: the settlement by finishing places.

Every finishing order of every kind of deal the variant can have is settled, exhaustively: the places' points are
summed per team (the two teams of alternate seats; the emperor and the guard against the rebels), a sweep (串三户)
multiplies the sweeping team's sum, `positive-only` counts a negative sum as 0, the table's multiplier applies, and
`share` rows split a team's score among its members; `if … :` rows give fixed amounts instead. The checks ask:

- C561 every finishing order has exactly one outcome (one fixed row applies; a place has one row; `of` names a table;
  every kind of deal the `call` allows has a table);
- C562 the amounts are whole numbers under every split;
- C563 the scores of a deal sum to zero where the table says `zero-sum: yes`, and a table that does not sum to zero
  says `zero-sum: no`;
- C564 the places are as many as the players, and every table has one row for each;
- C565 a better place never scores less.

There are at most a few hundred distinct finishing orders (orders of the roles, not of the seats), so each is settled
(`settle.py`).
"""
from __future__ import annotations

from fractions import Fraction

from ...diagnostics import Label, Severity
from ...model import Family, Variant
from ..registry import check
from ..solver import labels, memo, proved, refuted
from .settle import (Table, finish_text, kinds_needed, places_of, scores_text, settled, signed, subject_of, tables_of,
                     team_of, total)

# The checks ---------------------------------------------------------------------------------------------------------

@check("C561", "the settlement by places: one outcome for every finishing order, whole amounts, zero-sum where "
       "stated, complete and monotone tables", family=Family.CLIMBING)
def settlement_holds(variant: Variant, ctx):
    for part in (one_outcome, integral, zero_sum, complete, monotone):
        yield from part(variant, ctx)


def one_outcome(variant: Variant, ctx):
    s = memo("climbing-settled", variant, settled, ctx)
    if not s.tables and variant.places is not None and variant.places.rows:
        return  # a one-table `places` block: C564 and C565 read it
    for kind in kinds_needed(variant):
        if kind not in s.results:
            what = {"normal": "a deal", "open-guard": "a deal with an open guard (明保)",
                    "lone-emperor": "a deal with a lone emperor (独保)", "seized": "a seized deal (抢庄)"}[kind]
            yield refuted("C561", f"settlement {kind}", f"{what} has no settlement table", variant.span if kind ==
                          "normal" or variant.call is None else variant.call.span, variant,
                          label="no `settlement " + kind + "`", witness={"kind": kind},
                          help=f"add `settlement {kind} {{ … }}` with the sources' table")
    for table in s.tables:
        subject = subject_of(table)
        if table.problems:
            for message, span, label in table.problems:
                yield refuted("C561", subject, message, span, variant, label=label)
            continue
        if table.fixed and table.block.rows:
            yield refuted("C561", subject, f"the `{table.kind}` table has both points by place and fixed amounts: "
                          "two outcomes for every finishing order", table.fixed[0].span, variant,
                          label="fixed amounts", secondary=labels((table.block.rows[0].span, "points by place")),
                          help="keep one of them")
            continue
        seen = {}
        twice = None
        for row in table.rows:
            if row.place in seen:
                twice = (seen[row.place], row)
            seen.setdefault(row.place, row)
        if twice:
            first, again = twice
            yield refuted("C561", subject, f"the place `{again.place}` has two rows in the `{table.kind}` table, "
                          f"{signed(Fraction(first.score))} and {signed(Fraction(again.score))}", again.span,
                          variant, label="given again here", secondary=(Label(first.span, "first given here"),),
                          witness={"place": again.place, "points": [first.score, again.score]})
            continue
        if table.fixed:
            bad = next(((o, r) for o, r in s.results[table.kind] if r.missing), None)
            if bad:
                order, outcome = bad
                rows = outcome.rows
                span = rows[1].span if len(rows) > 1 else table.block.span
                yield refuted("C561", subject, f"{finish_text(order)}: {outcome.missing} in the `{table.kind}` "
                              "table", span, variant, label="applies too" if len(rows) > 1 else "no row applies",
                              secondary=labels(*((r.span, "applies") for r in rows[:1] if len(rows) > 1)),
                              witness={"order": list(order), "rows": len(rows)},
                              help="the `if … :` rows must cover every place of the deciding role, once each")
                continue
        count = len(s.results[table.kind])
        if count:
            yield proved("C561", f"{subject}: {count} finishing orders, one outcome each")


def _settling(variant: Variant, ctx):
    """Each settlement table with the finishing orders it settles, (order, outcome); one that settles none is left
    out (one_outcome reports it)."""
    s = memo("climbing-settled", variant, settled, ctx)
    for table in s.tables:
        results = [(o, r) for o, r in s.results[table.kind] if not r.missing]
        if results:
            yield table, results


def integral(variant: Variant, ctx):
    for table, results in _settling(variant, ctx):
        bad = next(((o, r, i) for o, r in results for i, v in enumerate(r.scores) if v.denominator != 1), None)
        if bad is None:
            yield proved("C562", f"{subject_of(table)}: every score whole in {len(results)} finishing orders")
            continue
        order, outcome, seat = bad
        role = order[seat]
        share = next((sh for sh in table.shares if sh.role == role), None)
        team = dict(outcome.team_scores)[team_of(role)]
        span = share.span if share is not None else table.block.span
        yield refuted("C562", subject_of(table), f"{finish_text(order)}: the {role}'s share of {signed(team)} is "
                      f"{outcome.scores[seat]}, not a whole number", span, variant,
                      label=f"{share.numerator}/{share.denominator}" if share else "here",
                      witness={"order": list(order), "role": role, "team_score": str(team),
                               "score": str(outcome.scores[seat])},
                      help="choose shares that divide every team score the table can give")


def zero_sum(variant: Variant, ctx):
    for table, results in _settling(variant, ctx):
        bad = next(((o, r) for o, r in results if total(variant, table, o, r) != 0), None)
        subject = subject_of(table)
        if bad is None:
            yield proved("C563", f"{subject}: sums to zero in {len(results)} finishing orders")
            continue
        order, outcome = bad
        sum_ = total(variant, table, order, outcome)
        witness = {"order": list(order), "scores": scores_text(variant, table, order, outcome), "sum": str(sum_)}
        example = f"{finish_text(order)} -> {scores_text(variant, table, order, outcome)}"
        if table.zero_sum is False:
            yield proved("C563", f"{subject}: not zero-sum, as the variant says ({example})")
        elif table.zero_sum:
            yield refuted("C563", subject, f"the `{table.kind}` table says the scores sum to zero, but {example} "
                          f"sums to {signed(sum_)}", table.block.setting_span("zero-sum"), variant,
                          label="`zero-sum: yes`", secondary=labels(_at_fault(table)),
                          witness=witness, help="correct the points (a zero-sum table gives as much as it takes), "
                                                "or say `zero-sum: no` and cite why")
        else:
            yield refuted("C563", subject, f"the `{table.kind}` table does not sum to zero ({example} sums to "
                          f"{signed(sum_)}), and the variant does not say it is not zero-sum", table.block.span,
                          variant, severity=Severity.WARNING, label="no `zero-sum` stated",
                          secondary=labels(_at_fault(table)), witness=witness,
                          help="state `zero-sum: no` (with the source that makes it so, e.g. 只记正分), or correct "
                               "the points")


def _at_fault(table: Table):
    """(span, label) of what makes a table's sums other than zero: `positive-only` where the points by place cancel;
    else the row of the first two places, counted from both ends, whose points do not cancel (the last place's
    against the first's, …); else the first row."""
    rows = table.rows
    total_ = sum(r.score for r in rows)
    if table.block.positive_only and total_ == 0:
        return table.block.setting_span("positive-only"), "`positive-only: yes`: a team's negative sum counts as 0"
    for first, last in zip(rows[:len(rows) // 2], reversed(rows)):
        if first.score + last.score != 0:
            return last.span, (f"`place {last.place}: {last.score:+d}` does not cancel `place {first.place}: {first.score:+d}` "
                               f"({_points_text(table)})")
    if len(rows) % 2 and rows[len(rows) // 2].score:
        return rows[len(rows) // 2].span, _points_text(table)
    return (rows[0].span if rows else None), _points_text(table)


def _points_text(table: Table) -> str:
    return f"the points by place sum to {signed(Fraction(sum(r.score for r in table.rows)))}" if table.rows else ""


def complete(variant: Variant, ctx):
    places = places_of(variant)
    counts = range(variant.players.least, variant.players.most + 1) if variant.players else []
    if variant.places is None or not places:
        yield refuted("C564", "places", "the variant does not name its finishing places (头科, 二科, …, 大落)",
                      variant.span, variant, label="no `places`",
                      help="add `places { place first \"头科\" … place last \"大落\" }`")
        return
    wrong = [n for n in counts if n != len(places)]
    if wrong:
        yield refuted("C564", "places", f"{len(places)} finishing places for {wrong[0]} players",
                      variant.places.span, variant, label=f"{len(places)} places",
                      secondary=labels((variant.players.span, "the players")),
                      witness={"players": wrong[0], "places": places},
                      help="name one place per player, first out to last")
        return
    tables = tables_of(variant)
    if not tables and variant.places.rows:
        tables = [Table("places", variant.places, rows=variant.places.rows)]
    for table in tables:
        if table.fixed or not table.rows:
            continue
        stray = next((r for r in table.rows if r.place not in places), None)
        if stray is not None:
            yield refuted("C564", subject_of(table), f"the `{table.kind}` table has a row for `{stray.place}`, which "
                          "is not a finishing place", stray.span, variant, label="not a place",
                          secondary=labels((variant.places.span, "the places")),
                          witness={"place": stray.place, "places": places},
                          help="name the rows by the places of the `places` block")
            continue
        missing = [p for p in places if p not in {r.place for r in table.rows}]
        if missing:
            yield refuted("C564", subject_of(table), f"the `{table.kind}` table has no row for the place "
                          f"`{missing[0]}`: a player who finishes there gets no score", table.block.span, variant,
                          label=f"no `place {missing[0]}`", witness={"missing": missing},
                          help=f"add `place {missing[0]}: N` (0 when the place scores nothing)")
            continue
        yield proved("C564", f"{subject_of(table)}: one row for each of the {len(places)} places")


def monotone(variant: Variant, ctx):
    places = places_of(variant)
    tables = tables_of(variant)
    if not tables and variant.places is not None and variant.places.rows:
        tables = [Table("places", variant.places, rows=variant.places.rows)]
    for table in tables:
        if not table.rows:
            continue
        points = {}
        for row in table.rows:
            points.setdefault(row.place, row)
        ranked = [points[p] for p in places if p in points]
        worse = next(((a, b) for a, b in zip(ranked, ranked[1:]) if b.score > a.score), None)
        if worse is None:
            yield proved("C565", f"{subject_of(table)}: " + " ≥ ".join(signed(Fraction(r.score)) for r in ranked))
            continue
        better, later = worse
        yield refuted("C565", subject_of(table), f"finishing `{later.place}` scores more than finishing "
                      f"`{better.place}` ({signed(Fraction(later.score))} against {signed(Fraction(better.score))}):"
                      " going out later would pay", later.span, variant, label=f"{signed(Fraction(later.score))}",
                      secondary=(Label(better.span, f"the better place: {signed(Fraction(better.score))}"),),
                      witness={"better": {"place": better.place, "points": better.score},
                               "worse": {"place": later.place, "points": later.score}},
                      help="points fall (or stay) from the first out to the last")

