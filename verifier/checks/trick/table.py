"""A scoring or tribute table over every score the attackers can reach, encoded for Z3: what the C5xx checks
(tables.py) and the ladder's (ladder.py) ask of a table.

The domain (`Domain`) is every score the attackers can reach: multiples of the smallest point step, from 0 to all the
deck's points — more when they win the last trick and the kitty bonus multiplies the kitty's points — and no more than
the `scoring cap`. The last trick is a boolean of the domain. A row is a conjunction of conditions (`Table.holds`);
a table's rows are also read back at a score (`row_at`) and written in words (`row_text`, `outcome_text`). `shared`
gives a run of several variants the findings of an equal table found before.
"""
from __future__ import annotations

from dataclasses import dataclass

import z3

from ...runtime.cards import Card
from ...diagnostics import Span
from ...model import (Compare, KittyCondition, LastTrickCondition, Outcome, OutcomeKind, PerKittyCard, Permission,
                      PerPoints, PointsCondition, Position, Precedence, Side, TableRow, Variant)
from ..deal import copies, point_cards, point_step
from ..intervals import bands, meets, within
from .kitty import largest_multiplier
from ..solver import memo


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
