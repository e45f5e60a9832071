"""A variant file's statements, and the complete variant that resolving `extends` makes of a chain of files."""
from __future__ import annotations

from dataclasses import field

from ..diagnostics import Span
from ..runtime.frozen import dataclass
from .block import Example, Remark
from .deal import Decks, DirectionRule, FamilyRule, Hand, Kitty, Players, Points, Source, Teams, Title
from .node import Family, Node, Rule
from .climbing.call import Bid, Call
from .climbing.rounds import Advice, Burn, FinalGouji, FirstLead, FreeForAll, GoujiSets, NoOpposite, Revolution, Round, \
    ShowCount
from .climbing.sets import Beat, Deal, Money, RankOrder, SetKind, SuitOrder, Wild
from .climbing.settlement import Places, Settlement
from .trick.combinations import Combination, Throw
from .trick.declaring import Bury, Declare, KittyOvercall
from .trick.following import Follow, Ruff
from .trick.order import DefendedLevels, JackRule, Levels, MandatoryLevels, PastTopRule, PermanentTrumps, Ranks, TrumpOrder
from .trick.scoring import KittyBonus, KittyBonusCap, KittyDemotion, NextDeclarer, Scoring, ScoringCap
from .trick.sides import Bidding, Exchange, Friends
from .tribute import Tribute
from .trick.words import ComboKind


# The variant ---------------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Override(Node):
    rule: Rule


@dataclass(frozen=True)
class Removal(Node):
    key: str
    reason: str
    reason_zh: str | None = None  # `remove KEY because "why" zh "为何"`: the reason in Chinese, for the Chinese rulebook


@dataclass(frozen=True)
class VariantFile(Node):
    """One file's statements, before `extends` is resolved."""

    id: str
    parent: str | None
    statements: tuple[Rule | Override | Removal, ...]
    parent_span: Span | None = field(default=None, compare=False, repr=False)


@dataclass(frozen=True)
class Change(Node):
    """What a variant changes from its parent: `added`, `overridden` or `removed` (with the reason)."""

    key: str
    action: str
    reason: str | None = None
    reason_zh: str | None = None  # the reason in Chinese (a removal's `zh`)


@dataclass(frozen=True)
class Variant(Node):
    """A complete variant: every rule of its file and its ancestors, after overrides and removals."""

    id: str
    parent: str | None = None
    lineage: tuple[str, ...] = ()  # this variant, its parent, ... the root
    changes: tuple[Change, ...] = ()  # what this variant changes from its parent
    title: Title | None = None
    family: FamilyRule | None = None
    sources: tuple[Source, ...] = ()
    players: Players | None = None
    teams: Teams | None = None
    direction: DirectionRule | None = None
    decks: Decks | None = None
    hand: Hand | None = None
    kitty: Kitty | None = None
    points: Points | None = None
    levels: Levels | None = None
    mandatory_levels: MandatoryLevels | None = None
    defended_levels: DefendedLevels | None = None
    jack_rule: JackRule | None = None
    past_top: PastTopRule | None = None
    ranks: Ranks | None = None
    permanent_trumps: PermanentTrumps | None = None
    trump_order: TrumpOrder | None = None
    combinations: tuple[Combination, ...] = ()
    throw: Throw | None = None
    declare: Declare | None = None
    kitty_overcall: KittyOvercall | None = None
    bury: Bury | None = None
    follow: Follow | None = None
    ruff: Ruff | None = None
    kitty_bonus: KittyBonus | None = None
    kitty_bonus_cap: KittyBonusCap | None = None
    kitty_demotions: tuple[KittyDemotion, ...] = ()
    scoring: Scoring | None = None
    scoring_cap: ScoringCap | None = None
    next_declarer: NextDeclarer | None = None
    friends: Friends | None = None
    bidding: Bidding | None = None
    tribute: Tribute | None = None
    exchange: Exchange | None = None
    places: Places | None = None
    # The climbing family (model_py).
    rank_order: RankOrder | None = None
    suit_order: SuitOrder | None = None
    money: Money | None = None
    deal: Deal | None = None
    sets: tuple[SetKind, ...] = ()
    beat: Beat | None = None
    round: Round | None = None
    first_lead: FirstLead | None = None
    settlements: tuple[Settlement, ...] = ()
    gouji_sets: GoujiSets | None = None
    burn: Burn | None = None
    no_opposite: NoOpposite | None = None
    free_for_all: FreeForAll | None = None
    show_count: ShowCount | None = None
    advice: Advice | None = None
    final_gouji: FinalGouji | None = None
    revolution: Revolution | None = None
    call: Call | None = None
    bid: Bid | None = None
    wild: Wild | None = None
    examples: tuple[Example, ...] = ()
    remarks: tuple[Remark, ...] = ()

    def combination(self, kind: ComboKind) -> Combination | None:
        return next((c for c in self.combinations if c.kind == kind), None)

    @property
    def is_climbing(self) -> bool:
        """Is this a variant of the climbing family (`family climbing`)?"""
        return self.family is not None and self.family.family == Family.CLIMBING

    def settlement(self, kind: str) -> Settlement | None:
        return next((t for t in self.settlements if str(t.kind) == kind), None)

    def place_names(self) -> tuple[str, ...]:
        """The finishing places in order, as every stage reads them: the names of `places`, else its rows (a one-table
        `places` block), else the rows of the normal settlement (else the first)."""
        if self.places is not None and (self.places.names or self.places.rows):
            return tuple(p.place for p in (self.places.names or self.places.rows))
        table = self.settlement("normal") or (self.settlements[0] if self.settlements else None)
        return tuple(row.place for row in table.rows) if table is not None else ()
