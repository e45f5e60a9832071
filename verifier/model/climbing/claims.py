"""The worked examples of the climbing family: what each kind of example claims (a set, a beat, a gouji set, an
answer, a burn, a call, a settlement, a tribute, the first lead), each proved by the checker on the engine
(checks/climbing/examples.py)."""
from __future__ import annotations

from ..node import Node
from ...runtime.cards import Card
from ...runtime.frozen import dataclass
from .words import CallVerdict, Relation


# Worked examples ---------------------------------------------------------------------------------------------------
# A set or a hand in a climbing claim is its ranks without suits ("不论花色"): ("SJ", "8", "8", "8").

@dataclass(frozen=True)
class SetClaim(Node):
    """`"SJ 8 8 8" is a set` / `"8 9" is not a set`."""

    cards: tuple[str, ...]
    holds: bool


@dataclass(frozen=True)
class BeatClaim(Node):
    """`"BJ BJ J J J" beats "SJ SJ 9 9 9"` / `… does not beat …`."""

    beater: tuple[str, ...]
    standing: tuple[str, ...]
    holds: bool


@dataclass(frozen=True)
class GoujiClaim(Node):
    """`"Q Q Q" is a gouji set` / `"Q Q" is not a gouji set`."""

    cards: tuple[str, ...]
    holds: bool


@dataclass(frozen=True)
class AnswerClaim(Node):
    """`hand "A A" may not answer "K K" from teammate`: whether a hand may beat a set played by that player."""

    hand: tuple[str, ...]
    standing: tuple[str, ...]
    source: Relation
    holds: bool


@dataclass(frozen=True)
class BurnClaim(Node):
    """`hand "BJ A A 5" may burn "K K"`: whether the hand may take the gouji set over out of turn (烧牌)."""

    hand: tuple[str, ...]
    standing: tuple[str, ...]
    holds: bool


@dataclass(frozen=True)
class CallClaim(Node):
    """`hand "AH AH AH 5S" may call` / `may not call` / `must call` (Baohuang's call of the emperor)."""

    hand: tuple[Card, ...]
    verdict: CallVerdict


@dataclass(frozen=True)
class RoleScore(Node):
    """`emperor +2`: what each player of a role (or team) scores."""

    role: str
    score: int


@dataclass(frozen=True)
class SettleClaim(Node):
    """`finish emperor, rebel, rebel, guard, rebel -> emperor +2, guard +1, rebel -1`: the roles (or team labels)
    of the players in finishing order, first out first, settle as stated (under the table named by `table`, or the
    table the example sits in, or `normal`)."""

    order: tuple[str, ...]
    table: str | None
    scores: tuple[RoleScore, ...]
    left: tuple[int, ...] | None = None  # `with 0, 5 left`: the cards each holds at the end, in the same order
    bid: int | None = None  # `at bid 3 with 2 bombs spring`: the stake's bid, the bombs played, a spring
    bombs: int = 0
    spring: bool = False


@dataclass(frozen=True)
class TributeClaim(Node):
    """`tribute 2 from "SJ 2 2 K" is "SJ 2"` (or `is nothing`): the cards a hand gives as tribute."""

    count: int
    hand: tuple[str, ...]
    given: tuple[str, ...]


@dataclass(frozen=True)
class LeadHolds(Node):
    """`player 3 holds "3H"`: cards a player holds (with suits), of those that decide the first lead."""

    player: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class LeadRole(Node):
    """`player 3 is the landlord` (or `the emperor`): the deal's role that may lead."""

    player: int
    role: str


@dataclass(frozen=True)
class LeadClaim(Node):
    """`lead in the first deal and player 3 holds "3D" -> player 3 leads` / `lead after finish 2, 4, 1, 3 and player 3
    gave the tribute -> player 3 leads`: who leads the first set of a deal; `… -> player 3 may not lead "4D"`: who
    leads, and whether they may lead that set. Players are numbered from 1, the first
    receiver, in the direction of play; the cards named are all that each player holds of the cards that decide the
    lead (a player named with none holds none of them)."""

    after: tuple[int, ...] | None  # the previous deal's finishing order, first out first; None: the first deal
    leader: int
    holds: tuple[LeadHolds, ...] = ()
    roles: tuple[LeadRole, ...] = ()
    giver: int | None = None  # who gave the (larger) tribute before this deal
    # `-> player 4 may [not] lead "4D"`: the leader, holding these cards too, may (or may not) lead them as the
    # deal's first set (a first lead that must hold a named card: Big Two's 3♦); () asks only who leads
    cards: tuple[str, ...] = ()
    may: bool = True


@dataclass(frozen=True)
class TributeFlow(Node):
    """`player 6 gives 2 to player 1`: tribute cards handed over before a deal."""

    giver: int
    count: int
    receiver: int


@dataclass(frozen=True)
class TributePlacesClaim(Node):
    """`tribute after finish 1, 2, 3, 4, 5, 6 with tribute agreed -> player 6 gives 2 to player 1, player 5 gives 1 to
    player 2` (or `-> nothing`): who gives how many tribute cards to whom before a deal, by the previous deal's
    finishing order (players from 1, the first receiver, in the direction of play), what the players agreed before the
    match, and, where the last and second-last are teammates who may choose, which of them gives as the last. Each
    player holds every legal tribute card, enough of them: the claim is about the places, not the cards (those are
    `tribute N from "…"`'s)."""

    after: tuple[int, ...]
    flows: tuple[TributeFlow, ...]
    agreed: tuple[str, ...] = ()
    last: int | None = None  # who gives as the last, where the last may choose


@dataclass(frozen=True)
class RevoltClaim(Node):
    """`hand "A K K 5" may revolt` / `may not revolt` / `must revolt` (革命): whether a hand dealt may fold and sit the
    deal out."""

    hand: tuple[str, ...]
    verdict: CallVerdict


@dataclass(frozen=True)
class RevolutionPlacesClaim(Node):
    """`finish 1, 2, 4, 5, 6 and player 3 revolted -> places 1, 2, 4, 3, 5, 6` (or `-> the deal is void`): the places of
    a deal where players revolted (革命), the others having gone out in the order given (players from 1, the first
    receiver)."""

    order: tuple[int, ...]
    revolted: tuple[int, ...]
    places: tuple[int, ...] | None  # None: the deal is void


@dataclass(frozen=True)
class RoundStep(Node):
    """`player 1 plays "8 8"`, `player 2 passes`, `player 3 defers`: one decision of a round; `player 1 plays "8 8"
    and goes out`: the player's last cards (they hold only the sets they play)."""

    player: int
    action: str  # "play", "pass" or "defer"
    cards: tuple[str, ...] = ()
    out: bool = False  # the play is the player's last cards


@dataclass(frozen=True)
class RoundClaim(Node):
    """`round player 1 plays "8 8", player 2 passes, … -> player 4 may play "J J"` (or `may not play`, `may [not]
    pass`, `may [not] defer`, or `-> player 3 leads`): a round played step by step, the first step its lead (players
    from 1, the first receiver), then whether a player may play a set, pass or defer at that point, or who leads the
    next round. Each player holds the sets they play, one card of the weakest rank (nobody goes out) and as many of
    the strongest plain rank as the largest set has (each could beat: a pass is a choice); in a game of shaped sets,
    the sets it plays and one of the weakest cards left of the deck, and a beat of the standing set where it is asked
    whether it may pass or passes by choice (runtime/climbing/situations.py shaped_round_after). `-> the deal is
    over`: the last step ended the deal (a player went out where the deal ends with the first out, or all but one)."""

    steps: tuple[RoundStep, ...]
    player: int
    action: str = "lead"  # "lead" (who leads next), "play", "pass" or "defer" (may the player); "over" (the deal
    # is over after the steps: `player` is 0)
    cards: tuple[str, ...] = ()  # the set asked about, for "play"
    holds: bool = True


@dataclass(frozen=True)
class CallStep(Node):
    """`player 1 passes` (passes the call on, 让庄) or `player 5 calls with "AH AH AH"` (叫庄 with those cards)."""

    player: int
    action: str  # "pass" or "call"
    cards: tuple[Card, ...] = ()


@dataclass(frozen=True)
class CallHolds(Node):
    """`and player 2 holds "AH"`: cards of a player besides their calling cards (the guard's copy of the calling
    card)."""

    player: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class CallingClaim(Node):
    """`call player 1 passes, player 5 calls with "AH AH AH" and player 2 holds "AH" -> player 5 is the emperor,
    player 2 is the guard` (or `-> player 1 is the lone emperor`, `-> the deal is dealt again`): the call of the
    emperor step by step on the engine's own call (runtime/climbing/calling.py), the first step's player holding the
    marked card; each player holds the cards the claim names (a caller, its calling cards) and nothing else; every
    copy of the calling card is named, held or set aside. Nobody seizes."""

    steps: tuple[CallStep, ...]
    holds: tuple[CallHolds, ...] = ()
    aside: tuple[Card, ...] = ()  # cards set aside, dealt to nobody
    emperor: int | None = None  # None: the deal is dealt again
    guard: int | None = None
    lone: bool = False


@dataclass(frozen=True)
class ShownClaim(Node):
    """`a hand of 10 cards is shown` / `is not shown`: whether a hand of that many cards has its count shown to every
    player (报牌, `show count`), asked of the engine's own rule (runtime/climbing/rules.py public_count)."""

    cards: int
    holds: bool


CLIMBING_CLAIMS = (SetClaim, BeatClaim, GoujiClaim, AnswerClaim, BurnClaim, CallClaim, SettleClaim, TributeClaim,
                   LeadClaim, TributePlacesClaim, RevoltClaim, RevolutionPlacesClaim, RoundClaim, CallingClaim,
                   ShownClaim)
