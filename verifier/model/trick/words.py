"""The words of the trick-taking family's settings: one enumeration per setting (its written values), and the
sizes of combinations. A flat table of declarations, read by the rules, the claims and the builder."""
from __future__ import annotations

from ..node import Word


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


class DefendedNeeds(Word):
    """What passing a defended level needs of the side playing it (过A)."""

    WIN = "win"  # winning the deal: as the declarers (trick-taking), with its player out first (climbing, 头游)
    PARTNER_NOT_LAST = "partner-not-last"  # climbing: out first, and the partner not out last (1-2 or 1-3, not 1-4)


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
    RAINBOW = "rainbow"  # cards of one rank spanning four groups of the card order (rbtying/shengji's rainbow)
    THROW = "throw"


class TupleKind(Word):
    """The combinations a follower may keep whole (`protect`)."""

    PAIR = "pair"
    TRIPLE = "triple"
    TRACTOR = "tractor"
    TRIPLE_TRACTOR = "triple-tractor"
    QUAD = "quad"  # four or more identical cards that are no bomb, kept whole against a triple or a pair asked for


UNIT_SIZE = {ComboKind.SINGLE: 1, ComboKind.PAIR: 2, ComboKind.TRIPLE: 3,
             ComboKind.TRACTOR: 2, ComboKind.TRIPLE_TRACTOR: 3, ComboKind.BOMB: 4, ComboKind.SEQUENCE: 1,
             ComboKind.TRIPLE_WITH_SINGLE: 3, ComboKind.TRIPLE_WITH_PAIR: 3}


COMPOUND_SIZE = {ComboKind.TRIPLE_WITH_SINGLE: 4, ComboKind.TRIPLE_WITH_PAIR: 5}  # cards of a triple with a kicker


SEQUENCE_LENGTH = 3  # the fewest cards of a sequence, unless `min-length` says


BOMB_SIZE = 4  # the fewest identical cards of a bomb, unless `min-size` says


def rainbow_size(decks: int) -> int:
    """The fewest cards of a rainbow, unless `min-size` says: twice the decks and one (rbtying/shengji's default)."""
    return 2 * decks + 1


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


class FirstReceiver(Word):
    """Who is dealt the first card of the first deal (in later deals, the declarer)."""

    FIRST_SEAT = "first-seat"  # player 1: the seats are counted from the first receiver
    RANDOM = "random"  # a player drawn at random (第一局随机确认庄家，并从庄家开始逆时针发牌)


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
    EACH = "each"  # each player of the side that rises gains the table's levels (rbtying/shengji's Finding Friends)


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


class ShareRole(Word):
    DECLARER = "declarer"
    FRIEND = "friend"
    ATTACKERS = "attackers"  # each attacker


class TributeRole(Word):
    """The players of a tribute example (进贡), in the next deal: the block's `giver` and `receiver`, and the giver's
    partner (进贡家的对家)."""

    GIVER = "giver"
    RECEIVER = "receiver"
    PARTNER = "partner"


class TurnMoment(Word):
    FIRST = "first"  # the first declaration of a later deal
    AFTER_PASS = "after a pass"  # in the other side's round, once the side in turn passed (弃权)


class DemotionOverflow(Word):
    """Who loses the levels of a kitty demotion that a player cannot lose (down to the ladder's first level)."""
    FRIEND = "friend"  # the friend loses the declarer's rest (陪降)
    OTHERS_BY_DECLARER = "others-by-declarer"  # attackers other than the kitty winner, each level named by the declarer
    ATTACKERS_BY_FRIEND = "attackers-by-friend"  # any attackers, each level named by the friend
    KITTY_WINNER = "kitty-winner"  # the attacker who won the last trick (抠底的人)
