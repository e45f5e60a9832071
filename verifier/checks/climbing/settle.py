"""The settlement by finishing places, evaluated from the rule model: the checker settles every finishing order with it
(C561–C565) and the rulebook its worked splits.

The places' points are summed per team (the two teams of alternate seats, `a` and `b`; the emperor and the guard
against the rebels), a sweep (串三户) multiplies the sweeping team's sum, `positive-only` counts a negative sum as 0,
the table's multiplier applies, and `share` rows split a team's score among its members; `if … :` rows give fixed
amounts instead. Scores are Fractions, so that a split that is not whole shows as such.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from itertools import permutations

from ...model import Permission, TeamKind, Variant, meant
from ...model import DealKind, Scored

TEAM_LABELS = ("a", "b")  # the two teams of alternate seats, as a worked example writes them


@dataclass
class Table:
    """One kind of deal's table with `of` resolved: the settings it states, else those of the table it takes."""

    kind: str
    block: object  # the Settlement block (its span, its rows' spans)
    rows: tuple = ()
    shares: tuple = ()
    fixed: tuple = ()
    scored: Scored | None = None
    positive_only: bool = False
    sweep: int | None = None
    sweep_multiplier: int = 1
    multiplier: int = 1
    zero_sum: bool | None = None
    problems: list = field(default_factory=list)  # (message, span, label) that leave the table without an outcome


def places_of(variant: Variant) -> list[str]:
    places = variant.places
    if places is None:
        return []
    if places.names:
        return [p.place for p in places.names]
    return [row.place for row in places.rows]


def tables_of(variant: Variant) -> list[Table]:
    blocks = {str(t.kind): t for t in variant.settlements}
    out = []
    for kind, block in blocks.items():
        table = Table(kind, block)
        chain, source = [kind], block
        while source.of is not None:
            name = str(source.of)
            if name in chain:
                table.problems.append((f"the `{kind}` table takes its rows from itself (`of` {' -> '.join(chain)} "
                                       f"-> {name})", block.setting_span("of"), "a cycle of `of`"))
                break
            if name not in blocks:
                table.problems.append((f"the `{kind}` table takes its rows `of: {name}`, but the variant has no "
                                       f"`{name}` table", block.setting_span("of"), "no such table"))
                break
            chain.append(name)
            source = blocks[name]
        # What this table states wins; the rest comes from the table it takes (through the chain).
        for name in reversed(chain):
            b = blocks[name]
            table.rows = b.rows or table.rows
            table.shares = b.shares or table.shares
            table.fixed = b.fixed or table.fixed
            for setting in ("scored", "positive_only", "sweep", "sweep_multiplier", "zero_sum"):
                if getattr(b, setting) is not None:
                    setattr(table, setting, getattr(b, setting))
        table.multiplier = block.multiplier or 1
        table.sweep_multiplier = table.sweep_multiplier or 1
        table.positive_only = bool(table.positive_only)
        table.zero_sum = block.zero_sum if block.zero_sum is not None else table.zero_sum
        out.append(table)
    return out


def kinds_needed(variant: Variant) -> list[str]:
    """The kinds of deal the variant can have: normal, and what its `call` allows (a setting it does not state means
    its default, as the engine plays it: `meant`)."""
    kinds = [DealKind.NORMAL.value]
    call = variant.call
    if call is None or variant.teams is None or variant.teams.kind != TeamKind.EMPEROR:
        return kinds
    if meant(call, "open_guard") == Permission.ALLOWED:
        kinds.append(DealKind.OPEN_GUARD.value)
    if call.lone_emperor:
        kinds.append(DealKind.LONE_EMPEROR.value)
    if meant(call, "seize") == Permission.ALLOWED:
        kinds.append(DealKind.SEIZED.value)
    return kinds


def roles_for(variant: Variant, kind: str, players: int) -> list[str] | None:
    """The roles of the players in a deal of this kind (team labels for teams of alternate seats)."""
    teams = variant.teams.kind if variant.teams else None
    if teams != TeamKind.EMPEROR and kind in (DealKind.SEIZED.value, DealKind.LONE_EMPEROR.value,
                                              DealKind.OPEN_LONE_EMPEROR.value):
        return None  # a deal of an emperor: teams of alternate seats never have one
    if teams == TeamKind.EMPEROR:
        if kind in (DealKind.NORMAL.value, DealKind.OPEN_GUARD.value) and players >= 3:
            return ["emperor", "guard"] + ["rebel"] * (players - 2)
        return ["emperor"] + ["rebel"] * (players - 1)
    if teams in (TeamKind.ALTERNATE, TeamKind.PARTNERS) and players % 2 == 0:
        return [TEAM_LABELS[i % 2] for i in range(players)]
    return None


def team_of(role: str) -> str:
    return "emperor" if role in ("emperor", "guard") else "rebels" if role == "rebel" else role


def orders(roles: list[str]) -> list[tuple[str, ...]]:
    """Every distinct finishing order of these roles, first out first, in a fixed order."""
    return sorted(set(permutations(roles)))


@dataclass(frozen=True)
class Outcome:
    """The settlement of one finishing order: each player's score, in finishing order (Fractions, to see a split
    that is not whole), or why there is none."""

    scores: tuple[Fraction, ...] = ()
    team_scores: tuple[tuple[str, Fraction], ...] = ()
    team_points: tuple[tuple[str, Fraction], ...] = ()  # the places' points per team, before sweep and multipliers
    rows: tuple = ()  # the fixed rows that applied (for C561)
    missing: str | None = None  # why no outcome


def settle(table: Table, places: list[str], order: tuple[str, ...]) -> Outcome:
    if table.fixed:
        applying = [row for row in table.fixed if _applies(row, places, order)]
        if len(applying) != 1:
            return Outcome(rows=tuple(applying), missing="no fixed row applies" if not applying else
                           f"{len(applying)} fixed rows apply")
        amounts = {s.role: Fraction(s.score) for s in applying[0].scores}
        scores = tuple(amounts.get(role, Fraction(0)) * table.multiplier for role in order)
        return Outcome(scores, _by_team(order, scores), rows=tuple(applying))
    points = {}
    for row in table.rows:
        points.setdefault(row.place, row.score)
    if any(p not in points for p in places):
        return Outcome(missing=f"no row for the place `{next(p for p in places if p not in points)}`")
    sums: dict[str, Fraction] = {}
    for place, role in zip(places, order):
        sums[team_of(role)] = sums.get(team_of(role), Fraction(0)) + points[place]
    points_by_team = tuple(sums.items())
    if table.sweep and len({team_of(r) for r in order[:table.sweep]}) == 1:
        sweeper = team_of(order[0])
        sums[sweeper] *= table.sweep_multiplier
    if table.positive_only:
        sums = {t: max(Fraction(0), v) for t, v in sums.items()}
    sums = {t: v * table.multiplier for t, v in sums.items()}
    shares = {s.role: Fraction(s.numerator, s.denominator) for s in table.shares}
    scores = tuple(sums[team_of(role)] * shares.get(role, Fraction(1)) for role in order)
    return Outcome(scores, tuple(sums.items()), team_points=points_by_team)


def _applies(row, places: list[str], order: tuple[str, ...]) -> bool:
    held = [places[i] for i, role in enumerate(order) if role == row.role]
    return bool(held) and all((place == row.place) == row.holds for place in held)


def _by_team(order, scores):
    sums: dict[str, Fraction] = {}
    for role, score in zip(order, scores):
        sums[team_of(role)] = sums.get(team_of(role), Fraction(0)) + score
    return tuple(sums.items())


def per_team(variant: Variant, table: Table) -> bool:
    """Is the team the scoring unit (its score counted once), rather than each player?"""
    if table.scored is not None:
        return table.scored == Scored.PER_TEAM
    return not table.shares and not table.fixed


def total(variant: Variant, table: Table, order, outcome: Outcome) -> Fraction:
    if per_team(variant, table):
        return sum((v for _, v in outcome.team_scores), Fraction(0))
    return sum(outcome.scores, Fraction(0))


def finish_text(order) -> str:
    return "finish " + ", ".join(order)


def scores_text(variant: Variant, table: Table, order, outcome: Outcome) -> str:
    """`a +2, b 0` or `emperor +4, guard +2, rebel -2`: one score per team or role, as an example writes it."""
    if per_team(variant, table):
        pairs = list(outcome.team_scores)
    else:
        pairs, seen = [], set()
        for role, score in zip(order, outcome.scores):
            if role not in seen:
                seen.add(role)
                pairs.append((role, score))
    return ", ".join(f"{who} {signed(v)}" for who, v in pairs)


def signed(v: Fraction) -> str:
    text = str(v)
    return f"+{text}" if v > 0 else text


@dataclass
class Settled:
    """Every table of a variant, with the roles and the outcome of every finishing order."""

    places: list[str]
    tables: list[Table]
    results: dict[str, list[tuple[tuple[str, ...], Outcome]]]


def settled(variant: Variant) -> Settled:
    places = places_of(variant)
    tables = tables_of(variant)
    results = {}
    for table in tables:
        roles = roles_for(variant, table.kind, len(places))
        if roles is None or table.problems or not places:  # no places: C564 says so, and nothing can be settled
            results[table.kind] = []
            continue
        results[table.kind] = [(order, settle(table, places, order)) for order in orders(roles)]
    return Settled(places, tables, results)


def subject_of(table: Table) -> str:
    return f"settlement {table.kind}"


