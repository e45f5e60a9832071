"""The rules both families share: the header (title, family, sources), the seats and teams, the deck, the hand,
the kitty and the points of the cards."""
from __future__ import annotations

from ..runtime.cards import Card
from ..runtime.frozen import dataclass
from .node import Direction, Family, Node, Rule, TeamKind


# Header and deal ----------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class LocalName(Node):
    language: str
    text: str


@dataclass(frozen=True)
class Title(Rule):
    names: tuple[LocalName, ...]


@dataclass(frozen=True)
class FamilyRule(Rule):
    family: Family


@dataclass(frozen=True)
class Source(Rule):
    alias: str
    file: str
    section: str | None = None


@dataclass(frozen=True)
class Players(Rule):
    least: int
    most: int  # `players 4 to 6`; `players 4` is 4 to 4

    def derived_fields(self) -> frozenset[str]:
        return frozenset({"most"}) if self.most == self.least else frozenset()


@dataclass(frozen=True)
class Teams(Rule):
    kind: TeamKind


@dataclass(frozen=True)
class DirectionRule(Rule):
    direction: Direction


@dataclass(frozen=True)
class Decks(Rule):
    count: int
    jokers: bool = True
    removed: tuple[Card, ...] = ()


@dataclass(frozen=True)
class Hand(Rule):
    size: int


@dataclass(frozen=True)
class Kitty(Rule):
    size: int


@dataclass(frozen=True)
class PointValue(Node):
    rank: str
    value: int


@dataclass(frozen=True)
class Points(Rule):
    values: tuple[PointValue, ...]
