"""C6xx: the kitty bonus (抠底) table.

When the attackers win the last trick, the kitty's points count for them times a multiplier chosen by the
combination that won the trick. Every combination that can win the last trick needs a multiplier; a bigger
combination should never earn less; the cap cuts the largest ones. The combinations are few (a tractor is at most as
long as a hand), so they are listed and compared directly.
"""
from __future__ import annotations

from dataclasses import dataclass

from ...runtime.cards import RANKS
from ...diagnostics import Severity
from ...model import (BOMB_SIZE, COMPOUND_SIZE, SEQUENCE_LENGTH, Adjacency, BombCards, BonusRow, BonusThrow,
                      ComboKind, Family, TierCards, UNIT_SIZE, Variant, meant, rainbow_size, unit_size)
from ..registry import check
from ..deal import cards_in_play
from ..solver import labels, noted, proved, refuted


@dataclass(frozen=True)
class Winner:
    """A combination that can win the last trick: its kind and how many cards it has."""

    kind: ComboKind
    cards: int

    @property
    def units(self) -> int:  # pairs in a tractor, triples in a triple tractor
        return self.cards // UNIT_SIZE.get(self.kind, 1)

    def __str__(self) -> str:
        if self.kind == ComboKind.TRACTOR:
            return f"tractor of {self.units} pairs"
        if self.kind == ComboKind.TRIPLE_TRACTOR:
            return f"triple tractor of {self.units} triples"
        if self.kind == ComboKind.THROW:
            return f"throw of {self.cards} cards"
        if self.kind in (ComboKind.BOMB, ComboKind.SEQUENCE, ComboKind.RAINBOW):
            return f"{self.kind.value} of {self.cards} cards"
        return self.kind.value


def hand_size(variant: Variant) -> int:
    if variant.hand is not None:
        return variant.hand.size
    cards, players = cards_in_play(variant), variant.players
    if cards is not None and players is not None:
        return (cards - (variant.kitty.size if variant.kitty else 0)) // players.least
    return 25


def _longest_run(variant: Variant) -> int:
    """How many pairs (or triples) can be adjacent: the ranks of a suit less the level rank, or the trump classes
    where the card order links them (jokers, level cards, permanent trumps, then the trump suit)."""
    run = len(RANKS) - 1
    tractor = variant.combination(ComboKind.TRACTOR) or variant.combination(ComboKind.TRIPLE_TRACTOR)
    if variant.trump_order is not None and (tractor is None or tractor.adjacency != Adjacency.NATURAL_RANKS):
        permanent = len(variant.permanent_trumps.ranks) if variant.permanent_trumps else 0
        tiers = sum(len(RANKS) - 1 - permanent if t.cards == TierCards.TRUMP_SUIT else 1
                    for t in variant.trump_order.tiers)
        run = max(run, tiers)
    return run


def winners(variant: Variant) -> list[Winner]:
    """Every combination that can win the last trick, smallest first (a throw: every size from 2 cards)."""
    decks = variant.decks.count if variant.decks else 2
    hand = hand_size(variant)
    found = []
    for combo in variant.combinations:
        unit = unit_size(combo)
        if unit > max(decks, 1):
            continue  # a pair needs two decks, a triple three, a bomb of four four
        if combo.kind == ComboKind.BOMB:  # every length from its least to every copy of a card (of a rank)
            least = combo.min_size or BOMB_SIZE
            most = decks * (4 if combo.cards == BombCards.SAME_RANK else 1)
            found += [Winner(combo.kind, n) for n in range(least, min(most, hand) + 1)]
        elif combo.kind in COMPOUND_SIZE:
            found.append(Winner(combo.kind, COMPOUND_SIZE[combo.kind]))
        elif combo.kind == ComboKind.RAINBOW:  # from its fewest cards to every copy of a rank
            least = _smallest_cards(variant, combo.kind)
            found += [Winner(combo.kind, n) for n in range(least, min(4 * decks, hand) + 1)]
        elif combo.kind == ComboKind.SEQUENCE:
            shortest = combo.min_length or SEQUENCE_LENGTH
            found += [Winner(combo.kind, n) for n in range(shortest, min(hand, _longest_run(variant)) + 1)]
        elif combo.kind in (ComboKind.TRACTOR, ComboKind.TRIPLE_TRACTOR):
            shortest = combo.min_length or 2
            longest = min(hand // unit, _longest_run(variant))
            found += [Winner(combo.kind, n * unit) for n in range(shortest, longest + 1)]
        elif unit <= hand:
            found.append(Winner(combo.kind, unit))
    if variant.throw is not None:
        found += [Winner(ComboKind.THROW, n) for n in range(2, hand + 1)]
    return sorted(found, key=lambda w: (w.cards, w.kind.value))


def row_for(variant: Variant, winner: Winner) -> BonusRow | None:
    rows = variant.kitty_bonus.rows if variant.kitty_bonus else ()
    return (next((r for r in rows if r.combination == winner.kind.value), None)
            or next((r for r in rows if r.combination == "any"), None))


def _smallest_cards(variant: Variant, kind: ComboKind) -> int:
    """The fewest cards a combination of this kind has (steps count the units past it)."""
    if kind in (ComboKind.TRACTOR, ComboKind.TRIPLE_TRACTOR):
        combo = variant.combination(kind)
        return (combo.min_length if combo and combo.min_length else 2) * UNIT_SIZE[kind]
    if kind in COMPOUND_SIZE:
        return COMPOUND_SIZE[kind]
    if kind == ComboKind.RAINBOW:
        combo, decks = variant.combination(kind), variant.decks.count if variant.decks else 2
        return max(4, (combo.min_size if combo else None) or rainbow_size(decks))
    if kind in (ComboKind.BOMB, ComboKind.SEQUENCE):
        combo = variant.combination(kind)
        return (combo.min_size or BOMB_SIZE) if kind == ComboKind.BOMB else (combo.min_length or SEQUENCE_LENGTH)
    return 2 if kind == ComboKind.THROW else UNIT_SIZE[kind]


def multiplier(variant: Variant, winner: Winner, row: BonusRow) -> int:
    """The row's multiplier for this combination, before the cap: `x8, x2 per further pair` gives 8 for the
    smallest tractor and doubles for each pair past it."""
    mult = row.multiplier
    value = mult.base ** winner.cards if mult.power_of_cards else mult.base
    if mult.step is not None:
        size = {"pair": 2, "triple": 3}.get(mult.step_unit or "", 1)
        further = max(0, winner.cards // size - _smallest_cards(variant, winner.kind) // size)
        value = value * mult.step ** further if mult.step_op == "x" else value + mult.step * further
    return value


def multipliers(variant: Variant) -> list[tuple[Winner, BonusRow | None, int | None]]:
    """(combination, its row, its multiplier before the cap) for every combination that can win the last trick.

    A throw counted as its largest component (`throw: largest-component`) takes a component's multiplier, so it adds
    no value of its own and is left out.
    """
    by_component = variant.kitty_bonus is not None and \
        meant(variant.kitty_bonus, "throw") == BonusThrow.LARGEST_COMPONENT  # (its default when unstated)
    out = []
    for winner in winners(variant):
        if winner.kind == ComboKind.THROW and by_component:
            continue
        row = row_for(variant, winner)
        out.append((winner, row, multiplier(variant, winner, row) if row else None))
    return out


def largest_multiplier(variant: Variant) -> int:
    """The largest multiplier the attackers can earn, after the cap; 0 without a kitty bonus."""
    values = [value for _, _, value in multipliers(variant) if value is not None]
    if not values:
        return 0
    cap = variant.kitty_bonus_cap.multiplier if variant.kitty_bonus_cap else None
    return min(max(values), cap) if cap is not None else max(values)


def _cards(n: int) -> str:
    return f"{n} card" + ("" if n == 1 else "s")


# Checks --------------------------------------------------------------------------------------------------------

@check("C601", "every combination that can win the last trick has a kitty bonus multiplier", family=Family.TRICK_TAKING)
def multiplier_defined(variant: Variant, ctx):
    bonus = variant.kitty_bonus
    if bonus is None:
        return
    seen = set()
    for winner, row, _ in multipliers(variant):
        kind = winner.kind
        if kind in seen:
            continue
        seen.add(kind)
        subject = f"kitty bonus for a {kind.value}"
        if row is not None:
            yield proved("C601", subject)
            continue
        combo = variant.combination(kind) if kind != ComboKind.THROW else variant.throw
        yield refuted("C601", subject, f"a {kind.value} can win the last trick, but the kitty bonus gives it no "
                      "multiplier", bonus.span, variant, label="no row for it",
                      secondary=labels((combo.span if combo else None, f"the variant has {kind.value}s")),
                      witness={"combination": str(winner), "multiplier": None},
                      help=f"add a `{kind.value}:` row or an `any:` row" +
                           (", or `throw: largest-component`" if kind == ComboKind.THROW else ""))
    if variant.throw is not None and meant(bonus, "throw") == BonusThrow.LARGEST_COMPONENT:
        yield proved("C601", "kitty bonus for a throw: its largest component")


_CHAINS = (ComboKind.TRACTOR, ComboKind.TRIPLE_TRACTOR)


def contains(big: Winner, small: Winner) -> bool:
    """Whether every `big` combination holds a `small` one: a pair holds a single, a triple a pair, a tractor a
    shorter tractor, a triple tractor the tractor of as many pairs. Combinations of different kinds where neither holds
    the other (a long tractor of pairs and a shorter triple tractor) are not ranked. Throws are ranked by their cards."""
    if big.cards <= small.cards:
        return False
    if ComboKind.THROW in (big.kind, small.kind):
        return True
    if UNIT_SIZE.get(small.kind, 1) > UNIT_SIZE.get(big.kind, 1):
        return False  # pairs never hold a triple
    if small.kind in _CHAINS:
        return big.kind in _CHAINS and big.units >= small.units
    return True


@check("C602", "a bigger combination never earns a smaller kitty bonus multiplier", family=Family.TRICK_TAKING)
def multiplier_monotone(variant: Variant, ctx):
    if variant.kitty_bonus is None:
        return
    known = [(w, r, v) for w, r, v in multipliers(variant) if v is not None]
    subject = "kitty bonus multipliers never fall as the winning combination grows"
    for i, (small, small_row, small_value) in enumerate(known):
        for big, big_row, big_value in known[i + 1:]:
            if contains(big, small) and big_value < small_value:
                yield refuted("C602", subject, f"a {big} ({_cards(big.cards)}) earns x{big_value}, less than a {small} "
                              f"({_cards(small.cards)}) at x{small_value}", big_row.span, variant,
                              label=f"x{big_value} for a {big}",
                              secondary=labels((small_row.span, f"x{small_value} for a {small}")),
                              witness={"larger": str(big), "multiplier": big_value, "smaller": str(small),
                                       "smaller_multiplier": small_value},
                              help="give bigger combinations at least the multiplier of smaller ones")
                return
    shown = ", ".join(f"{w} x{v}" for w, _, v in known[:4]) + (", …" if len(known) > 4 else "")
    yield proved("C602", f"{subject}: {shown}")


@check("C603", "the kitty bonus cap is at least 1; what it cuts", family=Family.TRICK_TAKING)
def multiplier_cap(variant: Variant, ctx):
    cap = variant.kitty_bonus_cap
    if cap is None or variant.kitty_bonus is None:
        return
    subject = f"kitty bonus cap x{cap.multiplier}"
    if cap.multiplier < 1:
        yield refuted("C603", subject, f"the kitty bonus cap x{cap.multiplier} would take the kitty's points away "
                      "from the attackers who win the last trick", cap.span, variant, label="less than x1",
                      witness={"cap": cap.multiplier}, help="a cap is x1 or more")
        return
    cut = [(w, v) for w, _, v in multipliers(variant) if v is not None and v > cap.multiplier]
    if not cut:
        yield proved("C603", f"{subject} cuts nothing")
        return
    shown = ", ".join(f"{w} x{v}" for w, v in cut[:3]) + (f" and {len(cut) - 3} more" if len(cut) > 3 else "")
    yield noted("C603", subject, f"the kitty bonus cap x{cap.multiplier} cuts {len(cut)} multiplier(s) to "
                f"x{cap.multiplier}: {shown}", cap.span, variant, label="cuts the largest multipliers",
                witness={"combination": str(cut[0][0]), "multiplier": cut[0][1], "capped": cap.multiplier})


@check("C604", "every kitty bonus multiplier is at least x1", family=Family.TRICK_TAKING)
def multiplier_positive(variant: Variant, ctx):
    if variant.kitty_bonus is None:
        return
    values = {}
    for winner, row, value in multipliers(variant):
        if row is not None and value is not None:
            values.setdefault(id(row), (row, winner, value))
            if value < values[id(row)][2]:
                values[id(row)] = (row, winner, value)
    for row in variant.kitty_bonus.rows:
        subject = f"kitty bonus row {row.combination} is at least x1"
        _, winner, value = values.get(id(row), (row, None, row.multiplier.base))
        if value >= 1:
            yield proved("C604", subject)
            continue
        yield refuted("C604", subject, f"the kitty bonus gives x{value}" + (f" for a {winner}" if winner else "") +
                      ": the attackers who win the last trick would lose the kitty's points", row.span, variant,
                      label=f"x{value}", witness={"combination": str(winner or row.combination), "multiplier": value},
                      help="a multiplier is x1 or more")


@check("C605", "every kitty bonus row names a combination the variant has", family=Family.TRICK_TAKING)
def multiplier_rows_used(variant: Variant, ctx):
    if variant.kitty_bonus is None:
        return
    have = {combo.kind.value for combo in variant.combinations}
    for row in variant.kitty_bonus.rows:
        subject = f"kitty bonus row {row.combination} is used"
        if row.combination == "any" or row.combination in have:
            yield proved("C605", subject)
            continue
        yield refuted("C605", subject, f"the kitty bonus has a row for {row.combination}s, which this variant does "
                      "not have", row.span, variant, severity=Severity.WARNING, label="never used",
                      witness={"combination": row.combination},
                      help=f"remove the row, or add `{row.combination}` to the combinations")
