"""What a deal's result does to the sides: an outcome (keep, take over, give) with its levels and extras, as
the scoring and tribute tables and the worked examples of scores state it."""
from __future__ import annotations

from ...runtime.frozen import dataclass
from ..node import Node
from .words import OutcomeKind, Position, Side


@dataclass(frozen=True)
class PerPoints(Node):
    """`+1 per 40 points over 200`: more levels (or tribute cards) for every full step of points past a reference."""

    amount: int
    points: int
    position: Position
    reference: int


@dataclass(frozen=True)
class PerKittyCard(Node):
    """`+2 per BJ in kitty`: more levels (or tribute cards) for every such card in the kitty."""

    amount: int
    card: str


@dataclass(frozen=True)
class RoundEnds(Node):
    """The round of levels ends and both sides start again."""


Extra = PerPoints | PerKittyCard | RoundEnds


@dataclass(frozen=True)
class Rise(Node):
    """`and attackers +1` after a row's outcome: the other side rises too, in the same deal (both sides rising);
    who declares next is the outcome's to say."""

    side: Side
    amount: int


@dataclass(frozen=True)
class Outcome(Node):
    side: Side | None  # None for `nothing`
    kind: OutcomeKind
    amount: int = 0  # levels gained, or cards given as tribute
    extras: tuple[Extra, ...] = ()
    also: Rise | None = None  # `declarers +1 and attackers +1`: the other side's rise in the same deal
