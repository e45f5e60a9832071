"""The trick-taking family's levels and card order: the ladder of levels, the ranks of a suit, the permanent
trumps and the trump order."""
from __future__ import annotations

from ...runtime.cards import LEVELS
from ...runtime.frozen import dataclass
from ..block import Block
from ..node import Node, Rule, setting
from .words import DefendedNeeds, JackWin, PastTop, SuitGroup, TierCards


# Levels and card order ----------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Levels(Rule):
    """`levels 2 to A` (every rank from `first` to `last`) or `levels 5, 10, K` (the chosen `ranks`, in playing order;
    `first` and `last` are then the first and the last of them). `NT` may end either form (`levels 2 to NT`: 2 … A,
    then the no-trump level, rbtying/shengji's Rank::NoTrump)."""
    first: str
    last: str
    ranks: tuple[str, ...] = ()  # `levels 5, 10, K`: the ladder's ranks in playing order; () for `levels 2 to A`
    per_player: bool = False  # `levels 2 to A per player`: each player keeps a level of their own (每个人单独记级)

    @property
    def steps(self) -> tuple[str, ...]:
        """The ladder, bottom first: the chosen ranks, or every rank from `first` up to `last` (() when that run is
        empty or names no rank)."""
        if self.ranks:
            return self.ranks
        if self.first not in LEVELS or self.last not in LEVELS:
            return ()
        return LEVELS[LEVELS.index(self.first):LEVELS.index(self.last) + 1]

    def derived_fields(self) -> frozenset[str]:
        return frozenset({"first", "last"}) if self.ranks else frozenset()  # the first and last of `ranks`

    def text(self) -> str:
        """The rule as written: `levels 5, 10, K` or `levels 2 to A`."""
        return "levels " + (", ".join(self.ranks) if self.ranks else f"{self.first} to {self.last}") + \
            (" per player" if self.per_player else "")


@dataclass(frozen=True)
class MandatoryLevels(Rule):
    ranks: tuple[str, ...]


@dataclass(frozen=True)
class DefendedLevels(Block):
    """Levels a side passes only as the declarers (打A须坐庄打过): a rise stops on one, as on a mandatory level, and a
    side standing on one rises from it only when it won the deal as the declarers, with the first step of its rise.
    In a climbing game of team levels (Guandan) the declarers are the team whose level the deal is played at, and the
    block says what passing needs and what failing costs (过A, 打A三次不过退回2)."""
    ranks: tuple[str, ...]
    needs: DefendedNeeds | None = setting(
        "What passing needs of the side playing the level: `win`, winning the deal (as the declarers; in a climbing "
        "game, its player out first), or `partner-not-last` (climbing): out first, and the partner not out last.",
        default=DefendedNeeds.WIN)
    failures: int | None = setting(
        "After this many deals played at the level without passing it, the team goes back to `back-to` (climbing: "
        "打A三次不过); unstated: a team may fail it any number of times.")
    back_to: str | None = setting("Where a team goes after its `failures` (a level of the ladder; default: the "
                                  "ladder's bottom).", "back-to")


@dataclass(frozen=True)
class JackRule(Rule):
    """The Jack rule (勾J, 抠J): when the declarers play J and the attackers win the last trick with a jack (as
    `won_with` reads it), the declarers' side goes back to the bottom of the ladder, or `back` levels, before the
    deal's rise is applied."""
    won_with: JackWin
    back: int | None = None  # levels down (not below the bottom); None: back to the bottom

    def text(self) -> str:
        return f"jack rule: {self.won_with.value}" + (f", back {self.back}" if self.back is not None else "")


@dataclass(frozen=True)
class PastTopRule(Rule):
    then: PastTop


@dataclass(frozen=True)
class Ranks(Rule):
    """The ranks of one suit, high to low."""

    order: tuple[str, ...]


@dataclass(frozen=True)
class PermanentTrumps(Rule):
    ranks: tuple[str, ...]


@dataclass(frozen=True)
class Tier(Node):
    """A class of trump cards: jokers, the level cards, a permanent trump rank, or the rest of the trump suit.

    Cards of one tier in different suits compare equal; within a suit they follow `ranks`.
    `suits` narrows the tier to the trump suit or to the other suits; None is every suit.
    """

    cards: TierCards
    rank: str | None = None
    suits: SuitGroup | None = None
    suit: str | None = None  # a fixed suit: the tier is one card, e.g. `5H` (Hong Wu: the 5 of hearts above BJ)


@dataclass(frozen=True)
class TrumpOrder(Rule):
    tiers: tuple[Tier, ...]  # high to low
