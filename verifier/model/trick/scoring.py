"""The end of a deal: the kitty bonus (抠底) and kitty demotions, the scoring table and its cap, the next
declarer."""
from __future__ import annotations

from ...runtime.frozen import dataclass
from ..block import Block
from ..node import Node, Rule, items, setting
from .outcomes import Outcome
from .words import BonusThrow, Compare, DemotionOverflow, Precedence, SeatChoice, ShareRole, Side


# Kitty bonus and scoring ---------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Multiplier(Node):
    """`x8, x2 per further pair`, or `x2^cards` (2 to the number of cards)."""

    base: int
    power_of_cards: bool = False
    step_op: str | None = None  # "x" or "+"
    step: int | None = None
    step_unit: str | None = None


@dataclass(frozen=True)
class BonusRow(Rule):
    combination: str  # a ComboKind value, or "any"
    multiplier: Multiplier


@dataclass(frozen=True)
class KittyBonus(Block):
    rows: tuple[BonusRow, ...] = items("Multiplier by the combination that won the last trick.")
    throw: BonusThrow | None = setting("How a throw that wins the last trick counts.",
                                       default=BonusThrow.LARGEST_COMPONENT)


@dataclass(frozen=True)
class DemotionLoss(Node):
    """`friend -2` (levels lost) or `declarer to J` (down to that level)."""

    role: ShareRole  # declarer or friend
    levels: int = 0  # levels lost (a positive number)
    to: str | None = None  # down to this rank instead (no change when at or below it)


@dataclass(frozen=True)
class DemotionRow(Rule):
    """`pair -> declarer -8, friend -4`: the losses when the last trick is won with that combination of the rank."""

    combination: str  # a ComboKind value, or "any"
    losses: tuple[DemotionLoss, ...]


@dataclass(frozen=True)
class KittyDemotion(Block):
    """Kitty demotion (抠底降级, 找朋友): the declarers playing `rank` lose levels when the attackers, with enough points,
    win the last trick with a combination of that rank only."""

    rank: str
    points: int | None = setting("The attackers' points (the kitty bonus counted) needed for the demotion.", default=0)
    overflow: tuple[DemotionOverflow, ...] | None = setting(
        "Who loses, in order, the levels a player cannot lose (at the ladder's first level): the friend, attackers "
        "named by the declarer or the friend, the kitty winner.", default=())
    rows: tuple[DemotionRow, ...] = items("The losses by the combination of the rank that won the last trick.")


@dataclass(frozen=True)
class KittyBonusCap(Rule):
    multiplier: int


@dataclass(frozen=True)
class PointsCondition(Node):
    compare: Compare
    value: int


@dataclass(frozen=True)
class LastTrickCondition(Node):
    side: Side


@dataclass(frozen=True)
class KittyCondition(Node):
    """`3 BJ in kitty`: the kitty, as it is at the end of the deal, holds at least `count` such cards (a rank, or a
    joker: `BJ`, `SJ`)."""

    count: int
    card: str


Condition = PointsCondition | LastTrickCondition | KittyCondition


@dataclass(frozen=True)
class TableRow(Rule):
    conditions: tuple[Condition, ...]
    outcome: Outcome
    label: str | None = None


@dataclass(frozen=True)
class Scoring(Block):
    rows: tuple[TableRow, ...] = items("Attacker points (and who won the last trick) -> the result of the deal.")
    precedence: Precedence | None = setting("Which row applies where rows overlap; unset, rows must not overlap.")
    precedence_rows: tuple[int, ...] | None = setting(
        "With `precedence: first-row`, the rows (numbered from 1) that come first on purpose: their overlaps with "
        "later rows are decided without a warning. A row that is a special case of a later one (every score it "
        "matches, the later one matches too) needs no listing.", reader="checker")
    match_per_level: int | None = setting(
        "Match points (比赛积分) each player of the side that rises gains per level of the deal's result, each player "
        "of the other side losing as many.", "match-per-level")
    match_take_over: int | None = setting(
        "Match points each attacker gains when the attackers take over (上台), each declarer losing as many.",
        "match-take-over")
    match_per_tribute_card: int | None = setting(
        "Match points each player of the side that receives a tribute gains per card given in the deal, each player "
        "of the giving side losing as many.", "match-per-tribute-card")


@dataclass(frozen=True)
class ScoringCap(Rule):
    points: int


@dataclass(frozen=True)
class NextDeclarer(Block):
    when_declarers_keep: SeatChoice | None = setting("Next declarer when the declarers keep and rise.",
                                                     "when-declarers-keep", default=SeatChoice.PARTNER)
    when_declarers_stay: SeatChoice | None = setting("Next declarer when the declarers keep without rising.",
                                                     "when-declarers-stay", default=SeatChoice.SAME_PLAYER)
    when_attackers_take_over: SeatChoice | None = setting("Next declarer when the attackers take over.",
                                                          "when-attackers-take-over", default=SeatChoice.NEXT_PLAYER)
    first_deal: SeatChoice | None = setting("Declarer of the first deal.", "first-deal")
