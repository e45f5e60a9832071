"""The rule model: typed, frozen, every node with its source span.

A variant file becomes a `VariantFile` (its own statements); resolving `extends` turns a chain of files into one
complete `Variant`, which the checker, the engine and the rulebook read. Words of the glossary name every class.

A setting that a file does not state is `None`: the model records what the sources say, and the reader (the engine,
the rulebook) decides what silence means. Each setting's documentation lives in its field's metadata, so the language
reference, the JSON Schema and the printer all come from this one place.
"""
from __future__ import annotations

from dataclasses import field
from enum import Enum

from ..runtime.cards import LEVELS, Card
from ..diagnostics import Span
from ..runtime.frozen import dataclass  # `dataclasses.dataclass`, made faster for frozen classes (see there)


def setting(doc: str, name: str | None = None):
    """A block setting written `name: value` in a variant file; `name` defaults to the field name with hyphens."""
    return field(default=None, metadata={"setting": name, "doc": doc})


def items(doc: str):
    """A list of block items of one kind (rows of a table, shows, examples)."""
    return field(default=(), metadata={"doc": doc})


class Word(str, Enum):
    """An enumerated value, written in a variant file as its hyphenated value."""

    def __str__(self) -> str:
        return self.value


# Enumerations ------------------------------------------------------------------------------------------------------

class Family(Word):
    TRICK_TAKING = "trick-taking"  # Shengji, Tractor, Finding Friends
    CLIMBING = "climbing"  # Gouji, Baohuang


class TeamKind(Word):
    PARTNERS = "partners"  # fixed partners in alternate seats (对家)
    FRIENDS = "friends"  # the declarer calls a card; its holder is the secret partner (找朋友)
    EMPEROR = "emperor"  # emperor and guard against the rebels (保皇)
    DECLARER_ALONE = "declarer-alone"  # the declarer plays alone against all the others (三人竞标: 1 against 2)
    ALTERNATE = "alternate"  # teams of alternate seats (Gouji's 联邦: three against three); the opposite sits across


class Direction(Word):
    COUNTER_CLOCKWISE = "counter-clockwise"
    CLOCKWISE = "clockwise"


class PastTop(Word):
    MATCH_WON = "match-won"  # passing the top level wins the match
    RESTART = "restart"  # levels start again from the bottom of the ladder
    NEW_ROUND = "new-round"  # levels start again, and the next deal is declared as a match's first deal (重新亮王抢庄)
    RESTART_KEEPING_STEPS = "restart-keeping-steps"  # levels start again, and the side that passed the top rises the
    # steps of its rise it had left, from the bottom
    WRAP_AROUND = "wrap-around"  # only the side that passed starts again from the bottom, with the steps it had left;
    # the others keep their levels (rbtying/shengji's metalevel)


class JackWin(Word):
    """How the attackers' winning play of the last trick knocks the declarers back, with the Jack rule (勾J)."""

    SINGLE_JACK = "single-jack"  # the winning play is one jack (rbtying/shengji's BackToTwoSetting::SingleJack)
    ANY_JACK = "any-jack"  # the winning play holds a jack: a single, a pair, a tractor or a throw with one


class ComboKind(Word):
    SINGLE = "single"
    PAIR = "pair"
    TRIPLE = "triple"
    TRACTOR = "tractor"
    TRIPLE_TRACTOR = "triple-tractor"
    BOMB = "bomb"  # four or more identical cards (with four decks or more), or of one rank (`cards: same-rank`)
    SEQUENCE = "sequence"  # consecutive single cards of one suit (or of trumps): 顺子, 句
    TRIPLE_WITH_SINGLE = "triple-with-single"  # a triple and any one card (三带一)
    TRIPLE_WITH_PAIR = "triple-with-pair"  # a triple and any pair (三带一对)
    THROW = "throw"


class TupleKind(Word):
    """The combinations a follower may keep whole (`protect`)."""

    PAIR = "pair"
    TRIPLE = "triple"
    TRACTOR = "tractor"
    TRIPLE_TRACTOR = "triple-tractor"


UNIT_SIZE = {ComboKind.SINGLE: 1, ComboKind.PAIR: 2, ComboKind.TRIPLE: 3,
             ComboKind.TRACTOR: 2, ComboKind.TRIPLE_TRACTOR: 3, ComboKind.BOMB: 4, ComboKind.SEQUENCE: 1,
             ComboKind.TRIPLE_WITH_SINGLE: 3, ComboKind.TRIPLE_WITH_PAIR: 3}
COMPOUND_SIZE = {ComboKind.TRIPLE_WITH_SINGLE: 4, ComboKind.TRIPLE_WITH_PAIR: 5}  # cards of a triple with a kicker
SEQUENCE_LENGTH = 3  # the fewest cards of a sequence, unless `min-length` says
BOMB_SIZE = 4  # the fewest identical cards of a bomb, unless `min-size` says


def unit_size(combo) -> int:
    """Identical cards per unit of a combination (a Combination): a bomb's is its fewest cards."""
    if combo.cards == BombCards.SAME_RANK:  # cards of one rank in several suits: one copy of each is enough
        return 1
    if combo.kind == ComboKind.BOMB:
        return combo.min_size or BOMB_SIZE
    return UNIT_SIZE.get(combo.kind, 1)


class BombBeats(Word):
    ANY = "any"  # a bomb beats any play of as many cards that is not a higher bomb (炸弹)
    BOMBS = "bombs"  # a bomb is a unit like a pair: it beats only a lower bomb (rbtying/shengji's four of a kind)


class BombCards(Word):
    IDENTICAL = "identical"  # the cards of a bomb are identical: same rank and suit (four decks or more)
    SAME_RANK = "same-rank"  # of one rank, whatever their suits (四个一样的，不分颜色), within one suit or the trumps


class BombJokers(Word):
    PAIRS = "pairs"  # a pair of big jokers with a pair of small jokers is a bomb (大鬼一对小鬼一对)


class BombVoid(Word):
    TRUMP_ONLY = "trump-only"  # a player void in the led suit bombs only with trumps (a ruff)
    ANY_SUIT = "any-suit"  # a player void in the led suit may bomb with a bomb of any suit


class Quad(Word):
    """How four identical cards count when following (with four decks or more), where they are not a bomb."""

    TWO_PAIRS = "two-pairs"  # a quad is two pairs, no triple
    TRIPLE_AND_SINGLE = "triple-and-single"  # a quad is a triple and a single (it holds one pair)


class Adjacency(Word):
    CARD_ORDER = "card-order"  # consecutive in the card order of the trump context (the level rank is skipped)
    NATURAL_RANKS = "natural-ranks"  # consecutive natural ranks of one suit; the level rank breaks a tractor


class ThrowJudge(Word):
    EACH_COMPONENT = "each-component"  # every component must be unbeatable by every other hand
    HIGHEST_CARD = "highest-card"
    LONGEST_COMPONENT = "longest-component"


class ThrowFailure(Word):
    SMALLEST_BEATEN = "smallest-beaten"  # play the smallest component that another hand beats
    SMALLEST_CARD = "smallest-card"
    SMALLEST_UNIT_BEATEN = "smallest-unit-beaten"  # the beaten component of the fewest cards (singles first)


class Permission(Word):
    ALLOWED = "allowed"
    FORBIDDEN = "forbidden"


class Reinforce(Word):
    ALLOWED = "allowed"  # a player may strengthen their own standing declaration (自保)
    FORBIDDEN = "forbidden"
    # allowed, and also a declaration another player has overcalled, up to the standing one's strength, which it then
    # replaces (rbtying's ReinforceWhileEquivalent)
    WHILE_EQUIVALENT = "while-equivalent"


class DeclareTarget(Word):
    OWN_SUIT = "own-suit"  # the suit of the level cards shown
    NO_TRUMP = "no-trump"
    CHOSEN_SUIT = "chosen-suit"  # the declarer names any suit (not no-trump)
    NEXT_DRAWN_SUIT = "next-drawn-suit"  # the suit of the next suited card the declarer draws


class DealScope(Word):
    FIRST_DEAL = "first-deal"
    LATER_DEALS = "later-deals"
    AFTER_THE_DEAL = "after-the-deal"  # only once every card is dealt, never while the cards are dealt


class Fallback(Word):
    NO_TRUMP = "no-trump"
    REDEAL = "redeal"
    DRAW_KITTY_CARD = "draw-kitty-card"  # a kitty card's suit becomes trump; jokers are passed over
    KITTY_MATCH = "kitty-match"  # draw kitty cards to match the level rank and decide the declarer
    LOWEST_KITTY_CARD = "lowest-kitty-card"  # each player turns a kitty card; the lowest becomes declarer


class FirstDeclarer(Word):
    FIRST_TO_DECLARE = "first-to-declare"
    LAST_TO_DECLARE = "last-to-declare"
    RANDOM = "random"


class KittyOvercaller(Word):
    OTHER_PLAYERS = "other-players"  # every player but the one who buried the kitty last
    ATTACKERS = "attackers"  # only the attackers (the side against the declarer)


class KittyDeclarer(Word):
    UNCHANGED = "unchanged"  # the declarer stays; the overcaller takes the kitty and buries it again
    OVERCALLER = "overcaller"  # the overcaller becomes the declarer: their side defends the kitty and leads


class FollowSuit(Word):
    MUST_FOLLOW = "must-follow"


class RuffWhenVoid(Word):
    MAY_RUFF = "may-ruff"
    MUST_RUFF = "must-ruff"


class RuffShape(Word):
    MUST_MATCH = "must-match"  # a ruff needs at least as many tractors and pairs as the lead, or it is a discard
    ANY = "any"


class RuffCompare(Word):
    LEAD_SHAPE = "lead-shape"  # by the ruffs' tractors and pairs where the lead had them; else by the highest card
    HIGHEST_CARD = "highest-card"  # always by the highest card
    EVERY_COMPONENT = "every-component"  # a ruff beats another only if each of its components beats its match
    TRICK_UNIT_LENGTH = "trick-unit-length"  # by the components, the longest first, then the next (lexicographic)


class Ties(Word):
    FIRST_PLAYED = "first-played"  # of equal plays, the one played first wins the trick


class Precedence(Word):
    FIRST_ROW = "first-row"  # where rows overlap, the first row written applies


class BonusThrow(Word):
    LARGEST_COMPONENT = "largest-component"  # a throw counts as its component with the most cards


class Side(Word):
    DECLARERS = "declarers"
    ATTACKERS = "attackers"


class SeatChoice(Word):
    SAME_PLAYER = "same-player"
    PARTNER = "partner"
    NEXT_PLAYER = "next-player"  # the declarer's next player in the direction of play (下家)
    NEXT_ATTACKER = "next-attacker"  # the first attacker after the declarer in the direction of play (found friends)
    FIRST_TO_DECLARE = "first-to-declare"
    RANDOM = "random"


class FriendCall(Word):
    """How the declarer calls a friend (找朋友)."""

    NTH_COPY = "nth-copy"  # the declarer names a card and which copy of it played (the first, the second, …)


class CallTime(Word):
    AFTER_KITTY = "after-kitty"  # once the kitty is buried, before the first lead


class ExchangeWith(Word):
    OPPONENTS = "opponents"  # each player gives to the opponent after them in the direction of play
    PARTNER = "partner"  # each player gives to their partner (对家)
    EATEN = "eaten"  # the standing declaration's player and each player whose declaration it ate (吃) swap cards


class ExchangeTime(Word):
    AFTER_DEAL = "after-deal"  # once the trump and the declarer are settled, before the kitty
    AFTER_KITTY = "after-kitty"  # once the kitty is buried (and any kitty overcall made), before the first lead


class ExchangeCards(Word):
    ANY = "any"  # any cards of the giver's hand
    IN_KIND = "in-kind"  # for each card received, one of its kind: of its suit, or a permanent trump for a joker


class BidKind(Word):
    """What a bid names (竞标)."""

    TARGET_POINTS = "target-points"  # the attackers' points the declarer's bid lets them reach before they rise


class BidBetter(Word):
    LOWER = "lower"  # a lower target is the better bid (出最低分者为庄家)
    HIGHER = "higher"  # a higher bid is the better bid


class FirstBidder(Word):
    FIRST_RECEIVER = "first-receiver"  # the player who received the first card of the deal
    NEXT_PLAYER = "next-player"  # the player after the previous deal's declarer (the first receiver in the first deal)


class BidPass(Word):
    FINAL = "final"  # a player who passes bids no more in the deal
    MAY_RETURN = "may-return"  # a player who passed may bid again while the bidding goes on


class BidTrump(Word):
    WINNER_NAMES_SUIT = "winner-names-suit"  # the winner of the bidding names a suit as the trump suit


class BidKitty(Word):
    WINNER = "winner"  # the winner of the bidding takes the kitty and buries as many cards


class CounterDraw(Word):
    RANDOM = "random"  # the counter-bidder exchanges cards drawn at random from the kitty, unseen


class JokerOrder(Word):
    """In which order jokers may be buried."""

    ANY = "any"  # any jokers
    BIG_FIRST = "big-first"  # a small joker only once no big joker is left in the hand (先扣大王)


class DeclareTurn(Word):
    """Who may make the first declaration of a later deal (轮到定主)."""

    ANYONE = "anyone"
    DECLARERS = "declarers"  # the side the deal passes to (定主的数优先你); the others only overcall


class Face(Word):
    """How declarations are shown."""

    UP = "up"  # as they are made: each overcalls the standing one
    DOWN = "down"  # face down (把牌盖住): each player once, compared when the deal is over


class PassTo(Word):
    """What follows when the side whose turn it is to declare cannot (弃权)."""

    NONE = "none"
    OTHER_SIDE = "other-side"  # the other side declares at its own level and becomes the declarers


class UndeclaredDeclarer(Word):
    """Who becomes the declarer of a deal nobody declared in, when no declarer carries over (the first deal)."""

    FIRST_RECEIVER = "first-receiver"  # the player who received the first card
    RANDOM = "random"  # a player drawn at random (由系统随机指定一个玩家为庄家)


class DrawnJoker(Word):
    DRAW_AGAIN = "draw-again"  # a joker drawn for trump is passed over: the next card is drawn (若抽到王需继续抽)
    NO_TRUMP = "no-trump"  # a joker drawn for trump makes the deal no-trump (若抽中大小王，则打无主)


class BidOpening(Word):
    REQUIRED = "required"  # the first bidder must bid; only the players after may pass
    OPTIONAL = "optional"  # the first bidder may pass too; when every player passes, the cards are dealt again


class FriendReveal(Word):
    WHEN_PLAYED = "when-played"  # the friend is known when the called copy is played


class FriendPoints(Word):
    FINAL_SIDES = "final-sides"  # the attackers' points are those won by the players not on the declarer's side at
    # the end of the deal, whenever they were won


class LevelShares(Word):
    BALANCED = "balanced"  # each attacker gains the table's levels; the declarer's side gains them once per attacker


class ShareSplit(Word):
    KITTY_KEEPER = "kitty-keeper"  # two thirds to the one of the declarer's side who won the last trick (the declarer
    # when the attackers won it), the rest to the other (硬性分配)
    FLEXIBLE = "flexible"  # a third each to the declarer and the friend; the kitty keeper gives out the last third
    # (弹性分配: the spoils, 战利品)


class UnusedLevels(Word):
    LOST = "lost"  # levels a mandatory level stops are lost
    TRANSFER = "transfer"  # 级数不浪费: the player gives them, raising players of the same side or lowering the others


class OutcomeKind(Word):
    KEEP = "keep"
    TAKE_OVER = "take-over"
    GIVE = "give"
    NOTHING = "nothing"


class Compare(Word):
    EQ = "="
    LT = "<"
    LE = "<="
    GT = ">"
    GE = ">="


class PickUp(Word):
    SMALLEST_NON_POINT = "smallest-non-point"  # as many of the kitty's smallest cards without points (no jokers)


class ReversalPartner(Word):
    NO_TRIBUTE = "no-tribute"  # the giver gives nothing, and the receiver gives nothing back
    UNCHANGED = "unchanged"


class Position(Word):
    OVER = "over"
    UNDER = "under"


class TierCards(Word):
    BIG_JOKER = "BJ"
    SMALL_JOKER = "SJ"
    LEVEL = "level"  # the level cards
    RANK = "rank"  # the cards of a permanent trump rank
    TRUMP_SUIT = "trump-suit"  # the rest of the trump suit, in rank order


class SuitGroup(Word):
    TRUMP_SUIT = "trump-suit"
    OTHER_SUITS = "other-suits"


# Nodes -------------------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Node:
    span: Span | None = field(default=None, kw_only=True, compare=False, repr=False)


@dataclass(frozen=True)
class Cite(Node):
    """`@alias "quote"` names a source and quotes it; `decision "why"` records a choice this variant makes
    (`decision "why" zh "为何"`: with its Chinese text, which the Chinese rulebook prints)."""

    source: str | None = None
    quote: str | None = None
    decision: str | None = None
    decision_zh: str | None = None


@dataclass(frozen=True)
class Rule(Node):
    """A statement of a variant file. `origin` is the id of the variant file that states it."""

    cites: tuple[Cite, ...] = field(default=(), kw_only=True)
    origin: str = field(default="", kw_only=True, compare=False)


@dataclass(frozen=True)
class TrumpContext(Node):
    level: str  # a rank, or "NT" (the no-trump level)
    trump: str  # a suit, or "NT" for no-trump

    def __str__(self) -> str:
        return f"level={self.level} trump={self.trump}"


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
    throw: tuple[Card, ...]
    others: tuple[tuple[Card, ...], ...]  # the other hands' cards of the thrown suit
    stands: bool
    forced: tuple[Card, ...] = ()  # what the leader must play when the throw fails


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
    condition on the rest of the hand, `without level cards`, decides)."""

    hand: tuple[Card, ...]
    declaration: tuple[Card, ...]
    holds: bool


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


@dataclass(frozen=True)
class ScoreClaim(Node):
    points: int
    last_trick: Side | None
    outcome: Outcome
    bid: int | None = None  # `at bid 115`: with a bidding, the settlement at that winning bid
    kitty: tuple[Card, ...] = ()  # `with kitty "BJ BJ BJ 4C 6C 7D"`: the kitty's cards, where a row depends on them


class ShareRole(Word):
    DECLARER = "declarer"
    FRIEND = "friend"
    ATTACKERS = "attackers"  # each attacker


@dataclass(frozen=True)
class RoleShare(Node):
    """`friend +2`: the levels a role gains (each attacker, for `attackers`); negative for a demotion."""

    role: ShareRole
    levels: int


@dataclass(frozen=True)
class ShareClaim(Node):
    """`shares 115 points, last trick to friend -> declarer +1, friend +2`: with found friends, what each player of
    the deal gains (级差权): the declarer, the friend and each attacker; a role not named gains nothing."""

    points: int
    last_trick: ShareRole | None  # who won the last trick (None: the claim holds either way)
    shares: tuple[RoleShare, ...]
    last_cards: tuple[Card, ...] = ()  # the play that won the last trick, where it matters
    alone: bool = False  # the declarer has no friend (1 against all)
    level: str | None = None  # the deal's level (the declarer's), where it matters
    spoils: ShareRole | None = None  # the flexible split: who gets the spoils


class TributeRole(Word):
    """The players of a tribute example (进贡), in the next deal: the block's `giver` and `receiver`, and the giver's
    partner (进贡家的对家)."""

    GIVER = "giver"
    RECEIVER = "receiver"
    PARTNER = "partner"


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


class TurnMoment(Word):
    FIRST = "first"  # the first declaration of a later deal
    AFTER_PASS = "after a pass"  # in the other side's round, once the side in turn passed (弃权)


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


@dataclass(frozen=True)
class BiddingClaim(Node):
    """`bids 150, 120, 115, pass, pass -> player 3 wins at 115` (竞标): the bids and passes in the order the players
    are asked (player 1 bids first); then who wins at what bid, the last step refused, or the cards dealt again."""

    steps: tuple[int | None, ...]  # a bid in points; None: a pass
    winner: int | None  # player N; None: every player passed (dealt again), or `refused`
    bid: int | None = None
    refused: bool = False  # the last step is refused (`bid 155 is refused`, `pass is refused`)
    winner_span: Span | None = field(default=None, kw_only=True, compare=False, repr=False,
                                     metadata={"doc": "where the winner's number is written"})


Claim = (CombinationClaim | OrderClaim | ThrowClaim | TrickClaim | FollowClaim | OvercallClaim | ReinforceClaim
         | DeclareClaim         | KittyBonusClaim | ScoreClaim | ShareClaim | TributeDealClaim | FaceDownClaim
         | TurnClaim | ExchangeClaim | TurnDeclarerClaim | NextDealClaim | NobodyDeclaresClaim | BuryClaim
         | FriendCallClaim | BiddingClaim)  # and the climbing claims: see the end


@dataclass(frozen=True)
class Example(Rule):
    name: str | None
    context: TrumpContext | None
    claim: Claim


@dataclass(frozen=True)
class Remark(Rule):
    """A rule the sources state that the engine does not enforce (a time limit, a screen convention)."""

    name: str
    text: str
    text_zh: str | None = None  # `remark NAME "text" zh "中文"`: the Chinese text, for the Chinese rulebook


@dataclass(frozen=True)
class SettingCites(Node):
    """Where one setting of a block is written, and the citations after it (`judge: each-component  @qq "…"`)."""

    setting: str  # the setting as written, e.g. "on-failure"
    cites: tuple[Cite, ...]


@dataclass(frozen=True)
class Block(Rule):
    """A rule written as a block: settings, items, worked examples and remarks."""

    setting_cites: tuple[SettingCites, ...] = field(default=(), kw_only=True,
                                                    metadata={"doc": "where each setting is written, and its "
                                                                     "citations"})
    examples: tuple[Example, ...] = field(default=(), kw_only=True, metadata={"doc": "worked examples"})
    remarks: tuple[Remark, ...] = field(default=(), kw_only=True, metadata={"doc": "rules not enforced"})

    def setting_span(self, name: str) -> Span | None:
        """The span of a setting as written (`on-failure`), or the block's own span when it is not written."""
        return next((s.span for s in self.setting_cites if s.setting == name), self.span)


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
    most: int


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

    def text(self) -> str:
        """The rule as written: `levels 5, 10, K` or `levels 2 to A`."""
        return "levels " + (", ".join(self.ranks) if self.ranks else f"{self.first} to {self.last}") + \
            (" per player" if self.per_player else "")


@dataclass(frozen=True)
class MandatoryLevels(Rule):
    ranks: tuple[str, ...]


@dataclass(frozen=True)
class DefendedLevels(Rule):
    """Levels a side passes only as the declarers (打A须坐庄打过): a rise stops on one, as on a mandatory level, and a
    side standing on one rises from it only when it won the deal as the declarers, with the first step of its rise."""
    ranks: tuple[str, ...]


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


# Combinations --------------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Combination(Block):
    kind: ComboKind
    min_length: int | None = setting("For tractors: the fewest pairs (or triples) that make one; for sequences, the "
                                     "fewest cards (3 unless set).")
    adjacency: Adjacency | None = setting("For tractors and sequences: what makes two pairs (triples, cards) adjacent.")
    min_size: int | None = setting("For bombs: the fewest identical cards that make one (4 unless set).", "min-size")
    beats: BombBeats | None = setting("For bombs: what a bomb beats: `any` play of as many cards (unless set), or "
                                      "only lower `bombs`.")
    void: BombVoid | None = setting("For bombs: whether a player void in the led suit may bomb with a side suit's "
                                    "bomb (`any-suit`) or only with trumps (`trump-only`, unless set).")
    cards: BombCards | None = setting("For bombs and the triples with a single or a pair: `identical` cards (unless "
                                      "set), or cards of the `same-rank` in any suits of one group (a suit, or the "
                                      "trumps).")
    jokers: BombJokers | None = setting("For bombs: `pairs`: a pair of big jokers with a pair of small jokers is a "
                                        "bomb too.")


@dataclass(frozen=True)
class Throw(Block):
    judge: ThrowJudge | None = setting("How a throw is judged against the other hands.")
    on_failure: ThrowFailure | None = setting("What the leader must play when a throw fails.", "on-failure")
    penalty: int | None = setting("Points the attackers gain from a failed throw.")
    penalty_levels: int | None = setting("Levels the other side of a failed throw's leader gains, per failed throw, "
                                         "beside the scoring table's result.", "penalty-levels")
    suits: str | None = setting("Which cards may be thrown together, e.g. `one-suit`.")
    first_rounds: int | None = setting("A throw may be led only in a side suit, and only in the first this-many "
                                       "tricks led in that suit (边三轮); unset, any lead may be a throw.",
                                       "first-rounds")


# Declaring -----------------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class ShowPart(Node):
    """`2 level cards`, `1 BJ`, `1 level card in H or D`, `2 suited cards` (a pair of any rank of one suit)."""

    count: int
    cards: str  # "level", "suited" (identical cards of any rank with a suit), "BJ", "SJ"
    suits: tuple[str, ...] = ()  # the suits the level or suited cards may be of; empty: any


@dataclass(frozen=True)
class ShowAbsence(Node):
    """`without level cards`: the show is valid only while the hand holds no such card beside those shown
    (当你手中没有所规定升级的2的时候); `in SUIT (or SUIT)*` narrows the level cards to those suits."""

    cards: str  # "level", "BJ", "SJ"
    suits: tuple[str, ...] = ()


@dataclass(frozen=True)
class Show(Rule):
    """One kind of declaration: what is shown and which trump it makes."""

    name: str
    parts: tuple[ShowPart, ...]
    target: DeclareTarget
    scope: DealScope | None = None
    without: ShowAbsence | None = None  # a card the hand may not hold for the show to be valid


@dataclass(frozen=True)
class OvercallStep(Node):
    show: str  # a Show's name
    suit: str | None = None


@dataclass(frozen=True)
class OvercallOrder(Rule):
    """Weakest first; each step overcalls every step before it."""

    steps: tuple[OvercallStep, ...]


@dataclass(frozen=True)
class Declare(Block):
    shows: tuple[Show, ...] = items("The kinds of declaration.")
    order: OvercallOrder | None = None
    reinforce: Reinforce | None = setting("May a player strengthen their own standing declaration (自保), and (with "
                                          "`while-equivalent`) one another player has overcalled, up to the standing "
                                          "declaration's strength?")
    self_overcall: Permission | None = setting("May a player overcall their own declaration (自反)?",
                                                "self-overcall")
    nobody_declares: tuple[Fallback, ...] | None = setting("What happens when the deal ends with no declaration, in "
                                                           "order of fallback.", "nobody-declares")
    nobody_declares_first_deal: tuple[Fallback, ...] | None = setting(
        "The same for the first deal, where it differs.", "nobody-declares-first-deal")
    first_declarer: FirstDeclarer | None = setting("Who becomes declarer in the first deal.", "first-declarer")
    stake: int | None = setting("Factor by which each overcall multiplies the stake.")
    overcall_limit: int | None = setting("The most overcalls allowed in one deal.", "overcall-limit")
    step_by_step: tuple[str, ...] | None = setting(
        "Shows whose steps of the overcall order an overcall must follow one at a time: from one of their steps, "
        "only the next of their steps overcalls (不可以越过所说的顺序反牌).", "step-by-step")
    drawn_joker: DrawnJoker | None = setting("What a joker drawn from the kitty for trump (`draw-kitty-card`) makes.",
                                             "drawn-joker")
    nobody_declares_declarer: UndeclaredDeclarer | None = setting(
        "Who becomes the declarer when nobody declares and no declarer carries over.", "nobody-declares-declarer")
    turn: DeclareTurn | None = setting(
        "Who may make the first declaration of a later deal: `declarers`, only the side the deal passes to (定主的数"
        "优先你), and its player who declares first is the declarer, keeping the kitty and leading whoever "
        "overcalls; the others may overcall once it stands.")
    passing: PassTo | None = setting(
        "When the side whose turn it is has not declared by the end of the last round (弃权): `other-side`, the other "
        "side has a round to declare at its own level, and its first declarer becomes the declarer, with the kitty "
        "(你对方就可以定他的主，规则一样。原始底牌该他们所有).", "pass")
    face: Face | None = setting(
        "How declarations are shown: `up`, as they are made, each overcalling the standing one; `down`, face down "
        "(把牌盖住): each player may declare once whatever the others declared, and once the deal is over the "
        "biggest stands and eats the others (摸完牌后比大小,大的把小的吃掉).")


@dataclass(frozen=True)
class KittyOvercall(Block):
    """After the kitty is buried, others overcall and re-bury it (反底, 炒地皮)."""

    shows: tuple[Show, ...] = items("Extra kinds of declaration valid for a kitty overcall.")
    order: OvercallOrder | None = None
    overcaller: KittyOvercaller | None = setting("Who may overcall the kitty once it is buried.")
    declarer: KittyDeclarer | None = setting("Who is the declarer after a kitty overcall.")
    undeclared: Permission | None = setting("May the kitty be overcalled in a deal where nobody declared (the trump "
                                            "came from a fallback)?")
    limit: int | None = setting("The most kitty overcalls in one deal.")
    stake: int | None = setting("Factor by which each kitty overcall multiplies the stake.")


@dataclass(frozen=True)
class Bury(Block):
    points: Permission | None = setting("May point cards be buried in the kitty?")
    jokers: Permission | None = setting("May jokers be buried in the kitty?")
    show_jokers: bool | None = setting("Must buried jokers be shown to all?", "show-jokers")
    joker_order: JokerOrder | None = setting("In which order jokers are buried.", "joker-order")
    others_bury_jokers: Permission | None = setting(
        "After the declarer's burial, may each other player in turn bury jokers into the kitty, picking up as many "
        "of its cards (`pick-up`)?", "others-bury-jokers")
    pick_up: PickUp | None = setting("What a player who buries jokers into the kitty picks up from it.", "pick-up")
    all_points_closes: bool | None = setting(
        "Does a burial of only point cards, or point cards and jokers, by the declarer close the kitty to the other "
        "players' jokers?", "all-points-closes")
    dry_pot: bool | None = setting(
        "干锅: is a kitty shown after the deal of only trumps or only side cards kept as dealt (the declarer does not "
        "exchange it, nobody buries jokers into it), its jokers giving no extra levels and no tribute?", "dry-pot")


# Following and ruffing ------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class ShapeTerm(Node):
    """`2 triples`, `tractor`, `pairs` (as many as the hand holds), `any`."""

    count: int | None
    unit: str  # a ComboKind value, or "any"
    plural: bool = False


@dataclass(frozen=True)
class Shape(Node):
    terms: tuple[ShapeTerm, ...]


@dataclass(frozen=True)
class LedRule(Rule):
    """`tractor led: tractor > pairs > any`: what a follower must play, best available first."""

    led: ComboKind
    ladder: tuple[Shape, ...]


@dataclass(frozen=True)
class Follow(Block):
    suit: FollowSuit | None = setting("Whether a follower must play the led suit while holding it.")
    ties: Ties | None = setting("Which of several equal plays wins the trick.")
    led: tuple[LedRule, ...] = items("Obligations by the led combination.")
    protect: tuple[TupleKind, ...] | None = setting("Combinations a follower need not break to meet a lower "
                                                    "obligation.")
    quad: Quad | None = setting("How four identical cards that are not a bomb are read and count toward what a "
                                "follower owes: `two-pairs` or `triple-and-single` (unset: a triple and a single "
                                "when led, and both a triple and two pairs toward an obligation).")


@dataclass(frozen=True)
class Ruff(Block):
    when_void: RuffWhenVoid | None = setting("What a player void in the led side suit may do.", "when-void")
    shape: RuffShape | None = setting("Whether a ruff must match the lead's tractors and pairs.")
    compare: RuffCompare | None = setting("How several ruffs in one trick compare.")


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
    throw: BonusThrow | None = setting("How a throw that wins the last trick counts.")


class DemotionOverflow(Word):
    """Who loses the levels of a kitty demotion that a player cannot lose (down to the ladder's first level)."""
    FRIEND = "friend"  # the friend loses the declarer's rest (陪降)
    OTHERS_BY_DECLARER = "others-by-declarer"  # attackers other than the kitty winner, each level named by the declarer
    ATTACKERS_BY_FRIEND = "attackers-by-friend"  # any attackers, each level named by the friend
    KITTY_WINNER = "kitty-winner"  # the attacker who won the last trick (抠底的人)


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
    points: int | None = setting("The attackers' points (the kitty bonus counted) needed for the demotion.")
    overflow: tuple[DemotionOverflow, ...] | None = setting(
        "Who loses, in order, the levels a player cannot lose (at the ladder's first level): the friend, attackers "
        "named by the declarer or the friend, the kitty winner.")
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
        "matches, the later one matches too) needs no listing.")
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
                                                     "when-declarers-keep")
    when_declarers_stay: SeatChoice | None = setting("Next declarer when the declarers keep without rising.",
                                                     "when-declarers-stay")
    when_attackers_take_over: SeatChoice | None = setting("Next declarer when the attackers take over.",
                                                          "when-attackers-take-over")
    first_deal: SeatChoice | None = setting("Declarer of the first deal.", "first-deal")


@dataclass(frozen=True)
class Friends(Block):
    """Finding Friends (找朋友): how the declarer's secret partners are called, found and rewarded."""

    call: FriendCall | None = setting("How the declarer calls a friend.")
    count: int | None = setting("How many friends the declarer calls.")
    call_time: CallTime | None = setting("When the declarer calls.", "call-time")
    own_card: Permission | None = setting("May the declarer call a card they hold? Who plays the called copy "
                                          "themselves has no friend and plays alone.", "own-card")
    reveal: FriendReveal | None = setting("When the friend becomes known.")
    points: FriendPoints | None = setting("Whose points count for the attackers, the sides being unknown "
                                          "while the friend is hidden.")
    level_shares: LevelShares | None = setting("How the levels of the scoring table are shared out among the "
                                               "players (级差权).", "level-shares")
    split: ShareSplit | None = setting("How the declarer's side's levels are split between the declarer and the "
                                       "friend.")
    unused_levels: UnusedLevels | None = setting("What becomes of the levels a mandatory level stops a player from "
                                                 "rising (级数不浪费).", "unused-levels")


@dataclass(frozen=True)
class Bidding(Block):
    """Bidding for the declarership (竞标) in place of declaring: the players bid in turn, the best bid wins."""

    bid: BidKind | None = setting("What a bid names.")
    better: BidBetter | None = setting("Which of two bids is the better one.")
    highest: int | None = setting("The highest bid that may be made.")
    lowest: int | None = setting("The lowest bid that may be made.")
    step: int | None = setting("Bids are multiples of this many points.")
    first_bidder: FirstBidder | None = setting("Who bids first.", "first-bidder")
    passing: BidPass | None = setting("May a player who passed bid again?", "pass")
    revealed: int | None = setting("How many cards of the kitty are turned face up before the bidding.")
    trump: BidTrump | None = setting("How the trump is chosen once the bidding is won.")
    kitty: BidKitty | None = setting("Who takes the kitty and buries as many cards.")
    scoring_reference: int | None = setting("The bid the scoring table is written for: at a bid of b every points "
                                            "figure of the table (its conditions and per-points steps) is "
                                            "multiplied by b / this.", "scoring-reference")
    counter_exchange: int | None = setting("How many kitty cards a counter-bidder (反牌: a kitty overcall, by the "
                                           "`kitty overcall` block) exchanges, instead of taking the whole kitty.",
                                           "counter-exchange")
    counter_draw: CounterDraw | None = setting("How the counter-bidder's kitty cards are chosen.", "counter-draw")
    opening: BidOpening | None = setting("Must the first bidder bid, or may every player pass?")


@dataclass(frozen=True)
class Tribute(Block):
    rows: tuple[TableRow, ...] = items("Attacker points -> who gives how many cards.")
    precedence: Precedence | None = setting("Which row applies where rows overlap; unset, rows must not overlap.")
    precedence_rows: tuple[int, ...] | None = setting(
        "With `precedence: first-row`, the rows (numbered from 1) that come first on purpose: their overlaps with "
        "later rows are decided without a warning. A row that is a special case of a later one (every score it "
        "matches, the later one matches too) needs no listing.")
    giver: str | None = setting("Who gives the tribute, e.g. `player-before-declarer`.")
    receiver: str | None = setting("Who receives it, e.g. `declarer`.")
    cards: str | None = setting("Which cards are given, e.g. `highest-non-point`.")
    returned: str | None = setting("What is given back, e.g. `side-non-point`.")
    reversal: tuple[Card, ...] | None = setting(
        "Cards that turn the tribute round: when the giver holds them all, the receiver gives the giver as many "
        "cards instead, the same way (若进贡家拿到3个大王，则变为庄家向进贡方进贡).")
    reversal_partner: ReversalPartner | None = setting(
        "What happens when the giver's partner holds the `reversal` cards: `no-tribute` (nobody gives), or "
        "`unchanged`.", "reversal-partner")
    # The climbing family's tribute by places (进贡 between deals).
    places: tuple[climbing.PlaceTribute, ...] = items("By finishing place: who gives whom how many cards.")
    legal: tuple[str, ...] | None = setting("The legal tribute cards (法定贡牌), highest first: the highest held are "
                                            "given.")
    none_held: climbing.NoneHeld | None = setting("What happens when the giver holds no legal tribute card.",
                                                    "none-held")
    refuse: climbing.Refuse | None = setting("When the giver may refuse a returned card.")
    same_team: climbing.SameTeamTribute | None = setting("Tribute between players of one team.", "same-team")
    after_sweep: climbing.AfterSweep | None = setting("Tribute after a sweep (串三户).", "after-sweep")


@dataclass(frozen=True)
class Exchange(Block):
    """An exchange of cards between players (换牌): each player gives cards to another, at one moment of the deal."""

    count: int | None = setting("How many cards each player gives.")
    given_to: ExchangeWith | None = setting("To whom each player gives them.", "with")
    time: ExchangeTime | None = setting("When the cards are given.")
    cards: ExchangeCards | None = setting("Which cards may be given.")


@dataclass(frozen=True)
class PlaceRow(Rule):
    place: str
    score: int


@dataclass(frozen=True)
class Places(Block):
    """The finishing places (climbing family: 头科, 二科, … 二落, 大落), in finishing order, and the end of a deal."""

    names: tuple[climbing.PlaceName, ...] = items("The finishing places, first out first, with their names in "
                                                    "the sources.")
    rows: tuple[PlaceRow, ...] = items("Score by finishing place (one table; several tables are `settlement` "
                                       "blocks).")
    end: climbing.DealEnd | None = setting("When a deal ends.")


# The climbing family's rules live in their own module, which builds on the classes above.
from . import climbing  # noqa: E402

# Every claim a worked example may make, of either family.
Claim = Claim | climbing.SetClaim | climbing.BeatClaim | climbing.GoujiClaim | climbing.AnswerClaim | \
    climbing.BurnClaim | climbing.CallClaim | climbing.SettleClaim | climbing.TributeClaim


# The variant ---------------------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Override(Node):
    rule: Rule


@dataclass(frozen=True)
class Removal(Node):
    key: str
    reason: str


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
    # The climbing family (model_climbing.py).
    rank_order: climbing.RankOrder | None = None
    money: climbing.Money | None = None
    deal: climbing.Deal | None = None
    sets: tuple[climbing.SetKind, ...] = ()
    beat: climbing.Beat | None = None
    round: climbing.Round | None = None
    first_lead: climbing.FirstLead | None = None
    settlements: tuple[climbing.Settlement, ...] = ()
    gouji_sets: climbing.GoujiSets | None = None
    burn: climbing.Burn | None = None
    no_opposite: climbing.NoOpposite | None = None
    free_for_all: climbing.FreeForAll | None = None
    show_count: climbing.ShowCount | None = None
    advice: climbing.Advice | None = None
    final_gouji: climbing.FinalGouji | None = None
    revolution: climbing.Revolution | None = None
    call: climbing.Call | None = None
    examples: tuple[Example, ...] = ()
    remarks: tuple[Remark, ...] = ()

    def combination(self, kind: ComboKind) -> Combination | None:
        return next((c for c in self.combinations if c.kind == kind), None)

    @property
    def is_climbing(self) -> bool:
        """Is this a variant of the climbing family (`family climbing`)?"""
        return self.family is not None and self.family.family == Family.CLIMBING

    def settlement(self, kind: str) -> climbing.Settlement | None:
        return next((t for t in self.settlements if str(t.kind) == kind), None)
