"""The sets a climbing variant's deck allows, as Z3 terms: a core rank with its count, plus the money (2s), small jokers
and big jokers attached, never a list of cards (the encoding of `runtime/climbing/sets.py`).

A rank is its index in the rank order counted from the bottom (3 is 0 in Gouji), so "higher" is `>`. A set of
jokers only has its weakest joker as its core and the others attached (`jokers-only: lowest-core`), so every set has
exactly one reading. Where the variant is silent the engine's defaults apply (jokers may be attached, money may not;
a set of jokers is read lowest-core), the same as the runtime's `SetKind` and `Jokers`.
"""
from __future__ import annotations

from dataclasses import dataclass

import z3

from ...runtime.cards import Card
from ...model import Variant
from ...model import Attach, JokersOnly, ranks_at_first_level
from ..deal import copies

SMALL, BIG = "SJ", "BJ"


@dataclass(frozen=True)
class Deck:
    """What the sets of one variant are made of."""

    ranks: tuple[str, ...]  # weakest first
    copies: dict[str, int]  # cards of each rank in play
    money: str | None  # the money rank, when money may be attached
    small: bool  # may small jokers be attached
    big: bool
    jokers_alone: bool  # may jokers make a set of their own
    min_count: int
    max_count: int | None

    def index(self, rank: str) -> int:
        return self.ranks.index(rank)

    def has(self, rank: str) -> bool:
        return rank in self.ranks and self.copies.get(rank, 0) > 0


def deck_of(variant: Variant) -> Deck | None:
    """The deck's sets, or None when the variant lacks a rank order or decks."""
    if variant.rank_order is None or variant.decks is None:
        return None
    ranks = tuple(reversed(ranks_at_first_level(variant)))
    counts = {}
    for rank in ranks:
        if rank in (SMALL, BIG):
            counts[rank] = copies(variant, Card(rank, None))
        else:
            counts[rank] = sum(copies(variant, Card(rank, suit)) for suit in "SHCD")
    kind = variant.sets[0] if variant.sets else None
    attach = kind.attach if kind is not None and kind.attach is not None else (Attach.SMALL_JOKERS, Attach.BIG_JOKERS)
    money = variant.money.ranks[0] if variant.money and variant.money.ranks and Attach.MONEY in attach else None
    alone = kind is None or kind.jokers_only != JokersOnly.FORBIDDEN
    return Deck(ranks, counts, money, Attach.SMALL_JOKERS in attach, Attach.BIG_JOKERS in attach, alone,
                (kind.min_count if kind and kind.min_count else 1), kind.max_count if kind else None)


@dataclass(frozen=True)
class SetTerm:
    """One set as Z3 integers."""

    core: z3.ArithRef
    count: z3.ArithRef
    money: z3.ArithRef
    small: z3.ArithRef
    big: z3.ArithRef

    @property
    def cards(self):
        return self.count + self.money + self.small + self.big

    def smalls(self, deck: Deck):
        """Its small jokers, the core included."""
        return self.small + (z3.If(self.core == deck.index(SMALL), self.count, 0) if deck.has(SMALL) else 0)

    def bigs(self, deck: Deck):
        return self.big + (z3.If(self.core == deck.index(BIG), self.count, 0) if deck.has(BIG) else 0)

    def value(self, model: z3.ModelRef) -> tuple[int, int, int, int, int]:
        return tuple(model.eval(t, model_completion=True).as_long()
                     for t in (self.core, self.count, self.money, self.small, self.big))


def set_term(name: str) -> SetTerm:
    return SetTerm(*(z3.Int(f"{name}.{part}") for part in ("core", "count", "money", "small", "big")))


_ALLOWED: dict = {}  # the deck, as values -> `allowed` on the set "set" (read only)
_SET = ("core", "count", "money", "small", "big")


def allowed(deck: Deck, s: SetTerm) -> z3.BoolRef:
    """`s` is a set the deck allows: its cards exist in the decks and the set kind may hold them. Built once per deck
    on one set, and given for `s` by substitution (in z3's C code: the same term as built on `s`)."""
    key = (deck.ranks, tuple(sorted(deck.copies.items())), deck.money, deck.small, deck.big, deck.jokers_alone,
           deck.min_count, deck.max_count)
    template = _ALLOWED.get(key)
    if template is None:
        if len(_ALLOWED) >= 64:
            _ALLOWED.clear()
        template = _ALLOWED[key] = _allowed(deck, set_term("set"))
    generic = set_term("set")
    return z3.substitute(template, *((getattr(generic, part), getattr(s, part)) for part in _SET))


def _allowed(deck: Deck, s: SetTerm) -> z3.BoolRef:
    cases = []
    most = (lambda rank: min(deck.copies[rank], deck.max_count) if deck.max_count else deck.copies[rank])
    small_max = deck.copies.get(SMALL, 0) if deck.small else 0
    big_max = deck.copies.get(BIG, 0) if deck.big else 0
    for rank in deck.ranks:
        if not deck.has(rank):
            continue
        core = s.core == deck.index(rank)
        if rank in (SMALL, BIG):
            if not deck.jokers_alone:
                continue
            # Jokers only: the weakest joker is the core; big jokers may go with small ones.
            bigs = deck.copies.get(BIG, 0) if rank == SMALL else 0
            cases.append(z3.And(core, 1 <= s.count, s.count <= deck.copies[rank], s.money == 0, s.small == 0,
                                0 <= s.big, s.big <= bigs))
            continue
        money_max = deck.copies.get(deck.money, 0) if deck.money and rank != deck.money else 0
        cases.append(z3.And(core, s.count >= 1, s.count + s.money >= deck.min_count, s.count <= most(rank),
                            0 <= s.money, s.money <= money_max, 0 <= s.small, s.small <= small_max,
                            0 <= s.big, s.big <= big_max))
    return z3.Or(cases) if cases else z3.BoolVal(False)


def notation(deck: Deck, value: tuple[int, int, int, int, int]) -> str:
    """A set in the examples' notation, jokers first: `BJ BJ J J J`, `SJ 10 10 2`."""
    core, count, money, small, big = value
    parts = [BIG] * big + [SMALL] * small + [deck.ranks[core]] * count + [deck.money or "2"] * money
    return " ".join(parts)


def sets_allowed(deck: Deck) -> int:
    """How many distinct sets the deck allows (counted, not enumerated)."""
    small_max = deck.copies.get(SMALL, 0) if deck.small else 0
    big_max = deck.copies.get(BIG, 0) if deck.big else 0
    total = 0
    for rank in deck.ranks:
        if not deck.has(rank):
            continue
        if rank in (SMALL, BIG):
            if deck.jokers_alone:
                total += deck.copies[rank] * ((deck.copies.get(BIG, 0) + 1) if rank == SMALL else 1)
            continue
        top = min(deck.copies[rank], deck.max_count) if deck.max_count else deck.copies[rank]
        money_max = deck.copies.get(deck.money, 0) if deck.money and rank != deck.money else 0
        shapes = sum(1 for count in range(1, top + 1) for money in range(money_max + 1)
                     if count + money >= deck.min_count)
        total += shapes * (small_max + 1) * (big_max + 1)
    return total
