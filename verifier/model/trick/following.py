"""Following the lead and ruffing: the obligations of a led combination and what a void hand may play."""
from __future__ import annotations

from ...runtime.frozen import dataclass
from ..block import Block
from ..node import Node, Rule, items, setting
from .words import ComboKind, FollowSuit, Quad, RuffCompare, RuffShape, RuffWhenVoid, Ties, TupleKind


# Following and ruffing ------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class ShapeTerm(Node):
    """`2 triples`, `tractor`, `pairs` (as many as the hand holds), `any`."""

    count: int | None
    unit: str  # a ComboKind value, or "any"
    plural: bool = False


@dataclass(frozen=True)
class Shape(Node):
    terms: tuple[ShapeTerm, ...]


@dataclass(frozen=True)
class LedRule(Rule):
    """`tractor led: tractor > pairs > any`: what a follower must play, best available first."""

    led: ComboKind
    ladder: tuple[Shape, ...]


@dataclass(frozen=True)
class Follow(Block):
    suit: FollowSuit | None = setting("Whether a follower must play the led suit while holding it.")
    ties: Ties | None = setting("Which of several equal plays wins the trick.", default=Ties.FIRST_PLAYED)
    led: tuple[LedRule, ...] = items("Obligations by the led combination.")
    protect: tuple[TupleKind, ...] | None = setting("Combinations a follower need not break to meet a lower "
                                                    "obligation (`quad`: four or more identical cards that are no "
                                                    "bomb, kept whole against a triple or a pair asked for).",
                                                    default=())
    quad: Quad | None = setting("How four identical cards that are not a bomb are read and count toward what a "
                                "follower owes: `two-pairs` or `triple-and-single` (unset: a triple and a single "
                                "when led, and both a triple and two pairs toward an obligation).")


@dataclass(frozen=True)
class Ruff(Block):
    when_void: RuffWhenVoid | None = setting("What a player void in the led side suit may do.", "when-void",
                                             default=RuffWhenVoid.MAY_RUFF)
    shape: RuffShape | None = setting("Whether a ruff must match the lead's tractors and pairs.",
                                      default=RuffShape.MUST_MATCH)
    compare: RuffCompare | None = setting("How several ruffs in one trick compare.", default=RuffCompare.LEAD_SHAPE)
