"""The end of a climbing deal: the finishing places and their names, the settlement by places, and tribute by
places (进贡 / 还贡)."""
from __future__ import annotations

from ..block import Block
from ..node import Rule, items, setting
from ...runtime.frozen import dataclass
from .claims import RoleScore
from .words import DealEnd, DealKind, Doubling, Scored, Stake


@dataclass(frozen=True)
class PlaceName(Rule):
    """`place first "头科"`: a finishing place, in finishing order, with its name in the sources."""

    place: str
    label: str | None = None


@dataclass(frozen=True)
class ShareRow(Rule):
    """`share emperor: 2/3`: a role's part of its team's sum."""

    role: str
    numerator: int
    denominator: int


@dataclass(frozen=True)
class FixedRow(Rule):
    """`if emperor first: emperor +40, rebel -10`: fixed amounts, per player of each role, when a role finishes (or
    does not finish) in a place."""

    role: str
    place: str
    holds: bool  # False for `if emperor not first`
    scores: tuple[RoleScore, ...]


@dataclass(frozen=True)
class LeftRow(Rule):
    """`left 8 to 9: 2 per card`: a player left with this many cards pays the first out so much for each."""

    least: int
    most: int
    per_card: int


@dataclass(frozen=True)
class Settlement(Block):
    """A settlement table by finishing places (`settlement normal { … }`): each place's points are summed per team,
    then split among the members (`share` rows) or scored by the team."""

    kind: DealKind | str = ""  # which deals it settles; the written name
    rows: tuple[PlaceRow, ...] = items("Points by finishing place.")
    shares: tuple[ShareRow, ...] = items("Each role's part of its team's sum.")
    fixed: tuple[FixedRow, ...] = items("Fixed amounts instead of the points by place.")
    left: tuple[LeftRow, ...] = items("By cards left in hand: what each other player pays the first out per card, "
                                      "by how many are left.")
    scored: Scored | None = setting("Whether the team or each player is scored.")
    positive_only: bool | None = setting("Is a team's negative sum counted as 0 (\"只记正分，不记负分\")?",
                                         "positive-only", default=False)
    sweep: int | None = setting("串三户: a team that takes the first this many places sweeps the other.")
    sweep_multiplier: int | None = setting("What a sweep multiplies the sweeping team's sum by.",
                                           "sweep-multiplier", default=1)
    of: DealKind | None = setting("The table whose rows this one takes (an open guard's table is the normal one, "
                                  "doubled).")
    multiplier: int | None = setting("What the table's result is multiplied by (明保, 明独 double).", default=1)
    zero_sum: bool | None = setting("Does the variant say a deal's scores sum to zero?", "zero-sum", default=True)
    stake: Stake | None = setting("What the amounts are multiplied by: the winning bid (Dou Dizhu).")
    doubles: tuple[Doubling, ...] | None = setting("What doubles the stake: each bomb played, a spring.")


@dataclass(frozen=True)
class PlaceTribute(Rule):
    """`give 2 cards from last to first`: after a deal, the player of one place gives cards to the player of another
    (进贡); the receiver returns as many (还贡)."""

    count: int
    giver: str
    receiver: str


@dataclass(frozen=True)
class PlaceRow(Rule):
    place: str
    score: int


@dataclass(frozen=True)
class Places(Block):
    """The finishing places (climbing family: 头科, 二科, … 二落, 大落), in finishing order, and the end of a deal."""

    names: tuple[PlaceName, ...] = items("The finishing places, first out first, with their names in "
                                                    "the sources.")
    rows: tuple[PlaceRow, ...] = items("Score by finishing place (one table; several tables are `settlement` "
                                       "blocks).")
    end: DealEnd | None = setting("When a deal ends.", default=DealEnd.ONE_LEFT)
