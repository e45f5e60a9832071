"""The end of a deal: the kitty multiplier, and the settlement from the scoring table."""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from . import ids as I
from .combos import parts
from .compounds import compound
from .kept import kept
from .order import Order
from .part import Part
from .rainbows import rank_of as rainbow_rank
from .rules import Outcome, Row, Rules

COMPARE = {"=": lambda a, b: a == b, "<": lambda a, b: a < b, "<=": lambda a, b: a <= b,
            ">": lambda a, b: a > b, ">=": lambda a, b: a >= b}


def kitty_multiplier(winning_play, order: Order, rules: Rules) -> int | None:
    """The multiplier of the kitty's points for the play that won the last trick (None: the table has no row)."""
    return multiplier_ids(I.ids(winning_play), order)


def multiplier_ids(winning_play, order: Order) -> int | None:
    """kitty_multiplier on card ids."""
    rules = order.rules
    found = parts(winning_play, order) if winning_play else []
    if not found:
        return None
    part = found[0]  # a throw counts as its component with the most cards (the only reading the model offers)
    if order.rainbow is not None and rainbow_rank(winning_play, order) is not None:  # a rainbow counts as itself
        part = Part("rainbow", len(winning_play), (winning_play[0],), 0, tuple(winning_play))
    elif order.compounds and len(found) > 1:  # a triple with a single or a pair counts as itself
        made = compound(winning_play, order)
        if made is not None:
            part = Part(made[0], 1, (winning_play[0],), made[1], tuple(winning_play))
    row = next((r for r in rules.bonus if r.combination == part.kind), None) or \
        next((r for r in rules.bonus if r.combination == "any"), None)
    if row is None:
        return None
    if row.power_of_cards:
        value = row.base ** part.size
    else:
        value = row.base
        shortest = rules.combo(part.kind).min_length if rules.combo(part.kind) else 2
        extra = part.length - shortest if part.kind in ("tractor", "triple-tractor") else 0  # units past the base
        if row.step_op == "x" and extra > 0:
            value *= row.step ** extra
        elif row.step_op == "+" and extra > 0:
            value += row.step * extra
    return min(value, rules.bonus_cap) if rules.bonus_cap else value


@dataclass(frozen=True)
class Settlement:
    """A row's outcome evaluated at a score: levels (or tribute cards) now known, kitty-card extras still formulae."""

    side: str | None
    kind: str
    amount: int
    per_kitty_card: tuple[tuple[int, str], ...]
    round_ends: bool
    ref: str = ""
    also: tuple[tuple[str, int], ...] = ()  # (side, levels): the other side's rise in the same deal

    @property
    def rises(self) -> tuple[tuple[str | None, str, int], ...]:
        """Every outcome of the deal as (side, kind, levels, kitty-card extras aside): the row's, then the other
        side's where both sides rise."""
        return ((self.side, self.kind, self.amount),) + tuple((side, "keep", n) for side, n in self.also)


def evaluate(outcome: Outcome, points: int, ref: str = "", scale: Fraction | None = None) -> Settlement:
    """A row's outcome at a score. `scale` (bidding: the bid over the table's reference bid) multiplies every points
    figure of the row, which may then not be a whole number (115 / 150 of 75 is 57.5: the seed's own arithmetic).
    Kept by outcome (the rules') and score: every deal ends with one or two."""
    return kept(_EVALUATED, (id(outcome), points, ref, scale), outcome,
                lambda: _evaluate(outcome, points, ref, scale))


_EVALUATED: dict = {}  # (id of an outcome, points, ref, scale) -> (the outcome, its Settlement): evaluate


def _evaluate(outcome: Outcome, points: int, ref: str, scale: Fraction | None) -> Settlement:
    amount = outcome.amount
    for step_amount, step, position, reference in outcome.per_points:
        if scale is not None:
            step, reference = step * scale, reference * scale
        distance = points - reference if position == "over" else reference - points
        if distance > 0:
            amount += step_amount * int(distance // step)
    return Settlement(outcome.side, outcome.kind, amount, outcome.per_kitty_card, outcome.round_ends, ref,
                      outcome.also)


def kitty_holds(row: Row, kitty) -> bool:
    """Whether the kitty (card ids; None: not known) meets the row's conditions on its cards: a row that has some
    never matches an unknown kitty."""
    if not row.kitty:
        return True
    if kitty is None:
        return False
    ranks = [I.RANK_OF[c] for c in kitty]
    return all(ranks.count(card) >= count for count, card in row.kitty)


def matching_rows(points: int, last_trick: str, rules: Rules, scale: Fraction | None = None, kitty=None,
                  table: tuple[Row, ...] | None = None) -> list[Row]:
    """The rows of the scoring table (or of `table`) that match; `kitty` (card ids) for rows on its cards."""
    rows = rules.scoring if table is None else table
    if type(rows) is not tuple:  # (a table of the rules is a tuple: only its rows by points are kept)
        return [row for row in _by_points(rows, points, last_trick, scale) if kitty_holds(row, kitty)]
    found = kept(_MATCHING, (id(rows), points, last_trick, scale), rows,
                 lambda: _by_points(rows, points, last_trick, scale))
    return [row for row in found if not row.kitty or kitty_holds(row, kitty)]


_MATCHING: dict = {}  # (id of a table, points, last trick, scale) -> (the table, its rows by points): matching_rows


def _by_points(rows, points, last_trick: str, scale: Fraction | None) -> list[Row]:
    """The rows whose conditions on the points and the last trick hold (their cards in the kitty aside)."""
    if scale is not None:
        return [row for row in rows
                if all(COMPARE[op](points, value * scale) for op, value in row.conditions)
                and (row.last_trick is None or row.last_trick == last_trick)]
    return [row for row in rows
            if all(COMPARE[op](points, value) for op, value in row.conditions)
            and (row.last_trick is None or row.last_trick == last_trick)]


def bid_scale(bid: int | None, rules: Rules) -> Fraction | None:
    """How a bid scales the scoring table written for the reference bid (None: no bidding, or the reference)."""
    if bid is None or rules.bid_reference is None or bid == rules.bid_reference:
        return None
    return Fraction(bid, rules.bid_reference)


def settle(points: int, last_trick: str, rules: Rules, bid: int | None = None, kitty=None) -> Settlement | None:
    """The settlement of a deal; None when no row applies or rows disagree without a stated precedence. With a
    bidding, `bid` is the winning bid, and the table's points figures scale with it; `kitty` (card ids) is the kitty
    at the end, for rows on its cards (without it, those rows do not match)."""
    if rules.scoring_cap is not None:
        points = min(points, rules.scoring_cap)
    scale = bid_scale(bid, rules)
    rows = matching_rows(points, last_trick, rules, scale, kitty)
    if not rows:
        return None
    if len(rows) > 1 and not rules.scoring_first_row and \
            len({evaluate(row.outcome, points, scale=scale) for row in rows}) > 1:
        return None
    return evaluate(rows[0].outcome, points, rows[0].ref, scale)


def deck_points(rules: Rules) -> int:
    """The points of the whole deck: the point values of a suit, times four suits, times the decks."""
    per_suit = sum(rules.point_value(rank) for rank in rules.ranks)
    return per_suit * 4 * rules.decks
