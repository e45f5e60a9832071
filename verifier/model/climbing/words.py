"""The words of the climbing family's settings: one enumeration per setting (its written values). A flat table
of declarations, read by the rules, the claims and the builder."""
from __future__ import annotations

from ..node import Word


# Enumerations ------------------------------------------------------------------------------------------------------

class SetShape(Word):
    SAME_RANK = "same-rank"  # N cards of one rank, with jokers (and money) attached: Gouji, Baohuang
    RUN = "run"  # consecutive ranks of the run ranks, `width` cards of each (顺子, 连对, 飞机)
    JOKERS = "jokers"  # jokers only, of either kind (王炸 / 火箭, 天王炸)
    FLUSH = "flush"  # cards of one suit, any ranks (Big Two's 同花)


class SuitRule(Word):
    """Whether the cards of a set must be of one suit."""

    SAME = "same"  # one suit (同花顺, 同花)
    ANY = "any"


class Kicker(Word):
    """What is attached to the core of a set (三带一, 三带二, 飞机带翅膀, 四带二)."""

    SINGLE = "single"  # one card each, of a rank that is not the core's
    PAIR = "pair"  # two cards of one rank each, of ranks that are not the core's nor each other's


class Readings(Word):
    """How a play that reads as several sets (a wild card standing for different cards) is judged."""

    BEST = "best"  # by its best reading: the one that beats every other reading of it
    DECLARED = "declared"  # by the reading the player declares


class WildFor(Word):
    ANY_BUT_JOKERS = "any-but-jokers"  # stands for any card but a joker (逢人配)


class Attach(Word):
    """What may be attached to a set of another rank (挂花, 贴钱)."""

    SMALL_JOKERS = "small-jokers"
    BIG_JOKERS = "big-jokers"
    MONEY = "money"


class AttachedMoney(Word):
    CORE_RANK = "core-rank"  # an attached 2 counts as a card of the set's rank ("视为该牌中的普通一员")


class JokersOnly(Word):
    """A set of jokers only (`"SJ SJ BJ"`)."""

    LOWEST_CORE = "lowest-core"  # its core is its weakest joker, the others attached: SJ SJ BJ is 2 SJ + 1 BJ
    FORBIDDEN = "forbidden"


class BeatCount(Word):
    SAME = "same"  # "张数相同": as many cards as the standing set (jokers and money counted)
    ANY = "any"


class BeatRank(Word):
    HIGHER = "higher"  # "步步高": a strictly higher rank


class CoverTerm(Word):
    """One term of a `cover` row: what a set must have to beat a standing set with jokers of one kind attached."""

    BIG_JOKERS = "big-jokers"  # the beater has big jokers attached
    ANY_JOKERS = "any-jokers"  # the beater has jokers of either kind attached
    DEAD = "dead"  # nothing beats it (死牌)
    AS_MANY = "as-many"  # at least as many (of the beater's kind) as the standing set has of this kind
    MORE = "more"  # more than the standing set has of this kind
    ONE = "one"  # at least one
    HIGHER_RANK = "higher-rank"  # on a strictly higher rank
    ANY_RANK = "any-rank"  # on any rank


class PassScope(Word):
    ROUND = "round"  # a player who passes is out of the round
    ROUND_EXCEPT_OPPOSITE = "round-except-opposite"  # out of the round except to answer their opposite (对头牌)
    SET = "set"  # only this set is passed


class DeferScope(Word):
    FIRST_CIRCLE = "first-circle"  # in the first circle after a set; the deferrer answers in the second
    NEXT_TWO = "next-two"  # the two next players answer first; when both pass the deferrer beats or closes


class DeferOn(Word):
    ANY_SET = "any-set"
    OPPOSITE_SET = "opposite-set"  # the opposite's set that the two players before passed ("对上两家过牌的对头牌")


class AfterDefer(Word):
    """Who answers a set played over a deferred one while the deferrer waits for their second turn."""

    IN_TURN = "in-turn"  # as any set
    DEFERRER_OPPOSITE = "deferrer-opposite"  # the deferrer's opposite alone ("对让牌人顺的牌，唯有对头才有上牌权")


class RoundEnd(Word):
    ALL_PASS = "all-pass"  # every other player passed the standing set
    CIRCLES = "circles"  # the standing set went `circles` circles with no beat ("过牌 2 圈")


class Closer(Word):
    OPPOSITE = "opposite"  # the player's opposite (对头) closes a dead set (扣牌)


class NextLead(Word):
    LAST_SET = "last-set"  # the player of the round's last set leads the next round


class Wind(Word):
    """Who takes the wind (接风) after a player's last set (底牌) that nobody beats."""

    NEXT_PLAYER = "next-player"  # the next player, on request, when all the others pass
    TEAMMATE = "teammate"  # the finisher's teammate (Guandan)
    NONE = "none"


class LeadBy(Word):
    MOST_THREES = "most-threes"  # who shows the most 3s of one suit (亮 3; more take it over: 顶班)
    EMPEROR = "emperor"  # the emperor (Baohuang)
    HOLDER = "holder"  # the holder of a named card (Big Two's 3♦: `rank: 3  suit: D`)
    FIRST_OUT = "first-out"  # for later deals: the previous deal's first out
    LANDLORD = "landlord"  # the winner of the bid (Dou Dizhu's 地主)
    SAME = "same"  # for later deals: as the first deal
    TRIBUTE_GIVER = "tribute-giver"  # for later deals: who gave the (larger) tribute; no tribute: the first out


class Leftover(Word):
    """The cards of the decks that do not divide among the players (216 cards to five)."""

    NONE = "none"  # they must divide
    SET_ASIDE = "set-aside"  # left out of the deal
    FIRST_RECEIVERS = "first-receivers"  # dealt on: the first receivers hold one more
    EMPEROR = "emperor"  # set aside, then taken by the emperor after the call


class DealEnd(Word):
    ONE_LEFT = "one-left"  # the deal ends when all but one player are out ("除一玩家外其他玩家都已经出完")
    FIRST_OUT = "first-out"  # the deal ends when one player is out (Big Two, Paodekuai)


class BidVoid(Word):
    REDEAL = "redeal"  # nobody bids: the cards are dealt again


class BidBy(Word):
    """How the landlord is bid for."""

    POINTS = "points"  # 叫分: each in turn bids more points than the bid before (one of `bids`), or passes
    CALL_AND_ROB = "call-and-rob"  # 叫地主 / 抢地主: one calls, then each after may rob, each rob doubling the stake


class Bottom(Word):
    LANDLORD = "landlord"  # the bottom cards (底牌) are shown and taken by the landlord


class Stake(Word):
    BID = "bid"  # the stake of a deal is the winning bid


class Doubling(Word):
    BOMB = "bomb"  # each bomb played (a rocket too) doubles the stake
    SPRING = "spring"  # a spring or a counter-spring (春天 / 反春) doubles it


class Answerer(Word):
    OPPOSITE = "opposite"  # only the opposite may answer a gouji set (except a burn or 无头)


class AttachedJokers(Word):
    """Whether a set with a joker attached is a gouji set whatever its count."""

    GOUJI_SET = "gouji-set"
    BY_COUNT = "by-count"  # only by the threshold of its rank, the jokers counted as cards of it


class BurnPrecedence(Word):
    TEAMMATES_FIRST = "teammates-first"  # the gouji set's player's teammates burn before the others
    TURN_ORDER = "turn-order"  # in the order of play


class BurnCondition(Word):
    """What a burner's hand must satisfy after beating the gouji set (either condition suffices)."""

    JOKERS_UNTIL_LAST = "jokers-until-last"  # every later set carries a joker, the last excepted
    ONE_RANK_LEFT = "one-rank-left"  # the hand left is cards of one rank (one set)


class NoOppositeWhen(Word):
    FIRST_OUT = "first-out"  # once the first player is out, their opposite has no opposite


class FreeForAllKeeps(Word):
    """What still holds in 四人乱缠."""

    TURN_ORDER = "turn-order"
    SHOW_COUNT = "show-count"
    CLOSE = "close"


class AdviceFrom(Word):
    TEAMMATES = "teammates"


class Unlimited(Word):
    ANY_COUNT = "any-count"  # whatever the number of cards held


class CallSame(Word):
    RANK_AND_SUIT = "rank-and-suit"  # the calling cards are of one rank and one suit ("同点数同花色")


class ForcedFrom(Word):
    FIRST_PLAYER = "first-player"  # from the first player on, in the direction of passing the call


class VoidDeal(Word):
    REDEAL = "redeal"  # 黄庄: deal again


class GuardBy(Word):
    CALLING_CARD = "calling-card"  # the holder of a card of the calling rank and suit is the guard


class SeizedGuard(Word):
    NONE = "none"  # a seized deal has no guard ("抢庄的情况下没有保皇派")


class NoGuard(Word):
    """A call of fewer cards than the lone emperor's whose other copies nobody else holds (set aside)."""

    REDEAL = "redeal"  # the deal is void and dealt again, as 黄庄
    LONE_EMPEROR = "lone-emperor"  # the emperor plays alone, settled as the lone emperor (独保)


class Scored(Word):
    PER_TEAM = "per-team"  # the team is the scoring unit (Gouji: 联邦为计分方)
    PER_PLAYER = "per-player"  # each player scores their share of the team's sum (Baohuang)


class DealKind(Word):
    """Which deals a settlement table settles."""

    NORMAL = "normal"
    OPEN_GUARD = "open-guard"  # 明保
    LONE_EMPEROR = "lone-emperor"  # 独保
    OPEN_LONE_EMPEROR = "open-lone-emperor"  # 明独
    SEIZED = "seized"  # 抢庄 / 抢杠


class Relation(Word):
    """Who played the standing set, seen from the player answering it (in answer claims)."""

    OPPOSITE = "opposite"
    TEAMMATE = "teammate"
    OPPONENT = "opponent"  # an opponent who is not the opposite


class NoneHeld(Word):
    NONE_GIVEN = "none-given"  # a giver who holds no legal tribute card gives none ("若没有摸到法定贡牌，则不予进贡")


class Refuse(Word):
    RANK_NOT_HELD = "rank-not-held"  # the giver may refuse a returned card of a rank they hold none of


class SameTeamTribute(Word):
    PLAYERS_CHOOSE = "players-choose"  # between players of one team, they agree whether to give ("可自行商定")


class TributeGiven(Word):
    ALWAYS = "always"  # after every deal but the first
    BY_AGREEMENT = "by-agreement"  # only when the players agree before the match ("采取积分制一般不再进贡")


class TributeCard(Word):
    HIGHEST_BUT_WILD = "highest-but-wild"  # the highest card of the hand that is not the wild card (Guandan)


class DoubleDown(Word):
    BOTH_GIVE = "both-give"  # 双下: both losers give, the larger tribute to the first out, the other to the second


class AfterSweep(Word):
    NONE = "none"  # no tribute after a sweep
    TO_OPPOSITE = "to-opposite"  # each swept player gives one card to their opposite


class CallVerdict(Word):
    MAY = "may"
    MAY_NOT = "may-not"
    MUST = "must"
    NEED_NOT = "need-not"  # may, and need not (a revolution one may decline: 有权不革命)
