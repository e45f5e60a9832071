"""C311 (C312, C313) and C314: the beat relation is a strict order over the sets the deck allows, and the gouji table is monotone.

The beat relation (`beat { … }`) is data: the count (`same`: "张数相同"), the rank (`higher`: "步步高"), whether jokers
may beat a plain set, and a `cover` row per kind of joker attached to the standing set ("挂小花的牌必须用挂大花的牌来管").
Z3 reads it as a formula over two sets (`sets.py`) and looks for a set that beats itself (C311), two sets that beat
each other (C312), or three where a beats b and b beats c but a does not beat c (C313). A witness is concrete sets
in the examples' notation. The semantics are the runtime's (`runtime/climbing/beat.py`): the standing set's class is
the strongest joker it holds; a class without a `cover` row is beaten as a plain set.
"""
from __future__ import annotations

import z3

from ...diagnostics import Label
from ...model import Family, Permission, Variant
from ...model import BeatCount, CoverTerm
from ..registry import check
from ..solver import Undecided, ask, labels, proved, refuted, smallest, undecided
from .kinds import KindsDeck, shaped_term
from .sets import BIG, SMALL, Deck, SetTerm, allowed, deck_of, notation, set_term, sets_allowed


def _cover_rule(deck: Deck, row, a: SetTerm, b: SetTerm):
    """`a` meets the `cover` row that governs the standing set `b` (the count condition is applied by the caller)."""
    by = row.by or CoverTerm.BIG_JOKERS
    if by == CoverTerm.DEAD:
        return z3.BoolVal(False)
    held = b.bigs(deck) if row.attached == BIG else b.smalls(deck)
    need = {CoverTerm.AS_MANY: held, CoverTerm.MORE: held + 1}.get(row.count, 1)
    need = z3.If(need > 1, need, 1)
    has = a.bigs(deck) if by == CoverTerm.BIG_JOKERS else a.bigs(deck) + a.smalls(deck)
    rank = a.core > b.core if row.rank != CoverTerm.ANY_RANK else z3.BoolVal(True)
    return z3.And(has >= need, rank)


def beats(variant: Variant, deck: Deck, a: SetTerm, b: SetTerm):
    """Z3: the set `a` beats the standing set `b`."""
    beat = variant.beat
    same = a.cards == b.cards if beat.count != BeatCount.ANY else z3.BoolVal(True)
    plain = a.core > b.core
    if beat.jokers_on_plain == Permission.FORBIDDEN:
        plain = z3.And(plain, a.small == 0, a.big == 0)
    covers = {row.attached: row for row in beat.covers}
    rule = plain
    if SMALL in covers and deck.has(SMALL):
        rule = z3.If(b.smalls(deck) > 0, _cover_rule(deck, covers[SMALL], a, b), rule)
    if BIG in covers and deck.has(BIG):
        rule = z3.If(b.bigs(deck) > 0, _cover_rule(deck, covers[BIG], a, b), rule)
    elif SMALL in covers and deck.has(BIG):  # a set with big jokers and no row of its own is beaten as plain
        rule = z3.If(b.bigs(deck) > 0, plain, rule)
    return z3.And(same, rule)


def _governing(variant: Variant, deck: Deck, standing: tuple[int, ...]):
    """The rule that decides what beats this standing set: its joker's `cover` row, or the beat block's `rank`."""
    core, count, _money, small, big = standing
    bigs = big + (count if deck.ranks[core] == BIG else 0)
    smalls = small + (count if deck.ranks[core] == SMALL else 0)
    covers = {row.attached: row for row in variant.beat.covers}
    if bigs and BIG in covers:
        return covers[BIG], f"what beats a set with {BIG} attached"
    if smalls and not bigs and SMALL in covers:
        return covers[SMALL], f"what beats a set with {SMALL} attached"
    return None, "what beats a plain set"


def _span(variant: Variant, row):
    return row.span if row is not None else variant.beat.setting_span("rank")


class _Classic:
    """Gouji's and Baohuang's sets (one kind of one rank, jokers and money attached), as `sets.py` encodes them."""

    def __init__(self, variant: Variant, deck: Deck):
        self.variant, self.deck = variant, deck

    def term(self, name: str) -> SetTerm:
        return set_term(name)

    def allowed(self, t: SetTerm):
        return allowed(self.deck, t)

    def beats(self, a: SetTerm, b: SetTerm):
        return beats(self.variant, self.deck, a, b)

    def distinct(self, a: SetTerm, b: SetTerm):
        return _distinct(a, b)

    def measures(self, terms) -> list:
        out = [sum((t.cards for t in terms), z3.IntVal(0)), sum((t.core for t in terms), z3.IntVal(0))]
        return out + [part for t in terms for part in (t.core, t.money, t.big, t.small, t.count)]

    def value(self, t: SetTerm, model):
        return t.value(model)

    def notation(self, value) -> str:
        return notation(self.deck, value)

    def governing(self, value):
        return _governing(self.variant, self.deck, value)

    def count(self) -> int:
        return sets_allowed(self.deck)


class _Shaped:
    """Every other game's sets (runs, attachments, bombs, suits, a wild card): `kinds.py`."""

    def __init__(self, variant: Variant, shapes):
        self.variant, self.kinds = variant, KindsDeck(variant, shapes)

    def term(self, name: str):
        return shaped_term(name)

    def allowed(self, t):
        return self.kinds.allowed(t)

    def beats(self, a, b):
        return self.kinds.beats(a, b)

    def distinct(self, a, b):
        return self.kinds.distinct(a, b)

    def measures(self, terms) -> list:
        return [sum((t.size for t in terms), z3.IntVal(0))] + [m for t in terms for m in t.measures()]

    def value(self, t, model):
        return t.value(model)

    def notation(self, value) -> str:
        return self.kinds.notation(value)

    def governing(self, value):
        return self.kinds.governing(value)

    def count(self) -> int:
        return self.kinds.count()


def encoding(variant: Variant):
    """The sets of the variant as the checker reads them, or None when it lacks a rank order or decks."""
    deck = deck_of(variant)
    if deck is None:
        return None
    from ...compile.climbing import compile_climbing
    from ...runtime.climbing.shapes import Shapes
    rules = compile_climbing(variant)
    return _Shaped(variant, Shapes(rules)) if rules.shaped else _Classic(variant, deck)


def _ready(variant: Variant, code: str):
    """The deck's sets, or a finding saying what is missing."""
    if variant.beat is None:
        return None, refuted(code, "beat relation", "the variant does not state its beat relation: no set can be "
                             "answered", variant.span, variant, label="no `beat`",
                             help="add `beat { count: same  rank: higher  … }` with the sources' rules")
    enc = encoding(variant)
    if enc is None:
        return None, refuted(code, "beat relation", "the variant states no rank order (or no decks), so its sets "
                             "cannot be compared", variant.beat.span, variant, label="no `rank order`",
                             help="add `rank order BJ > SJ > 2 > A > … > 3`")
    return enc, None


def _search(variant: Variant, ctx, code: str, names: tuple[str, ...], claim):
    enc, missing = _ready(variant, code)
    if missing:
        return None, None, missing
    terms = [enc.term(f"{code}.{name}") for name in names]
    plain = [enc.allowed(t) for t in terms] + [claim(enc, *terms)]
    try:
        answer = ask(ctx, plain)
        if not answer.sat:
            return enc, None, None
        # The smallest witness reads best: fewest cards, then the lowest ranks; then each number in turn, so that the
        # witness is one and the same whatever model the solver found first.
        for size in enc.measures(terms):
            plain.append(size == smallest(ctx, size, plain, answer.value(size)))
            answer = ask(ctx, plain)  # a model of the narrowed query, for the next measure
    except Undecided as exc:
        return enc, None, undecided(code, "beat relation", exc, variant.beat.span, variant)
    return enc, [enc.value(t, answer.model) for t in terms], None


def _distinct(a: SetTerm, b: SetTerm):
    return z3.Or([x != y for x, y in zip((a.core, a.count, a.money, a.small, a.big),
                                          (b.core, b.count, b.money, b.small, b.big))])


def irreflexive(variant: Variant, ctx):
    enc, found, early = _search(variant, ctx, "C311", ("a",), lambda e, a: e.beats(a, a))
    if early:
        yield early
    elif found is None:
        yield proved("C311", f"beat relation: no set beats itself ({enc.count():,} sets the deck allows)")
    else:
        shown = enc.notation(found[0])
        row, what = enc.governing(found[0])
        yield refuted("C311", "beat relation", f"the set \"{shown}\" beats itself: a set of the same rank and count "
                      "could beat the standing set forever", _span(variant, row), variant, label=what,
                      witness={"set": shown}, help="a beater needs a strictly higher rank (`higher-rank`)")


def asymmetric(variant: Variant, ctx):
    enc, found, early = _search(variant, ctx, "C312", ("a", "b"), lambda e, a, b: z3.And(
        e.distinct(a, b), e.beats(a, b), e.beats(b, a)))
    if early:
        yield early
    elif found is None:
        yield proved("C312", "beat relation: no two sets beat each other")
    else:
        first, second = (enc.notation(s) for s in found)
        row_b, _ = enc.governing(found[1])
        row_a, _ = enc.governing(found[0])
        one = _span(variant, row_a) == _span(variant, row_b)
        yield refuted("C312", "beat relation", f"\"{first}\" and \"{second}\" beat each other: the round could go "
                      "back and forth without end", _span(variant, row_b), variant,
                      label="each beats the other here" if one else f"\"{first}\" beats \"{second}\" here",
                      secondary=() if one else labels((_span(variant, row_a), f"\"{second}\" beats \"{first}\" here")),
                      witness={"sets": [first, second]},
                      help="what beats a set must be stronger on some count that the beaten set cannot match back")


def transitive(variant: Variant, ctx):
    enc, found, early = _search(variant, ctx, "C313", ("a", "b", "c"), lambda e, a, b, c: z3.And(
        e.beats(a, b), e.beats(b, c), z3.Not(e.beats(a, c))))
    if early:
        yield early
    elif found is None:
        yield proved("C313", "beat relation: transitive")
    else:
        a, b, c = (enc.notation(s) for s in found)
        row_c, what_c = enc.governing(found[2])
        row_b, what_b = enc.governing(found[1])
        secondary = labels((_span(variant, row_b) if row_b is not row_c else None, f"\"{a}\" beats \"{b}\" here"))
        yield refuted("C313", "beat relation", f"\"{a}\" beats \"{b}\" and \"{b}\" beats \"{c}\", but \"{a}\" does not "
                      f"beat \"{c}\": a set that beats the standing set is not always stronger than the one before "
                      "it", _span(variant, row_c), variant, label=f"\"{a}\" does not beat \"{c}\" ({what_c})",
                      secondary=secondary, witness={"sets": [a, b, c]},
                      help="give every kind of joker attached its own `cover` row, so that what beats a stronger "
                           "set also beats a weaker one")


@check("C311", "the beat relation is a strict order over the sets the deck allows (irreflexive, asymmetric, "
       "transitive)", family=Family.CLIMBING)
def strict_order(variant: Variant, ctx):
    if variant.beat is None or deck_of(variant) is None:
        yield from irreflexive(variant, ctx)  # says what is missing, once
        return
    yield from irreflexive(variant, ctx)
    yield from asymmetric(variant, ctx)
    yield from transitive(variant, ctx)


@check("C314", "a higher rank never needs more cards to be a gouji set", family=Family.CLIMBING)
def gouji_thresholds(variant: Variant, ctx):
    gouji = variant.gouji_sets
    if gouji is None:
        return
    if variant.rank_order is None:
        return  # C311 reports it
    order = variant.rank_order.ranks  # high to low
    rows = [r for r in gouji.thresholds if r.rank in order]
    seen = {}
    for row in rows:
        if row.rank in seen:
            yield refuted("C314", f"threshold {row.rank}", f"rank {row.rank} has two gouji thresholds, "
                          f"{seen[row.rank].count} and {row.count}", row.span, variant, label="given again here",
                          secondary=(Label(seen[row.rank].span, "first given here"),),
                          witness={"rank": row.rank, "counts": [seen[row.rank].count, row.count]})
            return
        seen[row.rank] = row
    if not rows:
        yield refuted("C314", "gouji sets", "the gouji sets state no threshold: no set is a gouji set",
                      gouji.span, variant, label="no `threshold` rows", help="add `threshold A: 2` …")
        return
    lowest = max(order.index(r.rank) for r in rows)
    previous = None
    for rank in order[:lowest + 1]:  # from the highest rank down to the lowest with a threshold
        row = seen.get(rank)
        if row is None:
            below = next(seen[r] for r in order[order.index(rank) + 1:] if r in seen)
            yield refuted("C314", f"threshold {rank}", f"a set of {rank} is never a gouji set, but a lower rank "
                          f"({below.rank}) is from {_cards(below.count)}", gouji.span, variant,
                          label=f"no `threshold {rank}`", secondary=(Label(below.span, f"{below.rank} from "
                                                                                          f"{below.count}"),),
                          witness={"rank": rank, "lower": below.rank, "lower_count": below.count},
                          help=f"add `threshold {rank}: N` with N at most {below.count}")
            return
        if previous is not None and row.count < previous.count:
            yield refuted("C314", f"threshold {rank}", f"a higher rank needs more cards to be a gouji set: "
                          f"{previous.rank} from {previous.count}, but the lower {rank} from {row.count}",
                          row.span, variant, label=f"{rank} from {row.count}",
                          secondary=(Label(previous.span, f"the higher {previous.rank} from {previous.count}"),),
                          witness={"higher": {"rank": previous.rank, "count": previous.count},
                                   "lower": {"rank": rank, "count": row.count}},
                          help="the thresholds fall (or stay) as the rank rises: 5 tens, 4 J, 3 Q, 2 K, 2 A")
            return
        previous = row
    table = ", ".join(f"{r.rank} {r.count}" for r in sorted(rows, key=lambda r: order.index(r.rank)))
    yield proved("C314", f"gouji thresholds fall as the rank rises: {table}")


def _cards(n: int) -> str:
    return f"{n} card{'s' if n != 1 else ''}"
