"""The worked examples of the trick-taking family: what each kind of example claims (a combination, an order, a
throw, a trick, a follow, an overcall, a score, a share, a tribute, a turn, an exchange, a burial, a friend's
call, a bidding), each proved by the checker on the engine (checks/trick/examples.py)."""
from __future__ import annotations


from ...runtime.cards import Card
from ...runtime.frozen import dataclass
from ..bidding import BiddingClaim
from ..node import Node
from .outcomes import Outcome
from .words import ComboKind, SeatChoice, ShareRole, Side, TributeRole, TurnMoment


# Worked examples ----------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class CombinationClaim(Node):
    cards: tuple[Card, ...]
    combination: ComboKind
    holds: bool  # False for "is not a tractor"


@dataclass(frozen=True)
class OrderClaim(Node):
    higher: tuple[Card, ...]
    lower: tuple[Card, ...]
    equal: bool = False  # `"10S" = "10C"`: neither beats the other


@dataclass(frozen=True)
class ThrowClaim(Node):
    """`throw "AH AH KH" against "QH QH JH" stands`, `... fails, must play …`; with `in round N`, led as the Nth trick
    of its suit (a throw is led only in a side suit's first rounds: `first-rounds`, 边三轮), or `throw "…" in round 4
    is refused` (`refused`: the leader may not throw it then)."""

    throw: tuple[Card, ...]
    others: tuple[tuple[Card, ...], ...]  # the other hands' cards of the thrown suit
    stands: bool
    forced: tuple[Card, ...] = ()  # what the leader must play when the throw fails
    round: int | None = None  # `in round N`: the Nth trick led in the thrown suit (None: the claim says nothing)
    refused: bool = False  # `is refused`: no throw may be led then


@dataclass(frozen=True)
class TrickClaim(Node):
    plays: tuple[tuple[Card, ...], ...]  # the lead first
    winner: int  # 1 for the lead


@dataclass(frozen=True)
class FollowClaim(Node):
    hand: tuple[Card, ...]
    lead: tuple[Card, ...]
    play: tuple[Card, ...]
    legal: bool


@dataclass(frozen=True)
class OvercallClaim(Node):
    """`"6H 6H" overcalls "6S"`: the first declaration may replace the second."""

    declaration: tuple[Card, ...]
    standing: tuple[Card, ...]
    holds: bool


@dataclass(frozen=True)
class DeclareClaim(Node):
    """`hand "SJ SJ 3C" may declare "SJ SJ"`: whether a player holding `hand` may show `declaration` (a show's
    condition on the rest of the hand, `without level cards`, decides). With `in the first deal` or `in a later
    deal` [`after the last card`] the shows' `only` scopes decide too (without, they are set aside), and with `->` the
    trump the declaration makes (its show's target)."""

    hand: tuple[Card, ...]
    declaration: tuple[Card, ...]
    holds: bool
    first_deal: bool | None = None  # None: any deal, the scopes set aside
    after_deal: bool = False  # `after the last card`: in the last round of declaring, once every card is dealt
    makes: str | None = None  # a suit, "NT", "chosen-suit" or "next-drawn-suit"; None: not stated


@dataclass(frozen=True)
class ReinforceClaim(Node):
    """`"2C 2C" reinforces "2C" against "2S 2S"`: the player whose declaration is `own` may show `declaration` to
    strengthen it, while `standing` (another player's) stands; without `against`, while `own` itself stands."""

    declaration: tuple[Card, ...]
    own: tuple[Card, ...]
    standing: tuple[Card, ...] | None
    holds: bool


@dataclass(frozen=True)
class KittyBonusClaim(Node):
    last_trick: tuple[Card, ...]
    multiplier: int


@dataclass(frozen=True)
class WorthClaim(Node):
    """`"5S 10H KD" is worth 25 points`: what these cards count to the side that takes them (the point values)."""

    cards: tuple[Card, ...]
    points: int


@dataclass(frozen=True)
class ScoreClaim(Node):
    points: int
    last_trick: Side | None
    outcome: Outcome
    bid: int | None = None  # `at bid 115`: with a bidding, the settlement at that winning bid
    kitty: tuple[Card, ...] = ()  # `with kitty "BJ BJ BJ 4C 6C 7D"`: the kitty's cards, where a row depends on them


@dataclass(frozen=True)
class RoleShare(Node):
    """`friend +2`: the levels a role gains (each attacker, for `attackers`); negative for a demotion. With `to J`,
    the level the deal's rise takes the role to from the deal's level (a mandatory level stops it; a rise past the
    top reaches no level), before any level left over is given; with `with 5 to give` or `with 5 lost`, the levels
    a mandatory level stopped, given on (`unused-levels: transfer`, 级数不浪费) or lost."""

    role: ShareRole
    levels: int
    reaches: str | None = None  # `to J`: the level the rise reaches (None: not stated)
    left: int | None = None  # `with 5 …`: the levels a mandatory level stopped (None: not stated)
    left_lost: bool = False  # `with 5 lost` (else `with 5 to give`)


@dataclass(frozen=True)
class ShareClaim(Node):
    """`shares 115 points, last trick to friend -> declarer +1, friend +2`: with found friends, what each player of
    the deal gains (级差权): the declarer, the friend and each attacker; a role not named gains nothing. With
    `player N declares`, who declares the next deal: player 1 is the declarer, 2 the friend, the attackers after."""

    points: int
    last_trick: ShareRole | None  # who won the last trick (None: the claim holds either way)
    shares: tuple[RoleShare, ...]
    last_cards: tuple[Card, ...] = ()  # the play that won the last trick, where it matters
    alone: bool = False  # the declarer has no friend (1 against all)
    level: str | None = None  # the deal's level (the declarer's), where it matters
    spoils: ShareRole | None = None  # the flexible split: who gets the spoils
    next_declarer: int | None = None  # `player N declares`: the next deal's declarer (player 1 the declarer, 2 the friend)


@dataclass(frozen=True)
class TributeTurned(Node):
    """`receiver gives 2 to giver`: how many cards one player of the tribute gives the other (the way round a
    `reversal` turns it: 庄家向进贡方进贡)."""

    giver: TributeRole
    count: int
    receiver: TributeRole


@dataclass(frozen=True)
class TributeDealClaim(Node):
    """`tribute 60 points, giver holds "BJ BJ BJ" -> receiver gives 2 to giver`: after a deal of N attacker points
    (the last trick, the kitty where rows depend on them), the tribute of the next deal: `SIDE give N` (the giver to
    the receiver, as the rows owe it), `nothing`, or who gives how many to whom, with one player's cards that may turn
    it round."""

    points: int
    last_trick: Side | None
    given: Outcome | TributeTurned
    kitty: tuple[Card, ...] = ()
    holder: TributeRole | None = None  # `giver holds "BJ BJ BJ"`: that player's cards after the deal
    held: tuple[Card, ...] = ()


@dataclass(frozen=True)
class FaceDownClaim(Node):
    """`face down "SJ KS KS", "BJ 7H 7H" -> declaration 2 stands`: declarations made face down by different players,
    in this order; once the deal is over this one stands (and eats the others: 大的把小的吃掉)."""

    declarations: tuple[tuple[Card, ...], ...]
    stands: int  # 1 for the first declaration


@dataclass(frozen=True)
class TurnClaim(Node):
    """`attackers may not declare "BJ 2H" first`: whether a player of a side (the declarers: the side the later deal
    passes to) may make that declaration, as the deal's first or after the side in turn passed."""

    side: Side
    declaration: tuple[Card, ...]
    turn: TurnMoment
    holds: bool


@dataclass(frozen=True)
class PlayerHolds(Node):
    """`player 2 holds "5C 4S 6S"`: more cards of a player's hand, besides their declaration."""

    player: int  # the player of declaration N
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class ExchangeGive(Node):
    """`player 1 gives "SJ KS KS" to player 2` (or `player 2 may not give "…" to player 1`): one give of the
    exchange, between the players of two declarations."""

    giver: int
    cards: tuple[Card, ...]
    receiver: int
    holds: bool = True  # False: the referee refuses it (`may not give`), the exchange's last give in the claim


@dataclass(frozen=True)
class ExchangeClaim(Node):
    """`face down "SJ KS KS", "BJ 7H 7H", player 2 holds "5C 4S 6S" -> player 1 gives "SJ KS KS" to player 2,
    player 2 gives "5C 4S 6S" to player 1`: declarations made face down by different players in this order, then the
    exchange with the players whose declarations the standing one ate (`exchange { with: eaten }`, 大的把小的吃掉, 然后在
    换三张牌给对方), give by give in the order the referee makes them."""

    declarations: tuple[tuple[Card, ...], ...]
    gives: tuple[ExchangeGive, ...]
    holdings: tuple[PlayerHolds, ...] = ()


@dataclass(frozen=True)
class TurnStep(Node):
    """One step of a later deal's declaring: a side declares these cards (by its next player who has not declared
    yet, in the order the cards are received), or the side in turn passes (no cards: 弃权)."""

    side: Side
    declaration: tuple[Card, ...] = ()  # empty: a pass


@dataclass(frozen=True)
class TurnDeclarerClaim(Node):
    """`turn declarers "BJ 2H", attackers "SJ 2S" -> player 1 is the declarer`: who becomes the declarer of a later
    deal (`turn`, `pass`) after these declarations and passes: the player of declaration N (底牌归第一个定主的人)."""

    steps: tuple[TurnStep, ...]
    declarer: int  # the player of declaration N (passes are not counted)


@dataclass(frozen=True)
class FirstStep(Node):
    """One declaration of the first deal: player N shows these cards (players counted from the first receiver)."""

    player: int
    declaration: tuple[Card, ...]


@dataclass(frozen=True)
class FirstDeclarerClaim(Node):
    """`declarations player 1 "2H", player 2 "2S 2S" -> player 1 is the declarer`: who becomes the first deal's
    declarer (`first-declarer`, 先亮者为庄家) after these declarations, made in this order; or `-> the declarer is drawn
    at random` (the referee's draw decides, not the declarations: `first-declarer: random`); or `-> player 1 may not
    declare "2S 2S"`, one more declaration, which the referee refuses (`self-overcall`). `, stake x2` after the declarer: the deal's stake then."""

    steps: tuple[FirstStep, ...]
    declarer: int | None = None  # player N; None with `drawn` or `refused`
    drawn: bool = False  # `the declarer is drawn at random`
    refused: FirstStep | None = None  # `player N may not declare "…"`: the step after the others, refused
    stake: int | None = None  # `, stake x2`: the deal's stake once the declarations are made (`stake`, 每次反主*2)


@dataclass(frozen=True)
class NextFact(Node):
    """One fact of the next deal: `declarers at 10` (a side's level), `partner declares` (who declares, a
    `next declarer` seat from this deal's declarer), `attackers win the match`."""

    side: Side | None = None
    level: str | None = None  # with `side`: that side's level in the next deal
    declarer: SeatChoice | None = None
    match_won: bool = False  # with `side`: that side wins the match


@dataclass(frozen=True)
class NextDealClaim(Node):
    """`next deal after 35 points at level 9 -> declarers at 10, partner declares`: after a deal of N attacker
    points (the last trick to a side, or whoever won it) played at a level (the declarers'; the attackers' the same
    unless stated), the facts of the next deal: each side's level (mandatory and defended levels, past the top),
    who declares, the match won."""

    points: int
    last_trick: Side | None
    level: str
    attackers_level: str | None
    facts: tuple[NextFact, ...]
    kitty: tuple[Card, ...] = ()  # `with kitty "…"`: the kitty at the end, for rows and extras on its cards
    last_cards: tuple[Card, ...] = ()  # `last trick "JS" to attackers`: the play that won it (the Jack rule)


@dataclass(frozen=True)
class KittyStep(Node):
    """A player's declaration in a kitty overcall example: player N (from the first receiver, player 1) shows these
    cards."""

    player: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class KittyOvercallClaim(Node):
    """`kitty overcalls player 2 "10D 10D", player 3 "SJ SJ" after player 1 "10S" at level 10 -> trump NT, player 1
    is the declarer, stake x4`: in the first deal at that level, after the declaration that stood (its player the declarer, who buried the
    kitty), after nobody declared (`standing` None: player 1 the declarer, in no-trump) or after a bidding
    (`bid_trump`: the winner, `standing`'s player, named that trump and buried the kitty), these kitty overcalls
    (反底) in turn, each taking up the kitty and burying it again: the trump, the declarer and the stake after the
    last, how many kitty cards the last overcaller exchanged, or (`refused`) the last one refused."""

    steps: tuple[KittyStep, ...]
    standing: KittyStep | None  # with `bid_trump`: the bidding's winner (no cards)
    level: str
    trump: str | None = None  # a suit or "NT"
    declarer: int | None = None
    stake: int | None = None
    refused: bool = False
    bid_trump: str | None = None  # `after player 1 wins the bidding with trump S`: the trump the winner named
    exchanged: int | None = None  # `player 2 exchanges 6 cards`: the kitty cards the last overcaller takes up and
    # buries again (the whole kitty, or a counter-bidder's few: `counter-exchange`)


@dataclass(frozen=True)
class NobodyDeclaresClaim(Node):
    """`nobody declares in the first deal at level 3 with kitty "…" -> trump C, player 3 is the declarer`: a deal
    that ends with no declaration (the first deal, or a later one with the declarer carried over), its kitty in the
    order it is turned over: the trump and the declarer the `nobody-declares` fallbacks give, or `dealt again`."""

    first_deal: bool
    level: str
    kitty: tuple[Card, ...]
    trump: str | None  # a suit or "NT"; None: the cards are dealt again (`redeal`)
    declarer: int | None = None  # player N: the Nth player from the first receiver (player 1)


@dataclass(frozen=True)
class BuryClaim(Node):
    """`hand "…" may [not] bury "…"`: the declarer, holding these cards once the kitty is taken up, buries these (扣底);
    with `into kitty "…" [and pick up "…"]`, another player holding the hand buries these jokers into the kitty the
    declarer buried and picks up as many of its cards (扣王, `others-bury-jokers`)."""

    hand: tuple[Card, ...]
    buried: tuple[Card, ...]
    holds: bool
    kitty: tuple[Card, ...] = ()  # not empty: another player's burial into this kitty (扣王)
    picked: tuple[Card, ...] = ()  # the kitty's cards that player picks up


@dataclass(frozen=True)
class CalledPlay(Node):
    """`player 3 plays "AH AH"`: a play holding the called card, player 1 being the declarer."""

    player: int
    cards: tuple[Card, ...]


@dataclass(frozen=True)
class FriendCallClaim(Node):
    """`call "AH" copy 2, player 3 plays "AH", player 4 plays "AH" -> player 4 is the friend` (找朋友): the declarer
    (player 1, holding `held` besides) calls the Nth copy of a card; after these plays of it, the friend is player N,
    or the declarer is alone (1打4), or the call itself is refused."""

    card: tuple[Card, ...]  # the one card called
    copy: int
    plays: tuple[CalledPlay, ...]
    friend: int | None  # player N; None: the declarer is alone
    refused: bool = False  # `-> the call is refused`
    held: tuple[Card, ...] = ()  # `, declarer holds "…"`: what the declarer holds when calling


# Every claim a worked example of the trick-taking family may make.
TrickTakingClaim = (CombinationClaim | OrderClaim | ThrowClaim | TrickClaim | FollowClaim | OvercallClaim
                    | ReinforceClaim | DeclareClaim | KittyBonusClaim | WorthClaim | ScoreClaim | ShareClaim | TributeDealClaim
                    | FaceDownClaim | TurnClaim | ExchangeClaim | TurnDeclarerClaim | FirstDeclarerClaim | NextDealClaim
                    | NobodyDeclaresClaim | KittyOvercallClaim | BuryClaim | FriendCallClaim | BiddingClaim)
