"""The sets of a game of many set shapes (runs, attachments, bombs, suits, a wild card) as Z3 terms, and its beat
relation as a formula: the encoding of `runtime/climbing/shapes.py` and `order.py`, for C311–C313.

A set is what the beat relation reads of it (`order.key`): its kind, the strength of its core (`top`: a rank, or the
place of a run's top in the run ranks), the core's length and width, the suit of its highest core card where suits
rank (`tie`), and its number of cards. The deck allows a set when each kind's bounds hold and the decks hold its core
(a wild card counting for any rank but a joker's). A kind named twice in the ladders takes its first place here; C315
reports the contradiction itself.
"""
from __future__ import annotations

from dataclasses import dataclass

import z3

from ...runtime.cards import Card
from ...runtime.climbing.shapes import JOKER_NAMES, Shapes
from ..deal import copies

PARTS = ("kind", "top", "length", "width", "tie", "size")


@dataclass(frozen=True)
class ShapedTerm:
    kind: z3.ArithRef
    top: z3.ArithRef
    length: z3.ArithRef
    width: z3.ArithRef
    tie: z3.ArithRef
    size: z3.ArithRef

    def value(self, model: z3.ModelRef) -> tuple[int, ...]:
        return tuple(model.eval(getattr(self, p), model_completion=True).as_long() for p in PARTS)

    def measures(self) -> list:
        """What a small witness minimises (each at least 0)."""
        return [self.size, self.top, self.kind, self.length, self.width, self.tie + 1]


def shaped_term(name: str) -> ShapedTerm:
    return ShapedTerm(*(z3.Int(f"{name}.{part}") for part in PARTS))


class KindsDeck:
    """The kinds of a variant with the copies of each rank its decks hold."""

    def __init__(self, variant, shapes: Shapes):
        self.variant, self.shapes = variant, shapes
        self.rules = shapes.rules
        names = shapes.names
        self.copies = [copies(variant, Card(n, None)) if n in JOKER_NAMES else
                       sum(copies(variant, Card(n, s)) for s in "SHCD") for n in names]
        self.per_suit = [0 if n in JOKER_NAMES else copies(variant, Card(n, "S")) for n in names]
        wild = self.rules.wild
        self.wilds = copies(variant, Card(wild.rank, wild.suit)) if wild is not None else 0
        self.ties = len(self.rules.suits)

    def most(self, rank: int, suited: bool = False) -> int:
        """The most cards of one rank a set may hold (of one suit, where `suited`): wild cards stand for any."""
        if rank in self.shapes.jokers:
            return self.copies[rank]
        own = self.per_suit[rank] if suited else self.copies[rank]
        wild = self.rules.wild
        is_wild = wild is not None and self.shapes.names[rank] == wild.rank
        return own + (self.wilds if not is_wild or suited else 0)

    def allowed(self, s: ShapedTerm):
        cases = []
        tie = z3.And(s.tie >= 0, s.tie < self.ties) if self.ties else s.tie == -1
        for kind in self.shapes.kinds:
            per = 2 if kind.kicker == "pair" else 1
            if kind.shape == "same-rank":
                ranks = [z3.And(s.top == r, s.width <= self.most(r, kind.suited)) for r in range(len(self.copies))
                         if self.most(r, kind.suited) >= kind.lo]
                kicked = per * (kind.kickers if kind.kickers is not None else 1) if kind.kicker else 0
                cases.append(z3.And(s.kind == kind.index, s.length == 1, s.width >= kind.lo, s.width <= kind.hi,
                                    z3.Or(ranks) if ranks else z3.BoolVal(False), s.size == s.width + kicked, tie))
            elif kind.shape == "run":
                most = min((self.most(r, kind.suited) for r in kind.run), default=0)
                kicked = (per * kind.kickers if kind.kickers is not None else per * s.length) if kind.kicker else 0
                cases.append(z3.And(s.kind == kind.index, s.width == kind.width, kind.width <= most,
                                    s.length >= kind.min_length, s.length <= kind.max_length,
                                    s.top >= s.length - 1, s.top <= len(kind.run) - 1,
                                    s.size == kind.width * s.length + kicked, tie))
            elif kind.shape == "jokers":
                held = sum(self.copies[r] for r in self.shapes.jokers)
                cases.append(z3.And(s.kind == kind.index, s.top == 0, s.length == 1, s.width >= kind.lo,
                                    s.width <= min(kind.hi, held), s.size == s.width, s.tie == -1))
            else:  # a flush: its highest rank is at least the n-th of a suit's ranks
                plain = self.shapes.plain
                decks = max(self.per_suit) or 1
                tops = [z3.And(s.top == r, (i + 1) * decks >= s.width) for i, r in enumerate(plain)]
                cases.append(z3.And(s.kind == kind.index, s.length == 1, s.width >= kind.lo, s.width <= kind.hi,
                                    s.size == s.width, z3.Or(tops) if tops else z3.BoolVal(False),
                                    z3.And(s.tie >= 0, s.tie < max(self.ties, 4)) if self.ties else s.tie == -1))
        return z3.Or(cases) if cases else z3.BoolVal(False)

    def _of_kind(self, term, table: dict, default: int):
        """A value per kind (a bomb class, a ladder and a place on it) as a Z3 term of the set's kind."""
        out = z3.IntVal(default)
        for index, value in table.items():
            out = z3.If(term == index, value, out)
        return out

    def beats(self, a: ShapedTerm, b: ShapedTerm):
        """Z3: the set `a` beats the standing set `b`, as `order.Order.ruling` rules it."""
        kinds = self.shapes.kinds
        first = {}
        for i, name in enumerate(self.rules.beat.bombs):
            first.setdefault(name, i)
        bomb = {k.index: first[k.name] for k in kinds if k.name in first}
        ladder = {k.index: k.ladder[0] for k in kinds if k.ladder}
        place = {k.index: k.ladder[1] for k in kinds if k.ladder}
        ba, bb = self._of_kind(a.kind, bomb, -1), self._of_kind(b.kind, bomb, -1)
        la, lb = self._of_kind(a.kind, ladder, -1), self._of_kind(b.kind, ladder, -1)
        pa, pb = self._of_kind(a.kind, place, -1), self._of_kind(b.kind, place, -1)
        higher = z3.Or(a.top > b.top, z3.And(a.top == b.top, a.tie > b.tie))
        bombs = z3.And(ba >= 0, z3.Or(bb < 0, ba > bb, z3.And(ba == bb, z3.Or(
            a.size > b.size, z3.And(a.size == b.size, higher)))))
        same = a.size == b.size if self.rules.beat.same_count else z3.BoolVal(True)
        plain = z3.And(same, z3.If(a.kind == b.kind, z3.And(a.length == b.length, a.width == b.width, higher),
                                   z3.And(la >= 0, la == lb, pa > pb)))
        return z3.If(z3.Or(ba >= 0, bb >= 0), bombs, plain)

    def distinct(self, a: ShapedTerm, b: ShapedTerm):
        return z3.Or([getattr(a, p) != getattr(b, p) for p in PARTS])

    def notation(self, value: tuple[int, ...]) -> str:
        """A set in the examples' notation: its core, then the lowest cards outside it as what is attached."""
        kind_i, top, length, width, tie, size = value
        kind, names = self.shapes.kinds[kind_i], self.shapes.names
        suit = "" if tie < 0 or not self.rules.suits else self.rules.suits[tie]
        if kind.shape == "jokers":
            jokers = [names[r] for r in reversed(self.shapes.jokers) for _ in range(self.copies[r])]
            return " ".join(jokers[:width])
        if kind.shape == "flush":
            suit = suit or "S"
            plain = list(self.shapes.plain)
            ranks = [top] + [r for r in reversed(plain[:plain.index(top)])][:width - 1]
            return " ".join(names[r] + suit for r in ranks)
        core = [top] if kind.shape == "same-rank" else list(kind.run[top - length + 1:top + 1])
        cards = [names[r] + (suit if kind.suited or (suit and r == core[-1]) else "")
                 for r in reversed(core) for _ in range(width)]
        rest = size - len(cards)
        per = 2 if kind.kicker == "pair" else 1
        for r in self.shapes.plain:
            if rest <= 0:
                break
            if r not in core:
                cards += [names[r]] * per
                rest -= per
        return " ".join(cards)

    def governing(self, value: tuple[int, ...]):
        """The rule that decides what beats this set: its bomb ladder, else the beat block."""
        beat = self.variant.beat
        kind = self.shapes.kinds[value[0]]
        row = next((r for r in beat.ladders if kind.name in r.kinds), None)
        if row is not None:
            return row, "the ladder of kinds" if not row.bombs else "the bomb ladder"
        return None, f"what beats a {kind.name}"

    def count(self) -> int:
        """How many sets the deck allows, by what the beat relation reads of them (counted, not enumerated)."""
        total = 0
        ties = max(self.ties, 1)
        for kind in self.shapes.kinds:
            if kind.shape == "same-rank":
                total += ties * sum(max(0, min(kind.hi, self.most(r, kind.suited)) - kind.lo + 1)
                                    for r in range(len(self.copies)))
            elif kind.shape == "run":
                if kind.width <= min((self.most(r, kind.suited) for r in kind.run), default=0):
                    total += ties * sum(len(kind.run) - n + 1 for n in range(kind.min_length, kind.max_length + 1))
            elif kind.shape == "jokers":
                total += max(0, min(kind.hi, sum(self.copies[r] for r in self.shapes.jokers)) - kind.lo + 1)
            else:
                total += max(ties, 4) * len(self.shapes.plain) * max(0, min(kind.hi, 13) - kind.lo + 1)
        return total
