"""What a deal and a match keep: declarations, the match's state, counts, and the errors a referee raises."""

from __future__ import annotations

from dataclasses import dataclass, field
import random

from . import ids as I
from .rules import Show


MAX_REDEALS = 100


class EngineError(Exception):
    """The rules lack something the engine needs, or use a setting the engine does not support."""


class Illegal(Exception):
    """An illegal decision: where it happened, why, and the rule it breaks ("file:line", may be empty)."""

    def __init__(self, where: dict, reason: str, rule: str = ""):
        super().__init__(reason)
        self.where, self.reason, self.rule = where, reason, rule

    def __str__(self) -> str:
        place = ", ".join(f"{k} {v}" for k, v in self.where.items())
        return f"{place}: {self.reason}" + (f" [{self.rule}]" if self.rule else "")


@dataclass
class Declaration:
    player: int
    cards: list[int]
    after: int  # cards dealt when it was made
    show: Show
    suit: str  # the trump it makes: a suit, "NT", or "" while the next drawn suit is awaited
    rank: int | None  # position in the overcall order (None: outside it, so nothing overcalls it)
    chosen: str | None = None  # the suit named, for a chosen-suit show
    last_round: bool = False  # made in the last round, after the last card
    kitty: bool = False  # a kitty overcall (反底): `rank` is then its position in the kitty overcall order
    passed: bool = False  # made by the other side after the side in turn passed (`pass: other-side`, 弃权)

    def to_record(self) -> dict:
        entry = {"player": self.player, "after": self.after, "cards": I.names(self.cards)}
        if self.chosen:
            entry["suit"] = self.chosen
        if self.last_round:
            entry["last_round"] = True
        if self.passed:
            entry["passed"] = True
        return entry


@dataclass
class MatchState:
    """What carries from one deal to the next."""

    players: int
    levels: list[int]  # per team, an index into the ladder
    declarer: int | None = None  # seat of the next deal's declarer (None before the first deal)
    deal_number: int = 0
    rounds: list[int] = field(default_factory=list)  # rounds won per team (past the top with `restart`)
    over: bool = False
    winner: int | None = None  # team
    tribute: tuple[str, int] | None = None  # (giving side, cards) owed in the next deal
    individual: bool = False  # each player levels alone (found friends): `levels`, `rounds` and `winner` are by seat
    receiver: int | None = None  # the next deal's first receiver where no declarer carries over (bidding)

    def team(self, seat: int) -> int:
        return seat if self.individual else seat % 2

    def to_record(self) -> dict:
        return {"levels": list(self.levels), "declarer": self.declarer, "rounds": list(self.rounds),
                "tribute": list(self.tribute) if self.tribute else None}


@dataclass
class Stats:
    """Counts of one deal for the statistics and the invariants."""

    throws: int = 0
    failed_throws: int = 0
    kitty_overcalls: int = 0
    decisions: int = 0
    violations: list[str] = field(default_factory=list)


def seat_choice(choice: str, declarer: int, players: int, rng: random.Random) -> int:
    if choice == "partner":  # the next teammate in the direction of play: opposite with four, seats alternating
        return (declarer + 2) % players
    if choice in ("next-player", "next-attacker"):  # with fixed partners the next player is an attacker
        return (declarer + 1) % players
    if choice == "random":
        return rng.randrange(players)
    return declarer  # same-player (and first-to-declare, which only the first deal knows)
