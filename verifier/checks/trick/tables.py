"""C5xx: the scoring table (and, as C55x, the tribute table), checked over every reachable score.

The domain is every score the attackers can reach: multiples of the smallest point step, from 0 to all the deck's
points — more when they win the last trick and the kitty bonus multiplies the kitty's points — and no more than the
`scoring cap`. The last trick is a boolean of the domain. A row is a conjunction of conditions; Z3 finds scores that
no row covers (gaps), that two rows cover (overlaps), rows that no score reaches, and pairs of scores where more
points are better for the declarers (or, in tribute, make the attackers give more).
"""
from __future__ import annotations

from dataclasses import dataclass

import z3

from ...runtime.cards import Card
from ...diagnostics import Severity, Span
from ...model import (Compare, Family, KittyCondition, LastTrickCondition, Outcome, OutcomeKind, PerKittyCard,
                      Permission, PerPoints, PointsCondition, Position, Precedence, Side, TableRow, Variant)
from ..registry import check
from ..deal import copies, point_cards, point_step
from ..intervals import bands, first_uncovered, meets, overlapping, within
from .kitty import largest_multiplier
from ..solver import Answer, Undecided, ask, labels, memo, minimal_core, noted, proved, refuted, smallest, undecided

_MAX_GAPS = 5  # gaps reported per table and last-trick value


@dataclass(frozen=True)
class Domain:
    step: int
    most_declarers: int  # the attackers' most points when the declarers win the last trick
    most_attackers: int  # ... when the attackers win it, with the largest kitty bonus
    cap: int | None
    cap_span: Span | None
    kitty: int = 0  # the most points the kitty can hold
    bonus: int = 1  # the largest kitty bonus multiplier
    least: int = 0  # the fewest points: below 0 only where the attackers' failed throws cost them points

    def reach(self, attackers_last: bool) -> str:
        """How the attackers reach their most points, in words: the figure a deal can give, and how."""
        most = self.most(attackers_last)
        if not attackers_last or self.bonus <= 1 or not self.kitty:
            return f"{most} points"
        how = (f"{self.most_declarers - self.kitty} in tricks and the kitty's {self.kitty} points x{self.bonus} "
               f"when they win the last trick")
        return f"{most} points ({how}" + (f", capped at {self.cap}" if self.cap is not None and most == self.cap
                                          else "") + ")"

    def most(self, attackers_last: bool) -> int:
        raw = self.most_attackers if attackers_last else self.most_declarers
        return raw if self.cap is None else min(raw, self.cap)


def domain(variant: Variant) -> Domain | None:
    """Every reachable attacker score, or None when the variant states no points to score."""
    cards = point_cards(variant)
    if not cards:
        return None
    total = sum(cards)
    buried = variant.bury is None or variant.bury.points != Permission.FORBIDDEN  # may points be buried?
    kitty = sum(cards[:variant.kitty.size]) if variant.kitty and buried else 0  # the kitty's best possible points
    bonus = max(1, largest_multiplier(variant))
    # The kitty's cards are part of the deck's total: with the bonus they count `bonus` times instead of once.
    most_attackers = total - kitty + kitty * bonus
    cap = variant.scoring_cap
    # A throw penalty moves points between the sides: at most one failed throw per trick (one lead each)
    penalty = (variant.throw.penalty or 0) if variant.throw else 0
    tricks = variant.hand.size if variant.hand else 0
    step = point_step(variant)
    swing = penalty * tricks // step * step
    return Domain(step, total + swing, most_attackers + swing, cap.points if cap else None,
                  cap.span if cap else None, kitty, bonus, -swing)


def _kitty_card(card: str) -> Card:
    return Card(card) if card in ("BJ", "SJ") else Card(card, "S")


@dataclass
class Table:
    """One table (scoring or tribute) of one variant, encoded for Z3.

    What the checks find on it is a function of the block (its rows), the domain, the size of the kitty and the
    copies of the cards that rows count in the kitty (`key`); the variant is read only to name it in a report."""

    variant: Variant
    kind: str  # "scoring" or "tribute"
    block: object
    rows: tuple[TableRow, ...]
    dom: Domain
    kitty_size: int = 0
    copies: tuple[tuple[str, int], ...] = ()  # (kitty card word, copies in the deck) of the cards rows count

    def __post_init__(self):
        self.first_row = self.block.precedence == Precedence.FIRST_ROW
        self.lt = z3.Bool(f"{self.kind}.last_trick_to_attackers")
        self.uses_last_trick = any(isinstance(c, LastTrickCondition) for r in self.rows for c in r.conditions)
        cards = sorted({e.card for r in self.rows for e in r.outcome.extras if isinstance(e, PerKittyCard)}
                       | {c.card for r in self.rows for c in r.conditions if isinstance(c, KittyCondition)})
        self.kitty = {card: z3.Int(f"{self.kind}.kitty.{card}") for card in cards}
        self.kitty_cards = {c.card for r in self.rows for c in r.conditions if isinstance(c, KittyCondition)}

    def bands(self) -> list:
        """Each row's interval of reachable scores, per side winning the last trick (intervals.py)."""
        if not hasattr(self, "_bands"):
            self._bands = bands(self.rows, self.dom.step, self.dom.most, self.dom.least)
        return self._bands

    def excused(self, i: int, j: int) -> bool:
        """Whether `precedence: first-row` decides the overlap of rows i < j on purpose: row i is a special case of
        row j (the more specific row first), or the variant lists it in `precedence-rows`."""
        special = within(self.bands()[i], self.bands()[j]) and _kitty_within(self.rows[i], self.rows[j])
        return special or (i + 1) in (self.block.precedence_rows or ())

    def kitty_possible(self, *rows: TableRow) -> bool:
        """Whether one kitty can meet the conditions on its cards of all these rows together."""
        need: dict[str, int] = {}
        for row in rows:
            for card, count in kitty_needs(row).items():
                need[card] = max(need.get(card, 0), count)
        copies = dict(self.copies)
        return sum(need.values()) <= self.kitty_size and all(count <= copies[card] for card, count in need.items())

    def earlier_meeting(self, j: int) -> list[int]:
        """The rows before row j that match a score row j matches (the only ones that can shadow it)."""
        found = self.bands()
        return [i for i in range(j) if meets(found[i], found[j])]

    # Encoding ------------------------------------------------------------------------------------------------------

    def points(self, name: str = "points"):
        return z3.Int(f"{self.kind}.{name}")

    def _kept(self, what: str, s, make) -> list:
        """A list of terms on the score term s, built once per table and term (as `holds`), given as a new list."""
        key = (what, s.get_id())
        cache = self.__dict__.setdefault("_terms_cache", {})
        if key not in cache:
            cache[key] = make(s)
        return list(cache[key])

    def plain(self, s) -> list:
        """The score is a multiple of the step, not negative, and (with per-card extras) the kitty is a real one."""
        return self._kept("plain", s, self._plain)

    def _plain(self, s) -> list:
        copies = dict(self.copies)
        out = [s >= self.dom.least, s % self.dom.step == 0]
        for card, count in self.kitty.items():
            out += [count >= 0, count <= copies[card]]
        if self.kitty:
            out.append(z3.Sum(list(self.kitty.values())) <= self.kitty_size)
        return out

    def bounds(self, s, tag: str = "") -> list[tuple[str, object]]:
        """The upper bounds of the domain, tracked so that a core can say a row is out of reach."""
        return self._kept(f"bounds{tag}", s, lambda s: self._bounds(s, tag))

    def _bounds(self, s, tag: str) -> list[tuple[str, object]]:
        out = [(f"most{tag}", s <= z3.If(self.lt, self.dom.most_attackers, self.dom.most_declarers))]
        if self.dom.cap is not None:
            out.append((f"cap{tag}", s <= self.dom.cap))
        return out

    def domain_of(self, s) -> list:
        return self.plain(s) + [clause for _, clause in self.bounds(s)]

    def holds(self, row: TableRow, s):
        """The row's conditions on the score term s (built once per row and term: z3 terms are slow to build)."""
        key = (id(row), s.get_id())
        cache = self.__dict__.setdefault("_holds_cache", {})
        if key not in cache:
            cache[key] = self._holds(row, s)
        return cache[key]

    def _holds(self, row: TableRow, s):
        parts = []
        for cond in row.conditions:
            if isinstance(cond, PointsCondition):
                parts.append(_compare(cond.compare, s, cond.value))
            elif isinstance(cond, KittyCondition):
                parts.append(self.kitty[cond.card] >= cond.count)
            else:
                parts.append(self.lt if cond.side == Side.ATTACKERS else z3.Not(self.lt))
        return z3.And(parts) if parts else z3.BoolVal(True)

    def extras(self, outcome: Outcome, s):
        total = z3.IntVal(0)
        for extra in outcome.extras:
            if isinstance(extra, PerPoints):
                past = s - extra.reference if extra.position == Position.OVER else extra.reference - s
                total = total + z3.If(past > 0, extra.amount * (past / extra.points), 0)
            elif isinstance(extra, PerKittyCard):
                total = total + extra.amount * self.kitty[extra.card]
        return total

    def value(self, outcome: Outcome, s):
        """How good the outcome is for the declarers, or None where it cannot be ranked (`nothing`)."""
        amount = outcome.amount + self.extras(outcome, s)
        if self.kind == "tribute":
            if outcome.kind != OutcomeKind.GIVE:
                return None
            return amount if outcome.side == Side.ATTACKERS else -amount
        if outcome.kind in (OutcomeKind.NOTHING, OutcomeKind.GIVE):
            return None
        if outcome.side == Side.DECLARERS:
            value = amount  # declarers keep +3 > +2 > +1 > keep
        else:
            value = -amount - (1 if outcome.kind == OutcomeKind.TAKE_OVER else 0)  # > take over > take over +1 > …
        if outcome.also is not None:  # both sides rise: the other side's rise counts against it
            value = value + (outcome.also.amount if outcome.also.side == Side.DECLARERS else -outcome.also.amount)
        return value

    def levels(self, outcome: Outcome, s):
        if outcome.kind not in (OutcomeKind.KEEP, OutcomeKind.TAKE_OVER):
            return None
        gained = outcome.amount + self.extras(outcome, s)
        if outcome.also is not None:  # both sides rise: the longer rise
            gained = z3.If(gained >= outcome.also.amount, gained, outcome.also.amount)
        return gained

    def applied(self, s, measure):
        """(defined, value) of the row that applies at s: the first that holds (`precedence: first-row`)."""
        defined, value = z3.BoolVal(False), z3.IntVal(0)
        for row in reversed(self.rows):
            v = measure(row.outcome, s)
            h = self.holds(row, s)
            defined = z3.If(h, z3.BoolVal(v is not None), defined)
            value = z3.If(h, v if v is not None else 0, value)
        return defined, value

    # Reading answers back --------------------------------------------------------------------------------------------

    def row_at(self, score: int, attackers_last: bool, kitty: dict | None = None) -> int | None:
        return next((i for i, row in enumerate(self.rows) if _holds_py(row, score, attackers_last, kitty)), None)

    def where(self, attackers_last: bool | None) -> str:
        if attackers_last is None or not self.uses_last_trick and not attackers_last:
            return ""
        if not self.uses_last_trick:
            return " (reachable only when the attackers win the last trick, with the kitty bonus)"
        return f" with the last trick to the {'attackers' if attackers_last else 'declarers'}"

    def last_trick(self, attackers_last: bool) -> str:
        return "attackers" if attackers_last else "declarers"


_OPS = {Compare.EQ: lambda s, v: s == v, Compare.LT: lambda s, v: s < v, Compare.LE: lambda s, v: s <= v,
        Compare.GT: lambda s, v: s > v, Compare.GE: lambda s, v: s >= v}


def _compare(op: Compare, s, value: int):
    return _OPS[op](s, value)  # only the one term asked for: building z3 terms is what a long table costs


def _copies(variant: Variant, card: str) -> int:
    """How many cards of a kitty card word (a joker, or a rank in any suit) the deck holds."""
    return copies(variant, _kitty_card(card)) * (1 if card in ("BJ", "SJ") else 4)


def kitty_needs(row: TableRow) -> dict[str, int]:
    """The fewest cards of each kind the kitty must hold for the row to match."""
    need: dict[str, int] = {}
    for cond in row.conditions:
        if isinstance(cond, KittyCondition):
            need[cond.card] = max(need.get(cond.card, 0), cond.count)
    return need


def _kitty_within(inner: TableRow, outer: TableRow) -> bool:
    """Whether every kitty the first row matches, the second matches too."""
    have = kitty_needs(inner)
    return all(have.get(card, 0) >= count for card, count in kitty_needs(outer).items())


def _holds_py(row: TableRow, score: int, attackers_last: bool, kitty: dict | None = None) -> bool:
    """Whether the row matches; with `kitty` unknown (None), a condition on the kitty's cards is taken as met."""
    for cond in row.conditions:
        if isinstance(cond, PointsCondition):
            ok = {Compare.EQ: score == cond.value, Compare.LT: score < cond.value, Compare.LE: score <= cond.value,
                  Compare.GT: score > cond.value, Compare.GE: score >= cond.value}[cond.compare]
        elif isinstance(cond, KittyCondition):
            ok = kitty is None or kitty.get(cond.card, 0) >= cond.count
        else:
            ok = (cond.side == Side.ATTACKERS) == attackers_last
        if not ok:
            return False
    return True


def row_text(row: TableRow) -> str:
    conds = " and ".join(f"points {c.compare.value} {c.value}" if isinstance(c, PointsCondition)
                         else f"{c.count} {c.card} in kitty" if isinstance(c, KittyCondition)
                         else f"last trick to {c.side.value}" for c in row.conditions)
    return f"when {conds}" if conds else "every score"


def outcome_text(outcome: Outcome) -> str:
    if outcome.kind == OutcomeKind.NOTHING:
        text = "nothing"
    elif outcome.kind == OutcomeKind.GIVE:
        text = f"{outcome.side.value} give {outcome.amount}"
    elif outcome.kind == OutcomeKind.TAKE_OVER:
        text = f"{outcome.side.value} take over" + (f" +{outcome.amount}" if outcome.amount else "")
    else:
        text = f"{outcome.side.value} " + (f"+{outcome.amount}" if outcome.amount else "keep")
    if outcome.also is not None:
        text += f" and {outcome.also.side.value} +{outcome.also.amount}"
    for extra in outcome.extras:
        if isinstance(extra, PerPoints):
            text += f", {extra.amount:+d} per {extra.points} points {extra.position.value} {extra.reference}"
        elif isinstance(extra, PerKittyCard):
            text += f", {extra.amount:+d} per {extra.card} in kitty"
        else:
            text += ", round ends"
    return text


def tables(variant: Variant) -> list[Table]:
    dom = domain(variant)
    if dom is None:
        return []
    out = []
    size = variant.kitty.size if variant.kitty else 0
    for kind, block in (("scoring", variant.scoring), ("tribute", variant.tribute)):
        if block is not None and block.rows:
            counted = sorted({e.card for r in block.rows for e in r.outcome.extras if isinstance(e, PerKittyCard)}
                             | {c.card for r in block.rows for c in r.conditions if isinstance(c, KittyCondition)})
            out.append(Table(variant, kind, block, block.rows, dom, size,
                             tuple((card, _copies(variant, card)) for card in counted)))
    return out


def table(variant: Variant, kind: str) -> Table | None:
    found = memo("tables", variant, tables)
    return next((t for t in found if t.kind == kind), None)


def shared(what: tuple, t: Table, ctx, run):
    """The findings of `run()` on table `t`, or, in a run of several variants (`ctx.found`), those of a table of
    another variant with the same block (the same rule object), domain and kitty, found before. Only findings that
    name no variant are given again: proofs without a diagnostic; a refutation, a note or an unknown verdict is found
    afresh for each variant. `what` says which check it is, with whatever else it reads (a ladder)."""
    kept = ctx.found
    key = ("table", what, t.kind, id(t.block), t.dom, t.kitty_size, t.copies)
    held = kept.get(key) if kept is not None else None
    if held is not None and held[0] is t.block:
        yield from held[1]
        return
    found = []
    for finding in run():  # (an Undecided raised here comes after the findings before it, as without sharing)
        found.append(finding)
        yield finding
    if kept is not None and all(f.diagnostic is None for f in found):
        kept[key] = (t.block, found)  # (the block kept alive: its id is not reused in the run)


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
