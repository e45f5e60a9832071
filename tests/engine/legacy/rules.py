# A frozen copy of the runtime before the engine rewrite: the reference of the differential tests.
"""The rules of one variant as plain data: what the engine, the referee and the example prover read.

Built from the rule model by verifier.compile; written as literals by the engine generator. Only the standard
library is needed here, so that a game server can ship a generated variant and this runtime alone.
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Tier:
    cards: str  # "BJ", "SJ", "level", "rank", "trump-suit"
    rank: str | None = None
    suits: str | None = None  # "trump-suit", "other-suits" or None (every suit)


@dataclass(frozen=True)
class Combo:
    kind: str  # "single", "pair", "triple", "tractor", "triple-tractor"
    min_length: int = 2
    adjacency: str = "card-order"


@dataclass(frozen=True)
class ShapeTerm:
    count: int | None  # None: one, or "as many as possible" when plural
    unit: str  # "single", "pair", "triple", "tractor", "triple-tractor", "any"
    plural: bool = False


@dataclass(frozen=True)
class LedRule:
    led: str
    ladder: tuple[tuple[ShapeTerm, ...], ...]
    ref: str = ""


@dataclass(frozen=True)
class BonusRow:
    combination: str  # a combination kind, or "any"
    base: int
    power_of_cards: bool = False
    step_op: str | None = None
    step: int | None = None


@dataclass(frozen=True)
class Outcome:
    side: str | None  # "declarers", "attackers", None for nothing
    kind: str  # "keep", "take-over", "give", "nothing"
    amount: int = 0
    per_points: tuple[tuple[int, int, str, int], ...] = ()  # (amount, points, "over"/"under", reference)
    per_kitty_card: tuple[tuple[int, str], ...] = ()  # (amount, card)
    round_ends: bool = False


@dataclass(frozen=True)
class Row:
    conditions: tuple[tuple[str, int], ...]  # (compare, value) on the attackers' points
    last_trick: str | None  # the side that must have won the last trick, if the row says
    outcome: Outcome
    ref: str = ""


@dataclass(frozen=True)
class ShowPart:
    count: int
    cards: str  # "level", "BJ", "SJ"
    suits: tuple[str, ...] = ()


@dataclass(frozen=True)
class Show:
    name: str
    parts: tuple[ShowPart, ...]
    target: str
    scope: str | None = None


@dataclass(frozen=True)
class Rules:
    id: str
    players: int = 4
    decks: int = 2
    jokers: bool = True
    hand: int | None = None
    kitty: int | None = None
    points: tuple[tuple[str, int], ...] = ()
    ranks: tuple[str, ...] = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
    permanent: tuple[str, ...] = ()
    tiers: tuple[Tier, ...] = ()
    combos: tuple[Combo, ...] = ()
    throw: bool = False
    throw_judge: str = "each-component"
    throw_failure: str = "smallest-beaten"
    throw_penalty: int = 0
    follow_suit: bool = True
    ties: str = "first-played"
    led: tuple[LedRule, ...] = ()
    protect: tuple[str, ...] = ()
    ruff_shape: str = "must-match"
    ruff_compare: str = "lead-shape"
    bonus: tuple[BonusRow, ...] = ()
    bonus_throw: str = "largest-component"
    bonus_cap: int | None = None
    scoring: tuple[Row, ...] = ()
    scoring_cap: int | None = None
    scoring_first_row: bool = False
    shows: tuple[Show, ...] = ()
    overcall: tuple[tuple[str, str | None], ...] = ()  # (show name, suit or None), weakest first
    refs: tuple[tuple[str, str], ...] = field(default=())  # rule key -> "file:line", for citing in rulings

    def ref(self, key: str) -> str:
        return dict(self.refs).get(key, "")

    def combo(self, kind: str) -> Combo | None:
        return next((c for c in self.combos if c.kind == kind), None)

    def point_value(self, rank: str) -> int:
        return dict(self.points).get(rank, 0)
